import type { CreateTaskInput, UpdateTaskInput } from '../../../shared/calendar.ts';
import type {
  CalendarFeed,
  CalendarJob,
  CalendarRangeItems,
  CalendarTask,
  NewCalendarFeed,
} from '../../../shared/calendar-responses.ts';
import { api, toQuery } from '../../lib/api.ts';

/** The calendar's calls; its shapes are in shared/calendar-responses.ts. */
export type { CalendarJob, CalendarTask };

/** `from`/`to`: ISO instants (at most CALENDAR_LIMITS.rangeDays apart); `memberId`: one crew member's items. */
export interface CalendarRange {
  from: string;
  to: string;
  memberId?: string | undefined;
}

const base = '/api/v1/calendar';
export const calendarApi = {
  range: (q: CalendarRange) => api<CalendarRangeItems>(`${base}${toQuery(q)}`),
  getTask: (id: string) => api<CalendarTask>(`${base}/tasks/${id}`),
  createTask: (input: CreateTaskInput) => api<CalendarTask>(`${base}/tasks`, { method: 'POST', json: input }),
  updateTask: (id: string, input: UpdateTaskInput) =>
    api<CalendarTask>(`${base}/tasks/${id}`, { method: 'PATCH', json: input }),
  removeTask: (id: string) => api<void>(`${base}/tasks/${id}`, { method: 'DELETE' }),
  /** Whether the caller has a feed (the URL itself is shown only when made). */
  feed: () => api<CalendarFeed>(`${base}/feed`),
  /** Makes a new private feed URL, revoking any earlier one. */
  createFeed: () => api<NewCalendarFeed>(`${base}/feed`, { method: 'POST', json: {} }),
  revokeFeed: () => api<void>(`${base}/feed`, { method: 'DELETE' }),
};

export const calendarKeys = {
  all: ['calendar'] as const,
  range: (q: CalendarRange) => ['calendar', 'range', q] as const,
  task: (id: string) => ['calendar', 'task', id] as const,
  feed: ['calendar', 'feed'] as const,
};
