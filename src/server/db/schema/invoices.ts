import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { DISCOUNT_KINDS } from '../../../shared/estimates.ts';
import {
  DUE_TERMS,
  INVOICE_EVENT_TYPES,
  INVOICE_KINDS,
  PAYMENT_KINDS,
  PAYMENT_METHODS,
  STORED_INVOICE_STATUSES,
} from '../../../shared/invoices.ts';
import type { InvoiceCredit } from '../../../shared/invoice-responses.ts';
import { LINE_KINDS, TAX_APPLIES_TO } from '../../../shared/money.ts';
import { user } from './auth.ts';
import { catalogProducts } from './catalog.ts';
import { instant, oneOf, timestamps } from './columns.ts';
import { companyId } from './companies.ts';
import { estimates } from './estimates.ts';
import { jobs } from './jobs.ts';

const percent = (name: string) => numeric(name, { precision: 6, scale: 3 });
const cents = (name: string) => bigint(name, { mode: 'number' });

/**
 * A bill to a client (issue #17, ADR 0029): numbered per company (INV-0001) through
 * document_counters. Totals are recomputed by the server on every save (ADR 0024); paid_cents is
 * the sum of its payments less refunds, kept in the same transaction as each payment. A sent
 * invoice is voided, never deleted.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    number: integer('number').notNull(),
    kind: text('kind', { enum: INVOICE_KINDS }).notNull().default('standard'),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    /** The accepted estimate it bills (deposit, progress, final). */
    estimateId: uuid('estimate_id'),
    /** A progress invoice's share of the accepted total. */
    percent: percent('percent'),
    /** The client as a member with role client (their portal lists it). */
    clientId: text('client_id').references(() => user.id, { onDelete: 'set null' }),
    clientName: text('client_name'),
    clientEmail: text('client_email'),
    clientPhone: text('client_phone'),
    billingAddress: text('billing_address'),
    title: text('title').notNull(),
    status: text('status', { enum: STORED_INVOICE_STATUSES }).notNull().default('draft'),
    issueDate: date('issue_date').notNull(),
    dueTerms: text('due_terms', { enum: DUE_TERMS }).notNull().default('on_receipt'),
    dueDate: date('due_date').notNull(),
    notes: text('notes'),
    terms: text('terms'),
    discountKind: text('discount_kind', { enum: DISCOUNT_KINDS }).notNull().default('none'),
    discountCents: cents('discount_cents'),
    discountPercent: percent('discount_percent'),
    taxRate: percent('tax_rate').notNull().default('0'),
    taxAppliesTo: text('tax_applies_to', { enum: TAX_APPLIES_TO }).notNull().default('materials'),
    subtotalCents: cents('subtotal_cents').notNull().default(0),
    /** What its tax rate is charged on (after the discount): the sales tax report's taxable sales. */
    taxableCents: cents('taxable_cents').notNull().default(0),
    taxCents: cents('tax_cents').notNull().default(0),
    totalCents: cents('total_cents').notNull().default(0),
    paidCents: cents('paid_cents').notNull().default(0),
    /** A final invoice's credits: the estimate's invoices billed before it, as they stood (ADR 0042). */
    credits: jsonb('credits').$type<InvoiceCredit[]>().notNull().default([]),
    sentAt: instant('sent_at'),
    viewedAt: instant('viewed_at'),
    paidAt: instant('paid_at'),
    voidedAt: instant('voided_at'),
    voidReason: text('void_reason'),
    ...timestamps,
  },
  (t) => [
    unique('invoices_company_id_id_key').on(t.companyId, t.id),
    unique('invoices_company_number_key').on(t.companyId, t.number),
    foreignKey({ columns: [t.companyId, t.estimateId], foreignColumns: [estimates.companyId, estimates.id] }),
    index('invoices_company_created_idx').on(t.companyId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('invoices_company_job_idx')
      .on(t.companyId, t.jobId)
      .where(sql`${t.jobId} is not null`),
    index('invoices_company_estimate_idx')
      .on(t.companyId, t.estimateId)
      .where(sql`${t.estimateId} is not null`),
    index('invoices_company_client_idx')
      .on(t.companyId, t.clientId)
      .where(sql`${t.clientId} is not null`),
    // The home card's and the list's sums of what is still owed.
    index('invoices_company_open_idx')
      .on(t.companyId, t.dueDate)
      .where(sql`${t.status} in ('sent', 'viewed', 'partially_paid')`),
    // The financial reports read issued invoices by day (ADR 0035), and rank a P&L's jobs by their
    // revenue: with the job and the amounts in the index, from the index alone.
    index('invoices_company_issued_idx')
      .on(t.companyId, t.issueDate, t.jobId, t.totalCents, t.taxCents)
      .where(sql`${t.status} not in ('draft', 'void')`),
    // One deposit invoice per estimate, whatever races to make it (a void one gives way).
    uniqueIndex('invoices_one_deposit_per_estimate')
      .on(t.companyId, t.estimateId)
      .where(sql`${t.kind} = 'deposit' and ${t.status} <> 'void'`),
    check('invoices_title_not_blank', sql`length(btrim(${t.title})) > 0`),
    check('invoices_status_valid', oneOf('status', STORED_INVOICE_STATUSES)),
    check('invoices_kind_valid', oneOf('kind', INVOICE_KINDS)),
    check('invoices_due_terms_valid', oneOf('due_terms', DUE_TERMS)),
    check('invoices_discount_kind_valid', oneOf('discount_kind', DISCOUNT_KINDS)),
    check('invoices_tax_applies_valid', oneOf('tax_applies_to', TAX_APPLIES_TO)),
    check('invoices_number_positive', sql`${t.number} > 0`),
    check('invoices_due_after_issue', sql`${t.dueDate} >= ${t.issueDate}`),
    check(
      'invoices_amounts_valid',
      sql`${t.totalCents} >= 0 and ${t.subtotalCents} >= 0 and ${t.taxCents} >= 0 and ${t.taxableCents} >= 0 and coalesce(${t.discountCents}, 0) >= 0`,
    ),
    check(
      'invoices_percents_valid',
      sql`${t.taxRate} between 0 and 100 and coalesce(${t.discountPercent}, 0) between 0 and 100 and coalesce(${t.percent}, 0) between 0 and 100`,
    ),
    check('invoices_estimate_kinds', sql`(${t.kind} = 'standard') = (${t.estimateId} is null)`),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    invoiceId: uuid('invoice_id').notNull(),
    position: integer('position').notNull(),
    kind: text('kind', { enum: LINE_KINDS }).notNull(),
    productId: uuid('product_id').references(() => catalogProducts.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 3 }).notNull(),
    unit: text('unit').notNull().default(''),
    unitPrice: numeric('unit_price', { precision: 12, scale: 4 }).notNull(),
    taxable: boolean('taxable').notNull().default(false),
  },
  (t) => [
    foreignKey({ columns: [t.companyId, t.invoiceId], foreignColumns: [invoices.companyId, invoices.id] }).onDelete(
      'cascade',
    ),
    index('invoice_lines_invoice_idx').on(t.companyId, t.invoiceId, t.position),
    check('invoice_lines_kind_valid', oneOf('kind', LINE_KINDS)),
    check('invoice_lines_amounts_valid', sql`${t.quantity} >= 0 and ${t.unitPrice} >= 0`),
  ],
);

