import { randomBytes } from 'node:crypto';
import { and, eq, gte, ilike, lte, or, sql } from 'drizzle-orm';
import { addDays } from '../../../shared/days.ts';
import type { ReceiptFilters, SaveReceiptInput } from '../../../shared/receipt-inputs.ts';
import type { Receipt, ReceiptPage } from '../../../shared/receipt-responses.ts';
import { RECEIPT_LIMITS, RECEIPT_MESSAGES, receiptFileUrl, type ReceiptFileSize } from '../../../shared/receipts.ts';
import { containing } from '../../db/like.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { receipts } from '../../db/schema/receipts.ts';
import type { TenantDb, Tx } from '../../db/tenant.ts';
import { AppError, invalidInput, notFound } from '../../platform/errors.ts';
import { cursorPart, keyset } from '../../platform/pagination.ts';
import { processPhoto, sniffPhotoType } from '../photos/images.ts';
import { jobTitle, jobTitles } from '../jobs/present.ts';
import { companyToday, visibleJobs } from '../jobs/scope.ts';

// Receipts (issue #18, ADR 0035): money already spent on the spot, with its photo or PDF, stored
// privately under the company's prefix and served only through the API to readers of financials.

type ReceiptRow = typeof receipts.$inferSelect;

/** The stored file's time of upload (its key's first part): a new file, a new address. */
const versionOf = (key: string) => key.split('/').pop()!.split('-')[0];

function present(row: ReceiptRow, jobTitle: string | null): Receipt {
  const hasFile = row.filePath !== null;
  const version = row.filePath ? versionOf(row.filePath) : undefined;
  return {
    id: row.id,
    vendorName: row.vendorName,
    description: row.description,
    amountCents: row.amountCents,
    receiptDate: row.receiptDate,
    category: row.category,
    paymentMethod: row.paymentMethod,
    jobId: row.jobId,
    jobTitle,
    notes: row.notes,
    hasFile,
    fileName: row.fileName,
    fileSize: row.fileSize,
    mimeType: row.mimeType,
    fileUrl: hasFile ? receiptFileUrl(row.id, 'file', version) : null,
    thumbnailUrl: row.thumbnailPath ? receiptFileUrl(row.id, 'thumbnail', version) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function presented(tx: Tx, t: TenantDb, rows: ReceiptRow[]): Promise<Receipt[]> {
  const titles = await jobTitles(
    tx,
    t,
    rows.map((r) => r.jobId),
  );
  return rows.map((row) => present(row, row.jobId ? (titles.get(row.jobId) ?? null) : null));
}

const presentedOne = async (tx: Tx, t: TenantDb, row: ReceiptRow) => (await presented(tx, t, [row]))[0]!;

async function findReceipt(tx: Tx, t: TenantDb, id: string, forUpdate = false): Promise<ReceiptRow> {
  const query = tx
    .select()
    .from(receipts)
    .where(and(eq(receipts.companyId, t.ctx.companyId), eq(receipts.id, id)));
  const [row] = await (forUpdate ? query.for('update') : query);
  if (!row) throw notFound(RECEIPT_MESSAGES.notFound);
  return row;
}

export const getReceipt = (t: TenantDb, id: string): Promise<Receipt> =>
  t.run(async (tx) => presentedOne(tx, t, await findReceipt(tx, t, id)));

/** 404 for an id that is not one of the company's receipts: the file upload's first step, before its body is read. */
export async function checkReceiptExists(t: TenantDb, id: string): Promise<void> {
  await t.run((tx) => findReceipt(tx, t, id));
}

/** The job must be one of the company's (a field error otherwise); the day no later than the company's tomorrow. */
async function checkFields(tx: Tx, t: TenantDb, input: SaveReceiptInput): Promise<void> {
  const errors: Record<string, string> = {};
  if (input.jobId) {
    const [job] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(visibleJobs(t), eq(jobs.id, input.jobId)));
    if (!job) errors.jobId = RECEIPT_MESSAGES.jobNotFound;
  }
  // A day of slack: a phone in another time zone may already be on the company's tomorrow.
  if (input.receiptDate > addDays(await companyToday(tx, t), 1)) errors.receiptDate = RECEIPT_MESSAGES.inFuture;
  if (Object.keys(errors).length) throw invalidInput(errors);
}

const fieldsOf = (input: SaveReceiptInput) => ({
  vendorName: input.vendorName,
  description: input.description ?? null,
  amountCents: input.amountCents,
  receiptDate: input.receiptDate,
  category: input.category,
  paymentMethod: input.paymentMethod,
  jobId: input.jobId ?? null,
  notes: input.notes ?? null,
});

// ------------------------------------------------------------------------------------------------
// The file

/** What is stored for an upload: the file, its thumbnail (photos only), and what the row says of them. */
interface StoredUpload {
  filePath: string;
  thumbnailPath: string | null;
  fileName: string;
  fileSize: number;
  mimeType: string;
}

const isPdf = (bytes: Uint8Array) => bytes.length >= 5 && String.fromCharCode(...bytes.subarray(0, 5)) === '%PDF-';

/** The file name as shown: no folders, no control characters, at most 255 characters, its extension the stored type's. */
function displayName(name: string, extension: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .replace(/\.[^.]*$/, '')
    .slice(0, 240);
  return `${base || 'receipt'}.${extension}`;
}

/** `receipts/<companyId>/<epochMs>-<random>`: under the company's prefix, never guessable, never served publicly. */
const newKeyStem = (companyId: string) =>
  `receipts/${companyId}/${String(Date.now()).padStart(13, '0')}-${randomBytes(18).toString('base64url')}`;

/**
 * An uploaded receipt, checked by its bytes (never its name or declared type) and stored: a photo
 * (JPEG, PNG, WebP, HEIC) turned upright, without its metadata (no GPS), as WebP of at most 1600 px
 * with a 400 px thumbnail, through the project photos' image processing; a PDF as it came.
 */
async function storeUpload(t: TenantDb, file: File): Promise<StoredUpload> {
  if (file.size > RECEIPT_LIMITS.fileBytes) throw new AppError('PAYLOAD_TOO_LARGE', RECEIPT_MESSAGES.tooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.byteLength === 0) throw invalidInput({ file: RECEIPT_MESSAGES.missingFile });
  const { storage } = t.services;
  const stem = newKeyStem(t.ctx.companyId);
  const photo = sniffPhotoType(bytes);
  if (photo) {
    const images = await processPhoto(bytes, photo);
    const stored = { filePath: `${stem}.webp`, thumbnailPath: `${stem}.thumb.webp` };
    await Promise.all([
      storage.put(stored.filePath, images.display, 'image/webp'),
      storage.put(stored.thumbnailPath, images.thumbnail, 'image/webp'),
    ]);
    return {
      ...stored,
      fileName: displayName(file.name, 'webp'),
      fileSize: images.display.byteLength,
      mimeType: 'image/webp',
    };
  }
  if (isPdf(bytes)) {
    const filePath = `${stem}.pdf`;
    await storage.put(filePath, bytes, 'application/pdf');
    return {
      filePath,
      thumbnailPath: null,
      fileName: displayName(file.name, 'pdf'),
      fileSize: bytes.byteLength,
      mimeType: 'application/pdf',
    };
  }
  throw invalidInput({ file: RECEIPT_MESSAGES.badType });
}

const keysOf = (row: Pick<ReceiptRow, 'filePath' | 'thumbnailPath'>) =>
  [row.filePath, row.thumbnailPath].filter((key): key is string => key !== null);

/** Deletes stored files; one left behind is logged, never the caller's error. */
async function deleteFiles(t: TenantDb, keys: string[]): Promise<void> {
  const { storage, log } = t.services;
  await Promise.all(
    keys.map((key) => storage.delete(key).catch((err: unknown) => log.error({ err, key }, 'receipt file not deleted'))),
  );
}

/** Runs `work` with the upload stored; if it fails, the stored files go. */
async function withUpload<T>(t: TenantDb, upload: StoredUpload | null, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (upload) await deleteFiles(t, keysOf(upload));
    throw err;
  }
}

