import { formatCents } from '../../../shared/format.ts';
import { useI18n } from '../../lib/i18n.ts';
import type { CashFlow } from './api.ts';
import { periodAxisLabel, periodLabel } from './cash-flow.ts';
import { FlowChart, FlowLegend } from './FlowChart.tsx';
import { Panel } from '../../components/ui/Panel.tsx';

/**
 * The range's periods as bars (money in up, out down) with the running balance as a line; the same
 * figures in a visually hidden table for screen readers.
 */
export function CashFlowChart({ flow }: { flow: CashFlow }) {
  const { t, language } = useI18n();
  const rows = flow.periods.map((p) => ({
    key: p.start,
    label: periodAxisLabel(p.start, flow.interval, language),
    inCents: p.inCents,
    outCents: p.outCents,
    balanceCents: p.balanceCents,
  }));
  return (
    <Panel as="section" aria-labelledby="cash-chart-title" className="space-y-3">
      <div>
        <h2 id="cash-chart-title" className="text-lg font-semibold">
          {t('cashFlow.chart.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('cashFlow.chart.hint')}</p>
      </div>
      <FlowLegend
        inLabel={t('cashFlow.chart.in')}
        outLabel={t('cashFlow.chart.out')}
        balanceLabel={t('cashFlow.chart.balance')}
      />
      <FlowChart rows={rows} />
      <table className="sr-only">
        <caption>{t(`cashFlow.chart.tableCaption.${flow.interval}`)}</caption>
        <thead>
          <tr>
            <th scope="col">{t('cashFlow.chart.period')}</th>
            <th scope="col">{t('cashFlow.chart.in')}</th>
            <th scope="col">{t('cashFlow.chart.out')}</th>
            <th scope="col">{t('cashFlow.chart.balance')}</th>
          </tr>
        </thead>
        <tbody>
          {flow.periods.map((p) => (
            <tr key={p.start}>
              <th scope="row">{periodLabel(p, flow.interval, language)}</th>
              <td>{formatCents(p.inCents, language)}</td>
              <td>{formatCents(p.outCents, language)}</td>
              <td>{formatCents(p.balanceCents, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Panel>
  );
}
