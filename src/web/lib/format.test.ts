import { describe, expect, it } from 'vitest';
import { dayOf, formatDay, formatMoney, parseDay, plural, relativeTime } from './format.ts';

// A stand-in for `t`: shows the key and its variables.
const t = (key: string, vars: Record<string, string | number> = {}) =>
  `${key}(${Object.entries(vars)
    .map(([k, v]) => `${k}=${v}`)
    .join(',')})`;
const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('shows US dollars with two fraction digits in the user language', () => {
    expect(formatMoney(1234.5, 'en')).toBe('$1,234.50');
    expect(nbsp(formatMoney(1234.5, 'pt'))).toBe('US$ 1.234,50');
  });

  it('drops the fraction digits when compact', () => {
    expect(formatMoney(5000, 'en', { compact: true })).toBe('$5K');
    expect(formatMoney(17500, 'en', { compact: true })).toBe('$18K');
    expect(nbsp(formatMoney(5000, 'pt', { compact: true }))).toBe('US$ 5 mil');
  });
});

describe('calendar days', () => {
  it('parses YYYY-MM-DD as that local day', () => {
    const day = parseDay('2025-03-09')!;
    expect([day.getFullYear(), day.getMonth(), day.getDate()]).toEqual([2025, 2, 9]);
    expect(parseDay('09/03/2025')).toBeNull();
    expect(dayOf(day)).toBe('2025-03-09');
  });

  it('formats a day in the user language, and passes a malformed one through', () => {
    expect(formatDay('2025-03-09', 'en')).toBe('Mar 9, 2025');
    expect(formatDay('2025-03-09', 'pt')).toBe('9 de mar. de 2025');
    expect(formatDay('soon', 'en')).toBe('soon');
  });
});

describe('relativeTime', () => {
  const now = new Date('2025-03-09T12:00:00Z');
  it('uses the largest whole unit', () => {
    expect(relativeTime('2025-03-09T09:00:00Z', now, 'en')).toBe('3 hours ago');
    expect(relativeTime('2025-03-08T12:00:00Z', now, 'en')).toBe('yesterday');
    expect(relativeTime('2025-03-09T09:00:00Z', now, 'pt')).toBe('há 3 horas');
    expect(relativeTime('2025-03-09T11:59:30Z', now, 'en')).toBe('now');
  });
});

describe('plural', () => {
  it('picks the one or other key', () => {
    expect(plural(t, 'leads.count', 1)).toBe('leads.count.one(count=1)');
    expect(plural(t, 'leads.count', 0)).toBe('leads.count.other(count=0)');
    expect(plural(t, 'leads.count', 7)).toBe('leads.count.other(count=7)');
  });
});
