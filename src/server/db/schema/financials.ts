import { bigint, check, date, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { CASH_KINDS } from '../../../shared/financials.ts';
import { oneOf } from './columns.ts';
import { companyId } from './companies.ts';

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
