import { LANGUAGES, type Language } from '../../../lib/i18n.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * A card's age, short: minutes under an hour ("0m" … "59m"), hours under a day ("5h"), then days
 * ("3d"). The unit is the key of a translated text (`pipeline.age.<unit>`), filled with `n`.
 */
export function leadAge(createdAt: string, now: number): { unit: 'minutes' | 'hours' | 'days'; n: number } {
  const elapsed = Math.max(0, now - Date.parse(createdAt));
  if (elapsed < HOUR) return { unit: 'minutes', n: Math.floor(elapsed / 60_000) };
  if (elapsed < DAY) return { unit: 'hours', n: Math.floor(elapsed / HOUR) };
  return { unit: 'days', n: Math.floor(elapsed / DAY) };
}

const formatters = new Map<string, Intl.NumberFormat>();
function formatter(language: Language, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language}${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) formatters.set(key, (format = new Intl.NumberFormat(LANGUAGES[language], options)));
  return format;
}

/** US dollars without cents in the page's language: "$37,500" in English, "US$ 37.500" in Portuguese. */
export function formatMoney(amount: number, language: Language): string {
  return formatter(language, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(amount);
}

/** A whole number in the page's language: "1,200" / "1.200". */
export function formatNumber(n: number, language: Language): string {
  return formatter(language, { maximumFractionDigits: 0 }).format(n);
}
