// Sign-up through better-auth's endpoint: spec section 5's validation on the server, e-mail
// confirmation, and what a new account gets (profile, company).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlRows } from '../../db/client.ts';
import { afterVerificationPath } from '../../platform/auth.ts';
import {
  cookiesOf,
  json,
  REAL_PASSWORD_HASHING,
  startTestApp,
  TEST_PASSWORD,
  type TestApp,
} from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  // better-auth's own scrypt, as in production (the other files hash more cheaply).
  t = await startTestApp({ [REAL_PASSWORD_HASHING]: '1' });
});
afterAll(() => t.close());

interface AuthError {
  code: string;
  message: string;
  errors?: Record<string, string>;
}

const counts = async () => {
  const [row] = await sqlRows<{ users: number; profiles: number; companies: number; accounts: number }>(
    t.database.db,
    sql`select (select count(*)::int from "user") as users, (select count(*)::int from profiles) as profiles,
               (select count(*)::int from companies) as companies, (select count(*)::int from account) as accounts`,
  );
  return row!;
};

const signUp = (overrides: Record<string, unknown>) => t.auth('/sign-up/email', { body: t.signUpBody(overrides) });

describe('sign-up validation (spec section 5, in order)', () => {
  // Each step fixes the previous rule and breaks the next one: the message is always the first failing rule's.
  const steps: [string, Record<string, unknown>, string, string][] = [
    [
      '1. full name',
      { name: '  ', role: '', password: 'x', confirmPassword: 'y', acceptTerms: false, email: '' },
      'name',
      'Full name is required',
    ],
    [
      '2. user type',
      { role: '', password: 'x', confirmPassword: 'y', acceptTerms: false, email: '' },
      'role',
      'Please select a user type',
    ],
    ['2. user type (unknown role)', { role: 'superuser' }, 'role', 'Please select a user type'],
    [
      '3. passwords match',
      { password: 'x', confirmPassword: 'y', acceptTerms: false, email: '' },
      'confirmPassword',
      'Passwords do not match',
    ],
    [
      '4. password rules',
      { password: 'abcdefgh', confirmPassword: 'abcdefgh', acceptTerms: false, email: '' },
      'password',
      'Password does not meet minimum requirements',
    ],
    [
      '4. password rules (no special character)',
      { password: 'Abcdefg1', confirmPassword: 'Abcdefg1' },
      'password',
      'Password does not meet minimum requirements',
    ],
    [
      '5. terms',
      { acceptTerms: false, email: '' },
      'acceptTerms',
      'You must accept the terms of use and privacy policy',
    ],
    ['6. e-mail required', { email: '' }, 'email', 'This field is required'],
    ['6. e-mail valid', { email: 'not-an-email' }, 'email', 'Please enter a valid email'],
    [
      '6. company for a Business Owner',
      { role: 'service_provider', companyName: ' ' },
      'companyName',
      'This field is required',
    ],
    ['phone', { phone: 'call me' }, 'phone', 'Please enter a valid phone number'],
    ['name length', { name: 'n'.repeat(101) }, 'name', 'Maximum 100 characters allowed'],
    [
      'password length',
      { password: `Aa1!${'x'.repeat(125)}`, confirmPassword: `Aa1!${'x'.repeat(125)}` },
      'password',
      'Maximum 128 characters allowed',
    ],
  ];

  it.each(steps)('%s', async (_label, overrides, field, message) => {
    const before = await counts();
    const res = await signUp(overrides);
    expect(res.status).toBe(400);
    const body = await json<AuthError>(res);
    expect(body).toMatchObject({ code: 'VALIDATION_ERROR', message });
    expect(body.errors?.[field]).toBe(message);
    expect(await counts()).toEqual(before);
  });

  it('an empty form lists every failing field, the first rule as the message', async () => {
    const res = await t.auth('/sign-up/email', { body: {} });
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Full name is required',
      errors: {
        name: 'Full name is required',
        role: 'Please select a user type',
        password: 'Password does not meet minimum requirements',
        acceptTerms: 'You must accept the terms of use and privacy policy',
        email: 'This field is required',
      },
    });
  });

  it('a company name is not required of other roles', async () => {
    for (const role of ['client', 'field_team', 'partner', 'admin']) {
      expect((await signUp({ role, companyName: '' })).status, role).toBe(200);
    }
  });

  it('refuses a common password in the language of the form, writing nothing', async () => {
    const before = await counts();
    const en = await signUp({ password: 'Password1!', confirmPassword: 'Password1!' });
    expect(en.status).toBe(400);
    const enBody = await json<AuthError>(en);
    expect(enBody.code).toBe('PASSWORD_TOO_COMMON');
    expect(enBody.errors?.password).toBe(enBody.message);
    expect(enBody.message).toMatch(/too common/);
    const pt = await signUp({ password: 'Qwerty123!', confirmPassword: 'Qwerty123!', language: 'pt' });
    expect(await json(pt)).toMatchObject({
      code: 'PASSWORD_TOO_COMMON',
      message: expect.stringMatching(/muito comum/),
    });
    expect(await counts()).toEqual(before);
  });

  it('an address already registered (in any case) → 422 saying the user exists', async () => {
    const body = t.signUpBody();
    expect((await t.auth('/sign-up/email', { body })).status).toBe(200);
    const before = await counts();
    const again = await t.auth('/sign-up/email', {
      body: { ...t.signUpBody(), email: String(body.email).toUpperCase() },
    });
    expect(again.status).toBe(422);
    const problem = await json<AuthError>(again);
    expect(problem.code).toMatch(/^USER_ALREADY_EXISTS/);
    expect(problem.message.toLowerCase()).toContain('user');
    expect(problem.message.toLowerCase()).toContain('exist');
    expect(await counts()).toEqual(before);
  });
});

