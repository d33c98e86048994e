import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatMonthYear,
  formatShortDateTime,
  pluralKey,
} from './format.ts';

// Local times, so that the test holds in any time zone.
const at = new Date(2026, 2, 5, 15, 4);

describe('client page dates', () => {
  it("follows the spec's English patterns to the letter", () => {
    expect(formatDateTime(at, 'en')).toBe('Mar 5, 2026 3:04 PM');
    expect(formatShortDateTime(at, 'en')).toBe('Mar 5, 3:04 PM');
    expect(formatDateTime(new Date(2026, 11, 25, 0, 30), 'en')).toBe('Dec 25, 2026 12:30 AM');
  });

  it('reads naturally in Portuguese (24-hour clock)', () => {
    expect(formatDateTime(at, 'pt')).toContain('15:04');
    expect(formatShortDateTime(at, 'pt')).toBe('5 mar, 15:04');
  });

  it('shows photo dates as dd/MM in both languages', () => {
    expect(formatDayMonth(new Date(2026, 0, 9, 12))).toBe('09/01');
  });

  it('takes a start date as the calendar day, not an instant (no shift to the previous month)', () => {
    expect(formatMonthYear('2026-03-01', 'en')).toBe('March 2026');
    expect(formatMonthYear('2026-03-01', 'pt')).toBe('março de 2026');
  });

  it('picks the plural key', () => {
    expect(pluralKey('gallery.job.viewed', 1, 'en')).toBe('gallery.job.viewed_one');
    expect(pluralKey('gallery.job.viewed', 3, 'en')).toBe('gallery.job.viewed_other');
    expect(pluralKey('gallery.job.viewed', 0, 'pt')).toBe('gallery.job.viewed_one');
  });

  it("draws a day in a given time zone (a server-rendered page: UTC until hydrated), else the visitor's", () => {
    const lateOnTheFirst = '2026-03-01T23:30:00.000Z';
    expect(formatDate(lateOnTheFirst, 'en', 'UTC')).toBe('Mar 1, 2026');
    expect(formatDate(lateOnTheFirst, 'en', 'Asia/Tokyo')).toBe('Mar 2, 2026');
    expect(formatDate(at, 'en')).toBe('Mar 5, 2026');
  });
});
