import type { EventInput } from '@fullcalendar/core';
import type { UpdateTaskInput } from '../../../shared/calendar.ts';
import type { UpdateJobInput } from '../../../shared/job-inputs.ts';
import type { CalendarJob, CalendarTask } from './api.ts';

/** A job without a scheduled end is shown (and moved) as two hours long. */
export const JOB_DEFAULT_MS = 2 * 60 * 60 * 1000;

/** What a calendar event stands for, kept in its extendedProps. */
export type CalendarItem = { kind: 'job'; job: CalendarJob } | { kind: 'task'; task: CalendarTask };

export function jobEnd(job: CalendarJob): string {
  return job.scheduledEnd ?? new Date(Date.parse(job.scheduledStart) + JOB_DEFAULT_MS).toISOString();
}

export interface EventRights {
  /** Managers move jobs (jobsApi.update). */
  moveJobs: boolean;
  /** Members who write jobs move tasks. */
  moveTasks: boolean;
  /** Resizing changes the end: in the week and day views only (the month view would resize by days). */
  resize: boolean;
}

/** The range's jobs and tasks as FullCalendar events: ids `job:…`/`task:…`, classes for their styles. */
export function toEvents(data: { jobs: CalendarJob[]; tasks: CalendarTask[] }, rights: EventRights): EventInput[] {
  const jobs = data.jobs.map((job): EventInput => ({
    id: `job:${job.id}`,
    title: job.title,
    start: job.scheduledStart,
    end: jobEnd(job),
    classNames: ['fp-event', 'fp-job', `fp-job-${job.status}`],
    startEditable: rights.moveJobs,
    durationEditable: rights.moveJobs && rights.resize,
    extendedProps: { item: { kind: 'job', job } satisfies CalendarItem },
  }));
  const tasks = data.tasks.map((task): EventInput => ({
    id: `task:${task.id}`,
    title: task.title,
    start: task.startsAt,
    end: task.endsAt,
    classNames: ['fp-event', 'fp-task', ...(task.done ? ['fp-task-done'] : [])],
    startEditable: rights.moveTasks,
    durationEditable: rights.moveTasks && rights.resize,
    extendedProps: { item: { kind: 'task', task } satisfies CalendarItem },
  }));
  return [...jobs, ...tasks];
}

/** The item behind a FullCalendar event (undefined for anything else). */
export function itemOf(extendedProps: Record<string, unknown>): CalendarItem | undefined {
  const item = extendedProps.item as CalendarItem | undefined;
  return item?.kind === 'job' || item?.kind === 'task' ? item : undefined;
}

/** The lines an event's tooltip shows: title, then address and crew (jobs) or job and assignees (tasks). */
export function tooltipLines(
  item: CalendarItem,
  labels: { crew: (names: string) => string; job: (title: string) => string; status: string },
): string[] {
  if (item.kind === 'job') {
    const { job } = item;
    return [
      `${job.title} (${labels.status})`,
      ...(job.address ? [job.address] : []),
      ...(job.crew.length ? [labels.crew(job.crew.map((c) => c.name).join(', '))] : []),
    ];
  }
  const { task } = item;
  return [
    task.title,
    ...(task.jobTitle ? [labels.job(task.jobTitle)] : []),
    ...(task.assignees.length ? [labels.crew(task.assignees.map((a) => a.name).join(', '))] : []),
  ];
}

/** FullCalendar gives a null end to an event dropped without one; keep the length it had. */
function endOr(start: Date, end: Date | null, oldStart: string, oldEnd: string): Date {
  return end ?? new Date(start.getTime() + (Date.parse(oldEnd) - Date.parse(oldStart)));
}

/** A task moved or resized: its new times. */
export function taskMovePayload(task: CalendarTask, start: Date, end: Date | null): UpdateTaskInput {
  return { startsAt: start.toISOString(), endsAt: endOr(start, end, task.startsAt, task.endsAt).toISOString() };
}

/**
 * A job moved or resized: its new schedule. A job without an end that is only moved keeps having
 * none (it still shows as two hours); a resize gives it one.
 */
export function jobMovePayload(job: CalendarJob, start: Date, end: Date | null, resized: boolean): UpdateJobInput {
  if (job.scheduledEnd === null && !resized) return { scheduledStart: start.toISOString() };
  return {
    scheduledStart: start.toISOString(),
    scheduledEnd: endOr(start, end, job.scheduledStart, jobEnd(job)).toISOString(),
  };
}
