import { z } from 'zod';
import { RECEIPT_CATEGORIES, RECEIPT_LIMITS, RECEIPT_MESSAGES, RECEIPT_PAYMENT_METHODS } from './receipts.ts';
import { optionalId, optionalText, pastDayWith, requiredDate, requiredText } from './validation.ts';

// The inputs of the receipts API (/api/v1/receipts…): used by the routes, the form and the tests.

/** A missing field keeps the shared "This field is required"; anything else gets the field's own message. */
const unlessMissing = (message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? undefined : message;

const amountCents = z
  .number({ error: unlessMissing(RECEIPT_MESSAGES.amount) })
  .int(RECEIPT_MESSAGES.amount)
  .min(1, RECEIPT_MESSAGES.amount)
  .max(RECEIPT_LIMITS.amountCents, RECEIPT_MESSAGES.amountTooLarge);

export const receiptFields = {
  vendorName: requiredText(RECEIPT_LIMITS.vendor),
  description: optionalText(RECEIPT_LIMITS.description),
  amountCents,
  /** The company's day it was spent; not after the company's tomorrow. */
  receiptDate: pastDayWith(RECEIPT_MESSAGES.inFuture),
  category: z.enum(RECEIPT_CATEGORIES, { error: unlessMissing(RECEIPT_MESSAGES.category) }),
  paymentMethod: z.enum(RECEIPT_PAYMENT_METHODS, { error: unlessMissing(RECEIPT_MESSAGES.paymentMethod) }),
  jobId: optionalId(RECEIPT_MESSAGES.jobNotFound),
  notes: optionalText(RECEIPT_LIMITS.notes),
};

/** Saving a receipt's fields (JSON): the whole of them. */
export const saveReceiptInput = z.object(receiptFields);
export type SaveReceiptInput = z.output<typeof saveReceiptInput>;

/** Whole cents as a form sends them ("1250"); anything else stays as given and fails the amount's check. */
const formCents = (v: unknown) => (typeof v === 'string' && /^\s*\d{1,15}\s*$/.test(v) ? Number(v.trim()) : v);

/** A new receipt's fields as the multipart form sends them (texts), beside its optional `file`. */
export const receiptFormInput = z.object({
  ...receiptFields,
  amountCents: z.preprocess((v) => (v === '' ? undefined : formCents(v)), amountCents),
});
export type ReceiptFormInput = z.output<typeof receiptFormInput>;

/** The list's filters (beside `limit` and `cursor`); `to` before `from` is refused by the list itself. */
export const receiptFiltersInput = z.object({
  /** Vendor or description contains it. */
  q: z.string().trim().max(RECEIPT_LIMITS.search).optional(),
  /** Receipt dates from and to, both included. */
  from: requiredDate.optional(),
  to: requiredDate.optional(),
  category: z.enum(RECEIPT_CATEGORIES).optional(),
  jobId: z.uuid().optional(),
});
export type ReceiptFilters = z.output<typeof receiptFiltersInput>;
