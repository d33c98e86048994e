import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { RECEIPT_CATEGORIES, RECEIPT_PAYMENT_METHODS } from '../../../shared/receipts.ts';
import { user } from './auth.ts';
import { oneOf, timestamps } from './columns.ts';
import { companyId } from './companies.ts';
import { jobs } from './jobs.ts';

/**
 * Money spent on the spot, with its photo (issue #18, ADR 0035). The photo's storage keys are
 * private: it is served only through the API, to those who may read financials.
 */
export const receipts = pgTable(
  'receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    vendorName: text('vendor_name').notNull(),
    description: text('description'),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    receiptDate: date('receipt_date').notNull(),
    category: text('category', { enum: RECEIPT_CATEGORIES }).notNull(),
    paymentMethod: text('payment_method', { enum: RECEIPT_PAYMENT_METHODS }).notNull(),
    // A job's receipts stay in the books when the job goes: the receipt loses its job, not its money.
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    notes: text('notes'),
    filePath: text('file_path'),
    thumbnailPath: text('thumbnail_path'),
    fileName: text('file_name'),
    fileSize: integer('file_size'),
    mimeType: text('mime_type'),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    unique('receipts_company_id_id_key').on(t.companyId, t.id),
    index('receipts_company_date_idx').on(t.companyId, t.receiptDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('receipts_company_job_idx')
      .on(t.companyId, t.jobId)
      .where(sql`${t.jobId} is not null`),
    check('receipts_category_valid', oneOf('category', RECEIPT_CATEGORIES)),
    check('receipts_method_valid', oneOf('payment_method', RECEIPT_PAYMENT_METHODS)),
    check('receipts_amount_positive', sql`${t.amountCents} > 0`),
  ],
);
