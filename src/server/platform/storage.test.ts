import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localStorage, memoryStorage, newFileKey, sniffImageType } from './storage.ts';

const root = mkdtempSync(join(tmpdir(), 'floorpro-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe.each([
  ['local folder', () => localStorage(root)],
  ['memory', () => memoryStorage()],
])('%s storage', (_, make) => {
  const storage = make();

  it('puts, gets and deletes by server-made key', async () => {
    const key = newFileKey('logos', 'png');
    expect(key).toMatch(/^logos\/[A-Za-z0-9_-]{43}\.png$/);
    await storage.put(key, Uint8Array.from([1, 2, 3]), 'image/png');
    const file = await storage.get(key);
    expect(file?.contentType).toBe('image/png');
    expect([...file!.data]).toEqual([1, 2, 3]);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
  });

  it('refuses keys it did not make', async () => {
    await expect(storage.put('../escape.png', Uint8Array.from([1]), 'image/png')).rejects.toThrow(/invalid file key/);
    expect(await storage.get('../../auth-secret')).toBeNull();
  });
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
