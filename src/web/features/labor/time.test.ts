import { describe, expect, it } from 'vitest';
import {
  formatElapsed,
  formatHours,
  formatMinutes,
  formatOffset,
  isoWithOffset,
  localInstant,
  localParts,
  shiftInstants,
  typedMinutes,
} from './time.ts';

describe('formatMinutes', () => {
  it('reads as hours and minutes, the same in both languages', () => {
    expect(formatMinutes(450, 'en')).toBe('7 h 30 min');
    expect(formatMinutes(450, 'pt')).toBe('7 h 30 min');
  });
  it('leaves out what is zero', () => {
    expect(formatMinutes(480, 'en')).toBe('8 h');
    expect(formatMinutes(45, 'en')).toBe('45 min');
    expect(formatMinutes(0, 'en')).toBe('0 min');
  });
  it('groups the digits of many hours in each language', () => {
    expect(formatMinutes(1234 * 60 + 5, 'en')).toBe('1,234 h 5 min');
    expect(formatMinutes(1234 * 60 + 5, 'pt')).toBe('1.234 h 5 min');
  });
});

describe('formatHours', () => {
  it('reads none as 0 h, the rest as formatMinutes', () => {
    expect(formatHours(0, 'en')).toBe('0 h');
    expect(formatHours(2400, 'pt')).toBe('40 h');
    expect(formatHours(45, 'en')).toBe('45 min');
  });
});

describe('formatElapsed', () => {
  it('is hh:mm:ss', () => {
    expect(formatElapsed(0)).toBe('00:00:00');
    expect(formatElapsed(3_723_999)).toBe('01:02:03');
    expect(formatElapsed(100 * 3_600_000)).toBe('100:00:00');
  });
  it('never runs backwards past zero (a phone clock a little behind the server)', () => {
    expect(formatElapsed(-5000)).toBe('00:00:00');
  });
});

describe('instants typed in', () => {
  it('writes a UTC offset as ISO 8601 does', () => {
    expect(formatOffset(-300)).toBe('-05:00');
    expect(formatOffset(0)).toBe('+00:00');
    expect(formatOffset(330)).toBe('+05:30');
    expect(formatOffset(-210)).toBe('-03:30');
  });

  it("is the browser's wall clock with its own offset that day", () => {
    const iso = localInstant('2026-11-23', '09:05')!;
    expect(iso).toMatch(/^2026-11-23T09:05:00[+-]\d{2}:\d{2}$/);
    expect(Date.parse(iso)).toBe(new Date(2026, 10, 23, 9, 5).getTime());
    // Summer and winter each get the offset of their own day.
    for (const day of ['2026-01-15', '2026-07-15']) {
      const [y, m, d] = day.split('-').map(Number);
      expect(Date.parse(localInstant(day, '12:00')!)).toBe(new Date(y!, m! - 1, d, 12).getTime());
    }
    const moment = new Date(2026, 6, 4, 18, 30, 15);
    expect(Date.parse(isoWithOffset(moment))).toBe(moment.getTime());
  });

  it('refuses days and times that do not exist', () => {
    expect(localInstant('2026-02-30', '09:00')).toBeNull();
    expect(localInstant('2026-11-23', '24:00')).toBeNull();
    expect(localInstant('2026-11-23', '9:00')).toBeNull();
    expect(localInstant('', '09:00')).toBeNull();
  });

  it('puts an end earlier than the start on the next day (a night shift)', () => {
    const day = shiftInstants('2026-11-23', '07:00', '15:30')!;
    expect(day.startedAt).toMatch(/^2026-11-23T07:00:00/);
    expect(day.endedAt).toMatch(/^2026-11-23T15:30:00/);
    const night = shiftInstants('2026-12-31', '22:00', '06:00')!;
    expect(night.endedAt).toMatch(/^2027-01-01T06:00:00/);
    expect(shiftInstants('2026-11-23', '07:00', 'late')).toBeNull();
  });

  it('counts the minutes worked as the server does', () => {
    expect(typedMinutes('2026-11-23', '07:00', '15:30', 30)).toBe(480);
    expect(typedMinutes('2026-11-23', '22:00', '06:00', 0)).toBe(480);
    expect(typedMinutes('2026-11-23', '07:00', '', 0)).toBeNull();
  });

  it('reads an instant back as a local day and time, for the form', () => {
    expect(localParts(localInstant('2026-11-23', '07:45')!)).toEqual({ day: '2026-11-23', time: '07:45' });
  });
});
