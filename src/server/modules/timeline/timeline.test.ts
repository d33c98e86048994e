import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Timeline, TimelineEvent as Event } from '../../../shared/timeline-responses.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { clientNotifications } from '../../db/schema/timeline.ts';
import { json, startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';

let t: TestApp;
let owner: TestClient & { companyId: string };
let other: TestClient & { companyId: string };
let crew: TestClient;
let clientMember: TestClient;

let counter = 0;
async function newJob(fields: Record<string, unknown> = {}): Promise<{ id: string }> {
  const res = await owner.post('/api/v1/jobs', { title: `Job ${++counter}`, ...fields });
  expect(res.status, await res.clone().text()).toBe(201);
  return json(res);
}
async function addEvent(who: TestClient, jobId: string, body: Record<string, unknown>): Promise<Event> {
  const res = await who.post(`/api/v1/jobs/${jobId}/timeline`, body);
  expect(res.status, await res.clone().text()).toBe(201);
  return json<Event>(res);
}
const timeline = async (who: TestClient, jobId: string) =>
  json<Timeline>(await who.get(`/api/v1/jobs/${jobId}/timeline`));
const FUTURE = '2030-06-01T09:00:00Z';

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.newCompany('Timeline Floors');
  other = await t.newCompany('Other Co');
  crew = await t.addMember(owner.companyId, 'field_team');
  clientMember = await t.addMember(owner.companyId, 'client');
});
afterAll(() => t.close());

