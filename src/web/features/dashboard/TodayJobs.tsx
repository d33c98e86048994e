import { CalendarCheck, ChevronRight, Clock, DollarSign, MapPin, Ruler } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { JobStatusBadge } from '../jobs/JobStatusBadge.tsx';
import { formatCents, formatDay } from '../../../shared/format.ts';
import { buttonVariants } from '../../components/ui/button-variants.ts';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import type { HomeJob, HomeSummary } from './api.ts';
import { useI18n } from '../../lib/i18n.ts';
import { jobProgress } from '../../../shared/jobs.ts';
import { formatNumber, formatStartTime, isOtherZone } from './format.ts';
import { jobPath } from '../../page-paths.ts';
import { Panel } from '../../components/ui/Panel.tsx';

const TITLE_ID = 'home-today-title';

/**
 * Today's jobs (spec section 2): title, address, start time on the company's clock, status, area,
 * amount and progress. The whole row opens the job (its title is a link stretched over the row),
 * and so does its View details link. The header's View all goes to the job list.
 */
export function TodayJobs({ summary }: { summary: HomeSummary }) {
  const { t, language } = useI18n();
  const showZone = isOtherZone(summary.timeZone);
  const jobs = summary.todayJobs;
  return (
    <section aria-labelledby={TITLE_ID} className="space-y-3">
      <TodayHeader>
        <p className="text-sm text-muted-foreground">{formatDay(summary.today, language)}</p>
      </TodayHeader>
      {jobs.length === 0 ? (
        <div
          className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border bg-card p-8 text-center"
          data-testid="home-today-empty"
        >
          <CalendarCheck aria-hidden className="size-8 text-muted-foreground" />
          <p className="text-muted-foreground">{t('dashboard.today.empty')}</p>
        </div>
      ) : (
        <>
          <ul className="space-y-3" data-testid="home-today-jobs">
            {jobs.map((job) => (
              <TodayJobRow key={job.id} job={job} summary={summary} showZone={showZone} />
            ))}
          </ul>
          {summary.todayCount > jobs.length && (
            <p className="text-center text-sm text-muted-foreground">
              {t('dashboard.today.showing', { shown: jobs.length, total: summary.todayCount })}
            </p>
          )}
        </>
      )}
    </section>
  );
}

function TodayHeader({ children }: { children?: ReactNode }) {
  const { t } = useI18n();
  return (
    <div className="flex flex-wrap items-end justify-between gap-2">
      <div>
        <h2 id={TITLE_ID} className="text-lg font-semibold">
          {t('dashboard.today.title')}
        </h2>
        {children}
      </div>
      <Link to="/dashboard/jobs" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
        {t('dashboard.today.viewAll')}
        <ChevronRight aria-hidden />
      </Link>
    </div>
  );
}

function TodayJobRow({ job, summary, showZone }: { job: HomeJob; summary: HomeSummary; showZone: boolean }) {
  const { t, language } = useI18n();
  const titleId = useId();
  const href = jobPath(job.id);
  const percent = jobProgress(job);
  const time =
    job.scheduledStart &&
    formatStartTime(job.scheduledStart, { timeZone: summary.timeZone, today: summary.today, language, showZone });

  return (
    <li
      className="relative rounded-xl border border-border bg-card p-4 text-card-foreground shadow-xs transition-colors hover:border-primary/40 hover:bg-accent/40"
      data-job-id={job.id}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 font-medium break-words">
          <Link
            id={titleId}
            to={href}
            className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-ring"
          >
            {job.title}
          </Link>
        </h3>
        <JobStatusBadge status={job.status} />
      </div>

      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <span className="inline-flex items-center gap-1.5">
          <Clock aria-hidden className="size-4 shrink-0" />
          {time ? (
            <>
              <span className="sr-only">{t('dashboard.today.startsAt')} </span>
              <time dateTime={job.scheduledStart ?? undefined} className="tabular-nums">
                {time}
              </time>
            </>
          ) : (
            t('dashboard.today.noTime')
          )}
        </span>
        {job.address && (
          <span className="inline-flex min-w-0 items-center gap-1.5">
            <MapPin aria-hidden className="size-4 shrink-0" />
            <span className="break-words">{job.address}</span>
          </span>
        )}
        {job.squareFeet !== null && (
          <span className="inline-flex items-center gap-1.5">
            <Ruler aria-hidden className="size-4 shrink-0" />
            {t('dashboard.today.area', { n: formatNumber(job.squareFeet, language) })}
          </span>
        )}
        {job.totalCents !== null && (
          <span className="inline-flex items-center gap-1.5">
            <DollarSign aria-hidden className="size-4 shrink-0" />
            <span className="sr-only">{t('dashboard.today.amount')} </span>
            <span className="tabular-nums">{formatCents(job.totalCents, language)}</span>
          </span>
        )}
      </div>

      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2">
        <div className="flex min-w-40 flex-1 items-center gap-3">
          <div
            role="progressbar"
            aria-label={t('dashboard.today.progressLabel', { title: job.title })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 flex-1 overflow-hidden rounded-full bg-muted"
          >
            <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
          </div>
          <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
            {t('dashboard.today.progress', { percent })}
          </span>
        </div>
        <Link
          to={href}
          aria-describedby={titleId}
          className={cn(buttonVariants({ variant: 'link', size: 'sm' }), 'relative ml-auto h-auto px-0')}
        >
          {t('dashboard.today.viewDetails')}
          <ChevronRight aria-hidden />
        </Link>
      </div>
    </li>
  );
}

export function TodayJobsSkeleton() {
  return (
    <div className="space-y-3">
      <TodayHeader />
      <div className="space-y-3" aria-hidden>
        {[0, 1, 2].map((i) => (
          <Panel key={i} className="space-y-3">
            <div className="flex justify-between gap-3">
              <Skeleton className="h-5 w-48" />
              <Skeleton className="h-5 w-20" />
            </div>
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-2 w-full" />
          </Panel>
        ))}
      </div>
    </div>
  );
}
