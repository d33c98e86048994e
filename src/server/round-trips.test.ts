// Issue #14: how many statements an authenticated page load sends to the database, counted at the
// driver: each pg.Client#query call is one round trip (a text of several statements included).
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlRows } from './db/client.ts';
import { TenantDb } from './db/tenant.ts';
import { newPhoto } from './modules/share-links/testing.ts';
import { json, startTestApp, type TestApp, type TestClient } from './test/harness.ts';

/** The statements of the request being counted, in order. */
let recording: string[] | null = null;
const record = (text: unknown) => {
  recording?.push(typeof text === 'string' ? text : String((text as { text?: unknown } | null)?.text));
};

function countOnServer() {
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    record(args[0]);
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  return () => {
    pg.Client.prototype.query = query;
  };
}

interface Count {
  status: number;
  statements: string[];
  /** From the tenant transaction's first statement on. */
  tenant: string[];
}

/**
 * The statements of one request, after a request that puts the caller in the caller cache (its
 * entries live for seconds: a slow machine must not see it expire between the tests).
 */
async function counted(who: TestClient, path: string): Promise<Count> {
  expect((await who.get('/api/v1/me')).status).toBe(200);
  const statements: string[] = [];
  recording = statements;
  let status: number;
  try {
    const res = await who.get(path);
    status = res.status;
    await res.arrayBuffer();
  } finally {
    recording = null;
  }
  const scope = statements.findIndex((s) => s.includes("set_config('app.company_id'"));
  const start = scope > 0 && statements[scope - 1] === 'BEGIN' ? scope - 1 : scope;
  return { status, statements, tenant: scope < 0 ? [] : statements.slice(start) };
}

let t: TestApp;
let owner: TestClient & { companyId: string };
let restore: () => void;
let jobId: string;

/** The money lists (issue #39), each with its n-th new row, and the cursor of each one's second page of one. */
const MONEY_LISTS: Record<string, (n: number) => unknown> = {
  invoices: () => ({ from: 'blank', title: 'Hall' }),
  estimates: () => ({ title: 'Hall' }),
  orders: () => ({}),
  bills: (n) => ({
    from: 'manual',
    vendorName: 'Floor Supply Co.',
    billDate: `2026-01-0${n}`,
    dueDate: '2026-02-01',
    amountCents: 10000,
  }),
  receipts: (n) => {
    const form = new FormData();
    const fields = {
      vendorName: 'Shell',
      amountCents: '6450',
      category: 'fuel',
      paymentMethod: 'card',
      receiptDate: `2026-01-0${n}`,
    };
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    return form;
  },
  'work-logs': (n) => ({
    userId: owner.userId,
    jobId,
    startedAt: `2026-01-0${n}T08:00:00-05:00`,
    endedAt: `2026-01-0${n}T12:00:00-05:00`,
    breakMinutes: 0,
  }),
};
/** The catalog's products and the measurements (issue #39): one statement a page as well. */
const OTHER_LISTS: Record<string, (n: number) => unknown> = {
  'catalog/products': (n) => ({ name: `Oak plank ${n}`, category: 'laminate', unit: 'sq_ft', price: '2.79' }),
  measurements: (n) => ({ name: `Hall ${n}` }),
};
const LISTS = { ...MONEY_LISTS, ...OTHER_LISTS };
const nextCursors = new Map<string, string>();

let firstLeads: {
  nextCursor: string | null;
  total: number | null;
  items: { assigneeName: string | null; jobId: string | null }[];
};

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.newCompany('Round Trip Floors');
  const crew = await t.addMember(owner.companyId, 'field_team');

  // 60 leads (more than a page of 50), one assigned, one converted into a job.
  const imported = await owner.post(
    '/api/v1/leads/import',
    { rows: Array.from({ length: 60 }, (_, i) => ({ line: i + 2, fields: { name: `Lead ${i + 1}` } })) },
    { 'idempotency-key': 'round-trips-import' },
  );
  expect(imported.status, await imported.clone().text()).toBe(200);
  const { items } = await json<{ items: { id: string }[] }>(await owner.get('/api/v1/leads?limit=2'));
  const assigned = await owner.request('PATCH', `/api/v1/leads/${items[0]!.id}`, {
    body: { assignedTo: owner.userId },
  });
  expect(assigned.status).toBe(200);
  expect((await owner.post(`/api/v1/leads/${items[1]!.id}/convert`, {})).status).toBe(201);

  // Jobs scheduled today with a crew, and a task, so that the home and the calendar have rows.
  const now = Date.now();
  const job = await owner.post('/api/v1/jobs', {
    title: 'Oak floor',
    crewIds: [crew.userId],
    scheduledStart: new Date(now + 60_000).toISOString(),
    scheduledEnd: new Date(now + 3_600_000).toISOString(),
  });
  expect(job.status, await job.clone().text()).toBe(201);
  jobId = (await json<{ id: string }>(job)).id;
  await newPhoto(t, owner, jobId);
  const task = await owner.post('/api/v1/calendar/tasks', {
    title: 'Measure the hall',
    startsAt: new Date(now + 120_000).toISOString(),
    endsAt: new Date(now + 1_800_000).toISOString(),
    assigneeIds: [crew.userId],
  });
  expect(task.status, await task.clone().text()).toBe(201);

  // Two rows of each list, so that a page of one has a next page.
  for (const [list, row] of Object.entries(LISTS)) {
    for (const n of [1, 2]) {
      const made = await owner.post(`/api/v1/${list}`, row(n));
      expect(made.status, await made.clone().text()).toBe(201);
    }
    const page = await json<{ nextCursor: string | null }>(await owner.get(`/api/v1/${list}?limit=1`));
    expect(page.nextCursor, list).not.toBeNull();
    nextCursors.set(list, page.nextCursor!);
  }

  firstLeads = await json(await owner.get('/api/v1/leads?limit=50'));
  restore = countOnServer();
});

