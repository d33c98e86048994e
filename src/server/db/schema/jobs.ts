import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { JOB_SERVICE_TYPES, JOB_STAGES, JOB_STATUSES, JOB_UPDATE_TYPES } from '../../../shared/jobs.ts';
import { user } from './auth.ts';
import { instant, oneOf, timestamps } from './columns.ts';
import { companyId } from './companies.ts';
import { leads } from './leads.ts';

const cents = (name: string) => bigint(name, { mode: 'number' });

/** A flooring project: from a converted lead or created by hand. */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    /** Who created it. */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    /** The lead it was converted from (one job per lead). */
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    /** The client as a member with role client (their portal shows the job)… */
    clientId: text('client_id').references(() => user.id, { onDelete: 'set null' }),
    /** …or just as a contact. */
    clientName: text('client_name'),
    clientEmail: text('client_email'),
    clientPhone: text('client_phone'),
    title: text('title').notNull(),
    description: text('description'),
    address: text('address'),
    serviceType: text('service_type', { enum: JOB_SERVICE_TYPES }),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('pending'),
    projectStage: text('project_stage', { enum: JOB_STAGES }).notNull().default('project_start'),
    progressPercentage: integer('progress_percentage').notNull().default(0),
    totalCents: cents('total_cents'),
    materialsCostCents: cents('materials_cost_cents'),
    laborCostCents: cents('labor_cost_cents'),
    squareFeet: integer('square_feet'),
    startDate: date('start_date'),
    endDate: date('end_date'),
    scheduledStart: instant('scheduled_start'),
    scheduledEnd: instant('scheduled_end'),
    notes: text('notes'),
    ...timestamps,
  },
  (t) => [
    // Child tables reference (company_id, id), which keeps them inside the job's company.
    unique('jobs_company_id_id_key').on(t.companyId, t.id),
    unique('jobs_company_lead_key').on(t.companyId, t.leadId),
    index('jobs_company_created_idx').on(t.companyId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('jobs_company_status_created_idx').on(
      t.companyId,
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('jobs_company_stage_idx').on(t.companyId, t.projectStage, t.createdAt.desc().nullsFirst()),
    index('jobs_company_scheduled_idx').on(t.companyId, t.scheduledStart),
    index('jobs_company_client_idx').on(t.companyId, t.clientId),
    // Deleting a lead unlinks its job by lead_id alone (the foreign key's action).
    index('jobs_lead_idx')
      .on(t.leadId)
      .where(sql`${t.leadId} is not null`),
    check('jobs_title_not_blank', sql`length(btrim(${t.title})) > 0`),
    check('jobs_status_valid', oneOf('status', JOB_STATUSES)),
    check('jobs_stage_valid', oneOf('project_stage', JOB_STAGES)),
    check('jobs_service_type_valid', oneOf('service_type', JOB_SERVICE_TYPES)),
    check('jobs_progress_range', sql`${t.progressPercentage} between 0 and 100`),
    check(
      'jobs_amounts_positive',
      sql`${t.totalCents} >= 0 and ${t.materialsCostCents} >= 0 and ${t.laborCostCents} >= 0`,
    ),
    check('jobs_square_feet_positive', sql`${t.squareFeet} >= 0`),
    check('jobs_dates_ordered', sql`${t.endDate} >= ${t.startDate}`),
    check('jobs_schedule_ordered', sql`${t.scheduledEnd} > ${t.scheduledStart}`),
  ],
);

/** The crew assigned to a job: what a field_team member may see and work on. */
export const jobCrew = pgTable(
  'job_crew',
  {
    companyId: companyId(),
    jobId: uuid('job_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.userId] }),
    foreignKey({ columns: [t.companyId, t.jobId], foreignColumns: [jobs.companyId, jobs.id] }).onDelete('cascade'),
    index('job_crew_company_user_idx').on(t.companyId, t.userId),
  ],
);

/** A job's feed: created, status and stage changes, completion, notes from the crew. */
export const jobUpdates = pgTable(
  'job_updates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    jobId: uuid('job_id').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    updateType: text('update_type', { enum: JOB_UPDATE_TYPES }).notNull(),
    title: text('title').notNull(),
    description: text('description'),
    /** The job's progress after this update. */
    progressPercentage: integer('progress_percentage'),
    /** For changes: { from, to }. */
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [
    foreignKey({ columns: [t.companyId, t.jobId], foreignColumns: [jobs.companyId, jobs.id] }).onDelete('cascade'),
    index('job_updates_company_job_created_idx').on(
      t.companyId,
      t.jobId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    check('job_updates_type_valid', oneOf('update_type', JOB_UPDATE_TYPES)),
  ],
);
