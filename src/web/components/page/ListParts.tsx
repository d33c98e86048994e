import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { useI18n } from '../../lib/i18n.ts';
import { Button } from '../ui/Button.tsx';
import { LoadError } from '../ui/LoadError.tsx';
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

export type LoadMoreList = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };

/** Under a paged list: how many of how many are shown, and "Load more" while there are more pages. */
export function LoadMore({
  showing,
  list,
  label,
}: {
  /** "Showing 50 of 120", once the total is known. */
  showing: string | null;
  list: LoadMoreList;
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

/** The parts of a paged query (TanStack Query's useInfiniteQuery) a PagedList reads. */
type PagedQuery = LoadMoreList & {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  data: unknown;
  refetch: () => Promise<unknown>;
};

/**
 * A paged list's states in the one order every list page shows them: its skeleton while the first
 * page loads, the error with Try again (when nothing was loaded), the empty state, else a spinner
 * while a new filter's rows arrive, the rows (`children`) and "Load more".
 */
export function PagedList({
  list,
  count,
  skeleton,
  loadFailed,
  compactError = false,
  empty,
  showing,
  loadMore,
  children,
}: {
  list: PagedQuery;
  /** How many rows are loaded. */
  count: number;
  skeleton: ReactNode;
  loadFailed: string;
  compactError?: boolean;
  empty: ReactNode;
  showing: string | null;
  loadMore: string;
  children: ReactNode;
}) {
  if (list.isPending) return skeleton;
  if (list.isError && !list.data) {
    return (
      <LoadError
        compact={compactError}
        message={loadFailed}
        onRetry={() => list.refetch()}
        retrying={list.isFetching}
      />
    );
  }
  if (count === 0 && !list.hasNextPage) return empty;
  return (
    <>
      {list.isPlaceholderData && (
        <div className="flex justify-center">
          <Spinner />
        </div>
      )}
      {count > 0 && children}
      <LoadMore showing={showing} list={list} label={loadMore} />
    </>
  );
}
