import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { JOB_STAGES } from '../../../shared/jobs.ts';
import { photoUploadFields, updatePhotoInput } from '../../../shared/photo-inputs.ts';
import { photoPageSchema, photoSchema } from '../../../shared/photo-responses.ts';
import { PHOTO_LIMITS, PHOTO_MESSAGES, PHOTO_SIZES, PHOTO_TYPES } from '../../../shared/photos.ts';
import { guarded, type AppEnv } from '../../platform/context.ts';
import { AppError, invalidInput, validationProblem } from '../../platform/errors.ts';
import { idempotency } from '../../platform/idempotency.ts';
import { inputGuard } from '../../platform/input-guard.ts';
import { idParam, json, jsonBody, problemResponses } from '../../platform/openapi.ts';
import { pageQuery } from '../../platform/pagination.ts';
import {
  checkJobVisible,
  deletePhoto,
  getPhoto,
  listPhotos,
  readPhotoFile,
  updatePhoto,
  uploadPhoto,
} from './service.ts';

const jobParam = z.object({ jobId: z.uuid().openapi({ param: { name: 'jobId', in: 'path' } }) });

const typesQuery = z
  .string()
  .max(100)
  .optional()
  .transform((v) => (v ? v.split(',').filter(Boolean) : undefined))
  .pipe(z.array(z.enum(PHOTO_TYPES)).optional())
  .openapi({ type: 'string', description: `Comma-separated: ${PHOTO_TYPES.join(', ')}`, example: 'before,after' });

/** Form overhead allowed above the photo's own limit, so that a 25 MB file fits in its request. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * The upload's second step: a job the caller may not see is a 404 before its body is read. It runs
 * before the route's own validation, so it checks the id itself first.
 */
const visibleJob = createMiddleware<AppEnv>(async (c, next) => {
  const param = jobParam.safeParse(c.req.param());
  if (!param.success) return validationProblem(c, param.error);
  await checkJobVisible(c.get('tenant'), param.data.jobId);
  return next();
});

const uploadForm = z.object({
  file: z.instanceof(File, { message: PHOTO_MESSAGES.missing }).openapi({ type: 'string', format: 'binary' }),
  photoType: z.enum(PHOTO_TYPES).optional().openapi({ description: 'Default progress' }),
  stage: z.enum(JOB_STAGES).optional(),
  description: z.string().max(PHOTO_LIMITS.description).optional(),
  isClientVisible: z.enum(['true', 'false']).optional().openapi({ description: 'Default true' }),
  isPortfolioWorthy: z.enum(['true', 'false']).optional().openapi({ description: 'Default false' }),
  latitude: z.string().optional().openapi({ description: "The browser's position; else EXIF GPS" }),
  longitude: z.string().optional(),
  locationAccuracy: z.string().optional().openapi({ description: 'Metres' }),
});

const SIZE_SUMMARIES = {
  thumbnail: "The photo's thumbnail (WebP, 400 px long side)",
  medium: "The photo's medium size (WebP, 800 px long side; the display size for photos from before it)",
  display: "The photo's display size (WebP, 1600 px long side)",
  original: 'The photo as uploaded',
} as const;

/** `inline; filename="ascii"; filename*=UTF-8''…`: a name that cannot break out of the header. */
function inlineDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

const upload = guarded('jobs', 'write');

