import { sql, type SQL } from 'drizzle-orm';
import { employeeRates, workLogs } from '../../db/schema/labor.ts';
import { invoices } from '../../db/schema/invoices.ts';
import { materialOrders } from '../../db/schema/orders.ts';
import { bills } from '../../db/schema/payables.ts';
import { receipts } from '../../db/schema/receipts.ts';
import { companyZone } from '../jobs/scope.ts';

/**
 * The accrual ledger (ADR 0035): the one definition of what the profit and loss, job costing and
 * the overview count as earned and as spent, and on which company day. Each is a subquery to
 * aggregate over, never rows loaded into the server; a date range is pushed into every branch so
 * each reads its own index.
 */
export interface LedgerRange {
  /** First company day counted (YYYY-MM-DD), or none. */
  from?: string;
  /** Last company day counted, or none. */
  to?: string;
  /** One job's records only. */
  jobId?: string;
}

const within = (day: SQL, range: LedgerRange) =>
  sql.join(
    [
      ...(range.from ? [sql`${day} >= ${range.from}::date`] : []),
      ...(range.to ? [sql`${day} <= ${range.to}::date`] : []),
    ].map((c) => sql` and ${c}`),
  );

const forJob = (column: SQL, range: LedgerRange) => (range.jobId ? sql` and ${column} = ${range.jobId}::uuid` : sql``);

/**
 * A shift's day depends on the company's zone (at most 14 hours from UTC), so a range of days is
 * first a range of instants a day wider on each side, which the index on started_at can read.
 */
const shiftsAround = (range: LedgerRange) =>
  sql.join([
    // As instants (timestamptz): the planner estimates a comparison of like types on a table with
    // row-level security from its statistics, and guesses one across types (date) as a few rows.
    ...(range.from ? [sql` and ${workLogs.startedAt} >= (${range.from}::date - 1)::timestamptz`] : []),
    ...(range.to ? [sql` and ${workLogs.startedAt} < (${range.to}::date + 2)::timestamptz`] : []),
  ]);

/**
 * Approved, ended shifts whose company day is in the range: id, job_id, user_id, day (the company
 * day it started) and minutes (worked, numeric). `offset 0` keeps the shifts a subquery of their own,
 * so each one's day is computed once rather than in every join condition above; the range joins them
 * as a one-row relation of its own, so that it is a join condition, which the planner estimates as
 * such: a range on the computed day alone would be taken for a handful of shifts (0.5 %), and the
 * rates looped over once per shift.
 */
const approvedShifts = (companyId: string, range: LedgerRange, where: SQL = sql``) => sql`
  select ${workLogs.id} as id, ${workLogs.jobId} as job_id, ${workLogs.userId} as user_id,
    (${workLogs.startedAt} at time zone ${companyZone(companyId)})::date as day,
    greatest(0, floor(extract(epoch from (${workLogs.endedAt} - ${workLogs.startedAt})) / 60) - ${workLogs.breakMinutes})::numeric as minutes
  from ${workLogs}
  where ${workLogs.companyId} = ${companyId} and ${workLogs.status} = 'approved' and ${workLogs.endedAt} is not null
    ${shiftsAround(range)}${forJob(sql`${workLogs.jobId}`, range)}${where}
  offset 0`;
const shiftsWithin = (
  companyId: string,
  range: LedgerRange,
  where?: SQL,
) => sql`(${approvedShifts(companyId, range, where)}) s
  join (select ${range.from ?? '-infinity'}::date as first_day, ${range.to ?? 'infinity'}::date as last_day offset 0) bounds
    on s.day >= bounds.first_day and s.day <= bounds.last_day`;

/**
 * Each member's rates as periods: from its effective day until the next one's (null: still in force),
 * at the loaded rate (pay plus burden, in whole cents). A shift takes the period holding its day.
 */
const ratePeriods = (companyId: string) => sql`
  select ${employeeRates.userId} as user_id, ${employeeRates.effectiveFrom} as effective_from,
    lead(${employeeRates.effectiveFrom}) over (partition by ${employeeRates.userId} order by ${employeeRates.effectiveFrom}) as until,
    round(${employeeRates.payRateCents} * (100 + ${employeeRates.burdenPercent}) / 100) as loaded
  from ${employeeRates}
  where ${employeeRates.companyId} = ${companyId}`;

