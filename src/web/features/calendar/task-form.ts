import {
  createTaskInput,
  updateTaskInput,
  type CreateTaskInput,
  type UpdateTaskInput,
} from '../../../shared/calendar.ts';
import type { CalendarTask } from './api.ts';
import { localDay, localTime, parseDay } from './url-state.ts';

/**
 * The task dialog's fields as its inputs hold them: a day (YYYY-MM-DD) and two times of that day
 * (HH:mm) in the browser's time zone. An end at or before the start is on the next day (a night
 * visit from 23:30 to 00:30).
 */
export interface TaskFormValues {
  title: string;
  date: string;
  start: string;
  end: string;
  jobId: string;
  assigneeIds: string[];
  notes: string;
  done: boolean;
}
export type TaskFormField = keyof TaskFormValues;
export type TaskFormErrors = Partial<Record<TaskFormField, string>>;

const REQUIRED = 'This field is required';
/** The form's own message (the shared schemas' texts are localized by messages.ts too). */
export const TASK_FORM_MESSAGES = { invalidDay: 'Please enter a date between 1900 and 2999' } as const;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d(?:\.\d+)?)?$/;

/** Minutes since midnight of an HH:mm (seconds ignored), or undefined. */
export function minutesOf(time: string): number | undefined {
  const m = TIME.exec(time);
  return m ? Number(m[1]) * 60 + Number(m[2]) : undefined;
}

/**
 * The instants a day and two times stand for, in the browser's time zone; the end moves to the
 * next day when it is not after the start. Undefined when the day or a time is not valid.
 */
export function taskTimes(date: string, start: string, end: string): { startsAt: string; endsAt: string } | undefined {
  const startMin = minutesOf(start);
  const endMin = minutesOf(end);
  if (!parseDay(date) || startMin === undefined || endMin === undefined) return undefined;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const from = new Date(y, m - 1, d, Math.floor(startMin / 60), startMin % 60);
  const to = new Date(y, m - 1, endMin <= startMin ? d + 1 : d, Math.floor(endMin / 60), endMin % 60);
  return { startsAt: from.toISOString(), endsAt: to.toISOString() };
}

const empty = { title: '', jobId: '', assigneeIds: [], notes: '', done: false };

/**
 * A new task's values for a day: from the next full hour for an hour when it is today, else 09:00 to
 * 10:00 (what the "New task" button offers for the day the calendar shows).
 */
export function blankTaskValues(day: string, now: Date): TaskFormValues {
  if (day !== localDay(now)) return { ...empty, date: day, start: '09:00', end: '10:00' };
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate(), now.getHours() + 1);
  const end = new Date(start.getTime() + 60 * 60 * 1000);
  return { ...empty, date: localDay(start), start: localTime(start), end: localTime(end) };
}

/** A task's values for editing. */
export function taskValuesOf(task: CalendarTask): TaskFormValues {
  const start = new Date(task.startsAt);
  return {
    title: task.title,
    date: localDay(start),
    start: localTime(start),
    end: localTime(new Date(task.endsAt)),
    jobId: task.jobId ?? '',
    assigneeIds: task.assignees.map((a) => a.userId),
    notes: task.notes ?? '',
    done: task.done,
  };
}

/** What a time range chosen on the calendar fills in (a whole day chosen in the month view: 09:00-10:00). */
export function selectionValues(start: Date, end: Date, allDay: boolean): TaskFormValues {
  if (allDay) return { ...empty, date: localDay(start), start: '09:00', end: '10:00' };
  return { ...empty, date: localDay(start), start: localTime(start), end: localTime(end) };
}

/** The Quick Actions "New Task" parameters (components/layout/quick-actions.ts newTaskPath). */
export const QUICK_TASK_PARAMS = ['newTask', 'title', 'start', 'end'] as const;

/**
 * `?newTask=1&title=…&date=…&start=…&end=…` as the dialog's values, or undefined without newTask=1.
 * A missing or invalid part falls back to what the "New task" button offers.
 */
