import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Photo } from '../../../shared/photo-responses.ts';
import { PHOTO_MESSAGES } from '../../../shared/photos.ts';
import type { Problem } from '../../../shared/responses.ts';
import { createApp } from '../../app.ts';
import { clientNotifications, projectTimelineEvents } from '../../db/schema/timeline.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { projectPhotos } from '../../db/schema/photos.ts';
import { createAuth } from '../../platform/auth.ts';
import { createLogger } from '../../platform/logger.ts';
import { memoryStorage } from '../../platform/storage.ts';
import {
  cookiesOf,
  json,
  quickScrypt,
  startTestApp,
  TEST_IP_HEADER,
  TEST_PASSWORD,
  type TestApp,
  type TestClient,
} from '../../test/harness.ts';
import { accountHooks } from '../accounts/service.ts';

let t: TestApp;
let owner: TestClient & { companyId: string };
let other: TestClient & { companyId: string };
let crew: TestClient;
let clientMember: TestClient;
const cookies = new Map<string, string>();

/** A session cookie for a test client (signing in again through the real endpoint). */
async function cookieOf(who: TestClient, app = t.app): Promise<string> {
  const key = `${who.email}:${app === t.app ? 'main' : 'other'}`;
  const cached = cookies.get(key);
  if (cached) return cached;
  const res = await app.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { origin: t.config.appUrl, 'content-type': 'application/json', [TEST_IP_HEADER]: t.freshIp() },
    body: JSON.stringify({ email: who.email, password: TEST_PASSWORD }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const cookie = cookiesOf(res);
  cookies.set(key, cookie);
  return cookie;
}

async function upload(
  who: TestClient,
  jobId: string,
  bytes: Uint8Array,
  name = 'photo.jpg',
  fields: Record<string, string> = {},
  app = t.app,
): Promise<Response> {
  const form = new FormData();
  form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type: 'image/jpeg' }));
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return app.request(`/api/v1/jobs/${jobId}/photos`, {
    method: 'POST',
    headers: { cookie: await cookieOf(who, app), origin: t.config.appUrl },
    body: form,
  });
}
async function uploaded(who: TestClient, jobId: string, bytes: Uint8Array, fields: Record<string, string> = {}) {
  const res = await upload(who, jobId, bytes, 'photo.jpg', fields);
  expect(res.status, await res.clone().text()).toBe(201);
  return json<Photo>(res);
}

const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#8a5a2b' } });
const jpeg = (width = 64, height = 48) => image(width, height).jpeg().toBuffer();

let counter = 0;
async function newJob(fields: Record<string, unknown> = {}): Promise<{ id: string }> {
  const res = await owner.post('/api/v1/jobs', { title: `Job ${++counter}`, ...fields });
  expect(res.status, await res.clone().text()).toBe(201);
  return json(res);
}

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.newCompany('Oak & Co');
  other = await t.newCompany('Other Floors');
  crew = await t.addMember(owner.companyId, 'field_team');
  clientMember = await t.addMember(owner.companyId, 'client');
});
afterAll(() => t.close());

