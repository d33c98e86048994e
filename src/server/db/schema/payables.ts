import { sql } from 'drizzle-orm';
import { bigint, check, date, foreignKey, index, pgTable, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { BILL_PAYMENT_METHODS, BILL_STATUSES, EXPENSE_CATEGORIES, VENDOR_KINDS } from '../../../shared/payables.ts';
import { user } from './auth.ts';
import { instant, oneOf, timestamps } from './columns.ts';
import { companyId } from './companies.ts';
import { jobs } from './jobs.ts';
import { materialOrders } from './orders.ts';

const cents = (name: string) => bigint(name, { mode: 'number' });

/**
 * A bill the company owes (issue #18, ADR 0034): typed in or made from a received material order.
 * paid_cents is the sum of its payments, kept in each payment's transaction; a bill is voided,
 * never deleted.
 */
export const bills = pgTable(
  'bills',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    vendorName: text('vendor_name').notNull(),
    vendorKind: text('vendor_kind', { enum: VENDOR_KINDS }).notNull(),
    category: text('category', { enum: EXPENSE_CATEGORIES }).notNull(),
    description: text('description'),
    reference: text('reference'),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    orderId: uuid('order_id'),
    billDate: date('bill_date').notNull(),
    dueDate: date('due_date').notNull(),
    amountCents: cents('amount_cents').notNull(),
    paidCents: cents('paid_cents').notNull().default(0),
    status: text('status', { enum: BILL_STATUSES }).notNull().default('open'),
    notes: text('notes'),
    voidReason: text('void_reason'),
    voidedAt: instant('voided_at'),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    unique('bills_company_id_id_key').on(t.companyId, t.id),
    foreignKey({ columns: [t.companyId, t.orderId], foreignColumns: [materialOrders.companyId, materialOrders.id] }),
    index('bills_company_created_idx').on(t.companyId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('bills_company_open_idx')
      .on(t.companyId, t.dueDate)
      .where(sql`${t.status} in ('open', 'partially_paid')`),
    // The financial reports read bills by their day.
    index('bills_company_bill_date_idx')
      .on(t.companyId, t.billDate)
      .where(sql`${t.status} <> 'void'`),
    index('bills_company_job_idx')
      .on(t.companyId, t.jobId)
      .where(sql`${t.jobId} is not null`),
    // One bill per material order, unless it was voided.
    uniqueIndex('bills_one_per_order')
      .on(t.companyId, t.orderId)
      .where(sql`${t.orderId} is not null and ${t.status} <> 'void'`),
    check('bills_status_valid', oneOf('status', BILL_STATUSES)),
    check('bills_vendor_kind_valid', oneOf('vendor_kind', VENDOR_KINDS)),
    check('bills_category_valid', oneOf('category', EXPENSE_CATEGORIES)),
    check('bills_amounts_valid', sql`${t.amountCents} > 0 and ${t.paidCents} between 0 and ${t.amountCents}`),
    check('bills_due_after_bill', sql`${t.dueDate} >= ${t.billDate}`),
  ],
);

/** Money paid on a bill: never edited or deleted. */
export const billPayments = pgTable(
  'bill_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    billId: uuid('bill_id').notNull(),
    amountCents: cents('amount_cents').notNull(),
    paidOn: date('paid_on').notNull(),
    method: text('method', { enum: BILL_PAYMENT_METHODS }).notNull(),
    reference: text('reference'),
    note: text('note'),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.companyId, t.billId], foreignColumns: [bills.companyId, bills.id] }),
    index('bill_payments_bill_idx').on(t.companyId, t.billId, t.createdAt),
    check('bill_payments_method_valid', oneOf('method', BILL_PAYMENT_METHODS)),
    check('bill_payments_amount_positive', sql`${t.amountCents} > 0`),
  ],
);
