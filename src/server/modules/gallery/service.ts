import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { GALLERY_MESSAGES, linkStatus, type PhotoSize } from '../../../shared/gallery.ts';
import type { CreateGalleryLinkInput, ExtendGalleryLinkInput } from '../../../shared/share-inputs.ts';
import type { Database } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { clientGalleryAccess, projectPhotos, projectTimelineEvents } from '../../db/schema/photos.ts';
import { TenantDb, type Tx } from '../../db/tenant.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { StoredFile, Storage } from '../../platform/storage.ts';
import { visibleJobs } from '../jobs/scope.ts';

/** 256 random bits, URL-safe: the link itself. */
export const newShareToken = () => randomBytes(32).toString('base64url');
/** What a token looks like; anything else is refused before any query. */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

type LinkRow = typeof clientGalleryAccess.$inferSelect;

/** A gallery link as its manager sees it. */
function linkView(appUrl: string, row: LinkRow, now = new Date()) {
  return {
    id: row.id,
    jobId: row.jobId,
    token: row.accessToken,
    url: `${appUrl}/gallery/${row.accessToken}`,
    status: linkStatus(row, now),
    isActive: row.isActive,
    expiresAt: row.expiresAt,
    accessCount: row.accessCount,
    lastAccessed: row.lastAccessed,
    createdAt: row.createdAt,
  };
}
export type GalleryLinkView = ReturnType<typeof linkView>;

/** The job, if the caller may see it (404 otherwise: another company's job does not exist). */
export async function requireVisibleJob(tx: Tx, t: TenantDb, jobId: string): Promise<void> {
  const [job] = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(visibleJobs(t), eq(jobs.id, jobId)));
  if (!job) throw notFound();
}

export async function listGalleryLinks(t: TenantDb, appUrl: string, jobId: string): Promise<GalleryLinkView[]> {
  const rows = await t.run(async (tx) => {
    await requireVisibleJob(tx, t, jobId);
    return tx
      .select()
      .from(clientGalleryAccess)
      .where(and(eq(clientGalleryAccess.companyId, t.ctx.companyId), eq(clientGalleryAccess.jobId, jobId)))
      .orderBy(desc(clientGalleryAccess.createdAt), desc(clientGalleryAccess.id));
  });
  const now = new Date();
  return rows.map((r) => linkView(appUrl, r, now));
}

export async function createGalleryLink(
  t: TenantDb,
  appUrl: string,
  jobId: string,
  input: CreateGalleryLinkInput,
): Promise<GalleryLinkView> {
  const row = await t.run(async (tx) => {
    await requireVisibleJob(tx, t, jobId);
    const [created] = await tx
      .insert(clientGalleryAccess)
      .values({
        companyId: t.ctx.companyId,
        jobId,
        accessToken: newShareToken(),
        expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
        createdBy: t.ctx.userId || null,
      })
      .returning();
    return created!;
  });
  return linkView(appUrl, row);
}

/** One link of a job the caller may see, locked for the change. */
async function linkOf(tx: Tx, t: TenantDb, jobId: string, id: string): Promise<LinkRow> {
  await requireVisibleJob(tx, t, jobId);
  const [row] = await tx
    .select()
    .from(clientGalleryAccess)
    .where(
      and(
        eq(clientGalleryAccess.companyId, t.ctx.companyId),
        eq(clientGalleryAccess.jobId, jobId),
        eq(clientGalleryAccess.id, id),
      ),
    )
    .for('update');
  if (!row) throw notFound();
  return row;
}

export const REVOKED_LINK_MESSAGE = 'This link was revoked. Create a new one.';

/** A new expiry, or none. A revoked link stays revoked (409). */
export async function extendGalleryLink(
  t: TenantDb,
  appUrl: string,
  jobId: string,
  id: string,
  input: ExtendGalleryLinkInput,
): Promise<GalleryLinkView> {
  const row = await t.run(async (tx) => {
    const link = await linkOf(tx, t, jobId, id);
    if (!link.isActive) throw new AppError('CONFLICT', REVOKED_LINK_MESSAGE);
    const [updated] = await tx
      .update(clientGalleryAccess)
      .set({ expiresAt: input.expiresAt ? new Date(input.expiresAt) : null })
      .where(and(eq(clientGalleryAccess.companyId, t.ctx.companyId), eq(clientGalleryAccess.id, link.id)))
      .returning();
    return updated!;
  });
  return linkView(appUrl, row);
}

