import { describe, expect, it } from 'vitest';
import { newTaskPath } from '../../components/layout/quick-actions.ts';
import type { CalendarTask } from './api.ts';
import {
  blankTaskValues,
  paramsWithoutQuickTask,
  parseNewTask,
  parseTaskEdit,
  quickTaskValues,
  selectionValues,
  taskTimes,
  taskValuesOf,
  type TaskFormValues,
} from './task-form.ts';

const local = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min).toISOString();
const values = (over: Partial<TaskFormValues> = {}): TaskFormValues => ({
  title: 'Measure the kitchen',
  date: '2026-11-23',
  start: '09:00',
  end: '10:30',
  jobId: '',
  assigneeIds: [],
  notes: '',
  done: false,
  ...over,
});
const JOB = '0b5e1e2a-3c4d-4e5f-8a9b-0c1d2e3f4a5b';

describe('task times', () => {
  it("are the browser's local times of the day", () => {
    expect(taskTimes('2026-11-23', '09:00', '10:30')).toEqual({
      startsAt: local(2026, 11, 23, 9),
      endsAt: local(2026, 11, 23, 10, 30),
    });
  });

  it('put an end at or before the start on the next day', () => {
    expect(taskTimes('2026-12-31', '23:30', '00:30')).toEqual({
      startsAt: local(2026, 12, 31, 23, 30),
      endsAt: local(2027, 1, 1, 0, 30),
    });
    expect(taskTimes('2026-11-23', '08:00', '08:00')?.endsAt).toBe(local(2026, 11, 24, 8));
  });

  it('refuse what is not a day and two times', () => {
    expect(taskTimes('', '09:00', '10:00')).toBeUndefined();
    expect(taskTimes('2026-11-23', '24:00', '10:00')).toBeUndefined();
    expect(taskTimes('2026-11-23', '09:00', '9am')).toBeUndefined();
  });
});

describe('Quick Actions New Task', () => {
  it('prefills the form from the parameters newTaskPath builds', () => {
    const now = new Date(2026, 10, 23, 9, 5);
    const url = new URL(newTaskPath(now), 'http://x');
    expect(quickTaskValues(url.searchParams, now)).toEqual(values({ title: '', start: '09:05', end: '10:05' }));
  });

  it('crosses midnight: 23:30 to 00:30 ends the next morning', () => {
    const now = new Date(2026, 10, 23, 23, 30);
    const form = quickTaskValues(new URL(newTaskPath(now), 'http://x').searchParams, now)!;
    expect(form).toMatchObject({ date: '2026-11-23', start: '23:30', end: '00:30' });
    const parsed = parseNewTask({ ...form, title: 'Night delivery' }, false);
    expect(parsed).toEqual({
      ok: true,
      input: {
        title: 'Night delivery',
        startsAt: local(2026, 11, 23, 23, 30),
        endsAt: local(2026, 11, 24, 0, 30),
        jobId: null,
        notes: null,
      },
    });
  });

  it('keeps a given title and falls back on bad dates and times', () => {
    const now = new Date(2026, 10, 23, 14, 20);
    const form = quickTaskValues(
      new URLSearchParams('newTask=1&title=Call+Ana&date=2026-13-01&start=25:00&end=x'),
      now,
    );
    expect(form).toMatchObject({ title: 'Call Ana', date: '2026-11-23', start: '15:00', end: '16:00' });
    // A start without an end: one hour, across midnight if need be.
    const late = quickTaskValues(new URLSearchParams('newTask=1&date=2026-11-30&start=23:15'), now);
    expect(late).toMatchObject({ date: '2026-11-30', start: '23:15', end: '00:15' });
  });

  it('does nothing without newTask=1', () => {
    expect(quickTaskValues(new URLSearchParams('date=2026-11-23&start=09:00'), new Date())).toBeUndefined();
  });

  it('leaves the URL on the task day, without its parameters', () => {
    const url = new URL(newTaskPath(new Date(2026, 10, 23, 9, 5)), 'http://x');
    url.searchParams.set('view', 'week');
    expect(Object.fromEntries(paramsWithoutQuickTask(url.searchParams, '2026-11-25'))).toEqual({
      date: '2026-11-25',
      view: 'week',
    });
  });
});

