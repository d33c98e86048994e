import { z } from 'zod';
import {
  AGING_BUCKETS,
  CASH_FLOW_INTERVALS,
  COST_CATEGORIES,
  EXPENSE_SOURCES,
  JOB_COST_KINDS,
  JOB_COSTING_FLAGS,
  REPORT_GROUPINGS,
} from './financials.ts';
import { COST_BASES, REVENUE_BASES } from './job-margin.ts';
import { JOB_STATUSES } from './jobs.ts';
import { pageSchema } from './responses.ts';

// The financials API's answers (/api/v1/financials/…): defined once, here. Amounts are integer cents.

const cents = z.number().int();
const day = z.string().meta({ example: '2026-12-31' });
const count = z.number().int().min(0);

/** What is owed in each aging bucket, every bucket present, in AGING_BUCKETS order. */
export const agingSchema = z
  .array(z.object({ bucket: z.enum(AGING_BUCKETS), balanceCents: cents, count }))
  .meta({ id: 'Aging' });
export type Aging = z.infer<typeof agingSchema>;

export const receivableClientSchema = z
  .object({
    name: z.string().nullable(),
    email: z.string().nullable(),
    /** Open invoices billed to them. */
    count,
    balanceCents: cents,
    /** The part of the balance past its due date. */
    overdueCents: cents,
    /** The earliest due date among their open invoices, and how many days past it today is (0 if not yet due). */
    oldestDueDate: day,
    daysPastDue: count,
    aging: agingSchema,
  })
  .meta({ id: 'ReceivableClient' });
export type ReceivableClient = z.infer<typeof receivableClientSchema>;

/**
 * Accounts receivable: the balance of every open invoice (sent, viewed, partially paid; overdue
 * ones included), aged by days past due on the company's calendar day `today`.
 */
export const receivablesSchema = z
  .object({
    today: day,
    balanceCents: cents,
    count,
    overdueCents: cents,
    overdueCount: count,
    aging: agingSchema,
    /** The clients owing the most, largest balance first (at most RECEIVABLES_CLIENT_LIMIT). */
    clients: z.array(receivableClientSchema),
    /** How many clients owe anything, listed or not. */
    clientCount: count,
  })
  .meta({ id: 'Receivables' });
export type Receivables = z.infer<typeof receivablesSchema>;

// Issue #18's reports and overview (ADR 0035): accrual basis, every sum in SQL, rounded once per cell.

const month = z.string().meta({ example: '2026-11' });
const margin = z
  .number()
  .nullable()
  .meta({ description: 'Profit over revenue, percent with one decimal; null without revenue' });

/** One cell of cost per category (every one present), then the row's sums. */
export const profitAndLossFiguresSchema = z
  .object({
    revenueCents: cents,
    costs: z.record(z.enum(COST_CATEGORIES), cents),
    totalCostCents: cents,
    profitCents: cents,
    marginPercent: margin,
  })
  .meta({ id: 'ProfitAndLossFigures' });
export type ProfitAndLossFigures = z.infer<typeof profitAndLossFiguresSchema>;

export const profitAndLossRowSchema = profitAndLossFiguresSchema
  .extend({
    /** The month (YYYY-MM), the job's id, or the service type; NO_GROUP for no job or no service type. */
    key: z.string(),
    /** The job's title (by job only). */
    name: z.string().nullable(),
  })
  .meta({ id: 'ProfitAndLossRow' });
export type ProfitAndLossRow = z.infer<typeof profitAndLossRowSchema>;

/** Approved hours in no cost because their member had no pay rate on the day. */
const unratedLaborSchema = z.object({ shifts: count, minutes: count }).meta({ id: 'UnratedLabor' });

