import { createRoute, z } from '@hono/zod-openapi';
import { JOB_STATUSES } from '../../../shared/jobs.ts';
import { GALLERY_LINK_STATUSES, PHOTO_SIZES } from '../../../shared/gallery.ts';
import { PHOTO_TYPE_VALUES } from '../../db/schema/photos.ts';
import { TIMELINE_EVENT_TYPE_VALUES } from '../../db/schema/timeline.ts';
import type { AppDeps } from '../../platform/context.ts';
import { json, problemResponses } from '../../platform/openapi.ts';
import { imageResponse, linkToken, publicCompany, shareLinkRoutes } from '../share-links/routes.ts';
import { attachmentDisposition, galleryShareLinks, galleryPhotoFile, openGallery } from './service.ts';

const galleryLink = z
  .object({
    id: z.uuid(),
    jobId: z.uuid(),
    token: z.string(),
    url: z.string().openapi({ example: 'https://app.example.com/gallery/Vb1zQ0c3m0FvJ9yQx2mX8k4hT6sW1pL5nR7aD3eG9uI' }),
    status: z.enum(GALLERY_LINK_STATUSES),
    isActive: z.boolean(),
    expiresAt: z.date().nullable(),
    accessCount: z.number().int(),
    lastAccessed: z.date().nullable(),
    createdAt: z.date(),
  })
  .openapi('GalleryLink');

const photoUrls = z.object({ thumbnail: z.string(), display: z.string(), original: z.string() });

const gallery = z
  .object({
    job: z.object({
      title: z.string(),
      description: z.string().nullable(),
      address: z.string().nullable(),
      status: z.enum(JOB_STATUSES),
      progressPercentage: z.number().int(),
      createdAt: z.date().openapi({ description: 'Shown as the started date' }),
      photoCount: z.number().int(),
    }),
    company: publicCompany,
    accessCount: z.number().int().openapi({ description: "'viewed N times', this load included" }),
    expiresAt: z.date().nullable(),
    photos: z.array(
      z.object({
        id: z.uuid(),
        photoType: z.enum(PHOTO_TYPE_VALUES),
        description: z.string().nullable(),
        takenAt: z.date(),
        latitude: z.number().nullable(),
        longitude: z.number().nullable(),
        fileName: z.string(),
        urls: photoUrls,
      }),
    ),
    timeline: z.array(
      z.object({
        id: z.uuid(),
        eventType: z.enum(TIMELINE_EVENT_TYPE_VALUES),
        title: z.string(),
        description: z.string().nullable(),
        isMilestone: z.boolean(),
        completedAt: z.date().nullable(),
        scheduledFor: z.date().nullable(),
        createdAt: z.date(),
        photoIds: z.array(z.uuid()).openapi({ description: 'Client-visible photos only' }),
        metadata: z
          .object({ milestoneTitle: z.string().optional() })
          .openapi({ description: 'What a system-written title is translated with' }),
      }),
    ),
  })
  .openapi('ClientGallery');

const tokenParam = z.object({ token: linkToken });
const photoParams = z.object({
  token: linkToken,
  photoId: z.uuid().openapi({ param: { name: 'photoId', in: 'path' } }),
  size: z.enum(PHOTO_SIZES).openapi({ param: { name: 'size', in: 'path' } }),
});

/** Private client gallery links: managed by those who manage jobs, opened by anyone with the token. */
export function galleryRoutes(deps: Pick<AppDeps, 'config' | 'storage'>) {
  return shareLinkRoutes(deps.config.appUrl, {
    links: galleryShareLinks,
    path: '/jobs/{jobId}/gallery-links',
    tag: 'gallery',
    schema: galleryLink,
    list: { summary: "A job's client gallery links, newest first, with their state and how often they were opened" },
    create: {
      summary: 'Create a private gallery link for the job (256-bit token), with an optional expiry',
      example: { expiresAt: '2999-01-31T23:59:00Z' },
    },
    extend: {
      summary: 'Extend a gallery link: a new expiry, or null for none (a revoked link cannot be reopened: 409)',
      example: { expiresAt: '2999-02-28T23:59:00Z' },
    },
    revoke: { summary: 'Revoke a gallery link for good: its token answers 404 from now on' },
  })
    .openapi(
      createRoute({
        method: 'get',
        path: '/gallery/{token}',
        tags: ['public'],
        summary:
          "The client gallery of a valid token: the job summary, the company's card, client-visible photos and timeline; counts the visit",
        'x-permission': 'public',
        request: { params: tokenParam },
        responses: {
          200: json(gallery, 'The gallery'),
          ...problemResponses(400, 404, 410),
        },
      }),
      async (c) => {
        const body = await openGallery(c.get('db'), c.req.valid('param').token);
        c.header('Cache-Control', 'no-store');
        return c.json(body, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/gallery/{token}/photos/{photoId}/{size}',
        tags: ['public'],
        summary:
          'A client-visible photo of the gallery, as thumbnail, display size or the original (the original as a download)',
        'x-permission': 'public',
        request: { params: photoParams },
        responses: {
          200: imageResponse,
          ...problemResponses(400, 404),
        },
      }),
      async (c) => {
        const { token: t, photoId, size } = c.req.valid('param');
        const { file, fileName, extension } = await galleryPhotoFile(c.get('db'), deps.storage, t, photoId, size);
        return c.body(file.data as Uint8Array<ArrayBuffer>, 200, {
          'Content-Type': file.contentType,
          'Content-Disposition': size === 'original' ? attachmentDisposition(fileName, extension) : 'inline',
          // The link can be revoked: browsers may keep a copy, shared caches may not.
          'Cache-Control': 'private, max-age=300',
        });
      },
    );
}
