import {
  BUDGET_RANGE_KEYS,
  FLOORING_TYPES,
  LEAD_SORTS,
  LEAD_SOURCES,
  LEAD_STATUSES,
  type LeadFilters,
  type LeadSort,
} from '../../../shared/leads.ts';

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

/** Known values of a list parameter, given comma-separated and/or repeated; unknown ones are dropped. */
function listParam<T extends string>(params: URLSearchParams, key: string, allowed: readonly T[]): T[] | undefined {
  const values = params
    .getAll(key)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value): value is T => (allowed as readonly string[]).includes(value));
  const unique = [...new Set(values)];
  return unique.length ? unique : undefined;
}

function textParam(params: URLSearchParams, key: string, max: number): string | undefined {
  const value = params.get(key)?.trim();
  return value ? value.slice(0, max) : undefined;
}

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
  const sort = params.get('sort');
  if (sort && sort !== DEFAULT_SORT && (LEAD_SORTS as readonly string[]).includes(sort))
    filters.sort = sort as LeadSort;
  return filters;
}

/**
 * `current` with its filter parameters replaced by `filters` (lists comma-separated, empty ones and
 * the default sort left out); other parameters are kept.
 */
export function searchWithFilters(current: URLSearchParams, filters: LeadFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of FILTER_PARAMS) next.delete(key);
  for (const key of FILTER_PARAMS) {
    const value = filters[key];
    if (value === undefined || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) next.set(key, value.join(','));
    } else if (!(key === 'sort' && value === DEFAULT_SORT)) {
      next.set(key, String(value).trim());
    }
  }
  return next;
}

/** Whether anything narrows the list (the sort does not). */
export function hasActiveFilters(filters: LeadFilters): boolean {
  return FILTER_PARAMS.some((key) => {
    if (key === 'sort') return false;
    const value = filters[key];
    return Array.isArray(value) ? value.length > 0 : !!value;
  });
}

/** The filters without any narrowing, keeping the sort. */
export function clearedFilters(filters: LeadFilters): LeadFilters {
  return filters.sort ? { sort: filters.sort } : {};
}
