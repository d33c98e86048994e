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
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  DISCOUNT_KINDS,
  ESTIMATE_EVENT_TYPES,
  ESTIMATE_STATUSES,
  LINE_KINDS,
  TAX_APPLIES_TO,
} from '../../../shared/estimates.ts';
import { user } from './auth.ts';
import { catalogProducts } from './catalog.ts';
import { instant, oneOf, timestamps } from './columns.ts';
import { companyId } from './companies.ts';
import { jobs } from './jobs.ts';
import { leads } from './leads.ts';

const percent = (name: string) => numeric(name, { precision: 6, scale: 3 });
const cents = (name: string) => bigint(name, { mode: 'number' });

/**
 * A quote (issue #16, ADR 0026): numbered per company (EST-0001), its revisions share the number.
 * Amounts are integer cents; the stored total is the first option's, for lists, and is recomputed
 * on every save (ADR 0024).
 */
export const estimates = pgTable(
  'estimates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    number: integer('number').notNull(),
    revision: integer('revision').notNull().default(1),
    /** The newer revision that replaced this one; a replaced estimate stays readable, never editable. */
    supersededById: uuid('superseded_by_id'),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    /** The client as a member with role client (their portal lists it), from the job. */
    clientId: text('client_id').references(() => user.id, { onDelete: 'set null' }),
    clientName: text('client_name'),
    clientEmail: text('client_email'),
    clientPhone: text('client_phone'),
    siteAddress: text('site_address'),
    title: text('title').notNull(),
    status: text('status', { enum: ESTIMATE_STATUSES }).notNull().default('draft'),
    validUntil: date('valid_until').notNull(),
    notes: text('notes'),
    terms: text('terms'),
    discountKind: text('discount_kind', { enum: DISCOUNT_KINDS }).notNull().default('none'),
    discountCents: cents('discount_cents'),
    discountPercent: percent('discount_percent'),
    taxRate: percent('tax_rate').notNull().default('0'),
    taxAppliesTo: text('tax_applies_to', { enum: TAX_APPLIES_TO }).notNull().default('materials'),
    depositKind: text('deposit_kind', { enum: DISCOUNT_KINDS }).notNull().default('none'),
    depositCents: cents('deposit_cents'),
    depositPercent: percent('deposit_percent'),
    totalCents: cents('total_cents').notNull().default(0),
    selectedOptionId: uuid('selected_option_id'),
    sentAt: instant('sent_at'),
    viewedAt: instant('viewed_at'),
    answeredAt: instant('answered_at'),
    declineReason: text('decline_reason'),
    ...timestamps,
  },
  (t) => [
    unique('estimates_company_id_id_key').on(t.companyId, t.id),
    unique('estimates_company_number_revision_key').on(t.companyId, t.number, t.revision),
    index('estimates_company_created_idx').on(t.companyId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('estimates_company_lead_idx')
      .on(t.companyId, t.leadId)
      .where(sql`${t.leadId} is not null`),
    index('estimates_company_job_idx')
      .on(t.companyId, t.jobId)
      .where(sql`${t.jobId} is not null`),
    index('estimates_company_client_idx')
      .on(t.companyId, t.clientId)
      .where(sql`${t.clientId} is not null`),
    check('estimates_title_not_blank', sql`length(btrim(${t.title})) > 0`),
    check('estimates_status_valid', oneOf('status', ESTIMATE_STATUSES)),
    check('estimates_discount_kind_valid', oneOf('discount_kind', DISCOUNT_KINDS)),
    check('estimates_deposit_kind_valid', oneOf('deposit_kind', DISCOUNT_KINDS)),
    check('estimates_tax_applies_valid', oneOf('tax_applies_to', TAX_APPLIES_TO)),
    check('estimates_number_positive', sql`${t.number} > 0 and ${t.revision} > 0`),
    check(
      'estimates_amounts_valid',
      sql`${t.totalCents} >= 0 and coalesce(${t.discountCents}, 0) >= 0 and coalesce(${t.depositCents}, 0) >= 0`,
    ),
    check(
      'estimates_percents_valid',
      sql`${t.taxRate} between 0 and 100 and coalesce(${t.discountPercent}, 0) between 0 and 100 and coalesce(${t.depositPercent}, 0) between 0 and 100`,
    ),
  ],
);

/** Good / better / best: each option has its own lines and totals. A plain estimate has one. */
export const estimateOptions = pgTable(
  'estimate_options',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    estimateId: uuid('estimate_id').notNull(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
  },
  (t) => [
    unique('estimate_options_company_id_id_key').on(t.companyId, t.id),
    foreignKey({ columns: [t.companyId, t.estimateId], foreignColumns: [estimates.companyId, estimates.id] }).onDelete(
      'cascade',
    ),
    index('estimate_options_estimate_idx').on(t.companyId, t.estimateId, t.position),
  ],
);

export const estimateLines = pgTable(
  'estimate_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    estimateId: uuid('estimate_id').notNull(),
    optionId: uuid('option_id').notNull(),
    position: integer('position').notNull(),
    kind: text('kind', { enum: LINE_KINDS }).notNull(),
    productId: uuid('product_id').references(() => catalogProducts.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 3 }).notNull(),
    unit: text('unit').notNull().default(''),
    unitPrice: numeric('unit_price', { precision: 12, scale: 4 }).notNull(),
    unitCost: numeric('unit_cost', { precision: 12, scale: 4 }),
    /** Sq ft per box, copied from the product when the line was saved (shows what the boxes cover). */
    coveragePerBox: numeric('coverage_per_box', { precision: 12, scale: 2 }),
    optional: boolean('optional').notNull().default(false),
    taxable: boolean('taxable').notNull().default(false),
  },
  (t) => [
    foreignKey({ columns: [t.companyId, t.estimateId], foreignColumns: [estimates.companyId, estimates.id] }).onDelete(
      'cascade',
    ),
    foreignKey({
      columns: [t.companyId, t.optionId],
      foreignColumns: [estimateOptions.companyId, estimateOptions.id],
    }).onDelete('cascade'),
    index('estimate_lines_estimate_idx').on(t.companyId, t.estimateId, t.optionId, t.position),
    // Archiving a product checks whether an estimate uses it.
    index('estimate_lines_product_idx')
      .on(t.companyId, t.productId)
      .where(sql`${t.productId} is not null`),
    check('estimate_lines_kind_valid', oneOf('kind', LINE_KINDS)),
    check(
      'estimate_lines_amounts_valid',
      sql`${t.quantity} >= 0 and ${t.unitPrice} >= 0 and coalesce(${t.unitCost}, 0) >= 0`,
    ),
  ],
);

/** An estimate's history: created, saved, sent, answered, revised. */
export const estimateEvents = pgTable(
  'estimate_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    estimateId: uuid('estimate_id').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    type: text('type', { enum: ESTIMATE_EVENT_TYPES }).notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.companyId, t.estimateId], foreignColumns: [estimates.companyId, estimates.id] }).onDelete(
      'cascade',
    ),
    index('estimate_events_estimate_idx').on(t.companyId, t.estimateId, t.createdAt),
    check('estimate_events_type_valid', oneOf('type', ESTIMATE_EVENT_TYPES)),
  ],
);
