import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogProduct } from '../../../shared/catalog-responses.ts';
import type { Estimate } from '../../../shared/estimate-responses.ts';
import type { Job } from '../../../shared/job-responses.ts';
import type { Lead } from '../../../shared/lead-responses.ts';
import type { Measurement, MeasurementPage, TakeoffLines } from '../../../shared/measurement-responses.ts';
import { MEASUREMENT_MESSAGES as M, lengthFrom } from '../../../shared/takeoff.ts';
import { json, startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';

let t: TestApp;
let owner: TestClient & { companyId: string };
let other: TestClient & { companyId: string };

const ft = (feet: number, inches = 0) => lengthFrom(feet, inches);
const errorsOf = async (res: Response) => (await json<{ errors: Record<string, string> }>(res)).errors;
const put = (who: TestClient, id: string, body: unknown) => who.request('PUT', `/api/v1/measurements/${id}`, { body });
const del = (who: TestClient, id: string) => who.request('DELETE', `/api/v1/measurements/${id}`);

async function newMeasurement(who: TestClient, fields: Record<string, unknown> = {}): Promise<Measurement> {
  const res = await who.post('/api/v1/measurements', { name: 'Silva residence', ...fields });
  expect(res.status, await res.clone().text()).toBe(201);
  return json<Measurement>(res);
}
async function newProduct(who: TestClient, fields: Record<string, unknown>): Promise<CatalogProduct> {
  const res = await who.post('/api/v1/catalog/products', {
    name: 'White oak',
    category: 'hardwood',
    unit: 'box',
    price: '96',
    ...fields,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return json<CatalogProduct>(res);
}

/** 12' × 10' with a 6' × 4' alcove joined along its 6': an L of 144 sq ft, 52 ft around (typed as on site). */
const lRoom = (fields: Record<string, unknown> = {}) => ({
  name: 'Living room',
  shape: {
    kind: 'rectangles',
    main: { length: "12'", width: "10'" },
    additions: [{ length: "6'", width: '4 ft', joinedAlong: 'length' }],
  },
  pattern: 'herringbone',
  openings: ["3'"],
  ...fields,
});
const square = (fields: Record<string, unknown> = {}) => ({
  name: 'Bedroom',
  shape: { kind: 'rectangles', main: { length: ft(10), width: ft(10) } },
  ...fields,
});

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.newCompany('Oak Measure Floors');
  other = await t.newCompany('Birch Measure Floors');
});
afterAll(() => t.close());

describe('the takeoff of a measurement', () => {
  it('pools boxes per product: an L in herringbone and a square room share their last box', async () => {
    const oak = await newProduct(owner, { coveragePerBox: '24', laborRatePerSqFt: '3.25', cost: '60' });
    const base = await newProduct(owner, {
      name: 'Baseboard',
      category: 'trim_transition',
      unit: 'linear_ft',
      price: '1.5',
      pieceLength: '8',
    });
    const m = await newMeasurement(owner, {
      rooms: [
        lRoom({ productId: oak.id, trimProductId: base.id }),
        square({ productId: oak.id, trimProductId: base.id }),
      ],
    });
    // Stored in eighths, whatever was typed.
    expect(m.rooms[0]!.shape).toMatchObject({
      main: { length: ft(12), width: ft(10) },
      additions: [{ length: ft(6), width: ft(4) }],
    });
    const [living, bedroom] = m.takeoff.rooms;
    expect(living).toMatchObject({
      installedSqFt: '144.00',
      wastePercent: '20.00',
      withWasteSqFt: '172.80',
      perimeterFt: '52.00',
      trimLf: '49.00',
    });
    expect(bedroom).toMatchObject({
      installedSqFt: '100.00',
      wastePercent: '10.00',
      withWasteSqFt: '110.00',
      trimLf: '40.00',
    });
    // 282.80 ÷ 24 = 11.78 → 12 boxes (per room it would be ⌈7.2⌉ + ⌈4.58⌉ = 13).
    expect(m.takeoff.products).toEqual([
      expect.objectContaining({
        productId: oak.id,
        name: 'White oak',
        installedSqFt: '244.00',
        withWasteSqFt: '282.80',
        boxes: 12,
        orderedSqFt: '288.00',
      }),
    ]);
    // 89 LF × 1.10 = 97.90 ÷ 8 = 12.24 → 13 pieces.
    expect(m.takeoff.trims).toEqual([
      expect.objectContaining({ productId: base.id, trimLf: '89.00', pieces: 13, orderedLf: '104.00' }),
    ]);
    expect(m.takeoff.totals).toMatchObject({
      installedSqFt: '244.00',
      orderedSqFt: '288.00',
      boxes: 12,
      trimPieces: 13,
    });

    // The same figures on a later read, from the stored rooms and the catalog.
    const read = await json<Measurement>(await owner.get(`/api/v1/measurements/${m.id}`));
    expect(read.takeoff).toEqual(m.takeoff);
  });

  it('turns the takeoff into estimate lines the estimate editor accepts as they are', async () => {
    const oak = await newProduct(owner, {
      name: 'Red oak',
      coveragePerBox: '24',
      laborRatePerSqFt: '3.25',
      cost: '60',
    });
    const lvp = await newProduct(owner, {
      name: 'LVP',
      category: 'vinyl_lvp',
      unit: 'sq_ft',
      price: '4',
      cost: '2.5',
      coveragePerBox: '22.5',
    });
    const pad = await newProduct(owner, { name: 'Sheet vinyl', category: 'vinyl_lvp', unit: 'sq_ft', price: '2.1' });
    const base = await newProduct(owner, {
      name: 'Shoe',
      category: 'trim_transition',
      unit: 'linear_ft',
      price: '1.5',
      cost: '0.75',
      pieceLength: '8',
    });
    const m = await newMeasurement(owner, {
      rooms: [
        lRoom({ productId: oak.id, trimProductId: base.id }),
        square({ name: 'Kitchen', productId: lvp.id }),
        square({
          name: 'Laundry',
          productId: pad.id,
          shape: { kind: 'rectangles', main: { length: "5'", width: "6'" } },
        }),
        square({ name: 'Hall' }),
      ],
    });
    const { items } = await json<TakeoffLines>(await owner.get(`/api/v1/measurements/${m.id}/estimate-lines`));
    expect(items).toEqual([
      {
        kind: 'material',
        productId: oak.id,
        description: 'Red oak — 144.00 sq ft installed, 172.80 sq ft with 20 % waste: 8 boxes = 192.00 sq ft ordered',
        quantity: '8',
        unit: 'box',
        unitPrice: '96.0000',
        unitCost: '60.0000',
        optional: false,
        taxable: false,
      },
      expect.objectContaining({
        kind: 'labor',
        productId: oak.id,
        quantity: '144.00',
        unit: 'sq_ft',
        unitPrice: '3.2500',
        unitCost: null,
      }),
      // Priced by the sq ft, sold by the box: a box costs 4 × 22.5 = $90. 110 ÷ 22.5 = 4.89 → 5 boxes.
      expect.objectContaining({
        kind: 'material',
        productId: lvp.id,
        quantity: '5',
        unit: 'box',
        unitPrice: '90.0000',
        unitCost: '56.2500',
      }),
      // No coverage: by the sq ft with waste.
      expect.objectContaining({
        kind: 'material',
        productId: pad.id,
        quantity: '33.00',
        unit: 'sq_ft',
        unitPrice: '2.1000',
      }),
      // 49 LF × 1.1 = 53.9 ÷ 8 → 7 pieces at 8 × $1.50.
      expect.objectContaining({
        kind: 'material',
        productId: base.id,
        description: 'Shoe — 49.00 LF, 53.90 LF with waste: 7 pieces of 8.00 ft',
        quantity: '7',
        unit: 'each',
        unitPrice: '12.0000',
        unitCost: '6.0000',
      }),
    ]);

    const estimate = await owner.post('/api/v1/estimates', {
      title: 'From the takeoff',
      options: [{ name: 'Estimate', lines: items }],
    });
    expect(estimate.status, await estimate.clone().text()).toBe(201);
    // 8 × 96 + 144 × 3.25 + 5 × 90 + 33 × 2.10 + 7 × 12 = 768 + 468 + 450 + 69.30 + 84
    expect((await json<Estimate>(estimate)).options[0]!.totals.subtotalCents).toBe(183930);
  });

  it('writes the lines in the caller’s language', async () => {
    const oak = await newProduct(owner, { name: 'Carvalho', coveragePerBox: '24' });
    const m = await newMeasurement(owner, { rooms: [lRoom({ productId: oak.id })] });
    expect((await owner.request('PATCH', '/api/v1/me', { body: { language: 'pt' } })).status).toBe(200);
    const { items } = await json<TakeoffLines>(await owner.get(`/api/v1/measurements/${m.id}/estimate-lines`));
    await owner.request('PATCH', '/api/v1/me', { body: { language: 'en' } });
    expect(items[0]!.description).toBe(
      'Carvalho — 144,00 pés² instalados, 172,80 pés² com 20 % de perda: 8 caixas = 192,00 pés² pedidos',
    );
  });
});

describe('saving', () => {
  it('saves the name and the rooms; the same save twice changes nothing', async () => {
    const m = await newMeasurement(owner);
    expect(m).toMatchObject({ rooms: [], roomCount: 0, takeoff: { totals: { installedSqFt: '0.00', boxes: 0 } } });
    const body = { name: 'Silva — upstairs', rooms: [square()] };
    const saved = await json<Measurement>(await put(owner, m.id, body));
    expect(saved).toMatchObject({
      name: 'Silva — upstairs',
      roomCount: 1,
      takeoff: { totals: { installedSqFt: '100.00' } },
    });
    const again = await put(owner, m.id, body);
    expect(again.status).toBe(200);
    expect((await json<Measurement>(again)).updatedAt).toBe(saved.updatedAt);
    const changed = await json<Measurement>(
      await put(owner, m.id, { ...body, rooms: [square({ pattern: 'diagonal' })] }),
    );
    expect(changed.takeoff.rooms[0]!.withWasteSqFt).toBe('115.00');
    expect(changed.updatedAt >= saved.updatedAt).toBe(true);
  });

  it('refuses rooms that are no room, with the message the page shows', async () => {
    const m = await newMeasurement(owner);
    const open = await put(owner, m.id, {
      name: 'Walk',
      rooms: [
        {
          name: 'Den',
          shape: {
            kind: 'polygon',
            sides: [
              { length: "12'", turn: 'left' },
              { length: "10'", turn: 'left' },
              { length: "12'", turn: 'left' },
              { length: "9'", turn: 'left' },
            ],
          },
        },
      ],
    });
    expect(open.status).toBe(400);
    expect(await errorsOf(open)).toEqual({ 'rooms.0.shape.sides': M.notClosed });

    const typo = await put(owner, m.id, {
      name: 'Typo',
      rooms: [square({ shape: { kind: 'rectangles', main: { length: `12' 14"`, width: "10'" } } })],
    });
    expect(await errorsOf(typo)).toEqual({ 'rooms.0.shape.main.length': M.lengthInvalid });

    const waste = await put(owner, m.id, { name: 'Waste', rooms: [square({ waste: '101' })] });
    expect(await errorsOf(waste)).toEqual({ 'rooms.0.waste': M.wasteInvalid });

    const theirs = await newProduct(other, { name: 'Their oak', coveragePerBox: '20' });
    const foreign = await put(owner, m.id, { name: 'Foreign', rooms: [square(), square({ productId: theirs.id })] });
    expect(await errorsOf(foreign)).toEqual({ 'rooms.1.productId': M.productInvalid });

    const blank = await put(owner, m.id, { name: ' ', rooms: [] });
    expect(Object.keys(await errorsOf(blank))).toEqual(['name']);
    // Nothing of it was saved.
    expect((await json<Measurement>(await owner.get(`/api/v1/measurements/${m.id}`))).name).toBe('Silva residence');
  });

  it('links a lead or a job of the company, never another company’s', async () => {
    const lead = await json<Lead>(await owner.post('/api/v1/leads', { name: 'Maria Silva' }));
    const forLead = await newMeasurement(owner, { leadId: lead.id });
    expect(forLead).toMatchObject({ leadId: lead.id, leadName: 'Maria Silva', jobId: null });
    const job = await json<Job>(await owner.post('/api/v1/jobs', { title: 'Silva floors' }));
    const forBoth = await newMeasurement(owner, { jobId: job.id, leadId: lead.id });
    expect(forBoth).toMatchObject({ jobId: job.id, jobTitle: 'Silva floors', leadId: lead.id });

    const theirLead = await json<Lead>(await other.post('/api/v1/leads', { name: 'Theirs' }));
    const theirJob = await json<Job>(await other.post('/api/v1/jobs', { title: 'Theirs' }));
    expect(await errorsOf(await owner.post('/api/v1/measurements', { name: 'X', leadId: theirLead.id }))).toEqual({
      leadId: 'Lead not found',
    });
    expect(await errorsOf(await owner.post('/api/v1/measurements', { name: 'X', jobId: theirJob.id }))).toEqual({
      jobId: 'Job not found',
    });
  });

  it('deletes', async () => {
    const m = await newMeasurement(owner);
    expect((await del(owner, m.id)).status).toBe(204);
    expect((await owner.get(`/api/v1/measurements/${m.id}`)).status).toBe(404);
    expect((await del(owner, m.id)).status).toBe(404);
  });
});

describe('the list', () => {
  it('is last updated first, a page at a time, filtered by lead, job and name', async () => {
    const company = await t.newCompany('Listing Floors');
    const lead = await json<Lead>(await company.post('/api/v1/leads', { name: 'Ana' }));
    const job = await json<Job>(await company.post('/api/v1/jobs', { title: 'Ana floors' }));
    const a = await newMeasurement(company, { name: 'Upstairs', leadId: lead.id });
    const b = await newMeasurement(company, { name: 'Basement', jobId: job.id });
    const c = await newMeasurement(company, { name: 'Upstairs bath' });
    // Saving a moves it to the top.
    await put(company, a.id, { name: 'Upstairs', rooms: [square()] });

    const first = await json<MeasurementPage>(await company.get('/api/v1/measurements?limit=2'));
    expect(first.items.map((i) => i.id)).toEqual([a.id, c.id]);
    expect(first.total).toBe(3);
    expect(first.items[0]).toMatchObject({ roomCount: 1, leadName: 'Ana' });
    const second = await json<MeasurementPage>(
      await company.get(`/api/v1/measurements?limit=2&cursor=${first.nextCursor}`),
    );
    expect(second).toMatchObject({ items: [{ id: b.id, jobTitle: 'Ana floors' }], nextCursor: null, total: null });

    const ids = async (query: string) =>
      (await json<MeasurementPage>(await company.get(`/api/v1/measurements?${query}`))).items.map((i) => i.id);
    expect(await ids(`leadId=${lead.id}`)).toEqual([a.id]);
    expect(await ids(`jobId=${job.id}`)).toEqual([b.id]);
    expect(await ids('q=upstairs')).toEqual([a.id, c.id]);
    expect(await ids('q=100%25')).toEqual([]);
    expect((await company.get('/api/v1/measurements?cursor=forged')).status).toBe(400);
  });
});

describe('who sees what', () => {
  it('gives another company 404 on every id', async () => {
    const m = await newMeasurement(owner, { rooms: [square()] });
    expect((await other.get(`/api/v1/measurements/${m.id}`)).status).toBe(404);
    expect((await other.get(`/api/v1/measurements/${m.id}/estimate-lines`)).status).toBe(404);
    expect((await put(other, m.id, { name: 'Mine', rooms: [] })).status).toBe(404);
    expect((await del(other, m.id)).status).toBe(404);
    const list = await json<MeasurementPage>(await other.get('/api/v1/measurements'));
    expect(list.items.map((i) => i.id)).not.toContain(m.id);
    expect((await json<Measurement>(await owner.get(`/api/v1/measurements/${m.id}`))).name).toBe('Silva residence');
  });

  it('lets a crew measure the jobs they are on, and nothing else; never delete', async () => {
    const crew = await t.addMember(owner.companyId, 'field_team');
    const job = await json<Job>(await owner.post('/api/v1/jobs', { title: 'Crew job', crewIds: [crew.userId] }));
    const elsewhere = await json<Job>(await owner.post('/api/v1/jobs', { title: 'Not theirs' }));
    const notTheirs = await newMeasurement(owner, { jobId: elsewhere.id });

    const oak = await newProduct(owner, { name: 'Crew oak', coveragePerBox: '20', cost: '50' });
    const mine = await newMeasurement(crew, { jobId: job.id, rooms: [square({ productId: oak.id })] });
    // A crew sees the quantities, not what the company pays.
    const { items } = await json<TakeoffLines>(await crew.get(`/api/v1/measurements/${mine.id}/estimate-lines`));
    expect(items).toEqual([expect.objectContaining({ quantity: '6', unitPrice: '96.0000', unitCost: null })]);
    expect((await put(crew, mine.id, { name: 'Crew job — rooms', rooms: [square(), lRoom()] })).status).toBe(200);
    expect(await errorsOf(await crew.post('/api/v1/measurements', { name: 'Loose' }))).toEqual({
      jobId: 'Choose one of your jobs',
    });
    expect(await errorsOf(await crew.post('/api/v1/measurements', { name: 'Other', jobId: elsewhere.id }))).toEqual({
      jobId: 'Job not found',
    });

    const listed = await json<MeasurementPage>(await crew.get('/api/v1/measurements'));
    expect(listed.items.map((i) => i.id)).toEqual([mine.id]);
    expect((await crew.get(`/api/v1/measurements/${notTheirs.id}`)).status).toBe(404);
    expect((await put(crew, notTheirs.id, { name: 'Mine', rooms: [] })).status).toBe(404);
    expect((await del(crew, mine.id)).status).toBe(403);
  });

  it('shows clients and partners nothing, and lets them write nothing', async () => {
    const job = await json<Job>(await owner.post('/api/v1/jobs', { title: 'Client job' }));
    const m = await newMeasurement(owner, { jobId: job.id, rooms: [square()] });
    for (const role of ['client', 'partner'] as const) {
      const member = await t.addMember(owner.companyId, role);
      const list = await member.get('/api/v1/measurements');
      expect(list.status, role).toBe(200);
      expect((await json<MeasurementPage>(list)).items, role).toEqual([]);
      expect((await member.get(`/api/v1/measurements/${m.id}`)).status, role).toBe(404);
      expect((await member.get(`/api/v1/measurements/${m.id}/estimate-lines`)).status, role).toBe(404);
      expect((await member.post('/api/v1/measurements', { name: 'Mine' })).status, role).toBe(403);
      expect((await put(member, m.id, { name: 'Mine', rooms: [] })).status, role).toBe(403);
      expect((await del(member, m.id)).status, role).toBe(403);
    }
  });

  it('lets a service provider measure and delete', async () => {
    const provider = await t.addMember(owner.companyId, 'service_provider');
    const m = await newMeasurement(provider, { rooms: [square()] });
    expect((await owner.get(`/api/v1/measurements/${m.id}`)).status).toBe(200);
    expect((await del(provider, m.id)).status).toBe(204);
  });
});