describe('upload', () => {
  it('takes a PNG, keeps the original and makes 1600 px display, 800 px medium and 400 px thumbnail sizes (WebP)', async () => {
    const job = await newJob();
    const png = await image(2400, 1200).png().toBuffer();
    const res = await upload(owner, job.id, png, '  living room.png  ');
    expect(res.status, await res.clone().text()).toBe(201);
    const photo = await json<Photo>(res);
    expect(photo).toMatchObject({
      jobId: job.id,
      fileName: 'living room.png',
      fileSize: png.byteLength,
      mimeType: 'image/png',
      width: 2400,
      height: 1200,
      photoType: 'progress',
      isClientVisible: true,
      isPortfolioWorthy: false,
      latitude: null,
      urls: { thumbnail: `/api/v1/photos/${photo.id}/thumbnail` },
    });
    const file = async (size: string) => {
      const r = await owner.get(`/api/v1/photos/${photo.id}/${size}`);
      expect(r.status).toBe(200);
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
      expect(r.headers.get('cache-control')).toMatch(/^private/);
      return {
        type: r.headers.get('content-type'),
        disposition: r.headers.get('content-disposition'),
        bytes: Buffer.from(await r.arrayBuffer()),
      };
    };
    const display = await file('display');
    expect(display.type).toBe('image/webp');
    expect(await sharp(display.bytes).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    const medium = await file('medium');
    expect(await sharp(medium.bytes).metadata()).toMatchObject({ format: 'webp', width: 800, height: 400 });
    const thumb = await file('thumbnail');
    expect(await sharp(thumb.bytes).metadata()).toMatchObject({ format: 'webp', width: 400, height: 200 });
    const original = await file('original');
    expect(original.type).toBe('image/png');
    expect(original.bytes.equals(png)).toBe(true);
    expect(original.disposition).toMatch(/^inline; filename="living room.png"/);
    // A photo from before the medium size (no medium file) serves its display size for it.
    await t.database.db.update(projectPhotos).set({ mediumPath: null }).where(eq(projectPhotos.id, photo.id));
    expect((await file('medium')).bytes.equals(display.bytes)).toBe(true);
    // Photo keys are never served by the public file route.
    expect((await owner.get(`/api/files/photos/${job.id}`)).status).toBe(404);
  });

  it('turns the sizes upright from the EXIF orientation', async () => {
    const job = await newJob();
    const rotated = await image(80, 40).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const photo = await uploaded(owner, job.id, rotated);
    expect(photo).toMatchObject({ width: 40, height: 80 });
    const r = await owner.get(photo.urls.thumbnail);
    expect(await sharp(Buffer.from(await r.arrayBuffer())).metadata()).toMatchObject({ width: 40, height: 80 });
  });

  it('refuses a renamed text file with 400 and the message, and an empty file', async () => {
    const job = await newJob();
    const res = await upload(owner, job.id, new TextEncoder().encode('just some text, not a photo'), 'fake.jpg');
    expect(res.status).toBe(400);
    expect((await json<Problem>(res)).message).toBe(PHOTO_MESSAGES.badType);
    const svg = await upload(
      owner,
      job.id,
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'a.png',
    );
    expect(svg.status).toBe(400);
    const empty = await upload(owner, job.id, new Uint8Array(0), 'empty.jpg');
    expect(empty.status).toBe(400);
  });

  it('takes an iPhone HEIC: decodes it, makes the WebP sizes, keeps the original', async () => {
    const job = await newJob();
    // 120×80, left half red, right half blue (made with libheif's heif-enc).
    const heic = readFileSync(new URL('./fixtures/red-blue-120x80.heic', import.meta.url));
    const res = await upload(owner, job.id, heic, 'IMG_0001.HEIC');
    expect(res.status, await res.clone().text()).toBe(201);
    const photo = await json<Photo>(res);
    expect(photo).toMatchObject({ mimeType: 'image/heic', width: 120, height: 80, fileName: 'IMG_0001.HEIC' });
    const display = Buffer.from(await (await owner.get(photo.urls.display)).arrayBuffer());
    const { data, info } = await sharp(display).raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ format: 'raw', width: 120, height: 80 });
    const pixel = (x: number) => [...data.subarray((40 * 120 + x) * info.channels, (40 * 120 + x) * info.channels + 3)];
    const [left, right] = [pixel(20), pixel(100)];
    expect(left[0]).toBeGreaterThan(150);
    expect(left[2]).toBeLessThan(90);
    expect(right[2]).toBeGreaterThan(150);
    expect(right[0]).toBeLessThan(90);
    const original = await owner.get(photo.urls.original);
    expect(original.headers.get('content-type')).toBe('image/heic');
    expect(Buffer.from(await original.arrayBuffer()).equals(heic)).toBe(true);
  });

  describe('with an Idempotency-Key', () => {
    /** A multipart body with a fixed boundary, so that a retry sends the same bytes. */
    const encoded = (file: Uint8Array) => {
      const boundary = 'floorpro-test-boundary';
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="retry.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
      const bytes = Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]);
      return { type: `multipart/form-data; boundary=${boundary}`, bytes };
    };
    const keyed = async (jobId: string, body: { type: string; bytes: Uint8Array }, key: string, cookie?: string) => {
      const headers: Record<string, string> = {
        origin: t.config.appUrl,
        'idempotency-key': key,
        'content-type': body.type,
      };
      if (cookie) headers.cookie = cookie;
      return t.app.request(`/api/v1/jobs/${jobId}/photos`, { method: 'POST', headers, body: body.bytes });
    };

    it('keeps the bytes of the upload and answers its retry with the same photo', async () => {
      const job = await newJob();
      const bytes = await jpeg(); // a JPEG is not UTF-8: read as text, its bytes would change
      const body = encoded(bytes);
      const first = await keyed(job.id, body, `upload-${job.id}`, await cookieOf(owner));
      expect(first.status, await first.clone().text()).toBe(201);
      const photo = await json<Photo>(first);
      const original = await owner.get(photo.urls.original);
      expect(Buffer.from(await original.arrayBuffer()).equals(bytes)).toBe(true);
      const retry = await keyed(job.id, body, `upload-${job.id}`, await cookieOf(owner));
      expect(retry.status).toBe(201);
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
      expect((await json<Photo>(retry)).id).toBe(photo.id);
      // Another file under the same key is another request, even where both would decode to the same text.
      const [a, b] = [0xfe, 0xff].map((last) => encoded(new Uint8Array([...bytes, last])));
      const keyA = `other-${job.id}`;
      expect((await keyed(job.id, a!, keyA, await cookieOf(owner))).status).toBe(201);
      expect((await keyed(job.id, b!, keyA, await cookieOf(owner))).status).toBe(409);
    });

    it('still refuses a file over 25 MB with 413, and a caller without a session with 401', async () => {
      const job = await newJob();
      const big = new Uint8Array(26 * 1024 * 1024);
      big.set([0xff, 0xd8, 0xff, 0xe0]);
      const body = encoded(big);
      const tooLarge = await keyed(job.id, body, `big-${job.id}`, await cookieOf(owner));
      expect(tooLarge.status).toBe(413);
      expect((await json<Problem>(tooLarge)).message).toBe(PHOTO_MESSAGES.tooLarge);
      expect((await keyed(job.id, body, `anonymous-${job.id}`)).status).toBe(401);
    });
  });

  it('answers a HEIC it cannot decode with 415 and a clear message, not a 500', async () => {
    const job = await newJob();
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypheic'),
      Buffer.from([0, 0, 0, 0]),
      Buffer.from('mif1heic'),
      Buffer.alloc(300, 7),
    ]);
    const res = await upload(owner, job.id, heic, 'IMG_0001.HEIC');
    expect(res.status).toBe(415);
    expect((await json<Problem>(res)).message).toBe(PHOTO_MESSAGES.heicUnreadable);
  });

  it('refuses a file over 25 MB with 413 and the message', async () => {
    const job = await newJob();
    const big = new Uint8Array(26 * 1024 * 1024);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const res = await upload(owner, job.id, big, 'huge.jpg');
    expect(res.status).toBe(413);
    expect((await json<Problem>(res)).message).toBe(PHOTO_MESSAGES.tooLarge);
  });

  it('takes a 12 MP JPEG (over the API-wide 1 MB body limit)', async () => {
    const job = await newJob();
    // Noise, so the JPEG is a realistic few MB rather than a flat colour.
    const noise = Buffer.alloc(4000 * 3000 * 3);
    for (let i = 0; i < noise.length; i += 4) noise.writeUInt32LE((Math.random() * 0xffffffff) >>> 0, i);
    const big = await sharp(noise, { raw: { width: 4000, height: 3000, channels: 3 } })
      .jpeg({ quality: 90 })
      .toBuffer();
    expect(big.byteLength).toBeGreaterThan(2 * 1024 * 1024);
    const started = performance.now();
    const photo = await uploaded(owner, job.id, big);
    console.info(
      `12 MP JPEG, ${(big.byteLength / 1048576).toFixed(1)} MB: ${Math.round(performance.now() - started)} ms`,
    );
    expect(photo).toMatchObject({ width: 4000, height: 3000, fileSize: big.byteLength });
  });

  it('reads the taken time and GPS from EXIF when the browser sent no location', async () => {
    const job = await newJob();
    const withExif = await image(64, 48)
      .jpeg()
      .withExif({
        IFD2: { DateTimeOriginal: '2024:05:06 07:08:09' },
        IFD3: {
          GPSLatitudeRef: 'S',
          GPSLatitude: '23/1 33/1 0/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '46/1 38/1 0/1',
        },
      })
      .toBuffer();
    const fromExif = await uploaded(owner, job.id, withExif);
    expect(new Date(fromExif.takenAt).getTime()).toBe(new Date(2024, 4, 6, 7, 8, 9).getTime());
    expect(fromExif.latitude).toBeCloseTo(-23.55, 5);
    expect(fromExif.longitude).toBeCloseTo(-46.6333, 3);

    // The browser's position wins over the file's.
    const fromBrowser = await uploaded(owner, job.id, withExif, {
      latitude: '40.7128',
      longitude: '-74.006',
      locationAccuracy: '12.5',
    });
    expect(fromBrowser).toMatchObject({ latitude: 40.7128, longitude: -74.006, locationAccuracy: 12.5 });

    // No EXIF: taken now, no location.
    const before = Date.now();
    const plain = await uploaded(owner, job.id, await jpeg());
    expect(new Date(plain.takenAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(plain).toMatchObject({ latitude: null, longitude: null });
  });

  it('validates the metadata fields', async () => {
    const job = await newJob();
    const res = await upload(owner, job.id, await jpeg(), 'a.jpg', { photoType: 'sideways' });
    expect(res.status).toBe(400);
    const half = await upload(owner, job.id, await jpeg(), 'a.jpg', { latitude: '10' });
    expect(half.status).toBe(400);
  });
});

