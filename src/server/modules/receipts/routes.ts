import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { receiptFiltersInput, receiptFormInput, saveReceiptInput } from '../../../shared/receipt-inputs.ts';
import { receiptPageSchema, receiptSchema } from '../../../shared/receipt-responses.ts';
import {
  RECEIPT_CATEGORIES,
  RECEIPT_FILE_SIZES,
  RECEIPT_LIMITS,
  RECEIPT_MESSAGES,
  RECEIPT_PAYMENT_METHODS,
} from '../../../shared/receipts.ts';
import { guarded, type AppEnv } from '../../platform/context.ts';
import { AppError, fieldErrors, invalidInput, validationProblem } from '../../platform/errors.ts';
import { idempotency } from '../../platform/idempotency.ts';
import { inputGuard } from '../../platform/input-guard.ts';
import { idParam, json, jsonBody, problemResponses } from '../../platform/openapi.ts';
import { pageQuery } from '../../platform/pagination.ts';
import {
  checkReceiptExists,
  createReceipt,
  deleteReceipt,
  getReceipt,
  listReceipts,
  readReceiptFile,
  saveReceipt,
  setReceiptFile,
} from './service.ts';

const exampleReceipt = {
  vendorName: 'Shell',
  description: 'Fuel for the van',
  amountCents: 6_450,
  receiptDate: '2026-11-20',
  category: 'fuel' as const,
  paymentMethod: 'card' as const,
  jobId: null,
  notes: null,
};

/** Form overhead allowed above the file's own limit, so that a 15 MB photo fits in its request. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const uploadLimit = bodyLimit({
  maxSize: RECEIPT_LIMITS.fileBytes + MULTIPART_OVERHEAD_BYTES,
  onError: () => {
    throw new AppError('PAYLOAD_TOO_LARGE', RECEIPT_MESSAGES.tooLarge);
  },
});

const fileField = z.instanceof(File, { message: RECEIPT_MESSAGES.missingFile }).openapi({
  type: 'string',
  format: 'binary',
  description: `A photo (JPEG, PNG, WebP, HEIC) or a PDF of at most ${RECEIPT_LIMITS.fileBytes / 1024 / 1024} MB; the type is read from the bytes`,
});

/** The form as it arrives (texts, and the file); receiptFormInput checks each field. */
const createForm = z.object({
  vendorName: z.string().openapi({ example: exampleReceipt.vendorName }),
  description: z.string().optional(),
  amountCents: z.string().openapi({ description: 'Whole cents', example: '6450' }),
  receiptDate: z.string().openapi({ example: exampleReceipt.receiptDate }),
  category: z.string().openapi({ description: RECEIPT_CATEGORIES.join(', '), example: 'fuel' }),
  paymentMethod: z.string().openapi({ description: RECEIPT_PAYMENT_METHODS.join(', '), example: 'card' }),
  jobId: z.string().optional(),
  notes: z.string().optional(),
  file: fileField.optional(),
});

/** A file part with no name and no bytes is a form's empty file input: no file. */
const chosen = (file: File | undefined) => (file && (file.size > 0 || file.name) ? file : null);

/** The file upload's first step: an id that is not one of the company's receipts is a 404 before the body is read. */
const existingReceipt = createMiddleware<AppEnv>(async (c, next) => {
  const param = idParam.safeParse(c.req.param());
  if (!param.success) return validationProblem(c, param.error);
  await checkReceiptExists(c.get('tenant'), param.data.id);
  return next();
});

const write = guarded('financials', 'write');

const FILE_SUMMARIES = {
  file: "The receipt's photo (WebP) or PDF",
  thumbnail: "The receipt photo's thumbnail (WebP, 400 px long side; a PDF has none)",
} as const;

