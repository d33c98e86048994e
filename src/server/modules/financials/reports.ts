import { sql, type SQL } from 'drizzle-orm';
import type { Language } from '../../../shared/accounts.ts';
import { monthStart, yearStart } from '../../../shared/days.ts';
import type { ProfitAndLossInput, ProfitAndLossPageInput, ReportRangeInput } from '../../../shared/financial-inputs.ts';
import type {
  Expenses,
  FinancialOverview,
  ProfitAndLoss,
  ProfitAndLossFigures,
  ProfitAndLossRow,
  SalesTax,
} from '../../../shared/financial-responses.ts';
import {
  COST_CATEGORIES,
  EXPENSE_SOURCES,
  marginPercent,
  NO_GROUP,
  OVERVIEW_MONTHS,
  rangeTooLong,
  REPORT_MESSAGES,
  type CostCategory,
  type ExpenseSource,
  type ReportGrouping,
} from '../../../shared/financials.ts';
import { formatCents, formatDay } from '../../../shared/format.ts';
import { JOB_SERVICE_TYPES, type JobServiceType } from '../../../shared/jobs.ts';
import { sqlRows } from '../../db/client.ts';
import { invoices } from '../../db/schema/invoices.ts';
import { jobs } from '../../db/schema/jobs.ts';
import type { TenantDb, Tx } from '../../db/tenant.ts';
import { csvCents, csvLine, csvNumber } from '../../platform/csv.ts';
import { invalidInput } from '../../platform/errors.ts';
import { cursorPart, keyset } from '../../platform/pagination.ts';
import { renderPdf, type PdfSection } from '../../platform/pdf/pdf.ts';
import { letterhead } from '../companies/service.ts';
import { isOpen, isOverdue, visibleInvoices } from '../invoices/scope.ts';
import { companyToday } from '../jobs/scope.ts';
import { callerLanguage } from '../members/service.ts';
import { openBillTotals } from '../payables/service.ts';
import { cashBalance } from './cash-flow.ts';
import { ledgerJobs, ledgerSums, revenueEntries, unratedLabor, type LedgerRange } from './ledger.ts';

// The financial reports and the overview (issue #18, ADR 0035): sums over the accrual ledger
// (ledger.ts), in SQL, each cell rounded once (labor is exact to the fraction of a cent until then).

interface Range {
  from: string;
  to: string;
  today: string;
}

/**
 * A report's sums are held in memory by group (a job's, a month's: 14 running sums each); with the
 * default 4 MB, a year of 5,000 jobs would spill to disk. For this transaction only.
 */
const roomToSum = (tx: Tx) => tx.execute(sql`set local work_mem = '64MB'`);

/** The range asked for, this year to date (company days) by default; reversed or too long is a 400. */
async function rangeOf(tx: Tx, t: TenantDb, input: ReportRangeInput): Promise<Range> {
  const today = await companyToday(tx, t);
  const from = input.from ?? yearStart(today);
  const to = input.to ?? today;
  if (from > to) throw invalidInput({ [input.to ? 'to' : 'from']: REPORT_MESSAGES.rangeReversed });
  if (rangeTooLong(from, to)) throw invalidInput({ to: REPORT_MESSAGES.rangeTooLong });
  return { from, to, today };
}

const costColumn = (category: CostCategory) => sql.identifier(`cost_${category}`);

/**
 * Unrounded sums of a group's ledger sums (`e`, by category: few rows, so the wide row of sums is
 * built over few): revenue, each category's cost, all costs.
 */
const SUMS = sql.join(
  [
    sql`sum(e.revenue) as revenue`,
    ...COST_CATEGORIES.map((c) => sql`sum(e.cost) filter (where e.category = ${c}) as ${costColumn(c)}`),
    sql`sum(e.cost) as cost`,
  ],
  sql`, `,
);

/** The cells of a row of sums (`s`), each rounded once to cents; `total` adds the rows up first. */
function cells(total: boolean): SQL {
  const cell = (column: SQL) =>
    total ? sql`round(coalesce(sum(${column}), 0))::bigint` : sql`round(coalesce(${column}, 0))::bigint`;
  return sql.join(
    [
      sql`${cell(sql`s.revenue`)} as revenue`,
      ...COST_CATEGORIES.map((c) => sql`${cell(sql`s.${costColumn(c)}`)} as ${costColumn(c)}`),
      sql`${cell(sql`s.cost`)} as cost`,
    ],
    sql`, `,
  );
}