describe('lists, edits and deletes', () => {
  it('lists newest taken first, filters by type, pages with a cursor; edits and deletes with the files', async () => {
    const job = await newJob();
    const at = (y: number) =>
      image(32, 32)
        .jpeg()
        .withExif({ IFD2: { DateTimeOriginal: `${y}:01:01 10:00:00` } })
        .toBuffer();
    const a = await uploaded(owner, job.id, await at(2020), { photoType: 'before' });
    const b = await uploaded(owner, job.id, await at(2022), { photoType: 'after' });
    const c = await uploaded(owner, job.id, await at(2021), { photoType: 'during' });
    const page = await json<{ items: Photo[]; nextCursor: string | null }>(
      await owner.get(`/api/v1/jobs/${job.id}/photos?limit=2`),
    );
    expect(page.items.map((p) => p.id)).toEqual([b.id, c.id]);
    const rest = await json<{ items: Photo[] }>(
      await owner.get(`/api/v1/jobs/${job.id}/photos?limit=2&cursor=${page.nextCursor}`),
    );
    expect(rest.items.map((p) => p.id)).toEqual([a.id]);
    const beforeAfter = await json<{ items: Photo[] }>(
      await owner.get(`/api/v1/jobs/${job.id}/photos?type=before,after`),
    );
    expect(beforeAfter.items.map((p) => p.id)).toEqual([b.id, a.id]);
    expect((await owner.get(`/api/v1/jobs/${job.id}/photos?type=sideways`)).status).toBe(400);
    expect((await owner.get(`/api/v1/jobs/${job.id}/photos?cursor=nope`)).status).toBe(400);

    const patched = await owner.request('PATCH', `/api/v1/photos/${a.id}`, {
      body: { photoType: 'after', description: 'Done', isPortfolioWorthy: true, isClientVisible: false },
    });
    expect(patched.status).toBe(200);
    expect(await json(patched)).toMatchObject({
      photoType: 'after',
      description: 'Done',
      isPortfolioWorthy: true,
      isClientVisible: false,
    });

    expect((await owner.request('DELETE', `/api/v1/photos/${a.id}`)).status).toBe(204);
    expect((await owner.get(`/api/v1/photos/${a.id}`)).status).toBe(404);
    expect((await owner.get(`/api/v1/photos/${a.id}/original`)).status).toBe(404);
    const events = await json<{ items: { photoIds: string[] }[] }>(await owner.get(`/api/v1/jobs/${job.id}/timeline`));
    expect(events.items.flatMap((e) => e.photoIds)).not.toContain(a.id);
  });
});

