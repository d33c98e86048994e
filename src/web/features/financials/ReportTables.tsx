import type { ReactNode } from 'react';
import { COST_CATEGORIES, NO_GROUP, type ReportGrouping } from '../../../shared/financials.ts';
import { LoadMore, type LoadMoreList } from '../../components/page/ListParts.tsx';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableFooter,
  TableFrame,
  TableHead,
  TableHeader,
} from '../../components/ui/Table.tsx';
import { cn } from '../../lib/cn.ts';
import { formatCents } from '../../../shared/format.ts';
import { LANGUAGES, useI18n, type Language } from '../../lib/i18n.ts';
import type { Expenses, ProfitAndLoss, ProfitAndLossFigures, ProfitAndLossRow, SalesTax } from './api.ts';
import { ProfitChart } from './ProfitChart.tsx';
import { UnratedLabor } from './ReportParts.tsx';
import { monthAxisLabel, monthLabel } from './reports.ts';
import { Panel } from '../../components/ui/Panel.tsx';

type Translate = ReturnType<typeof useI18n>['t'];

/** A figure never breaks over two lines. */
const cell = 'whitespace-nowrap';
/** On a phone a P&L row shows revenue, costs and profit; its margin is in the totals above. */
const wideOnly = 'max-sm:hidden';

/** A table of figures in its frame, named by its caption. */
function FigureTable({
  id,
  caption,
  testId,
  children,
}: {
  id: string;
  caption: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <TableFrame aria-labelledby={id}>
      <Table className="tabular-nums" data-testid={testId}>
        <TableCaption id={id}>{caption}</TableCaption>
        {children}
      </Table>
    </TableFrame>
  );
}

const percentText = (percent: number | null, language: Language, t: Translate) =>
  percent === null
    ? t('financialReports.reports.pnl.none')
    : t('financialReports.reports.pnl.percent', {
        percent: new Intl.NumberFormat(LANGUAGES[language], {
          minimumFractionDigits: 1,
          maximumFractionDigits: 1,
        }).format(percent),
      });

/** What a P&L row is called: its month, its job, or its service category. */
export function groupLabel(row: ProfitAndLossRow, groupBy: ReportGrouping, language: Language, t: Translate) {
  if (groupBy === 'month') return monthLabel(row.key, language);
  if (row.key === NO_GROUP) {
    return t(groupBy === 'job' ? 'financialReports.reports.noJob' : 'financialReports.reports.noServiceType');
  }
  return groupBy === 'job' ? (row.name ?? '') : t(`leadOptions.flooringType.${row.key}`);
}

