import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANDING_DEFAULTS } from '../../../shared/branding.ts';
import { PAYMENT_INSTRUCTIONS_MAX, SLUG_TAKEN_MESSAGE } from '../../../shared/company.ts';
import { PHOTO_MESSAGES } from '../../../shared/photos.ts';
import { cookiesOf, json, startTestApp, TEST_PASSWORD, type TestApp, type TestClient } from '../../test/harness.ts';

let t: TestApp;
let owner: TestClient & { companyId: string };
let other: TestClient & { companyId: string };

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.newCompany('Walnut Floors');
  other = await t.newCompany('Spruce Floors');
});
afterAll(() => t.close());

const patch = (who: TestClient, body: unknown) => who.request('PATCH', '/api/v1/company', { body });

describe('company settings', () => {
  it('saves name, phone, website and slug; a blank phone and null website clear them', async () => {
    const res = await patch(owner, {
      name: 'Walnut Floors LLC',
      phone: '+1 555 0199',
      website: 'https://walnut.example.com',
      slug: 'Walnut-Floors',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      name: 'Walnut Floors LLC',
      phone: '+1 555 0199',
      website: 'https://walnut.example.com',
      slug: 'walnut-floors',
    });
    const cleared = await json(await patch(owner, { phone: '', website: null }));
    expect(cleared).toMatchObject({ name: 'Walnut Floors LLC', phone: null, website: null, slug: 'walnut-floors' });
    // The contact e-mail starts as the owner's sign-in e-mail; it can be changed and cleared.
    expect(await json(await owner.get('/api/v1/company'))).toMatchObject({ email: owner.email });
    expect(await json(await patch(owner, { email: ' Office@Walnut.Example.com ' }))).toMatchObject({
      email: 'office@walnut.example.com',
    });
    const badEmail = await patch(owner, { email: 'not an e-mail' });
    expect(badEmail.status).toBe(400);
    expect((await json<{ errors: Record<string, string> }>(badEmail)).errors).toEqual({
      email: 'Please enter a valid email',
    });
    expect(await json(await patch(owner, { email: '' }))).toMatchObject({ email: null });
    const unchanged = await patch(owner, {});
    expect(unchanged.status).toBe(200);
    expect(await unchanged.json()).toMatchObject({ name: 'Walnut Floors LLC', slug: 'walnut-floors' });
  });

  it('a slug taken by another company is a conflict that says so; a freed slug can be taken', async () => {
    expect((await patch(owner, { slug: 'taken-slug' })).status).toBe(200);
    expect((await patch(owner, { slug: 'taken-slug' })).status).toBe(200);
    const res = await patch(other, { slug: 'TAKEN-slug' });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: 'CONFLICT', message: SLUG_TAKEN_MESSAGE });
    expect(await json(await other.get('/api/v1/company'))).toMatchObject({ slug: null });

    expect(await json(await patch(owner, { slug: null }))).toMatchObject({ slug: null });
    expect(await json(await patch(other, { slug: 'taken-slug' }))).toMatchObject({ slug: 'taken-slug' });
  });

  it('refuses malformed slugs and non-web websites', async () => {
    for (const slug of ['ab', '-abc', 'abc-', 'a--bc', 'has space', 'ação', 'x'.repeat(41)]) {
      const res = await patch(owner, { slug });
      expect(res.status, slug).toBe(400);
      expect(Object.keys((await json<{ errors: object }>(res)).errors)).toEqual(['slug']);
    }
    expect((await patch(owner, { slug: 'a'.repeat(40) })).status).toBe(200);
    expect((await patch(owner, { website: 'javascript:alert(1)' })).status).toBe(400);
    expect((await patch(owner, { name: '   ' })).status).toBe(400);
  });

  it('setupCompleted records when setup was first completed', async () => {
    const first = await json<{ setupCompletedAt: string }>(await patch(owner, { setupCompleted: true }));
    expect(first.setupCompletedAt).not.toBeNull();
    const second = await json<{ setupCompletedAt: string }>(await patch(owner, { setupCompleted: true }));
    expect(second.setupCompletedAt).toBe(first.setupCompletedAt);
    expect((await patch(owner, { setupCompleted: false })).status).toBe(400);
  });

  it('saves payment instructions as written (line breaks kept), refuses over 1,000 characters and clears on blank', async () => {
    const text = 'Checks payable to Walnut Floors LLC\n  12 Elm St, Springfield\n\nZelle: pay@walnut.example.com';
    const saved = await patch(owner, { paymentInstructions: `  ${text}  \n` });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(await saved.json()).toMatchObject({ paymentInstructions: text });
    expect(await json(await owner.get('/api/v1/company'))).toMatchObject({ paymentInstructions: text });
    // Another setting saved later leaves them alone.
    expect(await json(await patch(owner, { taxRate: '7' }))).toMatchObject({ paymentInstructions: text });

    const long = await patch(owner, { paymentInstructions: 'x'.repeat(PAYMENT_INSTRUCTIONS_MAX + 1) });
    expect(long.status).toBe(400);
    expect((await json<{ errors: Record<string, string> }>(long)).errors).toEqual({
      paymentInstructions: `Maximum ${PAYMENT_INSTRUCTIONS_MAX} characters allowed`,
    });
    expect((await patch(owner, { paymentInstructions: 42 })).status).toBe(400);
    expect(await json(await owner.get('/api/v1/company'))).toMatchObject({ paymentInstructions: text });
    const full = await patch(owner, { paymentInstructions: 'y'.repeat(PAYMENT_INSTRUCTIONS_MAX) });
    expect(full.status).toBe(200);

    // Each company its own: the other company's stay unset, and a crew member cannot write them.
    expect(await json(await other.get('/api/v1/company'))).toMatchObject({ paymentInstructions: null });
    const crew = await t.addMember(owner.companyId, 'field_team');
    expect((await patch(crew, { paymentInstructions: 'Pay me instead' })).status).toBe(403);

    expect(await json(await patch(owner, { paymentInstructions: ' \n ' }))).toMatchObject({
      paymentInstructions: null,
    });
  });

  it('field team and clients cannot change company settings', async () => {
    for (const role of ['field_team', 'client', 'partner'] as const) {
      const member = await t.addMember(owner.companyId, role);
      expect((await patch(member, { name: 'Hijacked' })).status, role).toBe(403);
    }
    expect(await json(await owner.get('/api/v1/company'))).toMatchObject({ name: 'Walnut Floors LLC' });
  });
});

