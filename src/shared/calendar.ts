import { z } from 'zod';
import { optionalText, plannedInstant, requiredText } from './validation.ts';

export const CALENDAR_LIMITS = {
  title: 160,
  notes: 2000,
  assignees: 50,
  /** The widest range one calendar call returns (a month view shows six weeks). */
  rangeDays: 62,
  /** Items of each kind in one range, at most. */
  items: 2000,
  /** How far back and ahead the iCalendar feed reaches. */
  feedPastDays: 90,
  feedFutureDays: 365,
} as const;

export const CALENDAR_MESSAGES = {
  endBeforeStart: 'The end must be after the start',
  assigneeNotMember: 'Choose members of your company',
  jobNotVisible: 'Choose one of your jobs',
  rangeTooWide: `Ask for at most ${CALENDAR_LIMITS.rangeDays} days at a time`,
} as const;

const taskFields = {
  title: requiredText(CALENDAR_LIMITS.title),
  startsAt: plannedInstant,
  endsAt: plannedInstant,
  jobId: z.preprocess((v) => (v === '' ? null : v), z.uuid().nullable().optional()),
  assigneeIds: z.array(z.string().min(1).max(100)).max(CALENDAR_LIMITS.assignees).optional(),
  notes: optionalText(CALENDAR_LIMITS.notes),
  done: z.boolean().optional(),
};
const endAfterStart = (v: { startsAt?: string; endsAt?: string }) =>
  !v.startsAt || !v.endsAt || Date.parse(v.endsAt) > Date.parse(v.startsAt);
const orderIssue = { message: CALENDAR_MESSAGES.endBeforeStart, path: ['endsAt'] };

/** A task on the calendar: a visit, a delivery, a call; optionally for a job and for some members. */
export const createTaskInput = z.object(taskFields).refine(endAfterStart, orderIssue);
export type CreateTaskInput = z.infer<typeof createTaskInput>;
/** Editing or rescheduling (a drag sends only the times). When only one bound is sent, the server keeps the duration valid. */
export const updateTaskInput = z.object(taskFields).partial().refine(endAfterStart, orderIssue);
export type UpdateTaskInput = z.infer<typeof updateTaskInput>;

/** A valid IANA time zone name (the company's, for "today" and "this week"). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return name.length <= 64;
  } catch {
    return false;
  }
}
export const DEFAULT_TIME_ZONE = 'America/New_York';
export const timeZoneInput = z.string().trim().refine(isTimeZone, 'Choose a valid time zone');
