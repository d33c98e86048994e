import { addDays } from '../../../shared/days.ts';
import { LANGUAGES, type Language } from '../../lib/i18n.ts';

/**
 * Hours and minutes as a crew reads them: "7 h 30 min", "8 h", "45 min" (the same in Portuguese,
 * with its own digit grouping past a thousand hours).
 */
export function formatMinutes(minutes: number, language: Language): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  const h = `${new Intl.NumberFormat(LANGUAGES[language]).format(hours)} h`;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? h : `${h} ${rest} min`;
}

/** Hours in a payroll column: as formatMinutes, but none reads "0 h". */
export const formatHours = (minutes: number, language: Language) =>
  Math.round(minutes) <= 0 ? '0 h' : formatMinutes(minutes, language);

/** A running shift's length as "hh:mm:ss" (hours keep counting past 99). */
export function formatElapsed(milliseconds: number): string {
  const seconds = Math.max(0, Math.floor(milliseconds / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

/** A time of day in the user's language: "7:02 AM", "07:02". */
export function formatTime(iso: string | Date, language: Language): string {
  return new Intl.DateTimeFormat(LANGUAGES[language], { timeStyle: 'short' }).format(new Date(iso));
}

/** A UTC offset in minutes east of Greenwich as ISO 8601 writes it: -300 → "-05:00", 0 → "+00:00". */
export function formatOffset(minutesEast: number): string {
  const sign = minutesEast < 0 ? '-' : '+';
  const abs = Math.abs(minutesEast);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A local date and time (the browser's zone) as an ISO instant with its offset, or null when either is not valid. */
export function localInstant(day: string, time: string): string | null {
  const d = DAY.exec(day);
  const t = TIME.exec(time);
  if (!d || !t) return null;
  const date = new Date(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  if (Number.isNaN(date.getTime()) || date.getDate() !== Number(d[3])) return null;
  return isoWithOffset(date);
}

/** A moment as "2026-11-23T09:00:00-05:00": the browser's wall clock and its offset that day. */
export function isoWithOffset(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const wall =
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  return wall + formatOffset(-date.getTimezoneOffset());
}

/**
 * A typed-in shift's instants: its day with a start and an end time; an end earlier than the start
 * is on the next day (a night shift). Null when the day or a time is not valid.
 */
export function shiftInstants(day: string, start: string, end: string): { startedAt: string; endedAt: string } | null {
  const startedAt = localInstant(day, start);
  if (!startedAt || !TIME.test(end)) return null;
  const endDay = end < start ? addDays(day, 1) : day;
  const endedAt = localInstant(endDay, end);
  return endedAt ? { startedAt, endedAt } : null;
}

/** An instant's local day and time ("2026-11-23", "09:00"), to fill a form. */
export function localParts(iso: string): { day: string; time: string } {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    day: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`,
    time: `${pad(date.getHours())}:${pad(date.getMinutes())}`,
  };
}

/** Minutes worked by a typed-in shift, as the server counts them (whole minutes less the break); null when invalid. */
export function typedMinutes(day: string, start: string, end: string, breakMinutes: number): number | null {
  const shift = shiftInstants(day, start, end);
  if (!shift) return null;
  const length = Math.floor((Date.parse(shift.endedAt) - Date.parse(shift.startedAt)) / 60_000);
  return length - (Number.isFinite(breakMinutes) ? breakMinutes : 0);
}
