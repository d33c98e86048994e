// The public pages a visitor opens, with their data: a company with a quiz address, a job with 30
// client-visible photos, a gallery link and a public showcase of the 30 photos. Seeded through a
// running server's own HTTP API (sign-up, the development outbox's confirmation link, uploads), so
// it works on any build. The bench measures these pages; by hand:
//   node --import tsx scripts/public-pages.ts http://localhost:3000
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

export interface PublicPages {
  landing: string;
  login: string;
  quiz: string;
  gallery: string;
  showcase: string;
}

const PHOTOS = 30;
const PASSWORD = 'Parquet-Plank-2026!';

/** A camera-sized JPEG with some texture (a flat colour would compress to nothing). */
async function photo(i: number): Promise<Buffer> {
  const [w, h] = [2400, 1800];
  const noise = randomBytes((w / 8) * (h / 8) * 3);
  return sharp(noise, { raw: { width: w / 8, height: h / 8, channels: 3 } })
    .resize(w, h, { kernel: 'cubic' })
    .modulate({ hue: (i * 37) % 360 })
    .jpeg({ quality: 82 })
    .toBuffer();
}

/** Seeds the pages on the server at `base` and returns their paths. */
export async function seedPublicPages(base: string): Promise<PublicPages> {
  const tag = randomBytes(4).toString('hex');
  const email = `public-${tag}@example.com`;
  let cookie = '';
  const call = async (method: string, path: string, body?: unknown) => {
    const form = body instanceof FormData;
    const request = () =>
      fetch(base + path, {
        method,
        headers: {
          origin: base,
          cookie,
          ...(body !== undefined && !form && { 'content-type': 'application/json' }),
        },
        body: form ? body : body === undefined ? undefined : JSON.stringify(body),
        redirect: 'manual',
      });
    // A kept-alive connection the server closed meanwhile (after the bench's load) fails once: retry.
    const res = await request().catch(() => request());
    if (res.status >= 400) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    const set = res.headers.getSetCookie().map((c) => c.split(';')[0]);
    if (set.length > 0) cookie = set.join('; ');
    return res;
  };
  const json = async <T>(method: string, path: string, body?: unknown) =>
    (await (await call(method, path, body)).json()) as T;

  await call('POST', '/api/auth/sign-up/email', {
    name: 'Public Owner',
    email,
    phone: '',
    role: 'service_provider',
    companyName: `Oak Public Floors ${tag}`,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    acceptTerms: true,
    language: 'en',
  });
  const [message] = await json<{ links: string[] }[]>('GET', `/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const verify = message?.links.find((l) => l.includes('verify-email'));
  if (!verify) throw new Error('no confirmation link in the development outbox (is NODE_ENV production?)');
  await call('GET', new URL(verify).pathname + new URL(verify).search);
  await call('POST', '/api/auth/sign-in/email', { email, password: PASSWORD });

  const slug = `oak-${tag}`;
  await call('PATCH', '/api/v1/company', { slug });
  const job = await json<{ id: string }>('POST', '/api/v1/jobs', {
    title: 'White oak, living room',
    address: '12 Elm Street',
    squareFeet: 600,
    startDate: '2026-03-02',
  });
  const photoIds: string[] = [];
  for (let i = 0; i < PHOTOS; i++) {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(await photo(i))], { type: 'image/jpeg' }), `floor-${i + 1}.jpg`);
    form.set('photoType', i < 10 ? 'before' : i < 20 ? 'progress' : 'after');
    form.set('isClientVisible', 'true');
    photoIds.push((await json<{ id: string }>('POST', `/api/v1/jobs/${job.id}/photos`, form)).id);
  }
  const gallery = await json<{ token: string }>('POST', `/api/v1/jobs/${job.id}/gallery-links`, {});
  await call('PUT', `/api/v1/jobs/${job.id}/showcase`, {
    showcaseTitle: 'White oak, living room',
    showcaseDescription: 'Solid white oak, 600 sq ft, finished in natural matte.',
    featuredPhotoId: photoIds[PHOTOS - 1],
    photoIds,
    isFeatured: true,
    // Indexable where the build knows the flag (an older build ignores it).
    isPublic: true,
  });
  const showcase = await json<{ token: string }>('POST', `/api/v1/jobs/${job.id}/showcase/links`, {});
  return {
    landing: '/landing',
    login: '/login',
    quiz: `/quiz/${slug}`,
    gallery: `/gallery/${gallery.token}`,
    showcase: `/showcase/${showcase.token}`,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(JSON.stringify(await seedPublicPages(process.argv[2] ?? 'http://localhost:3000'), null, 2));
}
