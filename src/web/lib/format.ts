import { LANGUAGES, type Language } from './i18n.ts';

type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** Spec section 9: US dollars, two fraction digits, none when compact ("$5K", "US$ 5 mil"). */
export function formatMoney(amount: number, language: Language, { compact = false } = {}): string {
  return new Intl.NumberFormat(LANGUAGES[language], {
    style: 'currency',
    currency: 'USD',
    notation: compact ? 'compact' : 'standard',
    minimumFractionDigits: compact ? 0 : 2,
    maximumFractionDigits: compact ? 0 : 2,
  }).format(amount);
}

/**
 * A unit price or cost for display: dollars with 2 to 4 decimals ("$3.4999", "$6.50"). The decimal
 * text becomes a number only here, to be shown; nothing is computed from it. The catalog's figure.
 */
export function formatUnitPrice(text: string, language: Language): string {
  return new Intl.NumberFormat(LANGUAGES[language], {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  }).format(Number(text));
}

/** A decimal text (quantity, measure) for display without padding zeros: "12.500" → "12.5" ("12,5"). */
export function formatDecimal(text: string, language: Language, maximumFractionDigits = 3): string {
  return new Intl.NumberFormat(LANGUAGES[language], { maximumFractionDigits }).format(Number(text));
}

/** "Mar 12, 2025" style, in the user's language. */
export function formatDate(iso: string | Date, language: Language): string {
  return new Intl.DateTimeFormat(LANGUAGES[language], { dateStyle: 'medium' }).format(new Date(iso));
}

export function formatDateTime(iso: string | Date, language: Language): string {
  return new Intl.DateTimeFormat(LANGUAGES[language], { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

/** A calendar date (YYYY-MM-DD) as that same day wherever the browser is (not shifted by the time zone). */
export function parseDay(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The local calendar date of a moment, as YYYY-MM-DD. */
export function dayOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "3 hours ago", "há 3 horas"; under a minute "now" / "agora". */
export function relativeTime(iso: string | Date, now: Date, language: Language): string {
  const seconds = (new Date(iso).getTime() - now.getTime()) / 1000;
  const format = new Intl.RelativeTimeFormat(LANGUAGES[language], { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(0, 'second');
}

/** `key.one` for 1, else `key.other`, with {{count}} filled in. */
export function plural(t: Translate, key: string, count: number, vars: Record<string, string | number> = {}): string {
  return t(`${key}.${count === 1 ? 'one' : 'other'}`, { count, ...vars });
}
