import { useState, type ReactNode } from 'react';
import { COST_CATEGORIES, NO_GROUP, type ReportGrouping } from '../../../shared/financials.ts';
import { Button } from '../../components/ui/Button.tsx';
import { cn } from '../../lib/cn.ts';
import { formatCents } from '../../lib/format.ts';
import { LANGUAGES, useI18n, type Language } from '../../lib/i18n.ts';
import type { Expenses, ProfitAndLoss, ProfitAndLossFigures, ProfitAndLossRow, SalesTax } from './api.ts';
import { ProfitChart } from './ProfitChart.tsx';
import { UnratedLabor } from './ReportParts.tsx';
import { monthAxisLabel, monthLabel } from './reports.ts';

type Translate = ReturnType<typeof useI18n>['t'];

/** A P&L by job lists this many rows at first (a busy year has thousands of jobs); the rest on demand. */
const ROWS_AT_FIRST = 100;

const cell = 'px-2 py-2 text-right whitespace-nowrap sm:px-3';
const head = 'px-2 py-2 font-medium whitespace-nowrap sm:px-3';
/** On a phone a P&L row shows revenue, costs and profit; its margin is in the totals above. */
const wideOnly = 'max-sm:hidden';

/**
 * A table of figures that scrolls sideways on a narrow screen, focusable so that a keyboard can
 * scroll it, named by its caption.
 */
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
    <div
      role="region"
      aria-labelledby={id}
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-border bg-card focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <table className="w-full text-sm tabular-nums" data-testid={testId}>
        <caption id={id} className="sr-only">
          {caption}
        </caption>
        {children}
      </table>
    </div>
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
 * category (revenue, costs, profit, margin) with the totals, and the costs by category.
 */
