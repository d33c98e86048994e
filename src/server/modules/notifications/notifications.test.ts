import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPage as Page } from '../../../shared/notification-responses.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { TenantDb } from '../../db/tenant.ts';
import { json, startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';
import { notify } from './service.ts';

let t: TestApp;
let owner: TestClient & { companyId: string };
let crew: TestClient;
let other: TestClient & { companyId: string };

/** Notifications as another module sends them: inside its own tenant transaction. */
async function send(companyId: string, recipientId: string, title: string) {
  const tenant = new TenantDb(t.database.db, { userId: recipientId, companyId, role: 'admin', isOwner: false });
  const row = await tenant.run((tx) =>
    notify(tx, tenant, { recipientId, type: 'test_event', params: { n: 1 }, title, link: '/dashboard' }),
  );
  return row.id;
}

const page = async (who: TestClient, query = '') => json<Page>(await who.get(`/api/v1/notifications${query}`));

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.newCompany('Cedar Floors');
  crew = await t.addMember(owner.companyId, 'field_team');
  other = await t.newCompany('Pine Floors');
});
afterAll(() => t.close());

describe('notifications', () => {
  it('each member sees only their own, newest first, with the unread count', async () => {
    const first = await send(owner.companyId, owner.userId, 'first');
    const second = await send(owner.companyId, owner.userId, 'second');
    await send(owner.companyId, crew.userId, 'for the crew');

    const mine = await page(owner);
    expect(mine.items.map((n) => n.id)).toEqual([second, first]);
    expect(mine.unreadCount).toBe(2);
    const theirs = await page(crew);
    expect(theirs.items.map((n) => n.title)).toEqual(['for the crew']);
    expect((await page(other)).items).toEqual([]);
  });

  it("nobody else can read or mark someone's notification (404)", async () => {
    const id = await send(owner.companyId, owner.userId, 'private');
    for (const who of [crew, other]) {
      expect((await who.get(`/api/v1/notifications/${id}`)).status).toBe(404);
      expect((await who.post(`/api/v1/notifications/${id}/read`, undefined)).status).toBe(404);
    }
    expect(await json(await owner.get(`/api/v1/notifications/${id}`))).toMatchObject({ readAt: null });
  });

  it('mark one read, then all; the unread count follows; reading twice keeps the first time', async () => {
    const fresh = await t.newCompany('Ash Floors');
    const ids = [];
    for (const title of ['a', 'b', 'c']) ids.push(await send(fresh.companyId, fresh.userId, title));
    const res = await fresh.post(`/api/v1/notifications/${ids[0]}/read`, undefined);
    expect(res.status).toBe(200);
    const { readAt } = await json<{ readAt: string }>(res);
    expect(readAt).not.toBeNull();
    expect((await page(fresh)).unreadCount).toBe(2);
    const again = await json<{ readAt: string }>(await fresh.post(`/api/v1/notifications/${ids[0]}/read`, undefined));
    expect(again.readAt).toBe(readAt);

    const all = await fresh.post('/api/v1/notifications/read-all', undefined);
    expect(await all.json()).toEqual({ updated: 2 });
    const after = await page(fresh);
    expect(after.unreadCount).toBe(0);
    expect(after.items.every((n) => n.readAt !== null)).toBe(true);
  });

  it("read-all leaves other members' notifications unread", async () => {
    await send(owner.companyId, crew.userId, 'still unread');
    const before = (await page(crew)).unreadCount;
    await owner.post('/api/v1/notifications/read-all', undefined);
    expect((await page(crew)).unreadCount).toBe(before);
  });

  it('pages by cursor', async () => {
    const fresh = await t.newCompany('Elm Floors');
    for (let i = 0; i < 5; i++) {
      const id = await send(fresh.companyId, fresh.userId, `n${i}`);
      // A second apart: sends within one millisecond would tie, and ties go by id, not by order sent.
      await t.database.db
        .update(notifications)
        .set({ createdAt: sql`now() - make_interval(secs => ${10 - i})` })
        .where(eq(notifications.id, id));
    }
    const titles: string[] = [];
    let cursor: string | null = null;
    do {
      const p: Page = await page(fresh, `?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(p.items.length).toBeLessThanOrEqual(2);
      expect(p.unreadCount).toBe(5);
      titles.push(...p.items.map((n) => n.title));
      cursor = p.nextCursor;
    } while (cursor);
    expect(titles).toEqual(['n4', 'n3', 'n2', 'n1', 'n0']);
  });

  it('a user in no company has no notifications route', async () => {
    const loner = await t.signUp('Loner');
    expect((await loner.get('/api/v1/notifications')).status).toBe(403);
  });
});
