import { check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { oneOf } from './columns.ts';
import { companyId } from './companies.ts';

export const DOCUMENT_KINDS = ['estimate', 'order', 'invoice'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/**
 * The last number each company gave each kind of document (EST-0001, PO-0001, INV-0001). Taking the
 * next one updates this row, which holds its lock until the transaction ends: concurrent creates
 * queue there, and one that rolls back gives its number back, so there is no gap and no duplicate.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    companyId: companyId(),
    kind: text('kind', { enum: DOCUMENT_KINDS }).notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.kind] }),
    check('document_counters_kind_valid', oneOf('kind', DOCUMENT_KINDS)),
  ],
);
