import { bigint, check, date, integer, numeric, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { CASH_KINDS } from '../../../shared/financials.ts';
import { oneOf } from './columns.ts';
import { companyId } from './companies.ts';
import { jobs } from './jobs.ts';

/**
 * The money that moved, summed by company day and kind (issue #18, ADR 0036): invoice payments and
 * refunds, bill payments, pay runs and receipts. Kept by the database from those tables (migration
 * 0015), never written by the app, so that a cash balance is a few rows a day however old the
 * company is.
 */
export const cashDays = pgTable(
  'cash_days',
  {
    companyId: companyId(),
    day: date('day').notNull(),
    kind: text('kind', { enum: CASH_KINDS }).notNull(),
    cents: bigint('cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.day, t.kind] }),
    check('cash_days_kind_valid', oneOf('kind', CASH_KINDS)),
  ],
);

/**
 * What the ledger (ADR 0035) counts for each job over all time (issue #40, ADR 0048): its issued
 * invoices' revenue without tax, its costs by kind (unrounded: labor is exact to the fraction of a
 * cent), how many cost records it has, and its approved shifts without a rate. Kept by the database
 * from invoices, bills, receipts, work logs and material orders (migration 0021), never written by
 * the app, so that the job costing list reads one row a job rather than every record.
 */
export const jobFigures = pgTable(
  'job_figures',
  {
    companyId: companyId(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    invoices: integer('invoices').notNull().default(0),
    invoicedCents: numeric('invoiced_cents').notNull().default('0'),
    costRecords: integer('cost_records').notNull().default(0),
    materialsCents: numeric('materials_cents').notNull().default('0'),
    laborCents: numeric('labor_cents').notNull().default('0'),
    subcontractorsCents: numeric('subcontractors_cents').notNull().default('0'),
    otherCents: numeric('other_cents').notNull().default('0'),
    unratedShifts: integer('unrated_shifts').notNull().default(0),
    unratedMinutes: bigint('unrated_minutes', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.jobId] })],
);
