import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { apiNoStore, inlineHashes, securityHeaders } from './security-headers.ts';

const appFor = (appUrl: string) =>
  new Hono()
    .use(securityHeaders({ appUrl }))
    .use('/api/*', apiNoStore)
    .get('/api/plain', (c) => c.json({ ok: true }))
    .get('/api/cached', (c) => c.body('file', 200, { 'Cache-Control': 'public, max-age=60' }))
    .get('*', (c) => c.text('page'));

describe('Strict-Transport-Security', () => {
  it('is sent when APP_URL is https', async () => {
    const res = await appFor('https://floors.example').request('/dashboard');
    expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
  });

  it('is not sent when APP_URL is plain http', async () => {
    for (const appUrl of ['http://localhost:3000', 'http://floors.example']) {
      const res = await appFor(appUrl).request('/dashboard');
      expect(res.headers.get('strict-transport-security'), appUrl).toBeNull();
    }
  });
});

describe('one frame policy', () => {
  const framing = async (path: string) => {
    const res = await appFor('http://localhost:3000').request(path);
    const ancestors = /frame-ancestors ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
    return { ancestors, xFrameOptions: res.headers.get('x-frame-options') };
  };

  it('the quiz pages may be framed by any site: frame-ancestors *, and no X-Frame-Options to contradict it', async () => {
    for (const path of ['/quiz', '/quiz/acme-floors', '/service-quiz']) {
      expect(await framing(path), path).toEqual({ ancestors: '*', xFrameOptions: null });
    }
  });

  it("every other page by no one: frame-ancestors 'none' and X-Frame-Options DENY say the same", async () => {
    for (const path of ['/', '/dashboard', '/quiz/acme/admin', '/login', '/api/plain']) {
      expect(await framing(path), path).toEqual({ ancestors: "'none'", xFrameOptions: 'DENY' });
    }
  });
});

describe('API responses are not cached', () => {
  it('no-store unless the route chose its own Cache-Control', async () => {
    const app = appFor('http://localhost:3000');
    expect((await app.request('/api/plain')).headers.get('cache-control')).toBe('no-store');
    expect((await app.request('/api/cached')).headers.get('cache-control')).toBe('public, max-age=60');
    expect((await app.request('/dashboard')).headers.get('cache-control')).toBeNull();
  });

  it("keeps the route's own response (a copy would leave @hono/node-server's fast path)", async () => {
    let sent: Response | undefined;
    let written: Response | undefined;
    const app = new Hono()
      .use(async (c, next) => {
        await next();
        written = c.res;
      })
      .use(securityHeaders({ appUrl: 'http://localhost:3000' }))
      .use('/api/*', apiNoStore)
      .get('/api/plain', (c) => (sent = c.json({ ok: true })));
    expect((await app.request('/api/plain')).headers.get('cache-control')).toBe('no-store');
    expect(written).toBe(sent);
  });
});

describe('inline script and stylesheet of the built page', () => {
  const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

  it('are allowed by their hashes only; JSON data blocks and external scripts are not hashed', async () => {
    const html =
      '<head><script>document.documentElement.classList.toggle("dark", false)</script>' +
      '<script type="module" crossorigin src="/assets/index.js"></script><style>body{margin:0}</style>' +
      '<script type="application/json" id="page-data" data-api="/x">{"a":1}</script></head>';
    const inline = inlineHashes(html);
    expect(inline).toEqual({
      scripts: [sha('document.documentElement.classList.toggle("dark", false)')],
      styles: [sha('body{margin:0}')],
    });
    const res = await new Hono()
      .use(securityHeaders({ appUrl: 'http://localhost:3000' }, inline))
      .get('*', (c) => c.text('page'))
      .request('/quiz');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain(`script-src 'self' ${inline.scripts[0]!};`);
    expect(csp).toContain(`style-src 'self' ${inline.styles[0]!};`);
    expect(csp).not.toContain('unsafe-inline');
  });

  it('without a build, nothing inline is allowed', async () => {
    const csp = (await appFor('http://localhost:3000').request('/')).headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("style-src 'self';");
  });
});
