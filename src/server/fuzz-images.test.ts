// The image fuzz suite (issue #37): every path that takes an image someone sent (a job photo, a
// receipt's photo, the company logo, a client's drawn signature) gets malformed PNG, JPEG, WebP and
// HEIC files (headers that read and data that does not, truncations, decompression bombs) and
// seeded random corruptions of good ones. Each crafted file must be answered with a 4xx, each
// corruption below 500, and the server must go on answering /api/health within 200 ms throughout.
// FUZZ_SEED=<seed> replays the corruptions; FUZZ_IMAGE_CASES=<n> sets how many a path gets.
import { randomInt } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badPhotos, badPngs, pngBomb, type BadImage } from './test/bad-images.ts';
import { startTestApp, TEST_IP_HEADER, type TestApp, type TestClient } from './test/harness.ts';

const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : randomInt(2 ** 31);
const CORRUPTIONS = Number(process.env.FUZZ_IMAGE_CASES ?? 60);
const HEALTH_LIMIT_MS = 200;

let t: TestApp;
let owner: TestClient & { companyId: string };
let jobId: string;
let estimateId: string;

interface Case {
  name: string;
  bytes: Buffer;
  /** Crafted to be refused (4xx); a random corruption may still decode (any answer below 500). */
  crafted: boolean;
}

/** A stream of numbers from the seed, one per path, so a path's cases replay alike. */
function random(salt: number) {
  let h = (SEED ^ salt) >>> 0 || 1;
  return (n: number) => {
    h ^= h << 13;
    h ^= h >>> 17;
    h ^= h << 5;
    return (h >>> 0) % n;
  };
}

/** Good files with bytes flipped past their header, or cut short at a random point. */
function corruptions(goods: Buffer[], salt: number): Case[] {
  const next = random(salt);
  return Array.from({ length: CORRUPTIONS }, (_, i) => {
    const good = goods[i % goods.length]!;
    const bytes = Buffer.from(good);
    if (next(2))
      return { name: `corrupted #${i}: cut`, bytes: bytes.subarray(0, 16 + next(bytes.length - 16)), crafted: false };
    for (let k = 0; k < 1 + next(24); k++) bytes[16 + next(bytes.length - 16)] = next(256);
    return { name: `corrupted #${i}: flipped`, bytes, crafted: false };
  });
}

const asCases = (images: BadImage[]): Case[] => images.map((i) => ({ name: i.name, bytes: i.bytes, crafted: true }));

async function goodImages() {
  const base = sharp({ create: { width: 120, height: 80, channels: 4, background: '#8a5a2bcc' } });
  return Promise.all([base.clone().png().toBuffer(), base.clone().jpeg().toBuffer(), base.clone().webp().toBuffer()]);
}

/** A receipt's fields as its form sends them, dated a week ago (in every time zone, not in the future). */
const RECEIPT = {
  vendorName: 'Lumber yard',
  amountCents: '1250',
  category: 'fuel',
  paymentMethod: 'card',
  receiptDate: new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10),
};

const form = (bytes: Buffer, fields: Record<string, string> = {}) => {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  body.set('file', new File([new Uint8Array(bytes)], 'upload.bin', { type: 'application/octet-stream' }));
  return body;
};

/** A fresh client link to the estimate: each link answers ten times per ten minutes. */
async function estimateToken(): Promise<string> {
  const res = await owner.post(`/api/v1/estimates/${estimateId}/links`, {});
  expect(res.status, await res.clone().text()).toBe(201);
  const { url } = (await res.json()) as { url: string };
  return url.slice(url.lastIndexOf('/') + 1);
}

interface Path {
  name: string;
  cases: Case[];
  send(bytes: Buffer, index: number): Promise<Response>;
}