afterAll(async () => {
  restore?.();
  await t?.close();
});

// [BEGIN and the scope] [the statement] [COMMIT].
const ONE_STATEMENT = 3;

const day = new Date();
const from = new Date(day.getTime() - 7 * 86_400_000).toISOString();
const to = new Date(day.getTime() + 7 * 86_400_000).toISOString();

describe('an authenticated page load, once the caller is cached', () => {
  it.each([
    ['the leads, first page', () => '/api/v1/leads?limit=50'],
    ['the leads, next page', () => `/api/v1/leads?limit=50&cursor=${firstLeads.nextCursor}`],
    ['the pipeline board', () => '/api/v1/leads/board'],
    ['the jobs', () => '/api/v1/jobs?limit=50'],
    ['the jobs board', () => '/api/v1/jobs/board'],
    ['the dashboard home', () => '/api/v1/dashboard/home'],
    ['the calendar', () => `/api/v1/calendar?from=${from}&to=${to}`],
    ["a job's photos", () => `/api/v1/jobs/${jobId}/photos`],
    ["a job's timeline", () => `/api/v1/jobs/${jobId}/timeline`],
    ["a job's showcase", () => `/api/v1/jobs/${jobId}/showcase`],
    ['the job costing, first page', () => '/api/v1/financials/job-costing?limit=1'],
    ...Object.keys(LISTS).flatMap((list): [string, () => string][] => [
      [`the ${list}, first page`, () => `/api/v1/${list}?limit=1`],
      [`the ${list}, next page`, () => `/api/v1/${list}?limit=1&cursor=${nextCursors.get(list)}`],
    ]),
  ])('%s: one tenant transaction of one statement, and nothing else', async (_, path) => {
    const count = await counted(owner, path());
    expect(count.status).toBe(200);
    expect(count.tenant, count.statements.join('\n---\n')).toHaveLength(ONE_STATEMENT);
    // Nothing before the tenant transaction (the caller came from the cache) and nothing after it.
    expect(count.statements).toEqual(count.tenant);
  });

  it('the P&L by job, a page: one tenant transaction of the company day, then the page (ADR 0011)', async () => {
    const count = await counted(owner, '/api/v1/financials/reports/profit-and-loss?groupBy=job&limit=1');
    expect(count.status).toBe(200);
    // The range's default (the company's year to date) needs the company's day before the page is built.
    expect(count.tenant, count.statements.join('\n---\n')).toHaveLength(ONE_STATEMENT + 1);
    expect(count.statements).toEqual(count.tenant);
  });

  it('the first page carries the total, names and the converted job; later pages no total', async () => {
    expect(firstLeads.total).toBe(60);
    expect(firstLeads.items).toHaveLength(50);
    expect(firstLeads.items.filter((l) => l.assigneeName === 'Round Trip Floors owner')).toHaveLength(1);
    expect(firstLeads.items.filter((l) => l.jobId)).toHaveLength(1);
    const next = await json<{ total: number | null; items: unknown[] }>(
      await owner.get(`/api/v1/leads?limit=50&cursor=${firstLeads.nextCursor}`),
    );
    expect(next).toMatchObject({ total: null, nextCursor: null });
    expect(next.items).toHaveLength(10);
  });
});

describe('names inside the tenant transaction', () => {
  it('come from a grant of "user"\'s id and name alone: the e-mail stays refused', async () => {
    const tenant = new TenantDb(t.appDb, {
      userId: owner.userId,
      companyId: owner.companyId,
      role: 'admin',
      isOwner: true,
    });
    const names = await tenant.run((tx) => sqlRows(tx, sql`select id, name from "user" where id = ${owner.userId}`));
    expect(names).toEqual([{ id: owner.userId, name: 'Round Trip Floors owner' }]);
    const refusal = await tenant
      .run((tx) => tx.execute(sql`select email from "user"`))
      .catch((err: unknown) => {
        let e = err as Error;
        while (e.cause instanceof Error) e = e.cause;
        return e.message;
      });
    expect(refusal).toMatch(/^permission denied/);
  });
});
