import { z } from 'zod';
import { RECEIPT_CATEGORIES, RECEIPT_PAYMENT_METHODS } from './receipts.ts';
import { instant, pageSchema } from './responses.ts';

// The receipts API's answers (/api/v1/receipts…): defined once, here.

const day = z.string().meta({ example: '2026-11-20' });

export const receiptSchema = z
  .object({
    id: z.uuid(),
    vendorName: z.string(),
    description: z.string().nullable(),
    amountCents: z.number().int(),
    receiptDate: day,
    category: z.enum(RECEIPT_CATEGORIES),
    paymentMethod: z.enum(RECEIPT_PAYMENT_METHODS),
    jobId: z.uuid().nullable(),
    jobTitle: z.string().nullable(),
    notes: z.string().nullable(),
    /** Whether a photo or PDF is stored with it. */
    hasFile: z.boolean(),
    /** The uploaded file's name, as shown. */
    fileName: z.string().nullable(),
    fileSize: z.number().int().nullable(),
    /** The stored file's type: a photo is kept as WebP (upright, without its metadata), a PDF as it came. */
    mimeType: z.string().nullable(),
    /** API paths, served only to those who may read financials; null without a file (and, for a PDF, no thumbnail). */
    fileUrl: z.string().nullable(),
    thumbnailUrl: z.string().nullable(),
    createdAt: instant(),
    updatedAt: instant(),
  })
  .meta({ id: 'Receipt' });
export type Receipt = z.infer<typeof receiptSchema>;

export const receiptPageSchema = pageSchema(receiptSchema)
  .extend({
    /** Over every receipt the filter matches, not just this page. */
    sums: z.object({ count: z.number().int(), totalCents: z.number().int() }),
  })
  .meta({ id: 'ReceiptPage' });
export type ReceiptPage = z.infer<typeof receiptPageSchema>;
