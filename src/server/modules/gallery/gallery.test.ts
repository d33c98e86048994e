import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GALLERY_MESSAGES } from '../../../shared/gallery.ts';
import type { ClientGallery as Gallery, GalleryLink as Link } from '../../../shared/share-responses.ts';
import { clientGalleryAccess } from '../../db/schema/gallery.ts';
import { projectTimelineEvents } from '../../db/schema/timeline.ts';
import { json, startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';
import { staticSite } from '../../platform/static-site.ts';
import { fakeWebRoot, inlinedData, NAVIGATION } from '../../test/web-root.ts';
import { newJob, newPhoto, PNG, tenantOf } from '../share-links/testing.ts';
import { galleryPageHead } from './page.ts';

let t: TestApp;
let owner: TestClient & { companyId: string };
let other: TestClient & { companyId: string };

async function newLink(who: TestClient, jobId: string, body: Record<string, unknown> = {}): Promise<Link> {
  const res = await who.post(`/api/v1/jobs/${jobId}/gallery-links`, body);
  expect(res.status, await res.clone().text()).toBe(201);
  return json<Link>(res);
}
const open = (token: string) => t.app.request(`/api/v1/gallery/${token}`);
async function problem(res: Response, status: number, message: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toContain('application/problem+json');
  expect(await json(res)).toMatchObject({ message });
}
const links = async (who: TestClient, jobId: string) =>
  (await json<{ items: Link[] }>(await who.get(`/api/v1/jobs/${jobId}/gallery-links`))).items;

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.newCompany('Oak Gallery Floors');
  other = await t.newCompany('Birch Gallery Floors');
});
afterAll(() => t.close());

describe('managing gallery links', () => {
  it('creates a link with a 256-bit token and the app URL, and lists it', async () => {
    const jobId = await newJob(owner);
    const link = await newLink(owner, jobId);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link).toMatchObject({
      url: `${t.config.appUrl}/gallery/${link.token}`,
      status: 'valid',
      accessCount: 0,
      expiresAt: null,
      lastAccessed: null,
    });
    const second = await newLink(owner, jobId, { expiresAt: '2999-01-01T00:00:00Z' });
    expect(second.token).not.toBe(link.token);
    expect((await links(owner, jobId)).map((l) => l.id)).toEqual([second.id, link.id]);
  });

  it('refuses an expiry in the past', async () => {
    const jobId = await newJob(owner);
    const res = await owner.post(`/api/v1/jobs/${jobId}/gallery-links`, { expiresAt: '2001-01-01T00:00:00Z' });
    expect(res.status).toBe(400);
    expect((await json<{ errors: Record<string, string> }>(res)).errors).toHaveProperty('expiresAt');
    expect(await links(owner, jobId)).toEqual([]);
  });

  it('extends a link (a new expiry, or none), even an expired one; a revoked one stays revoked', async () => {
    const jobId = await newJob(owner);
    const link = await newLink(owner, jobId, { expiresAt: '2999-01-01T00:00:00Z' });
    await t.database.db
      .update(clientGalleryAccess)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(clientGalleryAccess.id, link.id));
    expect((await links(owner, jobId))[0]!.status).toBe('expired');
    await problem(await open(link.token), 410, GALLERY_MESSAGES.expired);

    const patch = (body: unknown) => owner.request('PATCH', `/api/v1/jobs/${jobId}/gallery-links/${link.id}`, { body });
    const extended = await json<Link>(await patch({ expiresAt: '2999-06-01T12:00:00Z' }));
    expect(extended).toMatchObject({ status: 'valid', expiresAt: '2999-06-01T12:00:00.000Z' });
    expect((await open(link.token)).status).toBe(200);
    expect(await json<Link>(await patch({ expiresAt: null }))).toMatchObject({ status: 'valid', expiresAt: null });
    expect((await patch({})).status).toBe(400);

    const revoked = await owner.post(`/api/v1/jobs/${jobId}/gallery-links/${link.id}/revoke`, undefined);
    expect(await json<Link>(revoked)).toMatchObject({ status: 'inactive', isActive: false });
    expect((await patch({ expiresAt: null })).status).toBe(409);
    await problem(await open(link.token), 404, GALLERY_MESSAGES.invalidOrExpired);
  });

  it("another company's link and job ids are not found, and nothing changes", async () => {
    const jobId = await newJob(owner);
    const link = await newLink(owner, jobId);
    const bJob = await newJob(other);
    for (const [method, path, body] of [
      ['GET', `/api/v1/jobs/${jobId}/gallery-links`, undefined],
      ['POST', `/api/v1/jobs/${jobId}/gallery-links`, {}],
      ['PATCH', `/api/v1/jobs/${jobId}/gallery-links/${link.id}`, { expiresAt: null }],
      ['POST', `/api/v1/jobs/${jobId}/gallery-links/${link.id}/revoke`, undefined],
      ['PATCH', `/api/v1/jobs/${bJob}/gallery-links/${link.id}`, { expiresAt: null }],
      ['POST', `/api/v1/jobs/${bJob}/gallery-links/${link.id}/revoke`, undefined],
    ] as const) {
      const res = await other.request(method, path, { body });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect(await links(owner, jobId)).toEqual([expect.objectContaining({ id: link.id, status: 'valid' })]);
  });

  it('is for those who manage jobs: a field crew member is refused', async () => {
    const jobId = await newJob(owner);
    const crew = await t.addMember(owner.companyId, 'field_team');
    expect((await crew.get(`/api/v1/jobs/${jobId}/gallery-links`)).status).toBe(403);
    expect((await crew.post(`/api/v1/jobs/${jobId}/gallery-links`, {})).status).toBe(403);
  });
});

