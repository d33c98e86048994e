import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { showcaseInput } from '../../../shared/share-inputs.ts';
import {
  jobShowcaseSchema,
  publicShowcaseSchema,
  showcaseLinkSchema,
  showcaseSchema,
} from '../../../shared/share-responses.ts';
import type { AppEnv } from '../../platform/context.ts';
import { json, jsonBody, problemResponses } from '../../platform/openapi.ts';
import { imageResponse, jobParam, linkToken as token, manageJobs, shareLinkRoutes } from '../share-links/routes.ts';
import {
  getShowcase,
  openShowcase,
  putShowcase,
  SHOWCASE_PHOTO_SIZES,
  showcasePhotoFile,
  showcaseShareLinks,
} from './service.ts';

/** A job's public showcase: built and shared by those who manage jobs, opened by anyone with a link. */
export const showcaseRoutes = new OpenAPIHono<AppEnv>()
  .openapi(
    createRoute({
      method: 'get',
      path: '/jobs/{jobId}/showcase',
      tags: ['showcase'],
      summary: "The job's showcase, or null when it has none yet",
      ...manageJobs(),
      request: { params: jobParam },
      responses: {
        200: json(jobShowcaseSchema, 'The showcase'),
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
        "Create or replace the job's showcase: title, description, featured photo and chosen photos (client-visible photos of this job), featured flag, public flag (indexable by search engines)",
      ...manageJobs(),
      request: {
        params: jobParam,
        body: jsonBody(showcaseInput, {
          showcaseTitle: 'Oak floor, living room',
          showcaseDescription: 'Solid white oak, 600 sq ft, finished in natural matte.',
          featuredPhotoId: null,
          photoIds: [],
          isFeatured: true,
          isPublic: false,
        }),
      },
      responses: { 200: json(showcaseSchema, 'The showcase'), ...problemResponses(400, 401, 403, 404) },
    }),
    async (c) => c.json(await putShowcase(c.get('tenant'), c.req.valid('param').jobId, c.req.valid('json')), 200),
  )
  .route(
    '/',
    shareLinkRoutes({
      links: showcaseShareLinks,
      path: '/jobs/{jobId}/showcase/links',
      tag: 'showcase',
      schema: showcaseLinkSchema,
      list: { summary: "The share links of the job's showcase, newest first" },
      create: {
        summary:
          'Create a share link (256-bit token, optional expiry); a job without a showcase gets one titled after the job',
        example: { expiresAt: null },
      },
      revoke: { summary: 'Revoke a share link for good' },
    }),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/showcase/{token}',
      tags: ['public'],
      summary: 'The public showcase of a valid link; counts the view on the link and the showcase',
      'x-permission': 'public',
      request: { params: z.object({ token }) },
      responses: { 200: json(publicShowcaseSchema, 'The showcase'), ...problemResponses(400, 404) },
    }),
    async (c) => {
      const body = await openShowcase(c.get('services').db, c.req.valid('param').token);
      c.header('Cache-Control', 'no-store');
      return c.json(body, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/showcase/{token}/photos/{photoId}/{size}',
      tags: ['public'],
      summary: "One of the showcase's photos, as thumbnail, medium or display size",
      'x-permission': 'public',
      request: {
        params: z.object({
          token,
          photoId: z.uuid().openapi({ param: { name: 'photoId', in: 'path' } }),
          size: z.enum(SHOWCASE_PHOTO_SIZES).openapi({ param: { name: 'size', in: 'path' } }),
        }),
      },
      responses: {
        200: imageResponse,
        ...problemResponses(400, 404),
      },
    }),
    async (c) => {
      const { token: t, photoId, size } = c.req.valid('param');
      const file = await showcasePhotoFile(c.get('services'), t, photoId, size);
      return c.body(file.data as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': file.contentType,
        'Content-Disposition': 'inline',
        'Cache-Control': 'private, max-age=300',
      });
    },
  );
