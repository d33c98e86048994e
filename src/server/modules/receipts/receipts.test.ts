import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayInZone } from '../../../shared/days.ts';
import type { Receipt, ReceiptPage } from '../../../shared/receipt-responses.ts';
import { RECEIPT_LIMITS, RECEIPT_MESSAGES } from '../../../shared/receipts.ts';
import type { Problem } from '../../../shared/responses.ts';
import { json, startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';

// Receipts (issue #18, ADR 0035): money spent on the spot with its photo or PDF, kept privately under
// the company's prefix and served only to readers of financials; only an admin deletes one.
const ZONE = 'Pacific/Kiritimati';
const companyDay = () => dayInZone(new Date(), ZONE);

let t: TestApp;
let owner: TestClient & { companyId: string };
let admin: TestClient;
let today: string;

const body = async <T>(res: Response, status: number): Promise<T> => {
  expect(res.status, await res.clone().text()).toBe(status);
  return json<T>(res);
};
const errorsOf = async (res: Response) => (await json<Problem>(res)).errors ?? {};

const FIELDS = {
  vendorName: 'Shell',
  amountCents: '6450',
  category: 'fuel',
  paymentMethod: 'card',
};

function formOf(fields: Record<string, string>, file?: File): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  if (file) form.set('file', file);
  return form;
}
const fileOf = (bytes: Uint8Array, name: string, type: string) =>
  new File([bytes as Uint8Array<ArrayBuffer>], name, { type });

const post = (who: TestClient, fields: Record<string, string>, file?: File) =>
  who.request('POST', '/api/v1/receipts', { body: formOf({ receiptDate: today, ...fields }, file) });
const created = async (fields: Record<string, string> = {}, file?: File, who: TestClient = owner) =>
  body<Receipt>(await post(who, { ...FIELDS, ...fields }, file), 201);
const list = async (query = '', who: TestClient = owner) =>
  body<ReceiptPage>(await who.get(`/api/v1/receipts${query}`), 200);

/** The stored files under the company's prefix. */
const storedKeys = async (companyId = owner.companyId) =>
  (await t.storage.list(`receipts/${companyId}/`)).map((f) => f.key).sort();

const jpeg = (width = 1200, height = 2000) =>
  sharp({ create: { width, height, channels: 3, background: '#f4f1ea' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Phone' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 42/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '74/1 0/1 0/1' },
    })
    .toBuffer();
const PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

async function newJob(who: TestClient, title: string): Promise<string> {
  return (await body<{ id: string }>(await who.post('/api/v1/jobs', { title }), 201)).id;
}

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.newCompany('Receipts Floors');
  expect((await owner.request('PATCH', '/api/v1/company', { body: { timeZone: ZONE } })).status).toBe(200);
  admin = await t.addMember(owner.companyId, 'admin');
  today = companyDay();
});
afterAll(() => t.close());

