import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsEventPage } from '../../../shared/analytics-responses.ts';
import { dayInZone } from '../../../shared/days.ts';
import type { Job, JobPage as Page, JobUpdate as Update } from '../../../shared/job-responses.ts';
import { JOB_STAGE_PROGRESS, JOB_STAGES } from '../../../shared/jobs.ts';
import type { Problem } from '../../../shared/responses.ts';
import { companies } from '../../db/schema/companies.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { json, startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';

let t: TestApp;
let owner: TestClient & { companyId: string };
let other: TestClient & { companyId: string };
let crewA: TestClient;
let crewB: TestClient;
let clientMember: TestClient;
let partner: TestClient;

let counter = 0;
async function newJob(who: TestClient, fields: Record<string, unknown> = {}): Promise<Job> {
  const res = await who.post('/api/v1/jobs', { title: `Job ${++counter}`, ...fields });
  expect(res.status, await res.clone().text()).toBe(201);
  return json<Job>(res);
}
async function newLead(who: TestClient, fields: Record<string, unknown> = {}): Promise<{ id: string; status: string }> {
  const res = await who.post('/api/v1/leads', { name: `Lead ${++counter}`, ...fields });
  expect(res.status, await res.clone().text()).toBe(201);
  return json(res);
}
const updatesOf = async (who: TestClient, id: string) =>
  (await json<{ items: Update[] }>(await who.get(`/api/v1/jobs/${id}/updates`))).items;
const allEvents = async (who: TestClient = owner) =>
  (await json<AnalyticsEventPage>(await who.get('/api/v1/analytics/events?limit=100'))).items;
const eventsOf = async (jobId: string, who: TestClient = owner) =>
  (await allEvents(who)).filter((e) => e.jobId === jobId);
