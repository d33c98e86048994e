// Who may delete a job's photos and timeline events (shared/permissions.ts's deleteScope): those
// with the table's jobs delete (owner, admin, Business Owner) any of them; a field crew, who may
// only write jobs, just the photos they uploaded and the events they added; clients and partners
// none. Another company's, or a job the crew is not on, is 404; a visible one not theirs is 403.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';

let t: TestApp;
let owner: TestClient & { companyId: string };
let other: TestClient & { companyId: string };
let admin: TestClient;
let provider: TestClient;
let crewA: TestClient;
let crewB: TestClient;
let offCrew: TestClient;
let client: TestClient;
let partner: TestClient;
let jobId: string;

const png = sharp({ create: { width: 8, height: 8, channels: 3, background: '#8a5a2b' } })
  .png()
  .toBuffer();

async function upload(who: TestClient): Promise<string> {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(await png)], 'floor.png', { type: 'image/png' }));
  const res = await who.request('POST', `/api/v1/jobs/${jobId}/photos`, { body: form });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await json<{ id: string }>(res)).id;
}
async function addEvent(who: TestClient, title: string): Promise<string> {
  const res = await who.post(`/api/v1/jobs/${jobId}/timeline`, { title });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await json<{ id: string }>(res)).id;
}
const deletePhoto = (who: TestClient, id: string) => who.request('DELETE', `/api/v1/photos/${id}`);
const deleteEvent = (who: TestClient, id: string) => who.request('DELETE', `/api/v1/timeline/${id}`);
const photoStatus = async (id: string) => (await owner.get(`/api/v1/photos/${id}`)).status;
const eventStatus = async (id: string) => (await owner.get(`/api/v1/timeline/${id}`)).status;

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.newCompany('Deletes Floors');
  other = await t.newCompany('Other Deletes Floors');
  admin = await t.addMember(owner.companyId, 'admin');
  provider = await t.addMember(owner.companyId, 'service_provider');
  crewA = await t.addMember(owner.companyId, 'field_team');
  crewB = await t.addMember(owner.companyId, 'field_team');
  offCrew = await t.addMember(owner.companyId, 'field_team');
  client = await t.addMember(owner.companyId, 'client');
  partner = await t.addMember(owner.companyId, 'partner');
  const res = await owner.post('/api/v1/jobs', {
    title: 'Walnut stairs',
    clientId: client.userId,
    crewIds: [crewA.userId, crewB.userId],
  });
  expect(res.status, await res.clone().text()).toBe(201);
  jobId = (await json<{ id: string }>(res)).id;
});
afterAll(() => t.close());

describe('deleting photos', () => {
  it("a field crew deletes the photos they uploaded, never a teammate's or a manager's", async () => {
    const mine = await upload(crewA);
    const teammates = await upload(crewB);
    const managers = await upload(owner);

    for (const id of [teammates, managers]) {
      const res = await deletePhoto(crewA, id);
      expect(res.status).toBe(403);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      expect(await json(res)).toMatchObject({ code: 'FORBIDDEN' });
      expect(await photoStatus(id)).toBe(200);
    }
    expect((await deletePhoto(crewA, mine)).status).toBe(204);
    expect(await photoStatus(mine)).toBe(404);
    // The photo_added event of their own upload is theirs too; the manager's is not.
    const timeline = await json<{ items: { id: string; userId: string; photoIds: string[] }[] }>(
      await owner.get(`/api/v1/jobs/${jobId}/timeline`),
    );
    const added = (photoId: string) => timeline.items.find((e) => e.photoIds.includes(photoId))!.id;
    expect((await deleteEvent(crewA, added(managers))).status).toBe(403);
    expect((await deleteEvent(crewB, added(teammates))).status).toBe(204);
  });

  it('a crew member not on the job, or another company, finds nothing (404); clients and partners may not (403)', async () => {
    const id = await upload(crewA);
    expect((await deletePhoto(offCrew, id)).status).toBe(404);
    expect((await deletePhoto(other, id)).status).toBe(404);
    expect((await deletePhoto(client, id)).status).toBe(403);
    expect((await deletePhoto(partner, id)).status).toBe(403);
    expect(await photoStatus(id)).toBe(200);
  });

  it('the owner, admins and Business Owners delete anyone’s photo', async () => {
    for (const manager of [owner, admin, provider]) {
      for (const uploader of [crewA, owner]) {
        const id = await upload(uploader);
        expect((await deletePhoto(manager, id)).status).toBe(204);
        expect(await photoStatus(id)).toBe(404);
      }
    }
  });

  it('deletes a photo once when its uploader and a manager delete it at the same time', async () => {
    const id = await upload(crewA);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => deletePhoto(i % 2 ? owner : crewA, id).then((r) => r.status)),
    );
    expect(answers.filter((s) => s === 204)).toHaveLength(1);
    expect(answers.filter((s) => s === 404)).toHaveLength(5);
    expect(await photoStatus(id)).toBe(404);
  });
});

describe('deleting timeline events', () => {
  it("a field crew deletes the events they added, never a teammate's or a manager's", async () => {
    const mine = await addEvent(crewA, 'Crew note');
    const teammates = await addEvent(crewB, 'Teammate note');
    const managers = await addEvent(owner, 'Manager note');

    for (const id of [teammates, managers]) {
      const res = await deleteEvent(crewA, id);
      expect(res.status).toBe(403);
      expect(await json(res)).toMatchObject({ code: 'FORBIDDEN' });
      expect(await eventStatus(id)).toBe(200);
    }
    expect((await deleteEvent(crewA, mine)).status).toBe(204);
    expect(await eventStatus(mine)).toBe(404);
  });

  it('a crew member not on the job, or another company, finds nothing (404); clients and partners may not (403)', async () => {
    const id = await addEvent(crewA, 'Visible to the client');
    expect((await deleteEvent(offCrew, id)).status).toBe(404);
    expect((await deleteEvent(other, id)).status).toBe(404);
    expect((await deleteEvent(client, id)).status).toBe(403);
    expect((await deleteEvent(partner, id)).status).toBe(403);
    expect(await eventStatus(id)).toBe(200);
  });

  it('the owner, admins and Business Owners delete anyone’s event', async () => {
    for (const manager of [owner, admin, provider]) {
      for (const author of [crewA, owner]) {
        const id = await addEvent(author, 'To remove');
        expect((await deleteEvent(manager, id)).status).toBe(204);
        expect(await eventStatus(id)).toBe(404);
      }
    }
  });
});