describe('who sees what', () => {
  it('a client member sees only client-visible photos of their own jobs', async () => {
    const mine = await newJob({ clientId: clientMember.userId });
    const notMine = await newJob();
    const shown = await uploaded(owner, mine.id, await jpeg());
    const hidden = await uploaded(owner, mine.id, await jpeg(), { isClientVisible: 'false' });
    const list = await json<{ items: Photo[] }>(await clientMember.get(`/api/v1/jobs/${mine.id}/photos`));
    expect(list.items.map((p) => p.id)).toEqual([shown.id]);
    expect((await clientMember.get(`/api/v1/photos/${hidden.id}`)).status).toBe(404);
    expect((await clientMember.get(`/api/v1/photos/${hidden.id}/original`)).status).toBe(404);
    expect((await clientMember.get(`/api/v1/photos/${shown.id}/display`)).status).toBe(200);
    expect((await clientMember.get(`/api/v1/jobs/${notMine.id}/photos`)).status).toBe(404);
    // The timeline's photo_added event of the hidden photo is hidden too.
    const timeline = await json<{ items: { photoIds: string[] }[] }>(
      await clientMember.get(`/api/v1/jobs/${mine.id}/timeline`),
    );
    expect(timeline.items.flatMap((e) => e.photoIds)).toEqual([shown.id]);
    // Clients do not upload.
    expect((await upload(clientMember, mine.id, await jpeg())).status).toBe(403);
  });

  it("another company's job and photo are 404", async () => {
    const job = await newJob();
    const photo = await uploaded(owner, job.id, await jpeg());
    expect((await upload(other, job.id, await jpeg())).status).toBe(404);
    expect((await other.get(`/api/v1/jobs/${job.id}/photos`)).status).toBe(404);
    for (const path of [`/api/v1/photos/${photo.id}`, `/api/v1/photos/${photo.id}/thumbnail`]) {
      expect((await other.get(path)).status).toBe(404);
    }
    expect((await other.request('PATCH', `/api/v1/photos/${photo.id}`, { body: { description: 'x' } })).status).toBe(
      404,
    );
    expect((await other.request('DELETE', `/api/v1/photos/${photo.id}`)).status).toBe(404);
    expect((await owner.get(`/api/v1/photos/${photo.id}`)).status).toBe(200);
  });

  it('a field crew uploads to assigned jobs only', async () => {
    const assigned = await newJob({ crewIds: [crew.userId] });
    const unassigned = await newJob();
    expect((await upload(crew, assigned.id, await jpeg())).status).toBe(201);
    expect((await upload(crew, unassigned.id, await jpeg())).status).toBe(404);
    expect((await crew.get(`/api/v1/jobs/${unassigned.id}/photos`)).status).toBe(404);
  });
});

