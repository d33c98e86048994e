// Signed-in life: sign-in limits, password reset through the outbox, signing out (everywhere),
// GET/PATCH /api/v1/me.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlRows } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { cookiesOf, json, startTestApp, TEST_PASSWORD, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const signIn = (email: string, password = TEST_PASSWORD, ip = t.freshIp()) =>
  t.auth('/sign-in/email', { body: { email, password }, ip });
const meWith = (cookie: string) => t.app.request('/api/v1/me', { headers: { cookie } });

describe('sign-in', () => {
  it('a wrong password → 401 INVALID_EMAIL_OR_PASSWORD', async () => {
    const user = await t.signUp('Wrong Password');
    const res = await signIn(user.email, 'Not-the-Passw0rd');
    expect(res.status).toBe(401);
    expect(await json(res)).toMatchObject({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' });
  });

  it('is rate limited per client address → 429, while other addresses go on', async () => {
    const user = await t.signUp('Limited');
    const ip = t.freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await signIn(user.email, 'Not-the-Passw0rd', ip)).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    // even the right password is refused from that address until the window passes
    expect((await signIn(user.email, TEST_PASSWORD, ip)).status).toBe(429);
    expect((await signIn(user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('sign-up is rate limited too', async () => {
    const ip = t.freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await t.auth('/sign-up/email', { body: {}, ip })).status);
    expect(statuses).toEqual([400, 400, 400, 429]);
  });
});

describe('signing out', () => {
  it('sign-out ends this session on the server', async () => {
    const user = await t.signUp('Leaver');
    const cookie = cookiesOf(await signIn(user.email));
    expect((await meWith(cookie)).status).toBe(200);
    expect((await t.auth('/sign-out', { body: {}, cookie })).status).toBe(200);
    expect((await meWith(cookie)).status).toBe(401);
  });

  it('sign-out everywhere (revoke-sessions) ends every session of the user, and only theirs', async () => {
    const user = await t.signUp('Everywhere');
    const other = await t.signUp('Bystander');
    const phone = cookiesOf(await signIn(user.email));
    const laptop = cookiesOf(await signIn(user.email));
    for (const cookie of [phone, laptop]) expect((await meWith(cookie)).status).toBe(200);

    expect((await t.auth('/revoke-sessions', { body: {}, cookie: laptop })).status).toBe(200);
    for (const cookie of [phone, laptop]) expect((await meWith(cookie)).status).toBe(401);
    expect((await user.get('/api/v1/me')).status).toBe(401); // the session from the confirmation link
    expect((await other.get('/api/v1/me')).status).toBe(200);
  });
});

describe('password reset through the e-mailed link', () => {
  it('the link opens /reset-password?token=…, the new password works and every old session ends', async () => {
    const user = await t.signUp('Forgetful', { language: 'pt' });
    const res = await t.auth('/request-password-reset', { body: { email: user.email, redirectTo: '/reset-password' } });
    expect(res.status).toBe(200);
    const [mail] = await t.outbox(user.email);
    expect(mail!.subject).toBe('Redefina sua senha');
    const link = mail!.links[0]!;
    expect(link.startsWith('http://localhost:3000/api/auth/reset-password/')).toBe(true);

    const opened = await t.followLink(link);
    expect(opened.status).toBe(302);
    const location = new URL(opened.headers.get('location')!, 'http://localhost:3000');
    expect(location.pathname).toBe('/reset-password');
    const token = location.searchParams.get('token')!;
    expect(token).toBeTruthy();

    const weak = await t.auth('/reset-password', { body: { token, newPassword: 'short' } });
    expect(weak.status).toBe(400);
    expect(await json(weak)).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Password does not meet minimum requirements',
      errors: { newPassword: 'Password does not meet minimum requirements' },
    });
    const common = await t.auth('/reset-password', { body: { token, newPassword: 'Welcome123!', language: 'pt' } });
    expect(await json(common)).toMatchObject({ code: 'PASSWORD_TOO_COMMON', message: expect.stringMatching(/comum/) });

    const newPassword = 'N3w!Passphrase';
    expect((await t.auth('/reset-password', { body: { token, newPassword } })).status).toBe(200);
    expect((await user.get('/api/v1/me')).status).toBe(401);
    expect((await signIn(user.email)).status).toBe(401);
    expect((await signIn(user.email, newPassword)).status).toBe(200);
    // a token works once
    expect((await t.auth('/reset-password', { body: { token, newPassword: 'An0ther!Passphrase' } })).status).toBe(400);
  });

  it("carries the company's name and logo (as an absolute URL under APP_URL)", async () => {
    const owner = await t.newCompany('Logo Floors');
    await t.database.db.update(companies).set({ logoUrl: '/files/logo.png' }).where(eq(companies.id, owner.companyId));
    await t.auth('/request-password-reset', { body: { email: owner.email, redirectTo: '/reset-password' } });
    const [mail] = await t.outbox(owner.email);
    expect(mail!.subject).toBe('Reset your password · Logo Floors');
    expect(mail!.html).toContain('<img src="http://localhost:3000/files/logo.png" alt="Logo Floors"');
    expect(mail!.text).toContain('— Logo Floors');
  });

  it('a bad token in the link lands on /reset-password?error=INVALID_TOKEN', async () => {
    const res = await t.followLink('http://localhost:3000/api/auth/reset-password/nope?callbackURL=%2Freset-password');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('http://localhost:3000/reset-password?error=INVALID_TOKEN');
  });

  it('an unknown address answers the same and sends nothing', async () => {
    const res = await t.auth('/request-password-reset', {
      body: { email: 'nobody@example.com', redirectTo: '/reset-password' },
    });
    expect(res.status).toBe(200);
    expect(await t.outbox('nobody@example.com')).toEqual([]);
  });
});

describe('changing the password while signed in', () => {
  it('keeps this session, ends the others, and refuses a common password', async () => {
    const user = await t.signUp('Changer');
    const other = cookiesOf(await signIn(user.email));
    const here = cookiesOf(await signIn(user.email));
    const common = await t.auth('/change-password', {
      body: { currentPassword: TEST_PASSWORD, newPassword: 'Password123!' },
      cookie: here,
    });
    expect(common.status).toBe(400);
    expect(await json(common)).toMatchObject({ code: 'PASSWORD_TOO_COMMON' });

    const res = await t.auth('/change-password', {
      body: { currentPassword: TEST_PASSWORD, newPassword: 'Ch4nged!Secret' },
      cookie: here,
    });
    expect(res.status).toBe(200);
    expect((await meWith(cookiesOf(res) || here)).status).toBe(200);
    expect((await meWith(other)).status).toBe(401);
    expect((await user.get('/api/v1/me')).status).toBe(401);
  });
});

describe('GET /api/v1/me', () => {
  it('answers 401 when signed out', async () => {
    expect((await t.app.request('/api/v1/me')).status).toBe(401);
  });

  it('gives the user, membership, preferences, company and subscription', async () => {
    const owner = await t.newCompany('Me Floors');
    const me = await json(await owner.get('/api/v1/me'));
    expect(me).toEqual({
      user: { id: owner.userId, email: owner.email, name: 'Me Floors owner' },
      membership: { companyId: owner.companyId, role: 'service_provider', isOwner: true },
      preferences: { language: 'en', theme: 'system' },
      company: {
        id: owner.companyId,
        name: 'Me Floors',
        logoUrl: null,
        setupCompleted: false,
        timeZone: 'America/New_York',
      },
      subscription: { subscribed: true, tier: 'basic', end: null },
    });
    await t.database.db
      .update(companies)
      .set({ setupCompletedAt: new Date(), logoUrl: '/files/logo.png', timeZone: 'America/Sao_Paulo' })
      .where(eq(companies.id, owner.companyId));
    // The forms' default day is the company's (web lib/company-today.ts): the session carries its zone.
    expect(await json(await owner.get('/api/v1/me'))).toMatchObject({
      company: { setupCompleted: true, logoUrl: '/files/logo.png', timeZone: 'America/Sao_Paulo' },
    });
  });

  it('a member sees their company but does not own it', async () => {
    const owner = await t.newCompany('Crew Floors');
    const crew = await t.addMember(owner.companyId, 'field_team');
    expect(await json(await crew.get('/api/v1/me'))).toMatchObject({
      membership: { companyId: owner.companyId, role: 'field_team', isOwner: false },
      company: { id: owner.companyId, name: 'Crew Floors' },
    });
  });
});

describe('PATCH /api/v1/me', () => {
  it('changes only the preferences given', async () => {
    const user = await t.signUp('Prefers');
    const dark = await user.request('PATCH', '/api/v1/me', { body: { theme: 'dark' } });
    expect(dark.status).toBe(200);
    expect(await json(dark)).toMatchObject({ preferences: { language: 'en', theme: 'dark' } });
    await user.request('PATCH', '/api/v1/me', { body: { language: 'pt' } });
    expect(await json(await user.get('/api/v1/me'))).toMatchObject({ preferences: { language: 'pt', theme: 'dark' } });
  });

  it('refuses unknown values with per-field messages', async () => {
    const user = await t.signUp('Picky');
    const res = await user.request('PATCH', '/api/v1/me', { body: { language: 'fr', theme: 'neon' } });
    expect(res.status).toBe(400);
    const body = await json<{ code: string; errors: Record<string, string> }>(res);
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(body.errors).sort()).toEqual(['language', 'theme']);
    expect(await json(await user.get('/api/v1/me'))).toMatchObject({
      preferences: { language: 'en', theme: 'system' },
    });
  });

  it('answers 401 when signed out', async () => {
    const res = await t.app.request('/api/v1/me', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ theme: 'dark' }),
    });
    expect(res.status).toBe(401);
  });

  it('the next e-mail uses the new language', async () => {
    const user = await t.signUp('Switcher');
    await user.request('PATCH', '/api/v1/me', { body: { language: 'pt' } });
    await t.auth('/request-password-reset', { body: { email: user.email, redirectTo: '/reset-password' } });
    const [mail] = await t.outbox(user.email);
    expect(mail!.subject).toBe('Redefina sua senha');
  });
});

