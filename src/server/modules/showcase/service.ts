import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { PhotoType } from '../../../shared/photos.ts';
import { SHOWCASE_MESSAGES } from '../../../shared/showcase.ts';
import type { ShowcaseInput } from '../../../shared/share-inputs.ts';
import type { Database } from '../../db/client.ts';
import { lookUp } from '../../db/lookup.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { projectPhotos } from '../../db/schema/photos.ts';
import { showcaseLinks, showcaseProjects } from '../../db/schema/showcase.ts';
import { TenantDb, type Services, type Tx } from '../../db/tenant.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { StoredFile } from '../../platform/storage.ts';
import {
  clientPhotosOf,
  companyCard,
  linkedPhotoFile,
  SHARE_TOKEN_PATTERN,
  shareLinks,
  visibleJob,
} from '../share-links/service.ts';
import { visibleJobs } from '../jobs/scope.ts';

type ShowcaseRow = typeof showcaseProjects.$inferSelect;

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
    isPublic: row.isPublic,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
export type ShowcaseView = ReturnType<typeof showcaseView>;

async function showcaseOf(tx: Tx, t: TenantDb, jobId: string): Promise<ShowcaseRow | undefined> {
  const [row] = await tx
    .select()
    .from(showcaseProjects)
    .where(and(eq(showcaseProjects.companyId, t.ctx.companyId), eq(showcaseProjects.jobId, jobId)));
  return row;
}

/** The job's showcase, or null when it has none yet: one statement, which finds the job too (404). */
export async function getShowcase(t: TenantDb, jobId: string): Promise<{ showcase: ShowcaseView | null }> {
  const [found] = await t.run((tx) =>
    tx
      .select({ showcase: showcaseProjects })
      .from(jobs)
      .leftJoin(
        showcaseProjects,
        and(eq(showcaseProjects.companyId, jobs.companyId), eq(showcaseProjects.jobId, jobs.id)),
      )
      .where(and(visibleJobs(t), eq(jobs.id, jobId))),
  );
  if (!found) throw notFound();
  return { showcase: found.showcase ? showcaseView(found.showcase) : null };
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
        .where(and(clientPhotosOf({ companyId: t.ctx.companyId, jobId }), inArray(projectPhotos.id, wanted)));
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
      isPublic: input.isPublic,
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

/**
 * The share links of a job's showcase. A job without a showcase gets one with its first link,
 * titled after the job and with no photos yet.
 */
export const showcaseShareLinks = shareLinks({
  table: {
    table: showcaseLinks,
    id: showcaseLinks.id,
    companyId: showcaseLinks.companyId,
    parentId: showcaseLinks.showcaseProjectId,
    token: showcaseLinks.linkToken,
    isActive: showcaseLinks.isActive,
    expiresAt: showcaseLinks.expiresAt,
    count: showcaseLinks.viewCount,
    createdAt: showcaseLinks.createdAt,
  },
  page: '/showcase',
  async parentOf(tx, t, jobId, create) {
    const job = await visibleJob(tx, t, jobId);
    if (create) {
      await tx
        .insert(showcaseProjects)
        .values({ companyId: t.ctx.companyId, jobId, showcaseTitle: job.title })
        .onConflictDoNothing({ target: [showcaseProjects.companyId, showcaseProjects.jobId] });
    }
    return (await showcaseOf(tx, t, jobId))?.id ?? null;
  },
  view: (link) => ({
    id: link.id,
    showcaseProjectId: link.parentId,
    token: link.token,
    url: link.url,
    status: link.status,
    isActive: link.isActive,
    expiresAt: link.expiresAt,
    viewCount: link.count,
    createdAt: link.createdAt,
  }),
});

// ---- The public showcase ----

const invalid = () => new AppError('NOT_FOUND', SHOWCASE_MESSAGES.invalidOrExpired);

/** The valid link a token names; null when unknown, revoked or expired alike (spec section 5). */
async function linkByToken(db: Database, token: string) {
  const link = await showcaseShareLinks.byToken(db, token);
  return link?.status === 'valid' ? { id: link.id, companyId: link.companyId, projectId: link.parentId } : null;
}

export const showcasePhotoUrls = (token: string, photoId: string) => {
  const base = `/api/v1/showcase/${token}/photos/${photoId}`;
  return { thumbnail: `${base}/thumbnail`, medium: `${base}/medium`, display: `${base}/display` };
};

/** The photos a showcase may show: its chosen ones and the featured one, if client-visible photos of its job. */
const ofShowcase = (project: ShowcaseRow) =>
  and(
    clientPhotosOf(project),
    inArray(projectPhotos.id, [
      ...new Set([...project.photoIds, ...(project.featuredPhotoId ? [project.featuredPhotoId] : [])]),
    ]),
  );

type ShowcasePhoto = { id: string; photoType: PhotoType; takenAt: Date };

/** The showcase's chosen photos in their order, and the featured one (else the first). */
function pickPhotos(project: ShowcaseRow, rows: ShowcasePhoto[]) {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const photos = project.photoIds.flatMap((id) => byId.get(id) ?? []);
  const featured = (project.featuredPhotoId && byId.get(project.featuredPhotoId)) || photos[0] || null;
  return { photos, featured };
}

async function showcasePhotos(tx: Tx, project: ShowcaseRow) {
  const rows = await tx
    .select({ id: projectPhotos.id, photoType: projectPhotos.photoType, takenAt: projectPhotos.takenAt })
    .from(projectPhotos)
    .where(ofShowcase(project));
  return pickPhotos(project, rows);
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
    // Revoked or expired between the lookup and now: the increment "returns falsy".
    if (!(await showcaseShareLinks.countLoad(tx, link))) throw invalid();
    const [project] = await tx
      .update(showcaseProjects)
      .set({ viewCount: sql`${showcaseProjects.viewCount} + 1` })
      .where(and(eq(showcaseProjects.companyId, link.companyId), eq(showcaseProjects.id, link.projectId)))
      .returning();
    if (!project) throw invalid();
    // The job and its photos in one statement.
    const [found] = await tx
      .select({
        job: { address: jobs.address, squareFeet: jobs.squareFeet, startDate: jobs.startDate, status: jobs.status },
        photos: sql<(Omit<ShowcasePhoto, 'takenAt'> & { takenAt: string })[]>`(
          select coalesce(json_agg(json_build_object('id', ${projectPhotos.id},
            'photoType', ${projectPhotos.photoType}, 'takenAt', ${projectPhotos.takenAt})), '[]')
          from ${projectPhotos} where ${ofShowcase(project)})`,
      })
      .from(jobs)
      .where(and(eq(jobs.companyId, link.companyId), eq(jobs.id, project.jobId)));
    if (!found) throw invalid();
    const { job } = found;
    const company = await companyCard(tx, link.companyId);
    const { photos, featured } = pickPhotos(
      project,
      found.photos.map((p) => ({ ...p, takenAt: new Date(p.takenAt) })),
    );
    return {
      company,
      showcase: {
        title: project.showcaseTitle,
        description: project.showcaseDescription,
        isFeatured: project.isFeatured,
        viewCount: project.viewCount,
        featuredImage: featured ? showcasePhotoUrls(token, featured.id) : null,
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
): Promise<{ title: string; description: string | null; imagePath: string | null; companyName: string } | null> {
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
      companyName: (await companyCard(tx, link.companyId)).name,
    };
  });
}

