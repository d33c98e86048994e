import { Hono, type MiddlewareHandler } from 'hono';
import { escapeHtml } from './html.ts';

/** A sitemap holds at most 50,000 addresses (sitemaps.org). */
export const SITEMAP_LIMIT = 50_000;

/**
 * What search engines read (ADR 0018): /robots.txt, which keeps them out of the signed-in app and the
 * API and names the sitemap, and /sitemap.xml, the public pages `pages` lists (paths, each read at
 * request time: a company's quiz, its public showcases).
 */
export function crawlerRoutes(appUrl: string, pages: () => Promise<string[]>) {
  return new Hono()
    .get('/robots.txt', (c) => {
      c.header('Cache-Control', 'public, max-age=3600');
      return c.text(
        ['User-agent: *', 'Disallow: /api/', 'Disallow: /dashboard', '', `Sitemap: ${appUrl}/sitemap.xml`, ''].join(
          '\n',
        ),
      );
    })
    .get('/sitemap.xml', async (c) => {
      const urls = (await pages())
        .slice(0, SITEMAP_LIMIT)
        .map((path) => `<url><loc>${escapeHtml(appUrl + path)}</loc></url>`);
      c.header('Content-Type', 'application/xml; charset=utf-8');
      c.header('Cache-Control', 'public, max-age=3600');
      return c.body(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`,
      );
    });
}

/**
 * `X-Robots-Tag: noindex` on a page unless `indexable` says otherwise: a gallery link is private
 * whatever it holds, a showcase is indexable only when its company made it public.
 */
export function noindexUnless(indexable: (path: string) => Promise<boolean> | boolean): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!(await indexable(c.req.path))) c.res.headers.set('X-Robots-Tag', 'noindex');
  };
}
