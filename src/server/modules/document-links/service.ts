import { createHmac, randomUUID } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { lookUp } from '../../db/lookup.ts';
import { documentLinks, type DocumentLinkKind } from '../../db/schema/document-links.ts';
import { TenantDb, type Tx } from '../../db/tenant.ts';
import { AppError } from '../../platform/errors.ts';
import { hashToken } from '../invitations/service.ts';
import { newShareToken, SHARE_TOKEN_PATTERN } from '../share-links/service.ts';

// A client's private link to an estimate (/estimate/{token}) or an invoice (/invoice/{token}):
// 256 bits, stored as their SHA-256, expiring, revocable (issue #17). The document's own rules (an
// estimate's validity, a void invoice) are its module's to check. A random link is shown once; a
// keyed one (the signed-in client's, or one derived from another link) is an HMAC with the server's
// secret, which the server computes again to show it, so it is reused instead of minted (ADR 0039).

const PAGES: Record<DocumentLinkKind, string> = { estimate: '/estimate', invoice: '/invoice' };
const DAY_MS = 24 * 60 * 60 * 1000;

export interface MintedLink {
  token: string;
  url: string;
  expiresAt: Date;
}

const minted = (t: TenantDb, kind: DocumentLinkKind, token: string, expiresAt: Date): MintedLink => ({
  token,
  url: `${t.services.config.appUrl}${PAGES[kind]}/${token}`,
  expiresAt,
});

/**
 * A keyed link's token: an HMAC with the server's secret of what names the link (a client's own: its
 * id; a derived one: its parent, kind and document), so the database alone never yields it.
 */
const keyedToken = (t: TenantDb, name: string) =>
  createHmac('sha256', t.services.secret).update(`document-link:${name}`).digest('base64url');
const derivedName = (parentId: string, kind: DocumentLinkKind, documentId: string) =>
  `${parentId}/${kind}/${documentId}`;

/** Stores a link to the document (its token's hash only), valid `days`. */
async function storeLink(
  tx: Tx,
  t: TenantDb,
  link: { kind: DocumentLinkKind; documentId: string; days: number; token: string; id?: string },
): Promise<MintedLink> {
  const expiresAt = new Date(Date.now() + link.days * DAY_MS);
  await tx.insert(documentLinks).values({
    ...(link.id && { id: link.id }),
    companyId: t.ctx.companyId,
    kind: link.kind,
    documentId: link.documentId,
    tokenHash: hashToken(link.token),
    expiresAt,
    createdBy: t.ctx.userId || null,
  });
  return minted(t, link.kind, link.token, expiresAt);
}

/** A new link to the document, valid for `days`. Call inside the caller's transaction. */
export function createDocumentLink(
  tx: Tx,
  t: TenantDb,
  kind: DocumentLinkKind,
  documentId: string,
  days: number,
): Promise<MintedLink> {
  return storeLink(tx, t, { kind, documentId, days, token: newShareToken() });
}

/**
 * The signed-in caller's own link to the document: the same one at each ask while at least half of
 * its `days` remain, else a new keyed one. Call inside the caller's transaction.
 */
export async function ownDocumentLink(
  tx: Tx,
  t: TenantDb,
  kind: DocumentLinkKind,
  documentId: string,
  days: number,
): Promise<MintedLink> {
  const [own] = await tx
    .select({ id: documentLinks.id, tokenHash: documentLinks.tokenHash, expiresAt: documentLinks.expiresAt })
    .from(documentLinks)
    .where(
      and(
        eq(documentLinks.companyId, t.ctx.companyId),
        eq(documentLinks.kind, kind),
        eq(documentLinks.documentId, documentId),
        eq(documentLinks.createdBy, t.ctx.userId),
        isNull(documentLinks.parentId),
        isNull(documentLinks.revokedAt),
        gt(documentLinks.expiresAt, new Date(Date.now() + (days * DAY_MS) / 2)),
      ),
    )
    .orderBy(desc(documentLinks.createdAt))
    .limit(1);
  // One made before links were keyed, or under another secret, cannot be shown again.
  const shown = own && keyedToken(t, own.id);
  if (own && shown && hashToken(shown) === own.tokenHash) return minted(t, kind, shown, own.expiresAt);
  const id = randomUUID();
  return storeLink(tx, t, { kind, documentId, days, token: keyedToken(t, id), id });
}

/**
 * Gives each open link to `parent` a keyed link to the document, one per parent (an estimate's page
 * shows its deposit invoice to pay): valid `days` but never past its parent, and revoked with it.
 * Call where the document becomes something the parent's page shows, inside that transaction: the
 * page itself then only reads it (derivedDocumentLink). An existing one is re-keyed, in case the
 * server's secret changed since.
 */