type FigureRow = Record<'revenue' | 'cost' | `cost_${CostCategory}`, string | number>;

/** Each category with its column's name (made once: a P&L by job reads 5,000 rows of them). */
const COST_COLUMNS = COST_CATEGORIES.map((c) => [c, `cost_${c}`] as const);

function figuresOf(row: FigureRow): ProfitAndLossFigures {
  const revenueCents = Number(row.revenue);
  const totalCostCents = Number(row.cost);
  const profitCents = revenueCents - totalCostCents;
  const costs = {} as Record<CostCategory, number>;
  for (const [category, column] of COST_COLUMNS) costs[category] = Number(row[column]);
  return {
    revenueCents,
    costs,
    totalCostCents,
    profitCents,
    marginPercent: marginPercent(profitCents, revenueCents),
  };
}

/** The first day of each month from `from`'s to `to`'s, as `k`. */
const monthsOf = (from: string, to: string) =>
  sql`generate_series(date_trunc('month', ${from}::date)::timestamp, date_trunc('month', ${to}::date)::timestamp, interval '1 month')`;

/**
 * The ledger's sums in the range by a group's key (`k`) and category: months from the days' sums,
 * jobs from the jobs', a job's service type from its job's (no job, or none set: NO_GROUP).
 */
function byCategory(companyId: string, range: LedgerRange, groupBy: ReportGrouping): SQL {
  const sums = (key: SQL, by: 'day' | 'job', join: SQL = sql``) =>
    sql`select ${key} as k, l.category, sum(l.revenue) as revenue, sum(l.cost) as cost
      from (${ledgerSums(companyId, range, by)}) l ${join} group by 1, 2`;
  switch (groupBy) {
    case 'month':
      return sums(sql`date_trunc('month', l.key::timestamp)::date`, 'day');
    case 'job':
      return sums(sql`l.key`, 'job');
    case 'service_type':
      return sums(
        sql`coalesce(j.service_type, ${NO_GROUP})`,
        'job',
        sql`left join ${jobs} j on j.company_id = ${companyId} and j.id = l.key`,
      );
  }
}

interface PnlRow extends FigureRow {
  key: string | null;
  name: string | null;
  total: boolean;
}

const serviceOrder = (key: string) => {
  const i = JOB_SERVICE_TYPES.indexOf(key as JobServiceType);
  return i < 0 ? JOB_SERVICE_TYPES.length : i;
};

/** By job, the pages' order (JOBS_BY_REVENUE): highest revenue first, then by id, descending. */
function sortRows(rows: ProfitAndLossRow[], groupBy: ReportGrouping): ProfitAndLossRow[] {
  const none = (r: ProfitAndLossRow) => (r.key === NO_GROUP ? 1 : 0);
  return rows.sort((a, b) => {
    if (groupBy === 'month') return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
    if (none(a) !== none(b)) return none(a) - none(b);
    if (groupBy === 'service_type') return serviceOrder(a.key) - serviceOrder(b.key);
    return b.revenueCents - a.revenueCents || (a.key < b.key ? 1 : -1);
  });
}

async function unrated(tx: Tx, companyId: string, range: LedgerRange) {
  const [row] = await sqlRows<{ shifts: number; minutes: number }>(
    tx,
    sql`select count(*)::int as shifts, coalesce(sum(minutes), 0)::int as minutes from (${unratedLabor(companyId, range)}) u`,
  );
  return { shifts: row?.shifts ?? 0, minutes: row?.minutes ?? 0 };
}

/**
 * The profit and loss (accrual basis): revenue, each cost category, total costs, profit and margin,
 * by month (every month of the range), by job (no job is overhead) or by the job's service type,
 * and the totals, every row at once (the downloads' and, by month and service type, the page's).
 * One statement: the entries are summed once per group, and the totals add up those unrounded
 * sums, so each cell is rounded once.
 */
