import { describe, expect, it } from 'vitest';
import { newPhotoKeyStem, pendingPhotoKey, PENDING_PHOTO_KEY_PATTERN, PHOTO_KEY_PATTERN } from './keys.ts';

const jobId = '0b9a7c1e-8f3d-4e2a-9c5b-1d2e3f4a5b6c';
const companyId = '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b';

describe('photo keys', () => {
  it('keep a photo and its sizes under its job id, with a time and a random name', () => {
    const stem = newPhotoKeyStem(jobId, 1_700_000_000_000);
    expect(stem).toMatch(new RegExp(`^photos/${jobId}/1700000000000-[A-Za-z0-9_-]{24}$`));
    for (const size of ['.jpg', '.display.webp', '.medium.webp', '.thumb.webp'])
      expect(PHOTO_KEY_PATTERN.test(stem + size)).toBe(true);
    expect(newPhotoKeyStem(jobId)).not.toBe(newPhotoKeyStem(jobId));
  });

  it("wait under the company's pending folder, and only photo keys do", () => {
    const key = `${newPhotoKeyStem(jobId)}.jpg`;
    const pending = pendingPhotoKey(companyId, key);
    expect(pending).toBe(`pending/${companyId}/${key}`);
    expect(PENDING_PHOTO_KEY_PATTERN.exec(pending)?.slice(1)).toEqual([companyId, key]);
    expect(() => pendingPhotoKey(companyId, 'logos/x.png')).toThrow('not a photo key');
    expect(() => pendingPhotoKey('../escape', key)).toThrow('not a photo key');
  });
});
