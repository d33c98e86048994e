import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Showcase, ShowcaseLink } from '../../shared/share-responses.ts';
import { json, startTestApp, type TestApp, type TestClient } from '../test/harness.ts';
import { newJob, newPhoto } from '../modules/share-links/testing.ts';

let t: TestApp;
let owner: TestClient & { companyId: string };
let other: TestClient & { companyId: string };

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.newCompany('Oak Sitemap Floors');
  other = await t.newCompany('Birch Sitemap Floors');
});
afterAll(() => t.close());

const page = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers });

/** A job's showcase with one photo, saved with `isPublic` (left out: the default), and a link to it. */
async function showcase(who: typeof owner, isPublic?: boolean) {
  const jobId = await newJob(who);
  const photoId = await newPhoto(t, who, jobId);
  const saved = await who.request('PUT', `/api/v1/jobs/${jobId}/showcase`, {
    body: { showcaseTitle: 'Oak floor', photoIds: [photoId], ...(isPublic !== undefined && { isPublic }) },
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
  const link = await json<ShowcaseLink>(await who.post(`/api/v1/jobs/${jobId}/showcase/links`, {}));
  return { jobId, showcase: await json<Showcase>(saved), link };
}

describe('API JSON compression', () => {
  it('compresses a JSON answer above the threshold in the encoding asked for, and says Vary', async () => {
    const plain = await owner.get('/api/v1/openapi.json');
    const text = await plain.text();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toContain('Accept-Encoding');

    const br = await owner.request('GET', '/api/v1/openapi.json', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(text);

    const gz = await owner.request('GET', '/api/v1/openapi.json', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(text);
  });

  it('leaves a small answer as it is', async () => {
    const res = await owner.request('GET', '/api/health', { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.status).toBe(200);
  });
});

describe('robots.txt and the sitemap', () => {
  it('robots.txt is plain text that keeps crawlers out of the app and the API and names the sitemap', async () => {
    const res = await page('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
    expect(text).toMatch(/^Disallow: \/dashboard$/m);
    expect(text).toContain(`Sitemap: ${t.config.appUrl}/sitemap.xml`);
  });

  it('lists /landing, /login, each quiz address and only the showcases their company made public', async () => {
    expect((await owner.request('PATCH', '/api/v1/company', { body: { slug: 'oak-sitemap' } })).status).toBe(200);
    const hidden = await showcase(owner);
    expect(hidden.showcase.isPublic).toBe(false);
    const shown = await showcase(other, true);
    expect(shown.showcase.isPublic).toBe(true);

    const res = await page('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await res.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const app = t.config.appUrl;
    expect(urls).toEqual(
      expect.arrayContaining([
        `${app}/landing`,
        `${app}/login`,
        `${app}/quiz/oak-sitemap`,
        `${app}/showcase/${shown.link.token}`,
      ]),
    );
    expect(urls).not.toContain(`${app}/showcase/${hidden.link.token}`);
    // Birch has no quiz address: no quiz of its own.
    expect(urls.filter((u) => u?.includes('/quiz/'))).toEqual([`${app}/quiz/oak-sitemap`]);

    // Made private again, or its link revoked: out of the sitemap.
    await other.request('PUT', `/api/v1/jobs/${shown.jobId}/showcase`, {
      body: { showcaseTitle: 'Oak floor', isPublic: false },
    });
    expect(await (await page('/sitemap.xml')).text()).not.toContain(shown.link.token);
  });
});

describe('noindex', () => {
  it('a gallery link is never indexed; a showcase only when public', async () => {
    expect((await page(`/gallery/${'a'.repeat(43)}`)).headers.get('x-robots-tag')).toBe('noindex');
    const hidden = await showcase(owner, false);
    const shown = await showcase(owner, true);
    expect((await page(`/showcase/${hidden.link.token}`)).headers.get('x-robots-tag')).toBe('noindex');
    expect((await page(`/showcase/${shown.link.token}`)).headers.get('x-robots-tag')).toBeNull();
    expect((await page(`/showcase/${'b'.repeat(43)}`)).headers.get('x-robots-tag')).toBe('noindex');
    await owner.post(`/api/v1/jobs/${shown.jobId}/showcase/links/${shown.link.id}/revoke`, undefined);
    expect((await page(`/showcase/${shown.link.token}`)).headers.get('x-robots-tag')).toBe('noindex');
  });
});