function profitAndLossReport(t: TenantDb, input: ProfitAndLossInput): Promise<ProfitAndLoss> {
  const companyId = t.ctx.companyId;
  return t.run(async (tx) => {
    const range = await rangeOf(tx, t, input);
    await roomToSum(tx);
    const sums = sql`s as (select e.k, ${SUMS} from (${byCategory(companyId, range, input.groupBy)}) e group by 1)`;
    const groups =
      input.groupBy === 'month'
        ? sql`select to_char(m.k, 'YYYY-MM') as key, null::text as name, false as total, ${cells(false)}
            from ${monthsOf(range.from, range.to)} m(k) left join s on s.k = m.k::date`
        : input.groupBy === 'job'
          ? sql`select coalesce(s.k::text, ${NO_GROUP}) as key, j.title as name, false as total, ${cells(false)}
            from s left join ${jobs} j on j.company_id = ${companyId} and j.id = s.k`
          : sql`select s.k as key, null::text as name, false as total, ${cells(false)} from s`;
    const rows = await sqlRows<PnlRow>(
      tx,
      sql`with ${sums}
        ${groups}
        union all
        select null, null, true, ${cells(true)} from s`,
    );
    const totals = rows.find((r) => r.total)!;
    return {
      from: range.from,
      to: range.to,
      today: range.today,
      groupBy: input.groupBy,
      nextCursor: null,
      rows: sortRows(
        rows
          .filter((r) => !r.total)
          .map((r) => ({
            key: r.key!,
            name: input.groupBy === 'job' && r.key !== NO_GROUP ? (r.name ?? '') : null,
            ...figuresOf(r),
          })),
        input.groupBy,
      ),
      totals: figuresOf(totals),
      unratedLabor: await unrated(tx, companyId, range),
    };
  });
}

/**
 * The P&L by job's order: highest revenue first, then by id, descending (the jobs without revenue
 * among themselves): a keyset is one key and the id. Revenue is the one figure known before any
 * cost is summed, so a page's jobs are chosen from the invoices alone.
 */
const JOBS_BY_REVENUE = keyset(
  'revenue',
  { key: sql`p.k`, type: 'numeric', dir: 'desc', check: cursorPart.decimal },
  sql`p.id`,
);

interface PnlPage {
  rows: (FigureRow & { id: string | null; sort_key: string | null; key: string; name: string | null })[];
  totals: FigureRow;
  unrated: { shifts: number; minutes: number };
}

/**
 * GET …/profit-and-loss?groupBy=job: a page of the jobs with records in the range, highest revenue
 * first, each job's figures summed from its own records only (by the jobs' indexes); the records of
 * no job close the last page. The whole range's totals come with every page, from the day sums (a
 * few hundred rows, ADR 0036), and so do the hours without a rate. One statement after the company's
 * day: the jobs with revenue are ranked from the invoices; the jobs with costs and no revenue, and
 * the records of no job, are read only once a page reaches them.
 */
function profitAndLossByJob(t: TenantDb, input: ProfitAndLossPageInput): Promise<ProfitAndLoss> {
  const companyId = t.ctx.companyId;
  const after = JOBS_BY_REVENUE.where(input.cursor) ?? sql`true`;
  const by = sql.join(JOBS_BY_REVENUE.by, sql`, `);
  const more = input.limit + 1;
  return t.run(async (tx) => {
    const range = await rangeOf(tx, t, input);
    const [page] = await sqlRows<PnlPage>(
      tx,
      sql`with rev as (
          select r.job_id as id, sum(r.revenue_cents) as k from (${revenueEntries(companyId, range)}) r
          where r.job_id is not null group by 1 having sum(r.revenue_cents) > 0
        ), earning as (
          select p.id, p.k from rev p where ${after} order by ${by} limit ${more}
        ), costing as (
          select p.id, p.k from (
            select l.job_id as id, 0::numeric as k from (${ledgerJobs(companyId, range)}) l
            where l.job_id is not null and l.job_id not in (select id from rev)
          ) p
          where (select count(*) from earning) <= ${input.limit} and ${after}
          order by ${by} limit ${more}
        ), page as (
          select p.id, p.k from (select * from earning union all select * from costing) p order by ${by} limit ${more}
        ), s as (
          select e.key as k, ${SUMS} from (${ledgerSums(companyId, { ...range, jobs: sql`select id from page` }, 'job')}) e
          group by 1
        ), overhead as (
          select ${SUMS} from (${ledgerSums(companyId, range, 'job')}) e
          where e.key is null and (select count(*) from page) <= ${input.limit}
          having count(*) > 0
        )
        select
          (select coalesce(json_agg(r order by r.no_job, r.k desc, r.id desc), '[]') from (
            select p.id, p.k, p.k::text as sort_key, false as no_job, p.id::text as key, j.title as name, ${cells(false)}
            from page p left join s on s.k = p.id left join ${jobs} j on j.company_id = ${companyId} and j.id = p.id
            union all
            select null, null, null, true, ${NO_GROUP}, null, ${cells(false)} from overhead s
          ) r) as rows,
          (select to_json(r) from (
            select ${cells(false)} from (select ${SUMS} from (${ledgerSums(companyId, range, 'day')}) e) s
          ) r) as totals,
          (select json_build_object('shifts', count(*), 'minutes', coalesce(sum(u.minutes), 0))
            from (${unratedLabor(companyId, range)}) u) as unrated`,
    );
    const { items, nextCursor } = JOBS_BY_REVENUE.page(page!.rows, input.limit, (r) => [r.sort_key, r.id!]);
    return {
      ...range,
      groupBy: 'job',
      rows: items.map((r) => ({ key: r.key, name: r.id === null ? null : (r.name ?? ''), ...figuresOf(r) })),
      nextCursor,
      totals: figuresOf(page!.totals),
      unratedLabor: { shifts: Number(page!.unrated.shifts), minutes: Number(page!.unrated.minutes) },
    };
  });
}

