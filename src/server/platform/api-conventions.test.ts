import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BODY_LIMIT_BYTES } from '../app.ts';
import { sqlRows } from '../db/client.ts';
import { analyticsEvents } from '../db/schema/analytics.ts';
import { idempotencyKeys } from '../db/schema/idempotency.ts';
import { cookiesOf, json, startTestApp, TEST_PASSWORD, type TestApp, type TestClient } from '../test/harness.ts';

let t: TestApp;
let owner: TestClient & { companyId: string };

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.newCompany('Conventions Co');
});
afterAll(() => t.close());

const countEvents = async (eventType: string) => {
  const rows = await sqlRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from ${analyticsEvents} where event_type = ${eventType}`,
  );
  return rows[0]!.n;
};

const expectProblem = async (res: Response, status: number, code: string) => {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toContain('application/problem+json');
  const body = await json<{ status: number; code: string; message: string; errors?: Record<string, string> }>(res);
  expect(body).toMatchObject({ status, code });
  expect(body.message.length).toBeGreaterThan(0);
  return body;
};

describe('health', () => {
  it('answers ok while the database answers', async () => {
    const res = await t.app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });
});

describe('errors are problem+json', () => {
  it('unknown /api paths give a 404 problem, never the SPA', async () => {
    await expectProblem(await t.app.request('/api/v1/no-such-thing'), 404, 'NOT_FOUND');
    await expectProblem(await t.app.request('/api/nothing', { method: 'POST' }), 404, 'NOT_FOUND');
  });

  it('no session → 401 AUTH_ERROR', async () => {
    await expectProblem(await t.app.request('/api/v1/analytics/events'), 401, 'AUTH_ERROR');
  });

  it('a role without the permission → 403 FORBIDDEN', async () => {
    const crew = await t.addMember(owner.companyId, 'field_team');
    await expectProblem(await crew.get('/api/v1/analytics/events'), 403, 'FORBIDDEN');
  });

  it('invalid input → 400 VALIDATION_ERROR with per-field messages, and nothing written', async () => {
    const before = await countEvents('lead_created');
    const body = await expectProblem(
      await owner.post('/api/v1/analytics/events', { eventType: 'lead_created', eventData: 'nope' }),
      400,
      'VALIDATION_ERROR',
    );
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(['eventData', 'eventType']);
    expect(await countEvents('lead_created')).toBe(before);
  });

  it("missing required fields use the spec's form message", async () => {
    const body = await expectProblem(await owner.post('/api/v1/companies', {}), 400, 'VALIDATION_ERROR');
    expect(body.errors).toEqual({ name: 'This field is required' });
  });

  it('malformed JSON → 400, not 500', async () => {
    const res = await owner.request('POST', '/api/v1/analytics/events', {
      body: '{"eventType": ',
      headers: { 'content-type': 'application/json' },
    });
    await expectProblem(res, 400, 'VALIDATION_ERROR');
  });

  it('a NUL character in a body or a query → 400, and nothing is written', async () => {
    const before = await countEvents('ui_nul');
    const body = await expectProblem(
      await owner.post('/api/v1/analytics/events', { eventType: 'ui_nul', eventData: { note: 'a\u0000b' } }),
      400,
      'VALIDATION_ERROR',
    );
    expect(body.errors?.['eventData.note']).toMatch(/NUL/);
    expect(await countEvents('ui_nul')).toBe(before);
    await expectProblem(
      await owner.request('PATCH', '/api/v1/company', { body: { name: 'a\u0000b' } }),
      400,
      'VALIDATION_ERROR',
    );
    await expectProblem(await owner.get('/api/v1/analytics/events?eventType=a%00b'), 400, 'VALIDATION_ERROR');
  });

  it('a bad path parameter → 400, a missing record → 404', async () => {
    await expectProblem(await owner.get('/api/v1/analytics/events/not-a-uuid'), 400, 'VALIDATION_ERROR');
    await expectProblem(
      await owner.get('/api/v1/analytics/events/00000000-0000-4000-8000-000000000000'),
      404,
      'NOT_FOUND',
    );
  });

  it('a body over the limit → 413', async () => {
    const big = JSON.stringify({ eventType: 'ui_big', eventData: { blob: 'x'.repeat(API_BODY_LIMIT_BYTES) } });
    const res = await owner.request('POST', '/api/v1/analytics/events', {
      body: big,
      headers: { 'content-type': 'application/json' },
    });
    await expectProblem(res, 413, 'PAYLOAD_TOO_LARGE');
  });
});

describe('headers', () => {
  it('every response carries a request id and the security headers', async () => {
    const res = await t.app.request('/api/health');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    // APP_URL is plain http here: no HSTS.
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('API answers are no-store, unless the route chose its own caching', async () => {
    const problem = await t.app.request('/api/v1/me');
    expect(problem.status).toBe(401);
    const signIn = await t.auth('/sign-in/email', { body: { email: owner.email, password: TEST_PASSWORD } });
    for (const res of [
      await owner.get('/api/v1/me'),
      problem,
      await t.app.request('/api/v1/no-such-thing'),
      signIn,
      await t.auth('/get-session', { cookie: cookiesOf(signIn) }),
    ]) {
      expect(res.headers.get('cache-control'), res.url).toBe('no-store');
    }
    const { url } = await json<{ url: string }>(await owner.post('/api/v1/calendar/feed', undefined));
    const feed = await t.app.request(new URL(url).pathname);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('cache-control')).toBe('private, max-age=300');
  });

  it('only the public quiz pages may be framed by other sites (the embed snippet)', async () => {
    for (const path of ['/quiz/acme-floors', '/quiz', '/service-quiz']) {
      const res = await t.app.request(path);
      expect(res.headers.get('content-security-policy'), path).toContain('frame-ancestors *');
      expect(res.headers.get('content-security-policy'), path).toContain("script-src 'self'");
      expect(res.headers.get('x-frame-options'), path).toBeNull();
    }
    for (const path of ['/dashboard', '/quiz/acme/admin', '/login', '/api/v1/public/quiz/acme']) {
      const res = await t.app.request(path);
      expect(res.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
    }
  });
});

describe('Idempotency-Key', () => {
  it('the same key and body give the stored response and write once', async () => {
    const headers = { 'Idempotency-Key': 'key-same-1' };
    const first = await owner.post('/api/v1/analytics/events', { eventType: 'ui_idem_same' }, headers);
    const second = await owner.post('/api/v1/analytics/events', { eventType: 'ui_idem_same' }, headers);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await second.json()).toEqual(await first.json());
    expect(await countEvents('ui_idem_same')).toBe(1);
  });

  it('a response without a body (204) replays as one', async () => {
    const headers = { 'Idempotency-Key': 'key-no-content-1' };
    const first = await owner.request('DELETE', '/api/v1/calendar/feed', { headers });
    const second = await owner.request('DELETE', '/api/v1/calendar/feed', { headers });
    expect([first.status, second.status]).toEqual([204, 204]);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await second.text()).toBe('');
  });

  it('the same key with another body → 409, nothing written', async () => {
    const headers = { 'Idempotency-Key': 'key-other-1' };
    await owner.post('/api/v1/analytics/events', { eventType: 'ui_idem_a' }, headers);
    await expectProblem(
      await owner.post('/api/v1/analytics/events', { eventType: 'ui_idem_b' }, headers),
      409,
      'CONFLICT',
    );
    expect(await countEvents('ui_idem_b')).toBe(0);
  });

  it('keys belong to their caller: another user with the same key writes', async () => {
    const other = await t.newCompany('Other Co');
    const headers = { 'Idempotency-Key': 'key-shared-1' };
    await owner.post('/api/v1/analytics/events', { eventType: 'ui_idem_shared' }, headers);
    const res = await other.post('/api/v1/analytics/events', { eventType: 'ui_idem_shared' }, headers);
    expect(res.headers.get('idempotent-replayed')).toBeNull();
    expect(await countEvents('ui_idem_shared')).toBe(2);
  });

  it('after 24 hours a key may be used afresh', async () => {
    const headers = { 'Idempotency-Key': 'key-old-1' };
    await owner.post('/api/v1/analytics/events', { eventType: 'ui_idem_old' }, headers);
    await t.database.db.execute(
      sql`update ${idempotencyKeys} set created_at = now() - interval '25 hours' where key = 'key-old-1'`,
    );
    const again = await owner.post('/api/v1/analytics/events', { eventType: 'ui_idem_old' }, headers);
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    expect(await countEvents('ui_idem_old')).toBe(2);
  });

  it('without a key every write is its own', async () => {
    await owner.post('/api/v1/analytics/events', { eventType: 'ui_idem_none' });
    await owner.post('/api/v1/analytics/events', { eventType: 'ui_idem_none' });
    expect(await countEvents('ui_idem_none')).toBe(2);
  });

  it('a malformed key → 400', async () => {
    await expectProblem(
      await owner.post('/api/v1/analytics/events', { eventType: 'ui_x' }, { 'Idempotency-Key': 'é'.repeat(3) }),
      400,
      'VALIDATION_ERROR',
    );
  });
});

describe('cursor pagination', () => {
  it('walks every event newest first, once each', async () => {
    const fresh = await t.newCompany('Paging Co');
    for (let i = 0; i < 7; i++) await fresh.post('/api/v1/analytics/events', { eventType: `ui_page_${i}` });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await fresh.get(`/api/v1/analytics/events?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      const page = await json<{ items: { eventType: string }[]; nextCursor: string | null }>(res);
      expect(page.items.length).toBeLessThanOrEqual(3);
      seen.push(...page.items.map((e) => e.eventType));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([6, 5, 4, 3, 2, 1, 0].map((i) => `ui_page_${i}`));
  });

  it('a forged cursor or a limit out of range → 400', async () => {
    await expectProblem(await owner.get('/api/v1/analytics/events?cursor=garbage'), 400, 'VALIDATION_ERROR');
    await expectProblem(await owner.get('/api/v1/analytics/events?limit=1000'), 400, 'VALIDATION_ERROR');
  });
});

