import { sql, type SQL } from 'drizzle-orm';
import type { CashFlowInput } from '../../../shared/financial-inputs.ts';
import type { CashFlow, CashFlowTotals } from '../../../shared/financial-responses.ts';
import {
  CASH_FLOW_PROJECTION_DAYS,
  CASH_KINDS,
  cashFlowRangeError,
  defaultCashFlowRange,
  type CashFlowInterval,
  type CashKind,
} from '../../../shared/financials.ts';
import { addDays } from '../../../shared/days.ts';
import { sqlRows } from '../../db/client.ts';
import { cashDays } from '../../db/schema/financials.ts';
import { invoices } from '../../db/schema/invoices.ts';
import { bills } from '../../db/schema/payables.ts';
import type { TenantDb } from '../../db/tenant.ts';
import { invalidInput } from '../../platform/errors.ts';
import { isOpen as invoiceIsOpen, visibleInvoices } from '../invoices/scope.ts';
import { companyToday } from '../jobs/scope.ts';

/**
 * The money that moved for the company, by day and kind (cash_days, which the database keeps: ADR
 * 0036): invoice payments and refunds on received_on (a payment counts whatever became of its
 * invoice since: it was received), bill payments on paid_on, pay runs' gross on paid_on, receipts
 * on receipt_date. Columns: day (date), kind (CashKind), cents (the day's sum of that kind).
 */
function cashEntries(companyId: string, within: (day: SQL) => SQL): SQL {
  return sql`
    select ${cashDays.day} as day, ${cashDays.kind} as kind, ${cashDays.cents} as cents
    from ${cashDays}
    where ${cashDays.companyId} = ${companyId} and ${within(sql`${cashDays.day}`)}`;
}

/** Money in is positive, money out (and given back) negative. */
const signed = sql`case when kind = 'payment' then cents else -cents end`;

/** The cash position at the end of `day`: all money in less all money out up to it (a bigint, as SQL). */
export const cashBalance = (companyId: string, day: string) => sql`(
  select coalesce(sum(${signed}), 0)::bigint
  from (${cashEntries(companyId, (d) => sql`${d} <= ${day}::date`)}) cash)`;

/** Each kind's sum over `cash` rows matching `where`, as `<kind>` bigint columns. */
const sumsOf = (where: SQL = sql`true`) =>
  sql.join(
    CASH_KINDS.map(
      (kind) =>
        sql`coalesce(sum(cents) filter (where kind = ${kind} and ${where}), 0)::bigint as ${sql.identifier(kind)}`,
    ),
    sql`, `,
  );

type Sums = Record<CashKind, string>;

function totalsOf(row: Sums): CashFlowTotals {
  const paymentsCents = Number(row.payment);
  const refundsCents = Number(row.refund);
  const billPaymentsCents = Number(row.bill);
  const payrollCents = Number(row.payroll);
  const receiptsCents = Number(row.receipt);
  const inCents = paymentsCents - refundsCents;
  const outCents = billPaymentsCents + payrollCents + receiptsCents;
  return {
    paymentsCents,
    refundsCents,
    inCents,
    billPaymentsCents,
    payrollCents,
    receiptsCents,
    outCents,
    netCents: inCents - outCents,
  };
}

/** The SQL for a period's first day holding `day` (a date), and its length. */
const PERIOD: Record<CashFlowInterval, { start: (day: SQL) => SQL; step: SQL }> = {
  week: { start: (day) => sql`(${day} - extract(dow from ${day})::int)`, step: sql`interval '1 week'` },
  month: { start: (day) => sql`date_trunc('month', ${day}::timestamp)::date`, step: sql`interval '1 month'` },
};

/** The range asked for, each end left out filled in from the company's today; refused when reversed or too long. */
function rangeOf(input: CashFlowInput, today: string): { from: string; to: string } {
  // An end left out never falls before the start asked for: a browser already in the company's
  // next month asks "this month" from its 1st, and gets that day rather than an error.
  const to = input.to ?? (input.from && input.from > today ? input.from : today);
  const from = input.from ?? defaultCashFlowRange(input.interval, to).from;
  const error = cashFlowRangeError(input.interval, from, to);
  if (error) throw invalidInput({ [from > to ? 'from' : 'to']: error });
  return { from, to };
}

interface SummaryRow extends Sums {
  opening_balance: string;
  current_balance: string;
}
interface PeriodRow extends Sums {
  first_day: string;
  last_day: string;
  balance: string;
}
interface ProjectionRow {
  first_day: string;
  last_day: string;
  expected_in: string;
  expected_out: string;
  projected: string;
  total_in: string;
  total_out: string;
}

/**
 * Cash flow on the cash basis (ADR 0035) over a range of company days, by week (Sunday to
 * Saturday) or month: each period's money in and out with the running balance (it starts at zero
 * before the company's first record, so the range opens on everything before it), the range's
 * totals, the balance today, and the projection: open invoices' and bills' balances by due date
 * over the next 90 days, past due ones on today. Three aggregate statements in one transaction;
 * no record is loaded into the server.
 */
