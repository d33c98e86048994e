import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { lookUp } from '../../db/lookup.ts';
import { documentLinks, type DocumentLinkKind } from '../../db/schema/document-links.ts';
import type { TenantDb, Tx } from '../../db/tenant.ts';
import { AppError } from '../../platform/errors.ts';
import { hashToken } from '../invitations/service.ts';
import { newShareToken, SHARE_TOKEN_PATTERN } from '../share-links/service.ts';

// A client's private link to an estimate (/estimate/{token}) or an invoice (/invoice/{token}):
// 256 random bits, stored as their SHA-256, expiring, revocable (issue #17). The document's own
// rules (an estimate's validity, a void invoice) are its module's to check.

const PAGES: Record<DocumentLinkKind, string> = { estimate: '/estimate', invoice: '/invoice' };

export interface MintedLink {
  token: string;
  url: string;
  expiresAt: Date;
}

/** A new link to the document, valid for `days`. Call inside the caller's transaction. */
export async function createDocumentLink(
  tx: Tx,
  t: TenantDb,
  kind: DocumentLinkKind,
  documentId: string,
  days: number,
): Promise<MintedLink> {
  const token = newShareToken();
  const expiresAt = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  await tx.insert(documentLinks).values({
    companyId: t.ctx.companyId,
    kind,
    documentId,
    tokenHash: hashToken(token),
    expiresAt,
    createdBy: t.ctx.userId || null,
  });
  return { token, url: `${t.services.config.appUrl}${PAGES[kind]}/${token}`, expiresAt };
}

/** Revokes every open link to the document (a revision, a void, or the contractor's own call). */
export async function revokeDocumentLinks(tx: Tx, t: TenantDb, kind: DocumentLinkKind, documentId: string) {
  const revoked = await tx
    .update(documentLinks)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(documentLinks.companyId, t.ctx.companyId),
        eq(documentLinks.kind, kind),
        eq(documentLinks.documentId, documentId),
        isNull(documentLinks.revokedAt),
      ),
    )
    .returning({ id: documentLinks.id });
  return revoked.length;
}

export interface OpenedLink {
  id: string;
  companyId: string;
  documentId: string;
  expiresAt: Date;
}

export interface LinkMessages {
  invalid: string;
  expired: string;
}

/**
 * The document a token opens, before its company is known: a malformed, unknown, revoked or
 * other-kind token → 404 with `messages.invalid`; past its expiry → 410 with `messages.expired`.
 */
export async function openDocumentLink(
  db: Database,
  kind: DocumentLinkKind,
  token: string,
  messages: LinkMessages,
): Promise<OpenedLink> {
  if (!SHARE_TOKEN_PATTERN.test(token)) throw new AppError('NOT_FOUND', messages.invalid);
  const [link] = await lookUp(db, { token: hashToken(token) }, (tx) =>
    tx
      .select({
        id: documentLinks.id,
        companyId: documentLinks.companyId,
        kind: documentLinks.kind,
        documentId: documentLinks.documentId,
        expiresAt: documentLinks.expiresAt,
        revokedAt: documentLinks.revokedAt,
      })
      .from(documentLinks)
      .where(eq(documentLinks.tokenHash, hashToken(token))),
  );
  if (!link || link.kind !== kind || link.revokedAt) throw new AppError('NOT_FOUND', messages.invalid);
  if (link.expiresAt <= new Date()) throw new AppError('GONE', messages.expired);
  return { id: link.id, companyId: link.companyId, documentId: link.documentId, expiresAt: link.expiresAt };
}

/**
 * Counts a load of the link inside the company's transaction (atomically, in SQL). False when it was
 * revoked or expired since it was opened: the caller then answers as for an invalid link.
 */
export async function countDocumentLinkOpen(tx: Tx, link: OpenedLink): Promise<boolean> {
  const counted = await tx
    .update(documentLinks)
    .set({ openCount: sql`${documentLinks.openCount} + 1`, lastOpenedAt: new Date() })
    .where(
      and(
        eq(documentLinks.companyId, link.companyId),
        eq(documentLinks.id, link.id),
        isNull(documentLinks.revokedAt),
        gt(documentLinks.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: documentLinks.id });
  return counted.length === 1;
}
