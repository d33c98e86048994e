/**
 * Issue #18: financials. Accounts receivable ages what clients still owe by how long it has been
 * past its due date, in the company's time zone (ADR 0032).
 */
import { EXPENSE_CATEGORIES } from './payables.ts';
import { addDays, addYears, monthStart, sundayOf } from './days.ts';

/** Not yet due, then days past the due date: 1–30, 31–60, 61–90, over 90. */
export const AGING_BUCKETS = ['current', 'days_1_30', 'days_31_60', 'days_61_90', 'days_over_90'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

/** The days past due each bucket holds, both ends included (null: no end). */
export const AGING_RANGES: Record<AgingBucket, { min: number | null; max: number | null }> = {
  current: { min: null, max: 0 },
  days_1_30: { min: 1, max: 30 },
  days_31_60: { min: 31, max: 60 },
  days_61_90: { min: 61, max: 90 },
  days_over_90: { min: 91, max: null },
};

/** The bucket of an open invoice `daysPastDue` days after its due date (0 or less: not yet due). */
export function agingBucket(daysPastDue: number): AgingBucket {
  return AGING_BUCKETS.find((bucket) => {
    const { min, max } = AGING_RANGES[bucket];
    return (min === null || daysPastDue >= min) && (max === null || daysPastDue <= max);
  })!;
}

/** How many clients the receivables report lists, largest balance first (the rest are counted). */
export const RECEIVABLES_CLIENT_LIMIT = 50;

// Issue #18's reports (ADR 0035): the profit and loss, sales tax and expenses over a range of company
// days, and the overview. Accrual basis: revenue when invoiced, costs when incurred.

/** How the profit and loss splits its range: by month, by job (no job: overhead), or by the job's service type. */
export const REPORT_GROUPINGS = ['month', 'job', 'service_type'] as const;
export type ReportGrouping = (typeof REPORT_GROUPINGS)[number];

/** The P&L's cost columns: every expense category of bills and receipts, then labor (approved hours at the loaded rate). */
export const COST_CATEGORIES = [...EXPENSE_CATEGORIES, 'labor'] as const;
export type CostCategory = (typeof COST_CATEGORIES)[number];

/** Where a cost comes from (ADR 0035): a bill, a receipt, approved work logs, or a received order without a bill. */
/** The kinds of money that moved (ADR 0035): `payment` is in, the rest out or given back. */
export const CASH_KINDS = ['payment', 'refund', 'bill', 'payroll', 'receipt'] as const;
export type CashKind = (typeof CASH_KINDS)[number];

export const EXPENSE_SOURCES = ['bill', 'receipt', 'labor', 'order'] as const;
export type ExpenseSource = (typeof EXPENSE_SOURCES)[number];

/** The key of the P&L row for records without a job (overhead), or of jobs without a service type. */
export const NO_GROUP = 'none';

/** A report covers at most this many years. */
export const REPORT_MAX_YEARS = 5;

/** The P&L by job answers a page of this many jobs at a time (a busy year has thousands). */
export const PNL_JOB_PAGE_SIZE = 50;

/** The overview's chart: this many months, the current one last. */
export const OVERVIEW_MONTHS = 12;

export const REPORT_MESSAGES = {
  rangeReversed: 'The start date must be on or before the end date.',
  rangeTooLong: `A report can cover at most ${REPORT_MAX_YEARS} years.`,
} as const;

/** Whether a range of days is longer than a report may cover: `to` on or after the day `from` turns 5 years older. */
export const rangeTooLong = (from: string, to: string) => to >= addYears(from, REPORT_MAX_YEARS);

/** Profit over revenue as a percent with one decimal (−12.5); null without revenue. */
export function marginPercent(profitCents: number, revenueCents: number): number | null {
  if (revenueCents === 0) return null;
  return Math.round((profitCents * 1000) / revenueCents) / 10;
}

// Cash flow (ADR 0035): the cash basis, what moved on the day it moved, by week (Sunday to Saturday,
// as payroll's workweek) or by month, with a running balance and a 90-day projection.

export const CASH_FLOW_INTERVALS = ['week', 'month'] as const;
export type CashFlowInterval = (typeof CASH_FLOW_INTERVALS)[number];

/** Without a range: this many periods, the current one (to the company's today) last. */
export const CASH_FLOW_DEFAULT_PERIODS = 12;
/** The longest range each interval shows. */
export const CASH_FLOW_MAX_YEARS: Record<CashFlowInterval, number> = { week: 3, month: 10 };
/** The projection runs from today to this many days ahead. */
export const CASH_FLOW_PROJECTION_DAYS = 90;

export const CASH_FLOW_MESSAGES = {
  rangeReversed: 'The start date must be on or before the end date.',
  weeksTooLong: `By week, cash flow covers at most ${CASH_FLOW_MAX_YEARS.week} years: choose a shorter range or view it by month.`,
  monthsTooLong: `By month, cash flow covers at most ${CASH_FLOW_MAX_YEARS.month} years.`,
} as const;

/** The first day of the week (its Sunday) or of the month holding a day (YYYY-MM-DD). */
export function cashFlowPeriodStart(day: string, interval: CashFlowInterval): string {
  return interval === 'month' ? monthStart(day) : sundayOf(day);
}

/** A period's first day moved by whole periods (a month start stays a month start). */
export function shiftCashFlowPeriod(start: string, interval: CashFlowInterval, periods: number): string {
  return interval === 'week' ? addDays(start, periods * 7) : monthStart(start, periods);
}

/** The default range ending on `today`: the last CASH_FLOW_DEFAULT_PERIODS weeks or months, whole from their first day. */
export function defaultCashFlowRange(interval: CashFlowInterval, today: string): { from: string; to: string } {
  const current = cashFlowPeriodStart(today, interval);
  return { from: shiftCashFlowPeriod(current, interval, 1 - CASH_FLOW_DEFAULT_PERIODS), to: today };
}

/** What is wrong with a range for an interval, or null: reversed, or longer than CASH_FLOW_MAX_YEARS. */
export function cashFlowRangeError(interval: CashFlowInterval, from: string, to: string): string | null {
  if (from > to) return CASH_FLOW_MESSAGES.rangeReversed;
  if (to >= addYears(from, CASH_FLOW_MAX_YEARS[interval])) {
    return interval === 'week' ? CASH_FLOW_MESSAGES.weeksTooLong : CASH_FLOW_MESSAGES.monthsTooLong;
  }
  return null;
}

// Job costing (ADR 0035: accrual basis): each job's accepted estimate against what it has cost so far.

/**
 * The kinds a job's costs are compared in: materials, labor and subcontractors are their own
 * categories; every other expense category (fuel, equipment, permits…) is "other".
 */
export const JOB_COST_KINDS = ['materials', 'labor', 'subcontractors', 'other'] as const;
export type JobCostKind = (typeof JOB_COST_KINDS)[number];

/** The kind a cost category counts as. */
export function jobCostKind(category: CostCategory): JobCostKind {
  return category === 'materials' || category === 'labor' || category === 'subcontractors' ? category : 'other';
}

/**
 * The estimate lines each kind is estimated from (lines of kind material, labor, other); an estimate
 * has no subcontractor lines, so subcontractors are never estimated.
 */
export const ESTIMATED_FROM: Record<JobCostKind, 'material' | 'labor' | 'other' | null> = {
  materials: 'material',
  labor: 'labor',
  subcontractors: null,
  other: 'other',
};

/** A margin below this percent of the job's revenue is flagged. */
export const JOB_COSTING_LOW_MARGIN_PERCENT = 20;

/**
 * What a job is flagged for: a kind costing more than its estimate, all costs over the estimate's,
 * a margin under JOB_COSTING_LOW_MARGIN_PERCENT, approved hours whose member had no pay rate.
 */
export const JOB_COSTING_FLAGS = ['over_budget', 'overrun', 'low_margin', 'unrated_labor'] as const;
export type JobCostingFlag = (typeof JOB_COSTING_FLAGS)[number];

/** The list's orders: lowest margin first (the default), newest job, highest cost, title. */
export const JOB_COSTING_SORTS = ['margin', 'newest', 'cost', 'title'] as const;
export type JobCostingSort = (typeof JOB_COSTING_SORTS)[number];

export const JOB_COSTING_LIMITS = {
  search: 100,
  pageSize: 25,
  /** A job's cost records listed, newest first (the rest are counted). */
  records: 100,
} as const;
