import type { CreateTaskInput, UpdateTaskInput } from '../../../shared/calendar.ts';
import type { JobStage, JobStatus } from '../../../shared/jobs.ts';
import { api, toQuery } from '../../lib/api.ts';
import type { CrewMember } from '../jobs/api.ts';

/** A job as the calendar shows it (only jobs with a scheduled start). */
export interface CalendarJob {
  id: string;
  title: string;
  address: string | null;
  status: JobStatus;
  projectStage: JobStage;
  scheduledStart: string;
  /** Null: the calendar shows it as two hours long. */
  scheduledEnd: string | null;
  crew: CrewMember[];
}

export interface CalendarTask {
  id: string;
  title: string;
  startsAt: string;
  endsAt: string;
  jobId: string | null;
  jobTitle: string | null;
  notes: string | null;
  done: boolean;
  assignees: CrewMember[];
  userId: string | null;
  createdAt: string;
}

/** `from`/`to`: ISO instants (at most CALENDAR_LIMITS.rangeDays apart); `memberId`: one crew member's items. */
export interface CalendarRange {
  from: string;
  to: string;
  memberId?: string | undefined;
}

const base = '/api/v1/calendar';
export const calendarApi = {
  range: (q: CalendarRange) => api<{ jobs: CalendarJob[]; tasks: CalendarTask[] }>(`${base}${toQuery(q)}`),
  getTask: (id: string) => api<CalendarTask>(`${base}/tasks/${id}`),
  createTask: (input: CreateTaskInput) => api<CalendarTask>(`${base}/tasks`, { method: 'POST', json: input }),
  updateTask: (id: string, input: UpdateTaskInput) =>
    api<CalendarTask>(`${base}/tasks/${id}`, { method: 'PATCH', json: input }),
  removeTask: (id: string) => api<void>(`${base}/tasks/${id}`, { method: 'DELETE' }),
  /** Whether the caller has a feed (the URL itself is shown only when made). */
  feed: () => api<{ active: boolean; createdAt: string | null; lastFetchedAt: string | null }>(`${base}/feed`),
  /** Makes a new private feed URL, revoking any earlier one. */
  createFeed: () => api<{ url: string }>(`${base}/feed`, { method: 'POST', json: {} }),
  revokeFeed: () => api<void>(`${base}/feed`, { method: 'DELETE' }),
};

export const calendarKeys = {
  all: ['calendar'] as const,
  range: (q: CalendarRange) => ['calendar', 'range', q] as const,
  task: (id: string) => ['calendar', 'task', id] as const,
  feed: ['calendar', 'feed'] as const,
};
