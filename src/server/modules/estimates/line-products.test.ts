// Issue #38: a line's product link and its coverage stay consistent (a line copied into another option
// and retyped as another product prints no coverage of the old one), and documents print unit prices
// with 2 decimals unless a per-area or per-length price needs more.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogProduct } from '../../../shared/catalog-responses.ts';
import type { Estimate } from '../../../shared/estimate-responses.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { json, startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';

let t: TestApp;
let owner: TestClient & { companyId: string };

async function product(fields: Record<string, unknown>): Promise<CatalogProduct> {
  const res = await owner.post('/api/v1/catalog/products', { category: 'hardwood', ...fields });
  expect(res.status, await res.clone().text()).toBe(201);
  return json<CatalogProduct>(res);
}

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.newCompany('Coverage Floors');
});
afterAll(() => t.close());

describe('a line prints its own product’s coverage, never another’s', () => {
  it('the saved estimate and its PDF carry each line’s coverage, and none on a retyped copy', async () => {
    const oak = await product({ name: 'Oak Select', unit: 'box', coveragePerBox: '20', price: '90' });
    const maple = await product({ name: 'Maple Wide', unit: 'box', coveragePerBox: '23.4', price: '101.25' });
    const line = (fields: Record<string, unknown>) => ({
      kind: 'material',
      quantity: '28',
      unit: 'box',
      unitPrice: '90',
      ...fields,
    });
    const res = await owner.post('/api/v1/estimates', {
      title: 'Three options',
      options: [
        { name: 'Good', lines: [line({ productId: oak.id, description: 'Oak Select' })] },
        // "Add option" copied the line (and its link); the member retyped it as Maple by hand.
        { name: 'Better', lines: [line({ productId: oak.id, description: 'Maple 7 in', unitPrice: '101.25' })] },
        // Swapped through "From catalog": 560 sq ft → ⌈560 ÷ 23.4⌉ = 24 boxes of Maple.
        { name: 'Best', lines: [line({ productId: maple.id, description: 'Maple Wide', quantity: '24' })] },
      ],
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const estimate = await json<Estimate>(res);
    expect(estimate.options.map((o) => o.lines[0]!.coveredSqFt)).toEqual(['560.00', null, '561.60']);

    // The same line in another unit than its product's is not its boxes either.
    const put = await owner.request('PUT', `/api/v1/estimates/${estimate.id}`, {
      body: {
        title: 'Three options',
        options: [
          { name: 'Good', lines: [line({ productId: oak.id, description: 'Oak Select', unit: 'sq_ft' })] },
          { name: 'Best', lines: [line({ productId: maple.id, description: 'Maple Wide', quantity: '24' })] },
        ],
      },
    });
    expect(put.status, await put.clone().text()).toBe(200);
    expect((await json<Estimate>(put)).options.map((o) => o.lines[0]!.coveredSqFt)).toEqual([null, '561.60']);

    await owner.request('PUT', `/api/v1/estimates/${estimate.id}`, {
      body: {
        title: 'Three options',
        options: [
          { name: 'Good', lines: [line({ productId: oak.id, description: 'Oak Select' })] },
          { name: 'Better', lines: [line({ productId: oak.id, description: 'Maple 7 in', unitPrice: '101.25' })] },
        ],
      },
    });
    const pdf = await owner.get(`/api/v1/estimates/${estimate.id}/pdf`);
    expect(pdf.status).toBe(200);
    const text = pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toContain('560 sq ft'); // Oak's 28 boxes
    expect(text.match(/sq ft/g)?.length).toBe(1); // and no coverage under the retyped Maple line
  });
});

describe('unit prices on documents', () => {
  it('print 2 decimals, and more only for a per-area or per-length price that needs them', async () => {
    const res = await owner.post('/api/v1/estimates', {
      title: 'Prices',
      options: [
        {
          name: 'Estimate',
          lines: [
            { kind: 'material', description: 'Boxed plank', quantity: '2', unit: 'box', unitPrice: '45.125' },
            { kind: 'labor', description: 'Install', quantity: '100', unit: 'sq_ft', unitPrice: '0.125' },
            { kind: 'material', description: 'Carpet', quantity: '11', unit: 'linear_yd', unitPrice: '30' },
          ],
        },
      ],
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const estimate = await json<Estimate>(res);
    // The PDF is in the caller's language.
    const read = async (language: string) => {
      expect((await owner.request('PATCH', '/api/v1/me', { body: { language } })).status).toBe(200);
      const pdf = await owner.get(`/api/v1/estimates/${estimate.id}/pdf`);
      expect(pdf.status).toBe(200);
      return pdfText(Buffer.from(await pdf.arrayBuffer())).replace(/\s+/g, ' ');
    };
    const en = await read('en');
    expect(en).toContain('$45.13'); // per box: cents
    expect(en).not.toContain('$45.125');
    expect(en).toContain('$0.125'); // per sq ft: the third decimal counts
    expect(en).toContain('$30.00'); // per linear yd, nothing past cents
    expect(en).toContain('$90.25'); // the amount is still 2 × 45.125 exactly
    const pt = await read('pt');
    expect(pt).toContain('US$ 45,13');
    expect(pt).toContain('US$ 0,125');
  });
});