export const profitAndLossSchema = z
  .object({
    from: day,
    to: day,
    /** The company's calendar day now. */
    today: day,
    groupBy: z.enum(REPORT_GROUPINGS),
    /**
     * By month: every month of the range, empty ones too. By service type: every type with records.
     * By job: a page of the jobs with records, highest revenue first, then no job on the last page.
     */
    rows: z.array(profitAndLossRowSchema),
    /** By job: the next page's cursor, null on the last page; null by month and service type (one page). */
    nextCursor: z.string().nullable(),
    /** The whole range's, on every page. */
    totals: profitAndLossFiguresSchema,
    unratedLabor: unratedLaborSchema,
  })
  .meta({ id: 'ProfitAndLoss' });
export type ProfitAndLoss = z.infer<typeof profitAndLossSchema>;

const salesTaxFiguresSchema = z.object({
  /** Invoices issued (neither draft nor void). */
  invoiceCount: count,
  /** What they sold, without the tax (total − tax). */
  salesCents: cents,
  /** The part of it a tax rate applied to (the taxed lines less their share of the discount). */
  taxableSalesCents: cents,
  /** The tax they charged. */
  taxCents: cents,
});

export const salesTaxSchema = z
  .object({
    from: day,
    to: day,
    today: day,
    /** Every month of the range, by the invoices' issue day. */
    rows: z.array(salesTaxFiguresSchema.extend({ month })),
    totals: salesTaxFiguresSchema,
  })
  .meta({ id: 'SalesTax' });
export type SalesTax = z.infer<typeof salesTaxSchema>;

const expenseFiguresSchema = z.object({ count, totalCents: cents });

export const expensesSchema = z
  .object({
    from: day,
    to: day,
    today: day,
    /** Every category, in COST_CATEGORIES order (labor last); count is records (shifts for labor). */
    byCategory: z.array(expenseFiguresSchema.extend({ category: z.enum(COST_CATEGORIES) })),
    /** Every source, in EXPENSE_SOURCES order. */
    bySource: z.array(expenseFiguresSchema.extend({ source: z.enum(EXPENSE_SOURCES) })),
    totals: expenseFiguresSchema,
  })
  .meta({ id: 'Expenses' });
export type Expenses = z.infer<typeof expensesSchema>;

const periodSchema = z.object({ from: day, to: day, revenueCents: cents, costCents: cents, profitCents: cents });

/** The financials at a glance, on the company's day. */
export const financialOverviewSchema = z
  .object({
    today: day,
    thisMonth: periodSchema,
    thisYear: periodSchema,
    /** The last OVERVIEW_MONTHS months, the current one last (to date). */
    months: z.array(z.object({ month, revenueCents: cents, costCents: cents, profitCents: cents })),
    receivables: z.object({ balanceCents: cents, count, overdueCents: cents, overdueCount: count }),
    payables: z.object({
      balanceCents: cents,
      count,
      overdueCents: cents,
      overdueCount: count,
      dueNext30DaysCents: cents,
    }),
    /** The money the records account for today (cash basis: ADR 0035), not a bank balance. */
    cashCents: cents,
    /** This year's approved hours without a pay rate. */
    unratedLabor: unratedLaborSchema,
  })
  .meta({ id: 'FinancialOverview' });
export type FinancialOverview = z.infer<typeof financialOverviewSchema>;

/**
 * Cash flow's sums over some days (ADR 0035, cash basis): in is invoice payments less refunds, out
 * is bill payments, pay runs' gross and receipts; net is in − out.
 */
const cashFlowSums = {
  /** Invoice payments received (before refunds). */
  paymentsCents: cents,
  /** Money given back to clients. */
  refundsCents: cents,
  /** paymentsCents − refundsCents. */
  inCents: cents,
  billPaymentsCents: cents,
  /** Pay runs' gross pay, on the day they were paid. */
  payrollCents: cents,
  receiptsCents: cents,
  /** billPaymentsCents + payrollCents + receiptsCents. */
  outCents: cents,
  /** inCents − outCents. */
  netCents: cents,
};