export const SHOWCASE_PHOTO_SIZES = ['thumbnail', 'medium', 'display'] as const;
export type ShowcasePhotoSize = (typeof SHOWCASE_PHOTO_SIZES)[number];

/**
 * A photo of the showcase through its token: only one of its chosen photos (or the featured one),
 * client-visible, in the thumbnail, medium or display size (the original, with its EXIF, is never public).
 */
export async function showcasePhotoFile(
  s: Services,
  token: string,
  photoId: string,
  size: ShowcasePhotoSize,
): Promise<StoredFile> {
  const link = await linkByToken(s.db, token);
  if (!link) throw invalid();
  const project = await TenantDb.forCompany(s.db, link.companyId).run((tx) =>
    projectById(tx, link.companyId, link.projectId),
  );
  if (!project || (!project.photoIds.includes(photoId) && project.featuredPhotoId !== photoId)) throw notFound();
  return (await linkedPhotoFile(s, project, photoId, size)).file;
}

/** Whether search engines may index the showcase a token opens (a dead link is not indexable). */
export async function showcaseIsPublic(db: Database, token: string): Promise<boolean> {
  const link = SHARE_TOKEN_PATTERN.test(token) ? await linkByToken(db, token) : null;
  if (!link) return false;
  const project = await TenantDb.forCompany(db, link.companyId).run((tx) =>
    projectById(tx, link.companyId, link.projectId),
  );
  return project?.isPublic === true;
}

/**
 * The sitemap's showcases: those their company made public, each at its oldest valid link (a
 * showcase without one has no public address).
 */
export async function publicShowcasePaths(db: Database): Promise<string[]> {
  const rows = await lookUp(db, { listing: 'public' }, (tx) =>
    tx
      .selectDistinctOn([showcaseLinks.showcaseProjectId], { token: showcaseLinks.linkToken })
      .from(showcaseLinks)
      .where(or(isNull(showcaseLinks.expiresAt), gt(showcaseLinks.expiresAt, sql`now()`)))
      .orderBy(showcaseLinks.showcaseProjectId, showcaseLinks.createdAt),
  );
  return rows.map((r) => `/showcase/${r.token}`);
}
