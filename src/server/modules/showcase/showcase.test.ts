import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOWCASE_FEATURED_SIZES, SHOWCASE_MESSAGES } from '../../../shared/showcase.ts';
import type { PublicShowcase, Showcase, ShowcaseLink as Link } from '../../../shared/share-responses.ts';
import { projectPhotos } from '../../db/schema/photos.ts';
import { showcaseLinks, showcaseProjects } from '../../db/schema/showcase.ts';
import { json, startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';
import { newJob, newPhoto, PNG } from '../share-links/testing.ts';
import { staticSite } from '../../platform/static-site.ts';
import { fakeWebRoot, inlinedData, NAVIGATION } from '../../test/web-root.ts';
import { showcasePageHead } from './page.ts';
import { showcaseMeta } from './service.ts';

let t: TestApp;
let owner: TestClient & { companyId: string };
let other: TestClient & { companyId: string };

const put = (who: TestClient, jobId: string, body: Record<string, unknown>) =>
  who.request('PUT', `/api/v1/jobs/${jobId}/showcase`, { body: { showcaseTitle: 'Oak', ...body } });
async function newLink(who: TestClient, jobId: string, body: Record<string, unknown> = {}): Promise<Link> {
  const res = await who.post(`/api/v1/jobs/${jobId}/showcase/links`, body);
  expect(res.status, await res.clone().text()).toBe(201);
  return json<Link>(res);
}
const view = (token: string) => t.app.request(`/api/v1/showcase/${token}`);
async function invalid(res: Response) {
  expect(res.status).toBe(404);
  expect(await json(res)).toMatchObject({ code: 'NOT_FOUND', message: SHOWCASE_MESSAGES.invalidOrExpired });
}

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.newCompany('Oak Showcase Floors');
  other = await t.newCompany('Birch Showcase Floors');
});
afterAll(() => t.close());

