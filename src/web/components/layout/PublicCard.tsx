import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Toaster } from '../ui/Toaster.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { Main, SkipLink } from './Main.tsx';

/** The frame of the public account pages (login, password reset, invitation): a card, a language switch. */
export function PublicCard({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <Main className="flex min-h-dvh flex-col items-center bg-muted/40 px-4 py-8">
        <Toaster />
        <div className="flex w-full max-w-md justify-end">
          <LanguageSwitcher />
        </div>
        <div className={cn('mt-6 w-full max-w-md rounded-xl border border-border bg-card p-6 shadow-sm', className)}>
          {children}
        </div>
      </Main>
    </>
  );
}
