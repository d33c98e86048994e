import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DATE_MESSAGES,
  isoDate,
  optionalPastDay,
  optionalPlannedDay,
  pastDay,
  pastDayWith,
  pastInstant,
  plannedDay,
  plannedInstant,
  requiredDate,
} from './validation.ts';

// Dates people type, bounded by their kind (ADR 0040), on a fixed "now": 28 Nov 2026, 15:00 UTC.
const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? 'ok' : result.error!.issues[0]!.message;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-28T15:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a day something happened (payments, bills, receipts)', () => {
  it('is within the last 10 years and not after tomorrow in any time zone', () => {
    const cases: [string, string][] = [
      ['0000-01-01', DATE_MESSAGES.dateYears],
      ['1900-01-01', DATE_MESSAGES.dateTooOld],
      ['2016-11-27', DATE_MESSAGES.dateTooOld],
      ['2016-11-28', 'ok'],
      ['2026-11-28', 'ok'],
      // Kiritimati (UTC+14) is already on the 29th: its tomorrow is the 30th.
      ['2026-11-30', 'ok'],
      ['2026-12-01', DATE_MESSAGES.dateInFuture],
      ['2999-01-01', DATE_MESSAGES.dateInFuture],
      ['yesterday', 'Invalid ISO date'],
    ];
    for (const [day, expected] of cases) expect(messageOf(pastDay.safeParse(day)), day).toBe(expected);
  });

  it('blank means none (the default, today); a field may say it in its own words', () => {
    expect(optionalPastDay.parse('')).toBeNull();
    expect(optionalPastDay.parse(undefined)).toBeUndefined();
    expect(messageOf(optionalPastDay.safeParse('2999-01-01'))).toBe(DATE_MESSAGES.dateInFuture);
    expect(messageOf(pastDayWith('Not yet').safeParse('2027-01-01'))).toBe('Not yet');
    expect(messageOf(pastDayWith('Not yet').safeParse('1999-01-01'))).toBe(DATE_MESSAGES.dateTooOld);
  });

  it('as an instant (a shift), the same window', () => {
    expect(messageOf(pastInstant.safeParse('1900-01-01T08:00:00Z'))).toBe(DATE_MESSAGES.dateTooOld);
    expect(messageOf(pastInstant.safeParse('2026-11-28T08:00:00-05:00'))).toBe('ok');
    expect(messageOf(pastInstant.safeParse('2999-01-01T08:00:00Z'))).toBe(DATE_MESSAGES.dateInFuture);
  });
});

describe('a day planned or agreed (due dates, schedules, follow-ups)', () => {
  it('is within 10 years back and 5 years ahead', () => {
    const cases: [string, string][] = [
      ['2016-11-27', DATE_MESSAGES.dateTooOld],
      ['2020-03-01', 'ok'],
      ['2031-11-28', 'ok'],
      ['2031-11-29', DATE_MESSAGES.dateTooFarAhead],
      ['2999-01-01', DATE_MESSAGES.dateTooFarAhead],
    ];
    for (const [day, expected] of cases) expect(messageOf(plannedDay.safeParse(day)), day).toBe(expected);
    expect(optionalPlannedDay.parse('')).toBeNull();
    expect(messageOf(plannedInstant.safeParse('2027-06-01T13:00:00Z'))).toBe('ok');
    expect(messageOf(plannedInstant.safeParse('2999-06-01T13:00:00Z'))).toBe(DATE_MESSAGES.dateTooFarAhead);
  });
});

describe('filters and report ranges', () => {
  it('still read any year from 1900 to 2999', () => {
    expect(messageOf(requiredDate.safeParse('1900-01-01'))).toBe('ok');
    expect(messageOf(isoDate.safeParse('2999-12-31'))).toBe('ok');
    expect(messageOf(requiredDate.safeParse('1899-12-31'))).toBe(DATE_MESSAGES.dateYears);
  });
});
