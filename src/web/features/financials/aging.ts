import { daysBetween } from '../../../shared/days.ts';
import { AGING_BUCKETS, type AgingBucket } from '../../../shared/financials.ts';
import type { Language } from '../../lib/i18n.ts';
import { formatCents, formatDay } from '../../../shared/format.ts';
import type { Aging } from './api.ts';

type Translate = (key: string, vars?: Record<string, string | number>) => string;

/**
 * Each bucket's bar colour, from the shared tokens only (ADR 0020): not yet due in the success
 * colour, then warmer the later it gets, the oldest in the danger text colour.
 */
export const AGING_TONES: Record<AgingBucket, string> = {
  current: 'bg-success',
  days_1_30: 'bg-warning',
  days_31_60: 'bg-warning-text',
  days_61_90: 'bg-destructive',
  days_over_90: 'bg-danger-text',
};

/** The least width (percent) of a bar whose bucket holds anything, so a small amount still shows. */
export const MIN_BAR_PERCENT = 2;

export const isAgingBucket = (value: string | null): value is AgingBucket =>
  (AGING_BUCKETS as readonly (string | null)[]).includes(value);

/**
 * Each bucket's share of everything owed, in percent (0 to 100, one decimal), as the chart draws its
 * bars: an empty bucket 0, any other at least MIN_BAR_PERCENT. Nothing owed: every bar 0.
 */
export function barWidths(aging: Aging): Record<AgingBucket, number> {
  const total = aging.reduce((sum, bucket) => sum + Math.max(bucket.balanceCents, 0), 0);
  const widths = Object.fromEntries(AGING_BUCKETS.map((bucket) => [bucket, 0])) as Record<AgingBucket, number>;
  if (total <= 0) return widths;
  for (const { bucket, balanceCents } of aging) {
    if (balanceCents <= 0) continue;
    const share = Math.round((balanceCents / total) * 1000) / 10;
    widths[bucket] = Math.min(100, Math.max(MIN_BAR_PERCENT, share));
  }
  return widths;
}

/** Each bucket's share of everything owed as a whole percent, for the figures table (0 when nothing is owed). */
export function sharePercent(balanceCents: number, totalCents: number): number {
  return totalCents > 0 ? Math.round((balanceCents / totalCents) * 100) : 0;
}

/** Whole days an invoice due on `dueDate` is late on `today` (0 when not yet due). */
export const daysLate = (dueDate: string, today: string): number => Math.max(0, daysBetween(dueDate, today));

/**
 * The reminder's message, prefilled for the member to edit: "Friendly reminder: invoice INV-0003 for
 * $450.00 was due on Dec 1, 2026." (or "is due on", when the date has not passed yet).
 */
export function reminderMessage(
  t: Translate,
  language: Language,
  invoice: { displayNumber: string; balanceCents: number; dueDate: string },
  today: string,
): string {
  const late = daysBetween(invoice.dueDate, today) > 0;
  return t(late ? 'financials.reminder.messagePast' : 'financials.reminder.messageUpcoming', {
    number: invoice.displayNumber,
    amount: formatCents(invoice.balanceCents, language),
    date: formatDay(invoice.dueDate, language),
  });
}
