// Input the database cannot take is refused at the door (platform/input-guard.ts), whatever route,
// spelling or encoding carries it; ids and cursors are checked before any query.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlRows } from '../db/client.ts';
import {
  cookiesOf,
  json,
  startTestApp,
  TEST_IP_HEADER,
  TEST_PASSWORD,
  type TestApp,
  type TestClient,
} from '../test/harness.ts';
import { MAX_JSON_DEPTH } from './input-guard.ts';

let t: TestApp;
let owner: TestClient & { companyId: string };
let jobId: string;

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.newCompany('Guarded Floors');
  jobId = (await json<{ id: string }>(await owner.post('/api/v1/jobs', { title: 'Guarded job' }))).id;
});
afterAll(() => t.close());

const count = async (table: string) =>
  (await sqlRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]!.n;

async function expectRefused(res: Response, field: string, message: RegExp) {
  const body = await res.text();
  expect(res.status, body).toBe(400);
  expect(res.headers.get('content-type')).toContain('application/problem+json');
  expect((JSON.parse(body) as { errors?: Record<string, string> }).errors?.[field], body).toMatch(message);
}

const NUL = /NUL/;
const png = async () =>
  new Uint8Array(
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#333' } })
      .png()
      .toBuffer(),
  );

describe('NUL, which PostgreSQL text cannot hold, is a 400 on its field and writes nothing', () => {
  it.each([
    'Application/JSON',
    'application/json; charset=utf-8',
    'application/merge-patch+json',
    'application/vnd.api+json',
  ])('in JSON sent as %s', async (type) => {
    const before = await count('leads');
    const res = await owner.request('POST', '/api/v1/leads', {
      body: JSON.stringify({ name: 'Ana', notes: 'gate\u0000code' }),
      headers: { 'content-type': type },
    });
    await expectRefused(res, 'notes', NUL);
    expect(await count('leads')).toBe(before);
  });

  it('in a multipart field (the byte itself) or a file name', async () => {
    const before = await count('project_photos');
    const file = new File([await png()], 'floor.png', { type: 'image/png' });
    const form = new FormData();
    form.set('file', file);
    form.set('description', 'before\u0000after');
    await expectRefused(
      await owner.request('POST', `/api/v1/jobs/${jobId}/photos`, { body: form }),
      'description',
      NUL,
    );
    const named = new FormData();
    named.set('file', new File([await png()], 'floor\u0000.png', { type: 'image/png' }));
    await expectRefused(await owner.request('POST', `/api/v1/jobs/${jobId}/photos`, { body: named }), 'file', NUL);
    expect(await count('project_photos')).toBe(before);
  });

  it('in a CSV import cell: no row of the chunk is written', async () => {
    const before = await count('leads');
    const rows = [
      { line: 2, fields: { name: 'Good row' } },
      { line: 3, fields: { name: 'Bad\u0000row' } },
    ];
    await expectRefused(await owner.post('/api/v1/leads/import', { rows }), 'rows.1.fields.name', NUL);
    expect(await count('leads')).toBe(before);
  });

  it('deep in free-form event data, as a value or a key', async () => {
    const before = await count('analytics_events');
    const event = (eventData: unknown) =>
      owner.request('POST', '/api/v1/analytics/events', {
        body: JSON.stringify({ eventType: 'ui_guard', eventData }),
        headers: { 'content-type': 'application/merge-patch+json' },
      });
    await expectRefused(await event({ a: { b: ['x\u0000'] } }), 'eventData.a.b.0', NUL);
    await expectRefused(await event({ a: { 'k\u0000': 1 } }), 'eventData.a.k\u0000', NUL);
    expect(await count('analytics_events')).toBe(before);
  });

  it('in the public quiz', async () => {
    const before = await count('leads');
    const res = await t.app.request(`/api/v1/public/quiz/${owner.companyId}/submissions`, {
      method: 'POST',
      headers: { 'content-type': 'Application/JSON', origin: t.config.appUrl, [TEST_IP_HEADER]: t.freshIp() },
      body: JSON.stringify({
        flooringType: 'vinyl',
        budgetRange: '5k_10k',
        timeline: 'asap',
        name: 'Paulo\u0000',
        email: 'paulo@example.com',
        consent: true,
      }),
    });
    await expectRefused(res, 'name', NUL);
    expect(await count('leads')).toBe(before);
  });

  it("in better-auth's routes (update-user), before better-auth reads the body", async () => {
    const me = async () => (await json<{ name: string }>(await owner.get('/api/v1/me'))).name;
    const name = await me();
    const res = await owner.request('POST', '/api/auth/update-user', {
      body: JSON.stringify({ name: 'Owner\u0000' }),
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    await expectRefused(res, 'name', NUL);
    expect(await me()).toBe(name);
  });

  it('in the URL, encoded', async () => {
    await expectRefused(await owner.get('/api/v1/leads?q=a%00b'), '_', NUL);
    await expectRefused(await t.app.request('/api/auth/verify-email?token=a%00b'), '_', NUL);
  });

  it('as a raw byte in a body of another type', async () => {
    const res = await owner.request('POST', '/api/v1/leads', {
      body: 'name=Ana\u0000',
      headers: { 'content-type': 'text/plain' },
    });
    await expectRefused(res, '_', NUL);
  });
});

describe('JSON the database or a parser could choke on', () => {
  const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

  it(`nested deeper than ${MAX_JSON_DEPTH} levels: 400 on /api/v1 and /api/auth, whatever the depth`, async () => {
    const before = await count('analytics_events');
    for (const depth of [MAX_JSON_DEPTH, 10_000, 100_000]) {
      const res = await owner.request('POST', '/api/v1/analytics/events', {
        body: `{"eventType":"ui_deep","eventData":{"a":${nested(depth)}}}`,
      });
      await expectRefused(res, '_', /Nested too deeply/);
    }
    expect(await count('analytics_events')).toBe(before);
    const deep = await t.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: t.config.appUrl, [TEST_IP_HEADER]: t.freshIp() },
      body: `{"email":"a@example.com","password":${nested(10_000)}}`,
    });
    await expectRefused(deep, '_', /Nested too deeply/);
  });

  it(`up to ${MAX_JSON_DEPTH} levels is fine`, async () => {
    const res = await owner.request('POST', '/api/v1/analytics/events', {
      body: `{"eventType":"ui_deep","eventData":{"a":${nested(MAX_JSON_DEPTH - 2)}}}`,
    });
    expect(res.status).toBe(201);
  });

  it('an unpaired surrogate (\\ud800), which jsonb refuses', async () => {
    const res = await owner.request('POST', '/api/v1/analytics/events', {
      body: '{"eventType":"ui_surrogate","eventData":{"a":"\\udfff\\ud800"}}',
    });
    await expectRefused(res, 'eventData.a', /surrogate/);
  });

  it('malformed JSON to better-auth: a 400 problem', async () => {
    const res = await t.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: t.config.appUrl, [TEST_IP_HEADER]: t.freshIp() },
      body: '{"email": ',
    });
    await expectRefused(res, '_', /Malformed JSON/);
  });
});

