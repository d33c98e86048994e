// Issue #38: the OpenAPI document describes what the API accepts. Real requests the API takes (typed
// lengths, a product with typed sizes, an estimate save) are checked against the request schemas the
// document publishes, through zod's own JSON Schema reader; every pattern in it must match what it
// stands for (a RegExp's `i` flag once leaked into the document as a literal "/i" no id matched).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { CatalogProduct } from '../shared/catalog-responses.ts';
import type { Estimate } from '../shared/estimate-responses.ts';
import { json, startTestApp, type TestApp, type TestClient } from './test/harness.ts';

type Json = Record<string, unknown>;
interface Doc {
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: Json }> } }>>;
  components: { schemas: Record<string, Json> };
}

let t: TestApp;
let owner: TestClient & { companyId: string };
let doc: Doc;

/** A schema with its `$ref`s to the document's components written in place. */
function inline(schema: unknown, seen: ReadonlySet<string> = new Set()): unknown {
  if (Array.isArray(schema)) return schema.map((s) => inline(s, seen));
  if (!schema || typeof schema !== 'object') return schema;
  const ref = (schema as Json).$ref;
  if (typeof ref === 'string') {
    const name = ref.replace('#/components/schemas/', '');
    expect(doc.components.schemas[name], ref).toBeDefined();
    return seen.has(name) ? {} : inline(doc.components.schemas[name], new Set([...seen, name]));
  }
  return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, inline(v, seen)]));
}

/** The documented request body of an operation, as a validator. */
function documented(path: string, method: string): z.ZodType {
  const schema = doc.paths[path]?.[method]?.requestBody?.content['application/json']?.schema;
  expect(schema, `${method} ${path}`).toBeDefined();
  return z.fromJSONSchema(inline(schema) as Parameters<typeof z.fromJSONSchema>[0]);
}

/** `body` is what the document allows (the issues otherwise, to read in the failure). */
function expectDocumented(path: string, method: string, body: unknown) {
  const result = documented(path, method).safeParse(body);
  expect(result.success ? [] : result.error.issues).toEqual([]);
}

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.newCompany('Documented Floors');
  doc = await json<Doc>(await t.app.request('/api/v1/openapi.json'));
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it('has patterns that compile and match what they stand for', () => {
    const patterns = new Set<string>();
    const walk = (node: unknown) => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object') {
        for (const [key, value] of Object.entries(node)) {
          if (key === 'pattern' && typeof value === 'string' && (node as Json).type !== undefined) patterns.add(value);
          walk(value);
        }
      }
    };
    walk(doc);
    expect(patterns.size).toBeGreaterThan(0);
    for (const pattern of patterns) {
      expect(pattern, 'a RegExp flag written into the pattern').not.toMatch(/\/[dgimsuvy]*$/);
      expect(() => new RegExp(pattern, 'u'), pattern).not.toThrow();
    }
    const uuid = [...patterns].filter((p) => p.includes('{12}'));
    expect(uuid.length).toBeGreaterThan(0);
    const id = crypto.randomUUID();
    for (const p of uuid) {
      expect(new RegExp(p, 'u').test(id), p).toBe(true);
      expect(new RegExp(p, 'u').test(id.toUpperCase()), p).toBe(true);
      expect(new RegExp(p, 'u').test(`${id}x`), p).toBe(false);
    }
  });

  it('documents typed lengths and sizes, and takes the requests the API takes', async () => {
    // A product with typed sizes: a tile, and carpet on a 13' 2" roll.
    const tile = {
      name: 'Subway 3x6',
      category: 'tile',
      unit: 'box',
      price: '3.49',
      tileLength: '3"',
      tileWidth: '150 mm',
      groutJoint: '1/16"',
      tilesPerBox: '44',
    };
    const carpet = { name: 'Saxony', category: 'carpet', unit: 'linear_yd', price: '30', rollWidth: `13' 2"` };
    const products: CatalogProduct[] = [];
    for (const body of [tile, carpet]) {
      expectDocumented('/api/v1/catalog/products', 'post', body);
      const res = await owner.post('/api/v1/catalog/products', body);
      expect(res.status, await res.clone().text()).toBe(201);
      products.push(await json<CatalogProduct>(res));
    }
    expect(products.map((p) => [p.tileLength, p.rollWidth])).toEqual([
      [24, null],
      [null, 1264],
    ]);
    const [tileProduct, carpetProduct] = products;

    // A measurement with lengths typed every way the page sends them, and products by id.
    const measurement = {
      name: 'Upstairs',
      rooms: [
        {
          name: 'Bedroom',
          shape: {
            kind: 'rectangles',
            main: { length: `14'`, width: `16' 3 1/2"` },
            additions: [{ length: '4 m', width: 288, joinedAlong: 'length', wall: 'length', offset: `2'` }],
          },
          productId: carpetProduct!.id,
          waste: 12.5,
          openings: ['36"'],
          stairs: { count: 13, countedAs: 'treads', covering: 'carpet', width: '42"', stepMeasure: '' },
          carpet: { runAlong: 'length', allowance: '3"' },
        },
        {
          name: 'Bath',
          shape: { kind: 'polygon', sides: [9, 7, 9, 7].map((ft) => ({ length: `${ft}'`, turn: 'right' })) },
          productId: tileProduct!.id,
          waste: '10',
        },
      ],
    };
    expectDocumented('/api/v1/measurements', 'post', measurement);
    const created = await owner.post('/api/v1/measurements', measurement);
    expect(created.status, await created.clone().text()).toBe(201);

    // The estimate editor's save, its lines linked to the products.
    const res = await owner.post('/api/v1/estimates', { title: 'Upstairs' });
    expect(res.status).toBe(201);
    const estimate = await json<Estimate>(res);
    const save = {
      title: 'Upstairs',
      clientName: 'Ana Souza',
      clientEmail: '',
      validUntil: estimate.validUntil,
      discount: { kind: 'percent', percent: '5' },
      taxRate: '7.5',
      taxAppliesTo: 'materials',
      deposit: { kind: 'amount', cents: 10000 },
      options: [
        {
          name: 'Estimate',
          lines: [
            {
              kind: 'material',
              productId: carpetProduct!.id,
              description: 'Saxony',
              quantity: '13.5',
              unit: 'linear_yd',
              unitPrice: '30',
              unitCost: null,
              optional: false,
              taxable: false,
            },
            { kind: 'other', productId: '', description: 'Haul-away', quantity: '1', unit: '', unitPrice: '75' },
          ],
        },
      ],
    };
    expectDocumented('/api/v1/estimates/{id}', 'put', save);
    const saved = await owner.request('PUT', `/api/v1/estimates/${estimate.id}`, { body: save });
    expect(saved.status, await saved.clone().text()).toBe(200);
  });

  it('refuses what the API refuses', async () => {
    const room = (fields: Json) => ({
      name: 'M',
      rooms: [{ name: 'R', shape: { kind: 'rectangles', main: { length: 96, width: 96 } }, ...fields }],
    });
    for (const bad of [
      room({ productId: 'not-an-id' }),
      room({ shape: { kind: 'rectangles', main: { length: true, width: 96 } } }),
    ]) {
      expect(documented('/api/v1/measurements', 'post').safeParse(bad).success).toBe(false);
      expect((await owner.post('/api/v1/measurements', bad)).status).toBe(400);
    }
  });
});
