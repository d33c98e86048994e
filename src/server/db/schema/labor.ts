import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  doublePrecision,
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
import type { PayLine } from '../../../shared/labor-responses.ts';
import { PAY_FREQUENCIES, WORK_LOG_SOURCES, WORK_LOG_STATUSES } from '../../../shared/labor.ts';
import { user } from './auth.ts';
import { instant, oneOf, timestamps } from './columns.ts';
import { companyId } from './companies.ts';
import { jobs } from './jobs.ts';

const cents = (name: string) => bigint(name, { mode: 'number' });

/**
 * A member's pay from a day on (issue #18, ADR 0033). Rates are never overwritten: a raise is a new
 * row, and a shift is paid at the rate in force on the day it started.
 */
export const employeeRates = pgTable(
  'employee_rates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id),
    effectiveFrom: date('effective_from').notNull(),
    payRateCents: integer('pay_rate_cents').notNull(),
    burdenPercent: numeric('burden_percent', { precision: 6, scale: 3 }).notNull().default('0'),
    billableRateCents: integer('billable_rate_cents'),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('employee_rates_member_day_key').on(t.companyId, t.userId, t.effectiveFrom),
    check('employee_rates_amounts_valid', sql`${t.payRateCents} >= 0 and coalesce(${t.billableRateCents}, 0) >= 0`),
    check('employee_rates_burden_valid', sql`${t.burdenPercent} between 0 and 200`),
  ],
);

/**
 * Paid pay periods: what was paid, recorded once (the cash going out, for cash flow). A period's
 * shifts point at it and no longer change.
 */
export const payRuns = pgTable(
  'pay_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    frequency: text('frequency', { enum: PAY_FREQUENCIES }).notNull(),
    paidOn: date('paid_on').notNull(),
    grossCents: cents('gross_cents').notNull(),
    totalMinutes: integer('total_minutes').notNull(),
    overtimeMinutes: integer('overtime_minutes').notNull(),
    /** The lines as paid, names included. */
    lines: jsonb('lines').$type<PayLine[]>().notNull(),
    paidBy: text('paid_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('pay_runs_company_id_id_key').on(t.companyId, t.id),
    // Periods never overlap: one paid run per first day, and each starts after the last one ended.
    unique('pay_runs_period_key').on(t.companyId, t.periodStart),
    index('pay_runs_company_paid_idx').on(t.companyId, t.paidOn),
    check('pay_runs_frequency_valid', oneOf('frequency', PAY_FREQUENCIES)),
    check('pay_runs_period_valid', sql`${t.periodEnd} >= ${t.periodStart}`),
    check('pay_runs_amounts_valid', sql`${t.grossCents} >= 0`),
  ],
);

/**
 * A shift on a job: clocked in and out (with where, when the phone says), or typed in. A manager
 * approves it before payroll counts it; once paid it belongs to its pay run and never changes.
 */
export const workLogs = pgTable(
  'work_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id),
    /** Null once the job is deleted: the hours were worked and paid all the same. */
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    startedAt: instant('started_at').notNull(),
    endedAt: instant('ended_at'),
    breakMinutes: integer('break_minutes').notNull().default(0),
    source: text('source', { enum: WORK_LOG_SOURCES }).notNull(),
    status: text('status', { enum: WORK_LOG_STATUSES }).notNull(),
    startLatitude: doublePrecision('start_latitude'),
    startLongitude: doublePrecision('start_longitude'),
    endLatitude: doublePrecision('end_latitude'),
    endLongitude: doublePrecision('end_longitude'),
    notes: text('notes'),
    reviewNote: text('review_note'),
    reviewedBy: text('reviewed_by').references(() => user.id, { onDelete: 'set null' }),
    reviewedAt: instant('reviewed_at'),
    payRunId: uuid('pay_run_id'),
    // Kept by the database, never written by the app (migration 0014, ADR 0036): the company day the
    // shift started (in the company's time zone), its worked minutes (whole minutes less the break;
    // null while open) and what they cost at the member's loaded rate of that day (exact to the
    // fraction of a cent; null while open or without a rate). The reports sum these columns.
    workDay: date('work_day'),
    workedMinutes: integer('worked_minutes'),
    laborCostCents: numeric('labor_cost_cents'),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    foreignKey({ columns: [t.companyId, t.payRunId], foreignColumns: [payRuns.companyId, payRuns.id] }),
    index('work_logs_company_started_idx').on(t.companyId, t.startedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('work_logs_member_started_idx').on(
      t.companyId,
      t.userId,
      t.startedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('work_logs_job_idx').on(t.companyId, t.jobId),
    index('work_logs_company_day_approved_idx')
      .on(t.companyId, t.workDay)
      .where(sql`${t.status} = 'approved'`),
    // Approved hours without a rate, which the reports flag: few, found without reading the rest.
    index('work_logs_unrated_idx')
      .on(t.companyId, t.workDay)
      .where(sql`${t.status} = 'approved' and ${t.laborCostCents} is null`),
    // One open shift per member, whatever races to clock in.
    uniqueIndex('work_logs_one_open_per_member')
      .on(t.companyId, t.userId)
      .where(sql`${t.endedAt} is null`),
    check('work_logs_status_valid', oneOf('status', WORK_LOG_STATUSES)),
    check('work_logs_source_valid', oneOf('source', WORK_LOG_SOURCES)),
    check('work_logs_open_iff_no_end', sql`(${t.status} = 'open') = (${t.endedAt} is null)`),
    check('work_logs_end_after_start', sql`${t.endedAt} is null or ${t.endedAt} > ${t.startedAt}`),
    check('work_logs_break_valid', sql`${t.breakMinutes} >= 0`),
    check('work_logs_paid_approved', sql`${t.payRunId} is null or ${t.status} = 'approved'`),
  ],
);

/**
 * Approved, costed shifts summed by company day: how many, their minutes and their cost (exact).
 * Kept by the database from work_logs (migration 0014, ADR 0036), never written by the app, so that
 * a year of a company's labor by month is a few hundred rows to add rather than every shift.
 */
export const laborDays = pgTable(
  'labor_days',
  {
    companyId: companyId(),
    day: date('day').notNull(),
    shifts: integer('shifts').notNull(),
    minutes: bigint('minutes', { mode: 'number' }).notNull(),
    costCents: numeric('cost_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day] })],
);
