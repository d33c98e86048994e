// Cursors: every list reads only cursors it could have written (a forged one is a 400 on `cursor`,
// never a database error), and the ones it writes always page on.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestApp, type TestApp, type TestClient } from '../test/harness.ts';

let t: TestApp;
let owner: TestClient & { companyId: string };

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.newCompany('Paging Floors');
});
afterAll(() => t.close());

const enc = (parts: unknown) => Buffer.from(JSON.stringify(parts)).toString('base64url');
const ID = '0b8f5f6e-3f1c-4a53-9a43-6f1f3c1d2e4a';
const AT = '2026-01-01T00:00:00.000Z';

/** Cursors no list writes: out-of-range or impossible instants and dates, ids that are none, NUL, other shapes. */
const FORGED = [
  ...[
    '+275760-09-13T00:00:00.000Z',
    '-271821-04-20T00:00:00.000Z',
    '-000001-01-01T00:00:00.000Z',
    '1899-12-31T23:59:59.999Z',
    '3000-01-01T00:00:00.000Z',
    '2026-02-30T00:00:00.000Z',
    '2026-13-01T00:00:00.000Z',
    '2026-01-01T00:00:00Z',
  ].flatMap((at) => [enc([at, ID]), enc(['newest', at, ID]), enc(['scheduled', at, ID]), enc(['updated', at, ID])]),
  ...['+275760-09-13', '0000-01-01', '2026-02-30', '2026-13-01', '3000-01-01'].map((day) =>
    enc(['follow_up', day, ID]),
  ),
  enc([AT, 'not-a-uuid']),
  enc(['newest', AT, 'null']),
  enc([AT, `${ID}\u0000`]),
  enc(['name', 'ana\u0000', ID]),
  enc(['name', 'x'.repeat(1001), ID]),
  enc([AT]),
  enc([AT, ID, 'extra']),
  enc([[AT], ID]),
  enc({ at: AT, id: ID }),
  enc(null),
  'garbage',
  Buffer.from('not json').toString('base64url'),
];

describe('forged cursors', () => {
  it('every list in the OpenAPI document refuses each with 400 and an error on cursor', async () => {
    const job = await json<{ id: string }>(await owner.post('/api/v1/jobs', { title: 'Paged job' }));
    const lead = await json<{ id: string }>(await owner.post('/api/v1/leads', { name: 'Paged lead' }));
    type Parameter = { name: string; schema: { enum?: string[] } };
    const doc = await json<{ paths: Record<string, { get?: { parameters?: Parameter[] } }> }>(
      await t.app.request('/api/v1/openapi.json'),
    );
    const lists = Object.entries(doc.paths).flatMap(([path, ops]) => {
      const params = ops.get?.parameters ?? [];
      if (!params.some((p) => p.name === 'cursor')) return [];
      const sorts = params.find((p) => p.name === 'sort')?.schema.enum ?? [undefined];
      const filled = path.replace('{jobId}', job.id).replace('{id}', path.includes('/leads/') ? lead.id : job.id);
      return sorts.map((sort) => `${filled}?${sort ? `sort=${sort}&` : ''}`);
    });
    expect(lists.length).toBeGreaterThanOrEqual(14);
    for (const list of lists) {
      for (const cursor of FORGED) {
        const res = await owner.get(`${list}cursor=${cursor}`);
        const body = await res.text();
        expect(res.status, `${list}cursor=${cursor} ${body}`).toBe(400);
        expect((JSON.parse(body) as { errors: object }).errors, `${list}cursor=${cursor}`).toHaveProperty('cursor');
      }
    }
  });
});

describe('cursors the lists write', () => {
  it('page past the longest name a lead can have (sorted by name)', async () => {
    const company = await t.newCompany('Long Names');
    for (const letter of ['Á', 'Ç']) {
      expect((await company.post('/api/v1/leads', { name: letter.repeat(120) })).status).toBe(201);
    }
    const first = await json<{ items: unknown[]; nextCursor: string }>(
      await company.get('/api/v1/leads?sort=name&limit=1'),
    );
    expect(first.nextCursor.length).toBeGreaterThan(200);
    const second = await company.get(`/api/v1/leads?sort=name&limit=1&cursor=${first.nextCursor}`);
    expect(second.status).toBe(200);
    expect((await json<{ items: { name: string }[] }>(second)).items[0]!.name).toBe('Ç'.repeat(120));
  });

  it('page through leads without a follow-up date (sorted last, by a key beyond the years a user types)', async () => {
    const company = await t.newCompany('Follow-ups');
    for (const [name, nextFollowUpOn] of [
      ['A', null],
      ['B', '2026-05-01'],
      ['C', null],
    ] as const) {
      await company.post('/api/v1/leads', { name, nextFollowUpOn });
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await company.get(`/api/v1/leads?sort=follow_up&limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      const page: { items: { name: string }[]; nextCursor: string | null } = await json(res);
      seen.push(...page.items.map((l) => l.name));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen[0]).toBe('B');
    expect([...seen].sort()).toEqual(['A', 'B', 'C']);
  });

  it("page through a job's photos, newest taken first", async () => {
    const job = await json<{ id: string }>(await owner.post('/api/v1/jobs', { title: 'Photo pages' }));
    const uploaded: string[] = [];
    for (const background of ['#111', '#222', '#333']) {
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background } })
        .png()
        .toBuffer();
      const form = new FormData();
      form.set('file', new File([new Uint8Array(png)], 'p.png', { type: 'image/png' }));
      uploaded.push(
        (await json<{ id: string }>(await owner.request('POST', `/api/v1/jobs/${job.id}/photos`, { body: form }))).id,
      );
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await owner.get(`/api/v1/jobs/${job.id}/photos?limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      const page: { items: { id: string }[]; nextCursor: string | null } = await json(res);
      seen.push(...page.items.map((p) => p.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.sort()).toEqual(uploaded.sort());
  });
});
