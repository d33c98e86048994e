import { z } from 'zod';
import { discountInput } from './estimate-inputs.ts';
import { AGING_BUCKETS } from './financials.ts';
import {
  DUE_TERMS,
  ESTIMATE_INVOICE_KINDS,
  INVOICE_LIMITS,
  INVOICE_MESSAGES,
  INVOICE_STATUSES,
  MANUAL_PAYMENT_METHODS,
} from './invoices.ts';
import { leadPhone } from './lead-inputs.ts';
import { LINE_KINDS, PRICE_SCALE, QUANTITY_SCALE, TAX_APPLIES_TO } from './money.ts';
import {
  decimalText,
  optionalEmail,
  optionalId,
  optionalPastDay,
  optionalPlannedDay,
  optionalText,
  percentText,
  requiredText,
} from './validation.ts';

// The invoice editor's and calls' schemas (issue #17). Like an estimate, a draft is saved whole and
// the server recomputes every total (ADR 0024); amounts are integer cents.

const cents = z.number().int().min(1).max(99_999_999_999);

export const invoiceLineInput = z.object({
  kind: z.enum(LINE_KINDS),
  productId: optionalId(),
  description: requiredText(INVOICE_LIMITS.description),
  quantity: decimalText(QUANTITY_SCALE, 7),
  unit: z.string().trim().max(INVOICE_LIMITS.unit).default(''),
  unitPrice: decimalText(PRICE_SCALE),
  /** For 'other' lines: whether tax applies (materials and labor follow the invoice's tax setting). */
  taxable: z.boolean().default(false),
});
export type InvoiceLineInput = z.input<typeof invoiceLineInput>;

export const invoiceFields = {
  title: requiredText(INVOICE_LIMITS.title),
  jobId: optionalId(),
  clientName: optionalText(INVOICE_LIMITS.clientName),
  clientEmail: optionalEmail,
  clientPhone: leadPhone,
  billingAddress: optionalText(INVOICE_LIMITS.address),
  /** YYYY-MM-DD; default today in the company's time zone. Not after tomorrow: revenue counts from it. */
  issueDate: optionalPastDay,
  dueTerms: z.enum(DUE_TERMS).default('on_receipt'),
  /** Only read with custom terms. */
  dueDate: optionalPlannedDay,
  notes: optionalText(INVOICE_LIMITS.notes),
  terms: optionalText(INVOICE_LIMITS.terms),
  discount: discountInput.default({ kind: 'none' }),
  taxRate: percentText.default('0'),
  taxAppliesTo: z.enum(TAX_APPLIES_TO).default('materials'),
  lines: z.array(invoiceLineInput).max(INVOICE_LIMITS.lines, INVOICE_MESSAGES.tooManyLines),
};

/** Saving a draft: the whole document. */
export const saveInvoiceInput = z.object(invoiceFields);
export type SaveInvoiceInput = z.output<typeof saveInvoiceInput>;

/**
 * A new invoice. Blank: a title is enough. From a job: its client, address and amount prefill it.
 * From an accepted estimate: `estimate` names the kind (deposit, progress with its percent, final);
 * the server works out the line and refuses what would invoice more than the accepted total.
 */
export const createInvoiceInput = z.discriminatedUnion('from', [
  z.object({ from: z.literal('blank'), ...invoiceFields, lines: invoiceFields.lines.default([]) }),
  z.object({ from: z.literal('job'), jobId: z.uuid(), title: requiredText(INVOICE_LIMITS.title).optional() }),
  z.object({
    from: z.literal('estimate'),
    estimateId: z.uuid(),
    kind: z.enum(ESTIMATE_INVOICE_KINDS),
    /** Progress invoices: the share of the accepted total this milestone bills. */
    percent: percentText.optional(),
    /** A label for the milestone ("Subfloor done"). */
    milestone: optionalText(INVOICE_LIMITS.title),
  }),
]);
export type CreateInvoiceInput = z.output<typeof createInvoiceInput>;

export const sendInvoiceInput = z.object({
  /** Defaults to the invoice's client e-mail. */
  to: optionalEmail,
  message: optionalText(2000),
});
export type SendInvoiceInput = z.output<typeof sendInvoiceInput>;

export const voidInvoiceInput = z.object({ reason: optionalText(INVOICE_LIMITS.voidReason) });
export type VoidInvoiceInput = z.output<typeof voidInvoiceInput>;

/** A payment or a refund recorded by hand; online payments come only from Stripe's webhook. */
export const recordPaymentInput = z.object({
  kind: z.enum(['payment', 'refund']).default('payment'),
  method: z.enum(MANUAL_PAYMENT_METHODS),
  amountCents: cents,
  /** YYYY-MM-DD; default today. Within the last 10 years, not after tomorrow: cash flow counts it on that day. */
  receivedOn: optionalPastDay,
  /** A check number, a transfer's confirmation. */
  reference: optionalText(INVOICE_LIMITS.reference),
  note: optionalText(INVOICE_LIMITS.paymentNote),
});
export type RecordPaymentInput = z.output<typeof recordPaymentInput>;

export const invoiceFiltersInput = z.object({
  q: z.string().trim().max(INVOICE_LIMITS.search).optional(),
  status: z.enum(INVOICE_STATUSES).optional(),
  /** Open invoices in one aging bucket (accounts receivable). */
  aging: z.enum(AGING_BUCKETS).optional(),
  jobId: z.uuid().optional(),
  estimateId: z.uuid().optional(),
});
export type InvoiceFilters = z.output<typeof invoiceFiltersInput>;
