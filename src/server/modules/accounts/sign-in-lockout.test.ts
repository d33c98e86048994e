// Per-account sign-in lockout: better-auth limits sign-ins per client address only, so guesses
// spread over many addresses are counted per e-mail address as well.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SIGN_IN_LOCKOUT } from '../../platform/auth.ts';
import { json, startTestApp, TEST_PASSWORD, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const WRONG = 'Not-the-Passw0rd';
const LOCKED = { code: 'RATE_LIMITED', message: 'Too many attempts. Wait a few minutes and try again.' };

/** Every attempt from a new client address, so only the per-account limit can refuse it. */
const signIn = (email: string, password = TEST_PASSWORD) =>
  t.auth('/sign-in/email', { body: { email, password }, ip: t.freshIp() });

async function failures(email: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await signIn(email, WRONG)).status);
  return statuses;
}

/** Moves the clock the limits read (Date only: timers and the database keep running). */
function advanceClock(ms: number) {
  const now = Date.now();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now + ms);
}

describe('sign-in lockout per account', () => {
  it('5 failures from 5 addresses lock the account: even the right password is refused, whatever the case', async () => {
    expect(SIGN_IN_LOCKOUT).toEqual({ max: 5, windowSeconds: 15 * 60 });
    const user = await t.signUp('Targeted');
    const bystander = await t.signUp('Bystander');
    expect(await failures(user.email, 3)).toEqual([401, 401, 401]);
    expect(await failures(user.email.toUpperCase(), 2)).toEqual([401, 401]);

    const refused = await signIn(user.email);
    expect(refused.status).toBe(429);
    expect(await json(refused)).toMatchObject(LOCKED);
    expect(refused.headers.getSetCookie()).toEqual([]);
    expect((await signIn(` ${user.email.toUpperCase()} `)).status).toBe(429);

    expect((await signIn(bystander.email, WRONG)).status).toBe(401);
    expect((await signIn(bystander.email)).status).toBe(200);
  });

  it('unknown addresses lock the same way, so the answer does not tell whether an account exists', async () => {
    const unknown = `nobody-${Date.now()}@example.com`;
    expect(await failures(unknown, 5)).toEqual([401, 401, 401, 401, 401]);
    const refused = await signIn(unknown);
    expect(refused.status).toBe(429);
    expect(await json(refused)).toMatchObject(LOCKED);
  });

  it('a successful sign-in starts the count again', async () => {
    const user = await t.signUp('Forgetful');
    expect(await failures(user.email, 4)).toEqual([401, 401, 401, 401]);
    expect((await signIn(user.email)).status).toBe(200);
    expect(await failures(user.email, 4)).toEqual([401, 401, 401, 401]);
    expect((await signIn(user.email)).status).toBe(200);
  });

  it('the lock ends 15 minutes after the last counted failure; refused attempts do not extend it', async () => {
    const user = await t.signUp('Patient');
    expect(await failures(user.email, 5)).toEqual([401, 401, 401, 401, 401]);
    advanceClock(10 * 60 * 1000);
    expect((await signIn(user.email)).status).toBe(429);
    advanceClock(4 * 60 * 1000);
    expect((await signIn(user.email)).status).toBe(429);
    advanceClock(60 * 1000 + 1000);
    expect((await signIn(user.email)).status).toBe(200);
  });

  it('parallel guesses from many addresses: no more than 5 reach the password check', async () => {
    const user = await t.signUp('Swarmed');
    const results = await Promise.all(Array.from({ length: 20 }, () => signIn(user.email, WRONG)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    expect((await signIn(user.email)).status).toBe(429);
  });
});
