import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CatalogImportResult,
  CatalogProduct,
  CatalogProductPage,
  Supplier,
  SupplierPage,
} from '../../../shared/catalog-responses.ts';
import { CATALOG_MESSAGES } from '../../../shared/catalog.ts';
import { json, startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';

let t: TestApp;
let owner: TestClient & { companyId: string };
let other: TestClient & { companyId: string };

let counter = 0;
async function newProduct(who: TestClient, fields: Record<string, unknown> = {}): Promise<CatalogProduct> {
  const res = await who.post('/api/v1/catalog/products', {
    name: `Product ${++counter}`,
    category: 'laminate',
    unit: 'sq_ft',
    price: '2.79',
    ...fields,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return json<CatalogProduct>(res);
}
async function newSupplier(who: TestClient, fields: Record<string, unknown> = {}): Promise<Supplier> {
  const res = await who.post('/api/v1/catalog/suppliers', { name: `Supplier ${++counter}`, ...fields });
  expect(res.status, await res.clone().text()).toBe(201);
  return json<Supplier>(res);
}
const list = async (who: TestClient, query = '') =>
  json<CatalogProductPage>(await who.get(`/api/v1/catalog/products${query}`));
const patch = (who: TestClient, path: string, body: unknown) => who.request('PATCH', path, { body });
const errorsOf = async (res: Response) => (await json<{ errors: Record<string, string> }>(res)).errors;
const importCsv = (who: TestClient, csv: string) => who.post('/api/v1/catalog/products/import', { csv });

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.newCompany('Oak Catalog Floors');
  other = await t.newCompany('Birch Catalog Floors');
});
afterAll(() => t.close());

describe('products', () => {
  it('keeps decimals exact and names the supplier', async () => {
    const supplier = await newSupplier(owner, { name: 'Floor Supply Co.' });
    const product = await newProduct(owner, {
      name: 'White Oak 5"',
      category: 'hardwood',
      sku: 'WO-5',
      supplierId: supplier.id,
      coveragePerBox: '22.5',
      price: '6.4999',
      cost: '4.1',
      defaultWastePercent: '10',
      laborRatePerSqFt: '3.25',
    });
    expect(product).toMatchObject({
      sku: 'WO-5',
      supplierId: supplier.id,
      supplierName: 'Floor Supply Co.',
      coveragePerBox: '22.50',
      pieceLength: null,
      price: '6.4999',
      cost: '4.1000',
      defaultWastePercent: '10.00',
      laborRatePerSqFt: '3.2500',
      archivedAt: null,
    });
    const read = await json<CatalogProduct>(await owner.get(`/api/v1/catalog/products/${product.id}`));
    expect(read).toEqual(product);
    // Cost defaults to 0 when not given.
    expect((await newProduct(owner)).cost).toBe('0.0000');
  });

  it('refuses bad input with per-field messages and writes nothing', async () => {
    const before = (await list(owner, '?status=all')).total;
    const res = await owner.post('/api/v1/catalog/products', {
      name: ' ',
      category: 'marble',
      unit: 'pallet',
      price: '1.23456',
      cost: 3,
      coveragePerBox: '0',
      pieceLength: '-8',
      defaultWastePercent: '100.01',
      laborRatePerSqFt: '1e3',
      supplierId: 'nope',
    });
    expect(res.status).toBe(400);
    expect(await errorsOf(res)).toEqual({
      name: 'This field is required',
      category: 'Choose a category',
      unit: 'Choose a unit',
      price: 'Enter an amount like 12.50 (up to 4 decimals)',
      cost: 'Enter an amount like 12.50 (up to 4 decimals)',
      coveragePerBox: 'Enter a number like 22.5 (up to 2 decimals)',
      pieceLength: 'Enter a number like 22.5 (up to 2 decimals)',
      defaultWastePercent: 'Waste must be 100% or less',
      laborRatePerSqFt: 'Enter an amount like 12.50 (up to 4 decimals)',
      supplierId: 'Choose a supplier of your company',
    });
    // Missing required fields, and an amount too big for numeric(12,4).
    const missing = await owner.post('/api/v1/catalog/products', { price: '123456789' });
    expect(await errorsOf(missing)).toEqual({
      name: 'This field is required',
      category: 'Choose a category',
      unit: 'Choose a unit',
      price: 'Enter an amount like 12.50 (up to 4 decimals)',
    });
    expect((await list(owner, '?status=all')).total).toBe(before);
  });

  it("refuses another company's supplier and an active product's SKU", async () => {
    const theirs = await newSupplier(other);
    const res = await owner.post('/api/v1/catalog/products', {
      name: 'X',
      category: 'tile',
      unit: 'box',
      price: '1',
      supplierId: theirs.id,
    });
    expect(await errorsOf(res)).toEqual({ supplierId: 'Choose a supplier of your company' });

    const first = await newProduct(owner, { sku: 'DUP-1' });
    const dup = await owner.post('/api/v1/catalog/products', {
      name: 'Y',
      category: 'tile',
      unit: 'box',
      price: '1',
      sku: 'DUP-1',
    });
    expect(dup.status).toBe(400);
    expect(await errorsOf(dup)).toEqual({ sku: 'Another active product already has this SKU' });
    const second = await newProduct(owner, { sku: 'DUP-2' });
    expect(await errorsOf(await patch(owner, `/api/v1/catalog/products/${second.id}`, { sku: 'DUP-1' }))).toEqual({
      sku: 'Another active product already has this SKU',
    });
    // Another company may use the same SKU; an archived product frees it, and cannot come back while it is taken.
    await newProduct(other, { sku: 'DUP-1' });
    expect((await owner.post(`/api/v1/catalog/products/${first.id}/archive`, {})).status).toBe(200);
    const reuse = await newProduct(owner, { sku: 'DUP-1' });
    const back = await owner.post(`/api/v1/catalog/products/${first.id}/unarchive`, {});
    expect(back.status).toBe(409);
    expect((await json<{ message: string }>(back)).message).toBe('Another active product already has this SKU');
    expect((await owner.post(`/api/v1/catalog/products/${reuse.id}/archive`, {})).status).toBe(200);
    expect((await owner.post(`/api/v1/catalog/products/${first.id}/unarchive`, {})).status).toBe(200);
  });

  it('updates only the fields given; blank clears an optional one', async () => {
    const p = await newProduct(owner, { sku: 'UPD-1', coveragePerBox: '20', cost: '1.5' });
    const res = await patch(owner, `/api/v1/catalog/products/${p.id}`, {
      price: '3.10',
      coveragePerBox: '',
      // A blank cost (the form's, for a member who left it empty) leaves it as it is.
      cost: '',
    });
    expect(res.status).toBe(200);
    expect(await json<CatalogProduct>(res)).toMatchObject({
      sku: 'UPD-1',
      price: '3.1000',
      coveragePerBox: null,
      cost: '1.5000',
    });
  });

  it('takes roll widths, tile sizes and grout joints as typed, in eighths (a joint in 32nds), and refuses the rest', async () => {
    const tile = await newProduct(owner, {
      category: 'tile',
      unit: 'piece',
      tileLength: '24"',
      tileWidth: '300 mm',
      groutJoint: '3/16"',
      tilesPerBox: '6',
    });
    // 300 mm = 11.81" = 94.49 eighths → 94 (11 3/4"); 3/16" = 6/32.
    expect(tile).toMatchObject({
      unit: 'piece',
      tileLength: 192,
      tileWidth: 94,
      groutJoint: 6,
      tilesPerBox: 6,
      rollWidth: null,
    });
    const carpet = await newProduct(owner, { category: 'carpet', unit: 'sq_yd', rollWidth: '4 m' });
    expect(carpet).toMatchObject({ unit: 'sq_yd', rollWidth: 1260 });
    const cleared = await patch(owner, `/api/v1/catalog/products/${tile.id}`, { groutJoint: '', rollWidth: 1152 });
    expect(await json<CatalogProduct>(cleared)).toMatchObject({ groutJoint: null, rollWidth: 1152 });

    const bad = await owner.post('/api/v1/catalog/products', {
      name: 'Bad sizes',
      category: 'tile',
      unit: 'roll',
      price: '1',
      rollWidth: '6"',
      tileLength: "11'",
      tileWidth: 'wide',
      groutJoint: '2"',
      tilesPerBox: '2.5',
    });
    expect(bad.status).toBe(400);
    expect(await errorsOf(bad)).toEqual({
      rollWidth: CATALOG_MESSAGES.invalidRollWidth,
      tileLength: CATALOG_MESSAGES.invalidTileSize,
      tileWidth: CATALOG_MESSAGES.invalidTileSize,
      groutJoint: CATALOG_MESSAGES.invalidGroutJoint,
      tilesPerBox: CATALOG_MESSAGES.invalidTilesPerBox,
    });
  });

  it('archives instead of deleting: hidden from the list, shown with status archived or all', async () => {
    const p = await newProduct(owner, { name: 'Archive me' });
    const archived = await json<CatalogProduct>(await owner.post(`/api/v1/catalog/products/${p.id}/archive`, {}));
    expect(archived.archivedAt).not.toBeNull();
    expect((await list(owner, '?q=Archive%20me')).items).toEqual([]);
    expect((await list(owner, '?q=Archive%20me&status=archived')).items.map((i) => i.id)).toEqual([p.id]);
    expect((await list(owner, '?q=Archive%20me&status=all')).items.map((i) => i.id)).toEqual([p.id]);
    // Archiving twice keeps the first instant.
    const again = await json<CatalogProduct>(await owner.post(`/api/v1/catalog/products/${p.id}/archive`, {}));
    expect(again.archivedAt).toBe(archived.archivedAt);
    const restored = await json<CatalogProduct>(await owner.post(`/api/v1/catalog/products/${p.id}/unarchive`, {}));
    expect(restored.archivedAt).toBeNull();
    expect((await owner.request('DELETE', `/api/v1/catalog/products/${p.id}`)).status).toBe(404);
  });
});

describe('the list', () => {
  let supplierId: string;
  beforeAll(async () => {
    const s = await newSupplier(owner, { name: 'Tile Depot' });
    supplierId = s.id;
    for (const [name, category, sku] of [
      ['zeta Porcelain Tile', 'tile', 'LST-3'],
      ['Alpha Porcelain Tile', 'tile', 'LST-1'],
      ['beta Porcelain Tile', 'tile', 'LST-2'],
      ['Porcelain Grout', 'adhesive_supplies', 'LST-GR'],
    ] as const) {
      await newProduct(owner, { name, category, sku, supplierId });
    }
  });

  it('searches by name or SKU, filters by category and supplier, sorts by name whatever the case', async () => {
    const byName = await list(owner, '?q=porcelain%20tile');
    expect(byName.items.map((p) => p.name)).toEqual([
      'Alpha Porcelain Tile',
      'beta Porcelain Tile',
      'zeta Porcelain Tile',
    ]);
    expect(byName.total).toBe(3);
    expect((await list(owner, '?q=lst-gr')).items.map((p) => p.name)).toEqual(['Porcelain Grout']);
    expect((await list(owner, `?supplierId=${supplierId}&category=adhesive_supplies`)).items.map((p) => p.sku)).toEqual(
      ['LST-GR'],
    );
    expect((await list(owner, '?q=%25')).items).toEqual([]);
    expect((await owner.get('/api/v1/catalog/products?category=marble')).status).toBe(400);
    expect((await owner.get('/api/v1/catalog/products?supplierId=nope')).status).toBe(400);
  });

  it('pages with a cursor, total on the first page only', async () => {
    const seen: string[] = [];
    let page = await list(owner, `?supplierId=${supplierId}&limit=3`);
    expect(page.total).toBe(4);
    seen.push(...page.items.map((p) => p.sku!));
    expect(page.nextCursor).not.toBeNull();
    page = await list(owner, `?supplierId=${supplierId}&limit=3&cursor=${page.nextCursor}`);
    expect(page.total).toBeNull();
    expect(page.nextCursor).toBeNull();
    seen.push(...page.items.map((p) => p.sku!));
    expect(seen).toEqual(['LST-1', 'LST-2', 'LST-GR', 'LST-3']);
    const newest = await list(owner, `?supplierId=${supplierId}&sort=newest&limit=2`);
    expect(newest.items.map((p) => p.sku)).toEqual(['LST-GR', 'LST-2']);
    expect((await owner.get('/api/v1/catalog/products?cursor=forged')).status).toBe(400);
  });

  it("never shows another company's products", async () => {
    expect((await list(other, '?q=porcelain')).items).toEqual([]);
  });
});

describe('suppliers', () => {
  it('creates, validates, updates, lists by name and archives', async () => {
    const bad = await owner.post('/api/v1/catalog/suppliers', { name: '', email: 'nope', phone: 'abc' });
    expect(bad.status).toBe(400);
    expect(await errorsOf(bad)).toEqual({
      name: 'This field is required',
      email: 'Please enter a valid email',
      phone: 'Please enter a valid phone number',
    });
    const s = await newSupplier(owner, {
      name: 'aardvark Wholesale',
      contactName: 'Dana Reed',
      email: 'Orders@Aardvark.example',
      phone: '+1 555 0142',
      accountNumber: 'AW-1',
    });
    expect(s).toMatchObject({ email: 'orders@aardvark.example', accountNumber: 'AW-1', archivedAt: null });
    const updated = await json<Supplier>(await patch(owner, `/api/v1/catalog/suppliers/${s.id}`, { contactName: '' }));
    expect(updated).toMatchObject({ contactName: null, name: 'aardvark Wholesale' });
    const page = await json<SupplierPage>(await owner.get('/api/v1/catalog/suppliers?limit=1'));
    expect(page.items.map((i) => i.name)).toEqual(['aardvark Wholesale']);
    expect(page.nextCursor).not.toBeNull();
    await owner.post(`/api/v1/catalog/suppliers/${s.id}/archive`, {});
    const active = await json<SupplierPage>(await owner.get('/api/v1/catalog/suppliers?q=aardvark'));
    expect(active.items).toEqual([]);
    const archived = await json<SupplierPage>(await owner.get('/api/v1/catalog/suppliers?q=aardvark&status=archived'));
    expect(archived.items.map((i) => i.id)).toEqual([s.id]);
  });
});

describe('permissions', () => {
  it('owner, admin and business owner edit and see cost; the field team only reads, without cost', async () => {
    const p = await newProduct(owner, { cost: '1.25' });
    for (const role of ['admin', 'service_provider'] as const) {
      const member = await t.addMember(owner.companyId, role);
      const mine = await newProduct(member, { cost: '2' });
      expect(mine.cost).toBe('2.0000');
      expect((await json<CatalogProduct>(await member.get(`/api/v1/catalog/products/${p.id}`))).cost).toBe('1.2500');
      expect((await patch(member, `/api/v1/catalog/products/${p.id}`, { price: '3' })).status).toBe(200);
    }
    const crew = await t.addMember(owner.companyId, 'field_team');
    const read = await json<CatalogProduct>(await crew.get(`/api/v1/catalog/products/${p.id}`));
    expect(read.cost).toBeNull();
    expect(read.price).toBe('3.0000');
    const page = await list(crew);
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((i) => i.cost === null)).toBe(true);
    expect((await crew.get('/api/v1/catalog/suppliers')).status).toBe(200);
    const csv = await (await crew.get(`/api/v1/catalog/products/export?q=${encodeURIComponent(p.name)}`)).text();
    expect(csv.split('\r\n')[1]).toMatch(/,3\.0000,,/);
    expect(
      (await crew.post('/api/v1/catalog/products', { name: 'X', category: 'tile', unit: 'box', price: '1' })).status,
    ).toBe(403);
    expect((await patch(crew, `/api/v1/catalog/products/${p.id}`, { price: '0' })).status).toBe(403);
    expect((await crew.post(`/api/v1/catalog/products/${p.id}/archive`, {})).status).toBe(403);
    expect((await crew.post('/api/v1/catalog/suppliers', { name: 'X' })).status).toBe(403);
    expect((await importCsv(crew, 'name,category,unit,price\r\nX,tile,box,1\r\n')).status).toBe(403);
  });

  it.each(['client', 'partner'] as const)('a %s gets no catalog at all', async (role) => {
    const p = await newProduct(owner);
    const member = await t.addMember(owner.companyId, role);
    for (const path of [
      '/api/v1/catalog/products',
      `/api/v1/catalog/products/${p.id}`,
      '/api/v1/catalog/products/export',
      '/api/v1/catalog/suppliers',
    ]) {
      expect((await member.get(path)).status, path).toBe(403);
    }
    expect(
      (await member.post('/api/v1/catalog/products', { name: 'X', category: 'tile', unit: 'box', price: '1' })).status,
    ).toBe(403);
  });

  it("answers 404 for another company's ids, and changes nothing", async () => {
    const p = await newProduct(owner, { price: '5' });
    const s = await newSupplier(owner);
    for (const path of [`/api/v1/catalog/products/${p.id}`, `/api/v1/catalog/suppliers/${s.id}`]) {
      expect((await other.get(path)).status, path).toBe(404);
      expect((await patch(other, path, { name: 'Stolen' })).status, path).toBe(404);
      expect((await other.post(`${path}/archive`, {})).status, path).toBe(404);
    }
    expect((await json<CatalogProduct>(await owner.get(`/api/v1/catalog/products/${p.id}`))).name).toBe(p.name);
    expect((await json<Supplier>(await owner.get(`/api/v1/catalog/suppliers/${s.id}`))).archivedAt).toBeNull();
  });
});

