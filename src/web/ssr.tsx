import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { LANGUAGES, prepareLanguage, type Language } from './lib/i18n.ts';
import { InlinedDataProvider, type InlinedData } from './lib/page-data.ts';
import { AppRoutes } from './router.tsx';

/** What renderPage draws: a public page's address, its language, and the first view it is sent with. */
export interface PageRender {
  /** Path and query, as the browser asked for it. */
  url: string;
  language: Language;
  data?: InlinedData;
  /** Past it, what has not resolved is sent as its Suspense fallback, for the browser to finish. */
  timeoutMs?: number;
}

// The current language is the app's one global (lib/i18n.ts): one render at a time.
let queue: Promise<unknown> = Promise.resolve();

/**
 * Never shipped to the browser (ADR 0019, 0022): a public page's markup, rendered through the app's
 * own routes so that the client hydrates the same tree (main.tsx). The build prerenders /landing with
 * it; the server renders the gallery and showcase with their first view. `prerender` waits for
 * the lazy route and the locale bundles, which renderToString would leave as their fallbacks.
 */
export function renderPage({ url, language, data, timeoutMs }: PageRender): Promise<{ lang: string; markup: string }> {
  const render = async () => {
    await prepareLanguage(language);
    const { prelude } = await prerender(
      <InlinedDataProvider value={data}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </InlinedDataProvider>,
      timeoutMs === undefined ? {} : { signal: AbortSignal.timeout(timeoutMs) },
    );
    const markup = await new Response(prelude).text();
    // Our CSP refuses style attributes in markup (ADR 0003; the browser would log each one). Those a
    // first render writes do not matter for the first paint (a library's outline:none), or the page
    // sets them through the CSSOM once hydrated (useHydrated). React escapes quotes in text and
    // attribute values, so this matches attributes only.
    return { lang: LANGUAGES[language], markup: markup.replace(/ style="[^"]*"/g, '') };
  };
  const rendered = queue.then(render, render);
  queue = rendered.catch(() => undefined);
  return rendered;
}
