import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { fill, type PageHead, type PageHeadHook } from '../../platform/page-head.ts';
import { photoSrcSet } from '../../../shared/photos.ts';
import { SHOWCASE_FEATURED_SIZES } from '../../../shared/showcase.ts';
import { SHARE_TOKEN_PATTERN } from '../share-links/service.ts';
import { openShowcase, showcaseMeta } from './service.ts';

type ShowcaseMeta = NonNullable<Awaited<ReturnType<typeof showcaseMeta>>>;

/**
 * /showcase/{token} sent with its head (ADR 0019): titled as the page titles itself (PublicPageFrame:
 * `${title} · ${company}`), its Open Graph tags for link previews, and for a browser opening it the
 * showcase itself inlined (that read counts the view, so the page does not fetch it again) with the
 * featured image preloaded. A link preview or crawler counts no view. An invalid link gets no head:
 * the page asks the API and shows its invalid-link state as before.
 */
export function showcasePageHead(db: Database, appUrl: string): PageHeadHook {
  return async ({ path, navigation, texts }) => {
    const token = /^\/showcase\/([^/]+)$/.exec(path)?.[1];
    if (!token || !SHARE_TOKEN_PATTERN.test(token)) return null;
    const headOf = (meta: ShowcaseMeta): PageHead => ({
      page: 'showcase',
      title: `${meta.title} · ${meta.companyName}`,
      description: meta.description ?? fill(texts.descriptions.showcase ?? '', { company: meta.companyName }),
      openGraph: {
        'og:type': 'website',
        'og:title': meta.title,
        'og:url': `${appUrl}${path}`,
        ...(meta.description && { 'og:description': meta.description }),
        ...(meta.imagePath && { 'og:image': `${appUrl}${meta.imagePath}` }),
      },
    });
    if (navigation) {
      try {
        const value = await openShowcase(db, token);
        const { title, description, featuredImage } = value.showcase;
        return {
          ...headOf({ title, description, imagePath: featuredImage?.display ?? null, companyName: value.company.name }),
          // As ShowcasePage's featured <img> asks for it: the browser preloads the size it will show.
          ...(featuredImage && {
            preloadImages: [
              { href: featuredImage.display, srcset: photoSrcSet(featuredImage), sizes: SHOWCASE_FEATURED_SIZES },
            ],
          }),
          data: { api: `/api/v1/showcase/${encodeURIComponent(token)}`, value },
          render: true,
        };
      } catch (error) {
        // An invalid link: no head, the page asks the API and shows what it answers, as before.
        if (error instanceof AppError) return null;
        throw error;
      }
    }
    const meta = await showcaseMeta(db, token);
    return meta && headOf(meta);
  };
}
