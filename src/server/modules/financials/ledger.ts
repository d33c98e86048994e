import { sql, type SQL } from 'drizzle-orm';
import type { ExpenseSource } from '../../../shared/financials.ts';
import { invoices } from '../../db/schema/invoices.ts';
import { bills } from '../../db/schema/payables.ts';
import { approvedShifts, laborDayCosts } from '../labor/scope.ts';
import { receivedOrderCosts } from '../orders/scope.ts';
import { receiptCosts } from '../receipts/scope.ts';

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
  /** Only the records of these jobs: a subquery of their ids (a page's). */
  jobs?: SQL;
}

const within = (day: SQL, range: LedgerRange) =>
  sql.join(
    [
      ...(range.from ? [sql`${day} >= ${range.from}::date`] : []),
      ...(range.to ? [sql`${day} <= ${range.to}::date`] : []),
    ].map((c) => sql` and ${c}`),
  );

const forJob = (column: SQL, range: LedgerRange) =>
  range.jobId
    ? sql` and ${column} = ${range.jobId}::uuid`
    : range.jobs
      ? sql` and ${column} in (${range.jobs})`
      : sql``;

/** A set of records' FROM clause (its owner's, labor/scope.ts and the like) narrowed to the range. */
const inRange = (records: { rows: SQL; day: SQL; job: SQL }, range: LedgerRange) =>
  sql`${records.rows}${within(records.day, range)}${forJob(records.job, range)}`;

/** Invoices issued (neither draft nor void) on a day of the range, as a FROM clause. */
const issuedInvoices = (companyId: string, range: LedgerRange) => sql`
  from ${invoices}
  where ${invoices.companyId} = ${companyId} and ${invoices.status} not in ('draft', 'void')
    ${within(sql`${invoices.issueDate}`, range)}${forJob(sql`${invoices.jobId}`, range)}`;

/** An invoice's revenue: its total without the sales tax. */
const invoiceRevenue = sql`${invoices.totalCents} - ${invoices.taxCents}`;

/**
 * Revenue: invoices issued (neither draft nor void) on their issue day, without their sales tax.
 * Columns: day (date), job_id (uuid, null for no job), invoice_id (uuid), revenue_cents,
 * taxable_cents (what its sales tax is charged on) and tax_cents (bigint).
 */
export function revenueEntries(companyId: string, range: LedgerRange = {}): SQL {
  return sql`
    select ${invoices.issueDate} as day, ${invoices.jobId} as job_id, ${invoices.id} as invoice_id,
      ${invoiceRevenue} as revenue_cents, ${invoices.taxableCents} as taxable_cents, ${invoices.taxCents} as tax_cents
    ${issuedInvoices(companyId, range)}`;
}

/** One kind of cost record: its columns as the ledger reads them, and its rows in the range. */
interface CostSource {
  source: ExpenseSource;
  day: SQL;
  job: SQL;
  category: SQL;
  /** Numeric: labor is exact to the fraction of a cent, so a sum is rounded once, after adding. */
  amount: SQL;
  record: SQL;
  member: SQL;
  minutes: SQL;
  /** What names the record on a job's costs: the vendor, a description, an order's number and supplier. */
  vendor: SQL;
  description: SQL;
  number: SQL;
  supplier: SQL;
  /** FROM and WHERE, the range pushed in (each reads its own (company, day) index). */
  rows: SQL;
}

/**
 * Costs: bills (not void) on their bill day, receipts on theirs, approved shifts at the member's
 * loaded rate on the shift's day (ADR 0036: the row's own day and cost; a shift without a rate is
 * unratedLabor's), and received material orders that no bill (not void) was made from, on the day
 * they were received.
 */
function costSources(companyId: string, range: LedgerRange): CostSource[] {
  const none = {
    member: sql`null::text`,
    minutes: sql`null::numeric`,
    vendor: sql`null::text`,
    description: sql`null::text`,
    number: sql`null::int`,
    supplier: sql`null::uuid`,
  };
  const bill = {
    day: sql`${bills.billDate}`,
    job: sql`${bills.jobId}`,
    rows: sql`from ${bills} where ${bills.companyId} = ${companyId} and ${bills.status} <> 'void'`,
  };
  const receipt = receiptCosts(companyId);
  const shift = approvedShifts(companyId, true);
  const order = receivedOrderCosts(companyId);
  return [
    {
      ...none,
      source: 'bill',
      ...bill,
      category: sql`${bills.category}`,
      amount: sql`${bills.amountCents}::numeric`,
      record: sql`${bills.id}`,
      vendor: sql`${bills.vendorName}`,
      description: sql`coalesce(${bills.description}, ${bills.reference})`,
      rows: inRange(bill, range),
    },
    { ...none, source: 'receipt', ...receipt, amount: sql`${receipt.amount}::numeric`, rows: inRange(receipt, range) },
    {
      ...none,
      source: 'labor',
      ...shift,
      category: sql`'labor'::text`,
      minutes: sql`${shift.minutes}::numeric`,
      rows: inRange(shift, range),
    },
    {
      ...none,
      source: 'order',
      ...order,
      category: sql`'materials'::text`,
      amount: sql`${order.amount}::numeric`,
      rows: inRange(
        {
          ...order,
          rows: sql`${order.rows} and not exists (
            select 1 from ${bills} b where b.company_id = ${companyId}
              and b.order_id = ${order.record} and b.status <> 'void')`,
        },
        range,
      ),
    },
  ];
}