/**
 * Money received or given back. Rows are never edited or deleted: a refund is a row of its own.
 * An online payment carries the Stripe object it came from, unique, so a replayed webhook cannot
 * record it twice.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    invoiceId: uuid('invoice_id').notNull(),
    kind: text('kind', { enum: PAYMENT_KINDS }).notNull().default('payment'),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    amountCents: cents('amount_cents').notNull(),
    receivedOn: date('received_on').notNull(),
    reference: text('reference'),
    note: text('note'),
    /** Stripe's Checkout Session id for an online payment. */
    externalId: text('external_id'),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.companyId, t.invoiceId], foreignColumns: [invoices.companyId, invoices.id] }),
    index('payments_invoice_idx').on(t.companyId, t.invoiceId, t.createdAt),
    unique('payments_external_id_key').on(t.companyId, t.externalId),
    check('payments_kind_valid', oneOf('kind', PAYMENT_KINDS)),
    check('payments_method_valid', oneOf('method', PAYMENT_METHODS)),
    check('payments_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/** An invoice's history: created, saved, sent, viewed, payments, refunds, voided. */
export const invoiceEvents = pgTable(
  'invoice_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    invoiceId: uuid('invoice_id').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    type: text('type', { enum: INVOICE_EVENT_TYPES }).notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.companyId, t.invoiceId], foreignColumns: [invoices.companyId, invoices.id] }).onDelete(
      'cascade',
    ),
    index('invoice_events_invoice_idx').on(t.companyId, t.invoiceId, t.createdAt),
    check('invoice_events_type_valid', oneOf('type', INVOICE_EVENT_TYPES)),
  ],
);

/**
 * Stripe events already handled, by Stripe's event id (its metadata names the company): the webhook inserts the id in the same
 * transaction as what the event records, so a replay, however often and however concurrent, finds
 * it there and changes nothing.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    companyId: companyId(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    processedAt: instant('processed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.eventId] })],
);
