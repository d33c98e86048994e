import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, defineConfig, type Manifest, type Plugin } from 'vite';
import { withHead, withMarkup } from './src/server/platform/page-head.ts';
import { isLoopbackAddress } from './src/server/modules/dev/local-request.ts';
import { precompressPlugin } from './scripts/precompress.ts';

/**
 * Our Content-Security-Policy allows no inline styles (ADR 0003). sonner injects its stylesheet
 * with an inline <style> on import: drop that call, Toaster.tsx imports the same CSS as a file.
 */
const sonnerWithoutInlineStyle: Plugin = {
  name: 'sonner-without-inline-style',
  transform(code, id) {
    if (id.includes('/node_modules/sonner/dist/')) return code.replace(/^__insertCSS\(.*\);?$/m, '');
  },
};

/**
 * FullCalendar v6 injects its stylesheets at run time: each module holds its CSS in a string
 * (`var css_… = "…"; injectStyles(css_…);`) and core creates a `<style data-fullcalendar>` for it,
 * which our Content-Security-Policy refuses (ADR 0003). For every FullCalendar module this moves the
 * string into a virtual `.css` module that the file imports instead (so Vite emits it as a stylesheet
 * with the calendar's chunk), drops the injectStyles call, and makes core's registerStylesRoot (the
 * only place that creates the `<style>`) do nothing. The icon font (a data: URL, refused by font-src)
 * is left out. A module that no longer matches fails the build.
 */
const FULLCALENDAR_CSS = '\0fullcalendar-css:';
const fullCalendarWithoutInlineStyle: Plugin = {
  name: 'fullcalendar-without-inline-style',
  enforce: 'pre',
  resolveId(id) {
    if (id.startsWith(FULLCALENDAR_CSS)) return id;
  },
  load(id) {
    if (!id.startsWith(FULLCALENDAR_CSS)) return;
    const css = fullCalendarCss.get(id);
    if (css === undefined) this.error(`unknown FullCalendar stylesheet ${id}`);
    return css;
  },
  transform(code, id) {
    const match = /\/node_modules\/@fullcalendar\/([^?]+\.js)(?:\?|$)/.exec(id);
    const isCore = match?.[1] === 'core/internal-common.js';
    if (!match || !(isCore || /injectStyles\(css_/.test(code))) return;
    let out = code;
    const imports: string[] = [];
    const cssVar = /^var (css_\w+) = ("(?:[^"\\\n]|\\.)*");\n(?:[\w$]+\.)?injectStyles\(\1\);?$/gm;
    out = out.replace(cssVar, (_all, _name: string, literal: string) => {
      const cssId = `${FULLCALENDAR_CSS}${match[1]!.replace(/[/.]/g, '-')}-${imports.length}.css`;
      // The icon font is a data: URL, which font-src 'self' refuses; the calendar's CSS replaces the icons it shows.
      const css = (JSON.parse(literal) as string).replace(/@font-face\{font-family:fcicons;[^}]*\}/, '');
      if (/url\(\s*["']?data:/.test(css))
        this.error(`FullCalendar: ${match[1]} has a data: URL (upgrade: check the CSP transform)`);
      fullCalendarCss.set(cssId, css);
      imports.push(`import ${JSON.stringify(cssId)};`);
      return '';
    });
    if (isCore) {
      const before = out;
      out = out.replace(/^function registerStylesRoot\(rootNode\) \{$/m, '$& return;');
      if (out === before) this.error('FullCalendar: registerStylesRoot not found (upgrade: check the CSP transform)');
    }
    if (/^\s*(?:[\w$]+\.)?injectStyles\(css_/m.test(out) || imports.length === 0) {
      this.error(`FullCalendar: ${match[1]} still injects styles (upgrade: check the CSP transform)`);
    }
    // After the module's own imports, so a plugin's rules come after core's (as injected, in that order).
    return { code: `${out}\n${imports.join('\n')}\n`, map: null };
  },
};
const fullCalendarCss = new Map<string, string>();

const WEB_ROOT = fileURLToPath(new URL('./src/web', import.meta.url));
const OUT_DIR = fileURLToPath(new URL('./dist/web', import.meta.url));
const RESOLVE = {
  alias: {
    // Radix's scroll lock injects <style> elements too; index.css has those rules instead.
    'react-style-singleton': fileURLToPath(new URL('./src/web/vendor/react-style-singleton.ts', import.meta.url)),
  },
};
/** The app's languages: its code (i18n.ts) and its folder under locales/. */
const PAGE_LANGUAGES = [
  ['en', 'en'],
  ['pt', 'pt-BR'],
] as const;

/**
 * The public pages the server sends with their chunks modulepreloaded (page-chunks.json, ADR 0022):
 * the page's name as the server's page heads give it (PageHead.page) → its lazy module in router.tsx
 * and the locale bundles it asks for (useBundle).
 */
const PRELOADED_PAGES: Record<string, { source: string; bundles: string[] }> = {
  login: { source: 'features/auth/LoginPage.tsx', bundles: [] },
  quiz: { source: 'features/quiz/QuizPage.tsx', bundles: ['leads'] },
  gallery: { source: 'features/gallery/GalleryPage.tsx', bundles: ['share'] },
  showcase: { source: 'features/showcase/ShowcasePage.tsx', bundles: ['share'] },
};

/** A chunk's file and, recursively, the files it imports, from Vite's manifest. */
function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((k) => chunkFiles(manifest, k, seen))];
}

/**
 * No render-blocking request before the first paint (ADR 0019): the theme script (public/theme-init.js)
 * and the entry's stylesheet go inline into index.html, which the server's CSP allows by their hashes
 * (security-headers.ts reads them from the built page). A page that no longer matches fails the build.
 */
const inlineCriticalHead: Plugin = {
  name: 'inline-critical-head',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, ctx) {
      const themeTag = '<script src="/theme-init.js"></script>';
      const cssTag = /<link rel="stylesheet" crossorigin href="\/(assets\/index-[\w-]+\.css)">/;
      const cssFile = cssTag.exec(html)?.[1];
      const css = cssFile && ctx.bundle?.[cssFile];
      if (!html.includes(themeTag) || !css || css.type !== 'asset')
        throw new Error('inline-critical-head: index.html has no theme-init.js or entry stylesheet to inline');
      const theme = readFileSync(join(WEB_ROOT, 'public', 'theme-init.js'), 'utf8').trim();
      return html
        .replace(themeTag, () => `<script>${theme}</script>`)
        .replace(cssTag, () => `<style>${String(css.source).trim()}</style>`);
    },
  },
};