/** GET …/profit-and-loss: by job a page at a time; by month or service type every row (a few dozen). */
export function profitAndLoss(t: TenantDb, input: ProfitAndLossPageInput): Promise<ProfitAndLoss> {
  if (input.groupBy === 'job') return profitAndLossByJob(t, input);
  // Other groupings have one page; a cursor is still checked, as every list's is (a forged one is a 400).
  JOBS_BY_REVENUE.read(input.cursor);
  return profitAndLossReport(t, input);
}

interface TaxRow {
  month: string | null;
  total: boolean;
  n: number;
  sales: string;
  taxable: string;
  tax: string;
}

/** Sales tax by month of issue: invoices issued, their sales without tax, the taxable part, the tax charged. */
export function salesTax(t: TenantDb, input: ReportRangeInput): Promise<SalesTax> {
  const companyId = t.ctx.companyId;
  return t.run(async (tx) => {
    const range = await rangeOf(tx, t, input);
    await roomToSum(tx);
    const rows = await sqlRows<TaxRow>(
      tx,
      sql`with rev as (${revenueEntries(companyId, range)}),
        e as (select rev.*, date_trunc('month', rev.day::timestamp)::date as month, rev.taxable_cents as base from rev),
        s as (select month, count(*)::int as n, sum(revenue_cents) as sales, sum(base) as taxable, sum(tax_cents) as tax
              from e group by month)
        select to_char(m.k, 'YYYY-MM') as month, false as total, coalesce(s.n, 0) as n,
          coalesce(s.sales, 0)::bigint as sales, coalesce(s.taxable, 0)::bigint as taxable, coalesce(s.tax, 0)::bigint as tax
        from ${monthsOf(range.from, range.to)} m(k) left join s on s.month = m.k::date
        union all
        select null, true, count(*)::int, coalesce(sum(e.revenue_cents), 0)::bigint,
          coalesce(sum(e.base), 0)::bigint, coalesce(sum(e.tax_cents), 0)::bigint
        from e`,
    );
    const figures = (r: TaxRow) => ({
      invoiceCount: r.n,
      salesCents: Number(r.sales),
      taxableSalesCents: Number(r.taxable),
      taxCents: Number(r.tax),
    });
    return {
      ...range,
      rows: rows
        .filter((r) => !r.total)
        .map((r) => ({ month: r.month!, ...figures(r) }))
        .sort((a, b) => a.month.localeCompare(b.month)),
      totals: figures(rows.find((r) => r.total)!),
    };
  });
}

interface ExpenseRow {
  category: CostCategory | null;
  source: ExpenseSource | null;
  by: 'category' | 'source' | 'total';
  n: number;
  total: string;
}