describe('fields', () => {
  it('checks each field with its own message and creates nothing', async () => {
    const other = await t.newCompany('Other Receipts');
    const theirJob = await newJob(other, 'Theirs');
    const cases: [Record<string, string>, string, string][] = [
      [{ vendorName: '  ' }, 'vendorName', 'This field is required'],
      [
        { vendorName: 'x'.repeat(RECEIPT_LIMITS.vendor + 1) },
        'vendorName',
        `Maximum ${RECEIPT_LIMITS.vendor} characters allowed`,
      ],
      [{ amountCents: '0' }, 'amountCents', RECEIPT_MESSAGES.amount],
      [{ amountCents: '12.50' }, 'amountCents', RECEIPT_MESSAGES.amount],
      [{ amountCents: 'ten' }, 'amountCents', RECEIPT_MESSAGES.amount],
      [{ amountCents: '' }, 'amountCents', 'This field is required'],
      [{ amountCents: String(RECEIPT_LIMITS.amountCents + 1) }, 'amountCents', RECEIPT_MESSAGES.amountTooLarge],
      [{ category: 'yachts' }, 'category', RECEIPT_MESSAGES.category],
      [{ paymentMethod: 'barter' }, 'paymentMethod', RECEIPT_MESSAGES.paymentMethod],
      [{ receiptDate: addDays(today, 2) }, 'receiptDate', RECEIPT_MESSAGES.inFuture],
      [{ receiptDate: '2026-02-30' }, 'receiptDate', ''],
      [{ jobId: theirJob }, 'jobId', RECEIPT_MESSAGES.jobNotFound],
      [{ jobId: 'not-a-job' }, 'jobId', RECEIPT_MESSAGES.jobNotFound],
      [{ description: 'd'.repeat(RECEIPT_LIMITS.description + 1) }, 'description', ''],
      [{ notes: 'n'.repeat(RECEIPT_LIMITS.notes + 1) }, 'notes', ''],
    ];
    for (const [change, field, message] of cases) {
      const res = await post(owner, { ...FIELDS, ...change });
      expect(res.status, JSON.stringify(change).slice(0, 80)).toBe(400);
      const errors = await errorsOf(res);
      expect(Object.keys(errors), JSON.stringify(change).slice(0, 80)).toEqual([field]);
      if (message) expect(errors[field]).toBe(message);
    }
    // A missing field is required, whichever it is.
    const { paymentMethod: _, ...withoutMethod } = FIELDS;
    const missing = await post(owner, withoutMethod);
    expect(await errorsOf(missing)).toEqual({ paymentMethod: 'This field is required' });
    // The company's tomorrow is allowed (a phone a time zone ahead).
    const tomorrow = await created({ receiptDate: addDays(today, 1) });
    expect(tomorrow.receiptDate).toBe(addDays(today, 1));
    expect((await list()).sums).toEqual({ count: 1, totalCents: 6450 });
    expect(await storedKeys()).toEqual([]);
    expect((await admin.request('DELETE', `/api/v1/receipts/${tomorrow.id}`)).status).toBe(204);
  });

  it('is edited in place, on a job of the company, and keeps its file', async () => {
    const job = await newJob(owner, 'Elm St – oak');
    const receipt = await created({ description: 'Diesel' }, fileOf(await jpeg(), 'fuel.jpg', 'image/jpeg'));
    const edit = {
      vendorName: 'Home Depot',
      description: 'Sanding discs',
      amountCents: 4299,
      receiptDate: addDays(today, -3),
      category: 'materials',
      paymentMethod: 'cash',
      jobId: job,
      notes: 'Paid by Ana',
    };
    const saved = await body<Receipt>(
      await owner.request('PUT', `/api/v1/receipts/${receipt.id}`, { body: edit }),
      200,
    );
    expect(saved).toMatchObject({ ...edit, jobTitle: 'Elm St – oak', hasFile: true, fileUrl: receipt.fileUrl });
    expect(await body<Receipt>(await owner.get(`/api/v1/receipts/${receipt.id}`), 200)).toEqual(saved);

    const other = await t.newCompany('Other Edits');
    const bad = await owner.request('PUT', `/api/v1/receipts/${receipt.id}`, {
      body: { ...edit, jobId: await newJob(other, 'Not ours'), amountCents: -5 },
    });
    expect(bad.status).toBe(400);
    expect(await errorsOf(bad)).toEqual({ amountCents: RECEIPT_MESSAGES.amount });
    const wrongJob = await owner.request('PUT', `/api/v1/receipts/${receipt.id}`, {
      body: { ...edit, jobId: await newJob(other, 'Not ours either') },
    });
    expect(await errorsOf(wrongJob)).toEqual({ jobId: RECEIPT_MESSAGES.jobNotFound });
    expect((await body<Receipt>(await owner.get(`/api/v1/receipts/${receipt.id}`), 200)).jobId).toBe(job);

    // A job deleted keeps its receipts in the books, without a job.
    expect((await owner.request('DELETE', `/api/v1/jobs/${job}`)).status).toBe(204);
    expect(await body<Receipt>(await owner.get(`/api/v1/receipts/${receipt.id}`), 200)).toMatchObject({
      jobId: null,
      jobTitle: null,
      amountCents: 4299,
    });
    expect((await admin.request('DELETE', `/api/v1/receipts/${receipt.id}`)).status).toBe(204);
  });
});

