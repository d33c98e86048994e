import { and, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { projectPhotos } from '../../db/schema/photos.ts';
import { TenantDb } from '../../db/tenant.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Storage } from '../../platform/storage.ts';
import { PENDING_PHOTO_KEY_PATTERN } from './keys.ts';

/** Longer than any upload or delete takes between writing its files and committing its row. */
export const PENDING_MAX_AGE_MS = 60 * 60 * 1000;

/** Moves files; a failure is logged (the sweep or the delete after the commit catches up). */
export async function moveFiles(storage: Storage, log: Logger, moves: [from: string, to: string][]): Promise<void> {
  await Promise.all(
    moves.map(([from, to]) =>
      storage.move(from, to).catch((err: unknown) => log.error({ err, from, to }, 'photo file not moved')),
    ),
  );
}

/**
 * Photo files left under pending keys for over an hour: a process stopped between writing them and
 * committing (or moving them after) the row. A file whose photo row exists is moved where the row
 * says; any other is deleted. Runs at start and hourly (main.ts); safe to run on several instances.
 */
export async function sweepPendingPhotoFiles(
  deps: { db: Database; storage: Storage; log: Logger },
  now = Date.now(),
): Promise<{ completed: number; deleted: number }> {
  const counts = { completed: 0, deleted: 0 };
  for (const file of await deps.storage.list('pending/')) {
    const [, companyId, key] = PENDING_PHOTO_KEY_PATTERN.exec(file.key) ?? [];
    if (!companyId || !key) continue;
    if (file.modifiedAt.getTime() > now - PENDING_MAX_AGE_MS) continue;
    try {
      const jobId = key.split('/')[1]!;
      const [row] = await TenantDb.forCompany(deps.db, companyId).run((tx) =>
        tx
          .select({ id: projectPhotos.id })
          .from(projectPhotos)
          .where(
            and(
              eq(projectPhotos.companyId, companyId),
              eq(projectPhotos.jobId, jobId),
              or(
                eq(projectPhotos.filePath, key),
                eq(projectPhotos.displayPath, key),
                eq(projectPhotos.mediumPath, key),
                eq(projectPhotos.thumbnailPath, key),
              ),
            ),
          ),
      );
      if (row) {
        await deps.storage.move(file.key, key);
        counts.completed++;
      } else {
        await deps.storage.delete(file.key);
        counts.deleted++;
      }
    } catch (err) {
      deps.log.error({ err, key: file.key }, 'pending photo file not swept');
    }
  }
  return counts;
}