describe('CSV', () => {
  it('exports what the import reads back: a round trip changes nothing, and edits update by SKU', async () => {
    const company = await t.newCompany('Csv Floors');
    const supplier = await newSupplier(company, { name: 'Round Trip Supply' });
    await newProduct(company, {
      name: '=Formula, "quoted" name',
      sku: 'RT-1',
      category: 'vinyl_lvp',
      unit: 'box',
      supplierId: supplier.id,
      coveragePerBox: '23.64',
      price: '89.99',
      cost: '61.5',
      defaultWastePercent: '7.5',
      // Sizes as typed: eighths of an inch, the joint in thirty-seconds (1/16" = 2).
      tileLength: '12"',
      tileWidth: '600 mm',
      groutJoint: '1/16"',
      tilesPerBox: '8',
    });
    const carpet = await newProduct(company, {
      name: 'Saxony',
      sku: 'RT-9',
      category: 'carpet',
      unit: 'linear_yd',
      rollWidth: `13' 2"`,
      price: '30',
    });
    await company.post(`/api/v1/catalog/products/${carpet.id}/archive`, {});
    const trim = await newProduct(company, {
      name: 'Oak T-molding',
      sku: 'RT-2',
      category: 'trim_transition',
      unit: 'each',
      pieceLength: '7.83',
      price: '24',
    });
    await company.post(`/api/v1/catalog/products/${trim.id}/archive`, {});

    const exported = await (await company.get('/api/v1/catalog/products/export?status=all')).text();
    const lines = exported
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'sku,name,category,unit,supplier,coveragePerBox,pieceLength,rollWidth,tileLength,tileWidth,groutJoint,tilesPerBox,price,cost,defaultWastePercent,laborRatePerSqFt,archived',
    );
    // 600 mm = 23.62" → 23 5/8"; the sizes are written as people write them, and read back.
    expect(lines.slice(1)).toEqual([
      `RT-1,"'=Formula, ""quoted"" name",vinyl_lvp,box,Round Trip Supply,23.64,,,1',"1' 11 5/8""","1/16""",8,89.9900,61.5000,7.50,,no`,
      'RT-2,Oak T-molding,trim_transition,each,,,7.83,,,,,,24.0000,0.0000,,,yes',
      `RT-9,Saxony,carpet,linear_yd,,,,"13' 2""",,,,,30.0000,0.0000,,,yes`,
    ]);
    const before = await list(company, '?status=all');

    const same = await json<CatalogImportResult>(await importCsv(company, exported));
    expect(same).toEqual({ created: 0, updated: 3, errors: [] });
    const after = await list(company, '?status=all');
    expect(after.items.map(({ updatedAt: _u, ...p }) => p)).toEqual(before.items.map(({ updatedAt: _u, ...p }) => p));

    // A spreadsheet's edit: a new price, a product back from the archive, a new one, in other words.
    const edited = [
      'SKU;Name;Category;Unit;Price;Archived',
      'RT-1;Vinyl Plank;Vinyl/LVP;Box;92.50;no',
      'RT-2;Oak T-molding;Trim/Transition;each;24;no',
      'RT-3;"Carpet, 12 ft";carpet;Linear yd;31.75;',
    ].join('\n');
    const result = await json<CatalogImportResult>(await importCsv(company, edited));
    expect(result).toEqual({ created: 1, updated: 2, errors: [] });
    const now = await list(company);
    expect(now.items.map((p) => [p.sku, p.name, p.price, p.cost, p.supplierName])).toEqual([
      ['RT-3', 'Carpet, 12 ft', '31.7500', '0.0000', null],
      ['RT-2', 'Oak T-molding', '24.0000', '0.0000', null],
      ['RT-1', 'Vinyl Plank', '92.5000', '61.5000', 'Round Trip Supply'],
    ]);
  });

  it('protects every name a spreadsheet could run, a sign before a digit too, and reads it back as typed', async () => {
    const company = await t.newCompany('Formula Csv Floors');
    const names = ["-2+3+cmd|' /C notepad'!A0", "'=already quoted", '@SUM(A1)'];
    for (const [i, name] of names.entries()) {
      await newProduct(company, { name, sku: `FX-${i}`, price: '3.49', cost: '0.5' });
    }

    const exported = await (await company.get('/api/v1/catalog/products/export?sort=name')).text();

    const rows = exported
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
      .slice(1);
    expect(rows.sort()).toEqual([
      `FX-0,'-2+3+cmd|' /C notepad'!A0,laminate,sq_ft,,,,,,,,,3.4900,0.5000,,,no`,
      `FX-1,''=already quoted,laminate,sq_ft,,,,,,,,,3.4900,0.5000,,,no`,
      `FX-2,'@SUM(A1),laminate,sq_ft,,,,,,,,,3.4900,0.5000,,,no`,
    ]);
    expect(await json<CatalogImportResult>(await importCsv(company, exported))).toEqual({
      created: 0,
      updated: 3,
      errors: [],
    });
    expect((await list(company)).items.map((p) => p.name).sort()).toEqual([...names].sort());
  });

  it('reports every bad row by line and imports nothing', async () => {
    const company = await t.newCompany('Bad Csv Floors');
    await newProduct(company, { sku: 'KEEP', price: '1' });
    const csv = [
      'sku,name,category,unit,price,supplier,archived',
      'KEEP,Kept,tile,box,9.99,,',
      'NEW-1,Good row,tile,box,1.00,,',
      '',
      'NEW-2,,granite,sq_ft,1.23456,Nobody Supplies,maybe',
      'NEW-1,Twice,tile,box,2,,',
      '"NEW-3","Line',
      'break",tile,box,abc,,',
    ].join('\r\n');
    const res = await importCsv(company, csv);
    expect(res.status).toBe(200);
    const result = await json<CatalogImportResult>(res);
    expect(result.created + result.updated).toBe(0);
    expect(result.errors).toEqual([
      { line: 5, field: 'supplier', message: 'No supplier with this name' },
      { line: 5, field: 'archived', message: 'Write yes or no' },
      { line: 5, field: 'name', message: 'This field is required' },
      { line: 5, field: 'category', message: 'Choose a category' },
      { line: 5, field: 'price', message: 'Enter an amount like 12.50 (up to 4 decimals)' },
      { line: 6, field: 'sku', message: 'This SKU appears twice in the file' },
      { line: 7, field: 'price', message: 'Enter an amount like 12.50 (up to 4 decimals)' },
    ]);
    const products = await list(company, '?status=all');
    expect(products.items.map((p) => [p.sku, p.price])).toEqual([['KEEP', '1.0000']]);
  });

  it('refuses a file without rows, with too many, or without a required column', async () => {
    const problem = async (csv: string) => errorsOf(await importCsv(owner, csv));
    expect(await problem('name,category,unit,price\r\n')).toEqual({ csv: 'The file has no rows' });
    expect(await problem('name,category,unit\r\nX,tile,box\r\n')).toEqual({ csv: 'The file has no price column' });
    const many = ['name,category,unit,price', ...Array.from({ length: 2001 }, (_, i) => `P${i},tile,box,1`)].join('\n');
    expect(await problem(many)).toEqual({ csv: 'Import at most 2,000 rows at a time' });
  });
});

