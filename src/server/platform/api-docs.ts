import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';

/**
 * /api/docs: Swagger UI over /api/v1/openapi.json, served from the npm package (no CDN, no inline
 * script, so the strict Content-Security-Policy holds here too).
 */
const dist = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const file = (name: string) => readFileSync(join(dist, name));

const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Floor Pro API</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script></body></html>`;
const init = `window.ui = SwaggerUIBundle({ url: '/api/v1/openapi.json', dom_id: '#swagger-ui' });`;

const assets: Record<string, { type: string; body: () => Buffer | string }> = {
  'swagger-ui.css': { type: 'text/css', body: () => file('swagger-ui.css') },
  'swagger-ui-bundle.js': { type: 'text/javascript', body: () => file('swagger-ui-bundle.js') },
  'init.js': { type: 'text/javascript', body: () => init },
};

export const apiDocs = new Hono()
  .get('/', (c) => c.html(page))
  .get('/:asset', (c, next) => {
    const asset = assets[c.req.param('asset')];
    if (!asset) return next();
    return c.body(asset.body() as never, 200, { 'Content-Type': asset.type, 'Cache-Control': 'public, max-age=86400' });
  });