// ------------------------------------------------------------------------------------------------
// Writes

/** A new receipt, with its photo or PDF when one is sent. */
export async function createReceipt(t: TenantDb, input: SaveReceiptInput, file: File | null): Promise<Receipt> {
  // The fields first, so that a wrong job or day costs no image processing.
  await t.run((tx) => checkFields(tx, t, input));
  const upload = file ? await storeUpload(t, file) : null;
  return withUpload(t, upload, () =>
    t.run(async (tx) => {
      await checkFields(tx, t, input);
      const [row] = await tx
        .insert(receipts)
        .values({ companyId: t.ctx.companyId, ...fieldsOf(input), ...(upload ?? {}), createdBy: t.ctx.userId })
        .returning();
      return presentedOne(tx, t, row!);
    }),
  );
}

/** A receipt's fields, changed in place (its file stays). */
export function saveReceipt(t: TenantDb, id: string, input: SaveReceiptInput): Promise<Receipt> {
  return t.run(async (tx) => {
    await findReceipt(tx, t, id, true);
    await checkFields(tx, t, input);
    const [row] = await tx
      .update(receipts)
      .set({ ...fieldsOf(input), updatedAt: new Date() })
      .where(and(eq(receipts.companyId, t.ctx.companyId), eq(receipts.id, id)))
      .returning();
    return presentedOne(tx, t, row!);
  });
}