describe('the file', () => {
  it('takes a photo: upright WebP without its metadata, a thumbnail, both served privately', async () => {
    const photo = await jpeg(1200, 2000);
    const receipt = await created({}, fileOf(photo, 'IMG_2041.JPG', 'image/jpeg'));
    expect(receipt).toMatchObject({
      hasFile: true,
      fileName: 'IMG_2041.webp',
      mimeType: 'image/webp',
      fileUrl: expect.stringMatching(new RegExp(`^/api/v1/receipts/${receipt.id}/file\\?v=\\d{13}$`)),
      thumbnailUrl: expect.stringMatching(new RegExp(`^/api/v1/receipts/${receipt.id}/thumbnail\\?v=\\d{13}$`)),
    });
    const keys = await storedKeys();
    expect(keys).toHaveLength(2);
    for (const key of keys)
      expect(key).toMatch(new RegExp(`^receipts/${owner.companyId}/\\d{13}-[\\w-]{24}\\.(thumb\\.)?webp$`));

    const thumb = await owner.get(receipt.thumbnailUrl!);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    expect(thumb.headers.get('cache-control')).toBe('private, max-age=3600');
    expect(await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 240,
      height: 400,
    });
    const file = await owner.get(receipt.fileUrl!);
    expect(file.status).toBe(200);
    expect(file.headers.get('cache-control')).toBe('private, max-age=3600');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 960, height: 1600 });
    expect(meta.exif).toBeUndefined();
    expect((await admin.request('DELETE', `/api/v1/receipts/${receipt.id}`)).status).toBe(204);
  });

  it('takes a PDF as it came, with no thumbnail, and an iPhone HEIC', async () => {
    const pdf = await created({}, fileOf(PDF, 'invoice 17.pdf', 'application/pdf'));
    expect(pdf).toMatchObject({ mimeType: 'application/pdf', fileName: 'invoice 17.pdf', thumbnailUrl: null });
    const served = await owner.get(pdf.fileUrl!);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PDF);
    expect((await owner.get(`/api/v1/receipts/${pdf.id}/thumbnail`)).status).toBe(404);

    const heic = readFileSync(new URL('../photos/fixtures/red-blue-120x80.heic', import.meta.url));
    const fromPhone = await created({}, fileOf(heic, 'IMG_0001.HEIC', 'image/heic'));
    expect(fromPhone.mimeType).toBe('image/webp');
    const image = await owner.get(fromPhone.fileUrl!);
    expect(await sharp(Buffer.from(await image.arrayBuffer())).metadata()).toMatchObject({ width: 120, height: 80 });
    for (const id of [pdf.id, fromPhone.id])
      expect((await admin.request('DELETE', `/api/v1/receipts/${id}`)).status).toBe(204);
  });

  it('reads the type from the bytes, refuses other files and files over the limit, and stores nothing', async () => {
    const text = new TextEncoder().encode('Shell, $64.50, 11/20\n');
    const cases: [File, number, string][] = [
      [fileOf(text, 'receipt.jpg', 'image/jpeg'), 400, RECEIPT_MESSAGES.badType],
      [
        fileOf(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'r.png', 'image/png'),
        400,
        RECEIPT_MESSAGES.badType,
      ],
      [fileOf(new Uint8Array(0), 'empty.jpg', 'image/jpeg'), 400, RECEIPT_MESSAGES.missingFile],
    ];
    for (const [file, status, message] of cases) {
      const res = await post(owner, FIELDS, file);
      expect(res.status, file.name).toBe(status);
      expect(await errorsOf(res)).toEqual({ file: message });
    }
    // A JPEG's first bytes and then nothing a decoder can read: the photos' 415.
    const broken = new Uint8Array(4096);
    broken.set([0xff, 0xd8, 0xff, 0xe0]);
    expect((await post(owner, FIELDS, fileOf(broken, 'broken.jpg', 'image/jpeg'))).status).toBe(415);
    const big = new Uint8Array(RECEIPT_LIMITS.fileBytes + 1);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const tooLarge = await post(owner, FIELDS, fileOf(big, 'huge.jpg', 'image/jpeg'));
    expect(tooLarge.status).toBe(413);
    expect((await json<Problem>(tooLarge)).message).toBe(RECEIPT_MESSAGES.tooLarge);
    // A wrong field refuses the receipt before its photo is stored.
    const wrongField = await post(
      owner,
      { ...FIELDS, category: 'yachts' },
      fileOf(await jpeg(), 'r.jpg', 'image/jpeg'),
    );
    expect(wrongField.status).toBe(400);
    expect((await list()).sums.count).toBe(0);
    expect(await storedKeys()).toEqual([]);
  });

  it('adds and replaces the photo, deleting the files it replaces', async () => {
    const receipt = await created();
    expect(receipt).toMatchObject({ hasFile: false, fileUrl: null, thumbnailUrl: null, fileName: null });
    expect((await owner.get(`/api/v1/receipts/${receipt.id}/file`)).status).toBe(404);
    const put = (file: File) => owner.request('PUT', `/api/v1/receipts/${receipt.id}/file`, { body: formOf({}, file) });
    const first = await body<Receipt>(await put(fileOf(await jpeg(), 'first.jpg', 'image/jpeg')), 200);
    expect(first).toMatchObject({ hasFile: true, fileName: 'first.webp', vendorName: 'Shell', amountCents: 6450 });
    const firstKeys = await storedKeys();
    expect(firstKeys).toHaveLength(2);

    const refused = await put(fileOf(new TextEncoder().encode('not a photo'), 'x.jpg', 'image/jpeg'));
    expect(refused.status).toBe(400);
    expect(await storedKeys()).toEqual(firstKeys);
    const none = await owner.request('PUT', `/api/v1/receipts/${receipt.id}/file`, { body: formOf({ note: 'x' }) });
    expect(none.status).toBe(400);
    expect(Object.keys(await errorsOf(none))).toEqual(['file']);

    const second = await body<Receipt>(await put(fileOf(PDF, 'scan.pdf', 'application/pdf')), 200);
    expect(second).toMatchObject({ fileName: 'scan.pdf', mimeType: 'application/pdf', thumbnailUrl: null });
    expect(second.fileUrl).not.toBe(first.fileUrl);
    const secondKeys = await storedKeys();
    expect(secondKeys).toHaveLength(1);
    expect(secondKeys[0]).toMatch(/\.pdf$/);
    for (const key of firstKeys) expect(await t.storage.get(key)).toBeNull();
    expect((await admin.request('DELETE', `/api/v1/receipts/${receipt.id}`)).status).toBe(204);
  });
});

