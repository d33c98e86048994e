import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticSite, withMeta } from './static-site.ts';

function builtSite() {
  const root = mkdtempSync(join(tmpdir(), 'floorpro-web-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(root, 'assets', 'main-abc123.js'), 'console.log(1)');
  writeFileSync(join(root, 'favicon.svg'), '<svg/>');
  return staticSite(root);
}

describe('the built SPA', () => {
  const site = builtSite();

  it('hashed assets are cached for a year, immutable', async () => {
    const res = await site.request('/assets/main-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe('console.log(1)');
  });

  it('index.html and unhashed files are revalidated on every load', async () => {
    for (const path of ['/', '/index.html', '/favicon.svg']) {
      expect((await site.request(path)).headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it('client routes get index.html, so a refresh on /dashboard/jobs/42 loads the app', async () => {
    const res = await site.request('/dashboard/jobs/42');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toContain('<div id="root">');
  });

  it('a missing asset is a 404, not index.html', async () => {
    const res = await site.request('/assets/main-old999.js');
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('without a build it says how to make one instead of failing silently', async () => {
    const res = await staticSite(mkdtempSync(join(tmpdir(), 'floorpro-empty-'))).request('/');
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('npm run build');
  });
});

describe('Open Graph tags', () => {
  it('go before </head>, escaped, only where the page has some', async () => {
    const html = '<html><head><title>Floor Pro</title></head><body></body></html>';
    const tagged = withMeta(html, { 'og:title': 'Oak & "walnut" <floors>', 'og:image': 'https://x.test/a.webp' });
    expect(tagged).toContain(
      '<meta property="og:title" content="Oak &amp; &quot;walnut&quot; &lt;floors&gt;"><meta property="og:image" content="https://x.test/a.webp"></head>',
    );
    expect(withMeta(html, null)).toBe(html);

    const root = mkdtempSync(join(tmpdir(), 'floorpro-web-'));
    writeFileSync(join(root, 'index.html'), html);
    const site = staticSite(root, async (path) => (path === '/showcase/abc' ? { 'og:title': 'Shown' } : null));
    expect(await (await site.request('/showcase/abc')).text()).toContain('<meta property="og:title" content="Shown">');
    expect(await (await site.request('/dashboard')).text()).toBe(html);
  });
});
