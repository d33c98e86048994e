import { Briefcase } from 'lucide-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { JOB_COSTING_LIMITS, JOB_COSTING_SORTS, type JobCostingSort } from '../../../shared/financials.ts';
import { JOB_STATUSES, type JobStatus } from '../../../shared/jobs.ts';
import { ListEmpty } from '../../components/page/EmptyPanel.tsx';
import { ListTable, LoadMore, TABLE_GRID, TableSkeleton } from '../../components/page/ListParts.tsx';
import { buttonVariants } from '../../components/ui/button-variants.ts';
import { Input } from '../../components/ui/Input.tsx';
import { Label } from '../../components/ui/Label.tsx';
import { LoadError } from '../../components/ui/LoadError.tsx';
import { Checkbox, NativeSelect } from '../../components/ui/NativeControls.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { cn } from '../../lib/cn.ts';
import { formatCents } from '../../../shared/format.ts';
import { plural } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n.ts';
import { useDebounced } from '../../lib/use-debounced.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useErrorToast } from '../../lib/use-error-toast.ts';
import { JobStatusBadge } from '../jobs/JobStatusBadge.tsx';
import type { JobCostingList, JobCostingQuery, JobCostingRow } from './api.ts';
import { FlagBadges, formatPercent, MarginDefinitions } from './JobCostParts.tsx';
import {
  costBasisKey,
  DEFAULT_JOB_COSTING_SORT,
  isFiltered,
  jobCostsPath,
  readJobCostingQuery,
  revenueBasisKey,
  writeJobCostingQuery,
} from './job-costing.ts';
import { useJobCosting } from './queries.ts';

const COLUMNS =
  'md:grid-cols-[minmax(12rem,2fr)_minmax(7rem,1fr)_minmax(7rem,1fr)_minmax(7rem,1fr)_minmax(8rem,1fr)_minmax(12rem,1.6fr)]';

/**
 * /dashboard/job-costing (issue #18): every job's accepted estimate against what it has cost, its
 * revenue and margin, with flags (over budget, overrun, low margin, hours without a rate); totals
 * over every job the filters match; search, status, flagged only and sort kept in the URL; a page
 * at a time ("Load more"). Each job opens its Costs tab.
 */
