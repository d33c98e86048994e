import { ChevronDown } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { formatCents } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n.ts';
import type { CashFlow, CashFlowPeriod } from './api.ts';
import { periodLabel } from './cash-flow.ts';

const BREAKDOWN = [
  ['payments', 'paymentsCents'],
  ['refunds', 'refundsCents'],
  ['bills', 'billPaymentsCents'],
  ['payroll', 'payrollCents'],
  ['receipts', 'receiptsCents'],
] as const satisfies readonly (readonly [string, keyof CashFlowPeriod])[];

/**
 * Every period's figures: a table on larger screens (oldest first, as the chart), and on phones a
 * list of periods, newest first, each opening onto its breakdown.
 */
export function CashFlowPeriods({ flow }: { flow: CashFlow }) {
  const { t, language } = useI18n();
  const money = (cents: number) => formatCents(cents, language);
  const last = flow.periods.at(-1)?.start;
  return (
    <section aria-labelledby="cash-periods-title" className="space-y-3">
      <h2 id="cash-periods-title" className="text-lg font-semibold">
        {t(`cashFlow.periods.title.${flow.interval}`)}
      </h2>

      <ul className="space-y-2 md:hidden" data-testid="cash-period-list">
        {[...flow.periods].reverse().map((p) => (
          <li key={p.start}>
            <details
              className="group rounded-xl border border-border bg-card"
              data-testid="cash-period"
              open={p.start === last}
            >
              <summary className="flex cursor-pointer list-none items-center gap-3 rounded-xl px-4 py-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
                <span className="min-w-0 flex-1">
                  <span className="block font-medium">{periodLabel(p, flow.interval, language)}</span>
                  <span className="block text-sm text-muted-foreground tabular-nums">
                    {t('cashFlow.periods.inOut', { in: money(p.inCents), out: money(p.outCents) })}
                  </span>
                </span>
                <span className={cn('font-semibold tabular-nums', p.netCents < 0 && 'text-danger-text')}>
                  {money(p.netCents)}
                </span>
                <ChevronDown aria-hidden className="size-4 shrink-0 transition-transform group-open:rotate-180" />
              </summary>
              <dl className="grid grid-cols-2 gap-x-4 gap-y-1 border-t border-border px-4 py-3 text-sm">
                {[
                  ...BREAKDOWN.map(([key, field]) => ({ key, cents: p[field], strong: false })),
                  { key: 'in', cents: p.inCents, strong: true },
                  { key: 'out', cents: p.outCents, strong: true },
                  { key: 'balance', cents: p.balanceCents, strong: true },
                ].map(({ key, cents, strong }) => (
                  <div key={key} className="contents">
                    <dt className={strong ? 'font-medium' : 'text-muted-foreground'}>{t(`cashFlow.periods.${key}`)}</dt>
                    <dd
                      className={cn('text-right tabular-nums', strong && 'font-semibold')}
                      data-testid={`period-${key}`}
                    >
                      {money(cents)}
                    </dd>
                  </div>
                ))}
              </dl>
            </details>
          </li>
        ))}
      </ul>

      {/* Focusable, so that a keyboard can scroll it when its columns are wider than the screen. */}
      <div
        role="region"
        aria-labelledby="cash-periods-title"
        tabIndex={0}
        className="hidden overflow-x-auto rounded-xl border border-border bg-card focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring md:block"
      >
        <table className="w-full text-sm" data-testid="cash-period-table">
          <caption className="sr-only">{t(`cashFlow.periods.caption.${flow.interval}`)}</caption>
          <thead className="border-b border-border text-left text-muted-foreground">
            <tr>
              <th scope="col" className="px-2 py-2 font-medium">
                {t('cashFlow.periods.period')}
              </th>
              {(['payments', 'refunds', 'in', 'bills', 'payroll', 'receipts', 'out', 'net', 'balance'] as const).map(
                (key) => (
                  <th key={key} scope="col" className="px-2 py-2 text-right font-medium whitespace-nowrap">
                    {t(`cashFlow.periods.${key}`)}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody className="tabular-nums">
            <tr className="border-b border-border text-muted-foreground">
              <th scope="row" colSpan={9} className="px-2 py-2 text-left font-normal">
                {t('cashFlow.periods.opening')}
              </th>
              <td className="px-2 py-2 text-right">{money(flow.openingBalanceCents)}</td>
            </tr>
            {flow.periods.map((p) => (
              <tr key={p.start} className="border-b border-border last:border-0" data-testid="cash-period-row">
                <th scope="row" className="px-2 py-2 text-left font-medium whitespace-nowrap">
                  {periodLabel(p, flow.interval, language)}
                </th>
                <td className="px-2 py-2 text-right">{money(p.paymentsCents)}</td>
                <td className="px-2 py-2 text-right">{money(p.refundsCents)}</td>
                <td className="px-2 py-2 text-right font-medium" data-testid="period-in">
                  {money(p.inCents)}
                </td>
                <td className="px-2 py-2 text-right">{money(p.billPaymentsCents)}</td>
                <td className="px-2 py-2 text-right">{money(p.payrollCents)}</td>
                <td className="px-2 py-2 text-right">{money(p.receiptsCents)}</td>
                <td className="px-2 py-2 text-right font-medium" data-testid="period-out">
                  {money(p.outCents)}
                </td>
                <td className={cn('px-2 py-2 text-right', p.netCents < 0 && 'text-danger-text')}>
                  {money(p.netCents)}
                </td>
                <td className="px-2 py-2 text-right font-semibold" data-testid="period-balance">
                  {money(p.balanceCents)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t border-border font-semibold tabular-nums">
            <tr>
              <th scope="row" className="px-2 py-2 text-left">
                {t('cashFlow.periods.total')}
              </th>
              <td className="px-2 py-2 text-right">{money(flow.totals.paymentsCents)}</td>
              <td className="px-2 py-2 text-right">{money(flow.totals.refundsCents)}</td>
              <td className="px-2 py-2 text-right">{money(flow.totals.inCents)}</td>
              <td className="px-2 py-2 text-right">{money(flow.totals.billPaymentsCents)}</td>
              <td className="px-2 py-2 text-right">{money(flow.totals.payrollCents)}</td>
              <td className="px-2 py-2 text-right">{money(flow.totals.receiptsCents)}</td>
              <td className="px-2 py-2 text-right">{money(flow.totals.outCents)}</td>
              <td className={cn('px-2 py-2 text-right', flow.totals.netCents < 0 && 'text-danger-text')}>
                {money(flow.totals.netCents)}
              </td>
              <td className="px-2 py-2 text-right">{money(flow.closingBalanceCents)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