export const cashFlowTotalsSchema = z.object(cashFlowSums).meta({ id: 'CashFlowTotals' });
export type CashFlowTotals = z.infer<typeof cashFlowTotalsSchema>;

/** One week (Sunday to Saturday) or month, its days cut to the range; balanceCents is the running balance at its end. */
export const cashFlowPeriodSchema = z
  .object({ start: day, end: day, ...cashFlowSums, balanceCents: cents })
  .meta({ id: 'CashFlowPeriod' });
export type CashFlowPeriod = z.infer<typeof cashFlowPeriodSchema>;

/** One week of the projection, its days cut to today … today + 90: what open invoices and bills fall due. */
export const cashFlowProjectionWeekSchema = z
  .object({
    start: day,
    end: day,
    expectedInCents: cents,
    expectedOutCents: cents,
    netCents: cents,
    /** The current balance plus every expected amount up to this week's end. */
    projectedBalanceCents: cents,
  })
  .meta({ id: 'CashFlowProjectionWeek' });
export type CashFlowProjectionWeek = z.infer<typeof cashFlowProjectionWeekSchema>;

/**
 * Cash flow on the cash basis (ADR 0035): the range's periods with a running balance that starts
 * at zero before the company's first record (openingBalanceCents: everything before `from`), the
 * range's totals, the balance today, and the next 90 days of open invoices (in) and bills (out) by
 * due date, anything past due placed on today.
 */
export const cashFlowSchema = z
  .object({
    interval: z.enum(CASH_FLOW_INTERVALS),
    /** The company's calendar day. */
    today: day,
    from: day,
    to: day,
    openingBalanceCents: cents,
    closingBalanceCents: cents,
    totals: cashFlowTotalsSchema,
    /** Every period of the range in order, empty ones included. */
    periods: z.array(cashFlowPeriodSchema),
    /** Everything recorded up to and including today. */
    currentBalanceCents: cents,
    projection: z.object({
      from: day,
      to: day,
      expectedInCents: cents,
      expectedOutCents: cents,
      endBalanceCents: cents,
      weeks: z.array(cashFlowProjectionWeekSchema),
    }),
  })
  .meta({ id: 'CashFlow' });
export type CashFlow = z.infer<typeof cashFlowSchema>;

// Job costing (ADR 0035: accrual basis): each job's accepted estimate against what it has cost.

/** The job's accepted estimate (the latest the client accepted), its costs from the accepted lines' unit costs. */
export const jobCostingEstimateSchema = z
  .object({
    estimateId: z.uuid(),
    /** EST-0001, with its revision (EST-0001-R2). */
    displayNumber: z.string(),
    acceptedAt: z.string().meta({ example: '2026-11-27T14:05:00.000Z' }),
    /** The accepted total without its sales tax. */
    revenueCents: cents,
    /** The sum of each kind's estimated cost. */
    costCents: cents,
    /** Accepted lines without a unit cost: in no estimated cost. */
    notCostedLines: count,
  })
  .meta({ id: 'JobCostingEstimate' });
export type JobCostingEstimate = z.infer<typeof jobCostingEstimateSchema>;

/** Approved hours in no cost because their member had no pay rate on the day. */
const jobUnratedLaborSchema = z.object({ shifts: count, minutes: count });