describe('sessions and the database', () => {
  it('a session row exists per signed-in device and goes with sign-out', async () => {
    const user = await t.signUp('Counted');
    const count = async () =>
      (
        await sqlRows<{ n: number }>(
          t.database.db,
          sql`select count(*)::int as n from session where user_id = ${user.userId}`,
        )
      )[0]!.n;
    const cookie = cookiesOf(await signIn(user.email));
    expect(await count()).toBe(2);
    await t.auth('/sign-out', { body: {}, cookie });
    expect(await count()).toBe(1);
  });
});

describe('GET /api/v1/session', () => {
  const sessionWith = (cookie = '') => t.app.request('/api/v1/session', { headers: cookie ? { cookie } : {} });

  it('answers a visitor 200 with no one (no failed request on a signed-out page), a user as GET /me does', async () => {
    const visitor = await sessionWith();
    expect(visitor.status).toBe(200);
    expect(await json(visitor)).toEqual({ me: null });
    expect(await json(await sessionWith('better-auth.session_token=forged.value'))).toEqual({ me: null });

    const user = await t.signUp('Session Reader');
    const cookie = cookiesOf(await signIn(user.email));
    const signedIn = await sessionWith(cookie);
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('cache-control')).toContain('no-store');
    expect(await json(signedIn)).toEqual({ me: await json(await meWith(cookie)) });

    await t.auth('/sign-out', { body: {}, cookie });
    expect(await json(await sessionWith(cookie))).toEqual({ me: null });
  });
});
