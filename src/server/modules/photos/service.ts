import { and, eq, inArray, sql } from 'drizzle-orm';
import { PHOTO_LIMITS, PHOTO_MESSAGES, photoUrl, type PhotoSize, type PhotoType } from '../../../shared/photos.ts';
import type { Photo } from '../../../shared/photo-responses.ts';
import type { PhotoUploadFields, UpdatePhotoInput } from '../../../shared/photo-inputs.ts';
import { SYSTEM_EVENT_TITLES } from '../../../shared/timeline.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { projectPhotos } from '../../db/schema/photos.ts';
import type { TenantDb, Tx } from '../../db/tenant.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { newestFirst } from '../../platform/pagination.ts';
import { getPhotoFile, newPhotoKeyStem, pendingPhotoKey } from './keys.ts';
import { deletableRecords, visibleJobs } from '../jobs/scope.ts';
import {
  findVisibleJob,
  forgetPhotoInEvents,
  insertEvent,
  seesClientViewOnly,
  tellClient,
} from '../timeline/service.ts';
import { processPhoto, readExif, sniffPhotoType } from './images.ts';
import { moveFiles } from './pending-files.ts';

type PhotoRow = typeof projectPhotos.$inferSelect;

export function presentPhoto(row: PhotoRow): Photo {
  return {
    id: row.id,
    jobId: row.jobId,
    userId: row.userId,
    fileName: row.fileName,
    fileSize: row.fileSize,
    mimeType: row.mimeType,
    width: row.width,
    height: row.height,
    photoType: row.photoType,
    stage: row.stage,
    description: row.description,
    isClientVisible: row.isClientVisible,
    isPortfolioWorthy: row.isPortfolioWorthy,
    latitude: row.latitude,
    longitude: row.longitude,
    locationAccuracy: row.locationAccuracy,
    takenAt: row.takenAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    urls: {
      thumbnail: photoUrl(row.id, 'thumbnail'),
      medium: photoUrl(row.id, 'medium'),
      display: photoUrl(row.id, 'display'),
      original: photoUrl(row.id, 'original'),
    },
  };
}

/** Photos the caller may see: of visible jobs; clients and partners only client-visible ones. */
const photoVisible = (t: TenantDb) =>
  and(
    eq(projectPhotos.companyId, t.ctx.companyId),
    sql`${projectPhotos.jobId} in (select ${jobs.id} from ${jobs} where ${visibleJobs(t)})`,
    seesClientViewOnly(t) ? eq(projectPhotos.isClientVisible, true) : undefined,
  );

async function findPhoto(tx: Tx, t: TenantDb, id: string, forUpdate = false): Promise<PhotoRow> {
  const query = tx
    .select()
    .from(projectPhotos)
    .where(and(photoVisible(t), eq(projectPhotos.id, id)));
  const [row] = await (forUpdate ? query.for('update') : query);
  if (!row) throw notFound(PHOTO_MESSAGES.notFound);
  return row;
}

/** 404 before the body is read, for a job the caller may not see (the upload route's first step). */
export async function checkJobVisible(t: TenantDb, jobId: string): Promise<void> {
  await t.run((tx) => findVisibleJob(tx, t, jobId));
}

/** The file name as shown: no path, no control characters, at most 255 characters. */
function displayName(name: string, extension: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .slice(0, PHOTO_LIMITS.fileName);
  return base || `photo.${extension}`;
}

/**
 * An upload: type from the bytes, the display size and thumbnail made here, EXIF taken time and
 * GPS (when the browser sent no location), the four files stored under the job id, the row.
 * Then, as separate steps whose failure is only logged (spec section 8): a `photo_added` event
 * on the timeline and, for a client-visible photo of a job with a client, the client told.
 */