/** Where the build puts the server's renderer of the public pages (web/ssr.tsx), beside dist/web. */
const SSR_OUT = fileURLToPath(new URL('./dist/ssr', import.meta.url));

/**
 * After the client build (ADR 0019, 0022):
 * - page-head.json: per language the app's name, the pages' titles (titles.json) and descriptions
 *   (head.json), which the server puts in the public pages' heads;
 * - page-chunks.json: per language the JS beyond the entry that every page needs ('*': the public
 *   texts) and each page of PRELOADED_PAGES needs (its module and locale bundles), which the server
 *   modulepreloads, so that the browser asks for all of it at once instead of import by import;
 * - dist/ssr/ssr.js: an SSR build of web/ssr.tsx, with which the server renders the gallery and
 *   showcase, and with which /landing is prerendered here in both languages
 *   (landing.<lang>.html, which the server picks by language and main.tsx hydrates).
 */
const renderPublicPages: Plugin = {
  name: 'render-public-pages',
  apply: (config, env) => env.command === 'build' && !config.build?.ssr,
  async closeBundle(error) {
    if (error) return;
    const locale = (folder: string, file: string) =>
      JSON.parse(readFileSync(join(WEB_ROOT, 'locales', folder, file), 'utf8')) as Record<string, string>;
    const heads = Object.fromEntries(
      PAGE_LANGUAGES.map(([code, folder]) => [
        code,
        {
          appName: locale(folder, 'app.json').name!,
          titles: locale(folder, 'titles.json'),
          descriptions: locale(folder, 'head.json'),
        },
      ]),
    );
    writeFileSync(join(OUT_DIR, 'page-head.json'), JSON.stringify(heads));

    const manifest = JSON.parse(readFileSync(join(OUT_DIR, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    const chunksOf = (source: string) => {
      if (!manifest[source]) this.error(`render-public-pages: the build has no chunk for ${source}`);
      return chunkFiles(manifest, source);
    };
    const pageChunks = Object.fromEntries(
      PAGE_LANGUAGES.map(([code, folder]) => [
        code,
        {
          '*': chunksOf(`locales/${folder}.ts`),
          ...Object.fromEntries(
            Object.entries(PRELOADED_PAGES).map(([page, { source, bundles }]) => [
              page,
              [...new Set([source, ...bundles.map((b) => `locales/${folder}-${b}.ts`)].flatMap(chunksOf))],
            ]),
          ),
        },
      ]),
    );
    writeFileSync(join(OUT_DIR, 'page-chunks.json'), JSON.stringify(pageChunks));

    await build({
      configFile: false,
      root: WEB_ROOT,
      logLevel: 'warn',
      plugins: [react(), sonnerWithoutInlineStyle, fullCalendarWithoutInlineStyle],
      resolve: RESOLVE,
      build: { ssr: 'ssr.tsx', outDir: SSR_OUT, emptyOutDir: true, copyPublicDir: false },
    });
    const entry = join(SSR_OUT, 'ssr.js');
    if (!existsSync(entry)) this.error('render-public-pages: the SSR build wrote no ssr.js');
    const { renderPage } = (await import(pathToFileURL(entry).href)) as {
      renderPage: (page: { url: string; language: string }) => Promise<{ lang: string; markup: string }>;
    };

    const index = readFileSync(join(OUT_DIR, 'index.html'), 'utf8');
    if (!index.includes('<div id="root"></div>')) this.error('render-public-pages: index.html has no empty #root');
    for (const [code] of PAGE_LANGUAGES) {
      const { lang, markup } = await renderPage({ url: '/landing', language: code });
      const { appName, titles, descriptions } = heads[code]!;
      // As use-document-title.ts titles the tab.
      const head = { title: `${titles.landing} · ${appName}`, description: descriptions.landing };
      const modules = [...chunksOf('features/landing/LandingPage.tsx'), ...pageChunks[code]!['*']!];
      const html = withMarkup(withHead(index, code, head, [...new Set(modules)]), '/landing', markup);
      writeFileSync(join(OUT_DIR, `landing.${lang}.html`), html);
    }
  },
};

// The SPA lives in src/web and is built into dist/web, which the server serves.
// The manifest lets `npm run bench` measure the JS each entry route loads.
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
    sonnerWithoutInlineStyle,
    fullCalendarWithoutInlineStyle,
    inlineCriticalHead,
    renderPublicPages,
    // Last: brotli and gzip copies of every built text file, prerendered pages included (ADR 0018).
    precompressPlugin(),
  ],
  resolve: RESOLVE,
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      // Fewer, larger chunks (ADR 0022): common chunks under 12 KB of source are copied into the
      // chunks that read them (one shared state, rolldown's runtime keeps it), so a public page
      // loads 7–11 files instead of 33–50. Stylesheets stay files (Vite's CSS plugin needs one owner).
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          experimentalInlineCommonChunks: {
            maxSize: 12 * 1024,
            exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/,
          },
        },
      },
    },
  },
  server: {
    port: 5173,
    // `npm run dev`: the API runs beside Vite on PORT (default 3000).
    proxy: {
      '/api': {
        target: `http://localhost:${process.env.PORT ?? 3000}`,
        changeOrigin: true,
        // The API sees Vite's loopback socket: a client from another machine (`vite --host`) is named, so
        // that it cannot read the development outbox as if it were local (ADR 0008).
        configure: (proxy) =>
          proxy.on('proxyReq', (proxyReq, req) => {
            const peer = req.socket.remoteAddress;
            if (!isLoopbackAddress(peer)) proxyReq.setHeader('X-Forwarded-For', peer ?? 'unknown');
          }),
      },
    },
  },
});