describe('branding', () => {
  const custom = {
    ...BRANDING_DEFAULTS,
    primaryColor: '#0F766E',
    fontFamily: 'Poppins',
    quizTheme: { background: 'dark', cardStyle: 'minimal', buttonStyle: 'pill' },
    landingPageConfig: { ...BRANDING_DEFAULTS.landingPageConfig, template: 'classic', showContact: false },
  };

  it('saves colours, font and themes from the fixed choices', async () => {
    const res = await owner.request('PUT', '/api/v1/company/branding', { body: custom });
    expect(res.status).toBe(200);
    const saved = await json(await owner.get('/api/v1/company/branding'));
    expect(saved).toMatchObject({ ...custom, companyId: owner.companyId });
  });

  it('refuses free-form values and ignores custom CSS', async () => {
    const bad = [
      { ...custom, primaryColor: 'red' },
      { ...custom, accentColor: '#12345' },
      { ...custom, fontFamily: 'Comic Sans MS; } body { display:none' },
      { ...custom, quizTheme: { ...custom.quizTheme, background: 'url(javascript:x)' } },
      { ...custom, landingPageConfig: { ...custom.landingPageConfig, template: 'other' } },
    ];
    for (const body of bad) expect((await owner.request('PUT', '/api/v1/company/branding', { body })).status).toBe(400);
    const res = await owner.request('PUT', '/api/v1/company/branding', {
      body: { ...custom, customCss: 'body{display:none}' },
    });
    expect(res.status).toBe(200);
    expect(await res.text()).not.toContain('display:none');
  });

  it('members without company write cannot change it', async () => {
    const crew = await t.addMember(owner.companyId, 'field_team');
    expect((await crew.request('PUT', '/api/v1/company/branding', { body: custom })).status).toBe(403);
  });
});