/** Costs by category and by source (bills, receipts, labor, orders without a bill), every one listed. */
export function expenses(t: TenantDb, input: ReportRangeInput): Promise<Expenses> {
  const companyId = t.ctx.companyId;
  return t.run(async (tx) => {
    const range = await rangeOf(tx, t, input);
    await roomToSum(tx);
    const rows = await sqlRows<ExpenseRow>(
      tx,
      sql`select category, source,
          case when grouping(category) = 0 then 'category' when grouping(source) = 0 then 'source' else 'total' end as by,
          coalesce(sum(n), 0)::int as n, round(coalesce(sum(cost), 0))::bigint as total
        from (${ledgerSums(companyId, range, 'day')}) c where source <> 'invoice'
        group by grouping sets ((category), (source), ())`,
    );
    const figures = (row: ExpenseRow | undefined) => ({ count: row?.n ?? 0, totalCents: Number(row?.total ?? 0) });
    return {
      ...range,
      byCategory: COST_CATEGORIES.map((category) => ({
        category,
        ...figures(rows.find((r) => r.by === 'category' && r.category === category)),
      })),
      bySource: EXPENSE_SOURCES.map((source) => ({
        source,
        ...figures(rows.find((r) => r.by === 'source' && r.source === source)),
      })),
      totals: figures(rows.find((r) => r.by === 'total')),
    };
  });
}

// The overview

interface OverviewRow {
  months: { month: string; revenue: number; cost: number }[];
  this_month: { revenue: number; cost: number };
  this_year: { revenue: number; cost: number };
  receivables: { balance: number; n: number; overdue: number; overdue_n: number };
  unrated: { shifts: number; minutes: number };
  cash: string;
}

/**
 * The financials at a glance, on the company's day: this month's and this year's revenue, costs and
 * profit, the last 12 months for the chart, what clients owe and what the company owes, the cash
 * position and the hours without a rate. One statement reads the ledger once, from the first of the
 * 12 months to today, summed by month; this month's and this year's figures add up those unrounded
 * sums, so they equal the P&L's to the cent. (Each job's profit is the P&L by job's and job
 * costing's: summing 5,000 jobs here would double the overview's time.)
 */
export function financialOverview(t: TenantDb): Promise<FinancialOverview> {
  const companyId = t.ctx.companyId;
  return t.run(async (tx) => {
    const today = await companyToday(tx, t);
    const first = monthStart(today, 1 - OVERVIEW_MONTHS);
    const year = yearStart(today);
    const money = (column: string) => sql`round(coalesce(sum(${sql.identifier(column)}), 0))::bigint`;
    const owed = sql`${invoices.totalCents} - ${invoices.paidCents}`;
    const [row] = await sqlRows<OverviewRow>(
      tx,
      sql`with m as (
        select date_trunc('month', l.key::timestamp)::date as month, sum(l.revenue) as revenue, sum(l.cost) as cost
        from (${ledgerSums(companyId, { from: first, to: today }, 'day')}) l group by 1
      )
      select
        (select json_agg(json_build_object('month', to_char(g.k, 'YYYY-MM'),
            'revenue', round(coalesce(m.revenue, 0)), 'cost', round(coalesce(m.cost, 0))) order by g.k)
          from ${monthsOf(first, today)} g(k) left join m on m.month = g.k::date) as months,
        (select json_build_object('revenue', ${money('revenue')}, 'cost', ${money('cost')})
          from m where month = ${monthStart(today)}::date) as this_month,
        (select json_build_object('revenue', ${money('revenue')}, 'cost', ${money('cost')})
          from m where month >= ${year}::date) as this_year,
        (select json_build_object('balance', coalesce(sum(${owed}), 0), 'n', count(*),
            'overdue', coalesce(sum(${owed}) filter (where ${isOverdue}), 0),
            'overdue_n', count(*) filter (where ${isOverdue}))
          from ${invoices} where ${visibleInvoices(t)} and ${isOpen}) as receivables,
        (select json_build_object('shifts', count(*), 'minutes', coalesce(sum(u.minutes), 0))
          from (${unratedLabor(companyId, { from: year, to: today })}) u) as unrated,
        -- The cash position is cash flow's balance today (cash basis).
        ${cashBalance(companyId, today)} as cash`,
    );
    return overviewOf(today, row!, await openBillTotals(tx, t));
  });
}

