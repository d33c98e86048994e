import {
  BarChart3,
  Briefcase,
  ChevronRight,
  Clock3,
  HandCoins,
  Receipt,
  ReceiptText,
  TrendingUp,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { LoadError } from '../../components/ui/LoadError.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { formatCents, formatDay } from '../../../shared/format.ts';
import { plural } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useErrorToast } from '../../lib/use-error-toast.ts';
import type { FinancialOverview } from './api.ts';
import { ProfitChart } from './ProfitChart.tsx';
import { BasisNote, UnratedLabor } from './ReportParts.tsx';
import { useFinancialOverview } from './queries.ts';
import { monthAxisLabel, monthLabel } from './reports.ts';
import { Panel } from '../../components/ui/Panel.tsx';

/** Every financial page, by its path in route-table.ts. */
const PAGES: { key: string; to: string; icon: LucideIcon }[] = [
  { key: 'reports', to: '/dashboard/financial-reports', icon: BarChart3 },
  { key: 'accountsReceivable', to: '/dashboard/accounts-receivable', icon: HandCoins },
  { key: 'accountsPayable', to: '/dashboard/accounts-payable', icon: ReceiptText },
  { key: 'cashFlow', to: '/dashboard/cash-flow', icon: TrendingUp },
  { key: 'receipts', to: '/dashboard/financial-receipts', icon: Receipt },
  { key: 'jobCosting', to: '/dashboard/job-costing', icon: Briefcase },
  { key: 'payroll', to: '/dashboard/payroll', icon: Wallet },
  { key: 'workLogs', to: '/dashboard/work-logs', icon: Clock3 },
  { key: 'employeeRates', to: '/dashboard/employee-rates', icon: Users },
];

/**
 * /dashboard/financials (issue #18): the financials at a glance on the company's day — this month's
 * and this year's revenue, expenses and profit (accrual basis), what clients owe and the bills to
 * pay, the cash position, the last 12 months as a chart, and a way to every financial page.
 */
export default function OverviewPage() {
  useDocumentTitle('titles.financials');
  const { t, language } = useI18n();
  const overview = useFinancialOverview();
  useErrorToast(overview.isError, overview.errorUpdatedAt, t('financialReports.overview.loadFailed'));
  const data = overview.data;

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">{t('financialReports.overview.title')}</h1>
        <p className="text-sm text-muted-foreground">{t('financialReports.overview.subtitle')}</p>
        <p className="text-sm font-medium" data-testid="overview-today">
          {data ? t('financialReports.overview.asOf', { date: formatDay(data.today, language) }) : '\u00a0'}
        </p>
      </div>

      {overview.isPending ? (
        <OverviewSkeleton />
      ) : !data ? (
        <LoadError
          message={t('financialReports.overview.loadFailed')}
          onRetry={() => overview.refetch()}
          retrying={overview.isFetching}
        />
      ) : (
        <>
          <ProfitCards overview={data} />
          <UnratedLabor shifts={data.unratedLabor.shifts} minutes={data.unratedLabor.minutes} />
          <OwedCards overview={data} />
          <Panel as="section" aria-labelledby="overview-chart-title" className="space-y-3">
            <div>
              <h2 id="overview-chart-title" className="text-lg font-semibold">
                {t('financialReports.overview.chart.title')}
              </h2>
              <p className="text-sm text-muted-foreground">{t('financialReports.overview.chart.hint')}</p>
            </div>
            <ProfitChart
              caption={t('financialReports.overview.chart.caption')}
              rows={data.months.map((m) => ({
                key: m.month,
                label: monthAxisLabel(m.month, language),
                name: monthLabel(m.month, language, true),
                revenueCents: m.revenueCents,
                costCents: m.costCents,
                profitCents: m.profitCents,
              }))}
            />
          </Panel>
        </>
      )}

      <BasisNote />
      <PageLinks />
    </div>
  );
}

