import { describe, expect, it } from 'vitest';
import {
  addDays,
  addYears,
  dayInZone,
  daysBetween,
  isDay,
  monthStart,
  quarterStart,
  safeTimeZone,
  sundayOf,
  weekdayOf,
  yearStart,
} from './days.ts';

describe('addDays', () => {
  it('moves by whole calendar days across months, years, leap days and clock changes', () => {
    expect(addDays('2026-11-29', 14)).toBe('2026-12-13');
    expect(addDays('2027-01-02', -7)).toBe('2026-12-26');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDays('2026-03-05', 0)).toBe('2026-03-05');
  });

  it('rolls a day that does not exist over, and leaves a text that is not a day alone', () => {
    // isDay (features/labor/time.ts) relies on the roll-over: "2026-02-30" + 0 is not itself.
    expect(addDays('2026-02-30', 0)).toBe('2026-03-02');
    expect(addDays('2026-02-32', 1)).toBe('2026-03-05');
    expect(addDays('soon', 1)).toBe('soon');
  });
});

describe('calendar days', () => {
  it('move by whole days across months, years and clock changes', () => {
    expect(addDays('2026-11-29', 14)).toBe('2026-12-13');
    expect(addDays('2027-01-02', -7)).toBe('2026-12-26');
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });
  it('exist or not', () => {
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-13-01')).toBe(false);
    expect(isDay('26-11-01')).toBe(false);
    expect(isDay(null)).toBe(false);
  });
  it('find the Sunday that starts a workweek', () => {
    expect(weekdayOf('2026-11-29')).toBe(0);
    expect(sundayOf('2026-11-29')).toBe('2026-11-29');
    expect(sundayOf('2026-12-05')).toBe('2026-11-29');
    expect(sundayOf('2026-12-02')).toBe('2026-11-29');
    expect(sundayOf('2027-01-01')).toBe('2026-12-27');
  });
});

describe('months, quarters and years', () => {
  it('start a month, moved by whole months across year ends, from any day of it', () => {
    expect(monthStart('2026-03-31')).toBe('2026-03-01');
    expect(monthStart('2026-03-31', -1)).toBe('2026-02-01');
    expect(monthStart('2026-01-15', -1)).toBe('2025-12-01');
    expect(monthStart('2026-12-31', 1)).toBe('2027-01-01');
    expect(monthStart('2026-06-10', -11)).toBe('2025-07-01');
    expect(monthStart('not a day')).toBe('not a day');
  });

  it('start a quarter and a year', () => {
    expect(['2026-01-01', '2026-03-31', '2026-05-15', '2026-09-30', '2026-12-31'].map(quarterStart)).toEqual([
      '2026-01-01',
      '2026-01-01',
      '2026-04-01',
      '2026-07-01',
      '2026-10-01',
    ]);
    expect(yearStart('2026-08-09')).toBe('2026-01-01');
  });

  it('add whole years; Feb 29 becomes Mar 1 in a common year', () => {
    expect(addYears('2026-03-05', 5)).toBe('2031-03-05');
    expect(addYears('2028-02-29', 1)).toBe('2029-03-01');
    expect(addYears('2028-02-29', 4)).toBe('2032-02-29');
    expect(addYears('2026-01-01', -1)).toBe('2025-01-01');
  });
});

describe('daysBetween', () => {
  it('counts calendar days, across months, years and daylight-saving changes', () => {
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2026-11-27', '2026-10-28')).toBe(-30);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
  });
});

describe('dayInZone', () => {
  it("gives the instant's date on the zone's calendar", () => {
    // 02:30 UTC on the 5th is still the 4th in São Paulo (UTC-3) and in New York (UTC-5 in March).
    expect(dayInZone('2025-03-05T02:30:00Z', 'America/Sao_Paulo')).toBe('2025-03-04');
    expect(dayInZone('2025-03-05T02:30:00Z', 'America/New_York')).toBe('2025-03-04');
    expect(dayInZone('2025-03-05T02:30:00Z', 'Asia/Tokyo')).toBe('2025-03-05');
  });

  it('falls back to UTC for a zone the runtime does not know', () => {
    expect(safeTimeZone('Mars/Olympus_Mons')).toBe('UTC');
    expect(safeTimeZone('America/Chicago')).toBe('America/Chicago');
    expect(dayInZone('2025-03-05T02:30:00Z', 'Mars/Olympus_Mons')).toBe('2025-03-05');
  });
});
