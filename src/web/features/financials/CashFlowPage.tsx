import { Receipt, Wallet } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import type { CashFlowInterval } from '../../../shared/financials.ts';
import { CASH_FLOW_INTERVALS } from '../../../shared/financials.ts';
import { EmptyPanel } from '../../components/page/EmptyPanel.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { buttonVariants } from '../../components/ui/button-variants.ts';
import { LoadError } from '../../components/ui/LoadError.tsx';
import { NativeSelect } from '../../components/ui/NativeControls.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { useCompanyToday } from '../../lib/company-today.ts';
import { formatCents, formatDay } from '../../../shared/format.ts';
import { useI18n } from '../../lib/i18n.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useErrorToast } from '../../lib/use-error-toast.ts';
import { INVOICES_PATH } from '../invoices/paths.ts';
import type { CashFlow } from './api.ts';
import {
  CASH_FLOW_PRESETS,
  cashFlowQuery,
  formatDays,
  hasAnyMoney,
  isCashFlowInterval,
  isCashFlowPreset,
  type CashFlowPreset,
} from './cash-flow.ts';
import { CashFlowChart } from './CashFlowChart.tsx';
import { CashFlowPeriods } from './CashFlowPeriods.tsx';
import { ProjectionChart } from './ProjectionChart.tsx';
import { useCashFlow } from './queries.ts';
import { Panel } from '../../components/ui/Panel.tsx';

/**
 * /dashboard/cash-flow (issue #18), the phone's Money tab: money in and out on the cash basis by
 * week or month over a range (kept in `?interval=` and `?range=`), the range's totals and today's
 * balance, a chart of each period with the running balance, the next 90 days of open invoices and
 * bills, and every period's figures.
 */
