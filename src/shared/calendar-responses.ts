import { z } from 'zod';
import { crewMemberSchema } from './job-responses.ts';
import { JOB_STAGES, JOB_STATUSES } from './jobs.ts';
import { instant } from './responses.ts';

// The calendar API's answers (/api/v1/calendar…): defined once, here (see responses.ts). The web
// imports their types only.

/** A job as the calendar shows it (only jobs with a scheduled start). */
export const calendarJobSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    address: z.string().nullable(),
    status: z.enum(JOB_STATUSES),
    projectStage: z.enum(JOB_STAGES),
    scheduledStart: instant(),
    /** Null: the calendar shows it as two hours long. */
    scheduledEnd: instant().nullable().meta({ description: 'Null: shown as two hours long' }),
    crew: z.array(crewMemberSchema),
  })
  .meta({ id: 'CalendarJob' });
export type CalendarJob = z.infer<typeof calendarJobSchema>;

export const calendarTaskSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    startsAt: instant(),
    endsAt: instant(),
    jobId: z.uuid().nullable(),
    jobTitle: z.string().nullable().meta({ description: 'Null also when the job is not visible to the caller' }),
    notes: z.string().nullable(),
    done: z.boolean(),
    assignees: z.array(crewMemberSchema),
    userId: z.string().nullable(),
    createdAt: instant(),
  })
  .meta({ id: 'CalendarTask' });
export type CalendarTask = z.infer<typeof calendarTaskSchema>;

/** The jobs and tasks of a range (GET /calendar). */
export const calendarRangeSchema = z.object({ jobs: z.array(calendarJobSchema), tasks: z.array(calendarTaskSchema) });
export type CalendarRangeItems = z.infer<typeof calendarRangeSchema>;

/** Whether the caller has a private feed (its URL is shown only when made). */
export const calendarFeedSchema = z
  .object({ active: z.boolean(), createdAt: instant().nullable(), lastFetchedAt: instant().nullable() })
  .meta({ id: 'CalendarFeed' });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** A new private feed URL, shown this once. */
export const newCalendarFeedSchema = z.object({ url: z.string() });
export type NewCalendarFeed = z.infer<typeof newCalendarFeedSchema>;