/**
 * Revenue: invoices issued (neither draft nor void) on their issue day, without their sales tax.
 * Columns: day (date), job_id (uuid, null for no job), revenue_cents and tax_cents (bigint),
 * invoice_id (uuid: the sales tax report reads the invoice's lines for its taxable base).
 */
export function revenueEntries(companyId: string, range: LedgerRange = {}): SQL {
  return sql`
    select ${invoices.issueDate} as day, ${invoices.jobId} as job_id, ${invoices.id} as invoice_id,
      ${invoices.totalCents} - ${invoices.taxCents} as revenue_cents, ${invoices.taxCents} as tax_cents
    from ${invoices}
    where ${invoices.companyId} = ${companyId} and ${invoices.status} not in ('draft', 'void')
      ${within(sql`${invoices.issueDate}`, range)}${forJob(sql`${invoices.jobId}`, range)}`;
}

/** The kinds of cost a job costs: bills and receipts by their category, labor from work logs. */
export const COST_SOURCES = ['bill', 'receipt', 'labor', 'order'] as const;

/**
 * Costs: bills (not void) on their bill day, receipts on theirs, approved shifts at the member's
 * loaded rate on the shift's day, and received material orders that no bill (not void) was made
 * from, on the day they were received. Columns: day, job_id, category (an expense category, or
 * 'labor'), source (COST_SOURCES), amount_cents (numeric: labor is exact to the fraction of a cent,
 * so a sum is rounded once, after adding); and to name each record: record_id (the bill, receipt,
 * work log or order), user_id and minutes (a shift's member and worked minutes; null otherwise).
 */
export function costEntries(companyId: string, range: LedgerRange = {}): SQL {
  const orderDay = sql`(${materialOrders.receivedAt} at time zone ${companyZone(companyId)})::date`;
  return sql`
    select ${bills.billDate} as day, ${bills.jobId} as job_id, ${bills.category} as category,
      'bill' as source, ${bills.amountCents}::numeric as amount_cents,
      ${bills.id} as record_id, null::text as user_id, null::numeric as minutes
    from ${bills}
    where ${bills.companyId} = ${companyId} and ${bills.status} <> 'void'
      ${within(sql`${bills.billDate}`, range)}${forJob(sql`${bills.jobId}`, range)}
    union all
    select ${receipts.receiptDate}, ${receipts.jobId}, ${receipts.category}, 'receipt', ${receipts.amountCents}::numeric,
      ${receipts.id}, null, null
    from ${receipts}
    where ${receipts.companyId} = ${companyId}
      ${within(sql`${receipts.receiptDate}`, range)}${forJob(sql`${receipts.jobId}`, range)}
    union all
    select s.day, s.job_id, 'labor', 'labor', s.minutes * rate.loaded / 60, s.id, s.user_id, s.minutes
    from ${shiftsWithin(companyId, range)}
    join (${ratePeriods(companyId)}) rate on rate.user_id = s.user_id and rate.effective_from <= s.day
      and (rate.until is null or s.day < rate.until)
    union all
    select ${orderDay}, ${materialOrders.jobId}, 'materials', 'order', ${materialOrders.totalCents}::numeric,
      ${materialOrders.id}, null, null
    from ${materialOrders}
    where ${materialOrders.companyId} = ${companyId} and ${materialOrders.status} = 'received'
      and ${materialOrders.totalCents} is not null
      and not exists (
        select 1 from ${bills} b where b.company_id = ${materialOrders.companyId}
          and b.order_id = ${materialOrders.id} and b.status <> 'void')
      ${within(orderDay, range)}${forJob(sql`${materialOrders.jobId}`, range)}`;
}

/**
 * Approved shifts whose member had no pay rate on the day: their hours are in no cost. Columns:
 * job_id, minutes. The reports and job costing flag them so that a missing rate is not a profit.
 */
export function unratedLabor(companyId: string, range: LedgerRange = {}): SQL {
  // A member with a rate from the range's first day on has one for every shift in it: their shifts
  // are left out before any is dated (most members, most of the time).
  const firstRated = range.from
    ? sql` and not exists (
        select 1 from ${employeeRates} r0 where r0.company_id = ${companyId}
          and r0.user_id = ${workLogs.userId} and r0.effective_from <= ${range.from}::date)`
    : sql``;
  return sql`
    select s.job_id, s.minutes
    from ${shiftsWithin(companyId, range, firstRated)}
    where not exists (
        select 1 from ${employeeRates} r where r.company_id = ${companyId}
          and r.user_id = s.user_id and r.effective_from <= s.day)`;
}