export async function uploadPhoto(t: TenantDb, jobId: string, file: File, fields: PhotoUploadFields): Promise<Photo> {
  const { storage, log } = t.services;
  if (file.size > PHOTO_LIMITS.maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', PHOTO_MESSAGES.tooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.byteLength === 0)
    throw new AppError('VALIDATION_ERROR', PHOTO_MESSAGES.missing, { file: PHOTO_MESSAGES.missing });
  const type = sniffPhotoType(bytes);
  if (!type) throw new AppError('VALIDATION_ERROR', PHOTO_MESSAGES.badType, { file: PHOTO_MESSAGES.badType });

  // Decoded whole first (ADR 0037): only a file that decodes has its EXIF read.
  const images = await processPhoto(bytes, type);
  const exif = await readExif(bytes);
  const hasLocation = fields.latitude != null && fields.longitude != null;
  const stem = newPhotoKeyStem(jobId);
  const keys = {
    original: `${stem}.${type.extension}`,
    display: `${stem}.display.webp`,
    medium: `${stem}.medium.webp`,
    thumbnail: `${stem}.thumb.webp`,
  };
  // Written under pending keys, moved where the row says once it is committed: a crash at any point
  // leaves only pending files, which sweepPendingPhotoFiles completes or deletes (ADR 0007).
  const pending = (key: string) => pendingPhotoKey(t.ctx.companyId, key);
  await Promise.all([
    storage.put(pending(keys.original), bytes, type.contentType),
    storage.put(pending(keys.display), images.display, 'image/webp'),
    storage.put(pending(keys.medium), images.medium, 'image/webp'),
    storage.put(pending(keys.thumbnail), images.thumbnail, 'image/webp'),
  ]);

  let saved: { row: PhotoRow; job: typeof jobs.$inferSelect };
  try {
    saved = await t.run(async (tx) => {
      const job = await findVisibleJob(tx, t, jobId);
      const [row] = await tx
        .insert(projectPhotos)
        .values({
          companyId: t.ctx.companyId,
          jobId,
          userId: t.ctx.userId,
          filePath: keys.original,
          displayPath: keys.display,
          mediumPath: keys.medium,
          thumbnailPath: keys.thumbnail,
          fileName: displayName(file.name, type.extension),
          fileSize: bytes.byteLength,
          mimeType: type.contentType,
          width: images.width,
          height: images.height,
          photoType: fields.photoType,
          stage: fields.stage ?? null,
          description: fields.description ?? null,
          isClientVisible: fields.isClientVisible,
          isPortfolioWorthy: fields.isPortfolioWorthy,
          latitude: hasLocation ? fields.latitude! : exif.latitude,
          longitude: hasLocation ? fields.longitude! : exif.longitude,
          locationAccuracy: hasLocation ? (fields.locationAccuracy ?? null) : null,
          takenAt: exif.takenAt ?? new Date(),
        })
        .returning();
      return { row: row!, job };
    });
  } catch (err) {
    await Promise.all(Object.values(keys).map((k) => storage.delete(pending(k)).catch(() => {})));
    throw err;
  }
  const { row, job } = saved;
  await moveFiles(
    storage,
    log,
    Object.values(keys).map((k) => [pending(k), k]),
  );

  let eventId: string | null = null;
  try {
    const event = await t.run((tx) =>
      insertEvent(tx, t, {
        jobId,
        eventType: 'photo_added',
        title: SYSTEM_EVENT_TITLES.photoAdded,
        description: row.description,
        photoIds: [row.id],
        metadata: { photoId: row.id, photoType: row.photoType },
        isClientVisible: row.isClientVisible,
        completedAt: new Date(),
      }),
    );
    eventId = event.id;
  } catch (err) {
    log.error({ err, photoId: row.id }, 'photo_added timeline event failed');
  }
  if (row.isClientVisible) {
    await tellClient(t, job, {
      type: 'photo_added',
      photoType: row.photoType,
      photoId: row.id,
      timelineEventId: eventId,
    });
  }
  return presentPhoto(row);
}

/** A job's photos, newest taken first, optionally of some types: one statement, which finds the job too (404). */
export async function listPhotos(
  t: TenantDb,
  jobId: string,
  q: { types?: PhotoType[] | undefined; limit: number; cursor?: string | undefined },
): Promise<{ items: Photo[]; nextCursor: string | null }> {
  // Newest taken first: the index's order.
  const order = newestFirst(projectPhotos.takenAt, projectPhotos.id);
  const rows = await t.run((tx) =>
    tx
      .select({ photo: projectPhotos })
      .from(jobs)
      .leftJoin(
        projectPhotos,
        and(
          eq(projectPhotos.companyId, jobs.companyId),
          eq(projectPhotos.jobId, jobs.id),
          seesClientViewOnly(t) ? eq(projectPhotos.isClientVisible, true) : undefined,
          q.types?.length ? inArray(projectPhotos.photoType, q.types) : undefined,
          order.where(q.cursor),
        ),
      )
      .where(and(visibleJobs(t), eq(jobs.id, jobId)))
      .orderBy(...order.by)
      .limit(q.limit + 1),
  );
  if (rows.length === 0) throw notFound();
  const page = order.page(
    rows.flatMap((r) => (r.photo ? [r.photo] : [])),
    q.limit,
    (p) => [p.takenAt.toISOString(), p.id],
  );
  return { items: page.items.map(presentPhoto), nextCursor: page.nextCursor };
}

export async function getPhoto(t: TenantDb, id: string): Promise<Photo> {
  return presentPhoto(await t.run((tx) => findPhoto(tx, t, id)));
}

export async function updatePhoto(t: TenantDb, id: string, input: UpdatePhotoInput): Promise<Photo> {
  const row = await t.run(async (tx) => {
    await findPhoto(tx, t, id, true);
    const [updated] = await tx
      .update(projectPhotos)
      .set({
        ...(input.photoType !== undefined && { photoType: input.photoType }),
        ...(input.stage !== undefined && { stage: input.stage }),
        ...(input.description !== undefined && { description: input.description }),
        ...(input.isClientVisible !== undefined && { isClientVisible: input.isClientVisible }),
        ...(input.isPortfolioWorthy !== undefined && { isPortfolioWorthy: input.isPortfolioWorthy }),
        updatedAt: new Date(),
      })
      .where(and(eq(projectPhotos.companyId, t.ctx.companyId), eq(projectPhotos.id, id)))
      .returning();
    return updated!;
  });
  return presentPhoto(row);
}

const fileKeys = (row: PhotoRow) =>
  [row.filePath, row.displayPath, row.mediumPath, row.thumbnailPath].filter((key): key is string => key !== null);

/**
 * For a job about to be deleted (its photo rows go with it by cascade): moves the photos' files to
 * pending keys inside that transaction, and returns the step that deletes them once it has
 * committed. If it never commits, the sweep moves them back; if the process stops after the commit,
 * the sweep deletes them (pending-files.ts).
 */
/** Which of `ids` are photos of the job (timeline's events show only the job's own: app.ts passes this in). */
export async function jobPhotoIds(tx: Tx, t: TenantDb, jobId: string, ids: string[]): Promise<string[]> {
  const found = await tx
    .select({ id: projectPhotos.id })
    .from(projectPhotos)
    .where(
      and(eq(projectPhotos.companyId, t.ctx.companyId), eq(projectPhotos.jobId, jobId), inArray(projectPhotos.id, ids)),
    );
  return found.map((p) => p.id);
}

export async function releaseJobPhotoFiles(tx: Tx, t: TenantDb, jobId: string): Promise<() => Promise<void>> {
  const { storage, log } = t.services;
  const rows = await tx
    .select()
    .from(projectPhotos)
    .where(and(eq(projectPhotos.companyId, t.ctx.companyId), eq(projectPhotos.jobId, jobId)));
  const pending = rows.flatMap((row) =>
    fileKeys(row).map((key) => [key, pendingPhotoKey(row.companyId, key)] as const),
  );
  await moveFiles(
    storage,
    log,
    pending.map(([key, to]) => [key, to]),
  );
  return async () => {
    for (const [key, to] of pending) {
      await storage.delete(to).catch((err: unknown) => log.error({ err, key: to }, 'photo file not deleted'));
      await storage.delete(key).catch((err: unknown) => log.error({ err, key }, 'photo file not deleted'));
    }
  };
}

/**
 * Deletes the row, then its three files (a file left behind is logged, not an error for the caller).
 * The delete itself holds who may delete which photo (any, or only the caller's uploads): a photo
 * the caller sees but may not delete answers 403, one they do not see 404.
 */
export async function deletePhoto(t: TenantDb, id: string): Promise<void> {
  const { storage, log } = t.services;
  const row = await t.run(async (tx) => {
    const [row] = await tx
      .delete(projectPhotos)
      .where(and(photoVisible(t), eq(projectPhotos.id, id), deletableRecords(t, projectPhotos.userId)))
      .returning();
    if (!row) {
      await findPhoto(tx, t, id);
      throw new AppError('FORBIDDEN');
    }
    await forgetPhotoInEvents(tx, t, row.jobId, id);
    // Moved to pending keys before the delete commits: if it never does, the sweep moves them back.
    await moveFiles(
      storage,
      log,
      fileKeys(row).map((key) => [key, pendingPhotoKey(row.companyId, key)]),
    );
    return row;
  });
  for (const key of fileKeys(row).flatMap((key) => [pendingPhotoKey(row.companyId, key), key])) {
    await storage.delete(key).catch((err: unknown) => log.error({ err, key }, 'photo file not deleted'));
  }
}

/** One size of a visible photo's file. */
export async function readPhotoFile(
  t: TenantDb,
  id: string,
  size: PhotoSize,
): Promise<{ data: Uint8Array; contentType: string; fileName: string }> {
  const row = await t.run((tx) => findPhoto(tx, t, id));
  const key = {
    original: row.filePath,
    display: row.displayPath,
    medium: row.mediumPath ?? row.displayPath,
    thumbnail: row.thumbnailPath,
  }[size];
  const file = await getPhotoFile(t.services.storage, row.companyId, key);
  if (!file) throw notFound(PHOTO_MESSAGES.notFound);
  const base = row.fileName.replace(/\.[^.]*$/, '') || 'photo';
  const fileName = size === 'original' ? row.fileName : `${base}-${size}.webp`;
  return { data: file.data, contentType: size === 'original' ? row.mimeType : 'image/webp', fileName };
}
