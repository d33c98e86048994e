import { randomBytes } from 'node:crypto';
import { and, desc, eq, getTableColumns, gt, isNull, or, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { linkStatus, type GalleryLinkStatus, type PhotoSize } from '../../../shared/gallery.ts';
import { REVOKED_LINK_MESSAGE } from '../../../shared/share-inputs.ts';
import type { Database } from '../../db/client.ts';
import { lookUp } from '../../db/lookup.ts';
import { companies } from '../../db/schema/companies.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { projectPhotos } from '../../db/schema/photos.ts';
import { TenantDb, type Services, type Tx } from '../../db/tenant.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { getPhotoFile } from '../photos/keys.ts';
import { visibleJobs } from '../jobs/scope.ts';

// A share link (a client gallery link, a showcase link): a 256-bit token kept as it is (the
// contractor copies the link again later), an optional expiry, revoked for good, counted on each
// load (ADR 0007). One implementation; each kind names its table's columns and what a link opens.

/** 256 random bits, URL-safe: the link itself. */
export const newShareToken = () => randomBytes(32).toString('base64url');
/** What a token looks like; anything else is refused before any query. */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

type Column<T, NotNull extends boolean = true> = AnyPgColumn<{ data: T; notNull: NotNull }>;

/** A kind of link's table, and the column that plays each part. */
export interface ShareLinkTable {
  table: PgTable;
  id: Column<string>;
  companyId: Column<string>;
  /** What the link opens: a job (gallery links) or a showcase project. */
  parentId: Column<string>;
  token: Column<string>;
  isActive: Column<boolean>;
  expiresAt: Column<Date, false>;
  /** Loads of the link. */
  count: Column<number>;
  createdAt: Column<Date>;
  /** Set on each counted load, where the table keeps it. */
  lastAccessed?: Column<Date, false>;
  /** Who made the link, where the table keeps it. */
  createdBy?: Column<string, false>;
}

/** A link row, whatever its table calls the columns. */
export interface ShareLinkRow {
  id: string;
  parentId: string;
  token: string;
  isActive: boolean;
  expiresAt: Date | null;
  count: number;
  lastAccessed: Date | null;
  createdAt: Date;
}

/** A link as its manager sees it, before each API names the fields its own way. */
export type ManagedLink = ShareLinkRow & { url: string; status: GalleryLinkStatus };

export interface ShareLinkKind<V> {
  table: ShareLinkTable;
  /** The public page a token opens: `${appUrl}${page}/${token}`. */
  page: string;
  /**
   * What the job's links hang on, once the job is known to be visible to the caller (404 otherwise);
   * null when the job has none yet, unless `create` asks for one.
   */
  parentOf(tx: Tx, t: TenantDb, jobId: string, create: boolean): Promise<string | null>;
  view(link: ManagedLink): V;
}

/** An expiry input: an ISO instant, or none. */
type Expiry = { expiresAt?: string | null };
const expiryOf = (input: Expiry) => (input.expiresAt ? new Date(input.expiresAt) : null);

/** The job, if the caller may see it (404 otherwise: another company's job does not exist). */
export async function visibleJob(tx: Tx, t: TenantDb, jobId: string): Promise<{ id: string; title: string }> {
  const [job] = await tx
    .select({ id: jobs.id, title: jobs.title })
    .from(jobs)
    .where(and(visibleJobs(t), eq(jobs.id, jobId)));
  if (!job) throw notFound();
  return job;
}

/** The managing calls of a kind of link (by job id, as the routes name them) and its token reads. */
export function shareLinks<V>(kind: ShareLinkKind<V>) {
  const s = kind.table;
  // Drizzle writes by property name, which differs from table to table: found once, here.
  const columns = Object.entries(getTableColumns(s.table));
  const keyOf = (column: AnyPgColumn) => {
    const key = columns.find(([, c]) => c === column)?.[0];
    if (!key) throw new Error(`${column.name} is not a column of this share link table`);
    return key;
  };
  const key = {
    companyId: keyOf(s.companyId),
    parentId: keyOf(s.parentId),
    token: keyOf(s.token),
    isActive: keyOf(s.isActive),
    expiresAt: keyOf(s.expiresAt),
    count: keyOf(s.count),
    lastAccessed: s.lastAccessed && keyOf(s.lastAccessed),
    createdBy: s.createdBy && keyOf(s.createdBy),
  };
  const fields = {
    id: s.id,
    parentId: s.parentId,
    token: s.token,
    isActive: s.isActive,
    expiresAt: s.expiresAt,
    count: s.count,
    lastAccessed: s.lastAccessed ?? sql<null>`null`,
    createdAt: s.createdAt,
  };
  const stillValid = and(eq(s.isActive, true), or(isNull(s.expiresAt), gt(s.expiresAt, sql`now()`)));

  const view = (t: TenantDb, row: ShareLinkRow, now = new Date()): V =>
    kind.view({ ...row, url: `${t.services.config.appUrl}${kind.page}/${row.token}`, status: linkStatus(row, now) });

  /** One link of the job, locked for the change; 404 when the job or the link is not the caller's. */
  async function linkOf(tx: Tx, t: TenantDb, jobId: string, id: string): Promise<ShareLinkRow> {
    const parentId = await kind.parentOf(tx, t, jobId, false);
    if (!parentId) throw notFound();
    const [row] = await tx
      .select(fields)
      .from(s.table)
      .where(and(eq(s.companyId, t.ctx.companyId), eq(s.parentId, parentId), eq(s.id, id)))
      .for('update');
    if (!row) throw notFound();
    return row;
  }

  async function update(tx: Tx, t: TenantDb, id: string, set: Record<string, unknown>): Promise<ShareLinkRow> {
    const [updated] = await tx
      .update(s.table)
      .set(set)
      .where(and(eq(s.companyId, t.ctx.companyId), eq(s.id, id)))
      .returning(fields);
    return updated!;
  }

  return {
    /** The job's links, newest first. */
    async list(t: TenantDb, jobId: string): Promise<V[]> {
      const rows = await t.run(async (tx) => {
        const parentId = await kind.parentOf(tx, t, jobId, false);
        if (!parentId) return [];
        return tx
          .select(fields)
          .from(s.table)
          .where(and(eq(s.companyId, t.ctx.companyId), eq(s.parentId, parentId)))
          .orderBy(desc(s.createdAt), desc(s.id));
      });
      const now = new Date();
      return rows.map((r) => view(t, r, now));
    },

    async create(t: TenantDb, jobId: string, input: Expiry): Promise<V> {
      const row = await t.run(async (tx) => {
        const parentId = (await kind.parentOf(tx, t, jobId, true))!;
        const [created] = await tx
          .insert(s.table)
          .values({
            [key.companyId]: t.ctx.companyId,
            [key.parentId]: parentId,
            [key.token]: newShareToken(),
            [key.expiresAt]: expiryOf(input),
            ...(key.createdBy && { [key.createdBy]: t.ctx.userId || null }),
          })
          .returning(fields);
        return created!;
      });
      return view(t, row);
    },

    /** A new expiry, or none. A revoked link stays revoked (409). */
    async extend(t: TenantDb, jobId: string, id: string, input: Expiry): Promise<V> {
      const row = await t.run(async (tx) => {
        const link = await linkOf(tx, t, jobId, id);
        if (!link.isActive) throw new AppError('CONFLICT', REVOKED_LINK_MESSAGE);
        return update(tx, t, link.id, { [key.expiresAt]: expiryOf(input) });
      });
      return view(t, row);
    },

    /** Revoking is final; revoking twice changes nothing. */
    async revoke(t: TenantDb, jobId: string, id: string): Promise<V> {
      const row = await t.run(async (tx) => {
        const link = await linkOf(tx, t, jobId, id);
        return link.isActive ? update(tx, t, link.id, { [key.isActive]: false }) : link;
      });
      return view(t, row);
    },

    /**
     * The link a token names, or null. Which company a public link belongs to is not tenant data,
     * so this read is a lookup by the token, outside any tenant scope; what follows runs in that company's.
     */
    async byToken(db: Database, token: string) {
      if (!SHARE_TOKEN_PATTERN.test(token)) return null;
      const [link] = await lookUp(db, { token }, (tx) =>
        tx
          .select({
            id: s.id,
            companyId: s.companyId,
            parentId: s.parentId,
            isActive: s.isActive,
            expiresAt: s.expiresAt,
          })
          .from(s.table)
          .where(eq(s.token, token)),
      );
      return link
        ? { id: link.id, companyId: link.companyId, parentId: link.parentId, status: linkStatus(link) }
        : null;
    },

    /**
     * Counts a load in one UPDATE that matches only a valid link, so concurrent loads never lose a
     * count and a link revoked or expired since `byToken` is neither served nor counted (null).
     */
    async countLoad(tx: Tx, link: { id: string; companyId: string }) {
      const [counted] = await tx
        .update(s.table)
        .set({
          [key.count]: sql`${s.count} + 1`,
          ...(key.lastAccessed && { [key.lastAccessed]: sql`now()` }),
        })
        .where(and(eq(s.companyId, link.companyId), eq(s.id, link.id), stillValid))
        .returning({ count: s.count, expiresAt: s.expiresAt });
      return counted ?? null;
    },
  };
}

// ---- What a token shows ----

const cardColumns = {
  name: companies.name,
  logoUrl: companies.logoUrl,
  phone: companies.phone,
  email: companies.email,
  website: companies.website,
};
const NO_CARD = { name: '', logoUrl: null, phone: null, email: null, website: null };

/** The company as a public link shows it: its name, logo and contacts (phone, e-mail, website), nothing else. */
export async function companyCard(tx: Tx, companyId: string) {
  const [company] = await tx.select(cardColumns).from(companies).where(eq(companies.id, companyId));
  return company ?? NO_CARD;
}

/**
 * The company as a client's private estimate or invoice link shows it: its card and how to pay it
 * (issue #38). Not for showcases, which anyone may open: the instructions can hold bank details.
 */
export async function documentCompanyCard(tx: Tx, companyId: string) {
  const [company] = await tx
    .select({ ...cardColumns, paymentInstructions: companies.paymentInstructions })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company ?? { ...NO_CARD, paymentInstructions: null };
}

/** The photos a link may show: the client-visible ones of its job. */
export const clientPhotosOf = (job: { companyId: string; jobId: string }) =>
  and(
    eq(projectPhotos.companyId, job.companyId),
    eq(projectPhotos.jobId, job.jobId),
    eq(projectPhotos.isClientVisible, true),
  );

const PATH_OF_SIZE = {
  thumbnail: projectPhotos.thumbnailPath,
  // Photos from before the medium size serve their display size for it.
  medium: sql<string>`coalesce(${projectPhotos.mediumPath}, ${projectPhotos.displayPath})`,
  display: projectPhotos.displayPath,
  original: projectPhotos.filePath,
} as const;

/**
 * A client-visible photo of the link's job from storage, in a size; not counted as a load. Any
 * other photo (private, another job's, another company's) is not found.
 */
export async function linkedPhotoFile(
  s: Services,
  link: { companyId: string; jobId: string },
  photoId: string,
  size: PhotoSize,
) {
  const [photo] = await TenantDb.forCompany(s.db, link.companyId).run((tx) =>
    tx
      .select({ path: PATH_OF_SIZE[size], fileName: projectPhotos.fileName })
      .from(projectPhotos)
      .where(and(clientPhotosOf(link), eq(projectPhotos.id, photoId))),
  );
  if (!photo) throw notFound();
  const file = await getPhotoFile(s.storage, link.companyId, photo.path);
  if (!file) throw notFound();
  return { file, fileName: photo.fileName, path: photo.path };
}
