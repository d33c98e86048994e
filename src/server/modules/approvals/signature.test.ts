// Issue #37: a client's drawn signature is the one image on a public link that nobody signed in
// sent. Malformed ones, decompression bombs and a burst of accepts at once must each be answered
// quickly, change nothing, and leave the server answering everyone else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Estimate } from '../../../shared/estimate-responses.ts';
import { APPROVAL_MESSAGES } from '../../../shared/approvals.ts';
import { badPngs, pngBomb } from '../../test/bad-images.ts';
import { json, startTestApp, TEST_IP_HEADER, type TestApp, type TestClient } from '../../test/harness.ts';

let t: TestApp;
let owner: TestClient & { companyId: string };
let goodSignature: string;

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.newCompany('Signature Floors');
  const { default: sharp } = await import('sharp');
  goodSignature = dataUrl(
    await sharp({ create: { width: 200, height: 80, channels: 4, background: '#0f172aff' } })
      .png()
      .toBuffer(),
  );
});
afterAll(() => t.close());

let counter = 0;
async function sentEstimate(): Promise<{ estimate: Estimate; token: string }> {
  const created = await owner.post('/api/v1/estimates', {
    title: `Hall floor ${++counter}`,
    clientName: 'Maria Silva',
    clientEmail: `maria.signature.${counter}@example.com`,
    options: [
      {
        name: 'Estimate',
        lines: [{ kind: 'material', description: 'Oak', quantity: '1', unit: 'each', unitPrice: '900' }],
      },
    ],
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const estimate = await json<Estimate>(created);
  expect((await owner.post(`/api/v1/estimates/${estimate.id}/send`, {})).status).toBe(200);
  return { estimate, token: await freshToken(estimate.id) };
}

/** A new client link to the estimate (each answers ten times per ten minutes). */
async function freshToken(estimateId: string): Promise<string> {
  const res = await owner.post(`/api/v1/estimates/${estimateId}/links`, {});
  expect(res.status, await res.clone().text()).toBe(201);
  const { url } = await json<{ url: string }>(res);
  return url.slice(url.lastIndexOf('/') + 1);
}

const accept = (token: string, estimate: Estimate, signature: string, signerName = 'Maria Silva') =>
  t.app.request(`/api/v1/estimate-links/${token}/accept`, {
    method: 'POST',
    headers: { origin: t.config.appUrl, 'content-type': 'application/json', [TEST_IP_HEADER]: t.freshIp() },
    body: JSON.stringify({ signerName, signature, optionId: estimate.options[0]!.id, optionalLineIds: [] }),
  });

const statusOf = async (id: string) => (await json<Estimate>(await owner.get(`/api/v1/estimates/${id}`))).status;

describe('a drawn signature', () => {
  it('that does not decode is refused with a 400 naming the field, and nothing is recorded', async () => {
    const { estimate } = await sentEstimate();
    const cases = badPngs();
    for (let i = 0; i < cases.length; i++) {
      // A new link every eight answers: each link answers ten times per ten minutes.
      const token = await freshToken(estimate.id);
      const res = await accept(token, estimate, dataUrl(cases[i]!.bytes));
      expect(res.status, cases[i]!.name).toBe(400);
      expect((await json<{ errors: Record<string, string> }>(res)).errors, cases[i]!.name).toEqual({
        signature: APPROVAL_MESSAGES.signatureInvalid,
      });
    }
    expect(await statusOf(estimate.id)).toMatch(/^(sent|viewed)$/);
    expect(await t.storage.list(`acceptances/${owner.companyId}/${estimate.id}/`)).toEqual([]);
    // And a good one is accepted after all of them.
    expect((await accept(await freshToken(estimate.id), estimate, goodSignature)).status).toBe(200);
  });

  it('that is a decompression bomb is refused from its header: fast, with no memory taken, ten at once', async () => {
    const { estimate } = await sentEstimate();
    const bomb = dataUrl(pngBomb().bytes);
    // Issue #37's figures before: ~3 s of the event loop and +280 MB per accept.
    const rss = process.memoryUsage().rss;
    const started = performance.now();
    const one = await accept(await freshToken(estimate.id), estimate, bomb);
    const ms = performance.now() - started;
    expect(one.status).toBe(400);
    expect(ms).toBeLessThan(500);

    // Ten at once, while a health check must answer within 200 ms (it took 6.5 s before).
    const tokens = await Promise.all(Array.from({ length: 2 }, () => freshToken(estimate.id)));
    const burst = Array.from({ length: 10 }, (_, i) => accept(tokens[i % 2]!, estimate, bomb));
    const healthStarted = performance.now();
    const health = await t.app.request('/api/health');
    const healthMs = performance.now() - healthStarted;
    const answers = await Promise.all(burst);
    expect(health.status).toBe(200);
    expect(healthMs).toBeLessThan(200);
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(400));
    const grown = (process.memoryUsage().rss - rss) / 1e6;
    console.log(
      `signature bomb: refused in ${ms.toFixed(1)} ms; +${grown.toFixed(0)} MB after eleven; health ${healthMs.toFixed(0)} ms`,
    );
    expect(grown).toBeLessThan(100);
    expect(await statusOf(estimate.id)).toMatch(/^(sent|viewed)$/);
  });

  it('is taken once when ten accepts arrive at once: the others find it answered before drawing anything', async () => {
    const { estimate } = await sentEstimate();
    const tokens = await Promise.all(Array.from({ length: 2 }, () => freshToken(estimate.id)));
    // Every file the acceptances store, and every one removed again (a loser's drawn PDF).
    const stored: string[] = [];
    const removed: string[] = [];
    const { put, delete: remove } = t.storage;
    t.storage.put = (key, ...rest) => (stored.push(key), put.call(t.storage, key, ...rest));
    t.storage.delete = (key) => (removed.push(key), remove.call(t.storage, key));
    try {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => accept(tokens[i % 2]!, estimate, goodSignature, `Signer ${i}`)),
      );
      expect(answers.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    } finally {
      t.storage.put = put;
      t.storage.delete = remove;
    }
    const ours = (keys: string[]) => keys.filter((k) => k.includes(estimate.id));
    // One signed PDF and one signature: nine PDFs were drawn and thrown away before.
    expect(ours(stored)).toHaveLength(2);
    expect(ours(removed)).toEqual([]);
    expect(await statusOf(estimate.id)).toBe('accepted');
  });
});
