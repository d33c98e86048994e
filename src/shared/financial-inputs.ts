import { z } from 'zod';
import { CASH_FLOW_INTERVALS, JOB_COSTING_LIMITS, JOB_COSTING_SORTS, REPORT_GROUPINGS } from './financials.ts';
import { JOB_STATUSES } from './jobs.ts';
import { isoDate } from './validation.ts';

// The inputs of the financials API (/api/v1/financials/…): used by the routes, the pages and the tests.

/**
 * A report's range of company days, both ends included. Either end left out: this year to date
 * (January 1st to today on the company's calendar). The service refuses a reversed range and one
 * over REPORT_MAX_YEARS.
 */
export const reportRangeInput = z.object({ from: isoDate, to: isoDate });
export type ReportRangeInput = z.output<typeof reportRangeInput>;

export const profitAndLossInput = reportRangeInput.extend({
  groupBy: z.enum(REPORT_GROUPINGS).default('month'),
});
export type ProfitAndLossInput = z.output<typeof profitAndLossInput>;
/** The page's query: by job, a page of `limit` jobs after `cursor` (pageQuery); other groupings ignore both. */
export type ProfitAndLossPageInput = ProfitAndLossInput & { limit: number; cursor?: string | undefined };

/**
 * Cash flow's periods: by week (from Sunday) or by month, over a range of company days, both ends
 * included. Without `to`: the company's today; without `from`: CASH_FLOW_DEFAULT_PERIODS periods back.
 * The service refuses a reversed range and one over CASH_FLOW_MAX_YEARS.
 */
export const cashFlowInput = z.object({
  interval: z.enum(CASH_FLOW_INTERVALS).default('week'),
  from: isoDate,
  to: isoDate,
});
export type CashFlowInput = z.output<typeof cashFlowInput>;

/**
 * Job costing's list: jobs whose title contains `q`, of one status, only those with a flag; in one
 * of JOB_COSTING_SORTS; a page of `limit` jobs (1-based `page`).
 */
export const jobCostingFiltersInput = z.object({
  q: z.string().trim().max(JOB_COSTING_LIMITS.search).optional(),
  status: z.enum(JOB_STATUSES).optional(),
  flagged: z.enum(['true', 'false']).optional(),
  sort: z.enum(JOB_COSTING_SORTS).default('margin'),
});
export type JobCostingFilters = z.output<typeof jobCostingFiltersInput>;
