import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import getPort from 'get-port';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createStorage, localStorage, memoryStorage, sniffImageType } from './storage.ts';

// Keys as the modules make them (files/routes.ts, photos/keys.ts test their own makers).
const newFileKey = (prefix: string, extension: string) =>
  `${prefix}/${randomBytes(32).toString('base64url')}.${extension}`;
const newPhotoKeyStem = (jobId: string) => `photos/${jobId}/${Date.now()}-${randomBytes(18).toString('base64url')}`;
const pendingPhotoKey = (companyId: string, key: string) => `pending/${companyId}/${key}`;

const root = mkdtempSync(join(tmpdir(), 'floorpro-storage-'));

// An S3-compatible server on loopback. It checks each request's access key (not SigV4 signatures themselves:
// signing is the AWS SDK's, tested by AWS; what is ours is the configuration and the calls).
const s3Port = await getPort();
const s3Server = new S3rver({
  address: '127.0.0.1',
  port: s3Port,
  silent: true,
  directory: join(root, 's3'),
  configureBuckets: [{ name: 'floorpro-test', configs: [] }],
});
const s3Env = {
  S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
  S3_BUCKET: 'floorpro-test',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  DATA_DIR: join(root, 'data'),
};
beforeAll(() => s3Server.run());
afterAll(async () => {
  await s3Server.close();
  rmSync(root, { recursive: true, force: true });
});

describe.each([
  ['local folder', () => localStorage(root)],
  ['memory', () => memoryStorage()],
  ['S3 bucket', () => createStorage(loadConfig(s3Env))],
])('%s storage', (_, make) => {
  const storage = make();

  it('puts, gets and deletes by server-made key', async () => {
    const key = newFileKey('logos', 'png');
    await storage.put(key, Uint8Array.from([1, 2, 3]), 'image/png');
    const file = await storage.get(key);
    expect(file?.contentType).toBe('image/png');
    expect([...file!.data]).toEqual([1, 2, 3]);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
  });

  it('keeps a photo under its job id, with the type it was given', async () => {
    const key = `${newPhotoKeyStem('0b9a7c1e-8f3d-4e2a-9c5b-1d2e3f4a5b6c')}.display.webp`;
    const bytes = Uint8Array.from({ length: 70_000 }, (_, i) => i % 251);
    await storage.put(key, bytes, 'image/webp');
    const file = await storage.get(key);
    expect(file?.contentType).toBe('image/webp');
    expect(Buffer.from(file!.data).equals(Buffer.from(bytes))).toBe(true);
    await storage.delete(key);
    await storage.delete(key); // twice: already gone is fine
    expect(await storage.get(newFileKey('logos', 'png'))).toBeNull();
  });

  it('lists files under a prefix with their time, and moves them (a moved file counts as written now)', async () => {
    const companyId = '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b';
    const stem = newPhotoKeyStem('0b9a7c1e-8f3d-4e2a-9c5b-1d2e3f4a5b6c');
    const pending = pendingPhotoKey(companyId, `${stem}.jpg`);
    const before = Date.now() - 2000; // S3 keeps whole seconds
    await storage.put(pending, Uint8Array.from([7, 8, 9]), 'image/jpeg');
    await storage.put(`${stem}.thumb.webp`, Uint8Array.from([1]), 'image/webp');
    const listed = await storage.list(`pending/${companyId}/`);
    expect(listed.map((f) => f.key)).toEqual([pending]);
    expect(listed[0]!.modifiedAt.getTime()).toBeGreaterThanOrEqual(before);
    expect((await storage.list('pending/')).map((f) => f.key)).toContain(pending);
    expect(await storage.list('nothing-here/')).toEqual([]);

    const movedAt = Date.now() - 2000;
    await storage.move(pending, `${stem}.jpg`);
    expect(await storage.get(pending)).toBeNull();
    const moved = await storage.get(`${stem}.jpg`);
    expect(moved?.contentType).toBe('image/jpeg');
    expect([...moved!.data]).toEqual([7, 8, 9]);
    expect(await storage.list(`pending/${companyId}/`)).toEqual([]);
    const photos = await storage.list(`${stem.slice(0, stem.lastIndexOf('/'))}/`);
    expect(photos.map((f) => f.key).sort()).toEqual([`${stem}.jpg`, `${stem}.thumb.webp`]);
    expect(photos.every((f) => f.modifiedAt.getTime() >= movedAt)).toBe(true);

    // Moving what is not there (already moved) changes nothing.
    await storage.move(pending, `${stem}.jpg`);
    expect([...(await storage.get(`${stem}.jpg`))!.data]).toEqual([7, 8, 9]);
    for (const key of [`${stem}.jpg`, `${stem}.thumb.webp`]) await storage.delete(key);
  });

  it('refuses keys it did not make', async () => {
    await expect(storage.put('../escape.png', Uint8Array.from([1]), 'image/png')).rejects.toThrow(/invalid file key/);
    expect(await storage.get('../../auth-secret')).toBeNull();
  });
});

