import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { instant, oneOf } from './columns.ts';
import { companyId } from './companies.ts';

export const DOCUMENT_LINK_KINDS = ['estimate', 'invoice'] as const;
export type DocumentLinkKind = (typeof DOCUMENT_LINK_KINDS)[number];

/**
 * A client's private link to an estimate or an invoice (issue #17): 256 bits, kept here only as
 * their SHA-256, like an invitation's. An e-mailed or copied link is random and never shown again;
 * a portal link or a derived one is keyed (an HMAC with the server's secret), so the server can
 * show it again without storing it (ADR 0039). It expires, and a revoked link stays revoked.
 */
export const documentLinks = pgTable(
  'document_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    kind: text('kind', { enum: DOCUMENT_LINK_KINDS }).notNull(),
    documentId: uuid('document_id').notNull(),
    /**
     * The link whose page shows this one (an estimate's page, its deposit invoice to pay): revoked
     * with it, and never valid past it.
     */
    parentId: uuid('parent_id'),
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
    unique('document_links_company_id_id_key').on(t.companyId, t.id),
    // One derived link per parent and document; it also finds a parent's children.
    unique('document_links_parent_document_key').on(t.companyId, t.parentId, t.kind, t.documentId),
    foreignKey({ columns: [t.companyId, t.parentId], foreignColumns: [t.companyId, t.id] }).onDelete('cascade'),
    index('document_links_document_idx').on(t.companyId, t.kind, t.documentId),
    check('document_links_kind_valid', oneOf('kind', DOCUMENT_LINK_KINDS)),
    check('document_links_count_positive', sql`${t.openCount} >= 0`),
  ],
);
