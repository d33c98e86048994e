import { ChartColumn, Clock3, FileText, Plus, Receipt } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyPanel } from '../../components/page/EmptyPanel.tsx';
import { buttonVariants } from '../../components/ui/button-variants.ts';
import { LoadError } from '../../components/ui/LoadError.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { formatCents } from '../../../shared/format.ts';
import { formatDate, plural } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n.ts';
import type { JobCostingDetail } from './api.ts';
import {
  FlagList,
  formatHours,
  formatPercent,
  KindChart,
  KindsTable,
  MarginDefinitions,
  RecordsTable,
} from './JobCostParts.tsx';
import {
  BILLS_PATH,
  costBasisKey,
  JOB_COSTING_PATH,
  newReceiptPath,
  RATES_PATH,
  revenueBasisKey,
  WORK_LOGS_PATH,
} from './job-costing.ts';
import { useJobCostingDetail } from './queries.ts';
import { estimatePath } from '../../page-paths.ts';
import { Panel } from '../../components/ui/Panel.tsx';

/**
 * The job page's Costs tab (issue #18): the accepted estimate against what the job has cost kind
 * by kind (a table and its chart), revenue, margin and flags, the cost records, and where to add
 * more. The job page mounts it (dashboard-routes.tsx) for members who may read financials.
 */
export default function JobCostsTab({ jobId }: { jobId: string }) {
  const { t, language } = useI18n();
  const costs = useJobCostingDetail(jobId);
  if (costs.isPending) return <CostsSkeleton />;
  if (!costs.data) {
    return (
      <LoadError message={t('jobCosting.tab.loadFailed')} onRetry={() => costs.refetch()} retrying={costs.isFetching} />
    );
  }
  const detail = costs.data;
  return (
    <div className="space-y-6" data-testid="job-costs">
      <Actions jobId={jobId} />
      <Summary detail={detail} />
      <Panel as="section" aria-labelledby="costs-flags-title" className="space-y-2">
        <h2 id="costs-flags-title" className="text-base font-semibold">
          {t('jobCosting.tab.flags')}
        </h2>
        <FlagList row={detail} />
        <Notes detail={detail} />
      </Panel>
      <section aria-labelledby="costs-kinds-title" className="space-y-3">
        <h2 id="costs-kinds-title" className="text-lg font-semibold">
          {t('jobCosting.tab.kinds.title')}
        </h2>
        {detail.estimate ? (
          <p className="text-sm text-muted-foreground" data-testid="accepted-estimate">
            {t('jobCosting.tab.estimate.accepted', {
              date: formatDate(detail.estimate.acceptedAt, language),
            })}{' '}
            <Link
              to={estimatePath(detail.estimate.estimateId)}
              className="font-medium text-primary-text underline-offset-4 hover:underline"
            >
              {detail.estimate.displayNumber}
            </Link>
          </p>
        ) : (
          <p className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="no-estimate">
            <FileText aria-hidden className="size-4" />
            {t('jobCosting.tab.estimate.none')}
          </p>
        )}
        <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <KindsTable detail={detail} />
          <KindChart detail={detail} />
        </div>
      </section>
      <section aria-labelledby="costs-records-title" className="space-y-3">
        <h2 id="costs-records-title" className="text-lg font-semibold">
          {t('jobCosting.tab.records.title')}
        </h2>
        {detail.recordCount === 0 ? (
          <EmptyPanel
            icon={Receipt}
            title={t('jobCosting.tab.records.emptyTitle')}
            body={t('jobCosting.tab.records.empty')}
          />
        ) : (
          <>
            <RecordsTable detail={detail} />
            {detail.recordCount > detail.records.length && (
              <p className="text-sm text-muted-foreground">
                {t('jobCosting.tab.records.more', { shown: detail.records.length, total: detail.recordCount })}
              </p>
            )}
          </>
        )}
      </section>
    </div>
  );
}

/** Where the job's costs come from: a receipt, a bill, the crew's hours; and every job's costs. */
function Actions({ jobId }: { jobId: string }) {
  const { t } = useI18n();
  const outline = buttonVariants({ variant: 'outline', size: 'sm' });
  return (
    <div className="flex flex-wrap gap-2">
      <Link to={newReceiptPath(jobId)} className={outline}>
        <Plus aria-hidden />
        {t('jobCosting.tab.actions.addReceipt')}
      </Link>
      <Link to={BILLS_PATH} className={outline}>
        <Plus aria-hidden />
        {t('jobCosting.tab.actions.addBill')}
      </Link>
      <Link to={WORK_LOGS_PATH} className={outline}>
        <Clock3 aria-hidden />
        {t('jobCosting.tab.actions.workLogs')}
      </Link>
      <Link to={JOB_COSTING_PATH} className={cn(outline, 'sm:ml-auto')}>
        <ChartColumn aria-hidden />
        {t('jobCosting.tab.actions.allJobs')}
      </Link>
    </div>
  );
}

