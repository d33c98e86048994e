import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invitation } from '../../../shared/team-responses.ts';
import { companies, profiles } from '../../db/schema/companies.ts';
import { invitations } from '../../db/schema/invitations.ts';
import { json, startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';

let t: TestApp;
let owner: TestClient & { companyId: string };
let other: TestClient & { companyId: string };
let n = 0;

const freshEmail = () => `invitee${++n}-${Date.now()}@example.com`;

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.newCompany('Oak & Co');
  other = await t.newCompany('Other Floors');
});
afterAll(() => t.close());

async function invite(by: TestClient, email: string, role = 'field_team') {
  const res = await by.post('/api/v1/invitations', { email, role });
  expect(res.status, await res.clone().text()).toBe(201);
  const inv = await json<Invitation>(res);
  return { inv, token: await latestToken(email) };
}

async function latestToken(email: string): Promise<string> {
  const [mail] = await t.outbox(email.toLowerCase());
  const link = mail?.links[0] ?? '';
  expect(link).toMatch(new RegExp(`^${t.config.appUrl}/invite/[A-Za-z0-9_-]{43}$`));
  return link.split('/').pop()!;
}

const lookup = (token: string) =>
  t.app.request('/api/v1/invitations/lookup', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
const accept = (who: TestClient, token: string) => who.post('/api/v1/invitations/accept', { token });
const membershipOf = async (who: TestClient) =>
  (await json<{ membership: { companyId: string | null; role: string } | null }>(await who.get('/api/v1/me')))
    .membership;

describe('invite and accept', () => {
  it('the invitee joins the company with the role, the inviter is notified, and the link works once', async () => {
    const email = freshEmail();
    const { inv, token } = await invite(owner, email.toUpperCase(), 'partner');
    expect(inv).toMatchObject({ email, role: 'partner', status: 'pending' });
    expect(JSON.stringify(inv)).not.toContain(token);

    const [mail] = await t.outbox(email);
    expect(mail!.subject).toBe('Oak & Co owner invited you to join Oak & Co on Floor Pro');
    expect(mail!.text).toContain('as Referral Partner');
    expect(mail!.html).toContain('Oak &amp; Co');

    const shown = await lookup(token);
    expect(shown.status).toBe(200);
    expect(await shown.json()).toEqual({
      company: { name: 'Oak & Co', logoUrl: null },
      role: 'partner',
      email,
      status: 'pending',
    });

    const invitee = await t.signUp('Ivy Invitee', { email });
    const res = await accept(invitee, token);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({ companyId: owner.companyId, role: 'partner' });
    expect(await membershipOf(invitee)).toMatchObject({ companyId: owner.companyId, role: 'partner', isOwner: false });

    const members = await json<{ items: { userId: string; role: string }[] }>(await owner.get('/api/v1/members'));
    expect(members.items).toContainEqual(expect.objectContaining({ userId: invitee.userId, role: 'partner' }));

    const notes = await json<{
      items: { type: string; params: Record<string, unknown>; body: string; link: string }[];
    }>(await owner.get('/api/v1/notifications'));
    expect(notes.items[0]).toMatchObject({
      type: 'invitation_accepted',
      params: { name: 'Ivy Invitee', email, role: 'partner' },
      body: `Ivy Invitee (${email}) joined the team as Referral Partner.`,
      link: '/dashboard/users',
    });

    expect(await json(await lookup(token))).toMatchObject({ status: 'accepted' });
    const again = await accept(invitee, token);
    expect(again.status).toBe(410);
    expect(await again.json()).toMatchObject({ code: 'GONE', message: 'This invitation has already been used.' });
    const listed = await json<{ items: Invitation[] }>(await owner.get('/api/v1/invitations'));
    expect(listed.items.map((i) => i.id)).not.toContain(inv.id);
  });

  it("the e-mail shows the company's logo by its absolute address", async () => {
    const logo = await t.database.db
      .update(companies)
      .set({ logoUrl: '/api/files/logos/oak.png' })
      .where(eq(companies.id, other.companyId))
      .returning();
    expect(logo).toHaveLength(1);
    const email = freshEmail();
    await invite(other, email);
    const [mail] = await t.outbox(email);
    expect(mail!.html).toContain('<img src="http://localhost:3000/api/files/logos/oak.png" alt="Other Floors"');
  });

  it('two accepts racing with one token: exactly one joins', async () => {
    const email = freshEmail();
    const { token } = await invite(owner, email);
    const invitee = await t.signUp('Racer', { email });
    const results = await Promise.all([accept(invitee, token), accept(invitee, token)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 410]);
    const [row] = await t.database.db.select().from(invitations).where(eq(invitations.email, email));
    expect(row!.acceptedBy).toBe(invitee.userId);
  });

  it('an expired invitation cannot be used', async () => {
    const email = freshEmail();
    const { inv, token } = await invite(owner, email);
    await t.database.db
      .update(invitations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(invitations.id, inv.id));
    expect(await json(await lookup(token))).toMatchObject({ status: 'expired' });
    const invitee = await t.signUp('Late', { email });
    const res = await accept(invitee, token);
    expect(res.status).toBe(410);
    expect(await res.json()).toMatchObject({ code: 'GONE', message: expect.stringContaining('expired') });
    expect(await membershipOf(invitee)).toMatchObject({ companyId: null });
    // Expired invitations do not block a new one to the same address.
    expect((await owner.post('/api/v1/invitations', { email, role: 'client' })).status).toBe(201);
  });

  it('a revoked invitation cannot be used and leaves the pending list', async () => {
    const email = freshEmail();
    const { inv, token } = await invite(owner, email);
    const revoked = await owner.request('DELETE', `/api/v1/invitations/${inv.id}`);
    expect(revoked.status).toBe(200);
    expect(await revoked.json()).toMatchObject({ status: 'revoked' });
    expect(await json(await lookup(token))).toMatchObject({ status: 'revoked' });
    const invitee = await t.signUp('Revoked', { email });
    expect((await accept(invitee, token)).status).toBe(410);
    expect(await membershipOf(invitee)).toMatchObject({ companyId: null });
    const listed = await json<{ items: Invitation[] }>(await owner.get('/api/v1/invitations'));
    expect(listed.items.map((i) => i.id)).not.toContain(inv.id);
  });

  it('only the invited e-mail can accept', async () => {
    const { inv, token } = await invite(owner, freshEmail());
    const stranger = await t.signUp('Stranger');
    const res = await accept(stranger, token);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'FORBIDDEN', message: expect.stringContaining('another e-mail') });
    expect(await membershipOf(stranger)).toMatchObject({ companyId: null });
    expect(await json(await owner.get(`/api/v1/invitations/${inv.id}`))).toMatchObject({ status: 'pending' });
  });

  it('a user already in a company cannot accept, and the invitation stays pending', async () => {
    const busy = await t.newCompany('Busy Floors');
    const { inv, token } = await invite(owner, busy.email);
    const res = await accept(busy, token);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ message: 'You already belong to a company.' });
    expect(await membershipOf(busy)).toMatchObject({ companyId: busy.companyId, isOwner: true });
    expect(await json(await owner.get(`/api/v1/invitations/${inv.id}`))).toMatchObject({ status: 'pending' });
  });

  it('a token only ever joins its own company, and another company cannot touch the invitation', async () => {
    const email = freshEmail();
    const { inv, token } = await invite(owner, email, 'admin');
    for (const [method, path] of [
      ['GET', `/api/v1/invitations/${inv.id}`],
      ['POST', `/api/v1/invitations/${inv.id}/resend`],
      ['DELETE', `/api/v1/invitations/${inv.id}`],
    ] as const) {
      expect((await other.request(method, path)).status, `${method} ${path}`).toBe(404);
    }
    expect(await t.outbox(email)).toHaveLength(1);
    const invitee = await t.signUp('Admin To Be', { email });
    expect(await json(await accept(invitee, token))).toEqual({ companyId: owner.companyId, role: 'admin' });
    expect((await invitee.get('/api/v1/company')).status).toBe(200);
    expect(await json(await invitee.get('/api/v1/company'))).toMatchObject({ id: owner.companyId });
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, invitee.userId));
    expect(profile!.companyId).toBe(owner.companyId);
  });

  it('unknown and malformed tokens: 404 and 400', async () => {
    const unknown = 'A'.repeat(43);
    expect((await lookup(unknown)).status).toBe(404);
    const someone = await t.signUp('Someone');
    expect((await accept(someone, unknown)).status).toBe(404);
    expect((await lookup('short')).status).toBe(400);
  });

  it('accepting needs a signed-in user', async () => {
    const { token } = await invite(owner, freshEmail());
    const res = await t.app.request('/api/v1/invitations/accept', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: t.config.appUrl },
      body: JSON.stringify({ token }),
    });
    expect(res.status).toBe(401);
  });
});