it('the S3 bucket is reached with the configured credentials, else the files stay in DATA_DIR', async () => {
  const wrong = createStorage(loadConfig({ ...s3Env, S3_ACCESS_KEY_ID: 'SOMEONE-ELSE' }));
  await expect(wrong.put(newFileKey('logos', 'png'), Uint8Array.from([1]), 'image/png')).rejects.toThrow(
    /Access Key Id/,
  );
  const local = createStorage(loadConfig({ DATA_DIR: join(root, 'data') }));
  const key = newFileKey('logos', 'png');
  await local.put(key, Uint8Array.from([9]), 'image/png');
  expect(readdirSync(join(root, 'data', 'files', 'logos'))).toContain(key.split('/')[1]);
});

it('the local folder keeps no partial files', async () => {
  const storage = localStorage(root);
  await storage.put(newFileKey('logos', 'webp'), new Uint8Array(10), 'image/webp');
  expect(readdirSync(join(root, 'logos')).filter((f) => f.endsWith('.partial'))).toEqual([]);
});

describe('sniffImageType', () => {
  const bytes = (...parts: (number[] | string)[]) =>
    Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p)] : p)));

  it('knows PNG, JPEG and WebP by their first bytes', () => {
    expect(sniffImageType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0]))?.contentType).toBe('image/png');
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xe0]))?.contentType).toBe('image/jpeg');
    expect(sniffImageType(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))?.contentType).toBe('image/webp');
  });

  it('refuses SVG, HTML, GIF, other RIFF files and empty files', () => {
    for (const b of [
      bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      bytes('<!doctype html>'),
      bytes('GIF89a'),
      bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '),
      new Uint8Array(0),
    ]) {
      expect(sniffImageType(b)).toBeNull();
    }
  });
});

it('on the local folder, a moved file counts as written when it moved (rename keeps the old time)', async () => {
  const storage = localStorage(root);
  const key = `${newPhotoKeyStem('0b9a7c1e-8f3d-4e2a-9c5b-1d2e3f4a5b6c')}.jpg`;
  const pending = pendingPhotoKey('3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b', key);
  await storage.put(key, Uint8Array.from([1]), 'image/jpeg');
  const hoursAgo = new Date(Date.now() - 2 * 3600_000);
  utimesSync(join(root, ...key.split('/')), hoursAgo, hoursAgo);
  expect((await storage.list('photos/')).find((f) => f.key === key)?.modifiedAt.getTime()).toBe(hoursAgo.getTime());
  const movedAt = Date.now() - 1000;
  await storage.move(key, pending);
  expect((await storage.list('pending/')).find((f) => f.key === pending)?.modifiedAt.getTime()).toBeGreaterThanOrEqual(
    movedAt,
  );
  await storage.delete(pending);
});
