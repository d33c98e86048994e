/** GET /api/v1/gallery/{token}: its shapes are in shared/share-responses.ts. */
export type { ClientGallery, GalleryPhoto } from '../../../shared/share-responses.ts';
