import { z } from 'zod';
import { PHOTO_TYPES } from './photos.ts';
import { pageSchema } from './responses.ts';

// The photo API's answers (/api/v1/jobs/{jobId}/photos, /api/v1/photos/{id}): defined once, here
// (see responses.ts). The web imports their types only.

/** The photo as the API returns it. Its instants are ISO strings already in the service. */
export const photoSchema = z
  .object({
    id: z.uuid(),
    jobId: z.uuid(),
    userId: z.string().nullable(),
    fileName: z.string(),
    fileSize: z.number().int(),
    mimeType: z.string(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    photoType: z.enum(PHOTO_TYPES),
    stage: z.string().nullable(),
    description: z.string().nullable(),
    isClientVisible: z.boolean(),
    isPortfolioWorthy: z.boolean(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    locationAccuracy: z.number().nullable(),
    takenAt: z.string().meta({ description: 'From EXIF when the file has it, else the upload time' }),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** Where each size (PHOTO_SIZES) is served: photoUrl(id, size). */
    urls: z.object({ thumbnail: z.string(), medium: z.string(), display: z.string(), original: z.string() }),
  })
  .meta({ id: 'Photo' });
export type Photo = z.infer<typeof photoSchema>;

export const photoPageSchema = pageSchema(photoSchema);
export type PhotoPage = z.infer<typeof photoPageSchema>;
