import { WORK_LOG_STATUSES, type WorkLogStatus } from '../../../shared/labor.ts';
import type { WorkLogFilters } from './api.ts';
import { isDay } from '../../../shared/days.ts';

/** The work-log filters the page keeps in its address bar, under the API's own names. */
export const FILTER_KEYS = ['status', 'userId', 'from', 'to'] as const;

const isStatus = (value: string | null): value is WorkLogStatus =>
  (WORK_LOG_STATUSES as readonly (string | null)[]).includes(value);
const dayParam = (value: string | null) => (isDay(value) ? value : undefined);

/**
 * The filters of the address bar a viewer may use: a status for anyone; a member and dates for
 * managers (a crew member sees only their own hours anyway). Unknown values are dropped.
 */
export function filtersOf(params: URLSearchParams, manages: boolean): WorkLogFilters {
  const status = params.get('status');
  const userId = params.get('userId')?.trim().slice(0, 100);
  const from = dayParam(params.get('from'));
  const to = dayParam(params.get('to'));
  return {
    ...(isStatus(status) && { status }),
    ...(manages && userId && { userId }),
    ...(manages && from && { from }),
    ...(manages && to && { to }),
  };
}
