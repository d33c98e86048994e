import { describe, expect, it } from 'vitest';
import { formatCents, formatDay, formatDocumentPrice } from '../../shared/format.ts';
import { dayOf, formatDecimal, formatMoney, formatUnitPrice, parseDay, plural, relativeTime } from './format.ts';

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

describe('prices and quantities (decimal texts)', () => {
  it('shows a unit price with 2 to 4 decimals, in each language', () => {
    expect(formatUnitPrice('6.5000', 'en')).toBe('$6.50');
    expect(formatUnitPrice('3.4999', 'en')).toBe('$3.4999');
    expect(formatUnitPrice('1234.1000', 'en')).toBe('$1,234.10');
    expect(formatUnitPrice('3.4999', 'pt').replace(/\s/g, ' ')).toBe('US$ 3,4999');
  });
  it('documents print 2 decimals, up to 4 only for a per-area or per-length price that needs them', () => {
    expect(formatDocumentPrice('45.1250', 'box', 'en')).toBe('$45.13'); // half up, not a float's
    expect(formatDocumentPrice('1.0050', 'each', 'en')).toBe('$1.01'); // 1.005 as a float is 1.00499…
    expect(formatDocumentPrice('89.5000', 'box', 'en')).toBe('$89.50');
    expect(formatDocumentPrice('0.1250', 'sq_ft', 'en')).toBe('$0.125');
    expect(formatDocumentPrice('3.4999', 'linear_yd', 'en')).toBe('$3.4999');
    expect(formatDocumentPrice('4.2500', 'sq_yd', 'en')).toBe('$4.25');
    expect(formatDocumentPrice('3.4999', 'hour', 'en')).toBe('$3.50');
    expect(formatDocumentPrice('1234567.0049', 'linear_ft', 'en')).toBe('$1,234,567.0049');
    expect(formatDocumentPrice('0.1250', 'sq_ft', 'pt').replace(/\s/g, ' ')).toBe('US$ 0,125');
    expect(formatDocumentPrice('45.1250', '', 'pt').replace(/\s/g, ' ')).toBe('US$ 45,13');
  });
  it('shows quantities and measures without padding zeros', () => {
    expect(formatDecimal('12.500', 'en')).toBe('12.5');
    expect(formatDecimal('22.50', 'en', 2)).toBe('22.5');
    expect(formatDecimal('1200.00', 'pt', 2)).toBe('1.200');
  });
  it('shows cents as dollars', () => {
    expect(formatCents(9629, 'en')).toBe('$96.29');
  });
});
