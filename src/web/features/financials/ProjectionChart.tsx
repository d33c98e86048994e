import { cn } from '../../lib/cn.ts';
import { formatCents, formatDay } from '../../../shared/format.ts';
import { useI18n } from '../../lib/i18n.ts';
import type { CashFlow } from './api.ts';
import { formatDays, periodAxisLabel } from './cash-flow.ts';
import { FlowChart, FlowLegend } from './FlowChart.tsx';
import { Panel } from '../../components/ui/Panel.tsx';

/**
 * The next 90 days: what open invoices (in) and bills (out) still owe, week by week on their due
 * dates, and the balance they would leave from today's; the figures also in a hidden table.
 */
export function ProjectionChart({ flow }: { flow: CashFlow }) {
  const { t, language } = useI18n();
  const { projection } = flow;
  const rows = projection.weeks.map((w) => ({
    key: w.start,
    label: periodAxisLabel(w.start, 'week', language),
    inCents: w.expectedInCents,
    outCents: w.expectedOutCents,
    balanceCents: w.projectedBalanceCents,
  }));
  const nothingDue = projection.expectedInCents === 0 && projection.expectedOutCents === 0;
  const cards = [
    { key: 'in', label: 'expectedIn', value: projection.expectedInCents, hint: t('cashFlow.projection.inHint') },
    { key: 'out', label: 'expectedOut', value: projection.expectedOutCents, hint: t('cashFlow.projection.outHint') },
    {
      key: 'end',
      label: 'endBalance',
      value: projection.endBalanceCents,
      hint: t('cashFlow.projection.endHint', { date: formatDay(projection.to, language) }),
    },
  ] as const;
  return (
    <Panel as="section" aria-labelledby="projection-title" data-testid="cash-projection" className="space-y-3">
      <div>
        <h2 id="projection-title" className="text-lg font-semibold">
          {t('cashFlow.projection.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('cashFlow.projection.hint')}</p>
      </div>
      <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        {cards.map((card) => (
          <div key={card.key} data-testid={`projection-${card.key}`} className="rounded-lg bg-muted/50 px-3 py-2">
            <dt className="text-sm text-muted-foreground">{t(`cashFlow.projection.${card.label}`)}</dt>
            <dd
              className={cn(
                'text-lg font-semibold tabular-nums',
                card.key === 'end' && card.value < 0 && 'text-danger-text',
              )}
            >
              {formatCents(card.value, language)}
            </dd>
            <dd className="text-xs text-muted-foreground">{card.hint}</dd>
          </div>
        ))}
      </dl>
      {nothingDue ? (
        <p className="text-sm text-muted-foreground">{t('cashFlow.projection.nothingDue')}</p>
      ) : (
        <>
          <FlowLegend
            inLabel={t('cashFlow.projection.expectedIn')}
            outLabel={t('cashFlow.projection.expectedOut')}
            balanceLabel={t('cashFlow.chart.balance')}
          />
          <FlowChart rows={rows} />
        </>
      )}
      <table className="sr-only">
        <caption>{t('cashFlow.projection.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('cashFlow.projection.week')}</th>
            <th scope="col">{t('cashFlow.projection.expectedIn')}</th>
            <th scope="col">{t('cashFlow.projection.expectedOut')}</th>
            <th scope="col">{t('cashFlow.chart.balance')}</th>
          </tr>
        </thead>
        <tbody>
          {projection.weeks.map((w) => (
            <tr key={w.start} data-testid="projection-week">
              <th scope="row">{formatDays(w.start, w.end, language)}</th>
              <td>{formatCents(w.expectedInCents, language)}</td>
              <td>{formatCents(w.expectedOutCents, language)}</td>
              <td>{formatCents(w.projectedBalanceCents, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Panel>
  );
}
