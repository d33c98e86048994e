import { JOB_SORTS, JOB_STAGES, JOB_STATUSES, type JobFilters, type JobSort } from '../../../shared/jobs.ts';
import { anyFilterSet, listParam, sortParam, textParam, writeFilters } from '../../lib/url-filters.ts';

/**
 * The job page's filters and view live in its URL (a reload or a shared link keeps them), under the
 * API's own query parameter names; `view=board` switches to the board.
 */
export const FILTER_PARAMS = [
  'q',
  'status',
  'stage',
  'crewId',
  'from',
  'to',
  'toInvoice',
  'sort',
] as const satisfies readonly (keyof JobFilters)[];

export const DEFAULT_SORT: JobSort = 'newest';
export type JobView = 'list' | 'board';

const Q_MAX = 100;
const ID_MAX = 100;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Known values of a list parameter in the allowed order, so the query key does not depend on the order of clicks. */
function orderedListParam<T extends string>(params: URLSearchParams, key: string, allowed: readonly T[]) {
  const values = listParam(params, key, allowed);
  return values && allowed.filter((value) => values.includes(value));
}

function dayParam(params: URLSearchParams, key: string): string | undefined {
  const value = params.get(key)?.trim();
  return value && DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined;
}

/** The filters a URL's search parameters describe; anything unknown or malformed is ignored. */
export function filtersFromSearch(params: URLSearchParams): JobFilters {
  const filters: JobFilters = {};
  const q = textParam(params, 'q', Q_MAX);
  if (q) filters.q = q;
  const status = orderedListParam(params, 'status', JOB_STATUSES);
  if (status) filters.status = status;
  const stage = orderedListParam(params, 'stage', JOB_STAGES);
  if (stage) filters.stage = stage;
  const crewId = textParam(params, 'crewId', ID_MAX);
  if (crewId) filters.crewId = crewId;
  const from = dayParam(params, 'from');
  if (from) filters.from = from;
  const to = dayParam(params, 'to');
  if (to) filters.to = to;
  if (params.get('toInvoice') === 'true') filters.toInvoice = true;
  const sort = sortParam(params, JOB_SORTS, DEFAULT_SORT);
  if (sort) filters.sort = sort;
  return filters;
}

/** `current` with its filter parameters replaced by `filters`; other parameters (the view) are kept. */
export function searchWithFilters(current: URLSearchParams, filters: JobFilters): URLSearchParams {
  return writeFilters(current, filters, FILTER_PARAMS, DEFAULT_SORT);
}

/** Whether anything narrows the list (the sort does not; the stage only on the list, whose columns it is not). */
export function hasActiveFilters(filters: JobFilters, view: JobView = 'list'): boolean {
  return anyFilterSet(
    filters,
    FILTER_PARAMS.filter((key) => key !== 'sort' && !(key === 'stage' && view === 'board')),
  );
}

/** The job list showing the completed jobs left to invoice (the dashboard home's first card links here). */
export const TO_INVOICE_PATH = `/dashboard/jobs?${searchWithFilters(new URLSearchParams(), { toInvoice: true }).toString()}`;

export function viewFromSearch(params: URLSearchParams): JobView {
  return params.get('view') === 'board' ? 'board' : 'list';
}

/** `current` showing `view` (the list is the default, left out of the URL). */
export function searchWithView(current: URLSearchParams, view: JobView): URLSearchParams {
  const next = new URLSearchParams(current);
  if (view === 'board') next.set('view', 'board');
  else next.delete('view');
  return next;
}

/** The board's filters: the list's without the stage (its columns) and the sort. */
export function boardFilters(filters: JobFilters): Omit<JobFilters, 'stage' | 'sort'> {
  const { stage: _stage, sort: _sort, ...rest } = filters;
  return rest;
}