const list = async (who: TestClient, query = '') => {
  const res = await who.get(`/api/v1/jobs${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return json<Page>(res);
};
const ids = (list: { id: string }[]) => list.map((j) => j.id);
const problem = async (res: Response, status: number) => {
  expect(res.status, await res.clone().text()).toBe(status);
  return json<Problem>(res);
};
const patch = (who: TestClient, id: string, body: unknown) => who.request('PATCH', `/api/v1/jobs/${id}`, { body });
/** Today in a time zone, as YYYY-MM-DD. */
const todayIn = (timeZone: string) => dayInZone(new Date(), timeZone);

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.newCompany('Oak Jobs Floors');
  other = await t.newCompany('Birch Jobs Floors');
  crewA = await t.addMember(owner.companyId, 'field_team');
  crewB = await t.addMember(owner.companyId, 'field_team');
  clientMember = await t.addMember(owner.companyId, 'client');
  partner = await t.addMember(owner.companyId, 'partner');
});
afterAll(() => t.close());

describe('creating a job', () => {
  it("starts pending at project_start, logs 'Project Created', emits job_created and tells the crew", async () => {
    const job = await newJob(owner, {
      title: 'Oak floor, living room',
      address: '12 Elm Street',
      serviceType: 'hardwood',
      clientId: clientMember.userId,
      clientEmail: 'maria@example.com',
      totalCents: 840_050,
      materialsCostCents: 300_000,
      laborCostCents: 250_000,
      squareFeet: 600,
      startDate: '2026-12-01',
      endDate: '2026-12-03',
      scheduledStart: '2026-12-01T08:00:00-05:00',
      scheduledEnd: '2026-12-01T17:00:00-05:00',
      crewIds: [crewA.userId, crewA.userId, owner.userId],
    });
    expect(job).toMatchObject({
      status: 'pending',
      projectStage: 'project_start',
      progressPercentage: 0,
      clientId: clientMember.userId,
      clientName: 'client member',
      totalCents: 840_050,
      materialsCostCents: 300_000,
      laborCostCents: 250_000,
      hiddenFields: [],
      startDate: '2026-12-01',
      scheduledStart: '2026-12-01T13:00:00.000Z',
      scheduledEnd: '2026-12-01T22:00:00.000Z',
    });
    expect(job.crew.map((c) => c.userId).sort()).toEqual([crewA.userId, owner.userId].sort());
    expect(job.crew.find((c) => c.userId === crewA.userId)?.name).toBe('field_team member');

    expect(await updatesOf(owner, job.id)).toEqual([
      expect.objectContaining({ updateType: 'created', title: 'Project Created', userName: 'Oak Jobs Floors owner' }),
    ]);
    expect((await eventsOf(job.id)).map((e) => e.eventType)).toEqual(['job_created']);

    const notes = await json<{ items: { type: string; params: unknown; link: string; title: string }[] }>(
      await crewA.get('/api/v1/notifications'),
    );
    expect(notes.items.filter((n) => n.type === 'job_assigned')).toEqual([
      expect.objectContaining({
        params: { title: 'Oak floor, living room' },
        link: `/dashboard/jobs/${job.id}`,
        title: 'You were assigned to Oak floor, living room',
      }),
    ]);
    // The manager who put themselves on the crew is not notified of it.
    const mine = await json<{ items: { type: string }[] }>(await owner.get('/api/v1/notifications'));
    expect(mine.items.filter((n) => n.type === 'job_assigned')).toEqual([]);
  });

  it('shows the contact name when the client is not a member', async () => {
    const job = await newJob(owner, { clientName: 'Walk-in Wanda', clientPhone: '+1 555 0100' });
    expect(job).toMatchObject({ clientId: null, clientName: 'Walk-in Wanda', clientPhone: '+1 555 0100' });
  });

  it('refuses bad input with per-field messages and writes nothing', async () => {
    const before = (await list(owner)).total;
    const eventsBefore = (await allEvents()).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ crewIds: [other.userId] }, 'crewIds', 'Choose members of your company'],
      [{ crewIds: [crewA.userId, clientMember.userId] }, 'crewIds', 'Choose members of your company'],
      [{ crewIds: [partner.userId] }, 'crewIds', 'Choose members of your company'],
      [{ crewIds: ['no-such-user'] }, 'crewIds', 'Choose members of your company'],
      [{ clientId: crewA.userId }, 'clientId', 'Choose a member with the client role'],
      [{ clientId: other.userId }, 'clientId', 'Choose a member with the client role'],
      [{ startDate: '2026-12-05', endDate: '2026-12-01' }, 'endDate', 'The end must be after the start'],
      [
        { scheduledStart: '2026-12-01T10:00:00Z', scheduledEnd: '2026-12-01T10:00:00Z' },
        'scheduledEnd',
        'The end must be after the start',
      ],
      [{ serviceType: 'marble' }, 'serviceType', ''],
      [{ totalCents: -1 }, 'totalCents', ''],
      // Whole cents only: dollars (or a fraction of a cent) are refused, never rounded.
      [{ totalCents: 8400.5 }, 'totalCents', ''],
      [{ materialsCostCents: '8,400.50' }, 'materialsCostCents', ''],
      [{ laborCostCents: 10_000_000_001 }, 'laborCostCents', ''],
      [{ title: '  ' }, 'title', 'This field is required'],
      [{ scheduledStart: 'tomorrow' }, 'scheduledStart', ''],
    ];
    for (const [fields, field, message] of cases) {
      const body = await problem(await owner.post('/api/v1/jobs', { title: 'Bad', ...fields }), 400);
      expect(body.code).toBe('VALIDATION_ERROR');
      expect(body.errors?.[field], JSON.stringify(fields)).toBeDefined();
      if (message) expect(body.errors?.[field]).toBe(message);
    }
    expect((await list(owner)).total).toBe(before);
    expect((await allEvents()).length).toBe(eventsBefore);
  });

  it('only managers create and edit jobs: field crews, clients and partners get 403', async () => {
    const job = await newJob(owner, { crewIds: [crewA.userId] });
    for (const who of [crewA, clientMember, partner]) {
      expect((await who.post('/api/v1/jobs', { title: 'Mine' })).status).toBe(403);
      expect((await patch(who, job.id, { title: 'Renamed' })).status).toBe(403);
      expect((await who.request('DELETE', `/api/v1/jobs/${job.id}`)).status).toBe(403);
    }
    expect((await json<Job>(await owner.get(`/api/v1/jobs/${job.id}`))).title).toBe(job.title);
    const admin = await t.addMember(owner.companyId, 'admin');
    const provider = await t.addMember(owner.companyId, 'service_provider');
    await newJob(admin);
    await newJob(provider);
  });
});

describe('status changes', () => {
  it.each(['in_progress', 'cancelled'] as const)(
    '%s logs its update with {from, to} and emits job_%s',
    async (status) => {
      const job = await newJob(owner);
      const res = await owner.post(`/api/v1/jobs/${job.id}/status`, { status });
      expect(res.status).toBe(200);
      expect((await json<Job>(res)).status).toBe(status);
      const [latest] = await updatesOf(owner, job.id);
      expect(latest).toMatchObject({
        updateType: 'status_change',
        title: `Status changed to ${status}`,
        metadata: { from: 'pending', to: status },
      });
      const events = await eventsOf(job.id);
      expect(events.map((e) => e.eventType)).toEqual([`job_${status}`, 'job_created']);
      expect(events[0]!.eventData).toEqual({ from: 'pending', to: status });
    },
  );

  it('back to pending is a change too; the same status again is a no-op', async () => {
    const job = await newJob(owner);
    await owner.post(`/api/v1/jobs/${job.id}/status`, { status: 'in_progress' });
    const same = await owner.post(`/api/v1/jobs/${job.id}/status`, { status: 'in_progress' });
    expect(same.status).toBe(200);
    expect((await json<Job>(same)).status).toBe('in_progress');
    expect((await updatesOf(owner, job.id)).map((u) => u.title)).toEqual([
      'Status changed to in_progress',
      'Project Created',
    ]);
    await owner.post(`/api/v1/jobs/${job.id}/status`, { status: 'pending' });
    expect((await eventsOf(job.id)).map((e) => e.eventType)).toEqual(['job_pending', 'job_in_progress', 'job_created']);
  });

  it("'completed' completes the job exactly as /complete does", async () => {
    const job = await newJob(owner, { totalCents: 120_000 });
    const res = await owner.post(`/api/v1/jobs/${job.id}/status`, { status: 'completed' });
    expect(await json<Job>(res)).toMatchObject({
      status: 'completed',
      projectStage: 'project_complete',
      progressPercentage: 100,
      endDate: todayIn('America/New_York'),
    });
    expect((await updatesOf(owner, job.id))[0]).toMatchObject({ updateType: 'completed', title: 'Project Completed' });
    expect((await eventsOf(job.id)).map((e) => e.eventType)).toEqual(['job_completed', 'job_created']);
  });

  it('refuses an unknown status', async () => {
    const job = await newJob(owner);
    const body = await problem(await owner.post(`/api/v1/jobs/${job.id}/status`, { status: 'done' }), 400);
    expect(body.errors?.status).toBeDefined();
  });
});

describe('stage changes', () => {
  it.each(JOB_STAGES.filter((s) => s !== 'project_start'))(
    '%s takes its own progress, logs the change and emits job_stage_%s',
    async (stage) => {
      const job = await newJob(owner);
      const res = await owner.post(`/api/v1/jobs/${job.id}/stage`, { stage });
      expect(await json<Job>(res)).toMatchObject({
        projectStage: stage,
        progressPercentage: JOB_STAGE_PROGRESS[stage],
        status: 'pending',
      });
      expect((await updatesOf(owner, job.id))[0]).toMatchObject({
        updateType: 'stage_change',
        title: `Stage changed to ${stage}`,
        progressPercentage: JOB_STAGE_PROGRESS[stage],
        metadata: { from: 'project_start', to: stage },
      });
      expect((await eventsOf(job.id)).map((e) => e.eventType)).toEqual([`job_stage_${stage}`, 'job_created']);
    },
  );

  it('takes a given progress, may go back, and ignores a repeat', async () => {
    const job = await newJob(owner);
    const res = await owner.post(`/api/v1/jobs/${job.id}/stage`, { stage: 'installation', progress: 62 });
    expect(await json<Job>(res)).toMatchObject({ projectStage: 'installation', progressPercentage: 62 });
    await owner.post(`/api/v1/jobs/${job.id}/stage`, { stage: 'installation', progress: 62 });
    const back = await owner.post(`/api/v1/jobs/${job.id}/stage`, { stage: 'site_measured' });
    expect(await json<Job>(back)).toMatchObject({ projectStage: 'site_measured', progressPercentage: 10 });
    expect((await updatesOf(owner, job.id)).map((u) => u.title)).toEqual([
      'Stage changed to site_measured',
      'Stage changed to installation',
      'Project Created',
    ]);
  });

  it('refuses a bad stage or progress', async () => {
    const job = await newJob(owner);
    for (const body of [
      { stage: 'painting' },
      { stage: 'installation', progress: 101 },
      { stage: 'finishing', progress: 5.5 },
    ]) {
      expect((await owner.post(`/api/v1/jobs/${job.id}/stage`, body)).status).toBe(400);
    }
    expect(await updatesOf(owner, job.id)).toHaveLength(1);
  });
});

describe('completing a job', () => {
  it("sets completed, the last stage, 100% and today's end date in the company's zone; emits job_completed once", async () => {
    // A zone far from UTC, so that a server-side "today" in UTC would often be another day.
    const zone = 'Pacific/Kiritimati';
    await t.database.db.update(companies).set({ timeZone: zone }).where(eq(companies.id, owner.companyId));
    try {
      const job = await newJob(owner, { totalCents: 840_050, startDate: '2026-01-05' });
      await owner.post(`/api/v1/jobs/${job.id}/stage`, { stage: 'installation' });
      const res = await owner.post(`/api/v1/jobs/${job.id}/complete`, {});
      expect(res.status).toBe(200);
      const done = await json<Job>(res);
      expect(done).toMatchObject({
        status: 'completed',
        projectStage: 'project_complete',
        progressPercentage: 100,
        endDate: todayIn(zone),
      });
      expect((await updatesOf(owner, job.id))[0]).toMatchObject({
        updateType: 'completed',
        title: 'Project Completed',
        progressPercentage: 100,
      });
      const again = await owner.post(`/api/v1/jobs/${job.id}/complete`, {});
      expect(again.status).toBe(200);
      expect(await json<Job>(again)).toEqual(done);
      const sameStatus = await owner.post(`/api/v1/jobs/${job.id}/status`, { status: 'completed' });
      expect(await json<Job>(sameStatus)).toEqual(done);
      const completed = (await eventsOf(job.id)).filter((e) => e.eventType === 'job_completed');
      expect(completed).toHaveLength(1);
      expect(completed[0]!.valueAmount).toBe('8400.50');
      expect((await updatesOf(owner, job.id)).filter((u) => u.updateType === 'completed')).toHaveLength(1);
    } finally {
      await t.database.db
        .update(companies)
        .set({ timeZone: 'America/New_York' })
        .where(eq(companies.id, owner.companyId));
    }
  });

  it('completing early moves a future start date to today instead of failing', async () => {
    // A planned day may be up to five years ahead (ADR 0040).
    const job = await newJob(owner, { startDate: `${new Date().getUTCFullYear() + 2}-01-01` });
    const done = await json<Job>(await owner.post(`/api/v1/jobs/${job.id}/complete`, {}));
    expect(done).toMatchObject({ status: 'completed', startDate: todayIn('America/New_York') });
    expect(done.endDate).toBe(done.startDate);
  });

  it('a completed job without a total emits job_completed without a value', async () => {
    const job = await newJob(owner);
    await owner.post(`/api/v1/jobs/${job.id}/complete`, {});
    expect((await eventsOf(job.id))[0]).toMatchObject({ eventType: 'job_completed', valueAmount: null });
  });
});

describe('editing a job', () => {
  it('keeps the merged schedule ordered when only one end is sent', async () => {
    const job = await newJob(owner, {
      startDate: '2026-12-01',
      endDate: '2026-12-03',
      scheduledStart: '2026-12-01T13:00:00Z',
      scheduledEnd: '2026-12-01T15:00:00Z',
    });
    let body = await problem(await patch(owner, job.id, { endDate: '2026-11-30' }), 400);
    expect(body.errors).toEqual({ endDate: 'The end must be after the start' });
    body = await problem(await patch(owner, job.id, { startDate: '2026-12-04' }), 400);
    expect(body.errors).toEqual({ endDate: 'The end must be after the start' });
    body = await problem(await patch(owner, job.id, { scheduledStart: '2026-12-01T16:00:00Z' }), 400);
    expect(body.errors).toEqual({ scheduledEnd: 'The end must be after the start' });
    body = await problem(await patch(owner, job.id, { scheduledEnd: '2026-12-01T12:00:00Z' }), 400);
    expect(body.errors).toEqual({ scheduledEnd: 'The end must be after the start' });
    // A drag on the calendar: both times move together.
    const moved = await json<Job>(
      await patch(owner, job.id, { scheduledStart: '2026-12-02T13:00:00Z', scheduledEnd: '2026-12-02T15:30:00Z' }),
    );
    expect(moved).toMatchObject({
      scheduledStart: '2026-12-02T13:00:00.000Z',
      scheduledEnd: '2026-12-02T15:30:00.000Z',
    });
    // Clearing one end is always fine.
    const cleared = await json<Job>(await patch(owner, job.id, { endDate: null, startDate: '2027-01-01' }));
    expect(cleared).toMatchObject({ startDate: '2027-01-01', endDate: null, title: job.title });
  });

  it('crewIds replaces the crew and notifies only the newly added', async () => {
    const notesOf = async (who: TestClient, jobId: string) =>
      (
        await json<{ items: { type: string; link: string }[] }>(await who.get('/api/v1/notifications?limit=100'))
      ).items.filter((n) => n.type === 'job_assigned' && n.link === `/dashboard/jobs/${jobId}`);
    const job = await newJob(owner, { crewIds: [crewA.userId] });
    expect(await notesOf(crewA, job.id)).toHaveLength(1);
    const res = await patch(owner, job.id, { crewIds: [crewA.userId, crewB.userId], title: 'Renamed job' });
    const updated = await json<Job>(res);
    expect(updated.title).toBe('Renamed job');
    expect(updated.crew.map((c) => c.userId).sort()).toEqual([crewA.userId, crewB.userId].sort());
    expect(await notesOf(crewA, job.id)).toHaveLength(1);
    expect(await notesOf(crewB, job.id)).toHaveLength(1);
    expect((await crewB.get(`/api/v1/jobs/${job.id}`)).status).toBe(200);

    const removed = await json<Job>(await patch(owner, job.id, { crewIds: [crewB.userId] }));
    expect(removed.crew.map((c) => c.userId)).toEqual([crewB.userId]);
    expect((await crewA.get(`/api/v1/jobs/${job.id}`)).status).toBe(404);

    const bad = await problem(await patch(owner, job.id, { crewIds: [crewB.userId, other.userId] }), 400);
    expect(bad.errors).toEqual({ crewIds: 'Choose members of your company' });
    expect((await json<Job>(await owner.get(`/api/v1/jobs/${job.id}`))).crew.map((c) => c.userId)).toEqual([
      crewB.userId,
    ]);
    const badClient = await problem(await patch(owner, job.id, { clientId: partner.userId }), 400);
    expect(badClient.errors).toEqual({ clientId: 'Choose a member with the client role' });
  });

  it("another company's job is 404 for every change, and stays as it was", async () => {
    const job = await newJob(owner, { title: 'Private job' });
    expect((await patch(other, job.id, { title: 'Hijacked' })).status).toBe(404);
    expect((await other.post(`/api/v1/jobs/${job.id}/status`, { status: 'cancelled' })).status).toBe(404);
    expect((await other.post(`/api/v1/jobs/${job.id}/stage`, { stage: 'installation' })).status).toBe(404);
    expect((await other.post(`/api/v1/jobs/${job.id}/complete`, {})).status).toBe(404);
    expect((await other.post(`/api/v1/jobs/${job.id}/updates`, { description: 'hi' })).status).toBe(404);
    expect((await other.get(`/api/v1/jobs/${job.id}/updates`)).status).toBe(404);
    expect((await other.request('DELETE', `/api/v1/jobs/${job.id}`)).status).toBe(404);
    const after = await json<Job>(await owner.get(`/api/v1/jobs/${job.id}`));
    expect(after).toMatchObject({ title: 'Private job', status: 'pending', projectStage: 'project_start' });
    expect(await updatesOf(owner, job.id)).toHaveLength(1);
  });

  it('deletes a job (managers), then it is gone', async () => {
    const job = await newJob(owner, { crewIds: [crewA.userId] });
    await owner.post(`/api/v1/jobs/${job.id}/updates`, { description: 'A note' });
    expect((await owner.request('DELETE', `/api/v1/jobs/${job.id}`)).status).toBe(204);
    expect((await owner.get(`/api/v1/jobs/${job.id}`)).status).toBe(404);
    expect((await owner.request('DELETE', `/api/v1/jobs/${job.id}`)).status).toBe(404);
  });

  it('answers 400, never 500, for malformed ids and bodies', async () => {
    expect((await owner.get('/api/v1/jobs/not-a-uuid')).status).toBe(400);
    expect((await patch(owner, 'not-a-uuid', { title: 'x' })).status).toBe(400);
    const job = await newJob(owner);
    expect((await patch(owner, job.id, { crewIds: 'abc' })).status).toBe(400);
    expect((await patch(owner, job.id, { squareFeet: 1e12 })).status).toBe(400);
    expect((await owner.request('PATCH', `/api/v1/jobs/${job.id}`, { body: '{"title":' })).status).toBe(400);
    expect((await patch(owner, job.id, { scheduledStart: '2026-12-01T10:00:00.123456+14:00' })).status).toBe(200);
  });
});

describe('the feed', () => {
  it('adds notes (title Note unless given) and lists them newest first, a page at a time', async () => {
    const job = await newJob(owner, { crewIds: [crewA.userId] });
    const res = await crewA.post(`/api/v1/jobs/${job.id}/updates`, { description: 'Leveled the subfloor' });
    expect(res.status).toBe(201);
    expect(await json<Update>(res)).toMatchObject({
      updateType: 'note',
      title: 'Note',
      description: 'Leveled the subfloor',
      userName: 'field_team member',
    });
    await owner.post(`/api/v1/jobs/${job.id}/updates`, { title: 'Delivery', description: 'Boards arrive Monday' });
    expect((await owner.post(`/api/v1/jobs/${job.id}/updates`, { description: ' ' })).status).toBe(400);

    const first = await json<{ items: Update[]; nextCursor: string }>(
      await owner.get(`/api/v1/jobs/${job.id}/updates?limit=2`),
    );
    expect(first.items.map((u) => u.title)).toEqual(['Delivery', 'Note']);
    const second = await json<{ items: Update[]; nextCursor: string | null }>(
      await owner.get(`/api/v1/jobs/${job.id}/updates?limit=2&cursor=${first.nextCursor}`),
    );
    expect(second.items.map((u) => u.title)).toEqual(['Project Created']);
    expect(second.nextCursor).toBeNull();
  });
});

describe('who sees what', () => {
  it('a field crew member sees only assigned jobs, without amounts, and works on them', async () => {
    const mine = await newJob(owner, { crewIds: [crewB.userId], totalCents: 500_000, laborCostCents: 100_000 });
    const notMine = await newJob(owner, { crewIds: [crewA.userId], totalCents: 700_000 });

    const page = await list(crewB);
    expect(ids(page.items)).toContain(mine.id);
    expect(ids(page.items)).not.toContain(notMine.id);
    expect(page.items.every((j) => j.crew.some((c) => c.userId === crewB.userId))).toBe(true);
    expect(page.total).toBe(page.items.length);

    const seen = await json<Job>(await crewB.get(`/api/v1/jobs/${mine.id}`));
    expect(seen).toMatchObject({
      totalCents: null,
      materialsCostCents: null,
      laborCostCents: null,
      hiddenFields: ['totalCents', 'materialsCostCents', 'laborCostCents'],
    });
    expect((await json<Job>(await owner.get(`/api/v1/jobs/${mine.id}`))).totalCents).toBe(500_000);

    expect((await crewB.get(`/api/v1/jobs/${notMine.id}`)).status).toBe(404);
    expect((await crewB.get(`/api/v1/jobs/${notMine.id}/updates`)).status).toBe(404);
    expect((await crewB.post(`/api/v1/jobs/${notMine.id}/stage`, { stage: 'installation' })).status).toBe(404);
    expect((await crewB.post(`/api/v1/jobs/${notMine.id}/status`, { status: 'in_progress' })).status).toBe(404);
    expect((await crewB.post(`/api/v1/jobs/${notMine.id}/complete`, {})).status).toBe(404);
    expect((await crewB.post(`/api/v1/jobs/${notMine.id}/updates`, { description: 'x' })).status).toBe(404);
    expect((await json<Job>(await owner.get(`/api/v1/jobs/${notMine.id}`))).projectStage).toBe('project_start');

    const staged = await crewB.post(`/api/v1/jobs/${mine.id}/stage`, { stage: 'removal_and_prep' });
    expect(await json<Job>(staged)).toMatchObject({ projectStage: 'removal_and_prep', totalCents: null });
    const started = await crewB.post(`/api/v1/jobs/${mine.id}/status`, { status: 'in_progress' });
    expect((await json<Job>(started)).status).toBe('in_progress');
    // Cancelling or putting back to pending is the manager's call.
    for (const status of ['cancelled', 'pending']) {
      expect((await crewB.post(`/api/v1/jobs/${mine.id}/status`, { status })).status).toBe(403);
    }
    expect((await json<Job>(await owner.get(`/api/v1/jobs/${mine.id}`))).status).toBe('in_progress');
    const done = await json<Job>(await crewB.post(`/api/v1/jobs/${mine.id}/complete`, {}));
    expect(done).toMatchObject({
      status: 'completed',
      totalCents: null,
      hiddenFields: ['totalCents', 'materialsCostCents', 'laborCostCents'],
    });

    const board = await json<{ columns: { stage: string; count: number; jobs: Job[] }[] }>(
      await crewB.get('/api/v1/jobs/board'),
    );
    const onBoard = board.columns.flatMap((c) => c.jobs);
    expect(ids(onBoard)).toContain(mine.id);
    expect(ids(onBoard)).not.toContain(notMine.id);
    expect(onBoard.every((j) => j.totalCents === null)).toBe(true);
  });

  it('a client sees only the jobs they are the client of', async () => {
    const theirs = await newJob(owner, { clientId: clientMember.userId, totalCents: 90_000 });
    const notTheirs = await newJob(owner, { clientName: 'Someone else' });
    const page = await list(clientMember);
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((j) => j.clientId === clientMember.userId)).toBe(true);
    expect(ids(page.items)).toContain(theirs.id);
    expect((await clientMember.get(`/api/v1/jobs/${notTheirs.id}`)).status).toBe(404);
    // Clients read; they do not change jobs.
    expect((await clientMember.post(`/api/v1/jobs/${theirs.id}/status`, { status: 'cancelled' })).status).toBe(403);
    expect((await clientMember.post(`/api/v1/jobs/${theirs.id}/updates`, { description: 'hi' })).status).toBe(403);
  });

  it('a partner sees only jobs from leads they referred', async () => {
    const referred = await newLead(partner, { email: 'referred@example.com' });
    const own = await newLead(owner);
    const fromReferral = await json<Job>(await owner.post(`/api/v1/leads/${referred.id}/convert`, {}));
    const fromOwn = await json<Job>(await owner.post(`/api/v1/leads/${own.id}/convert`, {}));
    const plain = await newJob(owner);
    const page = await list(partner);
    expect(ids(page.items)).toEqual([fromReferral.id]);
    expect(page.total).toBe(1);
    expect((await partner.get(`/api/v1/jobs/${fromOwn.id}`)).status).toBe(404);
    expect((await partner.get(`/api/v1/jobs/${plain.id}`)).status).toBe(404);
    expect((await partner.get(`/api/v1/jobs/${fromReferral.id}/updates`)).status).toBe(200);
  });

  it('people: crew are members who are not clients or partners; clients are role client', async () => {
    const people = await json<{
      crew: { userId: string; role: string }[];
      clients: { userId: string; email: string }[];
    }>(await owner.get('/api/v1/jobs/people'));
    const crewIds = people.crew.map((p) => p.userId);
    expect(crewIds).toEqual(expect.arrayContaining([owner.userId, crewA.userId, crewB.userId]));
    expect(crewIds).not.toContain(clientMember.userId);
    expect(crewIds).not.toContain(partner.userId);
    expect(people.crew.every((p) => p.role !== 'client' && p.role !== 'partner')).toBe(true);
    expect(people.clients.map((p) => p.userId)).toEqual([clientMember.userId]);
    expect(people.clients[0]!.email).toBe(clientMember.email);
  });
});

describe('converting a lead', () => {
  it('sets the lead to proposal_accepted and creates the job from its data, in one change', async () => {
    const lead = await newLead(owner, {
      name: 'Maria Silva',
      email: 'maria.silva@example.com',
      phone: '+1 555 0142',
      address: '40 Pine Road',
      flooringType: 'laminate',
      squareFeet: 850,
      notes: 'Two bedrooms and the hall',
    });
    const res = await owner.post(`/api/v1/leads/${lead.id}/convert`, {
      scheduledStart: '2026-12-07T13:00:00Z',
      scheduledEnd: '2026-12-09T22:00:00Z',
      crewIds: [crewA.userId],
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const job = await json<Job>(res);
    expect(job).toMatchObject({
      leadId: lead.id,
      title: 'Maria Silva',
      address: '40 Pine Road',
      clientId: null,
      clientName: 'Maria Silva',
      clientEmail: 'maria.silva@example.com',
      clientPhone: '+1 555 0142',
      squareFeet: 850,
      serviceType: 'laminate',
      description: 'Two bedrooms and the hall',
      status: 'pending',
      projectStage: 'project_start',
      progressPercentage: 0,
      scheduledStart: '2026-12-07T13:00:00.000Z',
      scheduledEnd: '2026-12-09T22:00:00.000Z',
    });
    expect(job.crew.map((c) => c.userId)).toEqual([crewA.userId]);

    const after = await json<{ status: string; jobId: string | null }>(await owner.get(`/api/v1/leads/${lead.id}`));
    expect(after).toMatchObject({ status: 'proposal_accepted', jobId: job.id });
    // The list and the pipeline say which leads became which job; the others have none.
    const untouched = await newLead(owner);
    const listed = await json<{ items: { id: string; jobId: string | null }[] }>(await owner.get('/api/v1/leads'));
    const jobIdIn = (leads: { id: string; jobId: string | null }[], id: string) =>
      leads.find((l) => l.id === id)?.jobId;
    expect(jobIdIn(listed.items, lead.id)).toBe(job.id);
    expect(jobIdIn(listed.items, untouched.id)).toBeNull();
    const board = await json<{ columns: { leads: { id: string; jobId: string | null }[] }[] }>(
      await owner.get('/api/v1/leads/board'),
    );
    expect(
      jobIdIn(
        board.columns.flatMap((c) => c.leads),
        lead.id,
      ),
    ).toBe(job.id);
    const activities = await json<{ items: { description: string }[] }>(
      await owner.get(`/api/v1/leads/${lead.id}/activities`),
    );
    expect(activities.items.map((a) => a.description)).toEqual(['Status changed to proposal_accepted', 'Lead created']);
    expect((await updatesOf(owner, job.id)).map((u) => u.title)).toEqual(['Project Created']);

    const events = (await allEvents()).filter((e) => e.leadId === lead.id || e.jobId === job.id);
    // One transaction gives the conversion's two events the same time: compare them as a set.
    expect(events.map((e) => e.eventType).sort()).toEqual(['job_created', 'lead_created', 'lead_proposal_accepted']);
    expect(events.find((e) => e.eventType === 'job_created')).toMatchObject({ jobId: job.id, leadId: lead.id });

    const titled = await newLead(owner);
    const named = await json<Job>(await owner.post(`/api/v1/leads/${titled.id}/convert`, { title: 'Custom title' }));
    expect(named.title).toBe('Custom title');
  });

  it('refuses a second conversion with 409 and changes nothing', async () => {
    const lead = await newLead(owner);
    expect((await owner.post(`/api/v1/leads/${lead.id}/convert`, {})).status).toBe(201);
    const body = await problem(await owner.post(`/api/v1/leads/${lead.id}/convert`, {}), 409);
    expect(body).toMatchObject({ code: 'CONFLICT', message: 'This lead already has a job' });
    const rows = await t.database.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.leadId, lead.id));
    expect(rows).toHaveLength(1);
  });

  it('is one transaction: a bad crew member leaves the lead, its timeline and the jobs as they were', async () => {
    const lead = await newLead(owner, { status: 'estimate_scheduled' });
    const activitiesBefore = await (await owner.get(`/api/v1/leads/${lead.id}/activities`)).text();
    const jobsBefore = (await list(owner)).total;
    const eventsBefore = (await allEvents()).length;
    const body = await problem(
      await owner.post(`/api/v1/leads/${lead.id}/convert`, { crewIds: [crewA.userId, other.userId] }),
      400,
    );
    expect(body.errors).toEqual({ crewIds: 'Choose members of your company' });
    expect((await json<{ status: string }>(await owner.get(`/api/v1/leads/${lead.id}`))).status).toBe(
      'estimate_scheduled',
    );
    expect(await (await owner.get(`/api/v1/leads/${lead.id}/activities`)).text()).toBe(activitiesBefore);
    expect((await list(owner)).total).toBe(jobsBefore);
    expect((await allEvents()).length).toBe(eventsBefore);
    // The same lead converts fine afterwards.
    expect((await owner.post(`/api/v1/leads/${lead.id}/convert`, { crewIds: [crewA.userId] })).status).toBe(201);
  });

  it("refuses a schedule out of order, another company's lead, and callers who do not manage jobs and leads", async () => {
    const lead = await newLead(owner);
    const bad = await problem(
      await owner.post(`/api/v1/leads/${lead.id}/convert`, {
        scheduledStart: '2026-12-07T13:00:00Z',
        scheduledEnd: '2026-12-06T13:00:00Z',
      }),
      400,
    );
    expect(bad.errors?.scheduledEnd).toBe('The end must be after the start');
    expect((await other.post(`/api/v1/leads/${lead.id}/convert`, {})).status).toBe(404);
    for (const who of [crewA, clientMember, partner]) {
      expect((await who.post(`/api/v1/leads/${lead.id}/convert`, {})).status).toBe(403);
    }
    expect((await json<{ status: string }>(await owner.get(`/api/v1/leads/${lead.id}`))).status).toBe('new_lead');
    expect((await owner.post('/api/v1/leads/00000000-0000-4000-8000-000000000000/convert', {})).status).toBe(404);
  });
});

describe('lists and the board', () => {
  let boss: TestClient & { companyId: string };
  let worker: TestClient;
  let client: TestClient;
  beforeAll(async () => {
    boss = await t.newCompany('Maple List Floors');
    worker = await t.addMember(boss.companyId, 'field_team');
    client = await t.addMember(boss.companyId, 'client');
  });

  it('filters by status, stage, crew, text and scheduled days', async () => {
    const a = await newJob(boss, {
      title: 'Kitchen tile',
      address: '1 Harbor Way',
      clientEmail: 'tile.buyer@example.com',
      crewIds: [worker.userId],
      // 23:30 on Dec 1 in New York is already Dec 2 in UTC.
      scheduledStart: '2026-12-02T04:30:00Z',
      scheduledEnd: '2026-12-02T06:00:00Z',
    });
    const b = await newJob(boss, {
      title: 'Basement vinyl',
      clientId: client.userId,
      scheduledStart: '2026-12-03T15:00:00Z',
      scheduledEnd: '2026-12-03T18:00:00Z',
    });
    const c = await newJob(boss, { title: 'Hall 100% oak_refinish', clientName: 'Ana Costa' });
    await boss.post(`/api/v1/jobs/${b.id}/status`, { status: 'in_progress' });
    await boss.post(`/api/v1/jobs/${c.id}/stage`, { stage: 'finishing' });

    const sorted = (rows: { id: string }[]) => ids(rows).sort();
    expect(ids((await list(boss)).items)).toEqual([c.id, b.id, a.id]);
    expect(ids((await list(boss, '?status=in_progress')).items)).toEqual([b.id]);
    expect(sorted((await list(boss, '?status=pending,in_progress')).items)).toEqual(sorted([a, b, c]));
    expect(ids((await list(boss, '?stage=finishing')).items)).toEqual([c.id]);
    expect(sorted((await list(boss, '?stage=project_start,finishing')).items)).toEqual(sorted([a, b, c]));
    expect(ids((await list(boss, `?crewId=${worker.userId}`)).items)).toEqual([a.id]);
    expect(ids((await list(boss, '?q=TILE')).items)).toEqual([a.id]);
    expect(ids((await list(boss, '?q=harbor')).items)).toEqual([a.id]);
    expect(ids((await list(boss, '?q=buyer@example')).items)).toEqual([a.id]);
    expect(ids((await list(boss, '?q=ana cos')).items)).toEqual([c.id]);
    expect(ids((await list(boss, '?q=client member')).items)).toEqual([b.id]);
    expect(ids((await list(boss, `?q=${encodeURIComponent('100%')}`)).items)).toEqual([c.id]);
    expect(ids((await list(boss, '?q=oak_')).items)).toEqual([c.id]);
    expect(ids((await list(boss, '?q=zzz')).items)).toEqual([]);
    // Days in the company's zone (America/New_York): job a starts on Dec 1 there.
    expect(ids((await list(boss, '?from=2026-12-01&to=2026-12-01')).items)).toEqual([a.id]);
    expect(ids((await list(boss, '?from=2026-12-02&to=2026-12-02')).items)).toEqual([]);
    expect(ids((await list(boss, '?from=2026-12-03')).items)).toEqual([b.id]);
    expect(sorted((await list(boss, '?to=2026-12-03')).items)).toEqual(sorted([a, b]));
    const sortedByStart = await list(boss, '?sort=scheduled');
    expect(ids(sortedByStart.items)).toEqual([a.id, b.id, c.id]);
    expect(sortedByStart.total).toBe(3);

    for (const query of [
      '?status=done',
      '?stage=painting',
      '?from=2026-13-01',
      '?to=0000-01-01',
      '?sort=oldest',
      '?limit=0',
    ]) {
      expect((await boss.get(`/api/v1/jobs${query}`)).status, query).toBe(400);
    }
  });

  it('pages through both sorts without gaps or repeats, and refuses forged cursors', async () => {
    const company = await t.newCompany('Cedar Paging Floors');
    const made: Job[] = [];
    for (let i = 0; i < 7; i++) {
      made.push(
        await newJob(
          company,
          i % 3 === 0
            ? {}
            : {
                scheduledStart: `2026-12-0${(i % 2) + 1}T10:00:00Z`,
                scheduledEnd: `2026-12-0${(i % 2) + 1}T12:00:00Z`,
              },
        ),
      );
    }
    for (const sort of ['newest', 'scheduled']) {
      const seen: Job[] = [];
      let cursor: string | null = null;
      do {
        const page: Page = await list(company, `?sort=${sort}&limit=3${cursor ? `&cursor=${cursor}` : ''}`);
        // The first page counts the matches; later pages do not count again.
        expect(page.total).toBe(cursor ? null : 7);
        seen.push(...page.items);
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen).toHaveLength(7);
      expect(new Set(ids(seen)).size).toBe(7);
      if (sort === 'newest') expect(ids(seen)).toEqual(ids(made).reverse());
      else {
        const starts = seen.map((j) => j.scheduledStart);
        expect(starts.slice(-3)).toEqual([null, null, null]);
        const scheduled = starts.slice(0, 4) as string[];
        expect(scheduled).toEqual([...scheduled].sort());
      }
    }
    const first = await list(company, '?limit=2');
    expect((await company.get(`/api/v1/jobs?sort=scheduled&cursor=${first.nextCursor}`)).status).toBe(400);
    for (const forged of ['abc', Buffer.from('["newest","yesterday","x"]').toString('base64url')]) {
      expect((await company.get(`/api/v1/jobs?cursor=${forged}`)).status).toBe(400);
    }
  });

  it('the board counts every stage in order, and its cursor continues in the list', async () => {
    const company = await t.newCompany('Spruce Board Floors');
    const many: Job[] = [];
    for (let i = 0; i < 52; i++) many.push(await newJob(company));
    const staged = await newJob(company);
    await company.post(`/api/v1/jobs/${staged.id}/stage`, { stage: 'installation' });
    const done = await newJob(company);
    await company.post(`/api/v1/jobs/${done.id}/complete`, {});

    const board = await json<{ columns: { stage: string; count: number; jobs: Job[]; nextCursor: string | null }[] }>(
      await company.get('/api/v1/jobs/board'),
    );
    expect(board.columns.map((c) => c.stage)).toEqual(JOB_STAGES);
    const byStage = Object.fromEntries(board.columns.map((c) => [c.stage, c]));
    expect(byStage.project_start).toMatchObject({ count: 52 });
    expect(byStage.project_start!.jobs).toHaveLength(50);
    expect(ids(byStage.project_start!.jobs)).toEqual(ids(many).reverse().slice(0, 50));
    expect(byStage.installation).toMatchObject({ count: 1, nextCursor: null });
    expect(ids(byStage.installation!.jobs)).toEqual([staged.id]);
    expect(byStage.project_complete).toMatchObject({ count: 1 });
    expect(byStage.finishing).toMatchObject({ count: 0, jobs: [], nextCursor: null });

    const more = await list(company, `?stage=project_start&cursor=${byStage.project_start!.nextCursor}`);
    expect(ids(more.items)).toEqual([many[1]!.id, many[0]!.id]);
    expect(more.nextCursor).toBeNull();

    const filtered = await json<{ columns: { stage: string; count: number }[] }>(
      await company.get('/api/v1/jobs/board?status=completed'),
    );
    expect(filtered.columns.filter((c) => c.count > 0)).toEqual([
      { stage: 'project_complete', count: 1, jobs: expect.any(Array), nextCursor: null },
    ]);
  });
});