describe('the public gallery', () => {
  let jobId: string;
  let link: Link;
  let shown: string;
  let hidden: string;
  let otherJobPhoto: string;

  beforeAll(async () => {
    jobId = await newJob(owner, { title: 'Kitchen vinyl', description: 'Luxury vinyl plank', totalCents: 990_000 });
    const elsewhere = await newJob(owner, { title: 'Secret other job' });
    shown = await newPhoto(t, owner, jobId, { photoType: 'before', latitude: 40.1, longitude: -74.2 });
    hidden = await newPhoto(t, owner, jobId, { photoType: 'after', isClientVisible: false, description: 'private' });
    otherJobPhoto = await newPhoto(t, owner, elsewhere);
    await tenantOf(t, owner).run((tx) =>
      tx.insert(projectTimelineEvents).values([
        {
          companyId: owner.companyId,
          jobId,
          eventType: 'photo_added',
          title: 'Photos added',
          photoIds: [shown, hidden],
          metadata: { photoId: hidden, milestoneTitle: 'Subfloor levelled' },
        },
        { companyId: owner.companyId, jobId, eventType: 'client_note', title: 'Internal note', isClientVisible: false },
      ]),
    );
    link = await newLink(owner, jobId);
  });

  it('shows the job summary, the company card, and only client-visible photos and events', async () => {
    const res = await open(link.token);
    expect(res.status).toBe(200);
    const g = await json<Gallery>(res);
    expect(g.job).toEqual({
      title: 'Kitchen vinyl',
      description: 'Luxury vinyl plank',
      address: '12 Elm Street',
      status: 'pending',
      progressPercentage: 0,
      createdAt: expect.any(String),
      photoCount: 1,
    });
    expect(Object.keys(g.company).sort()).toEqual(['email', 'logoUrl', 'name', 'phone', 'website']);
    expect(g.company.name).toBe('Oak Gallery Floors');
    expect(g.photos).toEqual([
      expect.objectContaining({
        id: shown,
        photoType: 'before',
        latitude: 40.1,
        longitude: -74.2,
        urls: {
          thumbnail: `/api/v1/gallery/${link.token}/photos/${shown}/thumbnail`,
          medium: `/api/v1/gallery/${link.token}/photos/${shown}/medium`,
          display: `/api/v1/gallery/${link.token}/photos/${shown}/display`,
          original: `/api/v1/gallery/${link.token}/photos/${shown}/original`,
        },
      }),
    ]);
    expect(g.timeline).toEqual([
      expect.objectContaining({
        title: 'Photos added',
        photoIds: [shown],
        // Only what the page translates titles with: not the private photo's id kept beside it.
        metadata: { milestoneTitle: 'Subfloor levelled' },
      }),
    ]);
    const text = JSON.stringify(g);
    for (const secret of [hidden, otherJobPhoto, 'Internal note', 'Secret other job', '9900', owner.companyId]) {
      expect(text).not.toContain(secret);
    }
  });

  it('serves a client-visible photo of the job, and no other photo', async () => {
    const photo = (id: string, size: string) => t.app.request(`/api/v1/gallery/${link.token}/photos/${id}/${size}`);
    expect((await photo(hidden, 'display')).status).toBe(404);
    expect((await photo(hidden, 'original')).status).toBe(404);
    expect((await photo(otherJobPhoto, 'thumbnail')).status).toBe(404);
    expect((await photo(shown, 'huge')).status).toBe(400);
    const bPhoto = await newPhoto(t, other, await newJob(other));
    expect((await photo(bPhoto, 'display')).status).toBe(404);
    expect((await photo(shown, 'display')).headers.get('content-disposition')).toBe('inline');
    const thumb = await photo(shown, 'thumbnail');
    expect(thumb.status).toBe(200);
    expect(new Uint8Array(await thumb.arrayBuffer())).toEqual(PNG);
    const original = await photo(shown, 'original');
    expect(original.status).toBe(200);
    expect(original.headers.get('content-disposition')).toBe(
      `attachment; filename="Sala_de_estar.png"; filename*=UTF-8''Sala%20de%20estar.png`,
    );
  });

  it('counts each load and sets last_accessed; photos are not counted', async () => {
    const before = (await links(owner, jobId)).find((l) => l.id === link.id)!;
    const g = await json<Gallery>(await open(link.token));
    expect(g.accessCount).toBe(before.accessCount + 1);
    await t.app.request(`/api/v1/gallery/${link.token}/photos/${shown}/thumbnail`);
    const after = (await links(owner, jobId)).find((l) => l.id === link.id)!;
    expect(after.accessCount).toBe(before.accessCount + 1);
    expect(after.lastAccessed).not.toBeNull();
  });

  it('100 concurrent loads add exactly 100', async () => {
    const start = (await links(owner, jobId)).find((l) => l.id === link.id)!.accessCount;
    const results = await Promise.all(Array.from({ length: 100 }, () => open(link.token)));
    expect(results.map((r) => r.status)).toEqual(Array(100).fill(200));
    const [row] = await t.database.db
      .select({ accessCount: clientGalleryAccess.accessCount })
      .from(clientGalleryAccess)
      .where(eq(clientGalleryAccess.id, link.id));
    expect(row!.accessCount).toBe(start + 100);
  });

  it('a browser opening the gallery gets it with the page: inlined, counted once, first tile preloaded, never indexed', async () => {
    const site = staticSite(fakeWebRoot(), [galleryPageHead(t.appDb)]);
    const before = (await links(owner, jobId)).find((l) => l.id === link.id)!.accessCount;
    const res = await site.request(`/gallery/${link.token}`, { headers: NAVIGATION });
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('<title>Kitchen vinyl · Oak Gallery Floors</title>');
    expect(html).toContain('<meta name="description" content="Your project with Oak Gallery Floors.">');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="/api/v1/gallery/${link.token}/photos/${shown}/thumbnail">`,
    );
    const data = inlinedData(html)!;
    expect(data.api).toBe(`/api/v1/gallery/${link.token}`);
    const gallery = data.value as Gallery;
    expect(gallery.photos.map((p) => p.id)).toEqual([shown]);
    expect(gallery.accessCount).toBe(before + 1);
    // That read was the visit: counted once, as the page does not fetch it again.
    expect((await links(owner, jobId)).find((l) => l.id === link.id)!.accessCount).toBe(before + 1);

    // A link preview (no navigation) reads nothing and counts nothing, and still may not be indexed.
    const preview = await (await site.request(`/gallery/${link.token}`)).text();
    expect(inlinedData(preview)).toBeNull();
    expect(preview).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(preview).toContain('<title>Project gallery · Floor Pro</title>');
    expect((await links(owner, jobId)).find((l) => l.id === link.id)!.accessCount).toBe(before + 1);
  });

  it('an unknown or expired gallery link is sent without data, so the page shows its message as before', async () => {
    const site = staticSite(fakeWebRoot(), [galleryPageHead(t.appDb)]);
    const expiring = await newLink(owner, jobId, { expiresAt: '2999-01-01T00:00:00Z' });
    await t.database.db
      .update(clientGalleryAccess)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(clientGalleryAccess.id, expiring.id));
    for (const token of [randomBytes(32).toString('base64url'), 'not-a-token', expiring.token]) {
      const res = await site.request(`/gallery/${token}`, {
        headers: { ...NAVIGATION, Cookie: 'floorpro.language=pt' },
      });
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(inlinedData(html), token).toBeNull();
      expect(html).not.toContain('rel="preload"');
      expect(html).toContain('<title>Galeria do projeto · Floor Pro</title>');
      expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    }
  });

  it("answers the spec's messages for unknown, revoked and expired tokens, also on photos", async () => {
    await problem(await open(randomBytes(32).toString('base64url')), 404, GALLERY_MESSAGES.invalidOrExpired);
    await problem(await open('not-a-token'), 404, GALLERY_MESSAGES.invalidOrExpired);

    const expiring = await newLink(owner, jobId, { expiresAt: '2999-01-01T00:00:00Z' });
    await t.database.db
      .update(clientGalleryAccess)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(clientGalleryAccess.id, expiring.id));
    await problem(await open(expiring.token), 410, GALLERY_MESSAGES.expired);
    await problem(
      await t.app.request(`/api/v1/gallery/${expiring.token}/photos/${shown}/display`),
      410,
      GALLERY_MESSAGES.expired,
    );

    const revoked = await newLink(owner, jobId);
    expect((await open(revoked.token)).status).toBe(200);
    await owner.post(`/api/v1/jobs/${jobId}/gallery-links/${revoked.id}/revoke`, undefined);
    await problem(await open(revoked.token), 404, GALLERY_MESSAGES.invalidOrExpired);
    await problem(
      await t.app.request(`/api/v1/gallery/${revoked.token}/photos/${shown}/display`),
      404,
      GALLERY_MESSAGES.invalidOrExpired,
    );
    // Neither refused load was counted.
    const all = await links(owner, jobId);
    expect(all.find((l) => l.id === expiring.id)!.accessCount).toBe(0);
    expect(all.find((l) => l.id === revoked.id)!.accessCount).toBe(1);
  });
});