/** The range's revenue, costs, profit and margin. */
function Totals({ totals }: { totals: ProfitAndLossFigures }) {
  const { t, language } = useI18n();
  const money = (cents: number) => formatCents(cents, language);
  const items = [
    { key: 'revenue', value: money(totals.revenueCents), negative: false },
    { key: 'costs', value: money(totals.totalCostCents), negative: false },
    { key: 'profit', value: money(totals.profitCents), negative: totals.profitCents < 0 },
    { key: 'margin', value: percentText(totals.marginPercent, language, t), negative: (totals.marginPercent ?? 0) < 0 },
  ];
  return (
    <section aria-label={t('financialReports.reports.pnl.summaryLabel')}>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {items.map((item) => (
          <div
            key={item.key}
            data-testid={`pnl-${item.key}`}
            className={cn(
              'rounded-xl border border-border bg-card p-3 sm:p-4',
              item.negative && 'border-danger-text/40 bg-danger-soft',
            )}
          >
            <dt className={cn('text-sm font-medium text-muted-foreground', item.negative && 'text-danger-text')}>
              {t(`financialReports.reports.pnl.${item.key}`)}
            </dt>
            <dd
              className={cn('text-xl font-semibold tabular-nums sm:text-2xl', item.negative && 'text-danger-text')}
              data-testid="amount"
            >
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * The profit and loss: the range's totals, the chart by month, a row per month, job or service
 * category (revenue, costs, profit, margin) with the totals, and the costs by category. By job the
 * rows come a page at a time: `more` loads the next (a busy year has thousands of jobs).
 */
export function ProfitAndLossReport({ report, more }: { report: ProfitAndLoss; more: LoadMoreList }) {
  const { t, language } = useI18n();
  const money = (cents: number) => formatCents(cents, language);
  const group = t(`financialReports.reports.groupBy.${report.groupBy}`);
  const empty = report.totals.revenueCents === 0 && report.totals.totalCostCents === 0;
  return (
    <div className="space-y-5">
      <Totals totals={report.totals} />
      <UnratedLabor shifts={report.unratedLabor.shifts} minutes={report.unratedLabor.minutes} />
      {empty ? (
        <p className="rounded-xl border border-dashed border-border bg-card p-6 text-center text-sm text-muted-foreground">
          {t('financialReports.reports.empty')}
        </p>
      ) : (
        <>
          {report.groupBy === 'month' && (
            <Panel as="section" aria-labelledby="pnl-chart-title" className="space-y-3">
              <h3 id="pnl-chart-title" className="text-base font-semibold">
                {t('financialReports.reports.pnl.chartTitle')}
              </h3>
              <ProfitChart
                table={false}
                caption={t('financialReports.reports.pnl.chartCaption')}
                rows={report.rows.map((row) => ({
                  key: row.key,
                  label: monthAxisLabel(row.key, language),
                  revenueCents: row.revenueCents,
                  costCents: row.totalCostCents,
                  profitCents: row.profitCents,
                }))}
              />
            </Panel>
          )}
          <FigureTable
            id="pnl-table-caption"
            testId="pnl-table"
            caption={t('financialReports.reports.pnl.caption', { group: group.toLowerCase() })}
          >
            <TableHeader>
              <tr>
                <TableHead className="whitespace-nowrap">{group}</TableHead>
                {(['revenue', 'costs', 'profit', 'margin'] as const).map((key) => (
                  <TableHead key={key} numeric className={cn('whitespace-nowrap', key === 'margin' && wideOnly)}>
                    {t(`financialReports.reports.pnl.${key}`)}
                  </TableHead>
                ))}
              </tr>
            </TableHeader>
            <TableBody>
              {report.rows.map((row) => (
                <tr key={row.key} data-testid="pnl-row">
                  <TableHead scope="row" className="font-medium">
                    {groupLabel(row, report.groupBy, language, t)}
                  </TableHead>
                  <TableCell numeric className={cell}>
                    {money(row.revenueCents)}
                  </TableCell>
                  <TableCell numeric className={cell}>
                    {money(row.totalCostCents)}
                  </TableCell>
                  <TableCell numeric className={cn(cell, row.profitCents < 0 && 'text-danger-text')}>
                    {money(row.profitCents)}
                  </TableCell>
                  <TableCell numeric className={cn(cell, wideOnly, (row.marginPercent ?? 0) < 0 && 'text-danger-text')}>
                    {percentText(row.marginPercent, language, t)}
                  </TableCell>
                </tr>
              ))}
            </TableBody>
            <TableFooter>
              <tr data-testid="pnl-total">
                <TableHead scope="row">{t('financialReports.reports.total')}</TableHead>
                <TableCell numeric className={cell}>
                  {money(report.totals.revenueCents)}
                </TableCell>
                <TableCell numeric className={cell}>
                  {money(report.totals.totalCostCents)}
                </TableCell>
                <TableCell numeric className={cn(cell, report.totals.profitCents < 0 && 'text-danger-text')}>
                  {money(report.totals.profitCents)}
                </TableCell>
                <TableCell numeric className={cn(cell, wideOnly)}>
                  {percentText(report.totals.marginPercent, language, t)}
                </TableCell>
              </tr>
            </TableFooter>
          </FigureTable>
          {more.hasNextPage && (
            <LoadMore showing={null} list={more} label={t('financialReports.reports.pnl.loadMore')} />
          )}
          <section aria-labelledby="pnl-costs-title" className="space-y-2">
            <h3 id="pnl-costs-title" className="text-base font-semibold">
              {t('financialReports.reports.pnl.costsTitle')}
            </h3>
            <FigureTable
              id="pnl-costs-caption"
              testId="pnl-costs-table"
              caption={t('financialReports.reports.pnl.costsCaption')}
            >
              <TableHeader>
                <tr>
                  <TableHead className="whitespace-nowrap">{t('financialReports.reports.pnl.category')}</TableHead>
                  <TableHead numeric className="whitespace-nowrap">
                    {t('financialReports.reports.pnl.amount')}
                  </TableHead>
                </tr>
              </TableHeader>
              <TableBody>
                {COST_CATEGORIES.filter((c) => report.totals.costs[c] !== 0).map((c) => (
                  <tr key={c} data-testid="pnl-cost-row">
                    <TableHead scope="row" className="font-medium">
                      {t(`financialReports.reports.categories.${c}`)}
                    </TableHead>
                    <TableCell numeric className={cell}>
                      {money(report.totals.costs[c])}
                    </TableCell>
                  </tr>
                ))}
              </TableBody>
              <TableFooter>
                <tr>
                  <TableHead scope="row">{t('financialReports.reports.total')}</TableHead>
                  <TableCell numeric className={cell}>
                    {money(report.totals.totalCostCents)}
                  </TableCell>
                </tr>
              </TableFooter>
            </FigureTable>
          </section>
        </>
      )}
    </div>
  );
}

/** Sales tax by month of issue: invoices, sales, the taxable part and the tax, with the totals. */
export function SalesTaxReport({ report }: { report: SalesTax }) {
  const { t, language } = useI18n();
  const money = (cents: number) => formatCents(cents, language);
  const columns = ['invoices', 'sales', 'taxable', 'tax'] as const;
  const figures = (f: SalesTax['totals']) => [
    String(f.invoiceCount),
    money(f.salesCents),
    money(f.taxableSalesCents),
    money(f.taxCents),
  ];
  return (
    <div className="space-y-4">
      <dl className="w-fit rounded-xl border border-border bg-card p-4" data-testid="tax-collected">
        <dt className="text-sm font-medium text-muted-foreground">{t('financialReports.reports.tax.collected')}</dt>
        <dd className="text-2xl font-semibold tabular-nums" data-testid="amount">
          {money(report.totals.taxCents)}
        </dd>
      </dl>
      <p className="text-sm text-muted-foreground">{t('financialReports.reports.tax.hint')}</p>
      <FigureTable id="tax-table-caption" testId="tax-table" caption={t('financialReports.reports.tax.caption')}>
        <TableHeader>
          <tr>
            <TableHead className="whitespace-nowrap">{t('financialReports.reports.tax.month')}</TableHead>
            {columns.map((key) => (
              <TableHead key={key} numeric className="whitespace-nowrap">
                {t(`financialReports.reports.tax.${key}`)}
              </TableHead>
            ))}
          </tr>
        </TableHeader>
        <TableBody>
          {report.rows.map((row) => (
            <tr key={row.month} data-testid="tax-row">
              <TableHead scope="row" className="font-medium whitespace-nowrap">
                {monthLabel(row.month, language, true)}
              </TableHead>
              {figures(row).map((value, i) => (
                <TableCell key={columns[i]} numeric className={cell}>
                  {value}
                </TableCell>
              ))}
            </tr>
          ))}
        </TableBody>
        <TableFooter>
          <tr data-testid="tax-total">
            <TableHead scope="row">{t('financialReports.reports.total')}</TableHead>
            {figures(report.totals).map((value, i) => (
              <TableCell key={columns[i]} numeric className={cell}>
                {value}
              </TableCell>
            ))}
          </tr>
        </TableFooter>
      </FigureTable>
    </div>
  );
}

/** Expenses by category and by source (bills, receipts, labor, orders without a bill), with the totals. */
export function ExpensesReport({ report }: { report: Expenses }) {
  const { t, language } = useI18n();
  const money = (cents: number) => formatCents(cents, language);
  const tables = [
    {
      key: 'category',
      title: t('financialReports.reports.expenses.byCategory'),
      caption: t('financialReports.reports.expenses.categoryCaption'),
      rows: report.byCategory.map((r) => ({
        key: r.category,
        label: t(`financialReports.reports.categories.${r.category}`),
        count: r.count,
        totalCents: r.totalCents,
      })),
    },
    {
      key: 'source',
      title: t('financialReports.reports.expenses.bySource'),
      caption: t('financialReports.reports.expenses.sourceCaption'),
      rows: report.bySource.map((r) => ({
        key: r.source,
        label: t(`financialReports.reports.sources.${r.source}`),
        count: r.count,
        totalCents: r.totalCents,
      })),
    },
  ] as const;
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      {tables.map((table) => (
        <section key={table.key} aria-labelledby={`expenses-${table.key}-title`} className="space-y-2">
          <h3 id={`expenses-${table.key}-title`} className="text-base font-semibold">
            {table.title}
          </h3>
          <FigureTable id={`expenses-${table.key}-caption`} testId={`expenses-${table.key}`} caption={table.caption}>
            <TableHeader>
              <tr>
                <TableHead className="whitespace-nowrap">
                  {t(`financialReports.reports.expenses.${table.key}`)}
                </TableHead>
                <TableHead numeric className="whitespace-nowrap">
                  {t('financialReports.reports.expenses.records')}
                </TableHead>
                <TableHead numeric className="whitespace-nowrap">
                  {t('financialReports.reports.expenses.amount')}
                </TableHead>
              </tr>
            </TableHeader>
            <TableBody>
              {table.rows.map((row) => (
                <tr key={row.key} className={cn(row.count === 0 && 'text-muted-foreground')} data-testid="expense-row">
                  <TableHead scope="row" className="font-medium">
                    {row.label}
                  </TableHead>
                  <TableCell numeric className={cell}>
                    {row.count}
                  </TableCell>
                  <TableCell numeric className={cell}>
                    {money(row.totalCents)}
                  </TableCell>
                </tr>
              ))}
            </TableBody>
            <TableFooter>
              <tr data-testid="expense-total">
                <TableHead scope="row">{t('financialReports.reports.total')}</TableHead>
                <TableCell numeric className={cell}>
                  {report.totals.count}
                </TableCell>
                <TableCell numeric className={cell}>
                  {money(report.totals.totalCents)}
                </TableCell>
              </tr>
            </TableFooter>
          </FigureTable>
        </section>
      ))}
    </div>
  );
}