export default function CashFlowPage() {
  useDocumentTitle('titles.cashFlow');
  const { t, language } = useI18n();
  const [params, setParams] = useSearchParams();
  const intervalParam = params.get('interval');
  const interval: CashFlowInterval = isCashFlowInterval(intervalParam) ? intervalParam : 'week';
  const rangeParam = params.get('range');
  const preset: CashFlowPreset = isCashFlowPreset(rangeParam) ? rangeParam : 'recent';
  // A preset's first day is counted from the company's day; its end (and all of `recent`) the server
  // fills in from that day too.
  const today = useCompanyToday();
  const report = useCashFlow(cashFlowQuery(interval, preset, today));
  useErrorToast(report.isError, report.errorUpdatedAt, t('cashFlow.loadFailed'));
  const data = report.data;

  const set = (key: 'interval' | 'range', value: string, fallback: string) =>
    setParams(
      (prev) => {
        const updated = new URLSearchParams(prev);
        if (value === fallback) updated.delete(key);
        else updated.set(key, value);
        return updated;
      },
      { replace: true },
    );

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">{t('cashFlow.title')}</h1>
          <p className="text-sm text-muted-foreground">{t('cashFlow.subtitle')}</p>
          <p className="text-sm font-medium" data-testid="cash-flow-today">
            {data ? t('cashFlow.asOf', { date: formatDay(data.today, language) }) : '\u00a0'}
          </p>
        </div>
      </div>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div role="group" aria-label={t('cashFlow.interval.label')} className="flex gap-1 rounded-lg bg-muted p-1">
          {CASH_FLOW_INTERVALS.map((value) => (
            <Button
              key={value}
              variant="ghost"
              size="sm"
              aria-pressed={value === interval}
              onClick={() => set('interval', value, 'week')}
              className={cn(
                'h-9 flex-1 border sm:w-24 sm:flex-none',
                value === interval
                  ? 'border-border bg-card font-semibold text-foreground shadow-sm hover:bg-card'
                  : 'border-transparent text-muted-foreground',
              )}
            >
              {t(`cashFlow.interval.${value}`)}
            </Button>
          ))}
        </div>
        <div className="grid gap-1.5 sm:w-56">
          <label htmlFor="cash-flow-range" className="text-sm font-medium">
            {t('cashFlow.range.label')}
          </label>
          <NativeSelect
            id="cash-flow-range"
            value={preset}
            onChange={(event) => set('range', event.target.value, 'recent')}
          >
            {CASH_FLOW_PRESETS.map((value) => (
              <option key={value} value={value}>
                {value === 'recent' ? t(`cashFlow.range.recent.${interval}`) : t(`cashFlow.range.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>

      {report.isPending ? (
        <CashFlowSkeleton />
      ) : !data ? (
        <LoadError message={t('cashFlow.loadFailed')} onRetry={() => report.refetch()} retrying={report.isFetching} />
      ) : (
        <div
          className={cn('space-y-5 transition-opacity', report.isPlaceholderData && 'opacity-60')}
          aria-busy={report.isPlaceholderData}
        >
          {report.isPlaceholderData && (
            <p role="status" className="sr-only">
              {t('cashFlow.updating')}
            </p>
          )}
          <SummaryCards flow={data} />
          {hasAnyMoney(data) ? (
            <>
              <CashFlowChart flow={data} />
              <ProjectionChart flow={data} />
              <CashFlowPeriods flow={data} />
            </>
          ) : (
            <EmptyPanel icon={Wallet} title={t('cashFlow.empty.title')} body={t('cashFlow.empty.body')}>
              <Link to={INVOICES_PATH} className={buttonVariants({ variant: 'outline' })}>
                <Receipt aria-hidden />
                {t('cashFlow.empty.invoices')}
              </Link>
            </EmptyPanel>
          )}
        </div>
      )}
    </div>
  );
}

/** The range's money in, out and net, and the balance today. */
function SummaryCards({ flow }: { flow: CashFlow }) {
  const { t, language } = useI18n();
  const money = (cents: number) => formatCents(cents, language);
  const { totals } = flow;
  const cards = [
    {
      key: 'in',
      value: totals.inCents,
      caption:
        totals.refundsCents > 0
          ? t('cashFlow.summary.inWithRefunds', {
              payments: money(totals.paymentsCents),
              refunds: money(totals.refundsCents),
            })
          : t('cashFlow.summary.inHint'),
    },
    { key: 'out', value: totals.outCents, caption: t('cashFlow.summary.outHint') },
    { key: 'net', value: totals.netCents, caption: formatDays(flow.from, flow.to, language) },
    { key: 'balance', value: flow.currentBalanceCents, caption: t('cashFlow.summary.balanceHint') },
  ] as const;
  return (
    <section aria-label={t('cashFlow.summary.label')}>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map((card) => {
          const negative = (card.key === 'net' || card.key === 'balance') && card.value < 0;
          return (
            <div
              key={card.key}
              data-testid={`cash-${card.key}`}
              className={cn(
                'rounded-xl border border-border bg-card p-3 sm:p-4',
                negative && 'border-danger-text/40 bg-danger-soft',
              )}
            >
              <dt className={cn('text-sm font-medium text-muted-foreground', negative && 'text-danger-text')}>
                {t(`cashFlow.summary.${card.key}`)}
              </dt>
              <dd
                className={cn('text-xl font-semibold tabular-nums sm:text-2xl', negative && 'text-danger-text')}
                data-testid="cash-amount"
              >
                {money(card.value)}
              </dd>
              <dd className={cn('text-xs text-muted-foreground sm:text-sm', negative && 'text-danger-text')}>
                {card.caption}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}

/** The page's shape while the report loads. */
function CashFlowSkeleton() {
  const { t } = useI18n();
  return (
    <div role="status" aria-live="polite" className="space-y-5">
      <span className="sr-only">{t('ui.loading')}</span>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Panel key={i} className="space-y-2">
            <Skeleton className="h-4 w-20" />
            <Skeleton className="h-7 w-24" />
            <Skeleton className="h-3 w-28" />
          </Panel>
        ))}
      </div>
      <Panel className="space-y-3">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-52 w-full" />
      </Panel>
    </div>
  );
}