describe('resend and revoke', () => {
  it('resend sends a new link, and the old one stops working', async () => {
    const email = freshEmail();
    const { inv, token: first } = await invite(owner, email);
    const res = await owner.post(`/api/v1/invitations/${inv.id}/resend`, undefined);
    expect(res.status).toBe(200);
    const second = await latestToken(email);
    expect(second).not.toBe(first);
    expect(await t.outbox(email)).toHaveLength(2);
    expect((await lookup(first)).status).toBe(404);
    const invitee = await t.signUp('Second Try', { email });
    expect((await accept(invitee, first)).status).toBe(404);
    expect((await accept(invitee, second)).status).toBe(200);
  });

  it('resend renews an expired invitation for 7 days', async () => {
    const email = freshEmail();
    const { inv } = await invite(owner, email);
    await t.database.db
      .update(invitations)
      .set({ expiresAt: sql`now() - interval '1 day'` })
      .where(eq(invitations.id, inv.id));
    const renewed = await json<{ status: string; expiresAt: string }>(
      await owner.post(`/api/v1/invitations/${inv.id}/resend`, undefined),
    );
    expect(renewed.status).toBe('pending');
    const days = (new Date(renewed.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
  });

  it('an accepted or revoked invitation cannot be resent; an accepted one cannot be revoked', async () => {
    const email = freshEmail();
    const { inv, token } = await invite(owner, email);
    await accept(await t.signUp('Joined', { email }), token);
    expect((await owner.post(`/api/v1/invitations/${inv.id}/resend`, undefined)).status).toBe(409);
    expect((await owner.request('DELETE', `/api/v1/invitations/${inv.id}`)).status).toBe(409);

    const { inv: revoked } = await invite(owner, freshEmail());
    await owner.request('DELETE', `/api/v1/invitations/${revoked.id}`);
    expect((await owner.post(`/api/v1/invitations/${revoked.id}/resend`, undefined)).status).toBe(409);
  });
});

describe('who may invite whom', () => {
  it('field team, clients and partners cannot invite', async () => {
    for (const role of ['field_team', 'client', 'partner'] as const) {
      const member = await t.addMember(owner.companyId, role);
      const res = await member.post('/api/v1/invitations', { email: freshEmail(), role: 'client' });
      expect(res.status, role).toBe(403);
    }
  });

  it('a manager (service provider, not owner) invites, but not administrators', async () => {
    const manager = await t.addMember(owner.companyId, 'service_provider');
    expect((await manager.post('/api/v1/invitations', { email: freshEmail(), role: 'field_team' })).status).toBe(201);
    const res = await manager.post('/api/v1/invitations', { email: freshEmail(), role: 'admin' });
    expect(res.status).toBe(403);
    const admin = await t.addMember(owner.companyId, 'admin');
    expect((await admin.post('/api/v1/invitations', { email: freshEmail(), role: 'admin' })).status).toBe(201);
  });

  it('a second pending invitation for the same e-mail, or inviting a member, is a conflict', async () => {
    const email = freshEmail();
    await invite(owner, email);
    const twice = await owner.post('/api/v1/invitations', { email, role: 'client' });
    expect(twice.status).toBe(409);
    expect(await twice.json()).toMatchObject({ message: 'This e-mail already has a pending invitation.' });

    const member = await t.addMember(owner.companyId, 'client');
    const res = await owner.post('/api/v1/invitations', { email: member.email, role: 'client' });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ message: 'This person is already a member of your company.' });
    // Another company may invite the same address.
    expect((await other.post('/api/v1/invitations', { email, role: 'client' })).status).toBe(201);
  });

  it('the owner and the service-provider role cannot be given by invitation', async () => {
    const res = await owner.post('/api/v1/invitations', { email: freshEmail(), role: 'service_provider' });
    expect(res.status).toBe(400);
  });
});

describe('the e-mail language', () => {
  it("is the invitee's when they have an account, else the inviter's", async () => {
    // A new inviter: the first Oak & Co owner has used up the hour's invitations by now.
    const inviter = await t.newCompany('Oak & Co');
    const ptUser = await t.signUp('Paula', { language: 'pt' });
    await invite(inviter, ptUser.email);
    const [toPt] = await t.outbox(ptUser.email);
    expect(toPt!.subject).toBe('Oak & Co owner convidou você para a equipe Oak & Co no Floor Pro');

    const ptOwner = await t.newCompany('Pisos Bons');
    await t.database.db.update(profiles).set({ language: 'pt' }).where(eq(profiles.userId, ptOwner.userId));
    const email = freshEmail();
    await invite(ptOwner, email);
    const [mail] = await t.outbox(email);
    expect(mail!.text).toContain('como Equipe de Campo');
  });
});
