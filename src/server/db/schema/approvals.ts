import { sql } from 'drizzle-orm';
import { bigint, check, foreignKey, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';
import { companyId } from './companies.ts';
import { estimates } from './estimates.ts';

const cents = (name: string) => bigint(name, { mode: 'number' });

/**
 * A client's acceptance of an estimate (issue #17, ADR 0030), written once and never changed (a
 * trigger refuses updates): the snapshot of exactly what was accepted and its SHA-256, the signed
 * PDF's SHA-256 (the file is in storage), the signer's typed name and drawn signature (a PNG in
 * storage, its SHA-256 inside the snapshot), and where and when it was signed.
 */
export const estimateAcceptances = pgTable(
  'estimate_acceptances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    estimateId: uuid('estimate_id').notNull(),
    optionId: uuid('option_id').notNull(),
    optionalLineIds: jsonb('optional_line_ids').$type<string[]>().notNull(),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    snapshotSha256: text('snapshot_sha256').notNull(),
    pdfKey: text('pdf_key').notNull(),
    pdfSha256: text('pdf_sha256').notNull(),
    signatureKey: text('signature_key').notNull(),
    signerName: text('signer_name').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    totalCents: cents('total_cents').notNull(),
    depositCents: cents('deposit_cents').notNull(),
    acceptedAt: instant('accepted_at').notNull(),
  },
  (t) => [
    unique('estimate_acceptances_estimate_key').on(t.companyId, t.estimateId),
    foreignKey({ columns: [t.companyId, t.estimateId], foreignColumns: [estimates.companyId, estimates.id] }),
    check('estimate_acceptances_amounts_valid', sql`${t.totalCents} >= 0 and ${t.depositCents} >= 0`),
    check(
      'estimate_acceptances_hashes',
      sql`${t.snapshotSha256} ~ '^[0-9a-f]{64}$' and ${t.pdfSha256} ~ '^[0-9a-f]{64}$'`,
    ),
  ],
);
