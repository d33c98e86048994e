// Writes under /api/v1 and better-auth's sign-in carry the session cookie from any page the browser
// shows: only pages of a trusted origin (APP_URL, its loopback spellings, TRUSTED_ORIGINS) may make
// them, and a refused page is told which address to open.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesOf, json, startTestApp, TEST_IP_HEADER, TEST_PASSWORD, type TestApp } from '../test/harness.ts';

let t: TestApp;
let owner: { email: string };
let cookie: string;
let feedUrl: string;

/** A request with the owner's session cookie and exactly the headers given (no Origin unless given). */
const send = (method: string, path: string, headers: Record<string, string> = {}, body?: string) =>
  t.app.request(path, { method, headers: { cookie, ...headers }, body });
// A bodiless write that form and text/plain posts reach: a new feed URL revokes the one before.
const newFeed = (headers: Record<string, string>) => send('POST', '/api/v1/calendar/feed', headers, 'x=1');
const feedStillWorks = async () => expect((await t.app.request(new URL(feedUrl).pathname)).status).toBe(200);

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const PLAIN = { 'content-type': 'text/plain' };
const EVIL = 'https://evil.example';
const LISTED = 'https://floors.example';

beforeAll(async () => {
  t = await startTestApp({ TRUSTED_ORIGINS: `${LISTED}, http://192.168.1.20:3000` });
  owner = await t.newCompany('Origin Floors');
  cookie = cookiesOf(await t.auth('/sign-in/email', { body: { email: owner.email, password: TEST_PASSWORD } }));
  feedUrl = (await json<{ url: string }>(await newFeed({ origin: t.config.appUrl }))).url;
});
afterAll(() => t.close());

/**
 * The refusal both checks answer; better-auth's comes without a request id (it answers itself).
 */
async function expectRefused(res: Response, { byAuth = false } = {}) {
  expect(res.status).toBe(403);
  expect(res.headers.get('content-type')).toContain('application/problem+json');
  expect(await res.json()).toEqual({
    type: 'about:blank',
    title: 'ORIGIN_NOT_ALLOWED',
    status: 403,
    code: 'ORIGIN_NOT_ALLOWED',
    message: "The server does not accept this page's address. Open http://localhost:3000 and try again.",
    appUrl: 'http://localhost:3000',
    ...(byAuth ? {} : { requestId: expect.any(String) as string }),
  });
}

describe('cross-site writes with the session cookie', () => {
  it('a form-encoded POST from another origin is refused and changes nothing', async () => {
    await expectRefused(await newFeed({ ...FORM, origin: EVIL, 'sec-fetch-site': 'cross-site' }));
    await feedStillWorks();
  });

  it('a text/plain POST from another origin is refused and changes nothing', async () => {
    await expectRefused(await newFeed({ ...PLAIN, origin: EVIL }));
    await feedStillWorks();
  });

  it('same site is not enough: another port or scheme, an opaque origin, or Sec-Fetch-Site without Origin', async () => {
    for (const headers of <Record<string, string>[]>[
      { origin: 'http://localhost:3001', 'sec-fetch-site': 'same-site' },
      { origin: 'http://127.0.0.1:3001', 'sec-fetch-site': 'same-site' },
      { origin: 'https://localhost:3000' },
      { origin: 'http://192.168.1.20:3001' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ]) {
      await expectRefused(await newFeed({ ...FORM, ...headers }));
    }
    await feedStillWorks();
  });

  it('DELETE and PATCH too: the check does not count on CORS preflights', async () => {
    await expectRefused(await send('DELETE', '/api/v1/calendar/feed', { origin: EVIL }));
    await feedStillWorks();
    const rename = JSON.stringify({ name: 'Hijacked' });
    await expectRefused(
      await send('PATCH', '/api/v1/company', { origin: EVIL, 'content-type': 'application/json' }, rename),
    );
    expect(await json(await send('GET', '/api/v1/company'))).toMatchObject({ name: 'Origin Floors' });
  });
});

describe('writes that pass', () => {
  it('from a page of APP_URL', async () => {
    const res = await newFeed({ ...FORM, origin: t.config.appUrl, 'sec-fetch-site': 'same-origin' });
    expect(res.status).toBe(201);
    feedUrl = (await json<{ url: string }>(res)).url;
    await feedStillWorks();
  });

  it("from APP_URL's loopback spellings and from TRUSTED_ORIGINS", async () => {
    for (const origin of ['http://127.0.0.1:3000', 'http://[::1]:3000', LISTED, 'http://192.168.1.20:3000']) {
      const res = await newFeed({ ...FORM, origin, 'sec-fetch-site': 'same-origin' });
      expect(res.status, origin).toBe(201);
      feedUrl = (await json<{ url: string }>(res)).url;
    }
    await feedStillWorks();
  });

  it('without Origin or Sec-Fetch-Site (no browser: curl, a server)', async () => {
    expect((await newFeed({})).status).toBe(201);
    expect((await newFeed({ 'sec-fetch-site': 'none' })).status).toBe(201);
  });

  it('reads from other origins are not writes (CORS decides what a page may read)', async () => {
    expect((await send('GET', '/api/v1/calendar/feed', { origin: EVIL, 'sec-fetch-site': 'cross-site' })).status).toBe(
      200,
    );
  });
});

describe("better-auth's sign-in and sign-up follow the same list", () => {
  /** POST /api/auth/… as a browser page at `origin` sends it (fetch from the SPA: same-origin there). */
  const fromPage = (origin: string, path: string, body: unknown, cookieHeader?: string) =>
    t.app.request(`/api/auth${path}`, {
      method: 'POST',
      headers: {
        origin,
        'sec-fetch-site': 'same-origin',
        'sec-fetch-mode': 'cors',
        'content-type': 'application/json',
        [TEST_IP_HEADER]: t.freshIp(),
        ...(cookieHeader && { cookie: cookieHeader }),
      },
      body: JSON.stringify(body),
    });
  const signIn = (origin: string) =>
    fromPage(origin, '/sign-in/email', { email: owner.email, password: TEST_PASSWORD });

  it('signs in from APP_URL, its loopback spellings and TRUSTED_ORIGINS', async () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000', LISTED]) {
      const res = await signIn(origin);
      expect(res.status, origin).toBe(200);
      expect(cookiesOf(res), origin).toContain('session_token=');
    }
  });

  it('refuses a foreign page with the same code and message, and sets no cookie', async () => {
    for (const origin of [EVIL, 'http://localhost:3001', 'http://192.168.1.21:3000']) {
      const res = await signIn(origin);
      expect(res.headers.getSetCookie(), origin).toEqual([]);
      await expectRefused(res, { byAuth: true });
    }
    await expectRefused(await fromPage(EVIL, '/sign-up/email', t.signUpBody()), { byAuth: true });
    // With a session cookie, better-auth checks every write's origin, sign-out included.
    await expectRefused(await fromPage(EVIL, '/sign-out', {}, cookie), { byAuth: true });
    expect((await t.app.request('/api/v1/me', { headers: { cookie } })).status).toBe(200);
  });
});
