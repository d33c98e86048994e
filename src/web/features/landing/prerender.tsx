import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { LANGUAGES, prepareLanguage, type Language } from '../../lib/i18n.ts';
import { AppRoutes } from '../../router.tsx';

/**
 * Run by the build (vite.config.ts, `prerenderLanding`), never shipped: /landing's markup in a
 * language, rendered through the app's own routes so that the client hydrates the same tree
 * (main.tsx). `prerender` waits for the lazy route, which renderToString would leave as its fallback.
 */
export async function renderLanding(language: Language): Promise<{ lang: string; markup: string }> {
  await prepareLanguage(language);
  const { prelude } = await prerender(
    <StaticRouter location="/landing">
      <AppRoutes />
    </StaticRouter>,
  );
  return { lang: LANGUAGES[language], markup: await new Response(prelude).text() };
}
