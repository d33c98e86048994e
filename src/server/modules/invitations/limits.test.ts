// Invitations cannot be turned into a mailer: rate limits per member and per company, subjects that
// stay one line, and one open invitation per address even when requests race.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { user } from '../../db/schema/auth.ts';
import { invitations } from '../../db/schema/invitations.ts';
import { forgetCaller } from '../../platform/caller.ts';
import { json, startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';
import { INVITATION_RATE_LIMITS } from './service.ts';

let t: TestApp;
let n = 0;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const freshEmail = () => `limited${++n}-${Date.now()}@example.com`;
const RATE_LIMITED = {
  status: 429,
  code: 'RATE_LIMITED',
  message: 'Too many attempts. Wait a few minutes and try again.',
};

const invite = (by: TestClient, email = freshEmail()) => by.post('/api/v1/invitations', { email, role: 'field_team' });
const resend = (by: TestClient, id: string) => by.post(`/api/v1/invitations/${id}/resend`, undefined);
const mailCount = async () => (await t.outbox()).length;

/** `count` invitation e-mails by `by`: one new invitation, then resends of it. */
async function sendMails(by: TestClient, count: number) {
  const first = await invite(by);
  expect(first.status).toBe(201);
  const { id } = await json<{ id: string }>(first);
  for (let i = 1; i < count; i++) expect((await resend(by, id)).status).toBe(200);
  return id;
}

describe('rate limits', () => {
  it('20 e-mails an hour per member, new or resent; then 429 and nothing is sent or stored', async () => {
    expect(INVITATION_RATE_LIMITS.member).toEqual({ max: 20, windowSeconds: 3600 });
    const owner = await t.newCompany('Busy Inviter');
    const id = await sendMails(owner, 20);

    const mails = await mailCount();
    const email = freshEmail();
    const refused = await invite(owner, email);
    expect(refused.status).toBe(429);
    expect(await json(refused)).toMatchObject(RATE_LIMITED);
    expect(await json(await resend(owner, id))).toMatchObject(RATE_LIMITED);
    expect(await mailCount()).toBe(mails);
    expect(await t.database.db.select().from(invitations).where(eq(invitations.email, email))).toEqual([]);

    // Another member of the same company has their own allowance.
    const admin = await t.addMember(owner.companyId, 'admin');
    expect((await invite(admin)).status).toBe(201);

    // An hour later the member may invite again.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61 * 60 * 1000);
    expect((await invite(owner)).status).toBe(201);
  });

  it('50 an hour per company, however many managers it has; other companies are not affected', async () => {
    expect(INVITATION_RATE_LIMITS.company).toEqual({ max: 50, windowSeconds: 3600 });
    const owner = await t.newCompany('Many Managers');
    const [first, second] = [await t.addMember(owner.companyId, 'admin'), await t.addMember(owner.companyId, 'admin')];
    await sendMails(owner, 20);
    await sendMails(first, 20);
    await sendMails(second, 10);

    const refused = await invite(second);
    expect(refused.status).toBe(429);
    expect(await json(refused)).toMatchObject(RATE_LIMITED);
    const elsewhere = await t.newCompany('Quiet Floors');
    expect((await invite(elsewhere)).status).toBe(201);
  });
});

describe('the subject', () => {
  it("stays one line whatever the inviter's stored name holds", async () => {
    const owner = await t.newCompany('Header Floors');
    // Names set before the name rules existed are not checked again: the subject must cope.
    await t.database.db
      .update(user)
      .set({ name: `Mallory\r\nBcc: everyone@example.com\u0007${'m'.repeat(200)}` })
      .where(eq(user.id, owner.userId));
    forgetCaller({ userId: owner.userId }); // changed behind the app: its cached caller would last a few seconds
    const email = freshEmail();
    expect((await invite(owner, email)).status).toBe(201);
    const [mail] = await t.outbox(email);
    expect(mail!.subject).toMatch(
      /^Mallory Bcc: everyone@example\.com m+… invited you to join Header Floors on Floor Pro$/,
    );
    for (const ch of ['\r', '\n', '\u0007']) expect(mail!.subject).not.toContain(ch);
  });
});

describe('one open invitation per address', () => {
  const openRows = (companyId: string, email: string) =>
    t.database.db
      .select()
      .from(invitations)
      .where(
        and(
          eq(invitations.companyId, companyId),
          eq(invitations.email, email),
          isNull(invitations.acceptedAt),
          isNull(invitations.revokedAt),
        ),
      );

  it('20 parallel invitations to one address: one is created and mailed, the others are 409', async () => {
    // A few rounds (each by a new company, within its rate limits): one round may happen to serialise.
    for (let round = 0; round < 3; round++) {
      const owner = await t.newCompany(`Racing Floors ${round}`);
      const email = freshEmail();
      const results = await Promise.all(Array.from({ length: 20 }, () => invite(owner, email)));
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(19);
      for (const res of results.filter((r) => r.status === 409)) {
        expect(await json(res)).toMatchObject({
          code: 'CONFLICT',
          message: 'This e-mail already has a pending invitation.',
        });
      }
      expect(await openRows(owner.companyId, email)).toHaveLength(1);
      expect(await t.outbox(email)).toHaveLength(1);
    }
  });

  it('a new invitation closes an expired one to the same address (its link was already dead)', async () => {
    const owner = await t.newCompany('Late Floors');
    const email = freshEmail();
    const old = await json<{ id: string }>(await invite(owner, email));
    await t.database.db
      .update(invitations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(invitations.id, old.id));
    expect((await invite(owner, email)).status).toBe(201);
    const open = await openRows(owner.companyId, email);
    expect(open).toHaveLength(1);
    expect(open[0]!.id).not.toBe(old.id);
    expect(await json(await owner.get(`/api/v1/invitations/${old.id}`))).toMatchObject({ status: 'revoked' });
  });
});