/** `inline; filename="ascii"; filename*=UTF-8''…`: a name that cannot break out of the header. */
function inlineDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Receipts: money spent on the spot, with its photo (financials; only an admin deletes one). */
export const receiptRoutes = new OpenAPIHono<AppEnv>()
  .openapi(
    createRoute({
      method: 'get',
      path: '/receipts',
      tags: ['financials'],
      summary: 'Receipts, newest receipt date first, a page at a time, with the count and sum of every match',
      ...guarded('financials', 'read'),
      request: { query: pageQuery(50).extend(receiptFiltersInput.shape) },
      responses: { 200: json(receiptPageSchema, 'A page of receipts'), ...problemResponses(400, 401, 403) },
    }),
    async (c) => c.json(await listReceipts(c.get('tenant'), c.req.valid('query')), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/receipts',
      tags: ['financials'],
      summary:
        'A receipt (multipart form: its fields, and optionally `file`, a photo or PDF of at most 15 MB whose type is read from its bytes)',
      middleware: [write.middleware, uploadLimit, inputGuard, idempotency] as const,
      security: write.security,
      'x-permission': write['x-permission'],
      request: { body: { required: true, content: { 'multipart/form-data': { schema: createForm } } } },
      responses: { 201: json(receiptSchema, 'The receipt'), ...problemResponses(400, 401, 403, 413, 415) },
    }),
    async (c) => {
      const { file, ...rest } = c.req.valid('form');
      const fields = receiptFormInput.safeParse(rest);
      if (!fields.success) throw invalidInput(fieldErrors(fields.error));
      return c.json(await createReceipt(c.get('tenant'), fields.data, chosen(file)), 201);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/receipts/{id}',
      tags: ['financials'],
      summary: 'A receipt',
      ...guarded('financials', 'read'),
      request: { params: idParam },
      responses: { 200: json(receiptSchema, 'The receipt'), ...problemResponses(400, 401, 403, 404) },
    }),
    async (c) => c.json(await getReceipt(c.get('tenant'), c.req.valid('param').id), 200),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/receipts/{id}',
      tags: ['financials'],
      summary: "Change a receipt's fields, whole (its file stays)",
      ...write,
      request: { params: idParam, body: jsonBody(saveReceiptInput, exampleReceipt) },
      responses: { 200: json(receiptSchema, 'The receipt'), ...problemResponses(400, 401, 403, 404) },
    }),
    async (c) => c.json(await saveReceipt(c.get('tenant'), c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/receipts/{id}/file',
      tags: ['financials'],
      summary:
        "Add or replace a receipt's photo or PDF (multipart form field `file`, at most 15 MB); the files it replaces are deleted",
      middleware: [write.middleware, existingReceipt, uploadLimit, inputGuard, idempotency] as const,
      security: write.security,
      'x-permission': write['x-permission'],
      request: {
        params: idParam,
        body: { required: true, content: { 'multipart/form-data': { schema: z.object({ file: fileField }) } } },
      },
      responses: { 200: json(receiptSchema, 'The receipt'), ...problemResponses(400, 401, 403, 404, 413, 415) },
    }),
    async (c) => {
      const file = chosen(c.req.valid('form').file);
      if (!file) throw invalidInput({ file: RECEIPT_MESSAGES.missingFile });
      return c.json(await setReceiptFile(c.get('tenant'), c.req.valid('param').id, file), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/receipts/{id}',
      tags: ['financials'],
      summary: 'Delete a receipt and its files (spec section 6: an admin only; the company owner may not)',
      ...guarded('financials', 'delete'),
      request: { params: idParam },
      responses: { 204: { description: 'Deleted' }, ...problemResponses(400, 401, 403, 404) },
    }),
    async (c) => {
      await deleteReceipt(c.get('tenant'), c.req.valid('param').id);
      return c.body(null, 204);
    },
  );

// One route per size (not a {size} parameter): each is a plain path under the receipt.
for (const size of RECEIPT_FILE_SIZES) {
  receiptRoutes.openapi(
    createRoute({
      method: 'get',
      path: `/receipts/{id}/${size}`,
      tags: ['financials'],
      summary: FILE_SUMMARIES[size],
      ...guarded('financials', 'read'),
      request: { params: idParam },
      responses: {
        200: {
          description: 'The file',
          content: {
            'image/webp': { schema: { type: 'string', format: 'binary' } },
            ...(size === 'file' && { 'application/pdf': { schema: { type: 'string', format: 'binary' } } }),
          },
        },
        ...problemResponses(400, 401, 403, 404),
      },
    }),
    async (c) => {
      const file = await readReceiptFile(c.get('tenant'), c.req.valid('param').id, size);
      return c.body(file.data as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': file.contentType,
        'Content-Disposition': inlineDisposition(file.fileName),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, max-age=3600',
      });
    },
  );
}