async function paths(): Promise<Path[]> {
  const goods = await goodImages();
  const photos = asCases([...badPngs(), pngBomb(), ...badPhotos()]);
  const tokens: string[] = [];
  const signatureCases = [...asCases([...badPngs(), pngBomb()]), ...corruptions([goods[0]!], 4)];
  for (let i = 0; i < signatureCases.length; i += 8) tokens.push(await estimateToken());
  return [
    {
      name: 'job photo',
      cases: [...photos, ...corruptions(goods, 1)],
      send: (bytes) => owner.request('POST', `/api/v1/jobs/${jobId}/photos`, { body: form(bytes) }),
    },
    {
      name: 'receipt photo',
      cases: [...photos, ...corruptions(goods, 2)],
      send: (bytes) =>
        owner.request('POST', '/api/v1/receipts', {
          body: form(bytes, RECEIPT),
        }),
    },
    {
      name: 'company logo',
      cases: [...photos, ...corruptions(goods, 3)],
      send: (bytes) => owner.request('POST', '/api/v1/company/logo', { body: form(bytes) }),
    },
    {
      name: 'drawn signature',
      cases: signatureCases,
      send: async (bytes, index) =>
        t.app.request(`/api/v1/estimate-links/${tokens[Math.floor(index / 8)]}/accept`, {
          method: 'POST',
          headers: { origin: t.config.appUrl, 'content-type': 'application/json', [TEST_IP_HEADER]: t.freshIp() },
          body: JSON.stringify({
            signerName: 'Maria Silva',
            signature: `data:image/png;base64,${bytes.toString('base64')}`,
            optionalLineIds: [],
          }),
        }),
    },
  ];
}

/** Polls /api/health every 25 ms until stopped; the slowest answer's time. */
function watchHealth() {
  let slowest = 0;
  let failures = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const res = await t.app.request('/api/health');
      slowest = Math.max(slowest, performance.now() - started);
      if (res.status !== 200) failures++;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return { slowest, failures };
  };
}

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.newCompany('Image Fuzz Floors');
  const job = await owner.post('/api/v1/jobs', { title: 'Fuzzed photos' });
  jobId = ((await job.json()) as { id: string }).id;
  const estimate = await owner.post('/api/v1/estimates', {
    title: 'Fuzzed signature',
    clientName: 'Maria Silva',
    clientEmail: 'maria.fuzz@example.com',
    options: [
      {
        name: 'Estimate',
        lines: [{ kind: 'material', description: 'Oak', quantity: '10', unit: 'each', unitPrice: '5' }],
      },
    ],
  });
  expect(estimate.status, await estimate.clone().text()).toBe(201);
  estimateId = ((await estimate.json()) as { id: string }).id;
  expect((await owner.post(`/api/v1/estimates/${estimateId}/send`, {})).status).toBe(200);
});
afterAll(() => t?.close());

describe('fuzz: every path that takes an image', () => {
  it(
    'answers each malformed or bomb image with a 4xx while /api/health keeps answering',
    { timeout: 600_000 },
    async () => {
      const all = await paths();
      const stop = watchHealth();
      const started = performance.now();
      const wrong: string[] = [];
      let cases = 0;
      for (const path of all) {
        // Four at a time, as a client retrying in a loop would.
        for (let i = 0; i < path.cases.length; i += 4) {
          await Promise.all(
            path.cases.slice(i, i + 4).map(async (c, k) => {
              const res = await path.send(c.bytes, i + k);
              cases++;
              const ok = c.crafted ? res.status >= 400 && res.status < 500 : res.status < 500;
              if (!ok) wrong.push(`${path.name}: ${c.name} → ${res.status} ${await res.text()}`);
            }),
          );
        }
      }
      const health = await stop();
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `image fuzz: ${cases} cases over ${all.length} paths, seed ${SEED}, ${wrong.length} wrong answers, ` +
          `slowest /api/health ${Math.round(health.slowest)} ms (${seconds} s)`,
      );
      expect(wrong, `FUZZ_SEED=${SEED}`).toEqual([]);
      expect(health.failures).toBe(0);
      expect(health.slowest).toBeLessThan(HEALTH_LIMIT_MS);
      // Nothing was accepted: the estimate still waits for its answer.
      const estimate = (await (await owner.get(`/api/v1/estimates/${estimateId}`)).json()) as { status: string };
      expect(estimate.status).toMatch(/^(sent|viewed)$/);
    },
  );
});