describe('building a showcase', () => {
  it('a job has none until it is saved; then one, replaced by each save', async () => {
    const jobId = await newJob(owner);
    expect(await json(await owner.get(`/api/v1/jobs/${jobId}/showcase`))).toEqual({ showcase: null });
    const a = await newPhoto(t, owner, jobId);
    const b = await newPhoto(t, owner, jobId);
    const res = await put(owner, jobId, { photoIds: [b, a], featuredPhotoId: a, isFeatured: true });
    expect(res.status, await res.clone().text()).toBe(200);
    const first = await json<Showcase>(res);
    expect(first).toMatchObject({ photoIds: [b, a], featuredPhotoId: a, isFeatured: true });
    const second = await json<Showcase>(await put(owner, jobId, { showcaseTitle: 'New title', photoIds: [a] }));
    expect(second).toMatchObject({
      id: first.id,
      showcaseTitle: 'New title',
      photoIds: [a],
      featuredPhotoId: null,
      isFeatured: false,
    });
    const read = await json<{ showcase: Showcase }>(await owner.get(`/api/v1/jobs/${jobId}/showcase`));
    expect(read.showcase).toMatchObject({ id: first.id, showcaseTitle: 'New title' });
  });

  it("refuses private photos, another job's photos and a blank title", async () => {
    const jobId = await newJob(owner);
    const mine = await newPhoto(t, owner, jobId);
    const hidden = await newPhoto(t, owner, jobId, { isClientVisible: false });
    const elsewhere = await newPhoto(t, owner, await newJob(owner));
    const bPhoto = await newPhoto(t, other, await newJob(other));
    for (const body of [
      { photoIds: [mine, hidden] },
      { photoIds: [elsewhere] },
      { photoIds: [mine], featuredPhotoId: bPhoto },
      { showcaseTitle: '  ', photoIds: [mine] },
      { photoIds: [mine, mine] },
    ]) {
      const res = await put(owner, jobId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await json(await owner.get(`/api/v1/jobs/${jobId}/showcase`))).toEqual({ showcase: null });
  });

  it("another company's job and link ids are not found; a field crew member is refused", async () => {
    const jobId = await newJob(owner);
    const link = await newLink(owner, jobId);
    const bJob = await newJob(other);
    for (const [method, path, body] of [
      ['GET', `/api/v1/jobs/${jobId}/showcase`, undefined],
      ['PUT', `/api/v1/jobs/${jobId}/showcase`, { showcaseTitle: 'Mine now' }],
      ['GET', `/api/v1/jobs/${jobId}/showcase/links`, undefined],
      ['POST', `/api/v1/jobs/${jobId}/showcase/links`, {}],
      ['POST', `/api/v1/jobs/${jobId}/showcase/links/${link.id}/revoke`, undefined],
      ['POST', `/api/v1/jobs/${bJob}/showcase/links/${link.id}/revoke`, undefined],
    ] as const) {
      expect((await other.request(method, path, { body })).status, `${method} ${path}`).toBe(404);
    }
    expect((await view(link.token)).status).toBe(200);
    const crew = await t.addMember(owner.companyId, 'field_team');
    expect((await crew.get(`/api/v1/jobs/${jobId}/showcase`)).status).toBe(403);
    expect((await crew.post(`/api/v1/jobs/${jobId}/showcase/links`, {})).status).toBe(403);
  });
});

describe('the public showcase', () => {
  let jobId: string;
  let chosen: string[];
  let unchosen: string;
  let link: Link;

  beforeAll(async () => {
    jobId = await newJob(owner, {
      title: 'Private job title',
      totalCents: 1_245_000,
      clientEmail: 'maria@example.com',
    });
    chosen = [
      await newPhoto(t, owner, jobId, { photoType: 'after' }),
      await newPhoto(t, owner, jobId, { photoType: 'before' }),
    ];
    unchosen = await newPhoto(t, owner, jobId);
    const res = await put(owner, jobId, {
      showcaseTitle: 'Modern oak',
      showcaseDescription: 'Wide planks',
      photoIds: chosen,
      featuredPhotoId: chosen[1],
      isFeatured: true,
    });
    expect(res.status).toBe(200);
    link = await newLink(owner, jobId);
  });

  it('shows the company card, the showcase, the job details and the chosen photos in order; views rise', async () => {
    expect(link.url).toBe(`${t.config.appUrl}/showcase/${link.token}`);
    const first = await json<PublicShowcase>(await view(link.token));
    expect(Object.keys(first.company).sort()).toEqual(['email', 'logoUrl', 'name', 'phone', 'website']);
    expect(first.company.email).toBe(owner.email);
    expect(first.showcase).toEqual({
      title: 'Modern oak',
      description: 'Wide planks',
      isFeatured: true,
      viewCount: 1,
      featuredImage: {
        thumbnail: `/api/v1/showcase/${link.token}/photos/${chosen[1]}/thumbnail`,
        medium: `/api/v1/showcase/${link.token}/photos/${chosen[1]}/medium`,
        display: `/api/v1/showcase/${link.token}/photos/${chosen[1]}/display`,
      },
    });
    expect(first.job).toEqual({
      address: '12 Elm Street',
      squareFeet: 600,
      startDate: '2026-03-02',
      status: 'pending',
    });
    expect(first.photos.map((p) => [p.id, p.photoType])).toEqual([
      [chosen[0], 'after'],
      [chosen[1], 'before'],
    ]);
    const text = JSON.stringify(first);
    for (const secret of [unchosen, 'Private job title', '12450', 'maria@example.com', jobId]) {
      expect(text).not.toContain(secret);
    }
    expect((await json<PublicShowcase>(await view(link.token))).showcase.viewCount).toBe(2);
    const links = (await json<{ items: Link[] }>(await owner.get(`/api/v1/jobs/${jobId}/showcase/links`))).items;
    expect(links).toEqual([expect.objectContaining({ id: link.id, viewCount: 2, status: 'valid' })]);
  });

  it('counts concurrent views exactly, on the link and the showcase', async () => {
    const [before] = await t.database.db
      .select({ n: showcaseProjects.viewCount })
      .from(showcaseProjects)
      .where(eq(showcaseProjects.jobId, jobId));
    const results = await Promise.all(Array.from({ length: 50 }, () => view(link.token)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const [after] = await t.database.db
      .select({ n: showcaseProjects.viewCount })
      .from(showcaseProjects)
      .where(eq(showcaseProjects.jobId, jobId));
    expect(after!.n).toBe(before!.n + 50);
  });

  it('serves only the chosen, client-visible photos, never the original', async () => {
    const photo = (id: string, size: string) => t.app.request(`/api/v1/showcase/${link.token}/photos/${id}/${size}`);
    const display = await photo(chosen[0]!, 'display');
    expect(display.status).toBe(200);
    expect(new Uint8Array(await display.arrayBuffer())).toEqual(PNG);
    expect((await photo(chosen[1]!, 'thumbnail')).status).toBe(200);
    expect((await photo(chosen[1]!, 'medium')).status).toBe(200);
    // A photo from before the medium size serves its display size for it.
    await t.database.db.update(projectPhotos).set({ mediumPath: null }).where(eq(projectPhotos.id, chosen[1]!));
    const medium = await photo(chosen[1]!, 'medium');
    expect(medium.status).toBe(200);
    expect(new Uint8Array(await medium.arrayBuffer())).toEqual(PNG);
    expect((await photo(unchosen, 'display')).status).toBe(404);
    expect((await photo(unchosen, 'medium')).status).toBe(404);
    expect((await photo(chosen[0]!, 'original')).status).toBe(400);
    // A chosen photo made private later disappears from the showcase.
    await t.database.db.update(projectPhotos).set({ isClientVisible: false }).where(eq(projectPhotos.id, chosen[0]!));
    expect((await photo(chosen[0]!, 'display')).status).toBe(404);
    expect((await json<PublicShowcase>(await view(link.token))).photos.map((p) => p.id)).toEqual([chosen[1]]);
    await t.database.db.update(projectPhotos).set({ isClientVisible: true }).where(eq(projectPhotos.id, chosen[0]!));
  });

  it('showcaseMeta gives the Open Graph fields without counting a view', async () => {
    const [before] = await t.database.db
      .select({ n: showcaseLinks.viewCount })
      .from(showcaseLinks)
      .where(eq(showcaseLinks.id, link.id));
    expect(await showcaseMeta(t.database.db, link.token)).toEqual({
      title: 'Modern oak',
      description: 'Wide planks',
      imagePath: `/api/v1/showcase/${link.token}/photos/${chosen[1]}/display`,
      companyName: 'Oak Showcase Floors',
    });
    expect(await showcaseMeta(t.database.db, 'nope')).toBeNull();
    const [after] = await t.database.db
      .select({ n: showcaseLinks.viewCount })
      .from(showcaseLinks)
      .where(eq(showcaseLinks.id, link.id));
    expect(after!.n).toBe(before!.n);

    // A link preview's HTML carries them as Open Graph tags, with absolute URLs, and counts nothing.
    const appUrl = t.config.appUrl;
    const site = staticSite(fakeWebRoot(), [showcasePageHead(t.appDb, appUrl)]);
    const preview = await (await site.request(`/showcase/${link.token}`)).text();
    expect(preview).toContain('<meta property="og:type" content="website">');
    expect(preview).toContain('<meta property="og:title" content="Modern oak">');
    expect(preview).toContain('<meta property="og:description" content="Wide planks">');
    expect(preview).toContain(`<meta property="og:url" content="${appUrl}/showcase/${link.token}">`);
    expect(preview).toContain(
      `<meta property="og:image" content="${appUrl}/api/v1/showcase/${link.token}/photos/${chosen[1]}/display">`,
    );
    expect(preview).toContain('<title>Modern oak · Oak Showcase Floors</title>');
    expect(inlinedData(preview)).toBeNull();
    const [afterPreview] = await t.database.db
      .select({ n: showcaseLinks.viewCount })
      .from(showcaseLinks)
      .where(eq(showcaseLinks.id, link.id));
    expect(afterPreview!.n).toBe(before!.n);
  });

  it('a browser opening the showcase gets it with the page: inlined once, counted once, its image preloaded', async () => {
    const site = staticSite(fakeWebRoot(), [showcasePageHead(t.appDb, t.config.appUrl)]);
    const api = await json<PublicShowcase>(await view(link.token));
    const res = await site.request(`/showcase/${link.token}`, {
      headers: { ...NAVIGATION, 'Accept-Language': 'pt-BR' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('<html lang="pt-BR"');
    expect(html).toContain('<title>Modern oak · Oak Showcase Floors</title>');
    expect(html).toContain('<meta name="description" content="Wide planks">');
    // The size the page's <img> will pick: its srcset and sizes, as the page has them.
    const photo = `/api/v1/showcase/${link.token}/photos/${chosen[1]}`;
    expect(html).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="${photo}/display" ` +
        `imagesrcset="${photo}/medium 800w, ${photo}/display 1600w" imagesizes="${SHOWCASE_FEATURED_SIZES}">`,
    );
    // Before the scripts and the stylesheet, so the image is asked for first.
    expect(html.indexOf('rel="preload" as="image"')).toBeLessThan(html.indexOf('<script'));
    const data = inlinedData(html)!;
    expect(data.api).toBe(`/api/v1/showcase/${link.token}`);
    // The same answer as the API's, with this load counted: the API's read and this one, one each.
    const inlined = data.value as PublicShowcase;
    expect(inlined.showcase.viewCount).toBe(api.showcase.viewCount + 1);
    expect(inlined).toEqual(
      JSON.parse(JSON.stringify({ ...api, showcase: { ...api.showcase, viewCount: api.showcase.viewCount + 1 } })),
    );
  });

  it('an invalid link is sent with no head or data, so the page shows its invalid state as before', async () => {
    const site = staticSite(fakeWebRoot(), [showcasePageHead(t.appDb, t.config.appUrl)]);
    const html = await (
      await site.request(`/showcase/${randomBytes(32).toString('base64url')}`, { headers: NAVIGATION })
    ).text();
    expect(inlinedData(html)).toBeNull();
    expect(html).not.toContain('og:title');
    expect(html).not.toContain('rel="preload"');
  });

  it('unknown, revoked and expired links answer 404 (an invalid or expired link) and count nothing', async () => {
    await invalid(await view(randomBytes(32).toString('base64url')));
    await invalid(await view('short'));
    const expiring = await newLink(owner, jobId, { expiresAt: '2999-01-01T00:00:00Z' });
    await t.database.db
      .update(showcaseLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(showcaseLinks.id, expiring.id));
    await invalid(await view(expiring.token));
    await invalid(await t.app.request(`/api/v1/showcase/${expiring.token}/photos/${chosen[1]}/display`));
    expect(await showcaseMeta(t.database.db, expiring.token)).toBeNull();

    const revoked = await newLink(owner, jobId);
    const res = await owner.post(`/api/v1/jobs/${jobId}/showcase/links/${revoked.id}/revoke`, undefined);
    expect(await json(res)).toMatchObject({ status: 'inactive', isActive: false });
    await invalid(await view(revoked.token));
    const links = (await json<{ items: Link[] }>(await owner.get(`/api/v1/jobs/${jobId}/showcase/links`))).items;
    expect(links.find((l) => l.id === expiring.id)).toMatchObject({ status: 'expired', viewCount: 0 });
    expect(links.find((l) => l.id === revoked.id)).toMatchObject({ status: 'inactive', viewCount: 0 });
  });

  it('a link for a job without a showcase creates one titled after the job, with no photos', async () => {
    const bare = await newJob(owner, { title: 'Bare job' });
    const l = await newLink(owner, bare);
    const v = await json<PublicShowcase>(await view(l.token));
    expect(v.showcase).toMatchObject({ title: 'Bare job', featuredImage: null, viewCount: 1 });
    expect(v.photos).toEqual([]);
  });
});
