import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ACTIVITY_TYPES,
  BUDGET_RANGE_KEYS,
  FLOORING_TYPES,
  LEAD_SOURCES,
  LEAD_STATUSES,
  LEAD_TIMELINES,
} from '../../../shared/leads.ts';
import { user } from './auth.ts';
import { oneOf, timestamps } from './columns.ts';
import { companyId } from './companies.ts';

/** A prospective client, from the form, the public quiz, a referral partner or an import. */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    /** Who created it (null: the public quiz, or a member since deleted). */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    /** The phone's digits only, for duplicate checks and search whatever the formatting. */
    phoneDigits: text('phone_digits'),
    address: text('address'),
    source: text('source', { enum: LEAD_SOURCES }).notNull().default('manual'),
    flooringType: text('flooring_type', { enum: FLOORING_TYPES }),
    status: text('status', { enum: LEAD_STATUSES }).notNull().default('new_lead'),
    budgetRange: text('budget_range', { enum: BUDGET_RANGE_KEYS as [string, ...string[]] }),
    squareFeet: integer('square_feet'),
    rooms: integer('rooms'),
    timeline: text('timeline', { enum: LEAD_TIMELINES }),
    notes: text('notes'),
    nextFollowUpOn: date('next_follow_up_on'),
    /** The member who follows it up. */
    assignedTo: text('assigned_to').references(() => user.id, { onDelete: 'set null' }),
    /** The referral partner who brought it (their own leads are all a partner sees). */
    referrerId: text('referrer_id').references(() => user.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    // Child tables reference (company_id, id), which keeps them inside the lead's company.
    unique('leads_company_id_id_key').on(t.companyId, t.id),
    index('leads_company_created_idx').on(t.companyId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('leads_company_status_created_idx').on(
      t.companyId,
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('leads_company_referrer_idx').on(t.companyId, t.referrerId, t.createdAt.desc().nullsFirst()),
    index('leads_company_email_idx').on(t.companyId, t.email),
    index('leads_company_phone_idx').on(t.companyId, sql`right(${t.phoneDigits}, 10)`),
    check('leads_name_not_blank', sql`length(btrim(${t.name})) > 0`),
    check('leads_status_valid', oneOf('status', LEAD_STATUSES)),
    check('leads_source_valid', oneOf('source', LEAD_SOURCES)),
    check('leads_flooring_type_valid', oneOf('flooring_type', FLOORING_TYPES)),
    check('leads_budget_range_valid', oneOf('budget_range', BUDGET_RANGE_KEYS)),
    check('leads_timeline_valid', oneOf('timeline', LEAD_TIMELINES)),
    check('leads_square_feet_positive', sql`${t.squareFeet} >= 0`),
    check('leads_rooms_positive', sql`${t.rooms} >= 0`),
  ],
);

/**
 * How many leads a company has by status and budget range (ADR 0045): the leads page's total and the
 * pipeline's column counts and budget totals without counting every lead on every request. Kept by
 * the database from `leads` (migration 0019), never written by the app; a lead without a budget
 * range counts under ''.
 */
export const leadCounts = pgTable(
  'lead_counts',
  {
    companyId: companyId(),
    status: text('status', { enum: LEAD_STATUSES }).notNull(),
    budgetRange: text('budget_range').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.status, t.budgetRange] })],
);

/** A lead's timeline: created, status changes, notes, calls, e-mails. */
export const leadActivities = pgTable(
  'lead_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    leadId: uuid('lead_id').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    activityType: text('activity_type', { enum: ACTIVITY_TYPES }).notNull(),
    description: text('description').notNull(),
    /** For status changes: { from, to }. */
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [
    // The lead's company is part of the key, so an activity can never point into another company.
    foreignKey({ columns: [t.companyId, t.leadId], foreignColumns: [leads.companyId, leads.id] }).onDelete('cascade'),
    index('lead_activities_company_lead_created_idx').on(
      t.companyId,
      t.leadId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    check('lead_activities_type_valid', oneOf('activity_type', ACTIVITY_TYPES)),
  ],
);
