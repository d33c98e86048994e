import { ChevronDown } from 'lucide-react';
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

      <TableFrame aria-labelledby="cash-periods-title" className="hidden md:block">
        <Table data-testid="cash-period-table">
          <TableCaption>{t(`cashFlow.periods.caption.${flow.interval}`)}</TableCaption>
          <TableHeader>
            <tr>
              <TableHead>{t('cashFlow.periods.period')}</TableHead>
              {(['payments', 'refunds', 'in', 'bills', 'payroll', 'receipts', 'out', 'net', 'balance'] as const).map(
                (key) => (
                  <TableHead key={key} numeric className="whitespace-nowrap">
                    {t(`cashFlow.periods.${key}`)}
                  </TableHead>
                ),
              )}
            </tr>
          </TableHeader>
          <TableBody className="tabular-nums">
            <tr className="text-muted-foreground">
              <TableHead scope="row" colSpan={9} className="font-normal">
                {t('cashFlow.periods.opening')}
              </TableHead>
              <TableCell numeric>{money(flow.openingBalanceCents)}</TableCell>
            </tr>
            {flow.periods.map((p) => (
              <tr key={p.start} data-testid="cash-period-row">
                <TableHead scope="row" className="font-medium whitespace-nowrap">
                  {periodLabel(p, flow.interval, language)}
                </TableHead>
                <TableCell numeric>{money(p.paymentsCents)}</TableCell>
                <TableCell numeric>{money(p.refundsCents)}</TableCell>
                <TableCell numeric className="font-medium" data-testid="period-in">
                  {money(p.inCents)}
                </TableCell>
                <TableCell numeric>{money(p.billPaymentsCents)}</TableCell>
                <TableCell numeric>{money(p.payrollCents)}</TableCell>
                <TableCell numeric>{money(p.receiptsCents)}</TableCell>
                <TableCell numeric className="font-medium" data-testid="period-out">
                  {money(p.outCents)}
                </TableCell>
                <TableCell numeric className={cn(p.netCents < 0 && 'text-danger-text')}>
                  {money(p.netCents)}
                </TableCell>
                <TableCell numeric className="font-semibold" data-testid="period-balance">
                  {money(p.balanceCents)}
                </TableCell>
              </tr>
            ))}
          </TableBody>
          <TableFooter className="tabular-nums">
            <tr>
              <TableHead scope="row">{t('cashFlow.periods.total')}</TableHead>
              <TableCell numeric>{money(flow.totals.paymentsCents)}</TableCell>
              <TableCell numeric>{money(flow.totals.refundsCents)}</TableCell>
              <TableCell numeric>{money(flow.totals.inCents)}</TableCell>
              <TableCell numeric>{money(flow.totals.billPaymentsCents)}</TableCell>
              <TableCell numeric>{money(flow.totals.payrollCents)}</TableCell>
              <TableCell numeric>{money(flow.totals.receiptsCents)}</TableCell>
              <TableCell numeric>{money(flow.totals.outCents)}</TableCell>
              <TableCell numeric className={cn(flow.totals.netCents < 0 && 'text-danger-text')}>
                {money(flow.totals.netCents)}
              </TableCell>
              <TableCell numeric>{money(flow.closingBalanceCents)}</TableCell>
            </tr>
          </TableFooter>
        </Table>
      </TableFrame>
    </section>
  );
}