/** The overview from its statement's row and what the company owes on open bills. */
function overviewOf(
  today: string,
  row: OverviewRow,
  owed: Awaited<ReturnType<typeof openBillTotals>>,
): FinancialOverview {
  const period = (from: string, figures: { revenue: number; cost: number }) => ({
    from,
    to: today,
    revenueCents: Number(figures.revenue),
    costCents: Number(figures.cost),
    profitCents: Number(figures.revenue) - Number(figures.cost),
  });
  return {
    today,
    thisMonth: period(monthStart(today), row.this_month),
    thisYear: period(yearStart(today), row.this_year),
    months: row.months.map((m) => ({
      month: m.month,
      revenueCents: Number(m.revenue),
      costCents: Number(m.cost),
      profitCents: Number(m.revenue) - Number(m.cost),
    })),
    receivables: {
      balanceCents: Number(row.receivables.balance),
      count: Number(row.receivables.n),
      overdueCents: Number(row.receivables.overdue),
      overdueCount: Number(row.receivables.overdue_n),
    },
    payables: {
      balanceCents: owed.balanceCents,
      count: owed.count,
      overdueCents: owed.overdueCents,
      overdueCount: owed.overdueCount,
      dueNext30DaysCents: owed.dueNext30DaysCents,
    },
    cashCents: Number(row.cash),
    unratedLabor: { shifts: Number(row.unrated.shifts), minutes: Number(row.unrated.minutes) },
  };
}

// Downloads: CSV (amounts in dollars with two decimals, as spreadsheets read them) and the P&L as a PDF

const TEXTS = {
  en: {
    profitAndLoss: 'Profit and loss',
    salesTax: 'Sales tax',
    expenses: 'Expenses',
    month: 'Month',
    job: 'Job',
    serviceType: 'Service type',
    noJob: 'No job (overhead)',
    noServiceType: 'No service type',
    revenue: 'Revenue',
    totalCosts: 'Total costs',
    profit: 'Profit',
    margin: 'Margin %',
    total: 'Total',
    invoices: 'Invoices',
    sales: 'Sales (without tax)',
    taxableSales: 'Taxable sales',
    taxCollected: 'Tax collected',
    category: 'Category',
    source: 'Source',
    count: 'Records',
    amount: 'Amount',
    from: 'From',
    to: 'To',
    groupedBy: 'By',
    basis: 'Basis',
    accrual: 'Accrual',
    summary: 'Summary',
    costsByCategory: 'Costs by category',
    note: 'About these figures',
    noteText:
      'Accrual basis: revenue is the invoices issued in the period (neither draft nor void), without sales tax; ' +
      'costs are bills (not void), receipts, approved work-log hours at the loaded rate and received material ' +
      'orders without a bill, each on its own day. Cash flow is on the cash basis. This report is not tax advice ' +
      'and is not a tax filing.',
    unrated: (hours: string) => `${hours} approved hours have no pay rate and are in no cost.`,
    categories: {
      materials: 'Materials',
      subcontractors: 'Subcontractors',
      equipment: 'Equipment',
      fuel: 'Fuel',
      vehicles: 'Vehicles',
      insurance: 'Insurance',
      rent: 'Rent',
      utilities: 'Utilities',
      office: 'Office',
      marketing: 'Marketing',
      other: 'Other',
      labor: 'Labor',
    } satisfies Record<CostCategory, string>,
    sources: {
      bill: 'Bills',
      receipt: 'Receipts',
      labor: 'Labor (work logs)',
      order: 'Material orders without a bill',
    } satisfies Record<ExpenseSource, string>,
    serviceTypes: {
      hardwood: 'Hardwood',
      laminate: 'Laminate',
      vinyl: 'Vinyl / LVP',
      tile: 'Tile',
      carpet: 'Carpet',
      refinishing: 'Refinishing',
      repair: 'Repair',
      other: 'Other',
    } satisfies Record<JobServiceType, string>,
  },
  pt: {
    profitAndLoss: 'Demonstrativo de resultados',
    salesTax: 'Imposto sobre vendas',
    expenses: 'Despesas',
    month: 'Mês',
    job: 'Obra',
    serviceType: 'Tipo de serviço',
    noJob: 'Sem obra (despesas gerais)',
    noServiceType: 'Sem tipo de serviço',
    revenue: 'Receita',
    totalCosts: 'Custos totais',
    profit: 'Lucro',
    margin: 'Margem %',
    total: 'Total',
    invoices: 'Faturas',
    sales: 'Vendas (sem imposto)',
    taxableSales: 'Vendas tributáveis',
    taxCollected: 'Imposto cobrado',
    category: 'Categoria',
    source: 'Origem',
    count: 'Registros',
    amount: 'Valor',
    from: 'De',
    to: 'Até',
    groupedBy: 'Por',
    basis: 'Regime',
    accrual: 'Competência',
    summary: 'Resumo',
    costsByCategory: 'Custos por categoria',
    note: 'Sobre estes números',
    noteText:
      'Regime de competência: a receita são as faturas emitidas no período (nem rascunho nem canceladas), sem o ' +
      'imposto sobre vendas; os custos são as contas a pagar (não canceladas), os recibos, as horas aprovadas pelo ' +
      'custo total da hora e os pedidos de material recebidos sem conta, cada um no seu dia. O fluxo de caixa é ' +
      'pelo regime de caixa. Este relatório não é orientação fiscal nem declaração de impostos.',
    unrated: (hours: string) => `${hours} horas aprovadas não têm valor por hora e não entram nos custos.`,
    categories: {
      materials: 'Materiais',
      subcontractors: 'Subempreiteiros',
      equipment: 'Equipamentos',
      fuel: 'Combustível',
      vehicles: 'Veículos',
      insurance: 'Seguros',
      rent: 'Aluguel',
      utilities: 'Contas de consumo',
      office: 'Escritório',
      marketing: 'Marketing',
      other: 'Outros',
      labor: 'Mão de obra',
    } satisfies Record<CostCategory, string>,
    sources: {
      bill: 'Contas a pagar',
      receipt: 'Recibos',
      labor: 'Mão de obra (registros de horas)',
      order: 'Pedidos de material sem conta',
    } satisfies Record<ExpenseSource, string>,
    serviceTypes: {
      hardwood: 'Madeira maciça',
      laminate: 'Laminado',
      vinyl: 'Vinílico / LVP',
      tile: 'Porcelanato / cerâmica',
      carpet: 'Carpete',
      refinishing: 'Restauração',
      repair: 'Reparo',
      other: 'Outro',
    } satisfies Record<JobServiceType, string>,
  },
} as const;