/** Revenue, expenses and profit: this month's large, this year's under it. */
function ProfitCards({ overview }: { overview: FinancialOverview }) {
  const { t, language } = useI18n();
  const money = (cents: number) => formatCents(cents, language);
  const cards = [
    { key: 'revenue', month: overview.thisMonth.revenueCents, year: overview.thisYear.revenueCents },
    { key: 'expenses', month: overview.thisMonth.costCents, year: overview.thisYear.costCents },
    { key: 'profit', month: overview.thisMonth.profitCents, year: overview.thisYear.profitCents },
  ] as const;
  return (
    <section aria-label={t('financialReports.overview.cardsLabel')}>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {cards.map((card) => (
          <li
            key={card.key}
            data-testid={`overview-${card.key}`}
            className="rounded-xl border border-border bg-card p-4"
          >
            <h2 className="text-sm font-medium text-muted-foreground">{t(`financialReports.overview.${card.key}`)}</h2>
            <dl className="mt-1 space-y-1">
              <div>
                <dt className="text-xs text-muted-foreground">{t('financialReports.overview.thisMonth')}</dt>
                <dd
                  data-testid="this-month"
                  className={cn(
                    'text-2xl font-semibold tabular-nums',
                    card.key === 'profit' && card.month < 0 && 'text-danger-text',
                  )}
                >
                  {money(card.month)}
                </dd>
              </div>
              <div className="flex justify-between gap-2 text-sm">
                <dt className="text-muted-foreground">{t('financialReports.overview.thisYear')}</dt>
                <dd
                  data-testid="this-year"
                  className={cn(
                    'font-medium tabular-nums',
                    card.key === 'profit' && card.year < 0 && 'text-danger-text',
                  )}
                >
                  {money(card.year)}
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What clients owe, the bills to pay, and the cash the records account for. */
function OwedCards({ overview }: { overview: FinancialOverview }) {
  const { t, language } = useI18n();
  const money = (cents: number) => formatCents(cents, language);
  const { receivables: owedToUs, payables: weOwe } = overview;
  const cards = [
    {
      key: 'receivables',
      to: '/dashboard/accounts-receivable',
      value: owedToUs.balanceCents,
      lines: [
        plural(t, 'financialReports.overview.openInvoices', owedToUs.count),
        owedToUs.overdueCents > 0
          ? t('financialReports.overview.overdue', { amount: money(owedToUs.overdueCents) })
          : t('financialReports.overview.noneOverdue'),
      ],
      danger: owedToUs.overdueCents > 0,
    },
    {
      key: 'payables',
      to: '/dashboard/accounts-payable',
      value: weOwe.balanceCents,
      lines: [
        plural(t, 'financialReports.overview.openBills', weOwe.count),
        weOwe.overdueCents > 0
          ? t('financialReports.overview.overdue', { amount: money(weOwe.overdueCents) })
          : t('financialReports.overview.noneOverdue'),
        t('financialReports.overview.dueSoon', { amount: money(weOwe.dueNext30DaysCents) }),
      ],
      danger: weOwe.overdueCents > 0,
    },
    {
      key: 'cash',
      to: '/dashboard/cash-flow',
      value: overview.cashCents,
      lines: [t('financialReports.overview.cashHint')],
      danger: overview.cashCents < 0,
    },
  ] as const;
  return (
    <section aria-label={t('financialReports.overview.owedLabel')}>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {cards.map((card) => (
          <li key={card.key}>
            <Link
              to={card.to}
              data-testid={`overview-${card.key}`}
              className="group block h-full rounded-xl border border-border bg-card p-4 hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <span className="flex items-center justify-between text-sm font-medium text-muted-foreground">
                {t(`financialReports.overview.${card.key}`)}
                <ChevronRight aria-hidden className="size-4" />
              </span>
              <span className="block text-2xl font-semibold tabular-nums" data-testid="amount">
                {money(card.value)}
              </span>
              {card.lines.map((line, i) => (
                <span
                  key={line}
                  className={cn(
                    'block text-sm text-muted-foreground',
                    i === 1 && card.danger && card.key !== 'cash' && 'text-danger-text',
                  )}
                >
                  {line}
                </span>
              ))}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A way to every financial page (a section: the page keeps one navigation landmark, the menu). */
function PageLinks() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="financial-pages-title" className="space-y-3">
      <h2 id="financial-pages-title" className="text-lg font-semibold">
        {t('financialReports.overview.pages.title')}
      </h2>
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {PAGES.map(({ key, to, icon: Icon }) => (
          <li key={key}>
            <Link
              to={to}
              className="flex h-full items-start gap-3 rounded-lg border border-border bg-card p-3 hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-primary-text" />
              <span>
                <span className="block font-medium">{t(`financialReports.overview.pages.${key}`)}</span>
                <span className="block text-sm text-muted-foreground">
                  {t(`financialReports.overview.pages.${key}Hint`)}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The page's shape while the overview loads. */
function OverviewSkeleton() {
  const { t } = useI18n();
  return (
    <div role="status" aria-live="polite" className="space-y-6">
      <span className="sr-only">{t('ui.loading')}</span>
      {[0, 1].map((row) => (
        <div key={row} className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Panel key={i} className="space-y-2">
              <Skeleton className="h-4 w-24" />
              <Skeleton className="h-7 w-28" />
              <Skeleton className="h-3 w-32" />
            </Panel>
          ))}
        </div>
      ))}
      <Panel className="space-y-3">
        <Skeleton className="h-5 w-32" />
        <Skeleton className="h-48 w-full" />
      </Panel>
    </div>
  );
}
