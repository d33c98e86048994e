import { z } from 'zod';
import { DISCOUNT_KINDS } from './estimates.ts';
import {
  DUE_TERMS,
  INVOICE_EVENT_TYPES,
  INVOICE_KINDS,
  INVOICE_STATUSES,
  PAYMENT_KINDS,
  PAYMENT_METHODS,
} from './invoices.ts';
import { LINE_KINDS, TAX_APPLIES_TO } from './money.ts';
import { instant, pageSchema } from './responses.ts';
import { documentCompanySchema } from './share-responses.ts';

// The invoice API's answers (/api/v1/invoices…, the client's invoice link): defined once, here.
// Amounts are integer cents; rates, quantities and unit prices are decimal texts. The company's
// bookkeeping (who recorded a payment, its note, why an invoice was voided, where each send went) is
// null for a caller who may not write invoices: the client, signed in or through the link.

const cents = z.number().int();
const day = z.string().meta({ example: '2026-12-31' });

export const invoiceTotalsSchema = z
  .object({
    subtotalCents: cents,
    discountCents: cents,
    /** What the tax rate is charged on, after the discount. */
    taxableCents: cents,
    taxCents: cents,
    totalCents: cents,
    /** Payments less refunds. */
    paidCents: cents,
    /** total − paid (negative when overpaid). */
    balanceCents: cents,
  })
  .meta({ id: 'InvoiceTotals' });
export type InvoiceTotals = z.infer<typeof invoiceTotalsSchema>;

/**
 * An invoice made earlier from the same estimate, as a final invoice credits it (ADR 0042): what it
 * billed when the final was made, tax included. Kept with the final, so the final reads the same later.
 */
export const invoiceCreditSchema = z
  .object({
    invoiceId: z.uuid(),
    /** INV-0001. */
    displayNumber: z.string(),
    kind: z.enum(INVOICE_KINDS),
    /** A progress invoice's share of the accepted total. */
    percent: z.string().nullable(),
    subtotalCents: cents,
    discountCents: cents,
    taxCents: cents,
    totalCents: cents,
  })
  .meta({ id: 'InvoiceCredit' });
export type InvoiceCredit = z.infer<typeof invoiceCreditSchema>;

export const invoiceLineSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(LINE_KINDS),
    productId: z.uuid().nullable(),
    description: z.string(),
    quantity: z.string(),
    unit: z.string(),
    unitPrice: z.string(),
    taxable: z.boolean(),
    amountCents: cents,
  })
  .meta({ id: 'InvoiceLine' });
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const invoiceSummarySchema = z
  .object({
    id: z.uuid(),
    number: z.number().int(),
    /** INV-0001. */
    displayNumber: z.string(),
    kind: z.enum(INVOICE_KINDS),
    title: z.string(),
    /** Overdue is derived from the due date. */
    status: z.enum(INVOICE_STATUSES),
    clientName: z.string().nullable(),
    jobId: z.uuid().nullable(),
    estimateId: z.uuid().nullable(),
    issueDate: day,
    dueDate: day,
    totalCents: cents,
    paidCents: cents,
    balanceCents: cents,
    sentAt: instant().nullable(),
    createdAt: instant(),
    updatedAt: instant(),
  })
  .meta({ id: 'InvoiceSummary' });
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

/** A page of invoices, with the sums of what the filter matches (not only this page). */
export const invoicePageSchema = pageSchema(invoiceSummarySchema).extend({
  total: z.number().int().nullable(),
  sums: z.object({ totalCents: cents, paidCents: cents, balanceCents: cents, overdueCents: cents }),
});
export type InvoicePage = z.infer<typeof invoicePageSchema>;

export const paymentSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(PAYMENT_KINDS),
    method: z.enum(PAYMENT_METHODS),
    /** Always positive; a refund takes it back. */
    amountCents: cents,
    receivedOn: day,
    /** A check number or a transfer's confirmation: the client's receipt shows it too. */
    reference: z.string().nullable(),
    /** The staff's note: null for the client. */
    note: z.string().nullable(),
    /** Who recorded it: null for the client, and for an online payment. */
    userName: z.string().nullable(),
    createdAt: instant(),
  })
  .meta({ id: 'Payment' });