const textsOf = (language: Language) => TEXTS[language] ?? TEXTS.en;

const percentText = (margin: number | null) => (margin === null ? null : csvNumber(margin.toFixed(1)));

type Texts = ReturnType<typeof textsOf>;

/** What a P&L row is called: its month, its job's title, or its service type, in the caller's words. */
function rowLabel(row: ProfitAndLossRow, groupBy: ReportGrouping, x: Texts): string {
  if (groupBy === 'month') return row.key;
  if (groupBy === 'job') return row.key === NO_GROUP ? x.noJob : (row.name ?? '');
  return row.key === NO_GROUP ? x.noServiceType : (x.serviceTypes[row.key as JobServiceType] ?? row.key);
}

const groupTitle = (groupBy: ReportGrouping, x: Texts) =>
  groupBy === 'month' ? x.month : groupBy === 'job' ? x.job : x.serviceType;

export interface ReportFile {
  filename: string;
  body: string;
}

const languageOf = (t: TenantDb) => t.run((tx) => callerLanguage(tx, t));
const fileRange = (r: { from: string; to: string }) => `${r.from}-to-${r.to}`;

export async function profitAndLossCsv(t: TenantDb, input: ProfitAndLossInput): Promise<ReportFile> {
  const report = await profitAndLossReport(t, input);
  const x = textsOf(await languageOf(t));
  const figures = (f: ProfitAndLossFigures) => [
    csvCents(f.revenueCents),
    ...COST_CATEGORIES.map((c) => csvCents(f.costs[c])),
    csvCents(f.totalCostCents),
    csvCents(f.profitCents),
    percentText(f.marginPercent),
  ];
  const lines = [
    csvLine([
      groupTitle(report.groupBy, x),
      x.revenue,
      ...COST_CATEGORIES.map((c) => x.categories[c]),
      x.totalCosts,
      x.profit,
      x.margin,
    ]),
    ...report.rows.map((row) => csvLine([rowLabel(row, report.groupBy, x), ...figures(row)])),
    csvLine([x.total, ...figures(report.totals)]),
  ];
  return {
    filename: `profit-and-loss-by-${report.groupBy.replace('_', '-')}-${fileRange(report)}.csv`,
    body: '\uFEFF' + lines.join(''),
  };
}

