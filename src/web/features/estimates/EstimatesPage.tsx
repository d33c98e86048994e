import { Calculator, Plus, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ESTIMATE_LIMITS, ESTIMATE_STATUSES, type EstimateStatus } from '../../../shared/estimates.ts';
import { ListEmpty } from '../../components/page/EmptyPanel.tsx';
import { ListTable, PagedList, TABLE_GRID, TableSkeleton } from '../../components/page/ListParts.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { NativeSelect } from '../../components/ui/NativeControls.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { formatDay } from '../../../shared/format.ts';
import { formatMoney, plural } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n.ts';
import { useUrlParams } from '../../lib/url-filters.ts';
import { useDebounced } from '../../lib/use-debounced.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useErrorToast } from '../../lib/use-error-toast.ts';
import { useNewParam } from '../../lib/use-new-param.ts';
import type { EstimateListFilters, EstimateSummary } from './api.ts';
import { EstimateStatusBadge } from './EstimateStatusBadge.tsx';
import { NewEstimateDialog } from './NewEstimateDialog.tsx';
import { useEstimatePermissions, useEstimates } from './queries.ts';
import { estimatePath } from '../../page-paths.ts';

const COLUMNS = 'md:grid-cols-[8rem_minmax(12rem,2fr)_minmax(10rem,1.4fr)_7rem_minmax(7rem,1fr)_minmax(7rem,1fr)]';
const UUID = /^[0-9a-f-]{36}$/i;

const isStatus = (s: string | null): s is EstimateStatus =>
  (ESTIMATE_STATUSES as readonly (string | null)[]).includes(s);

/**
 * /dashboard/estimates: search, status filter, the estimates newest first (cards on phones), and
 * "New estimate". `?leadId=` / `?jobId=` narrow the list and preselect the new estimate's lead or job.
 */
export default function EstimatesPage() {
  useDocumentTitle('titles.estimates');
  const { t } = useI18n();
  const { canWrite } = useEstimatePermissions();
  const [params, setParams] = useUrlParams();
  const [search, setSearch] = useState(params.get('q') ?? '');
  const status = params.get('status');
  const leadId = UUID.test(params.get('leadId') ?? '') ? params.get('leadId')! : undefined;
  const jobId = UUID.test(params.get('jobId') ?? '') ? params.get('jobId')! : undefined;
  const q = useDebounced(search.trim().slice(0, ESTIMATE_LIMITS.search), 300);
  const filters: EstimateListFilters = {
    ...(q && { q }),
    ...(isStatus(status) && { status }),
    ...(leadId && { leadId }),
    ...(jobId && { jobId }),
  };
  const list = useEstimates(filters);
  useErrorToast(list.isError, list.errorUpdatedAt, t('estimates.loadFailed'));
  const estimates = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  const total = list.data?.pages[0]?.total ?? undefined;
  const filtered = !!(q || status);
  const [creating, setCreating] = useNewParam(canWrite);

  const clear = () => {
    setSearch('');
    setParams({ status: '' });
  };

  const newButton = canWrite && (
    <Button onClick={() => setCreating(true)}>
      <Plus aria-hidden />
      {t('estimates.newEstimate')}
    </Button>
  );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">{t('estimates.title')}</h1>
          <p className="text-sm text-muted-foreground">{t('estimates.subtitle')}</p>
        </div>
        {newButton}
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <Input
          type="search"
          aria-label={t('estimates.search')}
          placeholder={t('estimates.searchPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="w-full sm:w-72"
        />
        <NativeSelect
          aria-label={t('estimates.filterStatus')}
          value={isStatus(status) ? status : ''}
          onChange={(event) => setParams({ status: event.target.value })}
          className="w-full sm:w-48"
        >
          <option value="">{t('estimates.allStatuses')}</option>
          {ESTIMATE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`estimates.status.${s}`)}
            </option>
          ))}
        </NativeSelect>
        {(leadId || jobId) && (
          <Button variant="outline" size="sm" onClick={() => setParams({ leadId: null, jobId: null })}>
            <X aria-hidden />
            {t(leadId ? 'estimates.forLead' : 'estimates.forJob')}
          </Button>
        )}
        <p className="text-sm text-muted-foreground sm:ml-auto" aria-live="polite">
          {total !== undefined ? plural(t, 'estimates.count', total) : '\u00a0'}
        </p>
      </div>

      <PagedList
        list={list}
        count={estimates.length}
        skeleton={
          <TableSkeleton
            rows={5}
            cells={
              <>
                <Skeleton className="h-4 w-24" />
                <Skeleton className="h-4 flex-1" />
                <Skeleton className="h-4 w-20 max-md:hidden" />
              </>
            }
          />
        }
        loadFailed={t('estimates.loadFailed')}
        empty={
          <ListEmpty filtered={filtered} icon={Calculator} texts="estimates.empty" onClear={clear}>
            {newButton}
          </ListEmpty>
        }
        showing={total !== undefined ? t('estimates.showing', { shown: estimates.length, total }) : null}
        loadMore={t('estimates.loadMore')}
      >
        <EstimateTable estimates={estimates} />
      </PagedList>

      {canWrite && <NewEstimateDialog open={creating} onOpenChange={setCreating} leadId={leadId} jobId={jobId} />}
    </div>
  );
}

function EstimateTable({ estimates }: { estimates: EstimateSummary[] }) {
  const { t, language } = useI18n();
  const columns = cn(TABLE_GRID, COLUMNS);
  return (
    <ListTable
      label={t('estimates.table.label')}
      minWidth="md:min-w-[52rem]"
      columns={columns}
      header={
        <>
          <div role="columnheader">{t('estimates.table.number')}</div>
          <div role="columnheader">{t('estimates.table.title')}</div>
          <div role="columnheader">{t('estimates.table.client')}</div>
          <div role="columnheader">{t('estimates.table.status')}</div>
          <div role="columnheader" className="md:text-right">
            {t('estimates.table.total')}
          </div>
          <div role="columnheader">{t('estimates.table.validUntil')}</div>
        </>
      }
    >
      {estimates.map((estimate) => (
        <div
          key={estimate.id}
          role="row"
          data-testid="estimate-row"
          className={cn(columns, 'flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-3 md:py-2')}
        >
          <div role="cell" className="font-mono text-sm">
            {estimate.displayNumber}
          </div>
          <div role="cell" className="min-w-0 max-md:basis-full">
            <Link
              to={estimatePath(estimate.id)}
              className="font-medium text-primary-text underline-offset-4 hover:underline"
            >
              {estimate.title}
            </Link>
          </div>
          <div role="cell" className="min-w-0 truncate text-sm max-md:text-muted-foreground">
            {estimate.clientName ?? <span className="text-muted-foreground">{t('estimates.none')}</span>}
          </div>
          <div role="cell">
            <EstimateStatusBadge status={estimate.status} />
          </div>
          <div role="cell" className="text-sm font-medium tabular-nums md:text-right">
            {formatMoney(estimate.totalCents / 100, language)}
          </div>
          <div role="cell" className="text-sm text-muted-foreground">
            <span className="md:hidden">{t('estimates.table.validUntil')}: </span>
            {formatDay(estimate.validUntil, language)}
          </div>
        </div>
      ))}
    </ListTable>
  );
}
