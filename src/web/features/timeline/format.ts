import type { Language } from '../../lib/i18n.ts';

// Dates on the client's pages (timeline, gallery, showcase), with Intl only: no date-fns in these
// public chunks. English follows the spec's patterns to the letter; Portuguese reads naturally.

type When = string | Date;
const LOCALES: Record<Language, string> = { en: 'en-US', pt: 'pt-BR' };
const toDate = (when: When) => (when instanceof Date ? when : new Date(when));

function parts(when: When, language: Language, options: Intl.DateTimeFormatOptions): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of new Intl.DateTimeFormat(LOCALES[language], options).formatToParts(toDate(when))) {
    out[part.type] = part.value;
  }
  return out;
}

/** 'MMM d, yyyy h:mm a' (spec: a timeline event's creation), e.g. 'Mar 5, 2026 3:04 PM'. */
export function formatDateTime(when: When, language: Language): string {
  if (language === 'pt') {
    return new Intl.DateTimeFormat('pt-BR', { dateStyle: 'medium', timeStyle: 'short' }).format(toDate(when));
  }
  const p = parts(when, 'en', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
  return `${p.month} ${p.day}, ${p.year} ${p.hour}:${p.minute} ${p.dayPeriod}`;
}

/** 'MMM d, h:mm a' (spec: a timeline event's completion), e.g. 'Mar 5, 3:04 PM'. */
export function formatShortDateTime(when: When, language: Language): string {
  if (language === 'pt') {
    const p = parts(when, 'pt', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
    return `${p.day} ${(p.month ?? '').replace(/\.$/, '')}, ${p.hour}:${p.minute}`;
  }
  const p = parts(when, 'en', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
  return `${p.month} ${p.day}, ${p.hour}:${p.minute} ${p.dayPeriod}`;
}

/** A day, e.g. 'Mar 5, 2026' / '5 de mar. de 2026', in the visitor's time zone unless another is given. */
export function formatDate(when: When, language: Language, timeZone?: string): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium', timeZone }).format(toDate(when));
}

/** A calendar date ('YYYY-MM-DD', no time zone) as a local date; anything else as an instant. */
function calendarDate(when: When): Date {
  const match = typeof when === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(when) : null;
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : toDate(when);
}

/** Month and year, e.g. 'March 2026' / 'março de 2026'. */
export function formatMonthYear(when: When, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { month: 'long', year: 'numeric' }).format(calendarDate(when));
}

/** 'dd/MM' in both languages (spec: the showcase's photo dates). */
export function formatDayMonth(when: When): string {
  const date = toDate(when);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}`;
}

/** Plural keys `<key>_one` / `<key>_other`, chosen with Intl.PluralRules. */
export function pluralKey(key: string, count: number, language: Language): string {
  return `${key}_${new Intl.PluralRules(LOCALES[language]).select(count) === 'one' ? 'one' : 'other'}`;
}
