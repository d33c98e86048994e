import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { useI18n } from '../../lib/i18n.ts';

export interface SpinnerProps {
  className?: string;
  /** What is loading, for screen readers; defaults to "Loading…". */
  label?: string;
}

/** A small spinning loader that announces itself as a status. Size it with className (size-4 unless a size-* is given). */
export function Spinner({ className, label }: SpinnerProps) {
  const { t } = useI18n();
  return (
    <span role="status" className="inline-flex items-center [&_svg:not([class*=size-])]:size-4">
      <LoaderCircle aria-hidden className={cn('animate-spin', className)} />
      <span className="sr-only">{label ?? t('ui.loading')}</span>
    </span>
  );
}
