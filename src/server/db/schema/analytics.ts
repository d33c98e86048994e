import { sql } from 'drizzle-orm';
import { check, index, jsonb, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { timestamps } from './columns.ts';
import { companyId } from './companies.ts';

/** Domain events (lead_created, job_completed, …): written in the same transaction as the change. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    eventType: text('event_type').notNull(),
    eventData: jsonb('event_data').$type<Record<string, unknown>>().notNull().default({}),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    // Foreign keys to leads and jobs arrive with those tables.
    leadId: uuid('lead_id'),
    jobId: uuid('job_id'),
    valueAmount: numeric('value_amount', { precision: 12, scale: 2 }),
    ...timestamps,
  },
  (t) => [
    index('analytics_events_company_created_idx').on(t.companyId, t.createdAt.desc(), t.id.desc()),
    index('analytics_events_company_type_idx').on(t.companyId, t.eventType, t.createdAt.desc()),
    check('analytics_events_type_format', sql`${t.eventType} ~ '^[a-z][a-z0-9_]{0,63}$'`),
  ],
);
