import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLogger } from '../../platform/logger.ts';
import type { Storage } from '../../platform/storage.ts';
import { json, startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';
import { PENDING_MAX_AGE_MS, sweepPendingPhotoFiles } from './pending-files.ts';

// A crash is simulated by a storage call that never returns: the request stops there for good, as
// the process would, and nothing after it (the commit, the move, the clean-up) ever runs.

let t: TestApp;
let owner: TestClient & { companyId: string };
let jpeg: Buffer;

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.newCompany('Pending Floors');
  jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#8a5a2b' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => t.close());

const never = () => new Promise<never>(() => {});

/** Replaces one storage call until the returned function puts it back. */
function stopAt<K extends 'put' | 'move' | 'delete'>(name: K, replacement: Storage[K]): () => void {
  const real = t.storage[name];
  t.storage[name] = replacement;
  return () => {
    t.storage[name] = real;
  };
}

async function newJob(): Promise<string> {
  const res = await owner.post('/api/v1/jobs', { title: `Job ${Math.random()}` });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await json<{ id: string }>(res)).id;
}

function upload(jobId: string): Promise<Response> {
  const form = new FormData();
  form.set('file', new File([jpeg as Uint8Array<ArrayBuffer>], 'floor.jpg', { type: 'image/jpeg' }));
  return owner.request('POST', `/api/v1/jobs/${jobId}/photos`, { body: form });
}

async function photosOf(jobId: string): Promise<{ id: string }[]> {
  return (await json<{ items: { id: string }[] }>(await owner.get(`/api/v1/jobs/${jobId}/photos`))).items;
}

const keys = async (prefix: string) => (await t.storage.list(prefix)).map((f) => f.key).sort();
const pendingOf = () => keys(`pending/${owner.companyId}/`);

async function until(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 500; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the state never came');
}

const sweep = (now = Date.now()) =>
  sweepPendingPhotoFiles({ db: t.database.db, storage: t.storage, log: createLogger('silent') }, now);
const sweepLater = () => sweep(Date.now() + PENDING_MAX_AGE_MS + 60_000);

async function expectServed(photoId: string) {
  for (const size of ['thumbnail', 'medium', 'display', 'original']) {
    const res = await owner.get(`/api/v1/photos/${photoId}/${size}`);
    expect(res.status, size).toBe(200);
    await expect(sharp(Buffer.from(await res.arrayBuffer())).metadata()).resolves.toMatchObject({ width: 64 });
  }
}

it('a committed upload has its four files in place and none pending', async () => {
  const jobId = await newJob();
  const res = await upload(jobId);
  expect(res.status).toBe(201);
  expect(await keys(`photos/${jobId}/`)).toHaveLength(4);
  expect(await pendingOf()).toEqual([]);
  await expectServed((await json<{ id: string }>(res)).id);
});

it('files stored by an upload that stopped before its row committed are deleted by the sweep', async () => {
  const jobId = await newJob();
  const realPut = t.storage.put;
  const restorePut = stopAt('put', async (key, data, type) => {
    await realPut(key, data, type);
    return never();
  });
  void upload(jobId);
  await until(async () => (await pendingOf()).length === 4);
  restorePut();

  expect(await photosOf(jobId)).toEqual([]);
  // An upload still under way is left alone.
  expect(await sweep()).toEqual({ completed: 0, deleted: 0 });
  expect(await pendingOf()).toHaveLength(4);

  expect(await sweepLater()).toEqual({ completed: 0, deleted: 4 });
  expect(await pendingOf()).toEqual([]);
  expect(await keys(`photos/${jobId}/`)).toEqual([]);
});

it('an upload that stopped after its row committed is served meanwhile, and the sweep puts its files in place', async () => {
  const jobId = await newJob();
  const restore = stopAt('move', never);
  void upload(jobId);
  await until(async () => (await photosOf(jobId)).length === 1);
  const [photo] = await photosOf(jobId);
  expect(await pendingOf()).toHaveLength(4);
  await expectServed(photo!.id);
  restore();

  expect(await sweep()).toEqual({ completed: 0, deleted: 0 });
  expect(await sweepLater()).toEqual({ completed: 4, deleted: 0 });
  expect(await pendingOf()).toEqual([]);
  expect(await keys(`photos/${jobId}/`)).toHaveLength(4);
  await expectServed(photo!.id);
});

it('a delete that stopped after it committed leaves its files pending, and the sweep deletes them', async () => {
  const jobId = await newJob();
  const { id } = await json<{ id: string }>(await upload(jobId));
  const restore = stopAt('delete', never);
  void owner.request('DELETE', `/api/v1/photos/${id}`);
  await until(async () => (await photosOf(jobId)).length === 0);
  restore();
  expect(await keys(`photos/${jobId}/`)).toEqual([]);
  expect(await pendingOf()).toHaveLength(4);

  expect(await sweep()).toEqual({ completed: 0, deleted: 0 });
  expect(await sweepLater()).toEqual({ completed: 0, deleted: 4 });
  expect(await pendingOf()).toEqual([]);
});

it("deleting a job deletes its photos' files; a delete that stops after its commit leaves them to the sweep", async () => {
  const jobId = await newJob();
  expect((await upload(jobId)).status).toBe(201);
  expect((await upload(jobId)).status).toBe(201);
  expect(await keys(`photos/${jobId}/`)).toHaveLength(8);
  expect((await owner.request('DELETE', `/api/v1/jobs/${jobId}`)).status).toBe(204);
  expect(await keys(`photos/${jobId}/`)).toEqual([]);
  expect(await pendingOf()).toEqual([]);

  const stopped = await newJob();
  expect((await upload(stopped)).status).toBe(201);
  const restore = stopAt('delete', never);
  try {
    void owner.request('DELETE', `/api/v1/jobs/${stopped}`);
    await until(async () => (await owner.get(`/api/v1/jobs/${stopped}`)).status === 404);
  } finally {
    restore();
  }
  expect(await keys(`photos/${stopped}/`)).toEqual([]);
  expect(await pendingOf()).toHaveLength(4);
  await sweepLater();
  expect(await pendingOf()).toEqual([]);
});
