import { sql } from 'drizzle-orm';
import { check, index, jsonb, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { timestamps } from './columns.ts';
import { companyId } from './companies.ts';
import { jobs } from './jobs.ts';
import { leads } from './leads.ts';

/** Domain events (lead_created, job_completed, …): written in the same transaction as the change. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    eventType: text('event_type').notNull(),
    eventData: jsonb('event_data').$type<Record<string, unknown>>().notNull().default({}),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    // Events outlive their lead (analytics count them), so deleting the lead only unlinks them.
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    valueAmount: numeric('value_amount', { precision: 12, scale: 2 }),
    ...timestamps,
  },
  (t) => [
    index('analytics_events_company_created_idx').on(
      t.companyId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // Deleting a lead unlinks its events by lead_id alone (the foreign key's action), so that lookup needs its own index.
    index('analytics_events_lead_idx')
      .on(t.leadId)
      .where(sql`${t.leadId} is not null`),
    index('analytics_events_job_idx')
      .on(t.jobId)
      .where(sql`${t.jobId} is not null`),
    index('analytics_events_company_type_idx').on(t.companyId, t.eventType, t.createdAt.desc().nullsFirst()),
    check('analytics_events_type_format', sql`${t.eventType} ~ '^[a-z][a-z0-9_]{0,63}$'`),
  ],
);
