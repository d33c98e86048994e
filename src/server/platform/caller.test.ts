// The caller of a request (ADR 0010): resolved in one round trip, served from memory for at most
// CALLER_CACHE_SECONDS, forgotten at once by every change the app makes, and read from better-auth's
// signed cookie exactly as better-auth reads it.
import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { session } from '../db/schema/auth.ts';
import { profiles } from '../db/schema/companies.ts';
import { cookiesOf, json, startTestApp, TEST_PASSWORD, type TestApp, type TestClient } from '../test/harness.ts';
import {
  CALLER_CACHE_ENTRIES,
  CALLER_REFRESH_SECONDS,
  CALLER_CACHE_SECONDS,
  callerCache,
  CallerCache,
  readCookie,
  resolveCaller,
  sessionToken,
  type Caller,
} from './caller.ts';

const SECRET = 'test-secret-test-secret-test-secret!'; // the harness's
const COOKIE = 'better-auth.session_token';

let t: TestApp;
let owner: TestClient & { companyId: string };
beforeAll(async () => {
  t = await startTestApp();
  owner = await t.newCompany('Cache Floors');
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const signIn = async (email: string) =>
  cookiesOf(await t.auth('/sign-in/email', { body: { email, password: TEST_PASSWORD } }));
const get = (cookie: string, path = '/api/v1/me') => t.app.request(path, { headers: { cookie } });
const me = async (cookie: string) => {
  const res = await get(cookie);
  return res.status === 200 ? (await json<{ membership: Caller['membership'] }>(res)).membership : res.status;
};
const tokenOf = (cookie: string) => sessionToken(cookie, COOKIE, SECRET)!;
/** The cache's clock set to `at` (milliseconds since the epoch). */
const clockAt = (at: number) => vi.spyOn(callerCache, 'now').mockReturnValue(at);

describe('a change made through the app is seen by the next request', () => {
  it('sign-out: the same cookie is refused at once', async () => {
    const user = await t.signUp('Leaving');
    const cookie = await signIn(user.email);
    expect((await get(cookie)).status).toBe(200); // now cached
    expect((await t.auth('/sign-out', { body: {}, cookie })).status).toBe(200);
    expect((await get(cookie)).status).toBe(401);
  });

  it('revoking one session ends that one only', async () => {
    const user = await t.signUp('Two Devices');
    const phone = await signIn(user.email);
    const laptop = await signIn(user.email);
    for (const cookie of [phone, laptop]) expect((await get(cookie)).status).toBe(200);
    const revoked = await t.auth('/revoke-session', { body: { token: tokenOf(phone) }, cookie: laptop });
    expect(revoked.status).toBe(200);
    expect((await get(phone)).status).toBe(401);
    expect((await get(laptop)).status).toBe(200);
  });

  it('a removed member is refused the company at once', async () => {
    const member = await t.addMember(owner.companyId, 'admin');
    expect((await member.get('/api/v1/members')).status).toBe(200);
    expect((await owner.request('DELETE', `/api/v1/members/${member.userId}`)).status).toBe(204);
    expect((await member.get('/api/v1/members')).status).toBe(403);
    expect(await json(await member.get('/api/v1/me'))).toMatchObject({ membership: { companyId: null } });
  });

  it('a changed role applies to the next request', async () => {
    const member = await t.addMember(owner.companyId, 'admin');
    expect((await member.get('/api/v1/members')).status).toBe(200);
    const res = await owner.request('PATCH', `/api/v1/members/${member.userId}`, { body: { role: 'field_team' } });
    expect(res.status).toBe(200);
    expect((await member.get('/api/v1/members')).status).toBe(403);
    expect(await json(await member.get('/api/v1/me'))).toMatchObject({ membership: { role: 'field_team' } });
  });

  it("a password change ends the user's other sessions at once, and keeps this one", async () => {
    const user = await t.signUp('Changing');
    const other = await signIn(user.email);
    const here = await signIn(user.email);
    for (const cookie of [other, here]) expect((await get(cookie)).status).toBe(200);
    const res = await t.auth('/change-password', {
      body: { currentPassword: TEST_PASSWORD, newPassword: 'Ch4nged!Secret' },
      cookie: here,
    });
    expect(res.status).toBe(200);
    expect((await get(other)).status).toBe(401);
    expect((await get(cookiesOf(res) || here)).status).toBe(200);
  });

  it('a password reset ends every session at once', async () => {
    const user = await t.signUp('Resetting');
    expect((await user.get('/api/v1/me')).status).toBe(200);
    await t.auth('/request-password-reset', { body: { email: user.email, redirectTo: '/reset-password' } });
    const [mail] = await t.outbox(user.email);
    const opened = await t.followLink(mail!.links[0]!);
    const token = new URL(opened.headers.get('location')!, t.config.appUrl).searchParams.get('token');
    expect((await t.auth('/reset-password', { body: { token, newPassword: 'N3w!Passphrase' } })).status).toBe(200);
    expect((await user.get('/api/v1/me')).status).toBe(401);
  });

  it('a new name shows at once', async () => {
    const user = await t.signUp('Old Name');
    const cookie = await signIn(user.email);
    expect(await json(await get(cookie))).toMatchObject({ user: { name: 'Old Name' } });
    expect((await t.auth('/update-user', { body: { name: 'New Name' }, cookie })).status).toBe(200);
    expect(await json(await get(cookie))).toMatchObject({ user: { name: 'New Name' } });
  });

  it('creating a company makes the user its owner at once', async () => {
    const user = await t.signUp('Founder');
    expect(await json(await user.get('/api/v1/me'))).toMatchObject({ membership: { companyId: null } });
    expect((await user.post('/api/v1/companies', { name: 'Founded Floors' })).status).toBe(201);
    expect(await json(await user.get('/api/v1/me'))).toMatchObject({
      membership: { companyId: expect.any(String), isOwner: true },
    });
  });
});

describe('the revocation window: changes behind the app are seen within CALLER_CACHE_SECONDS', () => {
  it('a session deleted in the database is served from memory until the entry expires', async () => {
    const user = await t.signUp('Behind');
    const cookie = await signIn(user.email);
    const before = Date.now();
    expect((await get(cookie)).status).toBe(200);
    const after = Date.now();
    await t.database.db.delete(session).where(eq(session.token, tokenOf(cookie)));
    expect((await get(cookie)).status).toBe(200);
    clockAt(before + CALLER_CACHE_SECONDS * 1000 - 1);
    expect((await get(cookie)).status).toBe(200);
    clockAt(after + CALLER_CACHE_SECONDS * 1000);
    expect((await get(cookie)).status).toBe(401);
  });

  it('a role changed in the database applies once the entry expires', async () => {
    const member = await t.addMember(owner.companyId, 'partner');
    const cookie = await signIn(member.email);
    expect(await me(cookie)).toMatchObject({ role: 'partner' });
    await t.database.db.update(profiles).set({ role: 'client' }).where(eq(profiles.userId, member.userId));
    expect(await me(cookie)).toMatchObject({ role: 'partner' });
    clockAt(Date.now() + CALLER_CACHE_SECONDS * 1000);
    expect(await me(cookie)).toMatchObject({ role: 'client' });
  });

  it('never past the session: one ending sooner than the window is dropped when it ends', async () => {
    const user = await t.signUp('Ending');
    const cookie = await signIn(user.email);
    await t.database.db
      .update(session)
      .set({ expiresAt: sql`now() at time zone 'UTC' + interval '2 seconds'` })
      .where(eq(session.token, tokenOf(cookie)));
    expect((await get(cookie)).status).toBe(200);
    clockAt(Date.now() + 2500);
    await t.database.db.delete(session).where(eq(session.token, tokenOf(cookie)));
    expect((await get(cookie)).status).toBe(401);
  });

  it('an expired session is refused', async () => {
    const user = await t.signUp('Expired');
    const cookie = await signIn(user.email);
    await t.database.db
      .update(session)
      .set({ expiresAt: sql`now() at time zone 'UTC' - interval '1 second'` })
      .where(eq(session.token, tokenOf(cookie)));
    expect((await get(cookie)).status).toBe(401);
  });
});

describe("better-auth's signed cookie", () => {
  let cookie: string;
  let token: string;
  beforeAll(async () => {
    cookie = await signIn((await t.signUp('Signed')).email);
    token = tokenOf(cookie);
  });
  const signed = (value: string, secret = SECRET) =>
    `${value}.${createHmac('sha256', secret).update(value).digest('base64')}`;
  const variants = () => {
    const value = `${token}.${decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1))
      .split('.')
      .pop()}`;
    const dot = value.lastIndexOf('.');
    const other = (c: string) => (c === 'A' ? 'B' : 'A');
    const flipped = value.slice(0, dot + 1) + other(value[dot + 1]!) + value.slice(dot + 2);
    // The last character before '=' carries 2 bits beyond the 32 bytes, which base64 decoding drops.
    const nonCanonical = value.slice(0, -2) + (value.at(-2) === 'A' ? 'B' : 'A') + '=';
    return {
      'as set': [cookie, true],
      'not URL-encoded': [`${COOKIE}=${value}`, true],
      quoted: [`${COOKIE}="${encodeURIComponent(value)}"`, true],
      'among others': [`a=1; ${COOKIE}=${encodeURIComponent(value)}; b=2`, true],
      'the first of two wins': [`${COOKIE}=${encodeURIComponent(value)}; ${COOKIE}=x.y`, true],
      'a bad first of two': [`${COOKIE}=x.y; ${COOKIE}=${encodeURIComponent(value)}`, false],
      'a tampered signature': [`${COOKIE}=${encodeURIComponent(flipped)}`, false],
      'a tampered token': [`${COOKIE}=${encodeURIComponent(other(value[0]!) + value.slice(1))}`, false],
      'a non-canonical signature': [`${COOKIE}=${encodeURIComponent(nonCanonical)}`, null],
      unsigned: [`${COOKIE}=${token}`, false],
      'signed with another secret': [
        `${COOKIE}=${encodeURIComponent(signed(token, 'another-secret-another-secret-1234'))}`,
        false,
      ],
      'signed, for no session': [`${COOKIE}=${encodeURIComponent(signed('no-such-session'))}`, false],
      'a URL-safe signature': [
        `${COOKIE}=${encodeURIComponent(value.replaceAll('+', '-').replaceAll('/', '_'))}`,
        null,
      ],
      'another name': [`${COOKIE}x=${encodeURIComponent(value)}`, false],
      'the __Secure- name over http': [`__Secure-${COOKIE}=${encodeURIComponent(value)}`, false],
    } as Record<string, [string, boolean | null]>;
  };

  it('is accepted and refused as better-auth accepts and refuses it', async () => {
    for (const [name, [header, works]] of Object.entries(variants())) {
      const ours = (await get(header)).status;
      const theirs = await json<{ user?: { id: string } } | null>(await t.auth('/get-session', { cookie: header }));
      // A signature without + or / reads the same either way.
      if (works !== null) expect(ours, name).toBe(works ? 200 : 401);
      expect(ours === 200, name).toBe(theirs?.user !== undefined);
    }
  });

  it('a tampered cookie gets 401 even for a session in the cache', async () => {
    expect((await get(cookie)).status).toBe(200);
    expect((await get(variants()['a tampered signature']![0])).status).toBe(401);
  });

  it('readCookie reads as better-call does', () => {
    expect(readCookie('a=1; b="x%20y"; c', 'b')).toBe('x y');
    expect(readCookie('a=1; b=%E0%A4%A', 'b')).toBe('%E0%A4%A');
    expect(readCookie('junk; a=1', 'a')).toBe('1');
    expect(readCookie('a', 'a')).toBeNull();
  });
});

describe('on https', () => {
  it('reads the __Secure- cookie, and only that one', async () => {
    const secure = await startTestApp({ APP_URL: 'https://floor.example' });
    try {
      const user = await secure.signUp('Secure');
      expect((await user.get('/api/v1/me')).status).toBe(200);
      const res = await secure.auth('/sign-in/email', { body: { email: user.email, password: TEST_PASSWORD } });
      const cookie = cookiesOf(res);
      expect(cookie.startsWith(`__Secure-${COOKIE}=`)).toBe(true);
      const plain = cookie.replace('__Secure-', '');
      const headers = (c: string) => ({ cookie: c, origin: 'https://floor.example' });
      expect((await secure.app.request('/api/v1/me', { headers: headers(cookie) })).status).toBe(200);
      expect((await secure.app.request('/api/v1/me', { headers: headers(plain) })).status).toBe(401);
    } finally {
      await secure.close();
    }
  });
});

describe('the database work', () => {
  /**
   * Counts the calls that reach the database while `work` runs: each query a pg connection sends.
   */
  async function trips<T>(work: () => Promise<T>): Promise<{ result: T; trips: number }> {
    const spy = vi.spyOn(pg.Client.prototype, 'query');
    const result = await work();
    const count = spy.mock.calls.length;
    spy.mockRestore();
    return { result, trips: count };
  }

  it('resolves a caller in one round trip, and a cached one in none', async () => {
    const member = await t.addMember(owner.companyId, 'partner');
    const token = tokenOf(await signIn(member.email));
    const cache = new CallerCache();
    const miss = await trips(() => resolveCaller(t.appDb, token, cache));
    expect(miss).toEqual({
      trips: 1,
      result: {
        userId: member.userId,
        email: member.email,
        name: 'partner member',
        membership: { companyId: owner.companyId, role: 'partner', isOwner: false },
      },
    });
    expect(await trips(() => resolveCaller(t.appDb, token, cache))).toEqual({ trips: 0, result: miss.result });
    expect(await trips(() => resolveCaller(t.appDb, 'no-such-session', cache))).toEqual({ trips: 1, result: null });
  });

  it('requests that miss at once share one lookup; after a forget a new one is made', async () => {
    const token = tokenOf(await signIn(owner.email));
    const cache = new CallerCache();
    const burst = await trips(() =>
      Promise.all(Array.from({ length: 20 }, () => resolveCaller(t.appDb, token, cache))),
    );
    expect(burst.trips).toBe(1);
    expect(new Set(burst.result.map((c) => c?.userId))).toEqual(new Set([owner.userId]));
    const fresh = new CallerCache();
    const racing = await trips(async () => {
      const before = resolveCaller(t.appDb, token, fresh);
      fresh.forget({ token });
      return Promise.all([before, resolveCaller(t.appDb, token, fresh)]);
    });
    expect(racing.trips).toBe(2);
  });

  it("the owner's membership says so; a user in no company has a membership without one", async () => {
    const cache = new CallerCache();
    const ownerCaller = await resolveCaller(t.appDb, tokenOf(await signIn(owner.email)), cache);
    expect(ownerCaller?.membership).toEqual({ companyId: owner.companyId, role: 'service_provider', isOwner: true });
    const loner = await t.signUp('Loner');
    const lonerCaller = await resolveCaller(t.appDb, tokenOf(await signIn(loner.email)), cache);
    expect(lonerCaller?.membership).toEqual({ companyId: null, role: 'client', isOwner: false });
  });
});

describe('the cache', () => {
  const caller = (userId: string): Caller => ({ userId, email: `${userId}@x`, name: userId, membership: null });
  const farOff = Number.MAX_SAFE_INTEGER;

  it(`is bounded (${CALLER_CACHE_ENTRIES} entries by default): the oldest entry goes first`, () => {
    const cache = new CallerCache({ maxEntries: 3 });
    for (const id of ['a', 'b', 'c', 'd']) cache.set(`token-${id}`, caller(id), farOff, cache.mark());
    expect(cache.size).toBe(3);
    expect(cache.get('token-a')).toBeNull();
    expect(cache.get('token-d')?.userId).toBe('d');
    // Storing an entry again makes it the newest.
    cache.set('token-b', caller('b'), farOff, cache.mark());
    cache.set('token-e', caller('e'), farOff, cache.mark());
    expect(cache.get('token-c')).toBeNull();
    expect(cache.get('token-b')?.userId).toBe('b');
  });

  it('keeps an entry CALLER_CACHE_SECONDS, and never past its session', () => {
    let now = 1_000_000;
    const cache = new CallerCache({ now: () => now });
    cache.set('long', caller('long'), farOff, cache.mark());
    cache.set('short', caller('short'), now + 1000, cache.mark());
    now += 999;
    expect(cache.get('short')?.userId).toBe('short');
    now += 1;
    expect(cache.get('short')).toBeNull();
    now = 1_000_000 + CALLER_CACHE_SECONDS * 1000 - 1;
    expect(cache.get('long')?.userId).toBe('long');
    now += 1;
    expect(cache.get('long')).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('serves an entry past CALLER_REFRESH_SECONDS at once while one read refreshes it, never past its time', async () => {
    const start = 1_000_000;
    let now = start;
    const cache = new CallerCache({ now: () => now });
    cache.set('t', caller('before'), farOff, cache.mark());
    let reads = 0;
    let finishRead = () => {};
    const read = () => {
      reads++;
      const mark = cache.mark();
      return new Promise<Caller>((done) => {
        finishRead = () => {
          cache.set('t', caller('after'), farOff, mark);
          done(caller('after'));
        };
      });
    };
    now = start + CALLER_REFRESH_SECONDS * 1000 - 1;
    expect(cache.resolve('t', read)).toMatchObject({ userId: 'before' });
    expect(reads).toBe(0);
    now += 1;
    // Answered from the entry, not a promise; one read for all the requests meanwhile.
    expect(cache.resolve('t', read)).toMatchObject({ userId: 'before' });
    expect(cache.resolve('t', read)).toMatchObject({ userId: 'before' });
    expect(reads).toBe(1);
    // Past CALLER_CACHE_SECONDS the old entry is not served: the request waits for the same read.
    now = start + CALLER_CACHE_SECONDS * 1000;
    const waiting = cache.resolve('t', read);
    expect(waiting).toBeInstanceOf(Promise);
    finishRead();
    expect(await waiting).toMatchObject({ userId: 'after' });
    expect(cache.resolve('t', read)).toMatchObject({ userId: 'after' });
    expect(reads).toBe(1);
  });

  it('a refresh that fails changes nothing: the entry serves until its time, then the next request reads', async () => {
    let now = 1_000_000;
    const cache = new CallerCache({ now: () => now });
    cache.set('t', caller('kept'), farOff, cache.mark());
    now += CALLER_REFRESH_SECONDS * 1000;
    const failing = () => Promise.reject(new Error('database down'));
    expect(cache.resolve('t', failing)).toMatchObject({ userId: 'kept' });
    await new Promise((r) => setImmediate(r));
    expect(cache.get('t')?.userId).toBe('kept');
    now += (CALLER_CACHE_SECONDS - CALLER_REFRESH_SECONDS) * 1000;
    await expect(cache.resolve('t', failing)).rejects.toThrow('database down');
  });

  it('forgets by user or by token; a read under way when something is forgotten is not stored', () => {
    const cache = new CallerCache();
    cache.set('u1-phone', caller('u1'), farOff, cache.mark());
    cache.set('u1-laptop', caller('u1'), farOff, cache.mark());
    cache.set('u2', caller('u2'), farOff, cache.mark());
    cache.forget({ userId: 'u1' });
    expect([cache.get('u1-phone'), cache.get('u1-laptop'), cache.get('u2')?.userId]).toEqual([null, null, 'u2']);
    cache.forget({ token: 'u2' });
    expect(cache.get('u2')).toBeNull();

    const mark = cache.mark();
    cache.forget({ userId: 'someone else' });
    cache.set('u3', caller('u3'), farOff, mark);
    expect(cache.get('u3')).toBeNull();
  });
});