describe('logo upload', () => {
  const PNG = Uint8Array.from(
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ),
  );
  let cookie: string;
  let WEBP: Uint8Array;
  let JPEG: Uint8Array;

  beforeAll(async () => {
    cookie = cookiesOf(await t.auth('/sign-in/email', { body: { email: owner.email, password: TEST_PASSWORD } }));
    WEBP = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#225588' } })
      .webp()
      .toBuffer();
    // Noise, so that the JPEG's scan data is most of the file and cutting it leaves a valid header.
    JPEG = await sharp(randomBytes(300 * 200 * 3), { raw: { width: 300, height: 200, channels: 3 } })
      .jpeg()
      .toBuffer();
  });

  const upload = (bytes: Uint8Array, name: string, type: string, as = cookie) => {
    const form = new FormData();
    form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
    return t.app.request('/api/v1/company/logo', {
      method: 'POST',
      headers: { cookie: as, origin: t.config.appUrl },
      body: form,
    });
  };
  const served = async (logoUrl: string) => Buffer.from(await (await t.app.request(logoUrl)).arrayBuffer());

  it('stores a PNG under a server-made name and serves it with its type', async () => {
    const res = await upload(PNG, '../../evil name.html', 'text/html');
    expect(res.status, await res.clone().text()).toBe(200);
    const { logoUrl } = await json<{ logoUrl: string }>(res);
    expect(logoUrl).toMatch(/^\/api\/files\/logos\/[A-Za-z0-9_-]{43}\.png$/);

    const file = await t.app.request(logoUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('content-disposition')).toMatch(/^inline; filename="[A-Za-z0-9_-]{43}\.png"$/);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await sharp(Buffer.from(await file.arrayBuffer())).metadata()).toMatchObject({
      format: 'png',
      width: 1,
      height: 1,
    });
    expect(await json(await owner.get('/api/v1/company/branding'))).toMatchObject({ logoUrl });

    // A new logo replaces the old file; every logo is kept as a PNG.
    const next = await json<{ logoUrl: string }>(await upload(WEBP, 'logo.webp', 'image/webp'));
    expect(next.logoUrl).toMatch(/\.png$/);
    expect((await t.app.request(next.logoUrl)).headers.get('content-type')).toBe('image/png');
    expect(await sharp(await served(next.logoUrl)).metadata()).toMatchObject({ format: 'png', width: 40, height: 20 });
    expect((await t.app.request(logoUrl)).status).toBe(404);
  });

  it('keeps a re-encoded copy at most 512 px long, with its transparency, never the uploaded bytes', async () => {
    // 1200×600, its right half transparent, and text after the image data that must not be served.
    const logo = await sharp({ create: { width: 1200, height: 600, channels: 4, background: '#00000000' } })
      .composite([
        { input: { create: { width: 600, height: 600, channels: 4, background: '#cc3300ff' } }, left: 0, top: 0 },
      ])
      .png()
      .toBuffer();
    const uploaded = Buffer.concat([logo, Buffer.from('<script>alert(1)</script>')]);
    const res = await upload(uploaded, 'logo.png', 'image/png');
    expect(res.status, await res.clone().text()).toBe(200);
    const bytes = await served((await json<{ logoUrl: string }>(res)).logoUrl);
    expect(bytes.includes('<script>')).toBe(false);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 512, height: 256, hasAlpha: true });
    const { data } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 4)]).toEqual([204, 51, 0, 255]);
    expect(data[data.length - 1]).toBe(0);
  });

  it('refuses SVG and files whose bytes are not an image, whatever their name or declared type', async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    for (const [bytes, name, type] of [
      [svg, 'logo.svg', 'image/svg+xml'],
      [html, 'logo.png', 'image/png'],
    ] as const) {
      const res = await upload(bytes, name, type);
      expect(res.status, name).toBe(400);
      expect(await res.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: 'The logo must be a PNG, JPEG or WebP image.',
      });
    }
  });

  it('refuses, as photos do, files that only start like an image and images over the pixel limit', async () => {
    const before = await json<{ logoUrl: string | null }>(await owner.get('/api/v1/company'));
    const jpegThenHtml = Buffer.concat([JPEG.subarray(0, 4), Buffer.from('<html><script>alert(1)</script></html>')]);
    const truncated = JPEG.subarray(0, Math.floor(JPEG.length * 0.7));
    // A valid PNG whose header says 11000×11000 (121 megapixels; photos stop at 120).
    const huge = Buffer.from(PNG);
    huge.writeUInt32BE(11_000, 16);
    huge.writeUInt32BE(11_000, 20);
    huge.writeUInt32BE(crc32(huge.subarray(12, 29)), 29);
    for (const [bytes, name] of [
      [jpegThenHtml, 'html.jpg'],
      [truncated, 'truncated.jpg'],
      [huge, 'huge.png'],
    ] as const) {
      const res = await upload(bytes, name, 'image/jpeg');
      expect(res.status, name).toBe(415);
      expect(await res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: PHOTO_MESSAGES.unreadable });
    }
    expect(await json(await owner.get('/api/v1/company'))).toMatchObject({ logoUrl: before.logoUrl });
  });

  it('accepts a 1.5 MB logo (over the API-wide 1 MB body limit, within its own 2 MB)', async () => {
    // Noise does not compress: a 720×720 PNG of it is about 1.5 MB.
    const photo = await sharp(randomBytes(720 * 720 * 3), { raw: { width: 720, height: 720, channels: 3 } })
      .png()
      .toBuffer();
    expect(photo.length).toBeGreaterThan(1.4 * 1024 * 1024);
    const res = await upload(photo, 'photo-logo.png', 'image/png');
    expect(res.status, await res.clone().text()).toBe(200);
  });

  it('refuses files over 2 MB with 413', async () => {
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG.subarray(0, 8));
    const res = await upload(big, 'big.png', 'image/png');
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('a request without a file is a validation error', async () => {
    const res = await t.app.request('/api/v1/company/logo', {
      method: 'POST',
      headers: { cookie, origin: t.config.appUrl },
      body: new FormData(),
    });
    expect(res.status).toBe(400);
  });

  it('only members with company write may upload; unknown keys are 404', async () => {
    const crew = await t.addMember(owner.companyId, 'field_team');
    const crewCookie = cookiesOf(
      await t.auth('/sign-in/email', { body: { email: crew.email, password: TEST_PASSWORD } }),
    );
    expect((await upload(PNG, 'logo.png', 'image/png', crewCookie)).status).toBe(403);
    expect((await upload(PNG, 'logo.png', 'image/png', '')).status).toBe(401);
    expect((await t.app.request(`/api/files/logos/${'A'.repeat(43)}.png`)).status).toBe(404);
    expect((await t.app.request('/api/files/logos/..%2F..%2Fauth-secret')).status).toBe(404);
  });
});