/** One job's figures: the estimate, what it cost by kind, its revenue, margin and flags. */
export const jobCostingRowSchema = z
  .object({
    jobId: z.uuid(),
    title: z.string(),
    status: z.enum(JOB_STATUSES),
    /** Null: no accepted estimate. */
    estimate: jobCostingEstimateSchema.nullable(),
    /** Issued invoices' totals without tax, and how many. */
    invoicedCents: cents,
    invoiceCount: count,
    /** What it cost, by kind (every kind present), and in all. */
    costs: z.record(z.enum(JOB_COST_KINDS), cents),
    /** The cost records' when the job has any, else the costs entered on the job (ADR 0043). */
    costCents: cents,
    costBasis: z
      .enum(COST_BASES)
      .nullable()
      .meta({ description: 'recorded: bills, receipts, approved hours, received orders; entered: typed on the job' }),
    /** Without sales tax: invoiced when anything is, else the accepted estimate's, else the job's price; none: 0. */
    revenueCents: cents,
    revenueBasis: z
      .enum(REVENUE_BASES)
      .nullable()
      .meta({ description: "invoiced, else the accepted estimate's, else the price entered on the job (ADR 0043)" }),
    /** Revenue − cost: the job's one margin (ADR 0043). */
    marginCents: cents,
    marginPercent: z
      .number()
      .nullable()
      .meta({ description: 'Margin over revenue, percent with one decimal; null without revenue' }),
    unratedLabor: jobUnratedLaborSchema,
    /** The kinds costing more than their estimate. */
    overBudgetKinds: z.array(z.enum(JOB_COST_KINDS)),
    flags: z.array(z.enum(JOB_COSTING_FLAGS)),
  })
  .meta({ id: 'JobCostingRow' });
export type JobCostingRow = z.infer<typeof jobCostingRowSchema>;

export const jobCostingListSchema = pageSchema(jobCostingRowSchema)
  .extend({
    /** Jobs matching the filters: on the first page only (null on the pages after it). */
    total: count.nullable(),
    /** Sums over every matching job, not only this page's: on the first page only. */
    totals: z
      .object({
        estimatedRevenueCents: cents,
        estimatedCostCents: cents,
        invoicedCents: cents,
        costCents: cents,
        revenueCents: cents,
        marginCents: cents,
        marginPercent: z.number().nullable(),
        flaggedCount: count,
      })
      .nullable(),
  })
  .meta({ id: 'JobCostingList' });
export type JobCostingList = z.infer<typeof jobCostingListSchema>;

/** One kind's estimate against its actual cost. */
export const jobCostKindSchema = z
  .object({
    kind: z.enum(JOB_COST_KINDS),
    /** Σ quantity × unit cost of the accepted lines of this kind that have one; null when not estimated. */
    estimatedCents: cents.nullable(),
    notCostedLines: count,
    actualCents: cents,
    /** Actual − estimated; null when not estimated. */
    varianceCents: cents.nullable(),
    overBudget: z.boolean(),
  })
  .meta({ id: 'JobCostKind' });
export type JobCostKindFigures = z.infer<typeof jobCostKindSchema>;

/** A cost of the job: a bill, a receipt, a received order without a bill, or a member's approved hours. */
export const jobCostRecordSchema = z
  .object({
    source: z.enum(EXPENSE_SOURCES),
    /** The bill, receipt or order; for labor, the member. */
    id: z.string(),
    /** Its day; for labor, the member's latest shift. */
    day,
    category: z.enum(COST_CATEGORIES),
    kind: z.enum(JOB_COST_KINDS),
    /** The vendor, the order's number, or the member's name. */
    name: z.string(),
    description: z.string().nullable(),
    amountCents: cents,
    /** Labor: the approved shifts and their minutes. */
    shifts: count.nullable(),
    minutes: count.nullable(),
  })
  .meta({ id: 'JobCostRecord' });
export type JobCostRecord = z.infer<typeof jobCostRecordSchema>;

export const jobCostingDetailSchema = jobCostingRowSchema
  .extend({
    /** Every kind, in JOB_COST_KINDS order. */
    kinds: z.array(jobCostKindSchema),
    /** The estimate's margin (its revenue − its estimated cost); null without an accepted estimate. */
    estimatedMarginCents: cents.nullable(),
    estimatedMarginPercent: z.number().nullable(),
    /** Newest first, at most JOB_COSTING_LIMITS.records; `recordCount` counts them all. */
    records: z.array(jobCostRecordSchema),
    recordCount: count,
  })
  .meta({ id: 'JobCostingDetail' });
export type JobCostingDetail = z.infer<typeof jobCostingDetailSchema>;
