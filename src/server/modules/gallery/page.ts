import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { appPageTitle, fill, type PageHeadHook } from '../../platform/page-head.ts';
import { SHARE_TOKEN_PATTERN } from '../share-links/service.ts';
import { openGallery } from './service.ts';

/** The first tiles a phone shows (two columns): their thumbnails are preloaded. */
const PRELOADED_TILES = 2;

/**
 * /gallery/{token} sent with its head (ADR 0019): never indexed (a client's private link). For a
 * browser opening it, the gallery itself is inlined (that read counts the visit, so the page does
 * not fetch it again), titled as the page titles itself (PublicPageFrame: `${job} · ${company}`),
 * with the first tiles' thumbnails preloaded. Anything else (a link preview, an invalid or expired
 * link) gets the gallery's generic title and no data: the page asks the API and shows its state.
 */
export function galleryPageHead(db: Database): PageHeadHook {
  return async ({ path, navigation, texts }) => {
    const token = /^\/gallery\/([^/]+)$/.exec(path)?.[1];
    if (!token) return null;
    const generic = { page: 'gallery', title: appPageTitle(texts, 'gallery'), robots: 'noindex, nofollow' };
    // A token of another shape is no link: the page asks the API and shows that it is invalid.
    if (!navigation || !SHARE_TOKEN_PATTERN.test(token)) return generic;
    try {
      const gallery = await openGallery(db, token);
      return {
        ...generic,
        title: `${gallery.job.title} · ${gallery.company.name}`,
        description: fill(texts.descriptions.gallery ?? '', { company: gallery.company.name }),
        // The grid opens on the photos tab, newest first: its first tiles are the LCP.
        preloadImages: gallery.photos.slice(0, PRELOADED_TILES).map((photo) => ({ href: photo.urls.thumbnail })),
        data: { api: `/api/v1/gallery/${encodeURIComponent(token)}`, value: gallery },
        render: true,
      };
    } catch (error) {
      if (error instanceof AppError) return generic;
      throw error;
    }
  };
}
