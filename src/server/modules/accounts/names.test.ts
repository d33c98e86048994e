// Names follow one set of rules wherever they are set: sign-up, better-auth's update-user, and the
// company's own inputs (its name heads e-mails).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlRows } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { companies } from '../../db/schema/companies.ts';
import { cookiesOf, json, startTestApp, TEST_PASSWORD, type TestApp, type TestClient } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const CONTROL = 'Remove line breaks and other control characters';

async function signedInCookie(who: TestClient) {
  const res = await t.auth('/sign-in/email', { body: { email: who.email, password: TEST_PASSWORD } });
  expect(res.status).toBe(200);
  return cookiesOf(res);
}

const nameOf = async (id: string) =>
  (await t.database.db.select({ name: user.name }).from(user).where(eq(user.id, id)))[0]!.name;

describe('POST /api/auth/update-user', () => {
  it.each([
    ['100,000 characters', 'n'.repeat(100_000), 'Maximum 100 characters allowed'],
    ['empty', '', 'Full name is required'],
    ['blank', '   ', 'Full name is required'],
    ['a forged header', 'Ana\r\nBcc: everyone@example.com', CONTROL],
    ['a bidirectional override', 'Ana \u202Emoc.live', CONTROL],
    ['not text', 42, 'Invalid input: expected string, received number'],
  ])('refuses a name that is %s: 400 VALIDATION_ERROR, nothing changes', async (_, name, message) => {
    const who = await t.signUp('Kept Name');
    const res = await t.auth('/update-user', { body: { name }, cookie: await signedInCookie(who) });
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ code: 'VALIDATION_ERROR', message, errors: { name: message } });
    expect(await nameOf(who.userId)).toBe('Kept Name');
  });

  it('keeps a valid name trimmed, and other changes without a name still work', async () => {
    const who = await t.signUp('Old Name');
    const cookie = await signedInCookie(who);
    const res = await t.auth('/update-user', { body: { name: '  Ana de Souza  ' }, cookie });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await nameOf(who.userId)).toBe('Ana de Souza');
    expect((await t.auth('/update-user', { body: { image: null }, cookie })).status).toBe(200);
    expect(await nameOf(who.userId)).toBe('Ana de Souza');
  });
});

describe('sign-up', () => {
  it('refuses control characters in the name and the company name, and creates nothing', async () => {
    const before = await sqlRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from "user"`);
    for (const overrides of [
      { name: 'Ana\nSouza' },
      { role: 'service_provider', companyName: 'Tiles\r\nSubject: hello' },
    ]) {
      const res = await t.auth('/sign-up/email', { body: t.signUpBody(overrides) });
      expect(res.status).toBe(400);
      expect(await json(res)).toMatchObject({ code: 'VALIDATION_ERROR', message: CONTROL });
    }
    const after = await sqlRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from "user"`);
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});

describe('company names', () => {
  it('creating or renaming a company refuses control characters and over-long names', async () => {
    const owner = await t.newCompany('Straight Floors');
    for (const name of ['Straight\r\nFloors', 'Straight\u0000Floors', 'c'.repeat(121)]) {
      const res = await owner.request('PATCH', '/api/v1/company', { body: { name } });
      expect(res.status, name).toBe(400);
      expect(await json(res)).toMatchObject({ code: 'VALIDATION_ERROR', errors: { name: expect.any(String) } });
    }
    const [row] = await t.database.db.select().from(companies).where(eq(companies.id, owner.companyId));
    expect(row!.name).toBe('Straight Floors');

    const newcomer = await t.signUp('Newcomer');
    const res = await newcomer.post('/api/v1/companies', { name: 'New\nFloors' });
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ errors: { name: CONTROL } });
  });
});
