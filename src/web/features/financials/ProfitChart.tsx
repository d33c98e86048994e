import { BarLineChart, ChartLegend } from '../../components/charts/BarLineChart.tsx';
import { niceScale } from '../../components/charts/scale.ts';
import { formatCents } from '../../../shared/format.ts';
import { useI18n } from '../../lib/i18n.ts';
import { axisMoney } from './cash-flow.ts';
import { profitShapes, type ProfitChartRow } from './reports.ts';

/**
 * Revenue and costs by month as bars side by side, and the profit they leave as a line, on one
 * scale. The drawing is hidden from assistive technology: the same figures are in a table (its own,
 * visually hidden, unless the page shows them in one already: `table={false}`).
 */
export function ProfitChart({
  rows,
  caption,
  table = true,
}: {
  rows: ProfitChartRow[];
  caption: string;
  table?: boolean;
}) {
  const { t, language } = useI18n();
  const scale = niceScale(rows.flatMap((r) => [r.revenueCents, r.costCents, r.profitCents]));
  const money = (cents: number) => formatCents(cents, language);

  return (
    <div className="space-y-2">
      <BarLineChart
        testId="profit-chart"
        margin={{ left: 56, right: 12 }}
        labelRoom={48}
        labels={rows.map((r) => r.label)}
        axis={scale}
        shapes={(plot) =>
          profitShapes(rows, plot, scale).map((s) => ({
            key: s.key,
            x: s.x,
            bars: [s.revenueBar, s.costBar],
            lineY: s.profitY,
          }))
        }
        formatTick={(cents) => axisMoney(cents, language)}
        colours={{ bars: ['fill-primary-text', 'fill-warning-text'], line: 'stroke-success-text' }}
      />
      <ChartLegend
        items={[
          { label: t('financialReports.overview.chart.revenue'), colour: 'bg-primary-text' },
          { label: t('financialReports.overview.chart.costs'), colour: 'bg-warning-text' },
          { label: t('financialReports.overview.chart.profit'), colour: 'bg-success-text', line: true },
        ]}
      />
      {table && (
        <table className="sr-only">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('financialReports.overview.chart.month')}</th>
              <th scope="col">{t('financialReports.overview.chart.revenue')}</th>
              <th scope="col">{t('financialReports.overview.chart.costs')}</th>
              <th scope="col">{t('financialReports.overview.chart.profit')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.name ?? row.label}</th>
                <td>{money(row.revenueCents)}</td>
                <td>{money(row.costCents)}</td>
                <td>{money(row.profitCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
