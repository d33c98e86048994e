// The fuzz suite beyond the OpenAPI document (src/server/test/fuzz.ts): better-auth's routes under
// /api/auth and the public pages get bad input too, every answer below 500. And bad input to any
// write leaves the database as it was.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sqlRows } from './db/client.ts';
import { TEST_IP_HEADER } from './test/harness.ts';
import {
  BAD_UUIDS,
  chance,
  deepText,
  GENERIC,
  inParallel,
  JSON_TYPES,
  MALFORMED_JSON,
  OTHER_TYPES,
  pathFor,
  pick,
  rngFor,
  SEED,
  setUpFuzz,
  verdict,
  withNul,
  type Caller,
  type Op,
  type Rng,
} from './test/fuzz.ts';

const fuzz = setUpFuzz();

interface AuthRoute {
  path: string;
  method: 'GET' | 'POST';
  /** A valid body (POST) or query (GET) to start from. */
  input: () => Record<string, unknown>;
  caller?: Caller;
}

// `/reset-password/:token` and `/verify-email` are where e-mailed links land.
const AUTH_ROUTES: AuthRoute[] = [
  { path: '/sign-up/email', method: 'POST', input: () => fuzz.t.signUpBody({ name: 'Fuzz Sign-up' }) },
  {
    path: '/sign-in/email',
    method: 'POST',
    input: () => ({ email: 'nobody@example.com', password: 'Wr0ng!Passw0rd' }),
  },
  { path: '/update-user', method: 'POST', input: () => ({ name: 'Fuzz Owner' }), caller: 'owner' },
  { path: '/request-password-reset', method: 'POST', input: () => ({ email: 'nobody@example.com' }) },
  {
    path: '/reset-password',
    method: 'POST',
    input: () => ({ newPassword: 'N3w!Passw0rd-long', token: 'x'.repeat(24) }),
  },
  {
    path: '/change-password',
    method: 'POST',
    input: () => ({ currentPassword: 'Wr0ng!Passw0rd', newPassword: 'N3w!Passw0rd-long' }),
    caller: 'owner',
  },
  { path: '/send-verification-email', method: 'POST', input: () => ({ email: 'nobody@example.com' }) },
  { path: '/verify-email', method: 'GET', input: () => ({ token: 'x'.repeat(40), callbackURL: '/dashboard' }) },
  { path: '/reset-password/x', method: 'GET', input: () => ({ callbackURL: '/reset-password' }) },
  { path: '/get-session', method: 'GET', input: () => ({}), caller: 'owner' },
];
const AUTH_CASES = 200;

const PAGES = [
  '/showcase/',
  '/gallery/',
  '/quiz/',
  '/reset-password?token=',
  '/api/files/logos/',
  '/api/dev/outbox?to=',
];
const PAGE_CASES = 100;

/** A bad version of a better-auth body: one field wrong, NUL somewhere, another shape, deep, malformed, or another type. */
function authBody(r: Rng, input: Record<string, unknown>): { body: string; type: string | undefined } {
  const kind = pick(r, ['field', 'field', 'nul', 'missing', 'shape', 'deep', 'raw', 'type']);
  let value: unknown = input;
  if (kind === 'field') value = { ...input, [pick(r, [...Object.keys(input), 'x'])]: pick(r, GENERIC) };
  if (kind === 'nul') value = withNul(r, input);
  if (kind === 'missing') value = Object.fromEntries(Object.entries(input).filter(() => chance(r, 0.5)));
  if (kind === 'shape') value = pick(r, GENERIC);
  if (kind === 'raw') return { body: pick(r, MALFORMED_JSON), type: pick(r, JSON_TYPES) };
  if (kind === 'deep') {
    const depth = pick(r, [33, 1000, 10_000]);
    const key = pick(r, Object.keys(input));
    return {
      body: JSON.stringify({ ...input, [key]: 0 }).replace(/0}$/, `${deepText(depth)}}`),
      type: 'application/json',
    };
  }
  const type = kind === 'type' ? pick(r, [...JSON_TYPES, ...OTHER_TYPES, undefined]) : pick(r, JSON_TYPES);
  return { body: JSON.stringify(value), type };
}

function authQuery(r: Rng, input: Record<string, unknown>): string {
  const query = Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)]));
  const key = pick(r, [...Object.keys(query), 'x']);
  const bad = pick(r, [...GENERIC.filter((v) => typeof v === 'string'), ...BAD_UUIDS]) as string;
  query[key] = chance(r, 0.3) ? `${query[key] ?? ''}\u0000` : bad;
  return new URLSearchParams(query).toString();
}