/** Adds or replaces a receipt's photo or PDF; the files it replaces are deleted once the row says so. */
export async function setReceiptFile(t: TenantDb, id: string, file: File): Promise<Receipt> {
  const upload = await storeUpload(t, file);
  const { receipt, previous } = await withUpload(t, upload, () =>
    t.run(async (tx) => {
      const before = await findReceipt(tx, t, id, true);
      const [row] = await tx
        .update(receipts)
        .set({ ...upload, updatedAt: new Date() })
        .where(and(eq(receipts.companyId, t.ctx.companyId), eq(receipts.id, id)))
        .returning();
      return { receipt: await presentedOne(tx, t, row!), previous: keysOf(before) };
    }),
  );
  await deleteFiles(t, previous);
  return receipt;
}

/** Deletes a receipt, then its stored files. */
export async function deleteReceipt(t: TenantDb, id: string): Promise<void> {
  const row = await t.run(async (tx) => {
    const [deleted] = await tx
      .delete(receipts)
      .where(and(eq(receipts.companyId, t.ctx.companyId), eq(receipts.id, id)))
      .returning();
    if (!deleted) throw notFound(RECEIPT_MESSAGES.notFound);
    return deleted;
  });
  await deleteFiles(t, keysOf(row));
}

// ------------------------------------------------------------------------------------------------
// Reads

/** A receipt's stored file or its thumbnail (a PDF has none: 404). */
export async function readReceiptFile(
  t: TenantDb,
  id: string,
  size: ReceiptFileSize,
): Promise<{ data: Uint8Array; contentType: string; fileName: string }> {
  const row = await t.run((tx) => findReceipt(tx, t, id));
  const key = size === 'file' ? row.filePath : row.thumbnailPath;
  const file = key ? await t.services.storage.get(key) : null;
  if (!key || !file) throw notFound(RECEIPT_MESSAGES.noFile);
  const fileName = row.fileName ?? 'receipt';
  return {
    data: file.data,
    contentType: size === 'file' ? (row.mimeType ?? file.contentType) : 'image/webp',
    fileName: size === 'file' ? fileName : `${fileName.replace(/\.[^.]*$/, '')}-thumbnail.webp`,
  };
}

/** Newest receipt date first (then id), as the index reads them. */
const byDate = keyset(
  'date',
  { key: sql`${receipts.receiptDate}`, type: 'date', dir: 'desc', check: cursorPart.day },
  receipts.id,
);

/**
 * A page of receipts, with the count and sum of every receipt the filter matches. One statement (ADR
 * 0011): the sums' one row, the page's ids joined to it and the receipts to them, so that a page past
 * the last row still answers the sums.
 */
export function listReceipts(
  t: TenantDb,
  q: ReceiptFilters & { limit: number; cursor?: string | undefined },
): Promise<ReceiptPage> {
  if (q.from && q.to && q.to < q.from) throw invalidInput({ to: RECEIPT_MESSAGES.toBeforeFrom });
  const text = q.q?.trim();
  const filters = and(
    eq(receipts.companyId, t.ctx.companyId),
    text ? or(ilike(receipts.vendorName, containing(text)), ilike(receipts.description, containing(text))) : undefined,
    q.from ? gte(receipts.receiptDate, q.from) : undefined,
    q.to ? lte(receipts.receiptDate, q.to) : undefined,
    q.category ? eq(receipts.category, q.category) : undefined,
    q.jobId ? eq(receipts.jobId, q.jobId) : undefined,
  );
  const after = byDate.where(q.cursor);
  return t.run(async (tx) => {
    // Names no table has: Drizzle writes a subquery's field by its bare alias.
    const sums = tx
      .select({
        n: sql<number>`count(*)::int`.as('match_count'),
        total: sql<string | null>`sum(${receipts.amountCents})`.as('amount_sum'),
      })
      .from(receipts)
      .where(filters)
      .as('sums');
    const pageIds = tx
      .select({ id: sql<string>`${receipts.id}`.as('page_id') })
      .from(receipts)
      .where(and(filters, after))
      .orderBy(...byDate.by)
      .limit(q.limit + 1)
      .as('page');
    const rows = await tx
      .select({
        receipt: receipts,
        jobTitle: jobTitle(receipts.companyId, receipts.jobId),
        n: sums.n,
        total: sums.total,
      })
      .from(sums)
      .leftJoin(pageIds, sql`true`)
      .leftJoin(receipts, eq(receipts.id, pageIds.id))
      .orderBy(...byDate.by);
    const s = rows[0]!;
    const found = rows.flatMap((r) => (r.receipt ? [{ ...r, receipt: r.receipt }] : []));
    const page = byDate.page(found, q.limit, (r) => [r.receipt.receiptDate, r.receipt.id]);
    return {
      items: page.items.map((r) => present(r.receipt, r.jobTitle)),
      nextCursor: page.nextCursor,
      sums: { count: s.n, totalCents: Number(s.total ?? 0) },
    };
  });
}
