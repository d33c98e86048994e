// The route walk: reads the OpenAPI document and checks every route, including routes added later,
// without being edited. (1) Company B using company A's ids gets 404 and sees none of A's data.
// (2) Each role gets exactly what spec section 6's table allows. (3) Every route declares its guard.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { managesJobs } from '../shared/jobs.ts';
import { can, deleteScope, type Action, type Entity } from '../shared/permissions.ts';
import { ROLES } from '../shared/roles.ts';
import { clientNotifications } from './db/schema/timeline.ts';
import { TenantDb } from './db/tenant.ts';
import { notify } from './modules/notifications/service.ts';
import { startTestApp, type TestApp, type TestClient } from './test/harness.ts';

interface Operation {
  'x-permission'?: string;
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { example?: unknown } }> };
}
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
const METHODS: Method[] = ['get', 'post', 'put', 'patch', 'delete'];

let t: TestApp;
let paths: Record<string, Partial<Record<Method, Operation>>>;
let a: TestClient & { companyId: string };
let b: TestClient & { companyId: string };

const operations = () =>
  Object.entries(paths).flatMap(([path, ops]) =>
    METHODS.filter((m) => ops[m]).map((method) => ({ path, method, op: ops[method]! })),
  );
const paramNames = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
const exampleBody = (op: Operation | undefined) => op?.requestBody?.content?.['application/json']?.schema?.example;

/** A's ids for each collection, created through the collection's own POST with its example body. */
const created = new Map<string, string>();

/** Collections the API does not create by POST (people join by invitation; the server notifies): made as the app makes them. */
const FIXTURES: Record<string, () => Promise<string>> = {
  // Photos arrive as multipart uploads into a job; timeline events are made in a job.
  '/api/v1/photos': async () => {
    const jobId = await createIn('/api/v1/jobs', a);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('file', new File([new Uint8Array(png)], 'walk.png', { type: 'image/png' }));
    return idOf(await a.request('POST', `/api/v1/jobs/${jobId}/photos`, { body: form }));
  },
  // The server writes a client's notifications when photos and milestones happen.
  '/api/v1/client-portal/notifications': async () => {
    const jobId = await createIn('/api/v1/jobs', a);
    const tenant = new TenantDb(t.database.db, {
      userId: a.userId,
      companyId: a.companyId,
      role: 'admin',
      isOwner: true,
    });
    const [row] = await tenant.run((tx) =>
      tx
        .insert(clientNotifications)
        .values({
          companyId: a.companyId,
          jobId,
          clientId: a.userId,
          notificationType: 'milestone_completed',
          title: 'walk',
          message: 'walk',
        })
        .returning({ id: clientNotifications.id }),
    );
    return row!.id;
  },
  '/api/v1/timeline': async () => {
    const jobId = await createIn('/api/v1/jobs', a);
    return idOf(await a.post(`/api/v1/jobs/${jobId}/timeline`, { title: 'Walk event' }));
  },
  '/api/v1/members': async () => (await t.addMember(a.companyId, 'field_team')).userId,
  // Job costing reads a job's figures under its own path.
  '/api/v1/financials/job-costing': async () => createIn('/api/v1/jobs', a),
  // An estimate its client accepted through its link (issue #17), so its acceptance routes have one to read.
  '/api/v1/estimates': async () => {
    const res = await a.post('/api/v1/estimates', exampleBody(paths['/api/v1/estimates']?.post));
    const estimate = (await res.json()) as { id: string; options: { id: string }[] };
    await a.post(`/api/v1/estimates/${estimate.id}/send`, {});
    const { url } = (await (await a.post(`/api/v1/estimates/${estimate.id}/links`, {})).json()) as { url: string };
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const accepted = await t.app.request(`/api/v1/estimate-links/${url.split('/').pop()}/accept`, {
      method: 'POST',
      headers: { origin: t.config.appUrl, 'content-type': 'application/json' },
      body: JSON.stringify({
        optionId: estimate.options[0]!.id,
        signerName: 'Walk Client',
        signature: `data:image/png;base64,${png.toString('base64')}`,
      }),
    });
    if (accepted.status !== 200) throw new Error(`accepting: ${accepted.status} ${await accepted.text()}`);
    return estimate.id;
  },
  // Hours are logged on a job of A's.
  '/api/v1/work-logs': async () => {
    const jobId = await createIn('/api/v1/jobs', a);
    const body = { ...(exampleBody(paths['/api/v1/work-logs']?.post) as object), jobId };
    return idOf(await a.post('/api/v1/work-logs', body));
  },
  // A receipt arrives as a multipart form, with its photo (so its file and thumbnail routes have one).
  '/api/v1/receipts': async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const form = new FormData();
    for (const [key, value] of Object.entries({
      vendorName: 'Walk',
      amountCents: '100',
      receiptDate: '2026-01-02',
      category: 'fuel',
      paymentMethod: 'card',
    })) {
      form.set(key, value);
    }
    form.set('file', new File([new Uint8Array(png)], 'walk.png', { type: 'image/png' }));
    return idOf(await a.request('POST', '/api/v1/receipts', { body: form }));
  },
  // The client portal's links name A's estimates and invoices.
  '/api/v1/client-portal/estimates': async () => createIn('/api/v1/estimates', a),
  '/api/v1/client-portal/invoices': async () => createIn('/api/v1/invoices', a),
  '/api/v1/notifications': async () => {
    const tenant = new TenantDb(t.database.db, {
      userId: a.userId,
      companyId: a.companyId,
      role: 'admin',
      isOwner: true,
    });
    const row = await tenant.run((tx) =>
      notify(tx, tenant, { recipientId: a.userId, type: 'route_walk', title: 'walk' }),
    );
    return row.id;
  },
};

