import { describe, expect, it } from 'vitest';
import type { CalendarJob, CalendarTask } from './api.ts';
import { itemOf, jobEnd, jobMovePayload, taskMovePayload, toEvents, tooltipLines } from './events.ts';

const job = (over: Partial<CalendarJob> = {}): CalendarJob => ({
  id: 'j1',
  title: 'Oak floor, Smith',
  address: '12 Main St',
  status: 'in_progress',
  projectStage: 'installation',
  scheduledStart: '2026-11-23T13:00:00.000Z',
  scheduledEnd: null,
  crew: [
    { userId: 'u1', name: 'Ana' },
    { userId: 'u2', name: 'Bruno' },
  ],
  ...over,
});
const task = (over: Partial<CalendarTask> = {}): CalendarTask => ({
  id: 't1',
  title: 'Pick up tiles',
  startsAt: '2026-11-23T15:00:00.000Z',
  endsAt: '2026-11-23T15:30:00.000Z',
  jobId: null,
  jobTitle: null,
  notes: null,
  done: false,
  assignees: [],
  userId: 'u0',
  createdAt: '2026-11-01T00:00:00.000Z',
  ...over,
});

describe('calendar events', () => {
  it('shows a job without an end as two hours long', () => {
    expect(jobEnd(job())).toBe('2026-11-23T15:00:00.000Z');
    expect(jobEnd(job({ scheduledEnd: '2026-11-23T20:00:00.000Z' }))).toBe('2026-11-23T20:00:00.000Z');
  });

  it('styles jobs by status and tasks apart, done tasks struck through', () => {
    const events = toEvents(
      { jobs: [job({ status: 'pending' })], tasks: [task(), task({ id: 't2', done: true })] },
      { moveJobs: true, moveTasks: true, resize: true },
    );
    expect(events.map((e) => [e.id, e.classNames])).toEqual([
      ['job:j1', ['fp-event', 'fp-job', 'fp-job-pending']],
      ['task:t1', ['fp-event', 'fp-task']],
      ['task:t2', ['fp-event', 'fp-task', 'fp-task-done']],
    ]);
    expect(itemOf(events[0]!.extendedProps!)).toEqual({ kind: 'job', job: job({ status: 'pending' }) });
    expect(itemOf(events[1]!.extendedProps!)?.kind).toBe('task');
    expect(itemOf({})).toBeUndefined();
  });

  it('lets only those who may move each kind drag it, and resize only outside the month view', () => {
    const data = { jobs: [job()], tasks: [task()] };
    const fieldTeam = toEvents(data, { moveJobs: false, moveTasks: true, resize: true });
    expect(fieldTeam.map((e) => [e.startEditable, e.durationEditable])).toEqual([
      [false, false],
      [true, true],
    ]);
    const month = toEvents(data, { moveJobs: true, moveTasks: true, resize: false });
    expect(month.map((e) => [e.startEditable, e.durationEditable])).toEqual([
      [true, false],
      [true, false],
    ]);
  });

  it('puts the crew in the tooltip', () => {
    const labels = { crew: (n: string) => `Crew: ${n}`, job: (t: string) => `Job: ${t}`, status: 'In Progress' };
    expect(tooltipLines({ kind: 'job', job: job() }, labels)).toEqual([
      'Oak floor, Smith (In Progress)',
      '12 Main St',
      'Crew: Ana, Bruno',
    ]);
    const withJob = task({ jobTitle: 'Oak floor, Smith', assignees: [{ userId: 'u1', name: 'Ana' }] });
    expect(tooltipLines({ kind: 'task', task: withJob }, labels)).toEqual([
      'Pick up tiles',
      'Job: Oak floor, Smith',
      'Crew: Ana',
    ]);
  });
});

describe('drag payloads', () => {
  const start = new Date('2026-11-24T14:00:00.000Z');
  const end = new Date('2026-11-24T14:30:00.000Z');

  it('moves a task with both times', () => {
    expect(taskMovePayload(task(), start, end)).toEqual({
      startsAt: '2026-11-24T14:00:00.000Z',
      endsAt: '2026-11-24T14:30:00.000Z',
    });
    // No end from FullCalendar: the task keeps its 30 minutes.
    expect(taskMovePayload(task(), start, null).endsAt).toBe('2026-11-24T14:30:00.000Z');
  });

  it('moves a job without an end by its start only; a resize gives it an end', () => {
    expect(jobMovePayload(job(), start, new Date('2026-11-24T16:00:00.000Z'), false)).toEqual({
      scheduledStart: '2026-11-24T14:00:00.000Z',
    });
    expect(jobMovePayload(job(), start, new Date('2026-11-24T17:00:00.000Z'), true)).toEqual({
      scheduledStart: '2026-11-24T14:00:00.000Z',
      scheduledEnd: '2026-11-24T17:00:00.000Z',
    });
  });

  it('moves a job with an end by both', () => {
    const scheduled = job({ scheduledEnd: '2026-11-23T21:00:00.000Z' });
    expect(jobMovePayload(scheduled, start, new Date('2026-11-24T22:00:00.000Z'), false)).toEqual({
      scheduledStart: '2026-11-24T14:00:00.000Z',
      scheduledEnd: '2026-11-24T22:00:00.000Z',
    });
    expect(jobMovePayload(scheduled, start, null, false).scheduledEnd).toBe('2026-11-24T22:00:00.000Z');
  });
});