export const photoRoutes = new OpenAPIHono<AppEnv>()
  .openapi(
    createRoute({
      method: 'post',
      path: '/jobs/{jobId}/photos',
      tags: ['photos'],
      summary:
        'Upload one photo (form field `file`: JPEG, PNG, WebP or HEIC as the server can decode, at most 25 MB; the type is read from the bytes) with its metadata; adds a photo_added timeline event and tells the client',
      middleware: [
        upload.middleware,
        visibleJob,
        bodyLimit({
          maxSize: PHOTO_LIMITS.maxBytes + MULTIPART_OVERHEAD_BYTES,
          onError: () => {
            throw new AppError('PAYLOAD_TOO_LARGE', PHOTO_MESSAGES.tooLarge);
          },
        }),
        inputGuard,
        idempotency,
      ] as const,
      security: upload.security,
      'x-permission': upload['x-permission'],
      request: {
        params: jobParam,
        body: { required: true, content: { 'multipart/form-data': { schema: uploadForm } } },
      },
      responses: {
        201: json(photoSchema, 'The photo'),
        ...problemResponses(400, 401, 403, 404, 413, 415),
      },
    }),
    async (c) => {
      const { file, ...rest } = c.req.valid('form');
      const fields = photoUploadFields.safeParse(rest);
      if (!fields.success) {
        const errors: Record<string, string> = {};
        for (const issue of fields.error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
        throw invalidInput(errors);
      }
      const t = c.get('tenant');
      const created = await uploadPhoto(t, c.req.valid('param').jobId, file, fields.data);
      return c.json(created, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/jobs/{jobId}/photos',
      tags: ['photos'],
      summary: "A job's photos, newest taken first (clients: client-visible only)",
      ...guarded('jobs', 'read'),
      request: { params: jobParam, query: pageQuery(50).extend({ type: typesQuery }) },
      responses: { 200: json(photoPageSchema, 'A page of photos'), ...problemResponses(400, 401, 403, 404) },
    }),
    async (c) => {
      const q = c.req.valid('query');
      return c.json(
        await listPhotos(c.get('tenant'), c.req.valid('param').jobId, {
          types: q.type,
          limit: q.limit,
          cursor: q.cursor,
        }),
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/photos/{id}',
      tags: ['photos'],
      summary: 'One photo',
      ...guarded('jobs', 'read'),
      request: { params: idParam },
      responses: { 200: json(photoSchema, 'The photo'), ...problemResponses(400, 401, 403, 404) },
    }),
    async (c) => c.json(await getPhoto(c.get('tenant'), c.req.valid('param').id), 200),
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/photos/{id}',
      tags: ['photos'],
      summary: "Change a photo's type, stage, description, client visibility or portfolio flag",
      ...guarded('jobs', 'write'),
      request: {
        params: idParam,
        body: jsonBody(updatePhotoInput, { photoType: 'after', description: 'Finished living room' }),
      },
      responses: { 200: json(photoSchema, 'The photo, updated'), ...problemResponses(400, 401, 403, 404) },
    }),
    async (c) => c.json(await updatePhoto(c.get('tenant'), c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/photos/{id}',
      tags: ['photos'],
      summary:
        'Delete a photo and its files (those who may delete jobs: any photo; field crews: the photos they uploaded, else 403)',
      ...guarded('jobs', 'delete', { own: true }),
      request: { params: idParam },
      responses: { 204: { description: 'Deleted' }, ...problemResponses(400, 401, 403, 404) },
    }),
    async (c) => {
      await deletePhoto(c.get('tenant'), c.req.valid('param').id);
      return c.body(null, 204);
    },
  );

// One route per size (not a {size} parameter): each is a plain path under the photo.
for (const size of PHOTO_SIZES) {
  photoRoutes.openapi(
    createRoute({
      method: 'get',
      path: `/photos/{id}/${size}`,
      tags: ['photos'],
      summary: SIZE_SUMMARIES[size],
      ...guarded('jobs', 'read'),
      request: { params: idParam },
      responses: {
        200: { description: 'The image', content: { 'image/*': { schema: { type: 'string', format: 'binary' } } } },
        ...problemResponses(400, 401, 403, 404),
      },
    }),
    async (c) => {
      const file = await readPhotoFile(c.get('tenant'), c.req.valid('param').id, size);
      return c.body(file.data as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': file.contentType,
        'Content-Disposition': inlineDisposition(file.fileName),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, max-age=3600',
      });
    },
  );
}