describe('who may do what', () => {
  it('serves receipts and their files only to readers of financials, in their own company', async () => {
    const receipt = await created({}, fileOf(await jpeg(), 'r.jpg', 'image/jpeg'));
    const crew = await t.addMember(owner.companyId, 'field_team');
    const client = await t.addMember(owner.companyId, 'client');
    const partner = await t.addMember(owner.companyId, 'partner');
    for (const who of [crew, client, partner]) {
      for (const path of [
        '/api/v1/receipts',
        `/api/v1/receipts/${receipt.id}`,
        receipt.fileUrl!,
        receipt.thumbnailUrl!,
      ]) {
        expect((await who.get(path)).status, path).toBe(403);
      }
      expect((await post(who, FIELDS)).status).toBe(403);
      expect((await who.request('DELETE', `/api/v1/receipts/${receipt.id}`)).status).toBe(403);
    }

    const other = await t.newCompany('Nosy Floors');
    const otherAdmin = await t.addMember(other.companyId, 'admin');
    for (const path of [`/api/v1/receipts/${receipt.id}`, receipt.fileUrl!, receipt.thumbnailUrl!]) {
      expect((await other.get(path)).status, path).toBe(404);
    }
    expect(
      (
        await other.request('PUT', `/api/v1/receipts/${receipt.id}`, {
          body: { ...FIELDS, amountCents: 1, receiptDate: today },
        })
      ).status,
    ).toBe(404);
    const replace = await other.request('PUT', `/api/v1/receipts/${receipt.id}/file`, {
      body: formOf({}, fileOf(PDF, 'x.pdf', 'application/pdf')),
    });
    expect(replace.status).toBe(404);
    expect((await otherAdmin.request('DELETE', `/api/v1/receipts/${receipt.id}`)).status).toBe(404);
    expect((await list('', other)).sums).toEqual({ count: 0, totalCents: 0 });
    expect(await storedKeys(other.companyId)).toEqual([]);
    expect((await body<Receipt>(await owner.get(`/api/v1/receipts/${receipt.id}`), 200)).amountCents).toBe(6450);

    // Spec section 6: the owner may not delete financials; an admin may, and its files go with it.
    const keys = await storedKeys();
    expect(keys).toHaveLength(2);
    const byOwner = await owner.request('DELETE', `/api/v1/receipts/${receipt.id}`);
    expect(byOwner.status).toBe(403);
    expect((await owner.get(receipt.fileUrl!)).status).toBe(200);
    expect((await admin.request('DELETE', `/api/v1/receipts/${receipt.id}`)).status).toBe(204);
    expect((await owner.get(`/api/v1/receipts/${receipt.id}`)).status).toBe(404);
    expect((await owner.get(receipt.fileUrl!)).status).toBe(404);
    for (const key of keys) expect(await t.storage.get(key)).toBeNull();
    expect((await admin.request('DELETE', `/api/v1/receipts/${receipt.id}`)).status).toBe(404);
  });
});