describe('completion rules (spec section 4)', () => {
  it('completed at creation unless scheduled; on update cleared when scheduled, else set to now', async () => {
    const job = await newJob();
    const now = await addEvent(owner, job.id, { title: 'Demolition done', isMilestone: true });
    expect(now).toMatchObject({ eventType: 'other', isMilestone: true, isClientVisible: true, scheduledFor: null });
    expect(now.completedAt).not.toBeNull();
    const later = await addEvent(owner, job.id, {
      title: 'Final walkthrough',
      isMilestone: true,
      scheduledFor: FUTURE,
    });
    expect(later.completedAt).toBeNull();

    const scheduled = await json<Event>(
      await owner.request('PATCH', `/api/v1/timeline/${now.id}`, { body: { scheduledFor: FUTURE } }),
    );
    expect(scheduled.completedAt).toBeNull();
    const unscheduled = await json<Event>(
      await owner.request('PATCH', `/api/v1/timeline/${now.id}`, { body: { scheduledFor: null } }),
    );
    expect(unscheduled.completedAt).not.toBeNull();
    // Scheduled stays scheduled (and open) when an edit leaves the date out.
    const renamed = await json<Event>(
      await owner.request('PATCH', `/api/v1/timeline/${later.id}`, { body: { title: 'Walkthrough' } }),
    );
    expect(renamed).toMatchObject({ title: 'Walkthrough', completedAt: null });
    expect(renamed.scheduledFor).not.toBeNull();
  });

  it("progress is the job's progress, with its milestones counted beside it", async () => {
    const job = await newJob();
    await addEvent(owner, job.id, { title: 'A', isMilestone: true });
    await addEvent(owner, job.id, { title: 'B', isMilestone: true, scheduledFor: FUTURE });
    await addEvent(owner, job.id, { title: 'C', isMilestone: true, scheduledFor: FUTURE });
    await addEvent(owner, job.id, { title: 'Note', eventType: 'client_note' });
    const { items, progress } = await timeline(owner, job.id);
    expect(items.map((e) => e.title)).toEqual(['Note', 'C', 'B', 'A']);
    // A new job is at 0 %, one milestone of three done or not (the job cards' figure: ADR 0021).
    expect(progress).toEqual({ percent: 0, milestones: 3, completedMilestones: 1, photos: 0 });
    const staged = await owner.post(`/api/v1/jobs/${job.id}/stage`, { stage: 'installation', progress: 70 });
    expect(staged.status, await staged.clone().text()).toBe(200);
    expect((await timeline(owner, job.id)).progress).toMatchObject({ percent: 70, completedMilestones: 1 });
  });

  it('validates input and refuses photos of another job', async () => {
    const job = await newJob();
    expect((await owner.post(`/api/v1/jobs/${job.id}/timeline`, { title: '  ' })).status).toBe(400);
    expect((await owner.post(`/api/v1/jobs/${job.id}/timeline`, { title: 'x', eventType: 'party' })).status).toBe(400);
    const res = await owner.post(`/api/v1/jobs/${job.id}/timeline`, {
      title: 'x',
      photoIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(res.status).toBe(400);
  });
});

describe('completing a milestone', () => {
  it('sets completedAt, adds milestone_completed, tells the client (row, e-mail, in-app)', async () => {
    const job = await newJob({ title: 'Walnut stairs', clientId: clientMember.userId });
    const m = await addEvent(owner, job.id, { title: 'Stairs sanded', isMilestone: true, scheduledFor: FUTURE });
    const res = await owner.post(`/api/v1/timeline/${m.id}/complete`, {});
    expect(res.status, await res.clone().text()).toBe(200);
    const body = await json<{ milestone: Event; event: Event }>(res);
    expect(body.milestone.completedAt).not.toBeNull();
    // The milestone's title is kept for the web to write the event's title in the viewer's language.
    expect(body.event).toMatchObject({
      eventType: 'milestone_completed',
      title: 'Milestone completed: Stairs sanded',
      metadata: { milestoneId: m.id, milestoneTitle: 'Stairs sanded' },
    });
    expect((await timeline(clientMember, job.id)).items.find((e) => e.id === body.event.id)).toMatchObject({
      metadata: { milestoneTitle: 'Stairs sanded' },
    });
    expect((await timeline(owner, job.id)).progress).toMatchObject({ milestones: 1, completedMilestones: 1 });

    const rows = await t.database.db.select().from(clientNotifications).where(eq(clientNotifications.jobId, job.id));
    expect(rows).toMatchObject([
      { notificationType: 'milestone_completed', clientId: clientMember.userId, timelineEventId: body.event.id },
    ]);
    const mail = (await t.outbox(clientMember.email)).filter((x) => x.subject.includes('Walnut stairs'));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain('Stairs sanded');
    const notices = await json<{ items: { type: string }[] }>(await clientMember.get('/api/v1/notifications'));
    expect(notices.items.map((n) => n.type)).toContain('client_milestone_completed');

    // Not a milestone → 409.
    const plain = await addEvent(owner, job.id, { title: 'Note' });
    expect((await owner.post(`/api/v1/timeline/${plain.id}/complete`, {})).status).toBe(409);
  });

  it("tells the client in their language and keeps the English in the row; a contact without an account, in the sender's", async () => {
    const pt = await t.addMember(owner.companyId, 'client');
    expect((await pt.request('PATCH', '/api/v1/me', { body: { language: 'pt' } })).status).toBe(200);
    const job = await newJob({ title: 'Escada de nogueira', clientId: pt.userId });
    const m = await addEvent(owner, job.id, { title: 'Degraus lixados', isMilestone: true, scheduledFor: FUTURE });
    expect((await owner.post(`/api/v1/timeline/${m.id}/complete`, {})).status).toBe(200);

    const [row] = await t.database.db.select().from(clientNotifications).where(eq(clientNotifications.jobId, job.id));
    expect(row).toMatchObject({
      title: 'Milestone completed: Degraus lixados',
      message: 'Degraus lixados is done on your project Escada de nogueira.',
    });
    const [mail] = await t.outbox(pt.email);
    expect(mail!.subject).toBe('Timeline Floors: Marco concluído: Degraus lixados — Escada de nogueira');
    expect(mail!.text).toContain('O marco “Degraus lixados” foi concluído no seu projeto Escada de nogueira.');
    expect(mail!.text).toContain('Ver seu projeto: http://localhost:3000/client-portal');
    expect(mail!.html).toContain('<html lang="pt-BR">');
    const [inApp] = await t.database.db.select().from(notifications).where(eq(notifications.userId, pt.userId));
    expect(inApp).toMatchObject({
      type: 'client_milestone_completed',
      params: { jobTitle: 'Escada de nogueira', milestone: 'Degraus lixados' },
      title: 'Marco concluído: Degraus lixados',
    });

    // A contact with no account is written to in the language of whoever completed the milestone.
    expect((await other.request('PATCH', '/api/v1/me', { body: { language: 'pt' } })).status).toBe(200);
    const res = await other.post('/api/v1/jobs', { title: 'Piso da sala', clientEmail: 'sem.conta@example.com' });
    expect(res.status, await res.clone().text()).toBe(201);
    const contactJob = await json<{ id: string }>(res);
    const m2 = await addEvent(other, contactJob.id, { title: 'Rodapés', isMilestone: true, scheduledFor: FUTURE });
    expect((await other.post(`/api/v1/timeline/${m2.id}/complete`, {})).status).toBe(200);
    const [contactMail] = await t.outbox('sem.conta@example.com');
    expect(contactMail!.subject).toBe('Other Co: Marco concluído: Rodapés — Piso da sala');
    expect(contactMail!.links).toEqual([]);
  });

  it('a hidden milestone tells no one', async () => {
    const job = await newJob({ clientId: clientMember.userId });
    const m = await addEvent(owner, job.id, {
      title: 'Internal',
      isMilestone: true,
      isClientVisible: false,
      scheduledFor: FUTURE,
    });
    expect((await owner.post(`/api/v1/timeline/${m.id}/complete`, {})).status).toBe(200);
    expect(await t.database.db.select().from(clientNotifications).where(eq(clientNotifications.jobId, job.id))).toEqual(
      [],
    );
  });
});

describe('who sees what', () => {
  it('a client sees only client-visible events of their own jobs and cannot write', async () => {
    const job = await newJob({ clientId: clientMember.userId });
    const shown = await addEvent(owner, job.id, { title: 'Shown', isMilestone: true });
    const hidden = await addEvent(owner, job.id, {
      title: 'Hidden',
      isClientVisible: false,
      isMilestone: true,
      scheduledFor: FUTURE,
    });
    const seen = await timeline(clientMember, job.id);
    expect(seen.items.map((e) => e.id)).toEqual([shown.id]);
    expect(seen.progress).toMatchObject({ milestones: 1, completedMilestones: 1 });
    expect((await clientMember.get(`/api/v1/timeline/${hidden.id}`)).status).toBe(404);
    expect((await clientMember.post(`/api/v1/jobs/${job.id}/timeline`, { title: 'x' })).status).toBe(403);
    const notMine = await newJob();
    expect((await clientMember.get(`/api/v1/jobs/${notMine.id}/timeline`)).status).toBe(404);
  });

  it("another company's job and event are 404; a crew only on assigned jobs", async () => {
    const job = await newJob();
    const e = await addEvent(owner, job.id, { title: 'Mine' });
    expect((await other.get(`/api/v1/jobs/${job.id}/timeline`)).status).toBe(404);
    expect((await other.post(`/api/v1/jobs/${job.id}/timeline`, { title: 'x' })).status).toBe(404);
    expect((await other.request('PATCH', `/api/v1/timeline/${e.id}`, { body: { title: 'x' } })).status).toBe(404);
    expect((await other.request('DELETE', `/api/v1/timeline/${e.id}`)).status).toBe(404);
    expect((await other.post(`/api/v1/timeline/${e.id}/complete`, {})).status).toBe(404);
    expect((await crew.get(`/api/v1/jobs/${job.id}/timeline`)).status).toBe(404);
    const assigned = await newJob({ crewIds: [crew.userId] });
    await addEvent(crew, assigned.id, { title: 'Crew note' });
    expect((await owner.request('DELETE', `/api/v1/timeline/${e.id}`)).status).toBe(204);
    expect((await owner.get(`/api/v1/timeline/${e.id}`)).status).toBe(404);
  });
});
