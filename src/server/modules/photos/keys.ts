import { randomBytes } from 'node:crypto';
import type { Storage, StoredFile } from '../../platform/storage.ts';

/**
 * Project photos (spec section 9: under the job id, a time-and-random name):
 * `photos/<jobId>/<epochMs>-<22+ random base64url>.<ext>`, and the sizes made from it
 * (`….display.webp`, `….medium.webp`, `….thumb.webp`). Private: served only through the photo routes, which check
 * the caller may see the job, never by the public files route (modules/files).
 */
export const PHOTO_KEY_PATTERN =
  /^photos\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/\d{13}-[A-Za-z0-9_-]{22,43}(\.display|\.medium|\.thumb)?\.[a-z0-9]{1,8}$/;

/** A new photo's key stem (`photos/<jobId>/<epochMs>-<random>`); add `.jpg`, `.display.webp`, `.medium.webp`, `.thumb.webp`. */
export function newPhotoKeyStem(jobId: string, now = Date.now()): string {
  return `photos/${jobId}/${String(now).padStart(13, '0')}-${randomBytes(18).toString('base64url')}`;
}

/**
 * Where a photo's file waits while its row is not (or no longer) committed: `pending/<companyId>/<key>`.
 * A crash leaves files only here, and the photos' sweep completes or deletes them (ADR 0007).
 */
export const PENDING_PHOTO_KEY_PATTERN =
  /^pending\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/(photos\/.+)$/;

export function pendingPhotoKey(companyId: string, key: string): string {
  const pending = `pending/${companyId}/${key}`;
  if (!PENDING_PHOTO_KEY_PATTERN.test(pending) || !PHOTO_KEY_PATTERN.test(key)) {
    throw new Error(`not a photo key: ${companyId}, ${key}`);
  }
  return pending;
}

/** A photo's file; also while it waits under its pending key (its row committed a moment before the move). */
export async function getPhotoFile(storage: Storage, companyId: string, key: string): Promise<StoredFile | null> {
  return (await storage.get(key)) ?? (await storage.get(pendingPhotoKey(companyId, key)));
}