/** Revoking is final; revoking twice changes nothing. */
export async function revokeGalleryLink(
  t: TenantDb,
  appUrl: string,
  jobId: string,
  id: string,
): Promise<GalleryLinkView> {
  const row = await t.run(async (tx) => {
    const link = await linkOf(tx, t, jobId, id);
    if (!link.isActive) return link;
    const [updated] = await tx
      .update(clientGalleryAccess)
      .set({ isActive: false })
      .where(and(eq(clientGalleryAccess.companyId, t.ctx.companyId), eq(clientGalleryAccess.id, link.id)))
      .returning();
    return updated!;
  });
  return linkView(appUrl, row);
}

// ---- The public gallery ----

const invalid = () => new AppError('NOT_FOUND', GALLERY_MESSAGES.invalidOrExpired);
const expired = () => new AppError('GONE', GALLERY_MESSAGES.expired);

/**
 * The link a token names. Which company a public link belongs to is not tenant data, so this
 * read is by the token, outside any tenant scope (as the quiz finds its company); everything
 * after it runs in that company's scope. Unknown or revoked → 404; past its expiry → 410.
 */
async function linkByToken(db: Database, token: string) {
  if (!SHARE_TOKEN_PATTERN.test(token)) throw invalid();
  const [link] = await db
    .select({
      id: clientGalleryAccess.id,
      companyId: clientGalleryAccess.companyId,
      jobId: clientGalleryAccess.jobId,
      isActive: clientGalleryAccess.isActive,
      expiresAt: clientGalleryAccess.expiresAt,
    })
    .from(clientGalleryAccess)
    .where(eq(clientGalleryAccess.accessToken, token));
  if (!link || !link.isActive) throw invalid();
  if (link.expiresAt && link.expiresAt.getTime() <= Date.now()) throw expired();
  return link;
}

const stillValid = or(isNull(clientGalleryAccess.expiresAt), gt(clientGalleryAccess.expiresAt, sql`now()`));

const photoColumns = {
  id: projectPhotos.id,
  photoType: projectPhotos.photoType,
  description: projectPhotos.description,
  takenAt: projectPhotos.takenAt,
  latitude: projectPhotos.latitude,
  longitude: projectPhotos.longitude,
  fileName: projectPhotos.fileName,
};

export const galleryPhotoUrls = (token: string, photoId: string) => {
  const base = `/api/v1/gallery/${token}/photos/${photoId}`;
  return { thumbnail: `${base}/thumbnail`, display: `${base}/display`, original: `${base}/original` };
};

/**
 * What the holder of a valid gallery token sees (spec section 2 and 6): the job summary, the
 * company's card, client-visible photos and client-visible timeline events. Each load adds one to
 * access_count in a single UPDATE (concurrent loads never lose a count) and sets last_accessed.
 */
