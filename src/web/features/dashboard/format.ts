import { dayInZone, safeTimeZone } from '../../../shared/days.ts';
import { LANGUAGES, type Language } from '../../lib/i18n.ts';

type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** `key.zero` for 0, `key.one` for 1, else `key.other`, with {{count}} filled in ("No jobs", "1 job", "3 jobs"). */
export function countText(t: Translate, key: string, count: number): string {
  const form = count === 0 ? 'zero' : count === 1 ? 'one' : 'other';
  return t(`${key}.${form}`, { count });
}

/**
 * A job's scheduled start as the company's clock shows it: "8:00 AM" / "08:00". With the day too
 * when it is not `today` (a job that began on an earlier day), and with the zone's name when the
 * viewer's browser is in another zone, so a time is never read on the wrong clock.
 */
export function formatStartTime(
  instant: string,
  { timeZone, today, language, showZone }: { timeZone: string; today: string; language: Language; showZone: boolean },
): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  const zone = safeTimeZone(timeZone);
  const otherDay = dayInZone(date, zone) !== today;
  return new Intl.DateTimeFormat(LANGUAGES[language], {
    timeZone: zone,
    // Brazil writes 08:00; the US 8:00 AM.
    hour: language === 'pt' ? '2-digit' : 'numeric',
    minute: '2-digit',
    ...(otherDay ? { month: 'short', day: 'numeric' } : {}),
    ...(showZone ? { timeZoneName: 'short' } : {}),
  }).format(date);
}

/** Whether the browser's own zone differs from the company's (then times carry the zone's name). */
export function isOtherZone(timeZone: string, browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone): boolean {
  return safeTimeZone(timeZone) !== browserZone;
}

/** A whole number in the page's language: "1,200" / "1.200". */
export function formatNumber(n: number, language: Language): string {
  return new Intl.NumberFormat(LANGUAGES[language], { maximumFractionDigits: 0 }).format(n);
}