describe('e-mail confirmation', () => {
  it('sign-up gives no session; the e-mailed link (under APP_URL) signs in and lands on /dashboard', async () => {
    const body = t.signUpBody({
      name: 'Ana Souza',
      email: 'Ana.Souza@Example.com',
      // No landing page of ours (another origin's address better-auth refuses itself, 403).
      callbackURL: '/elsewhere',
    });
    const ip = t.freshIp();
    const res = await t.auth('/sign-up/email', { body, ip });
    expect(res.status).toBe(200);
    expect(cookiesOf(res)).not.toContain('session_token');
    const { token, user } = await json<{ token: string | null; user: { id: string; email: string } }>(res);
    expect(token).toBeNull();
    expect(user.email).toBe('ana.souza@example.com');

    const signIn = await t.auth('/sign-in/email', { body: { email: user.email, password: TEST_PASSWORD }, ip });
    expect(signIn.status).toBe(403);
    expect(await json(signIn)).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });

    const [mail] = await t.outbox(user.email);
    expect(mail).toMatchObject({ to: user.email, subject: 'Confirm your e-mail address' });
    expect(mail!.text).toContain('Hello Ana Souza,');
    expect(mail!.links).toHaveLength(1);
    const link = mail!.links[0]!;
    expect(link.startsWith('http://localhost:3000/api/auth/verify-email?token=')).toBe(true);
    expect(new URL(link).searchParams.get('callbackURL')).toBe('/dashboard');
    expect(mail!.html).toContain(link.replaceAll('&', '&amp;'));

    const confirmed = await t.followLink(link, ip);
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get('location')).toBe('/dashboard');
    const setCookie = confirmed.headers.getSetCookie().find((c) => c.includes('session_token'));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const me = await t.app.request('/api/v1/me', { headers: { cookie: cookiesOf(confirmed) } });
    expect(me.status).toBe(200);
    expect(await json(me)).toMatchObject({ user: { id: user.id, email: user.email, name: 'Ana Souza' } });

    const later = await t.auth('/sign-in/email', { body: { email: user.email, password: TEST_PASSWORD } });
    expect(later.status).toBe(200);
  });

  it('signing up from an invitation: the link returns to it, and an Administrator gets no company of their own', async () => {
    const token = 'Vb1zQ0c3m0FvJ9yQx2mX8k4hT6sW1pL5nR7aD3eG9uI';
    const body = t.signUpBody({
      role: 'admin',
      companyName: '',
      callbackURL: `/invite/${token}`,
      invitationToken: token,
    });
    const res = await t.auth('/sign-up/email', { body, ip: t.freshIp() });
    expect(res.status).toBe(200);
    const [mail] = await t.outbox(String(body.email).toLowerCase());
    expect(new URL(mail!.links[0]!).searchParams.get('callbackURL')).toBe(`/invite/${token}`);
    const me = await t.app.request('/api/v1/me', {
      headers: { cookie: cookiesOf(await t.followLink(mail!.links[0]!)) },
    });
    expect(await json(me)).toMatchObject({ membership: { companyId: null, role: 'admin' }, company: null });
  });

  it('only our own landing paths are kept as the callback', () => {
    expect(afterVerificationPath('/dashboard')).toBe('/dashboard');
    expect(afterVerificationPath('/invite/Vb1zQ0c3m0FvJ9yQx2mX8k4hT6sW1pL5nR7aD3eG9uI')).toBe(
      '/invite/Vb1zQ0c3m0FvJ9yQx2mX8k4hT6sW1pL5nR7aD3eG9uI',
    );
    for (const bad of ['https://evil.example/', '//evil.example', '/invite/short', '/dashboard/../x', undefined]) {
      expect(afterVerificationPath(bad)).toBe('/dashboard');
    }
  });

  it('a forged or altered token signs nobody in', async () => {
    const res = await t.followLink('http://localhost:3000/api/auth/verify-email?token=forged&callbackURL=%2Fdashboard');
    expect(cookiesOf(res)).not.toContain('session_token');
  });

  it('the e-mail follows the language chosen at sign-up and escapes what the user typed', async () => {
    const body = t.signUpBody({ name: '<b>João</b>', language: 'pt' });
    expect((await t.auth('/sign-up/email', { body })).status).toBe(200);
    const [mail] = await t.outbox(String(body.email));
    expect(mail!.subject).toBe('Confirme seu e-mail');
    expect(mail!.text).toContain('Olá <b>João</b>,');
    expect(mail!.html).toContain('Olá &lt;b&gt;João&lt;/b&gt;,');
    expect(mail!.html).not.toContain('<b>João</b>');
  });

  it('resending sends a new link for an unconfirmed address', async () => {
    const body = t.signUpBody();
    await t.auth('/sign-up/email', { body });
    const res = await t.auth('/send-verification-email', { body: { email: body.email, callbackURL: '/dashboard' } });
    expect(res.status).toBe(200);
    const mails = await t.outbox(String(body.email));
    expect(mails).toHaveLength(2);
    const confirmed = await t.followLink(mails[0]!.links[0]!);
    expect(confirmed.headers.get('location')).toBe('/dashboard');
    expect(cookiesOf(confirmed)).toContain('session_token');
  });
});

