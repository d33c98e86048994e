import { LANGUAGE_COOKIE, PAGE_DATA_ELEMENT_ID } from '../../shared/page-data.ts';
import { escapeHtml } from './html.ts';

/**
 * The head of the HTML a page is sent with (ADR 0019): its title and description in the page's
 * language, robots, Open Graph tags, the LCP image preloaded, and the page's first view inlined.
 * Platform builds it; each module provides a `PageHeadHook` for its pages (app.ts passes them in).
 */

/** The app's languages, as i18n.ts codes them, and their `<html lang>`. */
export const PAGE_LANGUAGES = { en: 'en-US', pt: 'pt-BR' } as const;
export type PageLanguage = keyof typeof PAGE_LANGUAGES;

/** What the build writes to dist/web/page-head.json for each language (vite.config.ts). */
export interface PageTexts {
  appName: string;
  /** The pages' names, as the SPA titles the tab: `${title} · ${appName}` (use-document-title.ts). */
  titles: Record<string, string>;
  /** Their descriptions, `{{company}}` filled in by the page. */
  descriptions: Record<string, string>;
}

/**
 * What the build writes to dist/web/page-chunks.json (vite.config.ts, ADR 0022): per language, the
 * JS files beyond the entry's that every page needs ('*': the public texts) and that each named page
 * needs (its module and locale bundles), which the HTML then preloads all at once.
 */
export type PageChunks = Partial<Record<PageLanguage, Record<string, string[]>>>;

export interface PageRequest {
  path: string;
  query: URLSearchParams;
  language: PageLanguage;
  /**
   * A browser opening the page (`Sec-Fetch-Mode: navigate`), not a link preview, a crawler or a
   * prefetch: only then does a page read (and count) its first view into the HTML.
   */
  navigation: boolean;
  texts: PageTexts;
}

export interface PageHead {
  /** The page's name in page-chunks.json: its chunks are modulepreloaded. */
  page?: string;
  title?: string;
  description?: string;
  robots?: string;
  /** `og:title` → content. */
  openGraph?: Record<string, string>;
  /** The LCP image(s), preloaded with fetchpriority=high; srcset/sizes as the page's <img> has them. */
  preloadImages?: { href: string; srcset?: string; sizes?: string }[];
  /** The first view: what `GET api` (the page's first API call, as the page writes it) answers. */
  data?: { api: string; value: unknown };
  /**
   * The page's markup is rendered on the server too, from `data` (web/ssr.tsx, ADR 0022): for a page
   * whose first render holds no style attribute, which the CSP would refuse in markup.
   */
  render?: true;
}

/** A module's pages: their head, or null for a path that is not one of them. */
export type PageHeadHook = (page: PageRequest) => Promise<PageHead | null>;

/** The language of the HTML sent: the stored choice's cookie, else Accept-Language's first of ours, else English. */
export function pageLanguage(cookie: string | undefined, acceptLanguage: string | undefined): PageLanguage {
  const stored = cookie
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  if (stored === 'en' || stored === 'pt') return stored;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((entry, order) => {
      const [range = '', ...params] = entry.trim().toLowerCase().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { base: range.trim().split('-')[0], q: Number.isFinite(q) ? q : 0, order };
    })
    .filter((entry) => entry.q > 0 && (entry.base === 'en' || entry.base === 'pt'))
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return ranked[0]?.base === 'pt' ? 'pt' : 'en';
}

/** `{{name}}` filled in, as the SPA's translate does. */
export function fill(text: string, vars: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (match, name: string) => vars[name] ?? match);
}

/** The tab's title of a page the SPA names with titles.json (use-document-title.ts). */
export const appPageTitle = (texts: PageTexts, page: string) =>
  texts.titles[page] ? `${texts.titles[page]} · ${texts.appName}` : texts.appName;

/** JSON inside <script>: `<` escaped, so no text in it can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** index.html with the page's language and head, and `modules` (built JS files) modulepreloaded. */
export function withHead(html: string, language: PageLanguage, head: PageHead | null, modules: string[] = []): string {
  // Replaced by functions: a `$&` in a company's text is text, not a replacement pattern.
  let out = html.replace(/<html lang="[^"]*"/, () => `<html lang="${PAGE_LANGUAGES[language]}"`);
  if (!head && modules.length === 0) return out;
  head ??= {};
  const { title, description } = head;
  if (title) out = out.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  if (description) {
    out = out.replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(description)}">`,
    );
  }
  const tags = [
    head.robots && `<meta name="robots" content="${escapeHtml(head.robots)}">`,
    ...Object.entries(head.openGraph ?? {}).map(
      ([property, content]) => `<meta property="${escapeHtml(property)}" content="${escapeHtml(content)}">`,
    ),
    ...(head.preloadImages ?? []).map(
      (image) =>
        `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(image.href)}"` +
        (image.srcset ? ` imagesrcset="${escapeHtml(image.srcset)}"` : '') +
        (image.sizes ? ` imagesizes="${escapeHtml(image.sizes)}"` : '') +
        '>',
    ),
    ...modules
      .filter((file) => !html.includes(`"/${file}"`))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`),
    head.data &&
      `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}" data-api="${escapeHtml(head.data.api)}">` +
        `${scriptJson(head.data.value)}</script>`,
  ].filter(Boolean);
  // Before the first script or stylesheet: the image preload then starts before their requests.
  const at = out.search(/<script|<link rel="(?:stylesheet|modulepreload)"/);
  return at === -1
    ? out.replace('</head>', () => `${tags.join('')}</head>`)
    : out.slice(0, at) + tags.join('') + out.slice(at);
}

/**
 * A page's markup as the server or the build rendered it (web/ssr.tsx, ADR 0022), in #root for
 * main.tsx to hydrate at `path`. What React hoists to the front (an image's preload) goes in <head>.
 */
export function withMarkup(html: string, path: string, markup: string): string {
  const hoisted = /^(?:<link [^>]*>)*/.exec(markup)![0];
  return html
    .replace('</head>', () => `${hoisted}</head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root" data-prerendered="${escapeHtml(path)}">${markup.slice(hoisted.length)}</div>`,
    );
}