export async function salesTaxCsv(t: TenantDb, input: ReportRangeInput): Promise<ReportFile> {
  const report = await salesTax(t, input);
  const x = textsOf(await languageOf(t));
  const figures = (f: SalesTax['totals']) => [
    f.invoiceCount,
    csvCents(f.salesCents),
    csvCents(f.taxableSalesCents),
    csvCents(f.taxCents),
  ];
  const lines = [
    csvLine([x.month, x.invoices, x.sales, x.taxableSales, x.taxCollected]),
    ...report.rows.map((row) => csvLine([row.month, ...figures(row)])),
    csvLine([x.total, ...figures(report.totals)]),
  ];
  return { filename: `sales-tax-${fileRange(report)}.csv`, body: '\uFEFF' + lines.join('') };
}

export async function expensesCsv(t: TenantDb, input: ReportRangeInput): Promise<ReportFile> {
  const report = await expenses(t, input);
  const x = textsOf(await languageOf(t));
  const lines = [
    csvLine([x.category, x.count, x.amount]),
    ...report.byCategory.map((r) => csvLine([x.categories[r.category], r.count, csvCents(r.totalCents)])),
    csvLine([x.total, report.totals.count, csvCents(report.totals.totalCents)]),
    '\r\n',
    csvLine([x.source, x.count, x.amount]),
    ...report.bySource.map((r) => csvLine([x.sources[r.source], r.count, csvCents(r.totalCents)])),
    csvLine([x.total, report.totals.count, csvCents(report.totals.totalCents)]),
  ];
  return { filename: `expenses-${fileRange(report)}.csv`, body: '\uFEFF' + lines.join('') };
}

/**
 * The P&L as a PDF (ADR 0025), headed by the company and the range: a summary table (revenue, costs,
 * profit and margin per row, then the totals), the costs by category, and what the figures count.
 */
export async function profitAndLossPdf(
  t: TenantDb,
  input: ProfitAndLossInput,
): Promise<{ filename: string; bytes: Buffer }> {
  const report = await profitAndLossReport(t, input);
  const { company, language } = await t.run(async (tx) => ({
    company: await letterhead(tx, t),
    language: await callerLanguage(tx, t),
  }));
  const x = textsOf(language);
  const money = (cents: number) => formatCents(cents, language);
  const margin = (m: number | null) =>
    m === null
      ? '—'
      : `${new Intl.NumberFormat(language === 'pt' ? 'pt-BR' : 'en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(m)} %`;
  const range = `${formatDay(report.from, language)} – ${formatDay(report.to, language)}`;
  const summary: PdfSection = {
    title: x.summary,
    columns: [
      { label: groupTitle(report.groupBy, x) },
      { label: x.revenue, align: 'right' },
      { label: x.totalCosts, align: 'right' },
      { label: x.profit, align: 'right' },
      { label: x.margin, align: 'right' },
    ],
    rows: [...report.rows, { ...report.totals, key: '', name: null, total: true }].map((row) => ({
      cells: [
        'total' in row ? x.total : rowLabel(row, report.groupBy, x),
        money(row.revenueCents),
        money(row.totalCostCents),
        money(row.profitCents),
        margin(row.marginPercent),
      ],
    })),
  };
  const byCategory: PdfSection = {
    title: x.costsByCategory,
    columns: [{ label: x.category }, { label: x.amount, align: 'right' }],
    rows: COST_CATEGORIES.map((c) => ({ cells: [x.categories[c], money(report.totals.costs[c])] })),
    totals: [{ label: x.totalCosts, value: money(report.totals.totalCostCents) }],
  };
  const hours = (report.unratedLabor.minutes / 60).toFixed(2);
  const bytes = await renderPdf({
    language,
    company,
    title: x.profitAndLoss,
    number: range,
    facts: [
      { label: x.groupedBy, value: groupTitle(report.groupBy, x) },
      { label: x.basis, value: x.accrual },
    ],
    parties: [],
    sections: [summary, byCategory],
    totals: [
      { label: x.revenue, value: money(report.totals.revenueCents) },
      { label: x.totalCosts, value: money(report.totals.totalCostCents) },
      { label: x.profit, value: money(report.totals.profitCents), strong: true },
    ],
    blocks: [
      {
        title: x.note,
        text: report.unratedLabor.shifts ? `${x.noteText}\n${x.unrated(hours)}` : x.noteText,
      },
    ],
    footer: `${company.name} · ${x.profitAndLoss} · ${range}`,
  });
  return {
    filename: `profit-and-loss-by-${report.groupBy.replace('_', '-')}-${fileRange(report)}.pdf`,
    bytes,
  };
}