export default function JobCostingPage() {
  useDocumentTitle('titles.jobCosting');
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const query = readJobCostingQuery(params);
  const [search, setSearch] = useState(query.q ?? '');
  const debounced = useDebounced(search.trim().slice(0, JOB_COSTING_LIMITS.search), 300);
  const update = (changes: Partial<JobCostingQuery>) =>
    setParams((prev) => writeJobCostingQuery(prev, { ...readJobCostingQuery(prev), ...changes }), { replace: true });
  useEffect(() => {
    if (debounced !== (query.q ?? '')) update({ q: debounced || undefined });
    // Only a new search text changes the URL; the URL's own changes are read above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const list = useJobCosting(query);
  useErrorToast(list.isError, list.errorUpdatedAt, t('jobCosting.loadFailed'));
  // The first page carries the count and the sums of every match.
  const data = list.data?.pages[0];
  const rows = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  const filtered = isFiltered(query);
  const clear = () => {
    setSearch('');
    setParams((prev) => writeJobCostingQuery(prev, query.sort ? { sort: query.sort } : {}), { replace: true });
  };

  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold">{t('jobCosting.title')}</h1>
        <p className="text-sm text-muted-foreground">{t('jobCosting.subtitle')}</p>
        <p className="text-xs text-muted-foreground">{t('jobCosting.basisNote')}</p>
        <MarginDefinitions />
      </div>

      <Totals list={data} pending={list.isPending} />

      <div className="flex flex-wrap items-center gap-3">
        <Input
          type="search"
          aria-label={t('jobCosting.filters.search')}
          placeholder={t('jobCosting.filters.searchPlaceholder')}
          value={search}
          maxLength={JOB_COSTING_LIMITS.search}
          onChange={(event) => setSearch(event.target.value)}
          className="w-full sm:w-64"
        />
        <NativeSelect
          aria-label={t('jobCosting.filters.status')}
          value={query.status ?? ''}
          onChange={(event) => update({ status: (event.target.value || undefined) as JobStatus | undefined })}
          className="w-full sm:w-44"
        >
          <option value="">{t('jobCosting.filters.allStatuses')}</option>
          {JOB_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`jobOptions.status.${s}`)}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          aria-label={t('jobCosting.filters.sort')}
          value={query.sort ?? DEFAULT_JOB_COSTING_SORT}
          onChange={(event) => update({ sort: event.target.value as JobCostingSort })}
          className="w-full sm:w-52"
        >
          {JOB_COSTING_SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`jobCosting.filters.sorts.${s}`)}
            </option>
          ))}
        </NativeSelect>
        <div className="flex min-h-10 items-center gap-2">
          {/* Ticks at once (the address, and so the list, follows in a transition); a new address resets it. */}
          <Checkbox
            key={query.flagged ?? 'all'}
            id="job-costing-flagged"
            defaultChecked={!!query.flagged}
            onChange={(event) => update({ flagged: event.target.checked ? 'true' : undefined })}
          />
          <Label htmlFor="job-costing-flagged" className="cursor-pointer">
            {t('jobCosting.filters.flaggedOnly')}
          </Label>
        </div>
        <p className="ml-auto text-sm text-muted-foreground" aria-live="polite">
          {data ? plural(t, 'jobCosting.count', data.total ?? 0) : '\u00a0'}
        </p>
      </div>

      {list.isPending ? (
        <TableSkeleton
          rows={5}
          cells={
            <>
              <Skeleton className="h-4 flex-1" />
              <Skeleton className="h-4 w-20" />
              <Skeleton className="h-4 w-20 max-md:hidden" />
            </>
          }
        />
      ) : !data ? (
        <LoadError message={t('jobCosting.loadFailed')} onRetry={() => list.refetch()} retrying={list.isFetching} />
      ) : rows.length === 0 ? (
        <ListEmpty filtered={filtered} icon={Briefcase} texts="jobCosting.empty" onClear={clear}>
          <Link to="/dashboard/jobs" className={buttonVariants({ variant: 'outline' })}>
            {t('jobCosting.empty.action')}
          </Link>
        </ListEmpty>
      ) : (
        <>
          {list.isPlaceholderData && (
            <div className="flex justify-center">
              <Spinner />
            </div>
          )}
          <JobTable rows={rows} />
          <LoadMore
            showing={t('jobCosting.showing', { shown: rows.length, total: data.total ?? 0 })}
            list={list}
            label={t('jobCosting.loadMore')}
          />
        </>
      )}
    </div>
  );
}

