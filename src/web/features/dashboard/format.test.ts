import { describe, expect, it } from 'vitest';
import { countText, formatNumber, formatStartTime, isOtherZone } from './format.ts';

const t = (key: string, vars: Record<string, string | number> = {}) =>
  `${key}(${Object.entries(vars)
    .map(([k, v]) => `${k}=${v}`)
    .join(',')})`;

// Normalise the narrow no-break spaces some ICU versions put before AM/PM.
const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

describe('countText', () => {
  it('chooses zero, one or other and fills in the count', () => {
    expect(countText(t, 'dashboard.todayCount', 0)).toBe('dashboard.todayCount.zero(count=0)');
    expect(countText(t, 'dashboard.todayCount', 1)).toBe('dashboard.todayCount.one(count=1)');
    expect(countText(t, 'dashboard.todayCount', 2)).toBe('dashboard.todayCount.other(count=2)');
    expect(countText(t, 'dashboard.todayCount', 21)).toBe('dashboard.todayCount.other(count=21)');
  });
});

describe('formatStartTime', () => {
  const base = { today: '2025-03-04', showZone: false } as const;

  it("shows the time on the company's clock, not the browser's or UTC", () => {
    // 11:00 UTC is 08:00 in São Paulo and 06:00 in New York (EST, before the 9 March change).
    const start = '2025-03-04T11:00:00Z';
    expect(plain(formatStartTime(start, { ...base, timeZone: 'America/Sao_Paulo', language: 'en' }))).toBe('8:00 AM');
    expect(formatStartTime(start, { ...base, timeZone: 'America/Sao_Paulo', language: 'pt' })).toBe('08:00');
    expect(plain(formatStartTime(start, { ...base, timeZone: 'America/New_York', language: 'en' }))).toBe('6:00 AM');
    expect(formatStartTime('2025-03-04T17:30:00Z', { ...base, timeZone: 'America/Sao_Paulo', language: 'pt' })).toBe(
      '14:30',
    );
  });

  it('adds the day when the job started on another day', () => {
    const text = plain(
      formatStartTime('2025-03-03T11:00:00Z', { ...base, timeZone: 'America/Sao_Paulo', language: 'en' }),
    );
    expect(text).toContain('Mar 3');
    expect(text).toContain('8:00 AM');
  });

  it("names the zone when the viewer's browser is elsewhere", () => {
    const text = plain(
      formatStartTime('2025-03-04T11:00:00Z', {
        ...base,
        showZone: true,
        timeZone: 'America/New_York',
        language: 'en',
      }),
    );
    expect(text).toBe('6:00 AM EST');
  });

  it('shows nothing for a start that is not a date', () => {
    expect(formatStartTime('not a date', { ...base, timeZone: 'UTC', language: 'en' })).toBe('');
  });
});

describe('isOtherZone', () => {
  it("compares the company's zone with the browser's", () => {
    expect(isOtherZone('America/Sao_Paulo', 'America/Sao_Paulo')).toBe(false);
    expect(isOtherZone('America/Sao_Paulo', 'Europe/Lisbon')).toBe(true);
  });
});

describe('formatNumber', () => {
  it("groups thousands in the page's language", () => {
    expect(formatNumber(1200, 'en')).toBe('1,200');
    expect(formatNumber(1200, 'pt')).toBe('1.200');
  });
});
