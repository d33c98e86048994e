import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list page's filters kept in its URL (a reload or a shared link keeps them) under the API's own
 * query parameter names: lists comma-separated, the default sort left out. Each page says which
 * parameters are its filters and how to read them; these are the parts they share.
 */

/** Known values of a list parameter, given comma-separated and/or repeated; unknown ones and repeats are dropped. */
export function listParam<T extends string>(
  params: URLSearchParams,
  key: string,
  allowed: readonly T[],
): T[] | undefined {
  const values = params
    .getAll(key)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value): value is T => (allowed as readonly string[]).includes(value));
  const unique = [...new Set(values)];
  return unique.length ? unique : undefined;
}

/** A text parameter, trimmed and cut to `max` characters; blank is none. */
export function textParam(params: URLSearchParams, key: string, max: number): string | undefined {
  const value = params.get(key)?.trim();
  return value ? value.slice(0, max) : undefined;
}

/** A known sort other than the default (which stays out of the filters, as out of the URL). */
export function sortParam<T extends string>(
  params: URLSearchParams,
  sorts: readonly T[],
  defaultSort: T,
): T | undefined {
  const sort = params.get('sort');
  return sort && sort !== defaultSort && (sorts as readonly string[]).includes(sort) ? (sort as T) : undefined;
}

/**
 * `current` with the parameters `keys` replaced by `filters` (lists comma-separated, empty ones and
 * the default sort left out); other parameters are kept.
 */
export function writeFilters<F extends object>(
  current: URLSearchParams,
  filters: F,
  keys: readonly (keyof F & string)[],
  defaultSort: string,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of keys) next.delete(key);
  for (const key of keys) {
    const value: unknown = filters[key];
    if (value === undefined || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) next.set(key, value.join(','));
    } else if (!(key === 'sort' && value === defaultSort)) {
      next.set(key, String(value).trim());
    }
  }
  return next;
}

/** Whether any of the filters `keys` is set (a non-empty list or text). */
export function anyFilterSet<F extends object>(filters: F, keys: readonly (keyof F)[]): boolean {
  return keys.some((key) => {
    const value: unknown = filters[key];
    return Array.isArray(value) ? value.length > 0 : !!value;
  });
}

/** The filters without any narrowing, keeping the sort. */
export function clearedFilters<F extends { sort?: string | undefined }>(filters: F): F {
  return (filters.sort ? { sort: filters.sort } : {}) as F;
}

/**
 * The page's filters as its URL has them, and the ways to change them: `patch` sets some keys on the
 * filters as the URL has them then (so a late search does not undo a filter chosen meanwhile), `clear`
 * drops all but the sort. Both replace the history entry.
 */
export function useUrlFilters<F extends { sort?: string | undefined }>(
  read: (params: URLSearchParams) => F,
  write: (current: URLSearchParams, filters: F) => URLSearchParams,
) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => read(params), [read, params]);
  const patch = (changes: Partial<F>) =>
    setParams((prev) => write(prev, { ...read(prev), ...changes }), { replace: true });
  const clear = () => setParams((prev) => write(prev, clearedFilters(read(prev))), { replace: true });
  return { params, setParams, filters, patch, clear };
}

/**
 * The page's query parameters, and a setter of some of them (blank or null removes one) that
 * replaces the history entry: Back leaves the page rather than undoing a filter.
 */
export function useUrlParams<K extends string = string>() {
  const [params, setSearchParams] = useSearchParams();
  const setParams = useCallback(
    (changes: Partial<Record<K, string | null>>) =>
      setSearchParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries<string | null | undefined>(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return [params, setParams] as const;
}
