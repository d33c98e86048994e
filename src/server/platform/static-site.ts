import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';

/** Where `vite build` puts the SPA. */
export const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../../../dist/web', import.meta.url));

/** Open Graph properties (`og:title` → content) a page's HTML carries, for link previews. */
export type PageMeta = (path: string) => Promise<Record<string, string> | null>;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** index.html with the page's meta tags before </head> (a shared link's preview is read from the HTML, not the SPA). */
export function withMeta(html: string, meta: Record<string, string> | null): string {
  if (!meta) return html;
  const tags = Object.entries(meta)
    .map(([property, content]) => `<meta property="${escapeHtml(property)}" content="${escapeHtml(content)}">`)
    .join('');
  return html.replace('</head>', `${tags}</head>`);
}

/**
 * The built SPA: hashed assets cached for a year, everything else (index.html above all) revalidated,
 * and index.html for every other GET so that client-side routes load on refresh. `meta` adds a
 * page's Open Graph tags (the public showcase).
 */
export function staticSite(webRoot = DEFAULT_WEB_ROOT, meta?: PageMeta) {
  const site = new Hono();
  const indexFile = join(webRoot, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;

  if (indexHtml) {
    // Cache-Control is set before serveStatic builds its response (its onFound hook comes too late).
    site.use('*', async (c, next) => {
      const hashed = c.req.path.startsWith('/assets/');
      c.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      return next();
    });
    site.use('*', serveStatic({ root: webRoot }));
  }
  // A chunk from an older build is gone: say so, rather than answer it with index.html.
  site.get('/assets/*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.text('Not found', 404);
  });
  site.get('*', async (c) => {
    c.header('Cache-Control', 'no-cache');
    if (!indexHtml) return c.text('The web app is not built yet: run `npm run build`.', 503);
    return c.html(withMeta(indexHtml, meta ? await meta(c.req.path) : null));
  });
  return site;
}
