import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { isLoopbackAddress } from './src/server/modules/dev/local-request.ts';

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

// The SPA lives in src/web and is built into dist/web, which the server serves.
// The manifest lets `npm run bench` measure the JS each entry route loads.
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), sonnerWithoutInlineStyle, fullCalendarWithoutInlineStyle],
  resolve: {
    alias: {
      // Radix's scroll lock injects <style> elements too; index.css has those rules instead.
      'react-style-singleton': fileURLToPath(new URL('./src/web/vendor/react-style-singleton.ts', import.meta.url)),
    },
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
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
