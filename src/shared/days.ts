/**
 * Calendar days as the API and forms exchange them (YYYY-MM-DD): the one day arithmetic of the
 * server, the web and the tests. A day has no time zone; "today" is the company's (its zone).
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar day moved by whole days, free of any time zone and daylight-saving change; a day that
 * does not exist rolls over ("2026-02-30" is 2 March), a text that is not YYYY-MM-DD comes back as it is.
 */
export function addDays(day: string, days: number): string {
  const d = DAY.exec(day);
  if (!d) return day;
  return new Date(Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]) + days)).toISOString().slice(0, 10);
}

/** A calendar day plus whole years; Feb 29 becomes Mar 1 in a common year. */
export function addYears(day: string, years: number): string {
  const d = DAY.exec(day);
  if (!d) return day;
  return new Date(Date.UTC(Number(d[1]) + years, Number(d[2]) - 1, Number(d[3]))).toISOString().slice(0, 10);
}

/** The first day of the month holding a day, moved by whole months (negative: earlier). */
export function monthStart(day: string, months = 0): string {
  const d = DAY.exec(day);
  if (!d) return day;
  return new Date(Date.UTC(Number(d[1]), Number(d[2]) - 1 + months, 1)).toISOString().slice(0, 10);
}

/** The first day of the calendar quarter holding a day (January, April, July or October). */
export function quarterStart(day: string): string {
  const month = Number(day.slice(5, 7));
  return monthStart(day, -((month - 1) % 3));
}

/** The first day of the year holding a day. */
export const yearStart = (day: string): string => `${day.slice(0, 4)}-01-01`;

/** Whole days from one calendar day to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Whether a text is a calendar day that exists, as YYYY-MM-DD ("2026-02-30" is not). */
export const isDay = (text: string | null | undefined): text is string =>
  !!text && DAY.test(text) && addDays(text, 0) === text;

/** The day of the week of a calendar day: 0 Sunday … 6 Saturday. */
export function weekdayOf(day: string): number {
  const d = DAY.exec(day);
  if (!d) return Number.NaN;
  return new Date(Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]))).getUTCDay();
}

/** The Sunday that starts the week of a day (the day itself on a Sunday): workweeks and cash flow's weeks. */
export function sundayOf(day: string): string {
  return addDays(day, -weekdayOf(day));
}

/** The zone itself when this runtime knows it, else UTC (a bad zone must not break a page). */
export function safeTimeZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** The calendar day (YYYY-MM-DD) of an instant in a time zone: a company's day is its zone's. */
export function dayInZone(instant: string | Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: safeTimeZone(timeZone),
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