/** The id a creating call answered with (201). */
async function idOf(res: Response): Promise<string> {
  if (res.status !== 201) throw new Error(`creating answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

async function createIn(collection: string, client: TestClient): Promise<string> {
  const cached = created.get(collection);
  if (cached) return cached;
  const fixture = FIXTURES[collection];
  if (fixture) {
    const id = await fixture();
    created.set(collection, id);
    return id;
  }
  const template = Object.keys(paths).find((p) => fill(p) === collection) ?? collection;
  const post = paths[template]?.post;
  const body = exampleBody(post);
  if (!post || body === undefined) {
    throw new Error(`No way to create a record for ${collection}: give POST ${template} a request body example`);
  }
  const res = await client.post(collection, body);
  if (res.status !== 201) throw new Error(`POST ${collection} answered ${res.status}: ${await res.text()}`);
  const { id } = (await res.json()) as { id: string };
  created.set(collection, id);
  return id;
}

// Path templates with A's ids filled in, parent first: /x/{xId}/y/{id} → /x/<a-x>/y/<a-y>.
const resolved = new Map<string, string>();
function fill(template: string): string {
  return resolved.get(template) ?? template;
}
/** Action routes on a record read under another path: the client portal's links name A's estimates and invoices. */
const READ_ELSEWHERE: Record<string, string> = {
  '/api/v1/client-portal/estimates/{id}/link': '/api/v1/estimates',
  '/api/v1/client-portal/invoices/{id}/link': '/api/v1/invoices',
};

/** Where A reads the record an action route works on: the longest prefix of the path with a GET (/x/{id}/send → /x/{id}). */
function readBackPath(template: string, path: string): string {
  const elsewhere = READ_ELSEWHERE[template];
  if (elsewhere) return `${elsewhere}/${path.split('/').at(-2)}`;
  let prefix = template;
  while (!paths[prefix]?.get && prefix.includes('/')) prefix = prefix.slice(0, prefix.lastIndexOf('/'));
  // Without this, a route with no GET above it would be read back through the web app's fallback page.
  if (!paths[prefix]?.get) throw new Error(`Nothing reads ${template} back: name its record in READ_ELSEWHERE`);
  return path.split('/').slice(0, prefix.split('/').length).join('/');
}

async function resolveIds(template: string): Promise<string> {
  let path = '';
  for (const segment of template.split('/').slice(1)) {
    path += '/' + (segment.startsWith('{') ? await createIn(path, a) : segment);
  }
  resolved.set(template, path);
  return path;
}

beforeAll(async () => {
  t = await startTestApp();
  paths = ((await (await t.app.request('/api/v1/openapi.json')).json()) as { paths: typeof paths }).paths;
  a = await t.newCompany('Company A');
  b = await t.newCompany('Company B');
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it('lists the platform routes', () => {
    expect(Object.keys(paths)).toEqual(expect.arrayContaining(['/api/health', '/api/v1/analytics/events/{id}']));
  });

  it('every route declares its guard (x-permission)', () => {
    for (const { path, method, op } of operations()) {
      expect(op['x-permission'], `${method.toUpperCase()} ${path}`).toMatch(
        /^(public|signed-in|member|\w+:(read|write|delete|admin)(\+managers)?|\w+:delete\+own)$/,
      );
    }
  });
});

describe('tenant isolation: company B with company A ids', () => {
  let admin: TestClient | undefined;
  const bAdmin = async () => (admin ??= await t.addMember(b.companyId, 'admin'));

  it('gets 404 on every route with an id, sees no data and changes nothing', async () => {
    // Public routes answer anyone by design (a quiz link names its company); their own tests cover them.
    const withIds = operations().filter(
      ({ path, op }) => paramNames(path).length > 0 && op['x-permission'] !== 'public',
    );
    expect(withIds.length).toBeGreaterThan(0);
    for (const { path: template, method, op } of withIds) {
      const path = await resolveIds(template);
      const readBack = readBackPath(template, path);
      const before = await (await a.get(readBack)).text();
      const label = `${method.toUpperCase()} ${template}`;

      // What B's owner may not do (spec section 6: delete financials) B's admin tries.
      const [entity, action] = op['x-permission']!.split('+')[0]!.split(':') as [Entity, Action | undefined];
      const caller = action && !can('service_provider', entity, action, true) ? await bAdmin() : b;
      const res = await caller.request(method.toUpperCase(), path, { body: exampleBody(op) });
      const text = await res.text();
      expect(res.status, `${label}: ${text}`).toBe(404);
      for (const id of created.values()) expect(text, label).not.toContain(id);

      const after = await a.get(readBack);
      expect(after.status, `${label}: A can read its own record`).toBe(200);
      expect(await after.text(), `${label}: B's call changed A's record`).toBe(before);
    }
  });

  it("lists without ids show B none of A's records", async () => {
    for (const { path } of operations().filter((o) => o.method === 'get' && paramNames(o.path).length === 0)) {
      const text = await (await b.get(path)).text();
      for (const id of [...created.values(), a.companyId, a.userId]) expect(text, `GET ${path}`).not.toContain(id);
    }
  });
});

describe('permissions: each role gets exactly what the table allows', () => {
  it.each(ROLES)('%s', async (role) => {
    const member = await t.addMember(a.companyId, role);
    for (const { path: template, method, op } of operations()) {
      const guard = op['x-permission']!;
      if (guard === 'public' || guard === 'signed-in') continue;
      const path = await resolveIds(template);
      const res = await member.request(method.toUpperCase(), path, { body: exampleBody(op) });
      const label = `${role} ${method.toUpperCase()} ${template} (${guard})`;
      if (guard === 'member') {
        expect([401, 403], label).not.toContain(res.status);
        continue;
      }
      const [grant, narrowing] = guard.split('+');
      const [entity, action] = grant!.split(':') as [Entity, Action];
      const allowed =
        narrowing === 'own'
          ? deleteScope(role, entity) !== null
          : can(role, entity, action) && (narrowing !== 'managers' || managesJobs(role));
      if (allowed) expect([401, 403], label).not.toContain(res.status);
      else expect(res.status, label).toBe(403);
    }
  });

  it('a signed-in user without a company is refused every tenant route', async () => {
    const loner = await t.signUp('No company');
    for (const { path: template, method, op } of operations()) {
      const guard = op['x-permission']!;
      if (guard === 'public' || guard === 'signed-in') continue;
      const res = await loner.request(method.toUpperCase(), await resolveIds(template), { body: exampleBody(op) });
      expect(res.status, `${method.toUpperCase()} ${template}`).toBe(403);
    }
  });

  it('anonymous callers get 401 on every guarded route', async () => {
    for (const { path: template, method, op } of operations()) {
      if (op['x-permission'] === 'public') continue;
      const res = await t.app.request(await resolveIds(template), { method: method.toUpperCase() });
      expect(res.status, `${method.toUpperCase()} ${template}`).toBe(401);
    }
  });
});
