import { describe, expect, it } from 'vitest';
import { PHOTO_LIMITS, PHOTO_MESSAGES } from '../../../shared/photos.ts';
import { photoMessageKey, queueFiles, queueSummary, uploadQueue, type QueuedUpload } from './upload-queue.ts';

const file = (name: string, size = 1000) => ({ name, size });

describe('queueFiles', () => {
  it('gives each file its own entry, uploading from 0', () => {
    const { items, skipped } = queueFiles([file('a.jpg'), file('b.jpg')]);
    expect(skipped).toBe(0);
    expect(items.map((i) => [i.fileName, i.status, i.progress])).toEqual([
      ['a.jpg', 'uploading', 0],
      ['b.jpg', 'uploading', 0],
    ]);
    expect(new Set(items.map((i) => i.key)).size).toBe(2);
  });

  it("fails a file over the size limit at once with the server's message", () => {
    const { items } = queueFiles([file('big.jpg', PHOTO_LIMITS.maxBytes + 1), file('ok.jpg', PHOTO_LIMITS.maxBytes)]);
    expect(items[0]).toMatchObject({ status: 'error', error: PHOTO_MESSAGES.tooLarge });
    expect(items[1]).toMatchObject({ status: 'uploading', error: null });
  });

  it('keeps at most filesPerUpload files and counts the rest', () => {
    const files = Array.from({ length: PHOTO_LIMITS.filesPerUpload + 3 }, (_, i) => file(`${i}.jpg`));
    const { items, skipped } = queueFiles(files);
    expect(items).toHaveLength(PHOTO_LIMITS.filesPerUpload);
    expect(skipped).toBe(3);
  });
});

describe('uploadQueue', () => {
  const start = (): QueuedUpload[] => uploadQueue([], { type: 'add', items: queueFiles([file('a'), file('b')]).items });

  it('moves progress forward only, holding 100 for the answer', () => {
    let q = start();
    const key = q[0]!.key;
    q = uploadQueue(q, { type: 'progress', key, fraction: 0.5 });
    expect(q[0]!.progress).toBe(50);
    q = uploadQueue(q, { type: 'progress', key, fraction: 0.2 });
    expect(q[0]!.progress).toBe(50);
    q = uploadQueue(q, { type: 'progress', key, fraction: 1 });
    expect(q[0]!.progress).toBe(99);
    q = uploadQueue(q, { type: 'done', key });
    expect(q[0]).toMatchObject({ status: 'done', progress: 100 });
    expect(q[1]!.progress).toBe(0);
  });

  it('a failure marks only its own file; the others go on', () => {
    let q = start();
    q = uploadQueue(q, { type: 'failed', key: q[0]!.key, error: PHOTO_MESSAGES.badType });
    q = uploadQueue(q, { type: 'progress', key: q[1]!.key, fraction: 0.4 });
    expect(q[0]).toMatchObject({ status: 'error', error: PHOTO_MESSAGES.badType });
    expect(q[1]).toMatchObject({ status: 'uploading', progress: 40 });
    // Progress after a failure does not revive it.
    q = uploadQueue(q, { type: 'progress', key: q[0]!.key, fraction: 0.9 });
    expect(q[0]!.progress).toBe(0);
    expect(queueSummary(q)).toEqual({ uploading: 1, done: 0, failed: 1 });
  });

  it('clears finished entries and dismisses one', () => {
    let q = start();
    q = uploadQueue(q, { type: 'done', key: q[0]!.key });
    expect(uploadQueue(q, { type: 'clearFinished' }).map((i) => i.fileName)).toEqual(['b']);
    expect(uploadQueue(q, { type: 'dismiss', key: q[1]!.key }).map((i) => i.fileName)).toEqual(['a']);
  });
});

describe('photoMessageKey', () => {
  it("finds the key of the server's photo messages, none for others", () => {
    expect(photoMessageKey(PHOTO_MESSAGES.tooLarge)).toBe('tooLarge');
    expect(photoMessageKey(PHOTO_MESSAGES.heicUnreadable)).toBe('heicUnreadable');
    expect(photoMessageKey('Something else')).toBeUndefined();
  });
});