/** Better-auth answers its own errors as JSON with a message (and mostly a code); the app's guard answers problem+json. */
async function authVerdict(res: Response): Promise<string | null> {
  const text = await res.text();
  if (res.status >= 500) return `${res.status} ${text.slice(0, 300)}`;
  if (res.status < 400) return null;
  try {
    const body = JSON.parse(text) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return null;
  } catch {
    // Reported below.
  }
  return `${res.status} without a message: ${text.slice(0, 200)}`;
}

describe('fuzz: better-auth and the public pages', () => {
  // Password hashing makes these slow: 23 s alone on a 2-core machine, past 30 s beside another suite.
  it(`better-auth routes answer ${AUTH_CASES} bad inputs each below 500, errors with a message`, async () => {
    const failures: string[] = [];
    for (const route of AUTH_ROUTES) {
      const r = rngFor(`auth ${route.path}`);
      const cases = Array.from({ length: AUTH_CASES }, () => {
        if (route.method === 'GET') return { query: authQuery(r, route.input()), body: undefined, type: undefined };
        return { query: '', ...authBody(r, route.input()) };
      });
      await inParallel(cases, async (c) => {
        const res = await fuzz.t.app.request(`/api/auth${route.path}${c.query ? `?${c.query}` : ''}`, {
          method: route.method,
          headers: {
            origin: fuzz.t.config.appUrl,
            [TEST_IP_HEADER]: fuzz.t.freshIp(),
            ...(route.caller && { cookie: fuzz.cookie(route.caller) }),
            ...(c.type && { 'content-type': c.type }),
          },
          ...(c.body !== undefined && { body: c.body }),
        });
        const wrong = await authVerdict(res);
        if (wrong)
          failures.push(`${wrong}\n    ← ${route.method} ${route.path}?${c.query} ${c.type} ${c.body?.slice(0, 200)}`);
      });
    }
    console.log(
      `fuzz: ${AUTH_ROUTES.length * AUTH_CASES} cases over ${AUTH_ROUTES.length} better-auth routes, seed ${SEED}`,
    );
    expect(failures.slice(0, 60), `FUZZ_SEED=${SEED}: ${failures.length} failures`).toEqual([]);
  }, 90_000);

  it('the e-mailed links follow only our own paths, whatever callbackURL a link names', async () => {
    const landing = async (path: string) => {
      const res = await fuzz.t.app.request(`/api/auth${path}`, { headers: { [TEST_IP_HEADER]: fuzz.t.freshIp() } });
      expect(res.status, path).toBe(302);
      return new URL(res.headers.get('location')!, fuzz.t.config.appUrl);
    };
    for (const callbackURL of ['https://evil.example.com/', '//evil.example.com', 'x', 'javascript:alert(1)']) {
      const query = `callbackURL=${encodeURIComponent(callbackURL)}`;
      const verified = await landing(`/verify-email?token=not-a-token&${query}`);
      expect([verified.origin, verified.pathname]).toEqual([fuzz.t.config.appUrl, '/dashboard']);
      const reset = await landing(`/reset-password/not-a-token?${query}`);
      expect([reset.origin, reset.pathname]).toEqual([fuzz.t.config.appUrl, '/reset-password']);
    }
  });

  it(`public pages answer ${PAGE_CASES} bad addresses each below 500`, async () => {
    const failures: string[] = [];
    for (const page of PAGES) {
      const r = rngFor(`page ${page}`);
      for (let i = 0; i < PAGE_CASES; i++) {
        const value = pick(r, [
          ...BAD_UUIDS.map(encodeURIComponent),
          '%00',
          'a%00b',
          '%',
          '%zz',
          '%c3%28',
          '..%2F..%2Fetc%2Fpasswd',
          'x'.repeat(5000),
          '%F0%9F%98%80',
          `${'A'.repeat(43)}%00`,
          'logo.png%00.html',
        ]);
        const res = await fuzz.t.app.request(`${page}${value}`, { headers: { [TEST_IP_HEADER]: fuzz.t.freshIp() } });
        // Without a build (`npm run build`) the pages answer 503 and say so; the API answers regardless.
        const notBuilt = res.status === 503 && (await res.clone().text()).includes('not built');
        const wrong = page.startsWith('/api/')
          ? await verdict(res)
          : res.status >= 500 && !notBuilt
            ? `${res.status}`
            : null;
        if (wrong) failures.push(`${wrong} ← GET ${page}${value.slice(0, 100)}`);
      }
    }
    expect(failures.slice(0, 20), `FUZZ_SEED=${SEED}`).toEqual([]);
  });
});

