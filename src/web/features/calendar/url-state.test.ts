import { describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/days.ts';
import { locationFromParams, locationShows, paramsWithLocation, parseDay, stepDate, viewOfFc } from './url-state.ts';

const env = { today: '2026-11-23', phone: false };
const params = (query: string) => new URLSearchParams(query);

describe('calendar URL', () => {
  it('reads the view and date from the URL', () => {
    expect(locationFromParams(params('view=week&date=2026-12-01'), env)).toEqual({ view: 'week', date: '2026-12-01' });
    expect(locationFromParams(params('view=day&date=2027-01-31'), env)).toEqual({ view: 'day', date: '2027-01-31' });
  });

  it('opens today, in the month view on desktops and the day view on phones', () => {
    expect(locationFromParams(params(''), env)).toEqual({ view: 'month', date: '2026-11-23' });
    expect(locationFromParams(params(''), { ...env, phone: true })).toEqual({ view: 'day', date: '2026-11-23' });
    // An explicit view wins on phones too.
    expect(locationFromParams(params('view=month'), { ...env, phone: true }).view).toBe('month');
  });

  it('ignores unknown views and impossible dates', () => {
    expect(locationFromParams(params('view=year&date=2026-02-30'), env)).toEqual({ view: 'month', date: '2026-11-23' });
    expect(locationFromParams(params('date=23/11/2026'), env).date).toBe('2026-11-23');
    expect(locationFromParams(params('date=0000-01-01'), env).date).toBe('2026-11-23');
    expect(parseDay('2028-02-29')).toBe('2028-02-29');
    expect(parseDay('2027-02-29')).toBeUndefined();
  });

  it('writes the view and date back, keeping the other parameters', () => {
    const next = paramsWithLocation(params('member=u1&view=month&date=2026-11-01'), {
      view: 'day',
      date: '2026-11-25',
    });
    expect(Object.fromEntries(next)).toEqual({ member: 'u1', view: 'day', date: '2026-11-25' });
  });

  it('round-trips through the URL', () => {
    const location = { view: 'week', date: '2026-03-08' } as const;
    expect(locationFromParams(paramsWithLocation(params(''), location), env)).toEqual(location);
  });

  it('knows when the URL already shows the calendar (any day of the period)', () => {
    const weekStart = new Date(2026, 10, 22);
    const weekEnd = new Date(2026, 10, 29);
    expect(locationShows({ view: 'week', date: '2026-11-25' }, 'week', weekStart, weekEnd)).toBe(true);
    expect(locationShows({ view: 'week', date: '2026-11-22' }, 'week', weekStart, weekEnd)).toBe(true);
    expect(locationShows({ view: 'week', date: '2026-11-29' }, 'week', weekStart, weekEnd)).toBe(false);
    expect(locationShows({ view: 'month', date: '2026-11-25' }, 'week', weekStart, weekEnd)).toBe(false);
  });

  it('steps by a day, a week or to the next month', () => {
    expect(stepDate({ view: 'day', date: '2026-12-31' }, 1)).toBe('2027-01-01');
    expect(stepDate({ view: 'week', date: '2026-03-05' }, 1)).toBe('2026-03-12');
    expect(stepDate({ view: 'week', date: '2026-03-05' }, -1)).toBe('2026-02-26');
    expect(stepDate({ view: 'month', date: '2026-01-31' }, 1)).toBe('2026-02-01');
    expect(stepDate({ view: 'month', date: '2026-01-15' }, -1)).toBe('2025-12-01');
  });

  it('counts calendar days across daylight-saving changes', () => {
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDays('2026-11-01', -1)).toBe('2026-10-31');
  });

  it("maps FullCalendar's view names", () => {
    expect(viewOfFc('dayGridMonth')).toBe('month');
    expect(viewOfFc('timeGridWeek')).toBe('week');
    expect(viewOfFc('timeGridDay')).toBe('day');
    expect(viewOfFc('listWeek')).toBeUndefined();
  });
});
