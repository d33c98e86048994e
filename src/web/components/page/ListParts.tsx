import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { useI18n } from '../../lib/i18n.ts';
import { Button } from '../ui/Button.tsx';
import { Spinner } from '../ui/Spinner.tsx';

/** The grid of a ListTable's rows on wide screens; add the columns' `md:grid-cols-[…]`. */
export const TABLE_GRID = 'md:grid md:items-center md:gap-3';

/**
 * One markup for both layouts: an ARIA table whose rows are grid rows on wide screens and cards on
 * phones (under 768 px, spec section 9), so tests and screen readers find the same rows everywhere.
 * The header row is hidden on phones; `children` are the rows.
 */
export function ListTable({
  label,
  minWidth,
  columns,
  header,
  children,
}: {
  label: string;
  /** The table's least width on wide screens (it scrolls sideways below it), e.g. `md:min-w-[60rem]`. */
  minWidth: string;
  /** The header row's grid classes (the rows' own). */
  columns: string;
  /** The column headers. */
  header: ReactNode;
  children: ReactNode;
}) {
  return (
    <div role="table" aria-label={label} className="overflow-x-auto rounded-xl border border-border bg-card">
      <div role="rowgroup" className={cn('max-md:hidden', minWidth)}>
        <div
          role="row"
          className={cn(columns, 'border-b border-border px-3 py-2 text-xs font-medium text-muted-foreground')}
        >
          {header}
        </div>
      </div>
      <div role="rowgroup" className={cn('divide-y divide-border', minWidth)}>
        {children}
      </div>
    </div>
  );
}

/** Grey rows in a table's shape while the first page loads; `cells` are one row's skeletons. */
export function TableSkeleton({ rows, cells }: { rows: number; cells: ReactNode }) {
  const { t } = useI18n();
  return (
    <div role="status" aria-live="polite" className="rounded-xl border border-border bg-card">
      <span className="sr-only">{t('ui.loading')}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex items-center gap-3 border-b border-border px-3 py-3 last:border-b-0">
          {cells}
        </div>
      ))}
    </div>
  );
}

/** Under a paged list: how many of how many are shown, and "Load more" while there are more pages. */
export function LoadMore({
  showing,
  list,
  label,
}: {
  /** "Showing 50 of 120", once the total is known. */
  showing: string | null;
  list: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
  label: string;
}) {
  return (
    <div className="flex flex-col items-center gap-2 py-2">
      {showing !== null && <p className="text-sm text-muted-foreground">{showing}</p>}
      {list.hasNextPage && (
        <Button variant="outline" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
          {list.isFetchingNextPage && <Spinner />}
          {label}
        </Button>
      )}
    </div>
  );
}