const unionAll = (parts: SQL[]) => sql.join(parts, sql` union all `);

/**
 * Each cost record (costSources). Columns: day, job_id, category (an expense category, or 'labor'),
 * source (EXPENSE_SOURCES), amount_cents (numeric); and to name each record: record_id (the bill,
 * receipt, work log or order), user_id and minutes (a shift's member and worked minutes), vendor and
 * description (a bill's or receipt's), order_number and supplier_id (an order's); null otherwise.
 */
export function costEntries(companyId: string, range: LedgerRange = {}): SQL {
  return unionAll(
    costSources(companyId, range).map(
      (c) => sql`select ${c.day} as day, ${c.job} as job_id, ${c.category} as category, ${c.source}::text as source,
        ${c.amount} as amount_cents, ${c.record} as record_id, ${c.member} as user_id, ${c.minutes} as minutes,
        ${c.vendor} as vendor, ${c.description} as description, ${c.number} as order_number, ${c.supplier} as supplier_id
      ${c.rows}`,
    ),
  );
}

/** What the ledger's sums are grouped by, besides the category: the company day, or the job. */
export type LedgerKey = 'day' | 'job';

/**
 * The ledger summed in SQL: revenue and each kind of cost, by key and category. Each record kind
 * is summed where it is read, so a year's tens of thousands of records come out as a few hundred
 * sums (a union of the records first would carry every one through). Columns: key (date or uuid,
 * null for no job), category (null for revenue), source ('invoice' or EXPENSE_SOURCES), n (records),
 * revenue and cost (numeric, unrounded: round a cell once, after adding).
 */
export function ledgerSums(companyId: string, range: LedgerRange, by: LedgerKey): SQL {
  // By day, labor is read from the sums the database keeps per day (ADR 0036): a year is a few
  // hundred rows rather than every shift.
  const byDays = by === 'day' && !range.jobId && !range.jobs;
  const sources = costSources(companyId, range).filter((c) => !(byDays && c.source === 'labor'));
  const days = laborDayCosts(companyId);
  return unionAll([
    sql`select ${by === 'day' ? invoices.issueDate : invoices.jobId} as key, null::text as category,
        'invoice'::text as source, count(*)::int as n, sum(${invoiceRevenue})::numeric as revenue, 0::numeric as cost
      ${issuedInvoices(companyId, range)} group by 1`,
    ...sources.map(
      (c) => sql`select ${by === 'day' ? c.day : c.job}, ${c.category}, ${c.source}::text, count(*)::int, 0::numeric,
          sum(${c.amount})
        ${c.rows} group by 1, 2`,
    ),
    ...(byDays
      ? [
          sql`select ${days.day}, 'labor'::text, 'labor'::text, sum(${days.shifts})::int, 0::numeric, sum(${days.amount})
            ${days.rows}${within(days.day, range)}
            group by 1`,
        ]
      : []),
  ]);
}

/** The jobs with any record the ledger counts in the range, each once (job_id; null for records of no job). */
export function ledgerJobs(companyId: string, range: LedgerRange): SQL {
  return sql.join(
    [
      sql`select ${invoices.jobId} as job_id ${issuedInvoices(companyId, range)}`,
      ...costSources(companyId, range).map((c) => sql`select ${c.job} ${c.rows}`),
    ],
    sql` union `,
  );
}

/**
 * Approved shifts whose member had no pay rate on the day: their hours are in no cost. Columns:
 * job_id, minutes. The reports and job costing flag them so that a missing rate is not a profit.
 */
export function unratedLabor(companyId: string, range: LedgerRange = {}): SQL {
  const shifts = approvedShifts(companyId, false);
  return sql`select ${shifts.job} as job_id, ${shifts.minutes} as minutes ${inRange(shifts, range)}`;
}
