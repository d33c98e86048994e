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
      // Priced by the sq ft, sold by the box: 110 ÷ 22.5 = 4.89 → 5 boxes = 112.50 sq ft at $4.
      expect.objectContaining({
        kind: 'material',
        productId: lvp.id,
        description: 'LVP — 100.00 sq ft installed, 110.00 sq ft with 10 % waste: 5 boxes = 112.50 sq ft ordered',
        quantity: '112.50',
        unit: 'sq_ft',
        unitPrice: '4.0000',
        unitCost: '2.5000',
      }),
      // No coverage: by the sq ft with waste.
      expect.objectContaining({
        kind: 'material',
        productId: pad.id,
        quantity: '33.00',
        unit: 'sq_ft',
        unitPrice: '2.1000',
      }),
      // 49 LF × 1.1 = 53.9 ÷ 8 → 7 pieces = 56 LF at $1.50 (sold by the foot, in 8 ft pieces).
      expect.objectContaining({
        kind: 'material',
        productId: base.id,
        description: 'Shoe — 49.00 LF, 53.90 LF with waste: 7 pieces of 8.00 ft',
        quantity: '56.00',
        unit: 'linear_ft',
        unitPrice: '1.5000',
        unitCost: '0.7500',
      }),
    ]);

    const estimate = await owner.post('/api/v1/estimates', {
      title: 'From the takeoff',
      options: [{ name: 'Estimate', lines: items }],
    });
    expect(estimate.status, await estimate.clone().text()).toBe(201);
    // 8 × 96 + 144 × 3.25 + 112.50 × 4 + 33 × 2.10 + 56 × 1.50 = 768 + 468 + 450 + 69.30 + 84
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