describe('new task values', () => {
  it('start at the next full hour today and at 09:00 on other days', () => {
    expect(blankTaskValues('2026-11-23', new Date(2026, 10, 23, 14, 20))).toMatchObject({
      date: '2026-11-23',
      start: '15:00',
      end: '16:00',
    });
    expect(blankTaskValues('2026-11-23', new Date(2026, 10, 23, 23, 10))).toMatchObject({
      date: '2026-11-24',
      start: '00:00',
      end: '01:00',
    });
    expect(blankTaskValues('2026-12-02', new Date(2026, 10, 23, 14, 20))).toMatchObject({
      date: '2026-12-02',
      start: '09:00',
      end: '10:00',
    });
  });

  it('come from a range chosen on the calendar', () => {
    expect(selectionValues(new Date(2026, 10, 23, 13, 30), new Date(2026, 10, 23, 15), false)).toMatchObject({
      date: '2026-11-23',
      start: '13:30',
      end: '15:00',
    });
    // A slot up to midnight: the end (00:00) is on the next day.
    const late = selectionValues(new Date(2026, 10, 23, 23, 30), new Date(2026, 10, 24), false);
    expect(taskTimes(late.date, late.start, late.end)?.endsAt).toBe(local(2026, 11, 24));
    expect(selectionValues(new Date(2026, 10, 23), new Date(2026, 10, 24), true)).toMatchObject({
      date: '2026-11-23',
      start: '09:00',
      end: '10:00',
    });
  });
});

describe('parsing the task form', () => {
  it('gives the create input with job and assignees', () => {
    const parsed = parseNewTask(values({ jobId: JOB, assigneeIds: ['u1', 'u2'], notes: ' Bring samples ' }), true);
    expect(parsed).toEqual({
      ok: true,
      input: {
        title: 'Measure the kitchen',
        startsAt: local(2026, 11, 23, 9),
        endsAt: local(2026, 11, 23, 10, 30),
        jobId: JOB,
        assigneeIds: ['u1', 'u2'],
        notes: 'Bring samples',
      },
    });
  });

  it('shows each missing field on its own input', () => {
    const parsed = parseNewTask(values({ title: '  ', date: '', start: '', end: '' }), false);
    expect(parsed).toEqual({
      ok: false,
      errors: {
        title: 'This field is required',
        date: 'This field is required',
        start: 'This field is required',
        end: 'This field is required',
      },
    });
  });

  it('refuses days the database cannot hold and over-long texts', () => {
    const parsed = parseNewTask(values({ date: '0000-01-01', title: 'x'.repeat(161) }), false);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.errors.date).toBe('Please enter a date between 1900 and 2999');
      expect(parsed.errors.title).toBe('Maximum 160 characters allowed');
    }
  });

  const task: CalendarTask = {
    id: 't1',
    title: 'Delivery',
    startsAt: local(2026, 11, 23, 8),
    endsAt: local(2026, 11, 25, 8),
    jobId: JOB,
    jobTitle: 'Kitchen',
    notes: null,
    done: false,
    assignees: [{ userId: 'u1', name: 'Ana' }],
    userId: 'u0',
    createdAt: local(2026, 11, 1),
  };

  it('edits: the task as form values', () => {
    expect(taskValuesOf(task)).toEqual({
      title: 'Delivery',
      date: '2026-11-23',
      start: '08:00',
      end: '08:00',
      jobId: JOB,
      assigneeIds: ['u1'],
      notes: '',
      done: false,
    });
  });

  it('edits: sends the times only when they changed (a two-day task keeps its length)', () => {
    const original = taskValuesOf(task);
    const untouched = parseTaskEdit({ ...original, title: 'Delivery (tiles)', done: true }, original, true);
    expect(untouched).toEqual({
      ok: true,
      input: { title: 'Delivery (tiles)', jobId: JOB, assigneeIds: ['u1'], notes: null, done: true },
    });
    const moved = parseTaskEdit({ ...original, start: '07:00', end: '09:00' }, original, false);
    expect(moved.ok && moved.input).toMatchObject({
      startsAt: local(2026, 11, 23, 7),
      endsAt: local(2026, 11, 23, 9),
      done: false,
    });
    expect(moved.ok && 'assigneeIds' in moved.input).toBe(false);
  });
});