export function cashFlow(t: TenantDb, input: CashFlowInput): Promise<CashFlow> {
  const companyId = t.ctx.companyId;
  const { start: periodOf, step } = PERIOD[input.interval];
  return t.run(async (tx) => {
    const today = await companyToday(tx, t);
    const { from, to } = rangeOf(input, today);
    const horizon = addDays(today, CASH_FLOW_PROJECTION_DAYS);
    const last = to > today ? to : today;

    // Before the range (the opening balance), in it (the totals) and up to today (the position).
    const [summary] = await sqlRows<SummaryRow>(
      tx,
      sql`with cash as (${cashEntries(companyId, (day) => sql`${day} <= ${last}::date`)})
        select coalesce(sum(${signed}) filter (where day < ${from}::date), 0)::bigint as opening_balance,
          coalesce(sum(${signed}) filter (where day <= ${today}::date), 0)::bigint as current_balance,
          ${sumsOf(sql`day >= ${from}::date and day <= ${to}::date`)}
        from cash`,
    );
    const opening = Number(summary!.opening_balance);
    const totals = totalsOf(summary!);

    // Every period of the range, empty ones included, and the running balance at each one's end.
    const periods = await sqlRows<PeriodRow>(
      tx,
      sql`with cash as (${cashEntries(companyId, (day) => sql`${day} between ${from}::date and ${to}::date`)}),
        by_period as (
          select ${periodOf(sql`day`)} as start, ${sumsOf()}, sum(${signed}) as net
          from cash group by 1
        ),
        periods as (
          select g::date as start
          from generate_series(${periodOf(sql`${from}::date`)}::timestamp, ${to}::timestamp, ${step}) g
        )
        select to_char(greatest(p.start, ${from}::date), 'YYYY-MM-DD') as first_day,
          to_char(least((p.start + ${step})::date - 1, ${to}::date), 'YYYY-MM-DD') as last_day,
          coalesce(b.payment, 0)::bigint as payment, coalesce(b.refund, 0)::bigint as refund,
          coalesce(b.bill, 0)::bigint as bill, coalesce(b.payroll, 0)::bigint as payroll,
          coalesce(b.receipt, 0)::bigint as receipt,
          (${opening}::bigint + sum(coalesce(b.net, 0)) over (order by p.start))::bigint as balance
        from periods p left join by_period b on b.start = p.start
        order by p.start`,
    );

    // The next 90 days: what open invoices and bills still owe, on their due dates (past due: today).
    const current = Number(summary!.current_balance);
    const projection = await sqlRows<ProjectionRow>(
      tx,
      sql`with due as (
          select greatest(${invoices.dueDate}, ${today}::date) as day,
            ${invoices.totalCents} - ${invoices.paidCents} as cents_in, 0::bigint as cents_out
          from ${invoices}
          where ${visibleInvoices(t)} and ${invoiceIsOpen} and ${invoices.dueDate} <= ${horizon}::date
          union all
          select greatest(${bills.dueDate}, ${today}::date), 0, ${bills.amountCents} - ${bills.paidCents}
          from ${bills}
          where ${bills.companyId} = ${companyId} and ${bills.status} in ('open', 'partially_paid')
            and ${bills.dueDate} <= ${horizon}::date
        ),
        by_week as (
          select ${PERIOD.week.start(sql`day`)} as start, sum(cents_in) as cents_in, sum(cents_out) as cents_out
          from due group by 1
        ),
        weeks as (
          select g::date as start
          from generate_series(${PERIOD.week.start(sql`${today}::date`)}::timestamp, ${horizon}::timestamp, interval '1 week') g
        )
        select to_char(greatest(w.start, ${today}::date), 'YYYY-MM-DD') as first_day,
          to_char(least(w.start + 6, ${horizon}::date), 'YYYY-MM-DD') as last_day,
          coalesce(b.cents_in, 0)::bigint as expected_in, coalesce(b.cents_out, 0)::bigint as expected_out,
          (${current}::bigint + sum(coalesce(b.cents_in, 0) - coalesce(b.cents_out, 0)) over (order by w.start))::bigint
            as projected,
          coalesce(sum(b.cents_in) over (), 0)::bigint as total_in,
          coalesce(sum(b.cents_out) over (), 0)::bigint as total_out
        from weeks w left join by_week b on b.start = w.start
        order by w.start`,
    );

    const weeks = projection.map((w) => {
      const expectedInCents = Number(w.expected_in);
      const expectedOutCents = Number(w.expected_out);
      return {
        start: w.first_day,
        end: w.last_day,
        expectedInCents,
        expectedOutCents,
        netCents: expectedInCents - expectedOutCents,
        projectedBalanceCents: Number(w.projected),
      };
    });
    return {
      interval: input.interval,
      today,
      from,
      to,
      openingBalanceCents: opening,
      closingBalanceCents: opening + totals.netCents,
      totals,
      periods: periods.map((p) => ({
        start: p.first_day,
        end: p.last_day,
        ...totalsOf(p),
        balanceCents: Number(p.balance),
      })),
      currentBalanceCents: current,
      projection: {
        from: today,
        to: horizon,
        expectedInCents: Number(projection[0]?.total_in ?? 0),
        expectedOutCents: Number(projection[0]?.total_out ?? 0),
        endBalanceCents: weeks.at(-1)?.projectedBalanceCents ?? current,
        weeks,
      },
    };
  });
}