export function ProfitAndLossReport({ report }: { report: ProfitAndLoss }) {
  const { t, language } = useI18n();
  const [all, setAll] = useState(false);
  const money = (cents: number) => formatCents(cents, language);
  const group = t(`financialReports.reports.groupBy.${report.groupBy}`);
  const rows = all ? report.rows : report.rows.slice(0, ROWS_AT_FIRST);
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
            <section
              aria-labelledby="pnl-chart-title"
              className="space-y-3 rounded-xl border border-border bg-card p-4"
            >
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
            </section>
          )}
          <FigureTable
            id="pnl-table-caption"
            testId="pnl-table"
            caption={t('financialReports.reports.pnl.caption', { group: group.toLowerCase() })}
          >
            <thead className="border-b border-border text-muted-foreground">
              <tr>
                <th scope="col" className={cn(head, 'text-left')}>
                  {group}
                </th>
                {(['revenue', 'costs', 'profit', 'margin'] as const).map((key) => (
                  <th key={key} scope="col" className={cn(head, 'text-right', key === 'margin' && wideOnly)}>
                    {t(`financialReports.reports.pnl.${key}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className="border-b border-border last:border-0" data-testid="pnl-row">
                  <th scope="row" className="px-2 py-2 text-left font-medium sm:px-3">
                    {groupLabel(row, report.groupBy, language, t)}
                  </th>
                  <td className={cell}>{money(row.revenueCents)}</td>
                  <td className={cell}>{money(row.totalCostCents)}</td>
                  <td className={cn(cell, row.profitCents < 0 && 'text-danger-text')}>{money(row.profitCents)}</td>
                  <td className={cn(cell, wideOnly, (row.marginPercent ?? 0) < 0 && 'text-danger-text')}>
                    {percentText(row.marginPercent, language, t)}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t border-border font-semibold">
              <tr data-testid="pnl-total">
                <th scope="row" className="px-2 py-2 text-left sm:px-3">
                  {t('financialReports.reports.total')}
                </th>
                <td className={cell}>{money(report.totals.revenueCents)}</td>
                <td className={cell}>{money(report.totals.totalCostCents)}</td>
                <td className={cn(cell, report.totals.profitCents < 0 && 'text-danger-text')}>
                  {money(report.totals.profitCents)}
                </td>
                <td className={cn(cell, wideOnly)}>{percentText(report.totals.marginPercent, language, t)}</td>
              </tr>
            </tfoot>
          </FigureTable>
          {rows.length < report.rows.length && (
            <div className="flex justify-center">
              <Button variant="outline" onClick={() => setAll(true)}>
                {t('financialReports.reports.showAll', { count: report.rows.length })}
              </Button>
            </div>
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
              <thead className="border-b border-border text-muted-foreground">
                <tr>
                  <th scope="col" className={cn(head, 'text-left')}>
                    {t('financialReports.reports.pnl.category')}
                  </th>
                  <th scope="col" className={cn(head, 'text-right')}>
                    {t('financialReports.reports.pnl.amount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {COST_CATEGORIES.filter((c) => report.totals.costs[c] !== 0).map((c) => (
                  <tr key={c} className="border-b border-border last:border-0" data-testid="pnl-cost-row">
                    <th scope="row" className="px-2 py-2 text-left font-medium sm:px-3">
                      {t(`financialReports.reports.categories.${c}`)}
                    </th>
                    <td className={cell}>{money(report.totals.costs[c])}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot className="border-t border-border font-semibold">
                <tr>
                  <th scope="row" className="px-2 py-2 text-left sm:px-3">
                    {t('financialReports.reports.total')}
                  </th>
                  <td className={cell}>{money(report.totals.totalCostCents)}</td>
                </tr>
              </tfoot>
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
        <thead className="border-b border-border text-muted-foreground">
          <tr>
            <th scope="col" className={cn(head, 'text-left')}>
              {t('financialReports.reports.tax.month')}
            </th>
            {columns.map((key) => (
              <th key={key} scope="col" className={cn(head, 'text-right')}>
                {t(`financialReports.reports.tax.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.rows.map((row) => (
            <tr key={row.month} className="border-b border-border last:border-0" data-testid="tax-row">
              <th scope="row" className="px-2 py-2 text-left font-medium whitespace-nowrap sm:px-3">
                {monthLabel(row.month, language, true)}
              </th>
              {figures(row).map((value, i) => (
                <td key={columns[i]} className={cell}>
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-border font-semibold">
          <tr data-testid="tax-total">
            <th scope="row" className="px-2 py-2 text-left sm:px-3">
              {t('financialReports.reports.total')}
            </th>
            {figures(report.totals).map((value, i) => (
              <td key={columns[i]} className={cell}>
                {value}
              </td>
            ))}
          </tr>
        </tfoot>
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
            <thead className="border-b border-border text-muted-foreground">
              <tr>
                <th scope="col" className={cn(head, 'text-left')}>
                  {t(`financialReports.reports.expenses.${table.key}`)}
                </th>
                <th scope="col" className={cn(head, 'text-right')}>
                  {t('financialReports.reports.expenses.records')}
                </th>
                <th scope="col" className={cn(head, 'text-right')}>
                  {t('financialReports.reports.expenses.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr
                  key={row.key}
                  className={cn('border-b border-border last:border-0', row.count === 0 && 'text-muted-foreground')}
                  data-testid="expense-row"
                >
                  <th scope="row" className="px-2 py-2 text-left font-medium sm:px-3">
                    {row.label}
                  </th>
                  <td className={cell}>{row.count}</td>
                  <td className={cell}>{money(row.totalCents)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t border-border font-semibold">
              <tr data-testid="expense-total">
                <th scope="row" className="px-2 py-2 text-left sm:px-3">
                  {t('financialReports.reports.total')}
                </th>
                <td className={cell}>{report.totals.count}</td>
                <td className={cell}>{money(report.totals.totalCents)}</td>
              </tr>
            </tfoot>
          </FigureTable>
        </section>
      ))}
    </div>
  );
}
