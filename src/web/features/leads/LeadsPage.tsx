import { Plus, SearchX, Users } from 'lucide-react';
import { Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { LeadFilters } from '../../../shared/leads.ts';
import {
  clearedFilters,
  filtersFromSearch,
  hasActiveFilters,
  searchWithFilters,
} from '../../components/leads/filters.ts';
import { plural } from '../../components/leads/format.ts';
import { LeadFormDialog } from '../../components/leads/LeadFormDialog.tsx';
import { useLeadPermissions } from '../../components/leads/permissions.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { useBundle, useI18n } from '../../lib/i18n.ts';
import { useErrorToast, useLeadList } from './api.ts';
import { BulkBar } from './BulkBar.tsx';
import { LeadFilterBar } from './LeadFilterBar.tsx';
import { LeadTable, LeadTableSkeleton } from './LeadTable.tsx';
import { selectedVisible, selectionState, toggleAll, toggleOne } from './selection.ts';
import { LoadError } from '../../components/ui/LoadError.tsx';

const NO_SELECTION: ReadonlySet<string> = new Set();

/**
 * /dashboard/leads and /dashboard/leads-management: the company's leads with search, filters and
 * sort kept in the URL (so a reload or a shared link keeps them, and the export reads them), pages
 * of 50 with "Load more", and bulk status change and delete. `actions` sits next to New lead
 * (the router passes CSV import and export).
 */
export default function LeadsPage({ actions }: { actions?: ReactNode }) {
  useBundle('leads');
  const { t } = useI18n();
  const permissions = useLeadPermissions();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(params), [params]);
  const filterKey = JSON.stringify(filters);
  const list = useLeadList(filters);
  useErrorToast(list.isError, list.errorUpdatedAt, t('leads.loadFailedToast'));

  const leads = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  const total = list.data?.pages.at(-1)?.total;
  const visibleIds = useMemo(() => leads.map((lead) => lead.id), [leads]);

  // The selection belongs to one set of filters: other filters start with none.
  const [selection, setSelection] = useState<{ key: string; ids: ReadonlySet<string> }>({
    key: filterKey,
    ids: NO_SELECTION,
  });
  const selected = selection.key === filterKey ? selection.ids : NO_SELECTION;
  const selectedIds = selectedVisible(selected, visibleIds);
  const select = (ids: ReadonlySet<string>) => setSelection({ key: filterKey, ids });
  const selectable = permissions.canChangeStatus || permissions.canDelete;

  // ?new=1 (quick actions, other pages) opens the form once; the parameter is then removed.
  const [creating, setCreating] = useState(false);
  const wantsNew = params.get('new') === '1';
  if (wantsNew && permissions.canWrite && !creating) setCreating(true);
  useEffect(() => {
    if (wantsNew) {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.delete('new');
          return next;
        },
        { replace: true },
      );
    }
  }, [wantsNew, setParams]);

  const patchFilters = (patch: Partial<LeadFilters>) =>
    setParams((prev) => searchWithFilters(prev, { ...filtersFromSearch(prev), ...patch }), { replace: true });
  const clearFilters = () =>
    setParams((prev) => searchWithFilters(prev, clearedFilters(filtersFromSearch(prev))), { replace: true });
  const filtered = hasActiveFilters(filters);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">{t('leads.title')}</h1>
          <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="lead-count">
            {total !== undefined ? plural(t, 'leads.count', total) : t('leads.subtitle')}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Suspense fallback={null}>{actions}</Suspense>
          {permissions.canWrite && (
            <Button onClick={() => setCreating(true)}>
              <Plus aria-hidden />
              {t('leads.newLead')}
            </Button>
          )}
        </div>
      </div>

      <LeadFilterBar filters={filters} onPatch={patchFilters} onClear={clearFilters} />

      {selectable && (
        <BulkBar
          ids={selectedIds}
          canChangeStatus={permissions.canChangeStatus}
          canDelete={permissions.canDelete}
          onClear={() => select(NO_SELECTION)}
          onDeleted={() => select(NO_SELECTION)}
        />
      )}

      {list.isPending ? (
        <LeadTableSkeleton />
      ) : list.isError && !list.data ? (
        <LoadError message={t('leads.loadFailed')} onRetry={() => list.refetch()} retrying={list.isFetching} />
      ) : leads.length === 0 ? (
        <EmptyState
          filtered={filtered}
          canWrite={permissions.canWrite}
          onCreate={() => setCreating(true)}
          onClear={clearFilters}
        />
      ) : (
        <>
          {list.isPlaceholderData && (
            <div className="flex justify-center">
              <Spinner />
            </div>
          )}
          <LeadTable
            leads={leads}
            selectable={selectable}
            selected={selected}
            allState={selectionState(selected, visibleIds)}
            onToggle={(id) => select(toggleOne(selected, id))}
            onToggleAll={() => select(toggleAll(selected, visibleIds))}
          />
          <div className="flex flex-col items-center gap-2 py-2">
            {total !== undefined && (
              <p className="text-sm text-muted-foreground">{t('leads.showing', { shown: leads.length, total })}</p>
            )}
            {list.hasNextPage && (
              <Button variant="outline" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
                {list.isFetchingNextPage && <Spinner />}
                {t('leads.loadMore')}
              </Button>
            )}
          </div>
        </>
      )}

      {permissions.canWrite && <LeadFormDialog open={creating} onOpenChange={setCreating} />}
    </div>
  );
}

function EmptyState({
  filtered,
  canWrite,
  onCreate,
  onClear,
}: {
  filtered: boolean;
  canWrite: boolean;
  onCreate: () => void;
  onClear: () => void;
}) {
  const { t } = useI18n();
  const Icon = filtered ? SearchX : Users;
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border bg-card p-10 text-center">
      <Icon aria-hidden className="size-10 text-muted-foreground" />
      <h2 className="text-lg font-semibold">{t(filtered ? 'leads.empty.filteredTitle' : 'leads.empty.title')}</h2>
      <p className="max-w-md text-sm text-muted-foreground">
        {t(filtered ? 'leads.empty.filteredBody' : 'leads.empty.body')}
      </p>
      {filtered ? (
        <Button variant="outline" onClick={onClear}>
          {t('leads.filters.clear')}
        </Button>
      ) : (
        canWrite && (
          <Button onClick={onCreate}>
            <Plus aria-hidden />
            {t('leads.newLead')}
          </Button>
        )
      )}
    </div>
  );
}