/**
 * Revenue, cost and margin, each with what it counts (ADR 0043), and the margin the estimate planned,
 * named as the plan so that it is never read as the job's margin.
 */
function Summary({ detail }: { detail: JobCostingDetail }) {
  const { t, language } = useI18n();
  const negative = detail.marginCents < 0;
  const lowMargin = detail.flags.includes('low_margin');
  const cards = [
    {
      key: 'revenue',
      value: formatCents(detail.revenueCents, language),
      caption: t(revenueBasisKey(detail.revenueBasis)),
      danger: false,
    },
    {
      key: 'costs',
      value: formatCents(detail.costCents, language),
      caption: detail.estimate
        ? `${t(costBasisKey(detail.costBasis))} · ${t('jobCosting.tab.summary.estimatedCost', { amount: formatCents(detail.estimate.costCents, language) })}`
        : t(costBasisKey(detail.costBasis)),
      danger: detail.flags.includes('overrun'),
    },
    {
      key: 'margin',
      value: formatCents(detail.marginCents, language),
      caption:
        detail.marginPercent === null
          ? t('jobCosting.tab.summary.noRevenue')
          : t('jobCosting.tab.summary.marginDefined', { percent: formatPercent(detail.marginPercent, language) }),
      danger: negative || lowMargin,
    },
    {
      key: 'estimatedMargin',
      value: detail.estimatedMarginCents === null ? '—' : formatCents(detail.estimatedMarginCents, language),
      caption:
        detail.estimatedMarginPercent === null
          ? t('jobCosting.table.noEstimate')
          : t('jobCosting.tab.summary.ofRevenue', { percent: formatPercent(detail.estimatedMarginPercent, language) }),
      danger: false,
    },
  ] as const;
  return (
    <section aria-label={t('jobCosting.tab.summary.label')} className="space-y-2">
      <dl className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        {cards.map((card) => (
          <div
            key={card.key}
            data-testid={`costs-${card.key}`}
            className={cn(
              'min-w-0 rounded-xl border border-border bg-card p-3 sm:p-4',
              card.danger && 'border-danger-text/40 bg-danger-soft',
            )}
          >
            <dt className={cn('text-sm font-medium text-muted-foreground', card.danger && 'text-danger-text')}>
              {t(`jobCosting.tab.summary.${card.key}`)}
            </dt>
            <dd
              className={cn(
                'text-xl font-semibold break-words tabular-nums sm:text-2xl',
                card.danger && 'text-danger-text',
              )}
              data-testid="figure"
            >
              {card.value}
            </dd>
            <dd
              className={cn('text-xs text-muted-foreground sm:text-sm', card.danger && 'text-danger-text')}
              data-testid="caption"
            >
              {card.caption}
            </dd>
          </div>
        ))}
      </dl>
      <MarginDefinitions planned />
    </section>
  );
}

/** What the figures leave out: estimate lines without a unit cost, hours without a pay rate. */
function Notes({ detail }: { detail: JobCostingDetail }) {
  const { t, language } = useI18n();
  const { minutes } = detail.unratedLabor;
  if (!detail.estimate?.notCostedLines && minutes === 0) return null;
  return (
    <ul className="space-y-1 text-sm text-muted-foreground">
      {!!detail.estimate?.notCostedLines && (
        <li>{plural(t, 'jobCosting.tab.notCosted', detail.estimate.notCostedLines)}</li>
      )}
      {minutes > 0 && (
        <li>
          {t('jobCosting.tab.unrated', { hours: formatHours(minutes, language) })}{' '}
          <Link to={RATES_PATH} className="font-medium text-primary-text underline-offset-4 hover:underline">
            {t('jobCosting.tab.setRates')}
          </Link>
        </li>
      )}
    </ul>
  );
}

function CostsSkeleton() {
  const { t } = useI18n();
  return (
    <div role="status" aria-live="polite" className="space-y-4">
      <span className="sr-only">{t('ui.loading')}</span>
      <div className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Panel key={i} className="space-y-2">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-7 w-28" />
          </Panel>
        ))}
      </div>
      <Skeleton className="h-48 w-full" />
    </div>
  );
}
