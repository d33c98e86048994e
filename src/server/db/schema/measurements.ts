import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { timestamps } from './columns.ts';
import { companyId } from './companies.ts';
import { jobs } from './jobs.ts';
import { leads } from './leads.ts';

/**
 * A site measurement (issue #16, ADR 0023): the rooms as the page sends them (shared/measurement-inputs.ts),
 * for a lead or a job. The takeoff is computed from them on every read, never stored.
 */
export const measurements = pgTable(
  'measurements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    rooms: jsonb('rooms').$type<unknown[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    unique('measurements_company_id_id_key').on(t.companyId, t.id),
    index('measurements_company_updated_idx').on(
      t.companyId,
      t.updatedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('measurements_company_lead_idx')
      .on(t.companyId, t.leadId)
      .where(sql`${t.leadId} is not null`),
    index('measurements_company_job_idx')
      .on(t.companyId, t.jobId)
      .where(sql`${t.jobId} is not null`),
    check('measurements_name_not_blank', sql`length(btrim(${t.name})) > 0`),
  ],
);