export function quickTaskValues(params: URLSearchParams, now: Date): TaskFormValues | undefined {
  if (params.get('newTask') !== '1') return undefined;
  const day = parseDay(params.get('date')) ?? localDay(now);
  const title = (params.get('title') ?? '').slice(0, 500);
  const start = params.get('start') ?? '';
  const startMin = minutesOf(start);
  // Without a start, what the "New task" button offers for that day (which may move past midnight).
  if (startMin === undefined) return { ...blankTaskValues(day, now), title };
  const end = params.get('end') ?? '';
  const endMin = minutesOf(end) ?? (startMin + 60) % (24 * 60);
  const hhmm = (min: number) => `${String(Math.floor(min / 60)).padStart(2, '0')}:${String(min % 60).padStart(2, '0')}`;
  return { ...empty, title, date: day, start: hhmm(startMin), end: hhmm(endMin) };
}

/** The URL once the quick-action dialog is done: its parameters gone, the calendar on the task's day. */
export function paramsWithoutQuickTask(params: URLSearchParams, day: string | undefined): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of QUICK_TASK_PARAMS) next.delete(key);
  if (day && parseDay(day)) next.set('date', day);
  return next;
}

/** The form field that shows a message about an API field. */
export function formFieldOf(apiField: string): TaskFormField | undefined {
  switch (apiField) {
    case 'startsAt':
      return 'start';
    case 'endsAt':
      return 'end';
    case 'title':
    case 'jobId':
    case 'assigneeIds':
    case 'notes':
    case 'done':
      return apiField;
    default:
      return undefined;
  }
}

export type ParsedTaskForm<T> = { ok: true; input: T } | { ok: false; errors: TaskFormErrors };

/**
 * The form's values as the API's input, checked by the shared schema; messages are the shared
 * (English) texts, keyed by form field. Assignees are left out when the member list is not shown.
 */
export function parseNewTask(values: TaskFormValues, withAssignees: boolean): ParsedTaskForm<CreateTaskInput> {
  return parseWith(values, undefined, withAssignees);
}

/**
 * For an edit, only what changed is sent: the times only when the day or a time changed (so a task
 * longer than a day, made elsewhere, keeps its length when only its title is edited).
 */
export function parseTaskEdit(
  values: TaskFormValues,
  original: TaskFormValues,
  withAssignees: boolean,
): ParsedTaskForm<UpdateTaskInput> {
  return parseWith(values, original, withAssignees);
}

function parseWith(
  values: TaskFormValues,
  original: TaskFormValues | undefined,
  withAssignees: boolean,
): ParsedTaskForm<CreateTaskInput> {
  const errors: TaskFormErrors = {};
  if (!values.date) errors.date = REQUIRED;
  else if (!parseDay(values.date)) errors.date = TASK_FORM_MESSAGES.invalidDay;
  if (minutesOf(values.start) === undefined) errors.start = REQUIRED;
  if (minutesOf(values.end) === undefined) errors.end = REQUIRED;
  const times = taskTimes(values.date, values.start, values.end);
  const timesChanged =
    !original || original.date !== values.date || original.start !== values.start || original.end !== values.end;
  const candidate = {
    title: values.title,
    ...(times && timesChanged && times),
    jobId: values.jobId || null,
    ...(withAssignees && { assigneeIds: values.assigneeIds }),
    notes: values.notes,
    ...(original && { done: values.done }),
  };
  const parsed = (original ? updateTaskInput : createTaskInput).safeParse(candidate);
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, input: parsed.data as CreateTaskInput };
  for (const issue of parsed.error?.issues ?? []) {
    const field = formFieldOf(String(issue.path[0] ?? ''));
    // The times' own errors are already there; the schema only repeats them as "required".
    if (field && !errors[field] && !((field === 'start' || field === 'end') && !times)) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
