import type { AgingBucket } from '../../../shared/financials.ts';
import { cn } from '../../lib/cn.ts';
import { formatCents } from '../../../shared/format.ts';
import { plural } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n.ts';
import { AGING_TONES, barWidths, sharePercent } from './aging.ts';
import type { Receivables } from './api.ts';
import { Panel } from '../../components/ui/Panel.tsx';

/**
 * What is owed by how late it is: one bar per bucket (its share of the total), each a toggle that
 * narrows the open invoices below to its bucket. The bars are drawn from plain elements; the same
 * figures are in a table for screen readers.
 */
export function AgingChart({
  receivables,
  selected,
  onSelect,
}: {
  receivables: Receivables;
  selected: AgingBucket | null;
  onSelect: (bucket: AgingBucket | null) => void;
}) {
  const { t, language } = useI18n();
  const widths = barWidths(receivables.aging);
  const label = (bucket: AgingBucket) => t(`financials.receivables.aging.buckets.${bucket}`);
  return (
    <Panel as="section" aria-labelledby="aging-title" className="space-y-3">
      <div>
        <h2 id="aging-title" className="text-lg font-semibold">
          {t('financials.receivables.aging.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('financials.receivables.aging.hint')}</p>
      </div>
      <div role="group" aria-label={t('financials.receivables.aging.label')} className="grid gap-1">
        {receivables.aging.map(({ bucket, balanceCents, count }) => {
          const pressed = selected === bucket;
          return (
            <button
              key={bucket}
              type="button"
              aria-pressed={pressed}
              data-testid={`aging-${bucket}`}
              onClick={() => onSelect(pressed ? null : bucket)}
              className={cn(
                'grid cursor-pointer grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1.5 rounded-lg border px-3 py-2 text-left transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:grid-cols-[8rem_minmax(0,1fr)_10rem]',
                pressed ? 'border-primary-text bg-accent' : 'border-transparent',
              )}
            >
              <span className="text-sm font-medium">{label(bucket)}</span>
              <span
                aria-hidden
                className="order-last col-span-2 h-3 overflow-hidden rounded-full bg-muted sm:order-none sm:col-span-1"
              >
                <span
                  className={cn('block h-full rounded-full', AGING_TONES[bucket])}
                  style={{ width: `${widths[bucket]}%` }}
                />
              </span>
              <span className="flex flex-col items-end text-right tabular-nums">
                <span className="text-sm font-semibold whitespace-nowrap" data-testid="aging-amount">
                  {formatCents(balanceCents, language)}
                </span>
                <span className="text-xs whitespace-nowrap text-muted-foreground">
                  {plural(t, 'financials.receivables.summary.openCount', count)}
                </span>
              </span>
            </button>
          );
        })}
      </div>
      <table className="sr-only">
        <caption>{t('financials.receivables.aging.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('financials.receivables.aging.bucket')}</th>
            <th scope="col">{t('financials.receivables.aging.amount')}</th>
            <th scope="col">{t('financials.receivables.aging.invoices')}</th>
            <th scope="col">{t('financials.receivables.aging.share')}</th>
          </tr>
        </thead>
        <tbody>
          {receivables.aging.map(({ bucket, balanceCents, count }) => (
            <tr key={bucket}>
              <th scope="row">{label(bucket)}</th>
              <td>{formatCents(balanceCents, language)}</td>
              <td>{count}</td>
              <td>
                {t('financials.receivables.aging.percent', {
                  percent: sharePercent(balanceCents, receivables.balanceCents),
                })}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('financials.receivables.aging.total')}</th>
            <td>{formatCents(receivables.balanceCents, language)}</td>
            <td>{receivables.count}</td>
            <td>{t('financials.receivables.aging.percent', { percent: receivables.balanceCents > 0 ? 100 : 0 })}</td>
          </tr>
        </tfoot>
      </table>
    </Panel>
  );
}