export type Payment = z.infer<typeof paymentSchema>;

export const invoiceSchema = invoiceSummarySchema
  .extend({
    clientEmail: z.string().nullable(),
    clientPhone: z.string().nullable(),
    billingAddress: z.string().nullable(),
    dueTerms: z.enum(DUE_TERMS),
    notes: z.string().nullable(),
    terms: z.string().nullable(),
    discount: z.object({ kind: z.enum(DISCOUNT_KINDS), cents: cents.nullable(), percent: z.string().nullable() }),
    taxRate: z.string(),
    taxAppliesTo: z.enum(TAX_APPLIES_TO),
    lines: z.array(invoiceLineSchema),
    totals: invoiceTotalsSchema,
    payments: z.array(paymentSchema),
    /**
     * A final invoice: the accepted estimate's figures, which its lines add up to. Its own totals are
     * these less the credits (ADR 0042). Null for any other invoice.
     */
    accepted: z
      .object({ subtotalCents: cents, discountCents: cents, taxableCents: cents, taxCents: cents, totalCents: cents })
      .nullable(),
    /** A final invoice's credits: the estimate's invoices billed before it. Empty for any other. */
    credits: z.array(invoiceCreditSchema),
    /** The estimate's number it bills (EST-0001), when it came from one. */
    estimateNumber: z.string().nullable(),
    /** A progress invoice's share of the accepted total. */
    percent: z.string().nullable(),
    viewedAt: instant().nullable(),
    paidAt: instant().nullable(),
    voidedAt: instant().nullable(),
    /** Null for the client. */
    voidReason: z.string().nullable(),
    /** The caller may edit it (a draft, and invoices write). */
    editable: z.boolean(),
  })
  .meta({ id: 'Invoice' });
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceEventSchema = z
  .object({
    id: z.uuid(),
    type: z.enum(INVOICE_EVENT_TYPES),
    /** Who did it: null for the client. */
    userName: z.string().nullable(),
    /** The event's details; for the client only what the money did (amount, method, status), never an address or a reason. */
    metadata: z.record(z.string(), z.unknown()),
    createdAt: instant(),
  })
  .meta({ id: 'InvoiceEvent' });
export type InvoiceEvent = z.infer<typeof invoiceEventSchema>;
export const invoiceEventsSchema = z.object({ items: z.array(invoiceEventSchema) });

/** What an accepted estimate has been invoiced so far, for the "Create invoice" choices. */
export const estimateBillingSchema = z
  .object({
    estimateId: z.uuid(),
    acceptedTotalCents: cents,
    depositCents: cents,
    /** Sum of the estimate's invoices that are not void. */
    invoicedCents: cents,
    remainingCents: cents,
    hasDepositInvoice: z.boolean(),
  })
  .meta({ id: 'EstimateBilling' });
export type EstimateBilling = z.infer<typeof estimateBillingSchema>;

/** What the client sees of an invoice through its private link (/invoice/{token}). */
export const publicInvoiceSchema = z
  .object({
    company: documentCompanySchema,
    /** As its client reads it. */
    invoice: invoiceSchema.omit({ editable: true }),
    /** Stripe is configured: the client may pay the balance online; else the page shows how to pay the company. */
    onlinePayment: z.boolean(),
    pdfUrl: z.string(),
  })
  .meta({ id: 'PublicInvoice' });
export type PublicInvoice = z.infer<typeof publicInvoiceSchema>;

export const checkoutSessionSchema = z.object({ url: z.string() }).meta({ id: 'CheckoutSession' });
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

/**
 * The payments webhook's answer to Stripe: what the event did (ADR 0031). `flagged`: paid when
 * nothing was due, so nothing was recorded and the managers were told to refund it.
 */
export const STRIPE_WEBHOOK_OUTCOMES = ['recorded', 'duplicate', 'ignored', 'flagged'] as const;
export const stripeWebhookReceiptSchema = z
  .object({ received: z.literal(true), outcome: z.enum(STRIPE_WEBHOOK_OUTCOMES) })
  .meta({ id: 'StripeWebhookReceipt' });
export type StripeWebhookReceipt = z.infer<typeof stripeWebhookReceiptSchema>;
