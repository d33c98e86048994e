/**
 * The frame of a company's pages opened from a link, with nobody signed in (the client's gallery, the
 * showcase): the company's branding header on a loaded page, and the centered page of the states
 * before it (loading, a link that is invalid or expired, a failed load).
 */
import { RotateCw, type LucideIcon } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { LanguageSwitcher } from '../layout/LanguageSwitcher.tsx';
import { Main, SkipLink } from '../layout/Main.tsx';
import { Button } from '../ui/Button.tsx';

/** What the branding shows of the company. */
interface PublicCompany {
  name: string;
  logoUrl: string | null;
}

/** The company's logo, or its initial when it has none or the logo does not load. */
function CompanyMark({ company, large }: { company: PublicCompany; large: boolean }) {
  const [broken, setBroken] = useState(false);
  const size = large ? 48 : 40;
  return company.logoUrl && !broken ? (
    <img
      src={company.logoUrl}
      alt=""
      width={size}
      height={size}
      onError={() => setBroken(true)}
      className={cn(
        'shrink-0 border bg-white object-contain',
        large ? 'size-12 rounded-xl p-1' : 'size-10 rounded-lg p-0.5',
      )}
    />
  ) : (
    <span
      aria-hidden
      className={cn(
        'flex shrink-0 items-center justify-center bg-primary font-bold text-primary-foreground',
        large ? 'size-12 rounded-xl text-xl' : 'size-10 rounded-lg text-lg',
      )}
    >
      {company.name.trim().charAt(0).toUpperCase() || '•'}
    </span>
  );
}

/**
 * A loaded public page: the company's header (mark, name, language switch), then the page. The tab is
 * titled after the page and the company.
 */
export function PublicPageFrame({
  company,
  title,
  caption,
  headerEnd,
  tinted = false,
  children,
}: {
  company: PublicCompany;
  title: string;
  /** A line under the company's name; the name then takes two lines, beside a larger mark. */
  caption?: string;
  /** After the language switch, e.g. badges; it wraps under the name on a narrow screen. */
  headerEnd?: ReactNode;
  /** A grey page (for the cards on it) under a white header, rather than all white. */
  tinted?: boolean;
  children: ReactNode;
}) {
  useEffect(() => {
    document.title = `${title} · ${company.name}`;
  }, [title, company.name]);

  return (
    <div className={cn('min-h-dvh', tinted ? 'bg-slate-50' : 'bg-white')}>
      <SkipLink />
      <header className={cn('border-b', tinted && 'bg-white')}>
        <div className={cn('mx-auto flex max-w-5xl items-center gap-3 px-4 py-3', headerEnd && 'flex-wrap')}>
          <CompanyMark company={company} large={caption !== undefined} />
          {caption === undefined ? (
            <p className="min-w-0 flex-1 truncate font-semibold">{company.name}</p>
          ) : (
            <div className="min-w-0 flex-1">
              <p className="truncate text-lg leading-tight font-bold">{company.name}</p>
              <p className="text-sm text-muted-foreground">{caption}</p>
            </div>
          )}
          <LanguageSwitcher className="bg-background" />
          {headerEnd}
        </div>
      </header>
      {children}
    </div>
  );
}

/** The page of a public link's state before its content: loading, a link that does not open, a failed load. */
export function PublicStatePage({
  languageSwitcher = false,
  className,
  children,
}: {
  /** Shows the language switch in the top corner. */
  languageSwitcher?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <>
      <SkipLink />
      <Main
        className={cn(
          'relative flex min-h-dvh flex-col items-center justify-center bg-linear-to-b from-slate-50 to-slate-100 px-6 py-10 text-center',
          className,
        )}
      >
        {languageSwitcher && (
          <div className="absolute top-4 right-4">
            <LanguageSwitcher className="bg-background" />
          </div>
        )}
        {children}
      </Main>
    </>
  );
}

/** Why the link shows nothing (invalid, expired, failed to load): an icon, the texts, and a retry when it may help. */
export function PublicProblem({
  icon: Icon,
  tone,
  retry,
  className,
  children,
}: {
  icon: LucideIcon;
  /** The icon's colours: red, or the muted grey. */
  tone: 'danger' | 'muted';
  retry?: { label: string; onClick: () => void };
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="alert" className={cn('w-full max-w-sm rounded-2xl border bg-card p-8 shadow-sm', className)}>
      <span
        className={cn(
          'mx-auto flex size-14 items-center justify-center rounded-full',
          tone === 'danger' ? 'bg-danger-soft text-danger-text' : 'bg-muted text-muted-foreground',
        )}
      >
        <Icon className="size-7" aria-hidden />
      </span>
      {children}
      {retry && (
        <Button className="w-full" onClick={retry.onClick}>
          <RotateCw aria-hidden />
          {retry.label}
        </Button>
      )}
    </div>
  );
}
