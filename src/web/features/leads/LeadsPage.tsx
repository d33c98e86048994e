import { Plus, Users } from 'lucide-react';
import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { filtersFromSearch, hasActiveFilters, searchWithFilters } from './filters.ts';
import { plural } from '../../lib/format.ts';
import { LeadFormDialog } from './LeadFormDialog.tsx';
import { useLeadPermissions } from './permissions.ts';
import { ListEmpty } from '../../components/page/EmptyPanel.tsx';
import { PagedList } from '../../components/page/ListParts.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { useBundle, useI18n } from '../../lib/i18n.ts';
import { useErrorToast } from '../../lib/use-error-toast.ts';
import { useUrlFilters } from '../../lib/url-filters.ts';
import { useNewParam } from '../../lib/use-new-param.ts';
import { useLeadList } from './page-queries.ts';
import { BulkBar } from './BulkBar.tsx';
import { LeadFilterBar } from './LeadFilterBar.tsx';
import { LeadTable, LeadTableSkeleton } from './LeadTable.tsx';
import { selectedVisible, selectionState, toggleAll, toggleOne } from './selection.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const NO_SELECTION: ReadonlySet<string> = new Set();

/**
 * /dashboard/leads and /dashboard/leads-management: the company's leads with search, filters and
 * sort kept in the URL (so a reload or a shared link keeps them, and the export reads them), pages
 * of 50 with "Load more", and bulk status change and delete. `actions` sits next to New lead
 * (the router passes CSV import and export).
 */
export default function LeadsPage({ actions }: { actions?: ReactNode }) {
  useDocumentTitle('titles.leads');
  useBundle('leads');
  const { t } = useI18n();
  const permissions = useLeadPermissions();
  const { filters, patch: patchFilters, clear: clearFilters } = useUrlFilters(filtersFromSearch, searchWithFilters);
  const filterKey = JSON.stringify(filters);
  const list = useLeadList(filters);
  useErrorToast(list.isError, list.errorUpdatedAt, t('leads.loadFailedToast'));

  const leads = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  // Only the first page counts the matches.
  const total = list.data?.pages[0]?.total ?? undefined;
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

  // ?new=1 (quick actions, other pages) opens the form once.
  const [creating, setCreating] = useNewParam(permissions.canWrite);
  const filtered = hasActiveFilters(filters);
  const newButton = permissions.canWrite && (
    <Button onClick={() => setCreating(true)}>
      <Plus aria-hidden />
      {t('leads.newLead')}
    </Button>
  );

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
          {newButton}
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

      <PagedList
        list={list}
        count={leads.length}
        skeleton={<LeadTableSkeleton />}
        loadFailed={t('leads.loadFailed')}
        empty={
          <ListEmpty
            filtered={filtered}
            icon={Users}
            texts="leads.empty"
            keys={{ clear: 'leads.filters.clear' }}
            onClear={clearFilters}
          >
            {newButton}
          </ListEmpty>
        }
        showing={total !== undefined ? t('leads.showing', { shown: leads.length, total }) : null}
        loadMore={t('leads.loadMore')}
      >
        <LeadTable
          leads={leads}
          selectable={selectable}
          selected={selected}
          allState={selectionState(selected, visibleIds)}
          onToggle={(id) => select(toggleOne(selected, id))}
          onToggleAll={() => select(toggleAll(selected, visibleIds))}
        />
      </PagedList>

      {permissions.canWrite && <LeadFormDialog open={creating} onOpenChange={setCreating} />}
    </div>
  );
}
