// What each role sees of a job, on every route that answers with a job or with job fields. The
// expectations are written out here, not read from shared/jobs.ts, so that a route that leaks a
// cost (or a change to the table) fails this test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobPrivateField } from '../../../shared/jobs.ts';
import { json, startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';

type Viewer = 'owner' | 'admin' | 'service_provider' | 'field_team' | 'client' | 'partner';
const VIEWERS: Viewer[] = ['owner', 'admin', 'service_provider', 'field_team', 'client', 'partner'];

const PRIVATE: Record<JobPrivateField, number | string> = {
  totalCents: 987_654,
  materialsCostCents: 311_111,
  laborCostCents: 222_222,
  notes: 'Internal: gate code 4321, haggles over every invoice',
};
const FIELDS = Object.keys(PRIVATE) as JobPrivateField[];

/**
 * The policy: managers see everything; crews the work and its notes, no money; the client the price
 * they pay, not the company's costs or notes; the referring partner the contract value only.
 */
const SEES: Record<Viewer, JobPrivateField[]> = {
  owner: FIELDS,
  admin: FIELDS,
  service_provider: FIELDS,
  field_team: ['notes'],
  client: ['totalCents'],
  partner: ['totalCents'],
};
const hiddenFrom = (viewer: Viewer) => FIELDS.filter((f) => !SEES[viewer].includes(f));

// Who may call which kind of route (spec section 6); the others must get 403.
const READERS = VIEWERS;
const WRITERS: Viewer[] = ['owner', 'admin', 'service_provider', 'field_team'];
const MANAGERS: Viewer[] = ['owner', 'admin', 'service_provider'];
const PORTAL_READERS: Viewer[] = ['owner', 'admin', 'service_provider', 'client'];

type Body = Record<string, unknown>;
interface Route {
  name: string;
  who: Viewer[];
  call: (as: TestClient) => Promise<Response>;
  /** The job objects in the answer (full job schema): checked field by field. */
  jobs?: (body: Body) => Body[];
  /** Job items of another shape (calendar, home): checked for the fields they may carry. */
  items?: (body: Body) => Body[];
  /** The values the full job carries (a converted job has none of the private fields set). */
  values?: Partial<Record<JobPrivateField, number | string>>;
}

let t: TestApp;
let owner: TestClient & { companyId: string };
const as = {} as Record<Viewer, TestClient>;
let jobId: string;
let galleryToken: string;
let showcaseToken: string;
let counter = 0;

const ok = async (res: Response, status = 200): Promise<Body> => {
  expect(res.status, await res.clone().text()).toBe(status);
  return json<Body>(res);
};
const ofJob = (items: Body[]) => items.filter((j) => j.id === jobId);

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.newCompany('Views Floors');
  as.owner = owner;
  for (const role of ['admin', 'service_provider', 'field_team', 'client', 'partner'] as const) {
    as[role] = await t.addMember(owner.companyId, role);
  }
  // The partner's referral becomes the client's job, worked by the crew.
  const lead = await ok(await as.partner.post('/api/v1/leads', { name: 'Referred homeowner' }), 201);
  jobId = (await ok(await owner.post(`/api/v1/leads/${lead.id as string}/convert`, {}), 201)).id as string;
  const now = Date.now();
  await ok(
    await owner.request('PATCH', `/api/v1/jobs/${jobId}`, {
      body: {
        ...PRIVATE,
        clientId: as.client.userId,
        crewIds: [as.field_team.userId],
        scheduledStart: new Date(now).toISOString(),
        scheduledEnd: new Date(now + 60_000).toISOString(),
      },
    }),
  );
  // A completed client-visible milestone puts a notification in the client's portal.
  const milestone = await ok(
    await owner.post(`/api/v1/jobs/${jobId}/timeline`, { title: 'Subfloor ready', isMilestone: true }),
    201,
  );
  await ok(await owner.post(`/api/v1/timeline/${milestone.id as string}/complete`, {}));
  galleryToken = (await ok(await owner.post(`/api/v1/jobs/${jobId}/gallery-links`, { expiresAt: null }), 201))
    .token as string;
  showcaseToken = (await ok(await owner.post(`/api/v1/jobs/${jobId}/showcase/links`, { expiresAt: null }), 201))
    .token as string;
});
afterAll(() => t.close());