describe('the client is told', () => {
  it('a client-visible photo adds a photo_added event, a notification row, an e-mail and an in-app notice', async () => {
    const job = await newJob({ title: 'Maple hallway', clientId: clientMember.userId });
    const photo = await uploaded(owner, job.id, await jpeg());
    const db = t.database.db;
    const [event] = await db.select().from(projectTimelineEvents).where(eq(projectTimelineEvents.jobId, job.id));
    expect(event).toMatchObject({ eventType: 'photo_added', photoIds: [photo.id], isClientVisible: true });
    expect(event!.completedAt).not.toBeNull();
    const rows = await db.select().from(clientNotifications).where(eq(clientNotifications.jobId, job.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      notificationType: 'photo_added',
      clientId: clientMember.userId,
      email: clientMember.email,
      photoId: photo.id,
      timelineEventId: event!.id,
    });
    const mail = (await t.outbox(clientMember.email)).filter((m) => m.subject.includes('Maple hallway'));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toContain('Oak & Co');
    const inApp = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, clientMember.userId), eq(notifications.type, 'client_photo_added')));
    expect(inApp.length).toBeGreaterThanOrEqual(1);

    // A photo hidden from the client tells no one.
    await uploaded(owner, job.id, await jpeg(), { isClientVisible: 'false' });
    expect(await db.select().from(clientNotifications).where(eq(clientNotifications.jobId, job.id))).toHaveLength(1);
  });

  it('a job with only a client e-mail gets the row and the e-mail; a job without a client, nothing', async () => {
    const job = await newJob({ title: 'Tile bath', clientName: 'Ana', clientEmail: 'ana.contact@example.com' });
    await uploaded(owner, job.id, await jpeg());
    const rows = await t.database.db.select().from(clientNotifications).where(eq(clientNotifications.jobId, job.id));
    expect(rows).toMatchObject([{ clientId: null, email: 'ana.contact@example.com' }]);
    expect((await t.outbox('ana.contact@example.com')).length).toBe(1);

    const lonely = await newJob();
    await uploaded(owner, lonely.id, await jpeg());
    expect(
      await t.database.db.select().from(clientNotifications).where(eq(clientNotifications.jobId, lonely.id)),
    ).toEqual([]);
  });

  it('a failing mailer does not fail the upload', async () => {
    const logger = createLogger('silent');
    const failing = { send: async () => Promise.reject(new Error('SMTP down')) };
    const auth = createAuth({
      db: t.database.db,
      config: t.config,
      secret: 'test-secret-test-secret-test-secret!',
      mailer: failing,
      logger,
      accounts: accountHooks,
      passwordHashing: quickScrypt,
    });
    const app = createApp({
      db: t.database.db,
      auth,
      config: t.config,
      logger,
      mailer: failing,
      storage: memoryStorage(),
    });
    const job = await newJob({ title: 'Failing mail', clientEmail: 'nomail@example.com' });
    const res = await upload(owner, job.id, await jpeg(), 'a.jpg', {}, app);
    expect(res.status, await res.clone().text()).toBe(201);
    // The row was written before the e-mail failed.
    const rows = await t.database.db.select().from(clientNotifications).where(eq(clientNotifications.jobId, job.id));
    expect(rows).toHaveLength(1);
  });
});
