import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { instant, oneOf } from './columns.ts';
import { companyId } from './companies.ts';

export const DOCUMENT_LINK_KINDS = ['estimate', 'invoice'] as const;
export type DocumentLinkKind = (typeof DOCUMENT_LINK_KINDS)[number];

/**
 * A client's private link to an estimate or an invoice (issue #17): 256 random bits e-mailed to
 * them, kept here only as its SHA-256, like an invitation's (the contractor never copies it back:
 * a new send or a portal visit makes a new one). It expires, and a revoked link stays revoked.
 */
export const documentLinks = pgTable(
  'document_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    kind: text('kind', { enum: DOCUMENT_LINK_KINDS }).notNull(),
    documentId: uuid('document_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    openCount: integer('open_count').notNull().default(0),
    lastOpenedAt: instant('last_opened_at'),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('document_links_token_hash_key').on(t.tokenHash),
    index('document_links_document_idx').on(t.companyId, t.kind, t.documentId),
    check('document_links_kind_valid', oneOf('kind', DOCUMENT_LINK_KINDS)),
    check('document_links_count_positive', sql`${t.openCount} >= 0`),
  ],
);