const day = 24 * 3_600_000;
const ROUTES: Route[] = [
  {
    name: 'GET /jobs',
    who: READERS,
    call: (c) => c.get('/api/v1/jobs?limit=100'),
    jobs: (b) => ofJob(b.items as Body[]),
  },
  {
    name: 'GET /jobs/board',
    who: READERS,
    call: (c) => c.get('/api/v1/jobs/board'),
    jobs: (b) => ofJob((b.columns as { jobs: Body[] }[]).flatMap((col) => col.jobs)),
  },
  { name: 'GET /jobs/{id}', who: READERS, call: (c) => c.get(`/api/v1/jobs/${jobId}`), jobs: (b) => [b] },
  {
    name: 'PATCH /jobs/{id}',
    who: MANAGERS,
    call: (c) => c.request('PATCH', `/api/v1/jobs/${jobId}`, { body: { description: `Edit ${++counter}` } }),
    jobs: (b) => [b],
  },
  {
    name: 'POST /jobs/{id}/stage',
    who: WRITERS,
    call: (c) => c.post(`/api/v1/jobs/${jobId}/stage`, { stage: 'installation' }),
    jobs: (b) => [b],
  },
  {
    name: 'POST /jobs/{id}/status',
    who: WRITERS,
    call: (c) => c.post(`/api/v1/jobs/${jobId}/status`, { status: 'in_progress' }),
    jobs: (b) => [b],
  },
  {
    name: 'POST /jobs/{id}/complete',
    who: WRITERS,
    call: (c) => c.post(`/api/v1/jobs/${jobId}/complete`, {}),
    jobs: (b) => [b],
  },
  {
    name: 'POST /jobs',
    who: MANAGERS,
    call: (c) => c.post('/api/v1/jobs', { title: `New job ${++counter}`, ...PRIVATE }),
    jobs: (b) => [b],
  },
  {
    name: 'POST /leads/{id}/convert',
    who: MANAGERS,
    call: async (c) => {
      const lead = await ok(await owner.post('/api/v1/leads', { name: `Lead ${++counter}` }), 201);
      return c.post(`/api/v1/leads/${lead.id as string}/convert`, {});
    },
    jobs: (b) => [b],
    values: {},
  },
  { name: 'GET /jobs/{id}/updates', who: READERS, call: (c) => c.get(`/api/v1/jobs/${jobId}/updates`) },
  { name: 'GET /jobs/{id}/timeline', who: READERS, call: (c) => c.get(`/api/v1/jobs/${jobId}/timeline`) },
  {
    name: 'GET /calendar',
    who: READERS,
    call: (c) => {
      const from = new Date(Date.now() - day).toISOString();
      const to = new Date(Date.now() + day).toISOString();
      return c.get(`/api/v1/calendar?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`);
    },
    items: (b) => ofJob(b.jobs as Body[]),
  },
  {
    name: 'GET /calendar/feed/{token}.ics',
    who: READERS,
    call: async (c) => {
      const { url } = await ok(await c.post('/api/v1/calendar/feed', {}), 201);
      return t.app.request(new URL(url as string).pathname);
    },
  },
  {
    name: 'GET /dashboard/home',
    who: READERS,
    call: (c) => c.get('/api/v1/dashboard/home'),
    items: (b) => ofJob(b.todayJobs as Body[]),
  },
  {
    name: 'GET /client-portal/notifications',
    who: PORTAL_READERS,
    call: (c) => c.get('/api/v1/client-portal/notifications'),
  },
];

/** A full job as the viewer must see it: every private field present, hidden ones null and listed. */
function expectJobView(job: Body, viewer: Viewer, values: Partial<Record<JobPrivateField, unknown>>, label: string) {
  for (const field of FIELDS) {
    expect(job, `${label}: ${field} is in the schema`).toHaveProperty(field);
    const expected = SEES[viewer].includes(field) ? (values[field] ?? null) : null;
    expect(job[field], `${label}: ${field}`).toEqual(expected);
  }
  expect(job.hiddenFields, `${label}: hiddenFields`).toEqual(hiddenFrom(viewer));
}

describe.each(VIEWERS)('%s', (viewer) => {
  it('sees on every job route exactly the fields the table gives the role, and no hidden value anywhere', async () => {
    for (const route of ROUTES) {
      const label = `${viewer} ${route.name}`;
      const res = await route.call(as[viewer]);
      if (!route.who.includes(viewer)) {
        expect(res.status, label).toBe(403);
        continue;
      }
      expect(res.status, `${label}: ${await res.clone().text()}`).toBeLessThan(300);
      const text = await res.text();
      for (const field of hiddenFrom(viewer)) {
        expect(text, `${label} leaks ${field}`).not.toContain(String(PRIVATE[field]));
      }
      if (route.jobs) {
        const jobs = route.jobs(JSON.parse(text) as Body);
        expect(jobs.length, `${label}: the job is in the answer`).toBeGreaterThan(0);
        for (const job of jobs) expectJobView(job, viewer, route.values ?? PRIVATE, label);
      }
      if (route.items) {
        const items = route.items(JSON.parse(text) as Body);
        expect(items.length, `${label}: the job is in the answer`).toBe(1);
        for (const item of items) {
          for (const field of FIELDS.filter((f) => f !== 'totalCents')) {
            expect(item, `${label}: ${field}`).not.toHaveProperty(field);
          }
          if ('totalCents' in item) {
            expect(item.totalCents, label).toBe(SEES[viewer].includes('totalCents') ? PRIVATE.totalCents : null);
          }
        }
      }
    }
  });
});

describe('the dashboard home', () => {
  it('adds up what is owed only for those who read invoices', async () => {
    // Spec section 6: the owner, admins, service providers and clients (their own) read invoices.
    const readers: Viewer[] = ['owner', 'admin', 'service_provider', 'client'];
    for (const viewer of VIEWERS) {
      const home = await ok(await as[viewer].get('/api/v1/dashboard/home'));
      if (readers.includes(viewer)) {
        expect(home.openInvoices, viewer).toEqual({
          balanceCents: expect.any(Number),
          count: expect.any(Number),
          overdueCount: expect.any(Number),
        });
      } else expect(home.openInvoices, viewer).toBeNull();
    }
  });
});

describe('public links', () => {
  it.each([
    ['gallery', () => `/api/v1/gallery/${galleryToken}`],
    ['showcase', () => `/api/v1/showcase/${showcaseToken}`],
  ])('the %s shows no amount, cost or note', async (_kind, path) => {
    const res = await t.app.request(path());
    const raw = await res.text();
    expect(res.status, raw).toBe(200);
    for (const field of FIELDS) {
      expect(raw).not.toContain(String(PRIVATE[field]));
      expect(raw).not.toContain(`"${field}"`);
    }
  });
});
