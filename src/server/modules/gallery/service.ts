import { and, eq, sql } from 'drizzle-orm';
import { GALLERY_MESSAGES, type PhotoSize } from '../../../shared/gallery.ts';
import type { PhotoType } from '../../../shared/photos.ts';
import type { TimelineEventType } from '../../../shared/timeline.ts';
import type { Database } from '../../db/client.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { clientGalleryAccess } from '../../db/schema/gallery.ts';
import { projectPhotos } from '../../db/schema/photos.ts';
import { projectTimelineEvents } from '../../db/schema/timeline.ts';
import { TenantDb, type Services } from '../../db/tenant.ts';
import { AppError } from '../../platform/errors.ts';
import type { StoredFile } from '../../platform/storage.ts';
import { clientPhotosOf, companyCard, linkedPhotoFile, shareLinks, visibleJob } from '../share-links/service.ts';

/** A job's private client gallery links: each opens the job's client-visible photos and timeline. */
export const galleryShareLinks = shareLinks({
  table: {
    table: clientGalleryAccess,
    id: clientGalleryAccess.id,
    companyId: clientGalleryAccess.companyId,
    parentId: clientGalleryAccess.jobId,
    token: clientGalleryAccess.accessToken,
    isActive: clientGalleryAccess.isActive,
    expiresAt: clientGalleryAccess.expiresAt,
    count: clientGalleryAccess.accessCount,
    createdAt: clientGalleryAccess.createdAt,
    lastAccessed: clientGalleryAccess.lastAccessed,
    createdBy: clientGalleryAccess.createdBy,
  },
  page: '/gallery',
  parentOf: async (tx, t, jobId) => (await visibleJob(tx, t, jobId)).id,
  view: (link) => ({
    id: link.id,
    jobId: link.parentId,
    token: link.token,
    url: link.url,
    status: link.status,
    isActive: link.isActive,
    expiresAt: link.expiresAt,
    accessCount: link.count,
    lastAccessed: link.lastAccessed,
    createdAt: link.createdAt,
  }),
});

// ---- The public gallery ----

const invalid = () => new AppError('NOT_FOUND', GALLERY_MESSAGES.invalidOrExpired);
const expired = () => new AppError('GONE', GALLERY_MESSAGES.expired);

/** The link a token names: unknown or revoked → 404; past its expiry → 410. */
async function linkByToken(db: Database, token: string) {
  const link = await galleryShareLinks.byToken(db, token);
  if (!link || link.status === 'inactive') throw invalid();
  if (link.status === 'expired') throw expired();
  return { id: link.id, companyId: link.companyId, jobId: link.parentId };
}

export const galleryPhotoUrls = (token: string, photoId: string) => {
  const base = `/api/v1/gallery/${token}/photos/${photoId}`;
  return {
    thumbnail: `${base}/thumbnail`,
    medium: `${base}/medium`,
    display: `${base}/display`,
    original: `${base}/original`,
  };
};

interface PhotoJson {
  id: string;
  photoType: PhotoType;
  description: string | null;
  takenAt: string;
  latitude: number | null;
  longitude: number | null;
  fileName: string;
}

interface EventJson {
  id: string;
  eventType: TimelineEventType;
  title: string;
  description: string | null;
  isMilestone: boolean;
  completedAt: string | null;
  scheduledFor: string | null;
  createdAt: string;
  photoIds: string[];
  metadata: Record<string, unknown>;
}

const instantOrNull = (v: string | null) => (v ? new Date(v) : null);

/**
 * What the holder of a valid gallery token sees (spec section 2 and 6): the job summary, the
 * company's card, client-visible photos and client-visible timeline events (the job and both lists
 * in one statement). Each load adds one to access_count and sets last_accessed.
 */
export async function openGallery(db: Database, token: string) {
  const link = await linkByToken(db, token);
  const t = TenantDb.forCompany(db, link.companyId);
  return t.run(async (tx) => {
    const counted = await galleryShareLinks.countLoad(tx, link);
    // Revoked or expired between the lookup and now.
    if (!counted) throw invalid();

    const photoList = sql<PhotoJson[]>`(
      select coalesce(json_agg(json_build_object('id', ${projectPhotos.id}, 'photoType', ${projectPhotos.photoType},
        'description', ${projectPhotos.description}, 'takenAt', ${projectPhotos.takenAt},
        'latitude', ${projectPhotos.latitude}, 'longitude', ${projectPhotos.longitude},
        'fileName', ${projectPhotos.fileName}) order by ${projectPhotos.takenAt} desc, ${projectPhotos.id} desc), '[]')
      from ${projectPhotos} where ${clientPhotosOf(link)})`;
    const eventList = sql<EventJson[]>`(
      select coalesce(json_agg(json_build_object('id', ${projectTimelineEvents.id},
        'eventType', ${projectTimelineEvents.eventType}, 'title', ${projectTimelineEvents.title},
        'description', ${projectTimelineEvents.description}, 'isMilestone', ${projectTimelineEvents.isMilestone},
        'completedAt', ${projectTimelineEvents.completedAt}, 'scheduledFor', ${projectTimelineEvents.scheduledFor},
        'createdAt', ${projectTimelineEvents.createdAt}, 'photoIds', ${projectTimelineEvents.photoIds},
        'metadata', ${projectTimelineEvents.metadata})
        order by ${projectTimelineEvents.createdAt} desc, ${projectTimelineEvents.id} desc), '[]')
      from ${projectTimelineEvents}
      where ${and(
        eq(projectTimelineEvents.companyId, link.companyId),
        eq(projectTimelineEvents.jobId, link.jobId),
        eq(projectTimelineEvents.isClientVisible, true),
      )})`;
    const [found] = await tx
      .select({
        job: {
          title: jobs.title,
          description: jobs.description,
          address: jobs.address,
          status: jobs.status,
          progressPercentage: jobs.progressPercentage,
          createdAt: jobs.createdAt,
        },
        photos: photoList,
        events: eventList,
      })
      .from(jobs)
      .where(and(eq(jobs.companyId, link.companyId), eq(jobs.id, link.jobId)));
    if (!found) throw new AppError('NOT_FOUND', GALLERY_MESSAGES.projectNotFound);

    const company = await companyCard(tx, link.companyId);
    const visible = new Set(found.photos.map((p) => p.id));

    return {
      job: { ...found.job, photoCount: found.photos.length },
      company,
      accessCount: counted.count,
      expiresAt: counted.expiresAt,
      photos: found.photos.map((p) => ({ ...p, takenAt: new Date(p.takenAt), urls: galleryPhotoUrls(token, p.id) })),
      timeline: found.events.map(({ metadata, ...e }) => ({
        ...e,
        completedAt: instantOrNull(e.completedAt),
        scheduledFor: instantOrNull(e.scheduledFor),
        createdAt: new Date(e.createdAt),
        photoIds: e.photoIds.filter((id) => visible.has(id)),
        // Only what the page translates a system title with: the rest of metadata may name private photos.
        metadata: typeof metadata.milestoneTitle === 'string' ? { milestoneTitle: metadata.milestoneTitle } : {},
      })),
    };
  });
}
export type GalleryView = Awaited<ReturnType<typeof openGallery>>;

/** One client-visible photo of the token's job, in a size, with what the original's download is named. */
export async function galleryPhotoFile(
  s: Services,
  token: string,
  photoId: string,
  size: PhotoSize,
): Promise<{ file: StoredFile; fileName: string; extension: string }> {
  const link = await linkByToken(s.db, token);
  const { file, fileName, path } = await linkedPhotoFile(s, link, photoId, size);
  return { file, fileName, extension: extensionOf(path) };
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