describe('what a new account gets', () => {
  const me = async (client: { get(path: string): Promise<Response> }) =>
    json<{
      membership: { companyId: string | null; role: string; isOwner: boolean } | null;
      company: { id: string; name: string; logoUrl: string | null; setupCompleted: boolean } | null;
      preferences: { language: string; theme: string };
    }>(await client.get('/api/v1/me'));

  it('a Business Owner owns a new company named at sign-up, and its e-mails carry that name', async () => {
    const owner = await t.signUp('Bea Owner', { role: 'service_provider', companyName: '  Tile Titans ' });
    const mine = await me(owner);
    expect(mine.membership).toEqual({ companyId: mine.company!.id, role: 'service_provider', isOwner: true });
    expect(mine.company).toMatchObject({ name: 'Tile Titans', logoUrl: null, setupCompleted: false });
    const company = await json(await owner.get('/api/v1/company'));
    expect(company).toMatchObject({ name: 'Tile Titans', ownerId: owner.userId });
    const [mail] = await t.outbox(owner.email);
    expect(mail!.subject).toBe('Confirm your e-mail address · Tile Titans');
    expect(mail!.html).toContain('Tile Titans');
  });

  it('the phone given at sign-up becomes the company phone', async () => {
    const body = t.signUpBody({ role: 'service_provider', companyName: 'Dial Floors', phone: '+1 (555) 010-0200' });
    await t.auth('/sign-up/email', { body });
    const [row] = await sqlRows<{ phone: string }>(
      t.database.db,
      sql`select c.phone from companies c join "user" u on u.id = c.owner_id where u.email = ${body.email}`,
    );
    expect(row?.phone).toBe('+1 (555) 010-0200');
  });

  it('an Administrator without an invitation gets a company of their own', async () => {
    const admin = await t.signUp('Ada Admin', { role: 'admin' });
    const mine = await me(admin);
    expect(mine.membership).toMatchObject({ role: 'admin', isOwner: true });
    expect(mine.company?.name).toBe('Ada Admin');
  });

  it.each(['client', 'field_team', 'partner'] as const)('%s waits for an invitation, in no company', async (role) => {
    const user = await t.signUp(`A ${role}`, { role, companyName: 'Ignored Co' });
    const mine = await me(user);
    expect(mine.membership).toEqual({ companyId: null, role, isOwner: false });
    expect(mine.company).toBeNull();
    expect((await user.get('/api/v1/company')).status).toBe(403);
  });
});
