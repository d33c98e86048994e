import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { GALLERY_LINK_STATUSES } from '../../../shared/gallery.ts';
import { JOB_STATUSES } from '../../../shared/jobs.ts';
import { createShowcaseLinkInput, showcaseInput } from '../../../shared/share-inputs.ts';
import { PHOTO_TYPE_VALUES } from '../../db/schema/photos.ts';
import { guarded, type AppDeps, type AppEnv } from '../../platform/context.ts';
import { json, jsonBody, problemResponses } from '../../platform/openapi.ts';
import {
  createShowcaseLink,
  getShowcase,
  listShowcaseLinks,
  openShowcase,
  putShowcase,
  revokeShowcaseLink,
  SHOWCASE_PHOTO_SIZES,
  showcasePhotoFile,
} from './service.ts';

const showcase = z
  .object({
    id: z.uuid(),
    jobId: z.uuid(),
    showcaseTitle: z.string(),
    showcaseDescription: z.string().nullable(),
    featuredPhotoId: z.uuid().nullable(),
    photoIds: z.array(z.uuid()),
    viewCount: z.number().int(),
    isFeatured: z.boolean(),
    createdAt: z.date(),
    updatedAt: z.date(),
  })
  .openapi('Showcase');

const showcaseLink = z
  .object({
    id: z.uuid(),
    showcaseProjectId: z.uuid(),
    token: z.string(),
    url: z
      .string()
      .openapi({ example: 'https://app.example.com/showcase/Vb1zQ0c3m0FvJ9yQx2mX8k4hT6sW1pL5nR7aD3eG9uI' }),
    status: z.enum(GALLERY_LINK_STATUSES),
    isActive: z.boolean(),
    expiresAt: z.date().nullable(),
    viewCount: z.number().int(),
    createdAt: z.date(),
  })
  .openapi('ShowcaseLink');

const publicShowcase = z
  .object({
    company: z.object({
      name: z.string(),
      logoUrl: z.string().nullable(),
      phone: z.string().nullable(),
      website: z.string().nullable(),
    }),
    showcase: z.object({
      title: z.string(),
      description: z.string().nullable(),
      isFeatured: z.boolean(),
      viewCount: z.number().int().openapi({ description: 'This visit included' }),
      featuredImageUrl: z
        .string()
        .nullable()
        .openapi({ description: 'The featured photo, else the first photo, else null (placeholder)' }),
    }),
    job: z.object({
      address: z.string().nullable(),
      squareFeet: z.number().int().nullable(),
      startDate: z.string().nullable(),
      status: z.enum(JOB_STATUSES),
    }),
    photos: z.array(
      z.object({
        id: z.uuid(),
        photoType: z.enum(PHOTO_TYPE_VALUES),
        takenAt: z.date(),
        urls: z.object({ thumbnail: z.string(), display: z.string() }),
      }),
    ),
  })
  .openapi('PublicShowcase');

const jobParam = z.object({ jobId: z.uuid().openapi({ param: { name: 'jobId', in: 'path' } }) });
const linkParams = jobParam.extend({ id: z.uuid().openapi({ param: { name: 'id', in: 'path' } }) });
const token = z
  .string()
  .max(200)
  .openapi({ param: { name: 'token', in: 'path' }, example: 'Vb1zQ0c3m0FvJ9yQx2mX8k4hT6sW1pL5nR7aD3eG9uI' });

const manage = () => guarded('jobs', 'write', { managers: true });