export async function openGallery(db: Database, token: string) {
  const link = await linkByToken(db, token);
  const t = TenantDb.forCompany(db, link.companyId);
  return t.run(async (tx) => {
    const [counted] = await tx
      .update(clientGalleryAccess)
      .set({ accessCount: sql`${clientGalleryAccess.accessCount} + 1`, lastAccessed: sql`now()` })
      .where(
        and(
          eq(clientGalleryAccess.companyId, link.companyId),
          eq(clientGalleryAccess.id, link.id),
          eq(clientGalleryAccess.isActive, true),
          stillValid,
        ),
      )
      .returning({ accessCount: clientGalleryAccess.accessCount, expiresAt: clientGalleryAccess.expiresAt });
    // Revoked or expired between the lookup and now.
    if (!counted) throw invalid();

    const [job] = await tx
      .select({
        title: jobs.title,
        description: jobs.description,
        address: jobs.address,
        status: jobs.status,
        progressPercentage: jobs.progressPercentage,
        createdAt: jobs.createdAt,
      })
      .from(jobs)
      .where(and(eq(jobs.companyId, link.companyId), eq(jobs.id, link.jobId)));
    if (!job) throw new AppError('NOT_FOUND', GALLERY_MESSAGES.projectNotFound);

    const [company] = await tx
      .select({ name: companies.name, logoUrl: companies.logoUrl, phone: companies.phone, website: companies.website })
      .from(companies)
      .where(eq(companies.id, link.companyId));

    const photos = await tx
      .select(photoColumns)
      .from(projectPhotos)
      .where(
        and(
          eq(projectPhotos.companyId, link.companyId),
          eq(projectPhotos.jobId, link.jobId),
          eq(projectPhotos.isClientVisible, true),
        ),
      )
      .orderBy(desc(projectPhotos.takenAt), desc(projectPhotos.id));
    const visible = new Set(photos.map((p) => p.id));

    const events = await tx
      .select({
        id: projectTimelineEvents.id,
        eventType: projectTimelineEvents.eventType,
        title: projectTimelineEvents.title,
        description: projectTimelineEvents.description,
        isMilestone: projectTimelineEvents.isMilestone,
        completedAt: projectTimelineEvents.completedAt,
        scheduledFor: projectTimelineEvents.scheduledFor,
        createdAt: projectTimelineEvents.createdAt,
        photoIds: projectTimelineEvents.photoIds,
      })
      .from(projectTimelineEvents)
      .where(
        and(
          eq(projectTimelineEvents.companyId, link.companyId),
          eq(projectTimelineEvents.jobId, link.jobId),
          eq(projectTimelineEvents.isClientVisible, true),
        ),
      )
      .orderBy(desc(projectTimelineEvents.createdAt), desc(projectTimelineEvents.id));

    return {
      job: { ...job, photoCount: photos.length },
      company: company ?? { name: '', logoUrl: null, phone: null, website: null },
      accessCount: counted.accessCount,
      expiresAt: counted.expiresAt,
      photos: photos.map((p) => ({ ...p, urls: galleryPhotoUrls(token, p.id) })),
      timeline: events.map((e) => ({ ...e, photoIds: e.photoIds.filter((id) => visible.has(id)) })),
    };
  });
}
export type GalleryView = Awaited<ReturnType<typeof openGallery>>;

const PATH_OF_SIZE = {
  thumbnail: projectPhotos.thumbnailPath,
  display: projectPhotos.displayPath,
  original: projectPhotos.filePath,
} as const;

/**
 * One client-visible photo of the token's job, in a size; not counted as a load. Any other photo
 * (private, another job's, another company's) is not found.
 */
export async function galleryPhotoFile(
  db: Database,
  storage: Storage,
  token: string,
  photoId: string,
  size: PhotoSize,
): Promise<{ file: StoredFile; fileName: string; extension: string }> {
  const link = await linkByToken(db, token);
  const t = TenantDb.forCompany(db, link.companyId);
  const [photo] = await t.run((tx) =>
    tx
      .select({ path: PATH_OF_SIZE[size], fileName: projectPhotos.fileName })
      .from(projectPhotos)
      .where(
        and(
          eq(projectPhotos.companyId, link.companyId),
          eq(projectPhotos.jobId, link.jobId),
          eq(projectPhotos.id, photoId),
          eq(projectPhotos.isClientVisible, true),
        ),
      ),
  );
  if (!photo) throw notFound();
  const file = await storage.get(photo.path);
  if (!file) throw notFound();
  return { file, fileName: photo.fileName, extension: extensionOf(photo.path) };
}

/** The stored key's extension (chosen by the server from the file's bytes). */
export const extensionOf = (key: string) => /\.([a-z0-9]{1,8})$/.exec(key)?.[1] ?? 'bin';

/** A file name safe in a Content-Disposition header: ASCII fallback plus the UTF-8 original. */
export function attachmentDisposition(fileName: string, extension: string): string {
  const base = fileName.replace(/\.[^.]*$/, '');
  const ascii =
    base
      .normalize('NFKD')
      .replace(/[^\w.-]+/g, '_')
      .replace(/^[._]+|_+$/g, '')
      .slice(0, 100) || 'photo';
  const full = `${ascii}.${extension}`;
  const utf8 = encodeURIComponent(`${base.slice(0, 100) || 'photo'}.${extension}`);
  return `attachment; filename="${full}"; filename*=UTF-8''${utf8}`;
}
