import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_LIMITS, CALENDAR_MESSAGES } from '../../../shared/calendar.ts';
import type { CalendarRangeItems as Range, CalendarTask } from '../../../shared/calendar-responses.ts';
import type { JobStatus } from '../../../shared/jobs.ts';
import type { NotificationPage } from '../../../shared/notification-responses.ts';
import type { Problem } from '../../../shared/responses.ts';
import { calendarFeeds } from '../../db/schema/calendar.ts';
import { profiles } from '../../db/schema/companies.ts';
import { jobCrew, jobs } from '../../db/schema/jobs.ts';
import { TenantDb } from '../../db/tenant.ts';
import { forgetCaller } from '../../platform/caller.ts';
import { json, startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';

type Company = TestClient & { companyId: string };

let t: TestApp;
let owner: Company;
let other: Company;
let crew: TestClient;
let crew2: TestClient;
let client: TestClient;
const job: Record<string, string> = {};

interface JobSeed {
  title: string;
  start?: string | null;
  end?: string | null;
  status?: JobStatus;
  address?: string;
  totalCents?: number;
  crew?: string[];
  clientId?: string;
}

async function seedJobs(company: Company, seeds: JobSeed[]): Promise<Record<string, string>> {
  const tenant = new TenantDb(t.database.db, {
    userId: company.userId,
    companyId: company.companyId,
    role: 'admin',
    isOwner: true,
  });
  const rows = await tenant.run(async (tx) => {
    const rows = await tx
      .insert(jobs)
      .values(
        seeds.map((s) => ({
          companyId: company.companyId,
          userId: company.userId,
          title: s.title,
          address: s.address ?? null,
          status: s.status ?? 'pending',
          totalCents: s.totalCents ?? null,
          clientId: s.clientId ?? null,
          scheduledStart: s.start ? new Date(s.start) : null,
          scheduledEnd: s.end ? new Date(s.end) : null,
        })),
      )
      .returning();
    const crewRows = rows.flatMap((row, i) =>
      (seeds[i]!.crew ?? []).map((userId) => ({ companyId: company.companyId, jobId: row.id, userId })),
    );
    if (crewRows.length > 0) await tx.insert(jobCrew).values(crewRows);
    return rows;
  });
  return Object.fromEntries(rows.map((r) => [r.title, r.id]));
}

const FROM = '2026-03-01T00:00:00.000Z';
const TO = '2026-04-01T00:00:00.000Z';
const rangeOf = async (who: TestClient, query = `from=${FROM}&to=${TO}`) => {
  const res = await who.get(`/api/v1/calendar?${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return json<Range>(res);
};
const problem = async (res: Response, status = 400) => {
  expect(res.status, await res.clone().text()).toBe(status);
  return json<Problem>(res);
};
const newTask = async (who: TestClient, body: Record<string, unknown>) => {
  const res = await who.post('/api/v1/calendar/tasks', body);
  expect(res.status, await res.clone().text()).toBe(201);
  return json<CalendarTask>(res);
};
const patch = (who: TestClient, id: string, body: unknown) =>
  who.request('PATCH', `/api/v1/calendar/tasks/${id}`, { body });
const notices = async (who: TestClient) =>
  (await json<NotificationPage>(await who.get('/api/v1/notifications?limit=100'))).items.filter(
    (n) => n.type === 'task_assigned',
  );
const task = (title: string, startsAt: string, endsAt: string, extra: Record<string, unknown> = {}) => ({
  title,
  startsAt,
  endsAt,
  ...extra,
});

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.newCompany('Cedar Floors');
  other = await t.newCompany('Maple Floors');
  crew = await t.addMember(owner.companyId, 'field_team');
  crew2 = await t.addMember(owner.companyId, 'field_team');
  client = await t.addMember(owner.companyId, 'client');
  Object.assign(
    job,
    await seedJobs(owner, [
      {
        title: 'Kitchen oak',
        start: '2026-03-10T15:00:00Z',
        end: '2026-03-10T18:00:00Z',
        address: '1 Elm St',
        totalCents: 500_000,
        crew: [crew.userId],
      },
      { title: 'Hall tile', start: '2026-03-11T15:00:00Z', totalCents: 120_000 },
      { title: 'Before the range', start: '2026-02-20T15:00:00Z', end: '2026-02-20T17:00:00Z' },
      { title: 'Long job', start: '2026-02-25T13:00:00Z', end: '2026-03-02T12:00:00Z', crew: [crew2.userId] },
      // No end: two hours, so it reaches into the range by one hour.
      { title: 'Late no end', start: '2026-02-28T23:00:00Z' },
      { title: 'Ended just before', start: '2026-02-28T21:00:00Z', end: '2026-03-01T00:00:00Z' },
      { title: 'At the end', start: TO },
      { title: 'Unscheduled', totalCents: 1_000 },
    ]),
  );
  Object.assign(job, await seedJobs(other, [{ title: 'Other company job', start: '2026-03-12T15:00:00Z' }]));
});
afterAll(() => t.close());

describe('GET /calendar', () => {
  it('refuses a missing, reversed, malformed or too wide range', async () => {
    expect((await problem(await owner.get(`/api/v1/calendar?to=${TO}`))).errors).toHaveProperty('from');
    expect((await problem(await owner.get(`/api/v1/calendar?from=${TO}&to=${FROM}`))).errors).toEqual({
      to: CALENDAR_MESSAGES.endBeforeStart,
    });
    expect((await problem(await owner.get(`/api/v1/calendar?from=${FROM}&to=${FROM}`))).errors).toHaveProperty('to');
    expect((await problem(await owner.get(`/api/v1/calendar?from=yesterday&to=${TO}`))).errors).toHaveProperty('from');
    const tooWide = new Date(Date.parse(FROM) + (CALENDAR_LIMITS.rangeDays * 24 + 1) * 3_600_000).toISOString();
    const wide = await problem(await owner.get(`/api/v1/calendar?from=${FROM}&to=${tooWide}`));
    expect(wide.message).toBe(CALENDAR_MESSAGES.rangeTooWide);
    expect(wide.errors).toEqual({ to: CALENDAR_MESSAGES.rangeTooWide });
    const widest = new Date(Date.parse(FROM) + CALENDAR_LIMITS.rangeDays * 24 * 3_600_000).toISOString();
    expect((await owner.get(`/api/v1/calendar?from=${FROM}&to=${widest}`)).status).toBe(200);
    // Year 0 is a valid ISO instant but not a PostgreSQL one: a 400, never a 500.
    await problem(await owner.get('/api/v1/calendar?from=0000-01-01T00:00:00Z&to=0000-01-02T00:00:00Z'));
  });

  it('returns the jobs overlapping the range, by start, with their crew and no amounts', async () => {
    const { jobs: found } = await rangeOf(owner);
    expect(found.map((j) => j.title)).toEqual(['Long job', 'Late no end', 'Kitchen oak', 'Hall tile']);
    const kitchen = found.find((j) => j.title === 'Kitchen oak')!;
    expect(kitchen).toEqual({
      id: job['Kitchen oak'],
      title: 'Kitchen oak',
      address: '1 Elm St',
      status: 'pending',
      projectStage: 'project_start',
      scheduledStart: '2026-03-10T15:00:00.000Z',
      scheduledEnd: '2026-03-10T18:00:00.000Z',
      crew: [{ userId: crew.userId, name: 'field_team member' }],
    });
    expect(found.find((j) => j.title === 'Hall tile')!.scheduledEnd).toBeNull();
    expect(JSON.stringify(found)).not.toMatch(/amount|cents|5000/i);
  });

  it('offsets in the query are instants: the same range written in another zone gives the same jobs', async () => {
    const { jobs: found } = await rangeOf(
      owner,
      `from=${encodeURIComponent('2026-02-28T19:00:00-05:00')}&to=${encodeURIComponent('2026-03-31T20:00:00-04:00')}`,
    );
    expect(found.map((j) => j.title)).toEqual(['Long job', 'Late no end', 'Kitchen oak', 'Hall tile']);
  });

  it("a field crew member sees only their jobs; memberId narrows a manager's view to one member", async () => {
    expect((await rangeOf(crew)).jobs.map((j) => j.title)).toEqual(['Kitchen oak']);
    expect((await rangeOf(owner, `from=${FROM}&to=${TO}&memberId=${crew2.userId}`)).jobs.map((j) => j.title)).toEqual([
      'Long job',
    ]);
    // A crew member asking for someone else's items still sees only their own jobs.
    expect((await rangeOf(crew, `from=${FROM}&to=${TO}&memberId=${crew2.userId}`)).jobs).toEqual([]);
  });

  it("a client sees only their own jobs, and another company's jobs never show", async () => {
    expect((await rangeOf(client)).jobs).toEqual([]);
    expect((await rangeOf(other)).jobs.map((j) => j.title)).toEqual(['Other company job']);
  });
});

describe('tasks', () => {
  it('creates a task with a job and assignees; the assignee is notified, the creator is not', async () => {
    const created = await newTask(
      owner,
      task('Deliver boards', '2026-03-09T14:00:00Z', '2026-03-09T15:00:00Z', {
        jobId: job['Kitchen oak'],
        assigneeIds: [crew.userId, owner.userId, crew.userId],
        notes: 'Side door',
      }),
    );
    expect(created).toMatchObject({
      title: 'Deliver boards',
      startsAt: '2026-03-09T14:00:00.000Z',
      endsAt: '2026-03-09T15:00:00.000Z',
      jobId: job['Kitchen oak'],
      jobTitle: 'Kitchen oak',
      notes: 'Side door',
      done: false,
      userId: owner.userId,
    });
    expect(created.assignees.map((a) => a.userId).sort()).toEqual([crew.userId, owner.userId].sort());
    expect(await notices(crew)).toEqual([
      expect.objectContaining({ params: { title: 'Deliver boards' }, link: '/dashboard/calendar' }),
    ]);
    expect(await notices(owner)).toEqual([]);
    const res = await crew.get(`/api/v1/calendar/tasks/${created.id}`);
    expect(res.status).toBe(200);
    expect(await json<CalendarTask>(res)).toEqual(created);
  });

  it('refuses bad input with per-field messages', async () => {
    const start = '2026-03-09T14:00:00Z';
    const end = '2026-03-09T15:00:00Z';
    const cases: [Record<string, unknown>, string, string | RegExp][] = [
      [task('Backwards', end, start), 'endsAt', CALENDAR_MESSAGES.endBeforeStart],
      [task(' ', start, end), 'title', 'This field is required'],
      [task('Bad time', 'tomorrow', end), 'startsAt', /./],
      [task('Year zero', '0000-01-01T00:00:00Z', '0000-01-01T01:00:00Z'), 'startsAt', /1900/],
      [
        task('Outsider', start, end, { assigneeIds: [other.userId] }),
        'assigneeIds',
        CALENDAR_MESSAGES.assigneeNotMember,
      ],
      [
        task('Nobody', start, end, { assigneeIds: ['no-such-user'] }),
        'assigneeIds',
        CALENDAR_MESSAGES.assigneeNotMember,
      ],
      [task('Foreign job', start, end, { jobId: job['Other company job'] }), 'jobId', /./],
      [task('Missing job', start, end, { jobId: '00000000-0000-4000-8000-000000000000' }), 'jobId', /./],
    ];
    for (const [body, field, message] of cases) {
      const body400 = await problem(await owner.post('/api/v1/calendar/tasks', body));
      expect(body400.code).toBe('VALIDATION_ERROR');
      expect(body400.errors?.[field], JSON.stringify(body)).toMatch(message);
    }
    // A crew member may not tie a task to a job they cannot see.
    const hidden = await problem(
      await crew.post('/api/v1/calendar/tasks', task('Peek', start, end, { jobId: job['Hall tile'] })),
    );
    expect(hidden.errors).toHaveProperty('jobId');
    const titles = (await rangeOf(owner)).tasks.map((x) => x.title);
    for (const title of ['Backwards', 'Outsider', 'Foreign job', 'Peek']) expect(titles).not.toContain(title);
  });

  it('a client may read the calendar but not write tasks', async () => {
    expect((await client.get(`/api/v1/calendar?from=${FROM}&to=${TO}`)).status).toBe(200);
    await problem(await client.post('/api/v1/calendar/tasks', task('Client task', FROM, TO)), 403);
  });

  describe('what an own-scope member sees and changes', () => {
    let theirs: CalendarTask;
    let assigned: CalendarTask;
    let others: CalendarTask;

    beforeAll(async () => {
      theirs = await newTask(crew, task('Crew own note', '2026-03-12T12:00:00Z', '2026-03-12T12:30:00Z'));
      assigned = await newTask(
        owner,
        task('Check hall', '2026-03-13T12:00:00Z', '2026-03-13T13:00:00Z', {
          jobId: job['Hall tile'],
          assigneeIds: [crew.userId],
        }),
      );
      others = await newTask(owner, task('Office call', '2026-03-14T12:00:00Z', '2026-03-14T12:30:00Z'));
    });

    it('lists only the tasks they created or are assigned to; a job they cannot see has no title', async () => {
      const mine = (await rangeOf(crew)).tasks;
      const titles = mine.map((x) => x.title);
      expect(titles).toEqual(expect.arrayContaining(['Crew own note', 'Check hall']));
      expect(titles).not.toContain('Office call');
      const hall = mine.find((x) => x.id === assigned.id)!;
      expect(hall.jobTitle).toBeNull();
      expect(assigned.jobTitle).toBe('Hall tile');
      // The manager sees all of them, by start.
      const all = (await rangeOf(owner)).tasks;
      expect(all.map((x) => x.title)).toEqual(expect.arrayContaining(['Crew own note', 'Check hall', 'Office call']));
      const starts = all.map((x) => x.startsAt);
      expect(starts).toEqual([...starts].sort());
    });

    it("gets 404 on another's task, for reading, editing and deleting", async () => {
      expect((await crew.get(`/api/v1/calendar/tasks/${others.id}`)).status).toBe(404);
      expect((await patch(crew, others.id, { done: true })).status).toBe(404);
      expect((await crew.request('DELETE', `/api/v1/calendar/tasks/${others.id}`)).status).toBe(404);
      expect((await json<CalendarTask>(await owner.get(`/api/v1/calendar/tasks/${others.id}`))).done).toBe(false);
    });

    it('may mark an assigned task done and delete their own', async () => {
      const res = await patch(crew, assigned.id, { done: true });
      expect(res.status, await res.clone().text()).toBe(200);
      expect((await json<CalendarTask>(res)).done).toBe(true);
      expect((await crew.request('DELETE', `/api/v1/calendar/tasks/${theirs.id}`)).status).toBe(204);
      expect((await owner.get(`/api/v1/calendar/tasks/${theirs.id}`)).status).toBe(404);
    });

    it('memberId narrows the tasks to those assigned to the member', async () => {
      const { tasks } = await rangeOf(owner, `from=${FROM}&to=${TO}&memberId=${crew.userId}`);
      expect(tasks.length).toBeGreaterThan(0);
      for (const x of tasks) expect(x.assignees.map((a) => a.userId)).toContain(crew.userId);
      expect(tasks.map((x) => x.title)).not.toContain('Office call');
    });
  });

  describe('rescheduling and editing', () => {
    let moving: CalendarTask;

    beforeAll(async () => {
      moving = await newTask(owner, task('Moveable', '2026-03-20T14:00:00Z', '2026-03-20T16:00:00Z'));
    });

    it('checks one bound against the other it keeps', async () => {
      expect((await problem(await patch(owner, moving.id, { endsAt: '2026-03-20T13:00:00Z' }))).errors).toEqual({
        endsAt: CALENDAR_MESSAGES.endBeforeStart,
      });
      expect((await problem(await patch(owner, moving.id, { startsAt: '2026-03-20T16:00:00Z' }))).errors).toEqual({
        endsAt: CALENDAR_MESSAGES.endBeforeStart,
      });
      const res = await patch(owner, moving.id, { startsAt: '2026-03-20T15:00:00Z' });
      expect(res.status).toBe(200);
      expect(await json<CalendarTask>(res)).toMatchObject({
        startsAt: '2026-03-20T15:00:00.000Z',
        endsAt: '2026-03-20T16:00:00.000Z',
      });
      const both = await json<CalendarTask>(
        await patch(owner, moving.id, { startsAt: '2026-03-21T09:00:00-03:00', endsAt: '2026-03-21T10:00:00-03:00' }),
      );
      expect(both).toMatchObject({ startsAt: '2026-03-21T12:00:00.000Z', endsAt: '2026-03-21T13:00:00.000Z' });
    });

    it('replaces the assignees, notifying only the newly added', async () => {
      const before2 = (await notices(crew2)).length;
      const first = await json<CalendarTask>(await patch(owner, moving.id, { assigneeIds: [crew.userId] }));
      expect(first.assignees.map((a) => a.userId)).toEqual([crew.userId]);
      const crewNotices = (await notices(crew)).length;
      const second = await json<CalendarTask>(
        await patch(owner, moving.id, { assigneeIds: [crew.userId, crew2.userId], title: 'Moved, renamed' }),
      );
      expect(second.assignees.map((a) => a.userId).sort()).toEqual([crew.userId, crew2.userId].sort());
      expect(second.title).toBe('Moved, renamed');
      expect(await notices(crew)).toHaveLength(crewNotices);
      expect(await notices(crew2)).toHaveLength(before2 + 1);
      const third = await json<CalendarTask>(await patch(owner, moving.id, { assigneeIds: [] }));
      expect(third.assignees).toEqual([]);
      expect((await problem(await patch(owner, moving.id, { assigneeIds: [other.userId] }))).errors).toEqual({
        assigneeIds: CALENDAR_MESSAGES.assigneeNotMember,
      });
    });

    it('sets and clears the job', async () => {
      const linked = await json<CalendarTask>(await patch(owner, moving.id, { jobId: job['Hall tile'] }));
      expect(linked).toMatchObject({ jobId: job['Hall tile'], jobTitle: 'Hall tile' });
      expect((await problem(await patch(owner, moving.id, { jobId: job['Other company job'] }))).errors).toHaveProperty(
        'jobId',
      );
      const cleared = await json<CalendarTask>(await patch(owner, moving.id, { jobId: '' }));
      expect(cleared).toMatchObject({ jobId: null, jobTitle: null });
    });

    it('deletes, and another company cannot touch it', async () => {
      expect((await other.get(`/api/v1/calendar/tasks/${moving.id}`)).status).toBe(404);
      expect((await patch(other, moving.id, { title: 'Mine now' })).status).toBe(404);
      expect((await other.request('DELETE', `/api/v1/calendar/tasks/${moving.id}`)).status).toBe(404);
      expect((await owner.request('DELETE', `/api/v1/calendar/tasks/${moving.id}`)).status).toBe(204);
      expect((await owner.request('DELETE', `/api/v1/calendar/tasks/${moving.id}`)).status).toBe(404);
    });
  });
});

describe('the private iCalendar feed', () => {
  let feedCo: Company;
  let worker: TestClient;
  let ids: Record<string, string>;
  const DAY = 24 * 3_600_000;
  const inDays = (n: number, hourUtc = 15) => {
    const d = new Date(Date.now() + n * DAY);
    d.setUTCHours(hourUtc, 0, 0, 0);
    return d.toISOString();
  };
  const tricky = 'Smith, kitchen; stairs\nsecond floor \\ back';

  const feedPath = (url: string) => {
    const u = new URL(url);
    expect(u.origin).toBe(t.config.appUrl);
    return u.pathname;
  };
  const fetchFeed = (path: string) => t.app.request(path);
  const parse = (ics: string) =>
    new ICAL.Component(ICAL.parse(ics) as unknown[]).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  const makeFeed = async (who: TestClient) => {
    const res = await who.post('/api/v1/calendar/feed', {});
    expect(res.status, await res.clone().text()).toBe(201);
    return (await json<{ url: string }>(res)).url;
  };

  beforeAll(async () => {
    feedCo = await t.newCompany('Feed Floors');
    worker = await t.addMember(feedCo.companyId, 'field_team');
    ids = await seedJobs(feedCo, [
      {
        title: tricky,
        start: inDays(1),
        end: inDays(1, 18),
        address: '5 Pine Rd, Apt 2; rear',
        totalCents: 9_876_543,
        crew: [worker.userId],
        status: 'in_progress',
      },
      { title: 'Office only', start: inDays(2), totalCents: 5_555_500 },
      { title: 'Long ago', start: inDays(-(CALENDAR_LIMITS.feedPastDays + 5)), crew: [worker.userId] },
      { title: 'Far ahead', start: inDays(CALENDAR_LIMITS.feedFutureDays + 5), crew: [worker.userId] },
      { title: 'Last month', start: inDays(-30), crew: [worker.userId], status: 'cancelled' },
    ]);
    await newTask(
      feedCo,
      task('Pick up grout', inDays(3, 13), inDays(3, 14), { assigneeIds: [worker.userId], notes: 'Store #4' }),
    );
    await newTask(feedCo, task('Owner admin time', inDays(3, 16), inDays(3, 17)));
  });

  it('starts without a feed; making one shows the URL once and keeps only its hash', async () => {
    expect(await json(await worker.get('/api/v1/calendar/feed'))).toEqual({
      active: false,
      createdAt: null,
      lastFetchedAt: null,
    });
    const res = await worker.post('/api/v1/calendar/feed', {});
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { url } = await json<{ url: string }>(res);
    const match = /\/api\/v1\/calendar\/feed\/([A-Za-z0-9_-]{43})\.ics$/.exec(url);
    expect(match, url).not.toBeNull();
    const token = match![1]!;
    const [row] = await t.database.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, worker.userId));
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    const status = await json<{ active: boolean; createdAt: string | null; lastFetchedAt: string | null }>(
      await worker.get('/api/v1/calendar/feed'),
    );
    expect(status.active).toBe(true);
    expect(status.createdAt).not.toBeNull();
    expect(status.lastFetchedAt).toBeNull();
  });

  it("holds a crew member's own jobs and tasks in the window, escaped, in UTC, without amounts", async () => {
    const path = feedPath(await makeFeed(worker));
    const res = await fetchFeed(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('private, max-age=300');
    const ics = await res.text();
    expect(ics).toContain('\r\nMETHOD:PUBLISH\r\n');
    expect(ics).toContain('\r\nX-WR-TIMEZONE:America/New_York\r\n');
    expect(ics).not.toMatch(/98765|55555|amount/i);
    const events = parse(ics);
    expect(events.map((e) => e.summary).sort()).toEqual([tricky, 'Last month', 'Pick up grout'].sort());
    const first = events.find((e) => e.summary === tricky)!;
    expect(first.startDate.toJSDate().toISOString()).toBe(inDays(1));
    expect(first.endDate.toJSDate().toISOString()).toBe(inDays(1, 18));
    expect(first.location).toBe('5 Pine Rd, Apt 2; rear');
    expect(first.description).toBe('Status: In Progress\nStage: Project start');
    expect(first.uid).toMatch(new RegExp(`^job-${ids[tricky]}@`));
    expect(first.component.getFirstPropertyValue('url')).toBe(`${t.config.appUrl}/dashboard/jobs/${ids[tricky]}`);
    const cancelled = events.find((e) => e.summary === 'Last month')!;
    expect(cancelled.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    const grout = events.find((e) => e.summary === 'Pick up grout')!;
    expect(grout.description).toBe('Store #4');
    expect(grout.startDate.toJSDate().toISOString()).toBe(inDays(3, 13));
    expect(grout.component.getFirstPropertyValue('url')).toBe(`${t.config.appUrl}/dashboard/calendar`);
    // The same items keep the same UIDs from one fetch to the next.
    const again = parse(await (await fetchFeed(path)).text());
    expect(again.map((e) => e.uid).sort()).toEqual(events.map((e) => e.uid).sort());
    const status = await json<{ lastFetchedAt: string | null }>(await worker.get('/api/v1/calendar/feed'));
    expect(status.lastFetchedAt).not.toBeNull();
  });

  it("a manager's feed holds every scheduled job in the window and their own tasks", async () => {
    const events = parse(await (await fetchFeed(feedPath(await makeFeed(feedCo)))).text());
    expect(events.map((e) => e.summary).sort()).toEqual(
      [tricky, 'Office only', 'Last month', 'Owner admin time', 'Pick up grout'].sort(),
    );
    const office = events.find((e) => e.summary === 'Office only')!;
    expect(office.endDate.toJSDate().getTime() - office.startDate.toJSDate().getTime()).toBe(2 * 3_600_000);
  });

  it('a new URL revokes the old one; revoking ends the feed', async () => {
    const oldPath = feedPath(await makeFeed(worker));
    expect((await fetchFeed(oldPath)).status).toBe(200);
    const newPath = feedPath(await makeFeed(worker));
    expect(newPath).not.toBe(oldPath);
    expect((await fetchFeed(oldPath)).status).toBe(404);
    expect((await fetchFeed(newPath)).status).toBe(200);
    expect((await worker.request('DELETE', '/api/v1/calendar/feed')).status).toBe(204);
    expect((await fetchFeed(newPath)).status).toBe(404);
    expect((await json<{ active: boolean }>(await worker.get('/api/v1/calendar/feed'))).active).toBe(false);
    expect((await worker.request('DELETE', '/api/v1/calendar/feed')).status).toBe(204);
  });

  it('unknown and malformed tokens are 404', async () => {
    for (const file of ['A'.repeat(43) + '.ics', 'A'.repeat(43), 'nope.ics', '%20.ics', 'x'.repeat(100)]) {
      const res = await fetchFeed(`/api/v1/calendar/feed/${file}`);
      expect(res.status, file).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
    }
  });

  it('stops working when the member leaves the company', async () => {
    const leaver = await t.addMember(feedCo.companyId, 'admin');
    const path = feedPath(await makeFeed(leaver));
    expect((await fetchFeed(path)).status).toBe(200);
    await t.database.db.update(profiles).set({ companyId: null }).where(eq(profiles.userId, leaver.userId));
    expect((await fetchFeed(path)).status).toBe(404);
    // Back in a company, a new feed replaces the old company's one.
    await t.database.db.update(profiles).set({ companyId: owner.companyId }).where(eq(profiles.userId, leaver.userId));
    forgetCaller({ userId: leaver.userId }); // changed behind the app: its cached caller would last a few seconds
    const fresh = feedPath(await makeFeed(leaver));
    expect((await fetchFeed(fresh)).status).toBe(200);
    expect((await fetchFeed(path)).status).toBe(404);
  });

  it('needs a session for everything but the feed itself', async () => {
    expect((await t.app.request('/api/v1/calendar/feed')).status).toBe(401);
    expect((await t.app.request('/api/v1/calendar/feed', { method: 'POST' })).status).toBe(401);
    expect((await t.app.request('/api/v1/calendar/feed', { method: 'DELETE' })).status).toBe(401);
  });
});
