import { describe, expect, it } from 'vitest';
import { expiresSoon, expiryText, GALLERY_MESSAGES, linkStatus, matchesPhotoFilter } from './gallery.ts';

const now = new Date('2026-05-10T12:00:00Z');
const inDays = (d: number) => new Date(now.getTime() + d * 24 * 60 * 60 * 1000);

describe('expiryText (spec section 5)', () => {
  it('no expiry', () => {
    expect(expiryText(null, now)).toEqual({ key: 'none' });
    expect(expiryText(undefined, now)).toEqual({ key: 'none' });
  });
  it('past, or exactly now: expired on the date', () => {
    expect(expiryText(inDays(-2), now)).toEqual({ key: 'expired', params: { date: inDays(-2).toISOString() } });
    expect(expiryText(now, now).key).toBe('expired');
  });
  it('within a day: tomorrow', () => {
    expect(expiryText(inDays(0.2), now)).toEqual({ key: 'tomorrow' });
    expect(expiryText(inDays(1), now)).toEqual({ key: 'tomorrow' });
  });
  it('2 to 7 days: in N days', () => {
    expect(expiryText(inDays(2), now)).toEqual({ key: 'inDays', params: { count: 2 } });
    expect(expiryText(inDays(1.5), now)).toEqual({ key: 'inDays', params: { count: 2 } });
    expect(expiryText(inDays(7), now)).toEqual({ key: 'inDays', params: { count: 7 } });
  });
  it('beyond 7 days: the date', () => {
    expect(expiryText(inDays(7.5), now)).toEqual({ key: 'on', params: { date: inDays(7.5).toISOString() } });
    expect(expiryText(inDays(30).toISOString(), now).key).toBe('on');
  });
});

describe('expiresSoon: 3 days or fewer, not yet expired', () => {
  it.each([
    [null, false],
    [-1, false],
    [0.5, true],
    [3, true],
    [3.2, false],
    [10, false],
  ])('%s days → %s', (d, soon) => {
    expect(expiresSoon(d === null ? null : inDays(d), now)).toBe(soon);
  });
});

describe('linkStatus', () => {
  it('inactive wins; then expired; else valid', () => {
    expect(linkStatus({ isActive: false, expiresAt: inDays(5) }, now)).toBe('inactive');
    expect(linkStatus({ isActive: true, expiresAt: inDays(-1) }, now)).toBe('expired');
    expect(linkStatus({ isActive: true, expiresAt: null }, now)).toBe('valid');
    expect(linkStatus({ isActive: true, expiresAt: inDays(1).toISOString() }, now)).toBe('valid');
  });
});

describe('photo filters', () => {
  it('Before/After matches before and after; Progress matches progress and during', () => {
    const types = ['before', 'after', 'progress', 'during'];
    expect(types.filter((p) => matchesPhotoFilter('all', p))).toEqual(types);
    expect(types.filter((p) => matchesPhotoFilter('before_after', p))).toEqual(['before', 'after']);
    expect(types.filter((p) => matchesPhotoFilter('progress', p))).toEqual(['progress', 'during']);
  });
});

it("keeps spec section 8's texts", () => {
  expect(Object.values(GALLERY_MESSAGES)).toEqual([
    'Invalid gallery link',
    'Invalid or expired gallery link',
    'Gallery link has expired',
    'Failed to validate gallery link',
    'Project not found',
    'Failed to load gallery',
    'Photo downloaded successfully',
    'Failed to download photo',
    'Gallery link copied to clipboard',
  ]);
});
