import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { revalidate } from './compression.ts';
import type { AppEnv } from './context.ts';
import {
  appPageTitle,
  PAGE_LANGUAGES,
  pageLanguage,
  withHead,
  withMarkup,
  type PageChunks,
  type PageHead,
  type PageHeadHook,
  type PageLanguage,
  type PageRequest,
  type PageTexts,
} from './page-head.ts';
import { inlineHashes, type InlineHashes } from './security-headers.ts';

/** Where `vite build` puts the SPA: three folders up from src/server/platform and its build, dist/server/platform. */
export const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../../../dist/web', import.meta.url));

/** The platform's own public pages (no module reads anything for them): their titles.json name. /landing is prerendered. */
const APP_PAGES: Record<string, (query: URLSearchParams) => string> = {
  '/landing': () => 'landing',
  '/login': (query) => (query.get('mode') === 'signup' ? 'signup' : 'login'),
};

/** Their head, and every other page's: the app's name and description, in the page's language. */
function appPageHead(page: PageRequest): PageHead {
  const name = APP_PAGES[page.path]?.(page.query);
  const described = name === 'signup' ? 'login' : name;
  return {
    page: described,
    title: name ? appPageTitle(page.texts, name) : page.texts.appName,
    description: (described && page.texts.descriptions[described]) || page.texts.descriptions.app,
  };
}

/** The build's renderer of the public pages (web/ssr.tsx → dist/ssr/ssr.js; ADR 0022), as this side calls it. */
type RenderPage = (page: {
  url: string;
  language: PageLanguage;
  data?: { api: string; value: unknown };
  timeoutMs?: number;
}) => Promise<{ markup: string }>;

/** Past this, what the render has not finished is sent as its fallback (a spinner), for the browser to draw. */
const RENDER_TIMEOUT_MS = 1000;

/** Loads the renderer on first use, once; none before a build. */
function pageRenderer(file: string): () => Promise<RenderPage | undefined> {
  let loading: Promise<RenderPage | undefined> | undefined;
  return () =>
    (loading ??= existsSync(file)
      ? (import(pathToFileURL(file).href) as Promise<{ renderPage: RenderPage }>).then((m) => m.renderPage)
      : Promise.resolve(undefined));
}

const readJson = <T>(file: string): T | undefined =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;

/** The CSP hashes of the built index.html's inline script and stylesheet (none before a build), for securityHeaders. */
export function builtInlineHashes(webRoot = DEFAULT_WEB_ROOT): InlineHashes {
  const indexFile = join(webRoot, 'index.html');
  return inlineHashes(existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : '');
}

/**
 * The built SPA: hashed assets cached for a year, everything else (index.html above all) revalidated,
 * and index.html for every other GET so that client-side routes load on refresh. The HTML of a page
 * is in its language, with its head (ADR 0019): /landing as the build prerendered it, a module's page
 * as its hook (`pages`, the first that knows the path) says, any other with the app's. A page sent
 * with its first view is rendered here too (`ssrFile`, ADR 0022), so that it paints before its JS.
 */
export function staticSite(
  webRoot = DEFAULT_WEB_ROOT,
  pages: PageHeadHook[] = [],
  ssrFile = join(webRoot, '..', 'ssr', 'ssr.js'),
) {
  const site = new Hono<AppEnv>();
  const renderer = pageRenderer(ssrFile);
  const indexFile = join(webRoot, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  const texts = readJson<Record<PageLanguage, PageTexts>>(join(webRoot, 'page-head.json'));
  const chunks = readJson<PageChunks>(join(webRoot, 'page-chunks.json'));
  const landing = Object.fromEntries(
    Object.entries(PAGE_LANGUAGES).map(([language, lang]) => {
      const file = join(webRoot, `landing.${lang}.html`);
      return [language, existsSync(file) ? readFileSync(file, 'utf8') : undefined];
    }),
  ) as Record<PageLanguage, string | undefined>;

  // Everything but the hashed assets is revalidated: a strong ETag and 304 on If-None-Match (ADR 0018).
  site.use('*', (c, next) => (c.req.path.startsWith('/assets/') ? next() : revalidate(c, next)));
  if (indexHtml) {
    // Cache-Control is set before serveStatic builds its response (its onFound hook comes too late).
    site.use('*', async (c, next) => {
      const hashed = c.req.path.startsWith('/assets/');
      c.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      return next();
    });
    // The build's brotli and gzip copies (scripts/precompress.ts), as Accept-Encoding asks.
    site.use('*', serveStatic({ root: webRoot, precompressed: true }));
  }
  // A chunk from an older build is gone: say so, rather than answer it with index.html.
  site.get('/assets/*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.text('Not found', 404);
  });
  site.get('*', async (c) => {
    c.header('Cache-Control', 'no-cache');
    if (!indexHtml) return c.text('The web app is not built yet: run `npm run build`.', 503);
    const language = pageLanguage(c.req.header('Cookie'), c.req.header('Accept-Language'));
    c.header('Vary', 'Cookie, Accept-Language');
    const path = c.req.path.replace(/(.)\/$/, '$1');
    const prerendered = path === '/landing' ? landing[language] : undefined;
    if (prerendered) return c.html(prerendered);
    const page: PageRequest = {
      path,
      query: new URL(c.req.url).searchParams,
      language,
      navigation: c.req.header('Sec-Fetch-Mode') === 'navigate',
      texts: texts?.[language] ?? { appName: 'Floor Pro', titles: {}, descriptions: {} },
    };
    let head: PageHead | null = null;
    // The hooks look pages up in the database, which stores no NUL: such an address gets the app's head.
    const storable = !/%00/i.test(c.req.url) && !path.includes('\u0000');
    if (storable) for (const hook of pages) if ((head = await hook(page))) break;
    // A first view inlined is read afresh for each load (a counted visit, a private gallery): no cache keeps it.
    if (head?.data) c.header('Cache-Control', 'no-store');
    const full = { ...appPageHead(page), ...head };
    // Its language's texts and its own chunks requested with the page, not once the entry has run (ADR 0022).
    const files = chunks?.[language];
    const modules = [...(files?.['*'] ?? []), ...((full.page && files?.[full.page]) || [])];
    const html = withHead(indexHtml, language, full, [...new Set(modules)]);
    if (!head?.data || !head.render) return c.html(html);
    try {
      const render = await renderer();
      if (!render) return c.html(html);
      const url = path + new URL(c.req.url).search;
      const { markup } = await render({ url, language, data: head.data, timeoutMs: RENDER_TIMEOUT_MS });
      return c.html(withMarkup(html, path, markup));
    } catch (err) {
      // The page still works without its markup: the browser draws it from the inlined first view.
      c.get('log')?.error({ err, path }, 'public page not rendered');
      return c.html(html);
    }
  });
  return site;
}
