import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { JobProgress } from './JobProgress.tsx';
import { JobStatusBadge } from './JobStatusBadge.tsx';
import { formatCents } from '../../../shared/format.ts';
import { formatDateTime } from '../../lib/format.ts';
import { ListTable, TABLE_GRID, TableSkeleton } from '../../components/page/ListParts.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { LANGUAGES, useI18n } from '../../lib/i18n.ts';
import type { Job } from './api.ts';
import { jobPath } from '../../page-paths.ts';

/** The columns of the table's rows on wide screens (a ListTable: cards on phones). A row opens the job. */
const WITH_AMOUNT =
  'md:grid-cols-[minmax(8rem,1.5fr)_minmax(6rem,1fr)_minmax(8rem,1.3fr)_minmax(8rem,1fr)_6.5rem_minmax(8rem,1.1fr)_minmax(5.5rem,0.8fr)_4.5rem]';
const WITHOUT_AMOUNT =
  'md:grid-cols-[minmax(8rem,1.5fr)_minmax(6rem,1fr)_minmax(8rem,1.3fr)_minmax(8rem,1fr)_6.5rem_minmax(8rem,1.1fr)_4.5rem]';
const columns = (withAmount: boolean) => cn(TABLE_GRID, withAmount ? WITH_AMOUNT : WITHOUT_AMOUNT);

export function JobTable({ jobs, withAmount }: { jobs: Job[]; withAmount: boolean }) {
  const { t } = useI18n();
  return (
    <ListTable
      label={t('jobs.table')}
      minWidth="md:min-w-[60rem]"
      columns={columns(withAmount)}
      header={
        <>
          <div role="columnheader">{t('jobs.columns.title')}</div>
          <div role="columnheader">{t('jobs.columns.client')}</div>
          <div role="columnheader">{t('jobs.columns.address')}</div>
          <div role="columnheader">{t('jobs.columns.scheduledStart')}</div>
          <div role="columnheader">{t('jobs.columns.status')}</div>
          <div role="columnheader">{t('jobs.columns.stage')}</div>
          {withAmount && (
            <div role="columnheader" className="text-right">
              {t('jobs.columns.amount')}
            </div>
          )}
          <div role="columnheader" className="text-right">
            {t('jobs.columns.squareFeet')}
          </div>
        </>
      }
    >
      {jobs.map((job) => (
        <JobRow key={job.id} job={job} withAmount={withAmount} />
      ))}
    </ListTable>
  );
}

function JobRow({ job, withAmount }: { job: Job; withAmount: boolean }) {
  const { t, language } = useI18n();
  const navigate = useNavigate();
  const href = jobPath(job.id);
  const none = <span className="text-muted-foreground">{t('jobs.none')}</span>;
  const meta = 'text-sm max-md:text-xs max-md:text-muted-foreground';
  // On phones a card leaves out what the job does not have, rather than a row of dashes.
  const unless = (present: boolean) => (present ? '' : 'max-md:hidden');
  // Null when unknown or hidden from the member (the server nulls what their role does not see).
  const amount = job.totalCents;
  // The title is the row's link (keyboard, middle click); a click anywhere else on the row opens it too.
  const onClick = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a, button, input, select')) return;
    if (window.getSelection()?.toString()) return;
    navigate(href);
  };
  return (
    <div
      role="row"
      data-testid="job-row"
      data-job-id={job.id}
      onClick={onClick}
      className={cn(
        columns(withAmount),
        'flex cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 px-3 py-3 hover:bg-accent/40 md:py-2',
      )}
    >
      <div role="cell" className="min-w-0 max-md:flex-1">
        <Link to={href} className="block truncate font-medium text-foreground underline-offset-4 hover:underline">
          {job.title}
        </Link>
      </div>
      <div
        role="cell"
        className={cn('min-w-0 truncate text-sm max-md:order-3 max-md:basis-full', unless(!!job.clientName))}
      >
        {job.clientName ?? none}
      </div>
      <div role="cell" className={cn(meta, 'min-w-0 truncate max-md:order-4 max-md:basis-full', unless(!!job.address))}>
        {job.address ?? none}
      </div>
      <div role="cell" className={cn(meta, 'max-md:order-5', unless(!!job.scheduledStart))}>
        {job.scheduledStart ? (
          <time dateTime={job.scheduledStart}>{formatDateTime(job.scheduledStart, language)}</time>
        ) : (
          none
        )}
      </div>
      <div role="cell" className="max-md:order-2">
        <JobStatusBadge status={job.status} />
      </div>
      <div role="cell" className="min-w-0 text-sm max-md:order-7 max-md:basis-full">
        <span className="block truncate text-xs text-muted-foreground">
          {t(`jobOptions.stage.${job.projectStage}`)}
        </span>
        <JobProgress job={job} />
      </div>
      {withAmount && (
        <div role="cell" className={cn(meta, 'tabular-nums max-md:order-6 md:text-right', unless(amount !== null))}>
          {amount !== null ? formatCents(amount, language) : none}
        </div>
      )}
      <div
        role="cell"
        className={cn(meta, 'tabular-nums max-md:order-6 md:text-right', unless(job.squareFeet !== null))}
      >
        {job.squareFeet !== null
          ? t('jobs.squareFeetValue', { n: new Intl.NumberFormat(LANGUAGES[language]).format(job.squareFeet) })
          : none}
      </div>
    </div>
  );
}

/** Grey rows in the table's shape while the first page loads. */
export function JobTableSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <TableSkeleton
      rows={rows}
      cells={
        <>
          <Skeleton className="h-4 w-1/4" />
          <Skeleton className="h-4 w-1/5 max-md:hidden" />
          <Skeleton className="h-5 w-20" />
          <Skeleton className="h-2 flex-1" />
        </>
      }
    />
  );
}
