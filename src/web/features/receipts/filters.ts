import { isDay } from '../../../shared/days.ts';
import { RECEIPT_CATEGORIES, RECEIPT_LIMITS, type ReceiptCategory } from '../../../shared/receipts.ts';
import { UUID_PATTERN } from '../../../shared/validation.ts';
import { textParam } from '../../lib/url-filters.ts';
import type { ReceiptFilters } from './api.ts';

/** The page's filters in its address: `?q=&from=&to=&category=&job=` (the job page links with `?job=`). */
export const FILTER_PARAMS = ['q', 'from', 'to', 'category', 'job'] as const;

const dayParam = (params: URLSearchParams, key: string) => {
  const value = params.get(key)?.trim();
  return isDay(value) && value >= '1900-01-01' && value <= '2999-12-31' ? value : undefined;
};

/** The list's filters as the address has them; what is not a valid value is left out. */
export function readFilters(params: URLSearchParams): ReceiptFilters {
  const category = params.get('category');
  const job = params.get('job')?.trim();
  const filters: ReceiptFilters = {
    q: textParam(params, 'q', RECEIPT_LIMITS.search),
    from: dayParam(params, 'from'),
    to: dayParam(params, 'to'),
    category: (RECEIPT_CATEGORIES as readonly string[]).includes(category ?? '')
      ? (category as ReceiptCategory)
      : undefined,
    jobId: job && UUID_PATTERN.test(job) ? job.toLowerCase() : undefined,
  };
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)) as ReceiptFilters;
}

/** `current` with the filters replaced by `filters` (empty ones left out); other parameters are kept. */
export function writeFilters(current: URLSearchParams, filters: ReceiptFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of FILTER_PARAMS) next.delete(key);
  const values: Record<(typeof FILTER_PARAMS)[number], string | undefined> = {
    q: filters.q?.trim(),
    from: filters.from,
    to: filters.to,
    category: filters.category,
    job: filters.jobId,
  };
  for (const key of FILTER_PARAMS) if (values[key]) next.set(key, values[key]);
  return next;
}

export const hasFilters = (filters: ReceiptFilters) => Object.values(filters).some((v) => v !== undefined && v !== '');
