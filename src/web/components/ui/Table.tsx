import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** One padding for every header and cell of the app's tables. */
const PAD = 'px-2 py-2 sm:px-3';

/**
 * A table of data with real table semantics (a screen reader reads its caption, headers and cells)
 * and its headers' one look. In a `TableFrame`, or an `overflow-x-auto` box, where it may be wider
 * than a phone.
 */
export function Table({ className, ...props }: ComponentProps<'table'>) {
  return <table className={cn('w-full text-sm', className)} {...props} />;
}

/**
 * The card a table sits in when it stands alone on a page: it scrolls sideways where a narrow screen
 * cuts the table, and is focusable so that a keyboard can scroll it. Name it (`aria-label` or
 * `aria-labelledby`): it is a region.
 */
export function TableFrame({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      role="region"
      tabIndex={0}
      className={cn(
        'overflow-x-auto rounded-xl border border-border bg-card focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
      {...props}
    />
  );
}

/** What the table holds, for screen readers; the visible title is the section's heading. */
export function TableCaption({ className, ...props }: ComponentProps<'caption'>) {
  return <caption className={cn('sr-only', className)} {...props} />;
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('border-b border-border', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('divide-y divide-border', className)} {...props} />;
}

/** The totals row(s) under the body. */
export function TableFooter({ className, ...props }: ComponentProps<'tfoot'>) {
  return <tfoot className={cn('border-t border-border font-semibold', className)} {...props} />;
}

/**
 * A header cell. A column's (`scope="col"`, the default) is small and muted; a row's (`scope="row"`)
 * reads like its row. `numeric` right-aligns it over a column of figures.
 */
export function TableHead({
  className,
  scope = 'col',
  numeric = false,
  ...props
}: ComponentProps<'th'> & { numeric?: boolean }) {
  return (
    <th
      scope={scope}
      className={cn(
        PAD,
        numeric ? 'text-right' : 'text-left',
        scope === 'col' && 'text-xs font-medium text-muted-foreground',
        className,
      )}
      {...props}
    />
  );
}

/** A data cell; `numeric` right-aligns it with figures of equal width. */
export function TableCell({ className, numeric = false, ...props }: ComponentProps<'td'> & { numeric?: boolean }) {
  return <td className={cn(PAD, numeric && 'text-right tabular-nums', className)} {...props} />;
}
