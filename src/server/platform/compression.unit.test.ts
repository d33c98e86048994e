import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compression, COMPRESS_MIN_BYTES, matchingTag, negotiateEncoding } from './compression.ts';
import { staticSite } from './static-site.ts';

const SCRIPT = `console.log(${JSON.stringify('oak floor '.repeat(400))});`;
const PAGE = `<!doctype html><html lang="en"><head><title>Floor Pro</title></head><body><div id="root"></div>${'<p>Oak</p>'.repeat(300)}</body></html>`;

/** A built site with the build's precompressed copies, behind the app's compression, as app.ts mounts them. */
function served() {
  const root = mkdtempSync(join(tmpdir(), 'floorpro-web-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), PAGE);
  writeFileSync(join(root, 'assets', 'main-abc123.js'), SCRIPT);
  writeFileSync(join(root, 'assets', 'main-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(root, 'assets', 'main-abc123.js.gz'), gzipSync(SCRIPT));
  const app = new Hono();
  app.use(compression);
  app.get('/api/big', (c) => c.json({ items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Lead ${i}` })) }));
  app.get('/api/small', (c) => c.json({ ok: true }));
  app.get('/api/auth/get-session', (c) => c.json({ token: 'secret', padding: 'x'.repeat(2 * COMPRESS_MIN_BYTES) }));
  app.route('/', staticSite(root));
  return app;
}
const get = (app: Hono, path: string, headers: Record<string, string> = {}) => app.request(path, { headers });
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('Accept-Encoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['gzip;q=1, *;q=0', 'gzip'],
    ['identity', null],
    ['', null],
  ])('%j → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('built files', () => {
  const app = served();

  it('go out as the build compressed them, brotli first, with Vary: Accept-Encoding', async () => {
    const br = await get(app, '/assets/main-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.headers.get('content-type')).toContain('javascript');
    expect(brotliDecompressSync(await bytes(br)).toString()).toBe(SCRIPT);

    const gz = await get(app, '/assets/main-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gz)).toString()).toBe(SCRIPT);
  });

  it('go out as they are to a client that asks for no encoding, still with Vary', async () => {
    const res = await get(app, '/assets/main-abc123.js');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(await res.text()).toBe(SCRIPT);
  });

  it('hashed assets are immutable for a year and carry no ETag to revalidate', async () => {
    const res = await get(app, '/assets/main-abc123.js', { 'accept-encoding': 'br' });
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('etag')).toBeNull();
  });
});

describe('HTML pages', () => {
  const app = served();

  it('are compressed and revalidated with a strong ETag: 304 without a body when it still matches', async () => {
    const first = await get(app, '/dashboard/jobs', { 'accept-encoding': 'br' });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(first.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(await bytes(first)).toString()).toContain('<div id="root">');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+-br"$/);

    const again = await get(app, '/dashboard/jobs', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);

    const plain = await get(app, '/dashboard/jobs');
    expect(plain.headers.get('etag')).toBe(etag.replace(/-br"$/, '"'));
    expect((await get(app, '/dashboard/jobs', { 'if-none-match': '"other"' })).status).toBe(200);
  });

  it('unhashed files are revalidated too', async () => {
    const first = await get(app, '/index.html');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await get(app, '/index.html', { 'if-none-match': etag! })).status).toBe(304);
  });
});

describe('API JSON', () => {
  const app = served();

  it('is compressed above COMPRESS_MIN_BYTES in the encoding the client prefers', async () => {
    const plain = await get(app, '/api/big');
    const body = await plain.text();
    expect(body.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');

    const br = await get(app, '/api/big', { 'accept-encoding': 'gzip, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    const compressed = await bytes(br);
    expect(Number(br.headers.get('content-length'))).toBe(compressed.length);
    expect(compressed.length).toBeLessThan(body.length / 3);
    expect(brotliDecompressSync(compressed).toString()).toBe(body);

    const gz = await get(app, '/api/big', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gz)).toString()).toBe(body);
  });

  it("better-auth's answers, which hold session tokens, go out as they are whatever their size (BREACH)", async () => {
    const res = await get(app, '/api/auth/get-session', { 'accept-encoding': 'br, gzip' });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.json()).toMatchObject({ token: 'secret' });
  });

  it('below COMPRESS_MIN_BYTES goes out as it is', async () => {
    const res = await get(app, '/api/small', { 'accept-encoding': 'br' });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.json()).toEqual({ ok: true });
  });
});

describe('If-None-Match', () => {
  it('names the content whatever its encoding suffix, weak or strong, or any with *', () => {
    expect(matchingTag('"abc"', '"abc-br"')).toBe('"abc"');
    expect(matchingTag('W/"abc-gzip", "x"', '"abc"')).toBe('W/"abc-gzip"');
    expect(matchingTag('*', '"abc"')).toBe('"abc"');
    expect(matchingTag('"abd"', '"abc"')).toBeUndefined();
    expect(matchingTag(undefined, '"abc"')).toBeUndefined();
  });
});
