// Writes under /api/v1 carry the session cookie from any page the browser shows: only pages of a
// trusted origin may make them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesOf, json, startTestApp, TEST_PASSWORD, type TestApp } from '../test/harness.ts';

let t: TestApp;
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

beforeAll(async () => {
  t = await startTestApp();
  const owner = await t.newCompany('Origin Floors');
  cookie = cookiesOf(await t.auth('/sign-in/email', { body: { email: owner.email, password: TEST_PASSWORD } }));
  feedUrl = (await json<{ url: string }>(await newFeed({ origin: t.config.appUrl }))).url;
});
afterAll(() => t.close());

const expectRefused = async (res: Response) => {
  expect(res.status).toBe(403);
  expect(res.headers.get('content-type')).toContain('application/problem+json');
  expect(await res.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Cross-site request refused' });
};

describe('cross-site writes with the session cookie', () => {
  it('a form-encoded POST from another origin is refused and changes nothing', async () => {
    await expectRefused(await newFeed({ ...FORM, origin: EVIL, 'sec-fetch-site': 'cross-site' }));
    await feedStillWorks();
  });

  it('a text/plain POST from another origin is refused and changes nothing', async () => {
    await expectRefused(await newFeed({ ...PLAIN, origin: EVIL }));
    await feedStillWorks();
  });

  it('same site is not enough: another port, an opaque origin, or Sec-Fetch-Site without Origin', async () => {
    for (const headers of <Record<string, string>[]>[
      { origin: 'http://localhost:3001', 'sec-fetch-site': 'same-site' },
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
