import { BarLineChart, ChartLegend } from '../../components/charts/BarLineChart.tsx';
import { alignZero, niceScale } from '../../components/charts/scale.ts';
import { useI18n } from '../../lib/i18n.ts';
import { axisMoney, flowShapes, type FlowRow } from './cash-flow.ts';

/**
 * Money in (bars up) and out (bars down) per row on the left axis, and the running balance as a
 * line on the right axis. It is hidden from assistive technology: each chart puts the same figures
 * in a table beside it.
 */
export function FlowChart({ rows }: { rows: FlowRow[] }) {
  const { language } = useI18n();
  const [flows, balance] = alignZero(
    niceScale(rows.flatMap((r) => [r.inCents, -r.outCents])),
    niceScale(rows.map((r) => r.balanceCents)),
  );
  return (
    <BarLineChart
      testId="flow-chart"
      margin={{ left: 52, right: 52 }}
      labelRoom={56}
      labels={rows.map((r) => r.label)}
      axis={flows}
      lineAxis={balance}
      shapes={(plot) =>
        flowShapes(rows, plot, flows, balance).map((s) => ({
          key: s.key,
          x: s.x,
          bars: [s.inBar, s.outBar],
          lineY: s.balanceY,
        }))
      }
      formatTick={(cents) => axisMoney(cents, language)}
      colours={{
        bars: ['fill-success-text', 'fill-danger-text'],
        line: 'stroke-primary-text',
        lineAxis: 'fill-primary-text',
      }}
    />
  );
}

/** The chart's key: what the colours and the line stand for. */
export function FlowLegend({
  inLabel,
  outLabel,
  balanceLabel,
}: {
  inLabel: string;
  outLabel: string;
  balanceLabel: string;
}) {
  return (
    <ChartLegend
      items={[
        { label: inLabel, colour: 'bg-success-text' },
        { label: outLabel, colour: 'bg-danger-text' },
        { label: balanceLabel, colour: 'bg-primary-text', line: true },
      ]}
    />
  );
}