/** A job's public showcase: built and shared by those who manage jobs, opened by anyone with a link. */
export function showcaseRoutes(deps: Pick<AppDeps, 'config' | 'storage'>) {
  const appUrl = deps.config.appUrl;
  return new OpenAPIHono<AppEnv>()
    .openapi(
      createRoute({
        method: 'get',
        path: '/jobs/{jobId}/showcase',
        tags: ['showcase'],
        summary: "The job's showcase, or null when it has none yet",
        ...manage(),
        request: { params: jobParam },
        responses: {
          200: json(z.object({ showcase: showcase.nullable() }), 'The showcase'),
          ...problemResponses(400, 401, 403, 404),
        },
      }),
      async (c) => c.json(await getShowcase(c.get('tenant'), c.req.valid('param').jobId), 200),
    )
    .openapi(
      createRoute({
        method: 'put',
        path: '/jobs/{jobId}/showcase',
        tags: ['showcase'],
        summary:
          "Create or replace the job's showcase: title, description, featured photo and chosen photos (client-visible photos of this job), featured flag",
        ...manage(),
        request: {
          params: jobParam,
          body: jsonBody(showcaseInput, {
            showcaseTitle: 'Oak floor, living room',
            showcaseDescription: 'Solid white oak, 600 sq ft, finished in natural matte.',
            featuredPhotoId: null,
            photoIds: [],
            isFeatured: true,
          }),
        },
        responses: { 200: json(showcase, 'The showcase'), ...problemResponses(400, 401, 403, 404) },
      }),
      async (c) => c.json(await putShowcase(c.get('tenant'), c.req.valid('param').jobId, c.req.valid('json')), 200),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/jobs/{jobId}/showcase/links',
        tags: ['showcase'],
        summary: "The share links of the job's showcase, newest first",
        ...manage(),
        request: { params: jobParam },
        responses: {
          200: json(z.object({ items: z.array(showcaseLink) }), 'The links'),
          ...problemResponses(400, 401, 403, 404),
        },
      }),
      async (c) => c.json({ items: await listShowcaseLinks(c.get('tenant'), appUrl, c.req.valid('param').jobId) }, 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/jobs/{jobId}/showcase/links',
        tags: ['showcase'],
        summary:
          'Create a share link (256-bit token, optional expiry); a job without a showcase gets one titled after the job',
        ...manage(),
        request: { params: jobParam, body: jsonBody(createShowcaseLinkInput, { expiresAt: null }) },
        responses: { 201: json(showcaseLink, 'The new link'), ...problemResponses(400, 401, 403, 404) },
      }),
      async (c) =>
        c.json(await createShowcaseLink(c.get('tenant'), appUrl, c.req.valid('param').jobId, c.req.valid('json')), 201),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/jobs/{jobId}/showcase/links/{id}/revoke',
        tags: ['showcase'],
        summary: 'Revoke a share link for good',
        ...manage(),
        request: { params: linkParams },
        responses: { 200: json(showcaseLink, 'The link, revoked'), ...problemResponses(400, 401, 403, 404) },
      }),
      async (c) => {
        const { jobId, id } = c.req.valid('param');
        return c.json(await revokeShowcaseLink(c.get('tenant'), appUrl, jobId, id), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/showcase/{token}',
        tags: ['public'],
        summary: 'The public showcase of a valid link; counts the view on the link and the showcase',
        'x-permission': 'public',
        request: { params: z.object({ token }) },
        responses: { 200: json(publicShowcase, 'The showcase'), ...problemResponses(400, 404) },
      }),
      async (c) => {
        const body = await openShowcase(c.get('db'), c.req.valid('param').token);
        c.header('Cache-Control', 'no-store');
        return c.json(body, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/showcase/{token}/photos/{photoId}/{size}',
        tags: ['public'],
        summary: "One of the showcase's photos, as thumbnail or display size",
        'x-permission': 'public',
        request: {
          params: z.object({
            token,
            photoId: z.uuid().openapi({ param: { name: 'photoId', in: 'path' } }),
            size: z.enum(SHOWCASE_PHOTO_SIZES).openapi({ param: { name: 'size', in: 'path' } }),
          }),
        },
        responses: {
          200: {
            description: 'The image',
            content: { 'image/*': { schema: z.string().openapi({ type: 'string', format: 'binary' }) } },
          },
          ...problemResponses(400, 404),
        },
      }),
      async (c) => {
        const { token: t, photoId, size } = c.req.valid('param');
        const file = await showcasePhotoFile(c.get('db'), deps.storage, t, photoId, size);
        return c.body(file.data as Uint8Array<ArrayBuffer>, 200, {
          'Content-Type': file.contentType,
          'Content-Disposition': 'inline',
          'Cache-Control': 'private, max-age=300',
        });
      },
    );
}
