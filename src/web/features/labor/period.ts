import { addDays, daysBetween, isDay, sundayOf, weekdayOf } from '../../../shared/days.ts';
import { PAY_FREQUENCIES, PAY_PERIOD_DAYS, type PayFrequency } from '../../../shared/labor.ts';
import { LANGUAGES, type Language } from '../../lib/i18n.ts';
import { parseDay } from '../../lib/format.ts';

/**
 * Pay periods on the payroll page: they start on a Sunday and last one or two weeks. Two-week periods
 * follow one fixed rhythm (every other Sunday counted from Sunday 4 January 1970), so that the
 * periods a company steps through never overlap, whatever week it opens the page in.
 */
const ANCHOR = '1970-01-04';

export const isFrequency = (value: string | null): value is PayFrequency =>
  (PAY_FREQUENCIES as readonly (string | null)[]).includes(value);

/** The pay period of a frequency that holds a day. */
export function periodStartOf(day: string, frequency: PayFrequency): string {
  const sunday = sundayOf(day);
  if (frequency === 'weekly') return sunday;
  const weeks = Math.floor(daysBetween(ANCHOR, sunday) / 7);
  return weeks % 2 === 0 ? sunday : addDays(sunday, -7);
}

/** The last day of the period that starts on `start`. */
export const periodEndOf = (start: string, frequency: PayFrequency) => addDays(start, PAY_PERIOD_DAYS[frequency] - 1);

/** The period before (-1) or after (+1) the one that starts on `start`. */
export const shiftPeriod = (start: string, frequency: PayFrequency, direction: -1 | 1) =>
  addDays(start, direction * PAY_PERIOD_DAYS[frequency]);

/** A `start` from the address bar when it is a real Sunday, else the period holding `today`. */
export function periodFromParam(param: string | null, frequency: PayFrequency, today: string): string {
  if (isDay(param) && weekdayOf(param) === 0) return param;
  return periodStartOf(today, frequency);
}

/** "Nov 29 – Dec 12, 2026" in the user's language. */
export function formatPeriod(start: string, end: string, language: Language): string {
  const from = parseDay(start);
  const to = parseDay(end);
  if (!from || !to) return `${start} – ${end}`;
  return new Intl.DateTimeFormat(LANGUAGES[language], { dateStyle: 'medium' }).formatRange(from, to);
}
