import {
  BUDGET_RANGE_KEYS,
  FLOORING_TYPES,
  LEAD_SORTS,
  LEAD_SOURCES,
  LEAD_STATUSES,
  type LeadFilters,
  type LeadSort,
} from '../../../shared/leads.ts';
import { anyFilterSet, listParam, sortParam, textParam, writeFilters } from '../../lib/url-filters.ts';

/**
 * The lead list's filters live in the page's URL (so a reload or a shared link keeps them, and the
 * CSV export reads the same list), under the API's own query parameter names.
 */
export const FILTER_PARAMS = [
  'q',
  'status',
  'source',
  'flooringType',
  'budgetRange',
  'assignedTo',
  'referrerId',
  'sort',
] as const satisfies readonly (keyof LeadFilters)[];

/** The API's order when none is given; left out of the URL. */
export const DEFAULT_SORT: LeadSort = 'newest';
/** `assignedTo=none`: leads assigned to nobody. */
export const UNASSIGNED = 'none';

/** The API's bound on the search text. */
const Q_MAX = 100;
const ID_MAX = 100;

/** The filters a URL's search parameters describe; anything unknown or malformed is ignored. */
export function filtersFromSearch(params: URLSearchParams): LeadFilters {
  const filters: LeadFilters = {};
  const q = textParam(params, 'q', Q_MAX);
  if (q) filters.q = q;
  const status = listParam(params, 'status', LEAD_STATUSES);
  if (status) filters.status = status;
  const source = listParam(params, 'source', LEAD_SOURCES);
  if (source) filters.source = source;
  const flooringType = listParam(params, 'flooringType', FLOORING_TYPES);
  if (flooringType) filters.flooringType = flooringType;
  const budgetRange = listParam(params, 'budgetRange', BUDGET_RANGE_KEYS);
  if (budgetRange) filters.budgetRange = budgetRange;
  const assignedTo = textParam(params, 'assignedTo', ID_MAX);
  if (assignedTo) filters.assignedTo = assignedTo;
  const referrerId = textParam(params, 'referrerId', ID_MAX);
  if (referrerId) filters.referrerId = referrerId;
  const sort = sortParam(params, LEAD_SORTS, DEFAULT_SORT);
  if (sort) filters.sort = sort;
  return filters;
}

/**
 * `current` with its filter parameters replaced by `filters` (lists comma-separated, empty ones and
 * the default sort left out); other parameters are kept.
 */
export function searchWithFilters(current: URLSearchParams, filters: LeadFilters): URLSearchParams {
  return writeFilters(current, filters, FILTER_PARAMS, DEFAULT_SORT);
}

/** Whether anything narrows the list (the sort does not). */
export function hasActiveFilters(filters: LeadFilters): boolean {
  return anyFilterSet(
    filters,
    FILTER_PARAMS.filter((key) => key !== 'sort'),
  );
}
