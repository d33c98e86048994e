import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Member } from '../../../shared/team-responses.ts';
import { profiles } from '../../db/schema/companies.ts';
import { json, startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';

let t: TestApp;
let owner: TestClient & { companyId: string };
let other: TestClient & { companyId: string };

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.newCompany('Maple Floors');
  other = await t.newCompany('Birch Floors');
});
afterAll(() => t.close());

const patchRole = (by: TestClient, userId: string, role: string) =>
  by.request('PATCH', `/api/v1/members/${userId}`, { body: { role } });
const remove = (by: TestClient, userId: string) => by.request('DELETE', `/api/v1/members/${userId}`);

describe('listing members', () => {
  it('shows the owner first, then members by name, with role, status, last sign-in and join date', async () => {
    const crew = await t.addMember(owner.companyId, 'field_team');
    const res = await owner.get('/api/v1/members');
    expect(res.status).toBe(200);
    const { items } = await json<{ items: Member[] }>(res);
    expect(items[0]).toMatchObject({ userId: owner.userId, isOwner: true, role: 'service_provider', status: 'active' });
    const crewRow = items.find((m) => m.userId === crew.userId)!;
    expect(crewRow).toMatchObject({ email: crew.email, role: 'field_team', isOwner: false, status: 'active' });
    // Signed in by the confirmation link a moment ago.
    expect(Date.now() - new Date(crewRow.lastSignInAt!).getTime()).toBeLessThan(60_000);
    expect(new Date(crewRow.joinedAt).getTime()).not.toBeNaN();
    expect(items.map((m) => m.userId)).not.toContain(other.userId);
    const names = items.slice(1).map((m) => m.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('clients, partners and field team cannot list members', async () => {
    for (const role of ['client', 'partner', 'field_team'] as const) {
      const member = await t.addMember(owner.companyId, role);
      expect((await member.get('/api/v1/members')).status, role).toBe(403);
    }
  });
});

describe('changing roles', () => {
  it('the owner changes a member role', async () => {
    const member = await t.addMember(owner.companyId, 'client');
    const res = await patchRole(owner, member.userId, 'partner');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ userId: member.userId, role: 'partner' });
    const me = await json<{ membership: { role: string } }>(await member.get('/api/v1/me'));
    expect(me.membership.role).toBe('partner');
  });

  it("the owner's role cannot be changed, by anyone", async () => {
    const admin = await t.addMember(owner.companyId, 'admin');
    for (const by of [admin, owner]) {
      const res = await patchRole(by, owner.userId, 'field_team');
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ message: "The owner's role cannot be changed." });
    }
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.userId, owner.userId));
    expect(row!.role).toBe('service_provider');
  });

  it('nobody changes their own role', async () => {
    const admin = await t.addMember(owner.companyId, 'admin');
    const res = await patchRole(admin, admin.userId, 'client');
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ message: 'You cannot change your own role.' });
  });

  it('a manager cannot make or unmake administrators; field team cannot change roles', async () => {
    const manager = await t.addMember(owner.companyId, 'service_provider');
    const member = await t.addMember(owner.companyId, 'client');
    const admin = await t.addMember(owner.companyId, 'admin');
    expect((await patchRole(manager, member.userId, 'admin')).status).toBe(403);
    expect((await patchRole(manager, admin.userId, 'client')).status).toBe(403);
    expect((await patchRole(manager, member.userId, 'field_team')).status).toBe(200);
    const crew = await t.addMember(owner.companyId, 'field_team');
    expect((await patchRole(crew, member.userId, 'client')).status).toBe(403);
  });

  it('an invalid role is refused', async () => {
    const member = await t.addMember(owner.companyId, 'client');
    expect((await patchRole(owner, member.userId, 'service_provider')).status).toBe(400);
    expect((await patchRole(owner, member.userId, 'owner')).status).toBe(400);
  });
});

describe('removing members', () => {
  it('the member leaves the company at once but keeps the account and session', async () => {
    const member = await t.addMember(owner.companyId, 'field_team');
    expect((await member.get('/api/v1/company/branding')).status).toBe(200);
    const res = await remove(owner, member.userId);
    expect(res.status).toBe(204);
    expect((await member.get('/api/v1/company/branding')).status).toBe(403);
    const me = await json<{ membership: { companyId: string | null } }>(await member.get('/api/v1/me'));
    expect(me.membership.companyId).toBeNull();
    const { items } = await json<{ items: Member[] }>(await owner.get('/api/v1/members'));
    expect(items.map((m) => m.userId)).not.toContain(member.userId);
    expect((await remove(owner, member.userId)).status).toBe(404);
  });

  it('the owner cannot be removed; nobody removes themselves', async () => {
    const admin = await t.addMember(owner.companyId, 'admin');
    const res = await remove(admin, owner.userId);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ message: 'The owner cannot be removed from the company.' });
    expect((await remove(owner, owner.userId)).status).toBe(403);
    expect((await remove(admin, admin.userId)).status).toBe(403);
    expect((await owner.get('/api/v1/company')).status).toBe(200);
  });

  it('a manager (team read/write, no delete) cannot remove anyone', async () => {
    const manager = await t.addMember(owner.companyId, 'service_provider');
    const member = await t.addMember(owner.companyId, 'client');
    expect((await remove(manager, member.userId)).status).toBe(403);
  });
});

describe('another company', () => {
  it("cannot read, change or remove this company's members (404)", async () => {
    const member = await t.addMember(owner.companyId, 'client');
    const admin = await t.addMember(other.companyId, 'admin');
    for (const by of [other, admin]) {
      expect((await by.get(`/api/v1/members/${member.userId}`)).status).toBe(404);
      expect((await patchRole(by, member.userId, 'partner')).status).toBe(404);
      expect((await remove(by, member.userId)).status).toBe(404);
      expect((await remove(by, owner.userId)).status).toBe(404);
    }
    expect(await json(await owner.get(`/api/v1/members/${member.userId}`))).toMatchObject({
      role: 'client',
    });
  });
});
