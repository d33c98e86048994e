import { describe, expect, it } from 'vitest';
import { weekdayOf } from '../../../shared/days.ts';
import { formatPeriod, isFrequency, periodEndOf, periodFromParam, periodStartOf, shiftPeriod } from './period.ts';

describe('pay periods', () => {
  it('a weekly period is the workweek, Sunday to Saturday', () => {
    expect(periodStartOf('2026-12-02', 'weekly')).toBe('2026-11-29');
    expect(periodEndOf('2026-11-29', 'weekly')).toBe('2026-12-05');
  });

  it('two-week periods keep one rhythm, so they never overlap', () => {
    const a = periodStartOf('2026-12-02', 'biweekly');
    const b = periodStartOf('2026-12-09', 'biweekly');
    expect(weekdayOf(a)).toBe(0);
    expect(weekdayOf(b)).toBe(0);
    // Both days are in the same two weeks, or in two periods exactly 14 days apart.
    expect([0, 14]).toContain((Date.parse(b) - Date.parse(a)) / 86_400_000);
    for (let i = 0; i < 14; i++) {
      const day = new Date(Date.parse(a) + i * 86_400_000).toISOString().slice(0, 10);
      expect(periodStartOf(day, 'biweekly'), day).toBe(a);
    }
    expect(periodEndOf(a, 'biweekly')).toBe(new Date(Date.parse(a) + 13 * 86_400_000).toISOString().slice(0, 10));
  });

  it('steps to the previous and the next period', () => {
    expect(shiftPeriod('2026-11-29', 'weekly', -1)).toBe('2026-11-22');
    expect(shiftPeriod('2026-11-29', 'weekly', 1)).toBe('2026-12-06');
    expect(shiftPeriod('2026-11-29', 'biweekly', 1)).toBe('2026-12-13');
    expect(shiftPeriod('2026-11-29', 'biweekly', -1)).toBe('2026-11-15');
  });

  it('takes a start from the address bar only when it is a Sunday', () => {
    expect(periodFromParam('2026-11-22', 'weekly', '2026-12-02')).toBe('2026-11-22');
    expect(periodFromParam('2026-11-23', 'weekly', '2026-12-02')).toBe('2026-11-29');
    expect(periodFromParam('2026-02-31', 'weekly', '2026-12-02')).toBe('2026-11-29');
    // 29 February 2026 does not exist (1 March, the day it would roll to, is a Sunday).
    expect(periodFromParam('2026-02-29', 'weekly', '2026-12-02')).toBe('2026-11-29');
    expect(periodFromParam(null, 'weekly', '2026-12-02')).toBe('2026-11-29');
  });

  it('knows its frequencies', () => {
    expect(isFrequency('weekly')).toBe(true);
    expect(isFrequency('biweekly')).toBe(true);
    expect(isFrequency('monthly')).toBe(false);
    expect(isFrequency(null)).toBe(false);
  });

  it('reads as a range of days in each language', () => {
    expect(formatPeriod('2026-11-29', '2026-12-12', 'en')).toMatch(/Nov 29.*Dec 12, 2026/);
    expect(formatPeriod('2026-11-29', '2026-12-12', 'pt')).toMatch(/29.*nov.*12.*dez.*2026/);
  });
});