/** Revenue, costs against the estimates, margin, and how many jobs are flagged: over every match. */
function Totals({ list, pending }: { list: JobCostingList | undefined; pending: boolean }) {
  const { t, language } = useI18n();
  const totals = list?.totals;
  const cards = [
    {
      key: 'revenue',
      value: totals && formatCents(totals.revenueCents, language),
      caption: t('jobCosting.summary.revenueHint'),
      danger: false,
    },
    {
      key: 'costs',
      value: totals && formatCents(totals.costCents, language),
      caption: totals
        ? t('jobCosting.summary.costsHint', { amount: formatCents(totals.estimatedCostCents, language) })
        : '',
      danger: false,
    },
    {
      key: 'margin',
      value: totals && formatCents(totals.marginCents, language),
      caption:
        totals?.marginPercent === null || totals?.marginPercent === undefined
          ? t('jobCosting.summary.noRevenue')
          : t('jobCosting.summary.marginHint', { percent: formatPercent(totals.marginPercent, language) }),
      danger: (totals?.marginCents ?? 0) < 0,
    },
    {
      key: 'flagged',
      value: totals && String(totals.flaggedCount),
      caption: list ? plural(t, 'jobCosting.summary.flaggedHint', list.total ?? 0) : '',
      danger: (totals?.flaggedCount ?? 0) > 0,
    },
  ] as const;
  return (
    <section aria-label={t('jobCosting.summary.label')}>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map((card) => (
          <div
            key={card.key}
            data-testid={`job-costing-${card.key}`}
            className={cn(
              'min-w-0 rounded-xl border border-border bg-card p-4',
              card.danger && 'border-danger-text/40 bg-danger-soft',
            )}
          >
            <dt className={cn('text-sm font-medium text-muted-foreground', card.danger && 'text-danger-text')}>
              {t(`jobCosting.summary.${card.key}`)}
            </dt>
            <dd
              className={cn(
                'truncate text-xl font-semibold tabular-nums sm:text-2xl',
                card.danger && 'text-danger-text',
              )}
            >
              {pending || !card.value ? <Skeleton className="h-7 w-24" /> : card.value}
            </dd>
            <dd className={cn('text-xs text-muted-foreground sm:text-sm', card.danger && 'text-danger-text')}>
              {card.caption}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The jobs: rows on wide screens, cards on phones; each opens the job's Costs tab. */
function JobTable({ rows }: { rows: JobCostingRow[] }) {
  const { t, language } = useI18n();
  const columns = cn(TABLE_GRID, COLUMNS);
  return (
    <ListTable
      label={t('jobCosting.table.label')}
      minWidth="md:min-w-[60rem]"
      columns={columns}
      header={
        <>
          <div role="columnheader">{t('jobCosting.table.job')}</div>
          <div role="columnheader" className="md:text-right">
            {t('jobCosting.table.estimated')}
          </div>
          <div role="columnheader" className="md:text-right">
            {t('jobCosting.table.actual')}
          </div>
          <div role="columnheader" className="md:text-right">
            {t('jobCosting.table.revenue')}
          </div>
          <div role="columnheader" className="md:text-right">
            {t('jobCosting.table.margin')}
          </div>
          <div role="columnheader">{t('jobCosting.table.flags')}</div>
        </>
      }
    >
      {rows.map((row) => {
        const losing = row.marginCents < 0 || row.flags.includes('low_margin');
        return (
          <div
            key={row.jobId}
            role="row"
            data-testid="job-costing-row"
            className={cn(columns, 'grid grid-cols-2 items-center gap-x-3 gap-y-1.5 px-3 py-3 md:py-2')}
          >
            <div role="cell" className="col-span-2 min-w-0 md:col-span-1">
              <Link
                to={jobCostsPath(row.jobId)}
                aria-label={t('jobCosting.table.open', { title: row.title })}
                className="block font-medium break-words text-primary-text underline-offset-4 hover:underline md:truncate"
              >
                {row.title}
              </Link>
              <span className="mt-0.5 flex flex-wrap items-center gap-2">
                <JobStatusBadge status={row.status} />
                {!row.estimate && (
                  <span className="text-xs text-muted-foreground">{t('jobCosting.table.noEstimate')}</span>
                )}
              </span>
            </div>
            <Cell label={t('jobCosting.table.estimated')} testId="row-estimated">
              {row.estimate ? formatCents(row.estimate.costCents, language) : '—'}
            </Cell>
            <Cell
              label={t('jobCosting.table.actual')}
              testId="row-actual"
              className={cn(row.flags.includes('overrun') && 'font-medium text-danger-text')}
            >
              {formatCents(row.costCents, language)}
              <span className="block text-xs font-normal text-muted-foreground">{t(costBasisKey(row.costBasis))}</span>
            </Cell>
            <Cell label={t('jobCosting.table.revenue')} testId="row-revenue">
              {formatCents(row.revenueCents, language)}
              <span className="block text-xs text-muted-foreground">{t(revenueBasisKey(row.revenueBasis))}</span>
            </Cell>
            <Cell
              label={t('jobCosting.table.margin')}
              testId="row-margin"
              className={cn(losing && 'font-medium text-danger-text')}
            >
              {formatCents(row.marginCents, language)}
              <span className="block text-xs">
                {row.marginPercent === null ? '—' : formatPercent(row.marginPercent, language)}
              </span>
            </Cell>
            <div role="cell" className="col-span-2 md:col-span-1">
              <FlagBadges row={row} />
            </div>
          </div>
        );
      })}
    </ListTable>
  );
}

/** A figure: labelled on phones (the header row is hidden there), right-aligned on wide screens. */
function Cell({
  label,
  testId,
  className,
  children,
}: {
  label: string;
  testId: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="cell" data-testid={testId} className={cn('text-sm tabular-nums md:text-right', className)}>
      <span className="block text-xs font-normal text-muted-foreground md:hidden">{label}</span>
      {children}
    </div>
  );
}