/** Every table's row count and a hash of its rows (but rate limits, which count every request). */
async function fingerprint(): Promise<Record<string, string>> {
  const db = fuzz.t.database.db;
  const tables = await sqlRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'rate_limit' order by 1`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await sqlRows<{ n: number; h: string }>(
      db,
      sql`select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h
          from ${sql.identifier(name)} t`,
    );
    out[name] = `${row!.n} ${row!.h}`;
  }
  return out;
}

/** Every string in a body, by path. */
function stringPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...path, Array.isArray(value) ? Number(k) : k]));
}
function setAt(value: unknown, path: (string | number)[], to: unknown): unknown {
  if (path.length === 0) return to;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[path[0]!] = setAt(copy[path[0]!], path.slice(1), to);
  return copy;
}

describe('bad input changes nothing', () => {
  it('NUL in any string of a write, under any JSON spelling or as a form, deep JSON, or an id that is none: 4xx, and every table as it was', async () => {
    const writes = fuzz.ops.filter((o) => o.method !== 'GET');
    expect(writes.length).toBeGreaterThan(40);
    const paths = new Map<Op, string>();
    for (const o of writes) paths.set(o, await pathFor(o.template));
    const before = await fingerprint();
    const failures: string[] = [];
    const expect4xx = async (label: string, res: Response) => {
      if (res.status < 400 || res.status >= 500) failures.push(`${label}: ${res.status} ${await res.text()}`);
    };
    for (const o of writes) {
      const path = paths.get(o)!;
      const guard = o.op['x-permission'];
      const caller: Caller = guard === 'public' ? 'anonymous' : guard.startsWith('client_portal:') ? 'client' : 'owner';
      const send = (at: string, body: string | FormData | undefined, type?: string) =>
        fuzz.t.app.request(at, {
          method: o.method,
          headers: { origin: fuzz.t.config.appUrl, cookie: fuzz.cookie(caller), ...(type && { 'content-type': type }) },
          ...(body !== undefined && { body }),
        });
      const body = o.body?.type === 'json' ? fuzz.validBody(o) : { description: 'Fuzz' };
      const strings = stringPaths(body);
      for (const [i, at] of (strings.length ? strings : [['x']]).entries()) {
        const withNulAt = setAt(body, at, 'a\u0000b');
        const type = JSON_TYPES[i % JSON_TYPES.length]!;
        await expect4xx(
          `${o.label} NUL at ${at.join('.')} as ${type}`,
          await send(path, JSON.stringify(withNulAt), type),
        );
        const form = new FormData();
        for (const [k, v] of Object.entries(withNulAt as object))
          form.set(k, typeof v === 'string' ? v : JSON.stringify(v));
        await expect4xx(`${o.label} NUL at ${at.join('.')} as a form`, await send(path, form));
      }
      const deep = JSON.stringify({ ...(body as object), x: 0 }).replace(/0}$/, `${deepText(10_000)}}`);
      await expect4xx(`${o.label} nested 10,000 deep`, await send(path, deep, 'application/json'));
      const segments = o.template.split('/');
      for (const at of segments.flatMap((segment, i) => (segment.startsWith('{') ? [i] : []))) {
        const bad = path.split('/').map((segment, i) => (i === at ? 'not-an-id' : segment));
        const label = `${o.label} with ${segments[at]} malformed`;
        await expect4xx(label, await send(bad.join('/'), JSON.stringify(body), 'application/json'));
      }
    }
    const auth = (path: string, body: unknown) =>
      fuzz.t.app.request(`/api/auth${path}`, {
        method: 'POST',
        headers: {
          origin: fuzz.t.config.appUrl,
          cookie: fuzz.cookie('owner'),
          'content-type': 'Application/JSON',
          [TEST_IP_HEADER]: fuzz.t.freshIp(),
        },
        body: JSON.stringify(body),
      });
    for (const name of ['a\u0000b', 'x'.repeat(100_000), '', '\ud800']) {
      await expect4xx(`update-user name ${JSON.stringify(name.slice(0, 10))}`, await auth('/update-user', { name }));
      await expect4xx(
        `sign-up name ${JSON.stringify(name.slice(0, 10))}`,
        await auth('/sign-up/email', fuzz.t.signUpBody({ name })),
      );
    }
    expect(failures).toEqual([]);
    expect(await fingerprint()).toEqual(before);
  });
});
