import { addDays } from '../../../shared/days.ts';

/**
 * The calendar's place in the URL (`?view=week&date=2026-11-23`), so a reload, a shared link and the
 * browser's back button show the same days. Dates are the browser's local calendar days.
 */
export const CALENDAR_VIEWS = ['month', 'week', 'day'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** FullCalendar's view names for ours. */
export const FC_VIEW = {
  month: 'dayGridMonth',
  week: 'timeGridWeek',
  day: 'timeGridDay',
} as const satisfies Record<CalendarView, string>;

export function viewOfFc(fcView: string): CalendarView | undefined {
  return CALENDAR_VIEWS.find((view) => FC_VIEW[view] === fcView);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A Date's local calendar day as YYYY-MM-DD. */
export function localDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A Date's local time of day as HH:mm. */
export function localTime(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** YYYY-MM-DD that names a real day (2026-02-30 does not), else undefined. */
export function parseDay(text: string | null | undefined): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text ?? '');
  if (!m) return undefined;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1900 || year > 2999) return undefined;
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? text! : undefined;
}

/** Local midnight of a YYYY-MM-DD day. */
export function dayStart(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date);
}

export interface CalendarLocation {
  view: CalendarView;
  date: string;
}

/**
 * Where the calendar opens: the URL's view and date when valid; otherwise today, in the day view on
 * phones (a week of columns does not fit 390 px) and the month view elsewhere.
 */
export function locationFromParams(
  params: URLSearchParams,
  { today, phone }: { today: string; phone: boolean },
): CalendarLocation {
  const raw = params.get('view');
  const view = CALENDAR_VIEWS.find((v) => v === raw) ?? (phone ? 'day' : 'month');
  return { view, date: parseDay(params.get('date')) ?? today };
}

/** The URL's parameters showing this view and date (others, like the member filter, kept). */
export function paramsWithLocation(params: URLSearchParams, location: CalendarLocation): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('view', location.view);
  next.set('date', location.date);
  return next;
}

/**
 * Whether the URL already shows what FullCalendar shows: the same view, and a date inside the
 * view's current period (`?date=2026-11-25` is the week of the 22nd; no need to rewrite it).
 */
export function locationShows(location: CalendarLocation, view: CalendarView, currentStart: Date, currentEnd: Date) {
  if (location.view !== view) return false;
  const at = dayStart(location.date).getTime();
  return at >= currentStart.getTime() && at < currentEnd.getTime();
}

/** A date in the previous or next period (day, week or month), for the toolbar's arrows. */
export function stepDate(location: CalendarLocation, direction: 1 | -1): string {
  if (location.view === 'day') return addDays(location.date, direction);
  if (location.view === 'week') return addDays(location.date, 7 * direction);
  const date = dayStart(location.date);
  return localDay(new Date(date.getFullYear(), date.getMonth() + direction, 1));
}