describe('the list', () => {
  it('filters, pages newest receipt date first, and sums every match in SQL', async () => {
    const elm = await newJob(owner, 'Elm St');
    const oak = await newJob(owner, 'Oak Ave');
    const made: Receipt[] = [];
    const specs: [number, number, string, string, string, string | null][] = [
      // days ago, cents, category, vendor, description, job
      [0, 1000, 'fuel', 'Shell', 'Van fuel', null],
      [1, 2500, 'materials', 'Home Depot', 'Sanding discs', elm],
      [1, 3300, 'materials', 'Floor & Decor', 'Oak trim', oak],
      [5, 12000, 'equipment', 'Sunbelt Rentals', 'Drum sander rental', elm],
      [9, 700, 'fuel', 'Chevron', 'Generator fuel', elm],
      [40, 4500, 'office', 'Staples', 'Printer paper', null],
    ];
    for (const [ago, cents, category, vendor, description, job] of specs) {
      made.push(
        await created({
          receiptDate: addDays(today, -ago),
          amountCents: String(cents),
          category,
          vendorName: vendor,
          description,
          ...(job && { jobId: job }),
        }),
      );
    }
    const all = await list();
    expect(all.sums).toEqual({ count: 6, totalCents: 24000 });
    expect(all.items.map((r) => r.receiptDate)).toEqual([...all.items.map((r) => r.receiptDate)].sort().reverse());
    expect(all.items.find((r) => r.vendorName === 'Home Depot')?.jobTitle).toBe('Elm St');

    // Pages of two: every receipt once, in the same order, the sums the same on every page.
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: ReceiptPage = await list(`?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.items.length).toBeLessThanOrEqual(2);
      expect(page.sums).toEqual(all.sums);
      seen.push(...page.items.map((r) => r.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.items.map((r) => r.id));

    const check = async (query: string, vendors: string[], totalCents: number) => {
      const page = await list(query);
      expect(page.items.map((r) => r.vendorName).sort(), query).toEqual([...vendors].sort());
      expect(page.sums, query).toEqual({ count: vendors.length, totalCents });
    };
    await check(`?jobId=${elm}`, ['Home Depot', 'Sunbelt Rentals', 'Chevron'], 15200);
    await check('?category=fuel', ['Shell', 'Chevron'], 1700);
    await check(
      `?from=${addDays(today, -5)}&to=${addDays(today, -1)}`,
      ['Home Depot', 'Floor & Decor', 'Sunbelt Rentals'],
      17800,
    );
    await check(
      `?from=${addDays(today, -9)}`,
      ['Shell', 'Home Depot', 'Floor & Decor', 'Sunbelt Rentals', 'Chevron'],
      19500,
    );
    await check('?q=FUEL', ['Shell', 'Chevron'], 1700);
    await check('?q=depot', ['Home Depot'], 2500);
    await check(`?q=sander&jobId=${elm}&category=equipment`, ['Sunbelt Rentals'], 12000);
    await check(`?jobId=${oak}&category=fuel`, [], 0);
    await check('?q=100%25', [], 0);

    const backwards = await owner.get(`/api/v1/receipts?from=${today}&to=${addDays(today, -1)}`);
    expect(backwards.status).toBe(400);
    expect(await errorsOf(backwards)).toEqual({ to: RECEIPT_MESSAGES.toBeforeFrom });
    for (const bad of ['?cursor=bm90LWEtY3Vyc29y', '?category=yachts', '?jobId=x', '?from=2026-13-01', '?limit=0']) {
      expect((await owner.get(`/api/v1/receipts${bad}`)).status, bad).toBe(400);
    }
    for (const r of made) expect((await admin.request('DELETE', `/api/v1/receipts/${r.id}`)).status).toBe(204);
  });
});
