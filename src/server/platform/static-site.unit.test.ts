import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fakeWebRoot, inlinedData, NAVIGATION } from '../test/web-root.ts';
import { pageLanguage, withHead } from './page-head.ts';
import { staticSite } from './static-site.ts';

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

describe('the page head', () => {
  it('goes into index.html escaped: title, description, robots, Open Graph, image preloads, inline data', () => {
    const html =
      '<html lang="en-US"><head><meta name="description" content="App"><title>Floor Pro</title>' +
      '<script src="/theme-init.js"></script></head><body></body></html>';
    const out = withHead(html, 'pt', {
      title: 'Oak & "walnut" <floors>',
      description: 'Pisos <b>',
      robots: 'noindex, nofollow',
      openGraph: { 'og:title': 'Oak & co' },
      preloadImages: [{ href: '/a.webp', srcset: '/a.webp 400w, /b.webp 1600w', sizes: '100vw' }],
      data: { api: '/api/v1/x', value: { text: '</script><script>alert(1)</script>' } },
    });
    expect(out).toContain('<html lang="pt-BR">');
    expect(out).toContain('<title>Oak &amp; &quot;walnut&quot; &lt;floors&gt;</title>');
    expect(out).toContain('<meta name="description" content="Pisos &lt;b&gt;">');
    expect(out).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(out).toContain('<meta property="og:title" content="Oak &amp; co">');
    expect(out).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/a.webp" imagesrcset="/a.webp 400w, /b.webp 1600w" imagesizes="100vw">',
    );
    // JSON that cannot close its element, read back intact.
    expect(out).not.toContain('</script><script>alert');
    expect(inlinedData(out)).toEqual({ api: '/api/v1/x', value: { text: '</script><script>alert(1)</script>' } });
    expect(out.indexOf('rel="preload"')).toBeLessThan(out.indexOf('<script src="/theme-init.js">'));
    expect(withHead(html, 'en', null)).toBe(html);
  });

  it("is in the stored language's, else the browser's first of ours, else English", () => {
    expect(pageLanguage('a=1; floorpro.language=pt', 'en-US')).toBe('pt');
    expect(pageLanguage('floorpro.language=en', 'pt-BR')).toBe('en');
    expect(pageLanguage(undefined, 'pt-BR,pt;q=0.9,en;q=0.8')).toBe('pt');
    expect(pageLanguage(undefined, 'fr-FR, en;q=0.5, pt;q=0.7')).toBe('pt');
    expect(pageLanguage('floorpro.language=xx', 'de, en-GB;q=0.9')).toBe('en');
    expect(pageLanguage(undefined, 'pt;q=0, en;q=0.1')).toBe('en');
    expect(pageLanguage(undefined, undefined)).toBe('en');
  });

  it("/landing is the build's prerendered page in the visitor's language", async () => {
    const site = staticSite(
      fakeWebRoot({
        'landing.en-US.html': '<html lang="en-US"><div id="root"><h1>Win more jobs</h1></div>',
        'landing.pt-BR.html': '<html lang="pt-BR"><div id="root"><h1>Feche mais obras</h1></div>',
      }),
    );
    expect(await (await site.request('/landing')).text()).toContain('<h1>Win more jobs</h1>');
    const pt = await site.request('/landing', { headers: { 'Accept-Language': 'pt-BR,pt;q=0.9' } });
    expect(await pt.text()).toContain('<h1>Feche mais obras</h1>');
    expect(pt.headers.get('vary')).toContain('Accept-Language');
    const stored = await site.request('/landing/', {
      headers: { Cookie: 'floorpro.language=en', 'Accept-Language': 'pt' },
    });
    expect(await stored.text()).toContain('<h1>Win more jobs</h1>');
  });

  it("the platform's pages carry their title and description in the page's language", async () => {
    const site = staticSite(fakeWebRoot());
    const login = await (await site.request('/login', { headers: { Cookie: 'floorpro.language=pt' } })).text();
    expect(login).toContain('<html lang="pt-BR"');
    expect(login).toContain('<title>Entrar · Floor Pro</title>');
    expect(login).toContain('<meta name="description" content="O app">');
    // Unbuilt prerender: /landing still gets its title.
    expect(await (await site.request('/landing')).text()).toContain('<title>Flooring software · Floor Pro</title>');
  });

  it("a module's hook heads its pages and inlines their first view, which no cache keeps", async () => {
    const site = staticSite(fakeWebRoot(), [
      async ({ path, navigation, language }) =>
        path === '/showcase/abc'
          ? { title: `Shown ${language}`, ...(navigation && { data: { api: '/api/v1/showcase/abc', value: 1 } }) }
          : null,
    ]);
    const preview = await site.request('/showcase/abc');
    expect(await preview.text()).toContain('<title>Shown en</title>');
    expect(preview.headers.get('cache-control')).toBe('no-cache');
    const opened = await site.request('/showcase/abc', { headers: NAVIGATION });
    expect(opened.headers.get('cache-control')).toBe('no-store');
    expect(inlinedData(await opened.text())).toEqual({ api: '/api/v1/showcase/abc', value: 1 });
    expect(await (await site.request('/dashboard')).text()).toContain('<title>Floor Pro</title>');
  });

  it("preloads the chunks of the page's language and of the page itself, once, but not the entry's (ADR 0022)", async () => {
    const chunks = {
      en: { '*': ['assets/en-1.js'], quiz: ['assets/Quiz-1.js', 'assets/en-leads-1.js', 'assets/index-abc.js'] },
      pt: { '*': ['assets/pt-1.js'], quiz: ['assets/Quiz-1.js', 'assets/pt-leads-1.js', 'assets/pt-1.js'] },
    };
    const site = staticSite(fakeWebRoot({ 'page-chunks.json': JSON.stringify(chunks) }), [
      async ({ path }) => (path === '/quiz/oak' ? { page: 'quiz' } : null),
    ]);
    const preloaded = async (path: string, language: string) => {
      const html = await (await site.request(path, { headers: { Cookie: `floorpro.language=${language}` } })).text();
      const links = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
      // Before the entry's script, so that they are asked for with it.
      if (links.length > 0) expect(html.indexOf('rel="modulepreload"')).toBeLessThan(html.indexOf('<script'));
      return links;
    };
    expect(await preloaded('/quiz/oak', 'en')).toEqual([
      '/assets/en-1.js',
      '/assets/Quiz-1.js',
      '/assets/en-leads-1.js',
    ]);
    expect(await preloaded('/quiz/oak', 'pt')).toEqual([
      '/assets/pt-1.js',
      '/assets/Quiz-1.js',
      '/assets/pt-leads-1.js',
    ]);
    expect(await preloaded('/dashboard', 'en')).toEqual(['/assets/en-1.js']);
    // No build's chunk list: nothing preloaded, the page still served.
    const bare = await staticSite(fakeWebRoot()).request('/dashboard');
    expect(await bare.text()).not.toContain('modulepreload');
  });

  it("renders a page sent with its first view through the build's renderer, and without it when that fails", async () => {
    const root = fakeWebRoot();
    const ssrFile = join(root, 'ssr.js');
    // A renderer as the build writes it (web/ssr.tsx): what it was asked for, as markup.
    writeFileSync(
      ssrFile,
      `export async function renderPage({ url, language, data }) {
        if (data.value === 'broken') throw new Error('render failed');
        return { markup: '<link rel="preload" as="image" href="/a.webp"><h1>' + url + ' ' + language + ' ' + data.value + ' $&</h1>' };
      }`,
    );
    const site = staticSite(
      root,
      [
        async ({ path }) =>
          path.startsWith('/showcase/')
            ? { title: 'Shown', data: { api: '/api/v1/x', value: path.slice(10) }, render: true }
            : path === '/quiz/oak'
              ? { data: { api: '/api/v1/quiz', value: 'oak' } }
              : null,
      ],
      ssrFile,
    );
    const html = await (
      await site.request('/showcase/abc?tab=1', { headers: { Cookie: 'floorpro.language=pt' } })
    ).text();
    expect(html).toContain(
      '<div id="root" data-prerendered="/showcase/abc"><h1>/showcase/abc?tab=1 pt abc $&</h1></div>',
    );
    // What React hoists goes into the head.
    expect(html).toMatch(/<link rel="preload" as="image" href="\/a.webp"><\/head>/);
    expect(inlinedData(html)).toEqual({ api: '/api/v1/x', value: 'abc' });
    // A page that does not ask to be rendered is not.
    expect(await (await site.request('/quiz/oak')).text()).toContain('<div id="root"></div>');
    // A failed render: the page as before, for the browser to draw from its first view.
    const broken = await site.request('/showcase/broken');
    expect(broken.status).toBe(200);
    const fallback = await broken.text();
    expect(fallback).toContain('<div id="root"></div>');
    expect(inlinedData(fallback)).toEqual({ api: '/api/v1/x', value: 'broken' });
  });
});
