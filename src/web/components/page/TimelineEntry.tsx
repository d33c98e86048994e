import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n.ts';

/**
 * One entry of a record's timeline (a lead's activity, a job's updates): its icon on a line joining it
 * to the next entry (none after the `last`), its content, then who and when (`by`), with the exact
 * time `at` for screen readers. `data-*` attributes go on the list item.
 */
export function TimelineEntry({
  icon: Icon,
  last,
  by,
  at,
  children,
  ...data
}: {
  icon: LucideIcon;
  last: boolean;
  /** "Ana · 5 minutes ago". */
  by: string;
  /** The entry's time (ISO). */
  at: string;
  children: ReactNode;
} & { [attribute: `data-${string}`]: string | undefined }) {
  const { language } = useI18n();
  return (
    <li className="relative flex gap-3 pb-4" {...data}>
      {!last && <span aria-hidden className="absolute top-8 bottom-0 left-4 w-px bg-border" />}
      <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Icon aria-hidden className="size-4" />
      </span>
      <div className="min-w-0 flex-1 pt-1">
        {children}
        <p className="mt-0.5 text-xs text-muted-foreground">
          {by}{' '}
          <time dateTime={at} className="sr-only">
            {formatDateTime(at, language)}
          </time>
        </p>
      </div>
    </li>
  );
}