describe('the takeoff in the products’ selling units (issue #38)', () => {
  const linesOf = async (id: string, language?: string) =>
    (
      await json<TakeoffLines>(
        await owner.get(`/api/v1/measurements/${id}/estimate-lines${language ? `?language=${language}` : ''}`),
      )
    ).items;
  const subtotal = async (items: TakeoffLines['items']) => {
    const res = await owner.post('/api/v1/estimates', {
      title: 'Takeoff',
      options: [{ name: 'Estimate', lines: items }],
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await json<Estimate>(res)).options[0]!.totals.subtotalCents;
  };

  it('prices a carpet bedroom and its stairs by the linear yard off the roll, with the pad by the sq yd', async () => {
    const saxony = await newProduct(owner, {
      name: 'Saxony',
      category: 'carpet',
      unit: 'linear_yd',
      rollWidth: "12'",
      price: '30',
      cost: '18',
      laborRatePerSqFt: '0.75',
    });
    const pad = await newProduct(owner, {
      name: 'Rebond pad',
      category: 'underlayment',
      unit: 'linear_yd',
      rollWidth: "6'",
      price: '5',
    });
    const m = await newMeasurement(owner, {
      rooms: [
        {
          name: 'Bedroom',
          shape: { kind: 'rectangles', main: { length: "16'", width: "14'" } },
          productId: saxony.id,
          padProductId: pad.id,
          carpet: { runAlong: 'length' },
          stairs: {
            count: 13,
            countedAs: 'treads',
            covering: 'carpet',
            width: '42"',
            stepMeasure: '18"',
          },
        },
      ],
    });
    // The catalog's 12 ft roll. Across 14' → 2 drops of 16' + 2 × 3" = 33 LF,
    // one 16' seam. Stairs: 14 risers, ⌊144" ÷ 42"⌋ = 3 across, ⌈14 ÷ 3⌉ = 5 rows × 18" = 7.5 LF.
    // 40.5 LF = 13.50 LY; (33 + 7.5) × 12 ÷ 9 = 54 sq yd. Not 246.40 sq ft × $30.
    expect(m.takeoff.rooms[0]).toMatchObject({
      installedSqFt: '224.00',
      withWasteSqFt: '396.00',
      wasteSource: 'roll',
      carpet: { drops: 2, seams: 1, seamLf: '16.00', linearFt: '33.00', linearYd: '11.00', sqYd: '44.00' },
      stairs: { treads: 13, risers: 14, noses: 0, carpet: { piecesAcross: 3, rows: 5, linearFt: '7.50' } },
    });
    expect(m.takeoff.products[0]).toMatchObject({
      carpet: { linearFt: '40.50', sqYd: '54.00' },
      order: { unit: 'linear_yd', quantity: '13.50', inSellingUnit: true },
    });
    const items = await linesOf(m.id);
    expect(items).toEqual([
      {
        kind: 'material',
        productId: saxony.id,
        description:
          `Saxony — 224.00 sq ft installed, on a 12' roll: 2 drops of 16' 6", 1 seam (16.00 LF); ` +
          'stairs: 14 steps in 5 rows = 7.50 LF — 40.50 LF = 13.50 linear yd = 54.00 sq yd',
        quantity: '13.50',
        unit: 'linear_yd',
        unitPrice: '30.0000',
        unitCost: '18.0000',
        optional: false,
        taxable: false,
      },
      expect.objectContaining({ kind: 'labor', quantity: '224.00', unit: 'sq_ft', unitPrice: '0.7500' }),
      // Pad off a 6' roll by the yard: 224 × 1.10 = 246.40 sq ft ÷ (6' × 3') = 13.69 yd.
      expect.objectContaining({
        productId: pad.id,
        description: 'Rebond pad — 224.00 sq ft, 246.40 sq ft with waste',
        quantity: '13.69',
        unit: 'linear_yd',
        unitPrice: '5.0000',
      }),
    ]);
    // 13.50 × 30 = 405 + 224 × 0.75 = 168 + 13.69 × 5 = 68.45.
    expect(await subtotal(items)).toBe(64145);

    // In the document's language.
    const pt = await linesOf(m.id, 'pt');
    expect(pt[0]!.description).toBe(
      `Saxony — 224,00 pés² instalados, em rolo de 12': 2 panos de 16' 6", 1 emenda (16,00 pés lineares); ` +
        'escada: 14 degraus em 5 fileiras = 7,50 pés lineares — 40,50 pés lineares = 13,50 jardas lineares = 54,00 jardas²',
    );
    expect((await owner.get(`/api/v1/measurements/${m.id}/estimate-lines?language=fr`)).status).toBe(400);
  });

  it('counts hard-surface stairs, transitions and underlayment as lines', async () => {
    const tread = await newProduct(owner, { name: 'Oak tread', category: 'hardwood', unit: 'each', price: '45' });
    const riser = await newProduct(owner, { name: 'Oak riser', category: 'hardwood', unit: 'each', price: '20' });
    const nose = await newProduct(owner, {
      name: 'Stair nose',
      category: 'trim_transition',
      unit: 'linear_ft',
      price: '6',
      pieceLength: '8',
    });
    const tee = await newProduct(owner, { name: 'T-molding', category: 'trim_transition', unit: 'each', price: '28' });
    const underlay = await newProduct(owner, {
      name: 'Foam',
      category: 'underlayment',
      unit: 'roll',
      price: '40',
      coveragePerBox: '100',
    });
    const m = await newMeasurement(owner, {
      rooms: [
        square({
          name: 'Hall',
          transitions: 2,
          transitionProductId: tee.id,
          padProductId: underlay.id,
          stairs: {
            count: 14,
            countedAs: 'risers',
            productId: tread.id,
            riserProductId: riser.id,
            noseProductId: nose.id,
            topLandingExposed: false,
          },
        }),
      ],
    });
    // 14 risers → 13 treads; no exposed landing edge: 13 noses; 36" noses, 2 from each 8' piece → 7 pieces = 56 LF.
    // 100 sq ft × 1.10 = 110 sq ft of foam in rolls of 100 sq ft → 2.
    expect(await linesOf(m.id)).toEqual([
      expect.objectContaining({ productId: underlay.id, quantity: '2', unit: 'roll', unitPrice: '40.0000' }),
      expect.objectContaining({
        productId: tee.id,
        description: 'T-molding — 2 transitions',
        quantity: '2',
        unit: 'each',
      }),
      expect.objectContaining({
        productId: tread.id,
        description: 'Oak tread — 13 stair treads',
        quantity: '13',
        unit: 'each',
      }),
      expect.objectContaining({
        productId: riser.id,
        description: 'Oak riser — 14 risers',
        quantity: '14',
        unit: 'each',
      }),
      expect.objectContaining({
        productId: nose.id,
        description: 'Stair nose — 13 stair noses: 7 pieces of 8.00 ft',
        quantity: '56.00',
        unit: 'linear_ft',
        unitPrice: '6.0000',
      }),
    ]);
  });

  it("takes any roll width from the catalog: 13' 2\" and 15' lay the bedroom differently", async () => {
    const bedroom = (productId: string) => ({
      name: 'Bedroom',
      shape: { kind: 'rectangles', main: { length: "16'", width: "14'" } },
      productId,
      carpet: { runAlong: 'length', allowance: '3"' },
    });
    const narrow = await newProduct(owner, {
      name: 'Berber 13',
      category: 'carpet',
      unit: 'sq_yd',
      rollWidth: `13' 2"`,
    });
    const wide = await newProduct(owner, { name: 'Berber 15', category: 'carpet', unit: 'sq_yd', rollWidth: "15'" });
    const m = await newMeasurement(owner, { rooms: [bedroom(narrow.id), bedroom(wide.id)] });
    // 13' 2" is short of 14': 2 drops of 16' 6" = 33 LF × 13.1667 ÷ 9 = 48.28 sq yd, one 16' seam.
    // 15': 1 drop = 16.5 × 15 ÷ 9 = 27.50 sq yd, no seam.
    expect(
      m.takeoff.products.map((p) => [p.carpet?.rollWidth, p.carpet?.drops, p.carpet?.seamLf, p.order.quantity]),
    ).toEqual([
      [1264, 2, '16.00', '48.28'],
      [1440, 1, '0.00', '27.50'],
    ]);
  });

  it('counts a tiled bathroom by the grout joint, with the nominal count beside it', async () => {
    const subway = await newProduct(owner, {
      name: 'Subway 3 × 6',
      category: 'tile',
      unit: 'box',
      price: '25',
      tileLength: '6"',
      tileWidth: '3"',
      groutJoint: '1/8"',
      tilesPerBox: '44',
    });
    const bySqFt = await newProduct(owner, {
      name: 'Subway by the foot',
      category: 'tile',
      unit: 'sq_ft',
      price: '4.5',
      tileLength: '6"',
      tileWidth: '3"',
      groutJoint: '1/8"',
      tilesPerBox: '44',
    });
    const bathroom = (productId: string) => ({
      name: 'Bathroom',
      shape: { kind: 'rectangles', main: { length: "9'", width: "7'" } },
      productId,
    });
    const m = await newMeasurement(owner, { rooms: [bathroom(subway.id)] });
    // 63 sq ft + 10 % = 69.30 sq ft = 9,979.2 sq in; each tile lays 3.125 × 6.125 = 19.14 sq in:
    // 521.4 → 522 tiles → ⌈522 ÷ 44⌉ = 12 boxes. By the face (18 sq in): 555 tiles, 13 boxes.
    expect(m.takeoff.products[0]).toMatchObject({
      tiles: { tiles: 522, tilesNominal: 555, boxes: 12, boxesNominal: 13, groutJoint: 4 },
      boxes: 12,
      orderedSqFt: '70.18',
      order: { unit: 'box', quantity: '12' },
    });
    expect(await linesOf(m.id)).toEqual([
      expect.objectContaining({
        description:
          'Subway 3 × 6 — 63.00 sq ft installed, 69.30 sq ft with 10 % waste: 522 tiles by the grout joint (555 by the face), 12 boxes of 44',
        quantity: '12',
        unit: 'box',
        unitPrice: '25.0000',
      }),
    ]);
    // Priced by the sq ft: 12 boxes × 44 × 18 sq in = 66.00 sq ft of tile.
    const feet = await newMeasurement(owner, { rooms: [bathroom(bySqFt.id)] });
    expect((await linesOf(feet.id))[0]).toMatchObject({ quantity: '66.00', unit: 'sq_ft', unitPrice: '4.5000' });
    expect((await linesOf(feet.id, 'pt'))[0]!.description).toBe(
      'Subway by the foot — 63,00 pés² instalados, 69,30 pés² com 10 % de perda: 522 peças pela junta (555 pela face), 12 caixas de 44',
    );
  });

  it('uses the catalog’s default waste when a room sets none, and says where the waste comes from', async () => {
    const lvp = await newProduct(owner, {
      name: 'Plank',
      category: 'vinyl_lvp',
      unit: 'box',
      coveragePerBox: '20',
      defaultWastePercent: '7',
    });
    const m = await newMeasurement(owner, {
      rooms: [square({ productId: lvp.id }), square({ name: 'Den', productId: lvp.id, waste: '12' })],
    });
    expect(m.takeoff.rooms.map((r) => [r.wastePercent, r.wasteSource])).toEqual([
      ['7.00', 'product'],
      ['12.00', 'room'],
    ]);
    // 107 + 112 = 219 ÷ 20 → 11 boxes.
    expect(m.takeoff.products[0]).toMatchObject({ boxes: 11, order: { unit: 'box', quantity: '11' } });
  });

  it('refuses a closet longer than its wall and takes one placed along it', async () => {
    const m = await newMeasurement(owner);
    const closet = (fields: Record<string, unknown>) => ({
      name: 'Shapes',
      rooms: [
        square({
          shape: {
            kind: 'rectangles',
            main: { length: "12'", width: "10'" },
            additions: [{ length: "14'", width: "4'", joinedAlong: 'length', ...fields }],
          },
        }),
      ],
    });
    const tooLong = await put(owner, m.id, closet({}));
    expect(tooLong.status).toBe(400);
    expect(await errorsOf(tooLong)).toEqual({ 'rooms.0.shape.additions.0': M.additionTooLong });
    // From 6' along the 12' wall: 6' of it touch the room. 44 + 36 − 2 × 6 = 68 ft around.
    const placed = await put(owner, m.id, closet({ wall: 'length', offset: "6'" }));
    expect(placed.status, await placed.clone().text()).toBe(200);
    expect((await json<Measurement>(placed)).takeoff.rooms[0]).toMatchObject({
      installedSqFt: '176.00',
      perimeterFt: '68.00',
    });
    const foreign = await newProduct(other, { name: 'Their pad', category: 'underlayment', unit: 'sq_ft' });
    const theirs = await put(owner, m.id, { name: 'Pad', rooms: [square({ padProductId: foreign.id })] });
    expect(await errorsOf(theirs)).toEqual({ 'rooms.0.padProductId': M.productInvalid });
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
