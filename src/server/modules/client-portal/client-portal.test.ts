import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientNotification, ClientNotificationPage } from '../../../shared/client-portal-responses.ts';
import type { NotificationPage } from '../../../shared/notification-responses.ts';
import { projectTimelineEvents } from '../../db/schema/timeline.ts';
import { json, startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';

let t: TestApp;
let owner: TestClient & { companyId: string };
let manager: TestClient;
let crew: TestClient;
let clientA: TestClient;
let clientB: TestClient;

let counter = 0;
async function newJob(fields: Record<string, unknown> = {}): Promise<{ id: string; title: string }> {
  const res = await owner.post('/api/v1/jobs', { title: `Portal job ${++counter}`, ...fields });
  expect(res.status, await res.clone().text()).toBe(201);
  return json(res);
}
/** A completed client-visible milestone writes a client_notifications row for the job's client. */
async function completeMilestone(jobId: string, title: string): Promise<void> {
  const res = await owner.post(`/api/v1/jobs/${jobId}/timeline`, {
    title,
    isMilestone: true,
    scheduledFor: '2030-01-01T09:00:00Z',
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const { id } = await json<{ id: string }>(res);
  expect((await owner.post(`/api/v1/timeline/${id}/complete`, {})).status).toBe(200);
}
const notifications = async (who: TestClient, query = '') =>
  json<ClientNotificationPage>(await who.get(`/api/v1/client-portal/notifications${query}`));

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.newCompany('Portal Floors');
  manager = await t.addMember(owner.companyId, 'admin');
  crew = await t.addMember(owner.companyId, 'field_team');
  clientA = await t.addMember(owner.companyId, 'client');
  clientB = await t.addMember(owner.companyId, 'client');
});
afterAll(() => t.close());

describe('client notifications', () => {
  it('a client sees only their own, newest first, a page at a time, and can mark one read', async () => {
    const jobA = await newJob({ clientId: clientA.userId });
    const jobB = await newJob({ clientId: clientB.userId });
    await completeMilestone(jobA.id, 'Subfloor leveled');
    await completeMilestone(jobB.id, 'Tiles set');
    await completeMilestone(jobA.id, 'Boards installed');

    const mine = await notifications(clientA);
    expect(mine.items.map((n) => n.title)).toEqual([
      'Milestone completed: Boards installed',
      'Milestone completed: Subfloor leveled',
    ]);
    expect(mine.items.every((n) => n.clientId === clientA.userId && n.jobId === jobA.id)).toBe(true);
    expect((await notifications(clientB)).items.map((n) => n.title)).toEqual(['Milestone completed: Tiles set']);

    const first = await notifications(clientA, '?limit=1');
    expect(first.items).toHaveLength(1);
    expect(first.nextCursor).not.toBeNull();
    const second = await notifications(clientA, `?limit=1&cursor=${first.nextCursor}`);
    expect(second.items.map((n) => n.title)).toEqual(['Milestone completed: Subfloor leveled']);
    expect(second.nextCursor).toBeNull();

    const id = mine.items[0]!.id;
    // Another client cannot read or mark it.
    expect((await clientB.post(`/api/v1/client-portal/notifications/${id}/read`, {})).status).toBe(404);
    const read = await clientA.post(`/api/v1/client-portal/notifications/${id}/read`, {});
    expect(read.status).toBe(200);
    expect((await json<ClientNotification>(read)).readAt).not.toBeNull();
    expect((await notifications(clientA)).items.find((n) => n.id === id)!.readAt).not.toBeNull();
    expect((await notifications(clientA)).items.find((n) => n.id !== id)!.readAt).toBeNull();
  });

  it('carry the type and params the web writes their texts from, and keep the English texts', async () => {
    const job = await newJob({ title: 'Oak hallway', clientId: clientB.userId });
    const form = new FormData();
    const bytes = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#8a5a2b' } })
      .jpeg()
      .toBuffer();
    form.set('file', new File([new Uint8Array(bytes)], 'before.jpg', { type: 'image/jpeg' }));
    form.set('photoType', 'before');
    const upload = await owner.request('POST', `/api/v1/jobs/${job.id}/photos`, { body: form });
    expect(upload.status, await upload.clone().text()).toBe(201);
    await completeMilestone(job.id, 'Boards sanded');

    const items = (await notifications(clientB)).items.filter((n) => n.jobId === job.id);
    expect(items).toMatchObject([
      {
        notificationType: 'milestone_completed',
        title: 'Milestone completed: Boards sanded',
        message: 'Boards sanded is done on your project Oak hallway.',
        params: { jobTitle: 'Oak hallway', photoType: null, milestoneTitle: 'Boards sanded' },
      },
      {
        notificationType: 'photo_added',
        title: 'New project photo',
        message: 'A new before photo was added to your project Oak hallway.',
        params: { jobTitle: 'Oak hallway', photoType: 'before', milestoneTitle: null },
      },
    ]);
    // Marking one read answers the same shape.
    const read = await json<ClientNotification>(
      await clientB.post(`/api/v1/client-portal/notifications/${items[1]!.id}/read`, {}),
    );
    expect(read).toMatchObject({ readAt: expect.any(String), params: items[1]!.params });

    // An event written before the milestone's title was kept: no milestoneTitle (the web shows the stored text).
    await t.database.db
      .update(projectTimelineEvents)
      .set({ metadata: {} })
      .where(eq(projectTimelineEvents.id, items[0]!.timelineEventId!));
    const older = (await notifications(clientB)).items.find((n) => n.id === items[0]!.id);
    expect(older!.params).toEqual({ jobTitle: 'Oak hallway', photoType: null, milestoneTitle: null });
  });

  it('a field_team member has no client portal', async () => {
    expect((await crew.get('/api/v1/client-portal/notifications')).status).toBe(403);
  });
});

describe("'Contact Contractor'", () => {
  it('notifies the owner and job managers in-app and e-mails the owner', async () => {
    const job = await newJob({ title: 'Oak living room', clientId: clientA.userId });
    const res = await clientA.post('/api/v1/client-portal/contact', {
      jobId: job.id,
      message: 'Can the crew start at 9 tomorrow?',
    });
    expect(res.status, await res.clone().text()).toBe(201);
    expect(await json(res)).toEqual({ sent: true });

    for (const who of [owner, manager]) {
      const list = await json<NotificationPage>(await who.get('/api/v1/notifications'));
      const msg = list.items.find((n) => n.type === 'client_message');
      expect(msg).toMatchObject({
        params: { title: 'Oak living room' },
        link: `/dashboard/jobs/${job.id}`,
        body: 'Can the crew start at 9 tomorrow?',
      });
    }
    // A field_team member does not manage jobs: not told.
    const crewList = await json<NotificationPage>(await crew.get('/api/v1/notifications'));
    expect(crewList.items.some((n) => n.type === 'client_message')).toBe(false);

    const mail = (await t.outbox(owner.email)).filter((m) => m.subject.includes('Oak living room'));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain('Can the crew start at 9 tomorrow?');
    expect(mail[0]!.text).toContain(`/dashboard/jobs/${job.id}`);
  });

  it("another client's job is 404, an unknown one too, and nobody is told", async () => {
    const jobB = await newJob({ title: 'Not yours', clientId: clientB.userId });
    const res = await clientA.post('/api/v1/client-portal/contact', { jobId: jobB.id, message: 'Hello' });
    expect(res.status).toBe(404);
    const unknown = await clientA.post('/api/v1/client-portal/contact', {
      jobId: '00000000-0000-4000-8000-000000000000',
      message: 'Hello',
    });
    expect(unknown.status).toBe(404);
    expect((await t.outbox(owner.email)).some((m) => m.subject.includes('Not yours'))).toBe(false);
  });

  it('validates the message and refuses a field_team member', async () => {
    const job = await newJob({ clientId: clientA.userId });
    expect((await clientA.post('/api/v1/client-portal/contact', { jobId: job.id, message: '   ' })).status).toBe(400);
    expect(
      (await clientA.post('/api/v1/client-portal/contact', { jobId: job.id, message: 'x'.repeat(2001) })).status,
    ).toBe(400);
    expect((await clientA.post('/api/v1/client-portal/contact', { jobId: 'nope', message: 'Hi' })).status).toBe(400);
    const crewJob = await newJob({ crewIds: [crew.userId] });
    expect((await crew.post('/api/v1/client-portal/contact', { jobId: crewJob.id, message: 'Hi' })).status).toBe(403);
  });

  it('allows 10 messages an hour per user', async () => {
    const job = await newJob({ clientId: clientB.userId });
    const send = () => clientB.post('/api/v1/client-portal/contact', { jobId: job.id, message: 'Again' });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await send()).status);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