export async function deriveDocumentLinks(
  tx: Tx,
  t: TenantDb,
  parent: { kind: DocumentLinkKind; documentId: string },
  kind: DocumentLinkKind,
  documentId: string,
  days: number,
): Promise<void> {
  const parents = await tx
    .select({ id: documentLinks.id, expiresAt: documentLinks.expiresAt })
    .from(documentLinks)
    .where(
      and(
        eq(documentLinks.companyId, t.ctx.companyId),
        eq(documentLinks.kind, parent.kind),
        eq(documentLinks.documentId, parent.documentId),
        isNull(documentLinks.parentId),
        isNull(documentLinks.revokedAt),
        gt(documentLinks.expiresAt, sql`now()`),
      ),
    );
  if (!parents.length) return;
  const until = new Date(Date.now() + days * DAY_MS);
  await tx
    .insert(documentLinks)
    .values(
      parents.map((p) => ({
        companyId: t.ctx.companyId,
        kind,
        documentId,
        parentId: p.id,
        tokenHash: hashToken(keyedToken(t, derivedName(p.id, kind, documentId))),
        expiresAt: p.expiresAt < until ? p.expiresAt : until,
        createdBy: t.ctx.userId || null,
      })),
    )
    .onConflictDoUpdate({
      target: [documentLinks.companyId, documentLinks.parentId, documentLinks.kind, documentLinks.documentId],
      set: { tokenHash: sql`excluded.token_hash` },
      setWhere: sql`${documentLinks.tokenHash} <> excluded.token_hash`,
    });
}

/**
 * The open link to the document derived from the link `parentToken` opens, or null (none made yet,
 * or keyed under a secret since changed); it only reads.
 */
export async function derivedDocumentLink(
  tx: Tx,
  t: TenantDb,
  parentToken: string,
  kind: DocumentLinkKind,
  documentId: string,
): Promise<MintedLink | null> {
  const parent = alias(documentLinks, 'parent');
  const [child] = await tx
    .select({ parentId: parent.id, tokenHash: documentLinks.tokenHash, expiresAt: documentLinks.expiresAt })
    .from(documentLinks)
    .innerJoin(parent, and(eq(parent.companyId, documentLinks.companyId), eq(parent.id, documentLinks.parentId)))
    .where(
      and(
        eq(documentLinks.companyId, t.ctx.companyId),
        eq(parent.tokenHash, hashToken(parentToken)),
        eq(documentLinks.kind, kind),
        eq(documentLinks.documentId, documentId),
        isNull(documentLinks.revokedAt),
      ),
    );
  if (!child) return null;
  const token = keyedToken(t, derivedName(child.parentId, kind, documentId));
  return hashToken(token) === child.tokenHash ? minted(t, kind, token, child.expiresAt) : null;
}

/**
 * Revokes every open link to the document (a revision, a void, or the contractor's own call), and
 * the links derived from them. Returns how many of the document's own links it revoked.
 */
export async function revokeDocumentLinks(tx: Tx, t: TenantDb, kind: DocumentLinkKind, documentId: string) {
  const parent = alias(documentLinks, 'parent');
  const parents = tx
    .select({ id: parent.id })
    .from(parent)
    .where(and(eq(parent.companyId, t.ctx.companyId), eq(parent.kind, kind), eq(parent.documentId, documentId)));
  const revoked = await tx
    .update(documentLinks)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(documentLinks.companyId, t.ctx.companyId),
        isNull(documentLinks.revokedAt),
        or(
          and(eq(documentLinks.kind, kind), eq(documentLinks.documentId, documentId)),
          inArray(documentLinks.parentId, parents),
        ),
      ),
    )
    .returning({ kind: documentLinks.kind, documentId: documentLinks.documentId });
  return revoked.filter((r) => r.kind === kind && r.documentId === documentId).length;
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
 * A derived link answers as its parent does when that one is revoked or expired.
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
        parentId: documentLinks.parentId,
        expiresAt: documentLinks.expiresAt,
        revokedAt: documentLinks.revokedAt,
      })
      .from(documentLinks)
      .where(eq(documentLinks.tokenHash, hashToken(token))),
  );
  if (!link || link.kind !== kind || link.revokedAt) throw new AppError('NOT_FOUND', messages.invalid);
  // The lookup sees only the token's own row: the parent is read in the company's scope.
  const parent = link.parentId ? await linkState(db, link.companyId, link.parentId) : null;
  if (link.parentId && (!parent || parent.revokedAt)) throw new AppError('NOT_FOUND', messages.invalid);
  const expiresAt = parent && parent.expiresAt < link.expiresAt ? parent.expiresAt : link.expiresAt;
  if (expiresAt <= new Date()) throw new AppError('GONE', messages.expired);
  return { id: link.id, companyId: link.companyId, documentId: link.documentId, expiresAt };
}

async function linkState(db: Database, companyId: string, id: string) {
  const [row] = await TenantDb.forCompany(db, companyId).run((tx) =>
    tx
      .select({ expiresAt: documentLinks.expiresAt, revokedAt: documentLinks.revokedAt })
      .from(documentLinks)
      .where(and(eq(documentLinks.companyId, companyId), eq(documentLinks.id, id))),
  );
  return row ?? null;
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
