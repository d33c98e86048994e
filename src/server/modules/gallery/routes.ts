import { createRoute, z } from '@hono/zod-openapi';
import { PHOTO_SIZES } from '../../../shared/gallery.ts';
import { clientGallerySchema, galleryLinkSchema } from '../../../shared/share-responses.ts';
import { json, problemResponses } from '../../platform/openapi.ts';
import { imageResponse, linkToken, shareLinkRoutes } from '../share-links/routes.ts';
import { attachmentDisposition, galleryShareLinks, galleryPhotoFile, openGallery } from './service.ts';

const tokenParam = z.object({ token: linkToken });
const photoParams = z.object({
  token: linkToken,
  photoId: z.uuid().openapi({ param: { name: 'photoId', in: 'path' } }),
  size: z.enum(PHOTO_SIZES).openapi({ param: { name: 'size', in: 'path' } }),
});

/** Private client gallery links: managed by those who manage jobs, opened by anyone with the token. */
export const galleryRoutes = shareLinkRoutes({
  links: galleryShareLinks,
  path: '/jobs/{jobId}/gallery-links',
  tag: 'gallery',
  schema: galleryLinkSchema,
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
        200: json(clientGallerySchema, 'The gallery'),
        ...problemResponses(400, 404, 410),
      },
    }),
    async (c) => {
      const body = await openGallery(c.get('services').db, c.req.valid('param').token);
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
        'A client-visible photo of the gallery, as thumbnail, medium, display size or the original (the original as a download)',
      'x-permission': 'public',
      request: { params: photoParams },
      responses: {
        200: imageResponse,
        ...problemResponses(400, 404),
      },
    }),
    async (c) => {
      const { token: t, photoId, size } = c.req.valid('param');
      const { file, fileName, extension } = await galleryPhotoFile(c.get('services'), t, photoId, size);
      return c.body(file.data as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': file.contentType,
        'Content-Disposition': size === 'original' ? attachmentDisposition(fileName, extension) : 'inline',
        // The link can be revoked: browsers may keep a copy, shared caches may not.
        'Cache-Control': 'private, max-age=300',
      });
    },
  );
