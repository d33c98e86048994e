import {
  JOB_COSTING_LIMITS,
  JOB_COSTING_SORTS,
  JOB_COST_KINDS,
  type JobCostingSort,
  type JobCostKind,
} from '../../../shared/financials.ts';
import type { CostBasis, RevenueBasis } from '../../../shared/job-margin.ts';
import { JOB_STATUSES, type JobStatus } from '../../../shared/jobs.ts';
import { jobPath } from '../../page-paths.ts';
import type { JobCostingQuery, JobCostKindFigures } from './api.ts';

// Job costing's pure rules for the pages: the list's filters in its URL, where each link goes, and
// the chart's bar lengths.

export const JOB_COSTING_PATH = '/dashboard/job-costing';
/** The job's page opened on its Costs tab. */
export const jobCostsPath = (jobId: string) => `${jobPath(jobId)}?tab=costs`;
/** The receipts page, opening its form for a new receipt on the job. */
export const newReceiptPath = (jobId: string) => `/dashboard/financial-receipts?job=${jobId}&new=1`;
export const BILLS_PATH = '/dashboard/accounts-payable';
export const WORK_LOGS_PATH = '/dashboard/work-logs';
export const RATES_PATH = '/dashboard/employee-rates';

/** What a job's revenue is, as its caption says it (ADR 0043: invoiced, the estimate's, the job's price, none). */
export const revenueBasisKey = (basis: RevenueBasis | null) => `jobCosting.basis.${basis ?? 'none'}` as const;
/** What a job's cost is (ADR 0043: its cost records, else the costs entered on it, none). */
export const costBasisKey = (basis: CostBasis | null) => `jobCosting.costBasis.${basis ?? 'none'}` as const;
/** The definitions every page that shows a job's figures shows with them, in this order (ADR 0043). */
export const MARGIN_DEFINITIONS = ['revenue', 'cost', 'margin', 'planned'] as const;

export const DEFAULT_JOB_COSTING_SORT: JobCostingSort = 'margin';

const isStatus = (value: string | null): value is JobStatus =>
  (JOB_STATUSES as readonly (string | null)[]).includes(value);
const isSort = (value: string | null): value is JobCostingSort =>
  (JOB_COSTING_SORTS as readonly (string | null)[]).includes(value);

/** The list's query as its URL has it (`?q=&status=&flagged=true&sort=`): unknown values dropped. */
export function readJobCostingQuery(params: URLSearchParams): JobCostingQuery {
  const q = params.get('q')?.trim().slice(0, JOB_COSTING_LIMITS.search);
  const status = params.get('status');
  const sort = params.get('sort');
  return {
    ...(q && { q }),
    ...(isStatus(status) && { status }),
    ...(params.get('flagged') === 'true' && { flagged: 'true' as const }),
    ...(isSort(sort) && sort !== DEFAULT_JOB_COSTING_SORT && { sort }),
  };
}

/** `current` with the list's parameters replaced by `query`'s (defaults left out); other parameters kept. */
export function writeJobCostingQuery(current: URLSearchParams, query: JobCostingQuery): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of ['q', 'status', 'flagged', 'sort']) next.delete(key);
  if (query.q?.trim()) next.set('q', query.q.trim());
  if (query.status) next.set('status', query.status);
  if (query.flagged) next.set('flagged', 'true');
  if (query.sort && query.sort !== DEFAULT_JOB_COSTING_SORT) next.set('sort', query.sort);
  return next;
}

/** Whether any filter (not the sort) narrows the list. */
export const isFiltered = (query: JobCostingQuery) => !!(query.q || query.status || query.flagged);

/** Minutes as hours with up to two decimals (727 → 12.12). */
export const hoursOf = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

/** The chart's bars: each kind's estimate and actual as percents of the largest figure (0 when there is none). */
export function kindBars(kinds: JobCostKindFigures[]): { kind: JobCostKind; estimate: number; actual: number }[] {
  const largest = Math.max(0, ...kinds.flatMap((k) => [k.estimatedCents ?? 0, k.actualCents]));
  const share = (cents: number) => (largest > 0 ? Math.round((Math.max(cents, 0) / largest) * 1000) / 10 : 0);
  return JOB_COST_KINDS.map((kind) => {
    const figures = kinds.find((k) => k.kind === kind);
    return { kind, estimate: share(figures?.estimatedCents ?? 0), actual: share(figures?.actualCents ?? 0) };
  });
}