describe('what a crew reads (issue #37)', () => {
  it("shows a crew whom materials come from, never the supplier's contact or the company's account", async () => {
    const contact = { contactName: 'Dana Reed', email: 'dana@supply.example', phone: '+1 555 0100' };
    const s = await newSupplier(owner, { name: 'Account Supply Co', ...contact, accountNumber: 'FS-20931' });
    const p = await newProduct(owner, { supplierId: s.id });
    const crew = await t.addMember(owner.companyId, 'field_team');
    const listed = async (who: TestClient) =>
      (await json<SupplierPage>(await who.get('/api/v1/catalog/suppliers?q=Account%20Supply'))).items;
    const one = async (who: TestClient) => json<Supplier>(await who.get(`/api/v1/catalog/suppliers/${s.id}`));

    const full = { name: 'Account Supply Co', ...contact, accountNumber: 'FS-20931' };
    expect(await listed(owner)).toEqual([expect.objectContaining(full)]);
    expect(await one(owner)).toMatchObject(full);

    const hidden = { name: 'Account Supply Co', contactName: null, email: null, phone: null, accountNumber: null };
    expect(await listed(crew)).toEqual([expect.objectContaining(hidden)]);
    expect(await one(crew)).toMatchObject(hidden);
    const read = await json<CatalogProduct>(await crew.get(`/api/v1/catalog/products/${p.id}`));
    expect(read.supplierName).toBe('Account Supply Co');
  });
});
