import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

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

// The SPA lives in src/web and is built into dist/web, which the server serves.
// The manifest lets `npm run bench` measure the JS each entry route loads.
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), sonnerWithoutInlineStyle],
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
    proxy: { '/api': `http://localhost:${process.env.PORT ?? 3000}` },
  },
});