describe('uploads', () => {
  it('a job id that is no UUID: 400 on jobId before any query; an unknown job: 404', async () => {
    const form = async () => {
      const body = new FormData();
      body.set('file', new File([await png()], 'floor.png', { type: 'image/png' }));
      return body;
    };
    for (const id of ['not-a-uuid', '0b8f5f6e-3f1c-4a53-9a43-6f1f3c1d2e4', "1' or '1'='1"]) {
      const res = await owner.request('POST', `/api/v1/jobs/${encodeURIComponent(id)}/photos`, { body: await form() });
      await expectRefused(res, 'jobId', /./);
    }
    const unknown = await owner.request('POST', '/api/v1/jobs/00000000-0000-4000-8000-000000000000/photos', {
      body: await form(),
    });
    expect(unknown.status).toBe(404);
  });

  it('a JSON body to an upload route: 415, under any JSON spelling (the guard leaves the body to the route)', async () => {
    for (const [path, type] of [
      [`/api/v1/jobs/${jobId}/photos`, 'application/json'],
      ['/api/v1/company/logo', 'Application/JSON'],
      ['/api/v1/company/logo', 'application/merge-patch+json'],
    ] as const) {
      const res = await owner.request('POST', path, { body: '{"a":1}', headers: { 'content-type': type } });
      expect(res.status, path).toBe(415);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
    }
  });
});

// app.request() hands the app a plain Request; the server's adapter hands it its own, whose body
// the guard reads straight from the socket into c.req's cache. What reads the body after the guard
// must still get it, whole: the route, idempotency, better-auth (which reads the raw Request).
describe('over a real socket (@hono/node-server)', () => {
  let server: ReturnType<typeof serve>;
  let base: string;
  beforeAll(async () => {
    server = await new Promise((resolve) => {
      const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const send = (path: string, init: { body: string | FormData; headers?: Record<string, string> }) =>
    fetch(base + path, {
      method: 'POST',
      body: init.body,
      headers: { origin: t.config.appUrl, [TEST_IP_HEADER]: t.freshIp(), ...init.headers },
    });
  const signIn = (body: string) =>
    send('/api/auth/sign-in/email', { body, headers: { 'content-type': 'application/json' } });

  it('better-auth still reads the body the guard checked', async () => {
    const ok = await signIn(JSON.stringify({ email: owner.email, password: TEST_PASSWORD }));
    expect(ok.status, await ok.clone().text()).toBe(200);
    await expectRefused(await signIn('{"email": '), '_', /Malformed JSON/);
    await expectRefused(await signIn(JSON.stringify({ email: 'a\u0000@example.com', password: 'x' })), 'email', NUL);
  });

  it('a route and idempotency read the same JSON the guard read; NUL in it is refused', async () => {
    const ok = await signIn(JSON.stringify({ email: owner.email, password: TEST_PASSWORD }));
    const headers = { cookie: cookiesOf(ok), 'content-type': 'application/json', 'idempotency-key': 'socket-1' };
    const body = JSON.stringify({ name: 'Socket lead', notes: 'é'.repeat(3) });
    const first = await send('/api/v1/leads', { body, headers });
    expect(first.status, await first.clone().text()).toBe(201);
    expect(await json(first)).toMatchObject({ name: 'Socket lead', notes: 'ééé' });
    const again = await send('/api/v1/leads', { body, headers });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const bad = JSON.stringify({ name: 'Socket\u0000lead' });
    await expectRefused(
      await send('/api/v1/leads', { body: bad, headers: { ...headers, 'idempotency-key': 'socket-2' } }),
      'name',
      NUL,
    );
  });

  it('an upload: the route reads the form the guard checked', async () => {
    const ok = await signIn(JSON.stringify({ email: owner.email, password: TEST_PASSWORD }));
    const image = await png();
    const form = (description: string) => {
      const body = new FormData();
      body.set('file', new File([image], 'floor.png', { type: 'image/png' }));
      body.set('description', description);
      return body;
    };
    const path = `/api/v1/jobs/${jobId}/photos`;
    const headers = { cookie: cookiesOf(ok) };
    const created = await send(path, { body: form('Hall'), headers });
    expect(created.status, await created.clone().text()).toBe(201);
    await expectRefused(await send(path, { body: form('Hall\u0000'), headers }), 'description', NUL);
  });
});
