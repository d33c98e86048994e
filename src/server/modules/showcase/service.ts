import { and, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { SHOWCASE_MESSAGES } from '../../../shared/showcase.ts';
import { linkStatus } from '../../../shared/gallery.ts';
import type { CreateShowcaseLinkInput, ShowcaseInput } from '../../../shared/share-inputs.ts';
import type { Database } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { projectPhotos, showcaseLinks, showcaseProjects } from '../../db/schema/photos.ts';
import { TenantDb, type Tx } from '../../db/tenant.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { Storage, StoredFile } from '../../platform/storage.ts';
import { visibleJobs } from '../jobs/scope.ts';
import { newShareToken, SHARE_TOKEN_PATTERN } from '../gallery/service.ts';

type ShowcaseRow = typeof showcaseProjects.$inferSelect;
type LinkRow = typeof showcaseLinks.$inferSelect;

export const SHOWCASE_PHOTO_MESSAGE = 'Choose photos of this job that are visible to the client';

function showcaseView(row: ShowcaseRow) {
  return {
    id: row.id,
    jobId: row.jobId,
    showcaseTitle: row.showcaseTitle,
    showcaseDescription: row.showcaseDescription,
    featuredPhotoId: row.featuredPhotoId,
    photoIds: row.photoIds,
    viewCount: row.viewCount,
    isFeatured: row.isFeatured,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
export type ShowcaseView = ReturnType<typeof showcaseView>;

function linkView(appUrl: string, row: LinkRow, now = new Date()) {
  return {
    id: row.id,
    showcaseProjectId: row.showcaseProjectId,
    token: row.linkToken,
    url: `${appUrl}/showcase/${row.linkToken}`,
    status: linkStatus(row, now),
    isActive: row.isActive,
    expiresAt: row.expiresAt,
    viewCount: row.viewCount,
    createdAt: row.createdAt,
  };
}
export type ShowcaseLinkView = ReturnType<typeof linkView>;

/** The job (its title), if the caller may see it; else 404. */
async function visibleJob(tx: Tx, t: TenantDb, jobId: string) {
  const [job] = await tx
    .select({ id: jobs.id, title: jobs.title })
    .from(jobs)
    .where(and(visibleJobs(t), eq(jobs.id, jobId)));
  if (!job) throw notFound();
  return job;
}

async function showcaseOf(tx: Tx, t: TenantDb, jobId: string): Promise<ShowcaseRow | undefined> {
  const [row] = await tx
    .select()
    .from(showcaseProjects)
    .where(and(eq(showcaseProjects.companyId, t.ctx.companyId), eq(showcaseProjects.jobId, jobId)));
  return row;
}

/** The job's showcase, or null when it has none yet. */
export async function getShowcase(t: TenantDb, jobId: string): Promise<{ showcase: ShowcaseView | null }> {
  const row = await t.run(async (tx) => {
    await visibleJob(tx, t, jobId);
    return showcaseOf(tx, t, jobId);
  });
  return { showcase: row ? showcaseView(row) : null };
}

/**
 * Creates or replaces the job's one showcase. The featured photo and the chosen photos must be
 * client-visible photos of this job (400 otherwise): the showcase is public.
 */
export async function putShowcase(t: TenantDb, jobId: string, input: ShowcaseInput): Promise<ShowcaseView> {
  const row = await t.run(async (tx) => {
    await visibleJob(tx, t, jobId);
    const wanted = [...new Set([...input.photoIds, ...(input.featuredPhotoId ? [input.featuredPhotoId] : [])])];
    if (wanted.length > 0) {
      const found = await tx
        .select({ id: projectPhotos.id })
        .from(projectPhotos)
        .where(
          and(
            eq(projectPhotos.companyId, t.ctx.companyId),
            eq(projectPhotos.jobId, jobId),
            eq(projectPhotos.isClientVisible, true),
            inArray(projectPhotos.id, wanted),
          ),
        );
      const ok = new Set(found.map((p) => p.id));
      const errors: Record<string, string> = {};
      if (input.featuredPhotoId && !ok.has(input.featuredPhotoId)) errors.featuredPhotoId = SHOWCASE_PHOTO_MESSAGE;
      if (input.photoIds.some((id) => !ok.has(id))) errors.photoIds = SHOWCASE_PHOTO_MESSAGE;
      if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_ERROR', SHOWCASE_PHOTO_MESSAGE, errors);
    }
    const values = {
      showcaseTitle: input.showcaseTitle,
      showcaseDescription: input.showcaseDescription ?? null,
      featuredPhotoId: input.featuredPhotoId ?? null,
      photoIds: input.photoIds,
      isFeatured: input.isFeatured,
    };
    const [saved] = await tx
      .insert(showcaseProjects)
      .values({ companyId: t.ctx.companyId, jobId, ...values })
      .onConflictDoUpdate({ target: [showcaseProjects.companyId, showcaseProjects.jobId], set: values })
      .returning();
    return saved!;
  });
  return showcaseView(row);
}

export async function listShowcaseLinks(t: TenantDb, appUrl: string, jobId: string): Promise<ShowcaseLinkView[]> {
  const rows = await t.run(async (tx) => {
    await visibleJob(tx, t, jobId);
    const showcase = await showcaseOf(tx, t, jobId);
    if (!showcase) return [];
    return tx
      .select()
      .from(showcaseLinks)
      .where(and(eq(showcaseLinks.companyId, t.ctx.companyId), eq(showcaseLinks.showcaseProjectId, showcase.id)))
      .orderBy(desc(showcaseLinks.createdAt), desc(showcaseLinks.id));
  });
  const now = new Date();
  return rows.map((r) => linkView(appUrl, r, now));
}

/** A share link of the job's showcase; a job without one gets one titled after the job, with no photos yet. */
export async function createShowcaseLink(
  t: TenantDb,
  appUrl: string,
  jobId: string,
  input: CreateShowcaseLinkInput,
): Promise<ShowcaseLinkView> {
  const row = await t.run(async (tx) => {
    const job = await visibleJob(tx, t, jobId);
    await tx
      .insert(showcaseProjects)
      .values({ companyId: t.ctx.companyId, jobId, showcaseTitle: job.title })
      .onConflictDoNothing({ target: [showcaseProjects.companyId, showcaseProjects.jobId] });
    const showcase = (await showcaseOf(tx, t, jobId))!;
    const [created] = await tx
      .insert(showcaseLinks)
      .values({
        companyId: t.ctx.companyId,
        showcaseProjectId: showcase.id,
        linkToken: newShareToken(),
        expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
      })
      .returning();
    return created!;
  });
  return linkView(appUrl, row);
}

/** Revoking is final; revoking twice changes nothing. */
export async function revokeShowcaseLink(
  t: TenantDb,
  appUrl: string,
  jobId: string,
  id: string,
): Promise<ShowcaseLinkView> {
  const row = await t.run(async (tx) => {
    await visibleJob(tx, t, jobId);
    const showcase = await showcaseOf(tx, t, jobId);
    if (!showcase) throw notFound();
    const [updated] = await tx
      .update(showcaseLinks)
      .set({ isActive: false })
      .where(
        and(
          eq(showcaseLinks.companyId, t.ctx.companyId),
          eq(showcaseLinks.showcaseProjectId, showcase.id),
          eq(showcaseLinks.id, id),
        ),
      )
      .returning();
    if (!updated) throw notFound();
    return updated;
  });
  return linkView(appUrl, row);
}

// ---- The public showcase ----

const invalid = () => new AppError('NOT_FOUND', SHOWCASE_MESSAGES.invalidOrExpired);
const linkIsValid = and(
  eq(showcaseLinks.isActive, true),
  or(isNull(showcaseLinks.expiresAt), gt(showcaseLinks.expiresAt, sql`now()`)),
);

/**
 * The link a token names, read by the token outside any tenant scope (which company a public
 * link belongs to is not tenant data); null when unknown, revoked or expired (spec section 5).
 */
async function linkByToken(db: Database, token: string) {
  if (!SHARE_TOKEN_PATTERN.test(token)) return null;
  const [link] = await db
    .select({ id: showcaseLinks.id, companyId: showcaseLinks.companyId, projectId: showcaseLinks.showcaseProjectId })
    .from(showcaseLinks)
    .where(and(eq(showcaseLinks.linkToken, token), linkIsValid));
  return link ?? null;
}

export const showcasePhotoUrls = (token: string, photoId: string) => {
  const base = `/api/v1/showcase/${token}/photos/${photoId}`;
  return { thumbnail: `${base}/thumbnail`, display: `${base}/display` };
};

/** The showcase's chosen photos in their order (client-visible photos of its job only), and the featured one. */
async function showcasePhotos(tx: Tx, project: ShowcaseRow) {
  const ids = [...new Set([...project.photoIds, ...(project.featuredPhotoId ? [project.featuredPhotoId] : [])])];
  const rows = ids.length
    ? await tx
        .select({ id: projectPhotos.id, photoType: projectPhotos.photoType, takenAt: projectPhotos.takenAt })
        .from(projectPhotos)
        .where(
          and(
            eq(projectPhotos.companyId, project.companyId),
            eq(projectPhotos.jobId, project.jobId),
            eq(projectPhotos.isClientVisible, true),
            inArray(projectPhotos.id, ids),
          ),
        )
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const photos = project.photoIds.flatMap((id) => byId.get(id) ?? []);
  const featured = (project.featuredPhotoId && byId.get(project.featuredPhotoId)) || photos[0] || null;
  return { photos, featured };
}

async function projectById(tx: Tx, companyId: string, projectId: string) {
  const [project] = await tx
    .select()
    .from(showcaseProjects)
    .where(and(eq(showcaseProjects.companyId, companyId), eq(showcaseProjects.id, projectId)));
  return project;
}

/**
 * The public showcase of a valid token (spec section 2). Each load adds one to the link's and the
 * project's view counts, each in a single UPDATE (no count is lost to concurrent loads).
 */
export async function openShowcase(db: Database, token: string) {
  const link = await linkByToken(db, token);
  if (!link) throw invalid();
  return TenantDb.forCompany(db, link.companyId).run(async (tx) => {
    const [counted] = await tx
      .update(showcaseLinks)
      .set({ viewCount: sql`${showcaseLinks.viewCount} + 1` })
      .where(and(eq(showcaseLinks.companyId, link.companyId), eq(showcaseLinks.id, link.id), linkIsValid))
      .returning({ id: showcaseLinks.id });
    // Revoked or expired between the lookup and now: the increment "returns falsy".
    if (!counted) throw invalid();
    const [project] = await tx
      .update(showcaseProjects)
      .set({ viewCount: sql`${showcaseProjects.viewCount} + 1` })
      .where(and(eq(showcaseProjects.companyId, link.companyId), eq(showcaseProjects.id, link.projectId)))
      .returning();
    if (!project) throw invalid();
    const [job] = await tx
      .select({ address: jobs.address, squareFeet: jobs.squareFeet, startDate: jobs.startDate, status: jobs.status })
      .from(jobs)
      .where(and(eq(jobs.companyId, link.companyId), eq(jobs.id, project.jobId)));
    if (!job) throw invalid();
    const [company] = await tx
      .select({ name: companies.name, logoUrl: companies.logoUrl, phone: companies.phone, website: companies.website })
      .from(companies)
      .where(eq(companies.id, link.companyId));
    const { photos, featured } = await showcasePhotos(tx, project);
    return {
      company: company ?? { name: '', logoUrl: null, phone: null, website: null },
      showcase: {
        title: project.showcaseTitle,
        description: project.showcaseDescription,
        isFeatured: project.isFeatured,
        viewCount: project.viewCount,
        featuredImageUrl: featured ? showcasePhotoUrls(token, featured.id).display : null,
      },
      job,
      photos: photos.map((p) => ({ ...p, urls: showcasePhotoUrls(token, p.id) })),
    };
  });
}
export type PublicShowcase = Awaited<ReturnType<typeof openShowcase>>;

/**
 * For the page's Open Graph tags: title, description and the featured image's path, or null for
 * an invalid token. Counts no view.
 */
export async function showcaseMeta(
  db: Database,
  token: string,
): Promise<{ title: string; description: string | null; imagePath: string | null } | null> {
  const link = await linkByToken(db, token);
  if (!link) return null;
  return TenantDb.forCompany(db, link.companyId).run(async (tx) => {
    const project = await projectById(tx, link.companyId, link.projectId);
    if (!project) return null;
    const { featured } = await showcasePhotos(tx, project);
    return {
      title: project.showcaseTitle,
      description: project.showcaseDescription,
      imagePath: featured ? showcasePhotoUrls(token, featured.id).display : null,
    };
  });
}

export const SHOWCASE_PHOTO_SIZES = ['thumbnail', 'display'] as const;
export type ShowcasePhotoSize = (typeof SHOWCASE_PHOTO_SIZES)[number];

/**
 * A photo of the showcase through its token: only one of its chosen photos (or the featured one),
 * client-visible, in the thumbnail or display size (the original, with its EXIF, is never public).
 */
export async function showcasePhotoFile(
  db: Database,
  storage: Storage,
  token: string,
  photoId: string,
  size: ShowcasePhotoSize,
): Promise<StoredFile> {
  const link = await linkByToken(db, token);
  if (!link) throw invalid();
  const path = await TenantDb.forCompany(db, link.companyId).run(async (tx) => {
    const project = await projectById(tx, link.companyId, link.projectId);
    if (!project) return null;
    if (!project.photoIds.includes(photoId) && project.featuredPhotoId !== photoId) return null;
    const [photo] = await tx
      .select({ thumbnail: projectPhotos.thumbnailPath, display: projectPhotos.displayPath })
      .from(projectPhotos)
      .where(
        and(
          eq(projectPhotos.companyId, link.companyId),
          eq(projectPhotos.jobId, project.jobId),
          eq(projectPhotos.id, photoId),
          eq(projectPhotos.isClientVisible, true),
        ),
      );
    return photo ? photo[size] : null;
  });
  if (!path) throw notFound();
  const file = await storage.get(path);
  if (!file) throw notFound();
  return file;
}

/**
 * The Open Graph tags of /showcase/{token}, so a shared link previews its featured image and title
 * (no view is counted: link previews are not visits). Null for any other page or a dead link.
 */
export async function showcaseOpenGraph(
  db: Database,
  appUrl: string,
  path: string,
): Promise<Record<string, string> | null> {
  const token = /^\/showcase\/([^/]+)$/.exec(path)?.[1];
  if (!token || !SHARE_TOKEN_PATTERN.test(token)) return null;
  const meta = await showcaseMeta(db, token);
  if (!meta) return null;
  return {
    'og:type': 'website',
    'og:title': meta.title,
    'og:url': `${appUrl}${path}`,
    ...(meta.description && { 'og:description': meta.description }),
    ...(meta.imagePath && { 'og:image': `${appUrl}${meta.imagePath}` }),
  };
}
