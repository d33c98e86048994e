import { addDays, addYears, monthStart, quarterStart, yearStart } from '../../../shared/days.ts';
import { CASH_FLOW_INTERVALS, type CashFlowInterval } from '../../../shared/financials.ts';
import { barFromZero, yOf, type Bar, type Plot, type Scale } from '../../components/charts/scale.ts';
import { parseDay } from '../../lib/format.ts';
import { LANGUAGES, type Language } from '../../lib/i18n.ts';
import type { CashFlow, CashFlowQuery } from './api.ts';

/**
 * The cash flow page's pure rules: its address (interval and range preset), the ranges the presets
 * stand for, period labels, and the flow chart's shapes. Money stays in integer cents.
 */

/** The ranges a member picks from: the last 12 periods (the server's default), or a calendar span. */
export const CASH_FLOW_PRESETS = ['recent', 'thisMonth', 'thisQuarter', 'thisYear', 'lastYear'] as const;
export type CashFlowPreset = (typeof CASH_FLOW_PRESETS)[number];

export const isCashFlowInterval = (value: string | null): value is CashFlowInterval =>
  (CASH_FLOW_INTERVALS as readonly (string | null)[]).includes(value);
export const isCashFlowPreset = (value: string | null): value is CashFlowPreset =>
  (CASH_FLOW_PRESETS as readonly (string | null)[]).includes(value);

/**
 * The range of a preset on `today` (YYYY-MM-DD): `recent` leaves both ends to the server (the last 12
 * weeks or months to the company's today); the others run from the first day of this month, quarter
 * or year (their end left to the server: the company's today), or cover all of last year.
 */
export function presetRange(preset: CashFlowPreset, today: string): { from?: string; to?: string } {
  switch (preset) {
    case 'recent':
      return {};
    case 'thisMonth':
      return { from: monthStart(today) };
    case 'thisQuarter':
      return { from: quarterStart(today) };
    case 'thisYear':
      return { from: yearStart(today) };
    case 'lastYear':
      return { from: addYears(yearStart(today), -1), to: addDays(yearStart(today), -1) };
  }
}

/** The query of an interval and preset on `today`. */
export const cashFlowQuery = (interval: CashFlowInterval, preset: CashFlowPreset, today: string): CashFlowQuery => ({
  interval,
  ...presetRange(preset, today),
});

const dayFormat = (language: Language, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(LANGUAGES[language], options);

/** A period's short name under its bar: "Mar 1" for the week from Sunday Mar 1, "Mar" for a month ("Jan 2027" in January). */
export function periodAxisLabel(start: string, interval: CashFlowInterval, language: Language): string {
  const date = parseDay(start);
  if (!date) return start;
  if (interval === 'week') return dayFormat(language, { month: 'short', day: 'numeric' }).format(date);
  return dayFormat(language, date.getMonth() === 0 ? { month: 'short', year: 'numeric' } : { month: 'short' }).format(
    date,
  );
}

/** A period in full: "Mar 1 – 7, 2026" for a week (its days in the range), "March 2026" for a month. */
export function periodLabel(
  period: { start: string; end: string },
  interval: CashFlowInterval,
  language: Language,
): string {
  const from = parseDay(period.start);
  const to = parseDay(period.end);
  if (!from || !to) return `${period.start} – ${period.end}`;
  if (interval === 'month') return dayFormat(language, { month: 'long', year: 'numeric' }).format(from);
  return formatDays(period.start, period.end, language);
}

/** A span of days: "Mar 1 – Apr 18, 2026"; one day alone when both ends are the same. */
export function formatDays(start: string, end: string, language: Language): string {
  const from = parseDay(start);
  const to = parseDay(end);
  if (!from || !to) return `${start} – ${end}`;
  const format = dayFormat(language, { dateStyle: 'medium' });
  return start === end ? format.format(from) : format.formatRange(from, to);
}

/** Cents as an axis label, short: "$250", "$2.5K", "-$1K", "US$ 5 mil". */
export const axisMoney = (cents: number, language: Language) =>
  new Intl.NumberFormat(LANGUAGES[language], {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  }).format(cents / 100);

/** A row the charts draw: money in (up), money out (down) and the balance at its end. */
export interface FlowRow {
  key: string;
  label: string;
  inCents: number;
  outCents: number;
  balanceCents: number;
}

/** One period's drawing: its two bars (in above zero, out below it) and its balance point. */
export interface FlowShape {
  key: string;
  /** The centre of its band (the axis label, the balance point). */
  x: number;
  inBar: Bar;
  outBar: Bar;
  balanceY: number;
}

/**
 * Each row's bars and balance point: rows share the plot's width in equal bands, the in bar on the
 * left of its band and the out bar (drawn downwards, as money leaving) on the right. Bars use the
 * flow scale; the balance its own (it can be far larger than a period's flows).
 */
export function flowShapes(rows: FlowRow[], plot: Plot, flows: Scale, balance: Scale): FlowShape[] {
  const band = rows.length ? plot.width / rows.length : 0;
  const barWidth = Math.max(1, Math.min(28, band * 0.36));
  return rows.map((row, i) => {
    const x = plot.left + band * i + band / 2;
    return {
      key: row.key,
      x,
      inBar: barFromZero(x - barWidth - 1, barWidth, row.inCents, flows, plot),
      outBar: barFromZero(x + 1, barWidth, -row.outCents, flows, plot),
      balanceY: yOf(row.balanceCents, balance, plot.top, plot.height),
    };
  });
}

/** Whether the company has any money recorded or expected at all (else the page shows its empty state). */
export const hasAnyMoney = (flow: CashFlow) =>
  flow.openingBalanceCents !== 0 ||
  flow.currentBalanceCents !== 0 ||
  flow.periods.some((p) => p.paymentsCents !== 0 || p.refundsCents !== 0 || p.outCents !== 0) ||
  flow.projection.expectedInCents !== 0 ||
  flow.projection.expectedOutCents !== 0;
