import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The SPA lives in src/web and is built into dist/web, which the server serves.
// The manifest lets `npm run bench` measure the JS each entry route loads.
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
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