describe('companies', () => {
  it('creating a company makes the caller its owner, once', async () => {
    const user = await t.signUp('Founder');
    const created = await user.post('/api/v1/companies', { name: '  Tile Titans  ' });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ name: 'Tile Titans', ownerId: user.userId });
    const me = await json<{ membership: unknown }>(await user.get('/api/v1/me'));
    expect(me.membership).toMatchObject({ role: 'service_provider', isOwner: true });
    await expectProblem(await user.post('/api/v1/companies', { name: 'Second' }), 409, 'CONFLICT');
  });

  it("branding starts with the spec's defaults", async () => {
    const branding = await json(await owner.get('/api/v1/company/branding'));
    expect(branding).toMatchObject({
      primaryColor: '#2563eb',
      secondaryColor: '#1e40af',
      accentColor: '#3b82f6',
      fontFamily: 'Inter',
      quizTheme: { background: 'gradient', cardStyle: 'modern', buttonStyle: 'rounded' },
      landingPageConfig: { template: 'modern', showTestimonials: true, showServices: true, showContact: true },
    });
  });

  it('a user in no company cannot reach tenant routes', async () => {
    const loner = await t.signUp('Loner');
    await expectProblem(await loner.get('/api/v1/company'), 403, 'FORBIDDEN');
  });
});

describe('when the database stops answering', () => {
  it('health → 503 with a problem body', async () => {
    const other = await startTestApp();
    // Closed as a whole, so that on a server its scratch database and login role do not outlive the test.
    await other.close();
    const res = await other.app.request('/api/health');
    await expectProblem(res, 503, 'DATABASE_ERROR');
  });
});
