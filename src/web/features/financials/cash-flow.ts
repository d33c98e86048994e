import { CASH_FLOW_INTERVALS, cashFlowPeriodStart, type CashFlowInterval } from '../../../shared/financials.ts';
import { parseDay } from '../../lib/format.ts';
import { LANGUAGES, type Language } from '../../lib/i18n.ts';
import type { CashFlow, CashFlowQuery } from './api.ts';

/**
 * The cash flow page's pure rules: its address (interval and range preset), the ranges the presets
 * stand for, period labels, and the charts' scales and shapes. Money stays in integer cents.
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
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  switch (preset) {
    case 'recent':
      return {};
    case 'thisMonth':
      return { from: cashFlowPeriodStart(today, 'month') };
    case 'thisQuarter':
      return { from: `${year}-${String(month - ((month - 1) % 3)).padStart(2, '0')}-01` };
    case 'thisYear':
      return { from: `${year}-01-01` };
    case 'lastYear':
      return { from: `${year - 1}-01-01`, to: `${year - 1}-12-31` };
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

/** The most labels an axis shows. */
const MAX_TICKS = 6;

/** A chart axis: from `min` to `max` cents (zero always inside), in `step`s, with each tick's value. */
export interface Scale {
  min: number;
  max: number;
  step: number;
  ticks: number[];
}

/** The least step an axis moves by: a whole dollar. */
const MIN_STEP = 100;

/**
 * A "nice" axis over values (cents): zero included, about `count` steps of 1, 2, 2.5 or 5 times a
 * power of ten (at least a dollar), the ends on whole steps. Nothing but zeros: $0 to $100.
 */
export function niceScale(values: number[], count = 4): Scale {
  const lo = Math.min(0, ...values);
  const hi = Math.max(0, ...values);
  if (lo === hi) return { min: 0, max: 100_00, step: 25_00, ticks: [0, 25_00, 50_00, 75_00, 100_00] };
  const rough = (hi - lo) / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(MIN_STEP, ([1, 2, 2.5, 5, 10].find((f) => f * power >= rough) ?? 10) * power);
  const min = Math.floor(lo / step) * step;
  const max = Math.ceil(hi / step) * step;
  const ticks: number[] = [];
  for (let tick = min; tick <= max + step / 2; tick += step) ticks.push(Math.round(tick));
  return { min, max, step, ticks };
}

/**
 * Two scales drawn over each other (the flows and the balance), widened so that their zero falls at
 * the same height: a balance of $0 then sits on the bars' zero line. The share of the height above
 * zero is the mean of the two scales' own, kept between 10 % and 90 % when one scale reaches below
 * zero and one above, so that neither side is squashed flat.
 */
export function alignZero(a: Scale, b: Scale): [Scale, Scale] {
  const above = (s: Scale) => s.max / (s.max - s.min);
  const anyBelow = a.min < 0 || b.min < 0;
  const anyAbove = a.max > 0 || b.max > 0;
  let share = (above(a) + above(b)) / 2;
  if (anyBelow && anyAbove) share = Math.min(0.9, Math.max(0.1, share));
  const widened = (s: Scale): Scale => {
    if (share >= 1 || share <= 0) return s;
    const max = Math.max(s.max, (-s.min * share) / (1 - share));
    const min = -Math.max(-s.min, (s.max * (1 - share)) / share);
    // Widened, the axis keeps its labels few: every n-th step, zero always among them.
    const first = Math.ceil(min / s.step);
    const every = Math.ceil((Math.floor(max / s.step) - first + 1) / MAX_TICKS);
    const step = s.step * every;
    const ticks: number[] = [];
    for (let tick = Math.ceil(min / step) * step; tick <= max; tick += step) ticks.push(Math.round(tick) || 0);
    return { min, max, step, ticks };
  };
  return [widened(a), widened(b)];
}

/** Where a value sits on a vertical axis `height` pixels tall, from `top` (larger values higher up). */
export function yOf(value: number, scale: Scale, top: number, height: number): number {
  const span = scale.max - scale.min;
  return top + (span === 0 ? height : ((scale.max - value) / span) * height);
}

/** A row the charts draw: money in (up), money out (down) and the balance at its end. */
export interface FlowRow {
  key: string;
  label: string;
  inCents: number;
  outCents: number;
  balanceCents: number;
}

/** The plot's inner box in pixels (around it: the axes' labels). */
export interface Plot {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** One period's drawing: its two bars (in above zero, out below it) and its balance point. */
export interface FlowShape {
  key: string;
  /** The centre of its band (the axis label, the balance point). */
  x: number;
  inBar: { x: number; y: number; width: number; height: number };
  outBar: { x: number; y: number; width: number; height: number };
  balanceY: number;
}

/** A bar from zero to `value` on an axis, whichever side of zero it falls. */
function bar(x: number, width: number, value: number, scale: Scale, plot: Plot) {
  const zero = yOf(0, scale, plot.top, plot.height);
  const end = yOf(value, scale, plot.top, plot.height);
  return { x, y: Math.min(zero, end), width, height: Math.abs(end - zero) };
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
      inBar: bar(x - barWidth - 1, barWidth, row.inCents, flows, plot),
      outBar: bar(x + 1, barWidth, -row.outCents, flows, plot),
      balanceY: yOf(row.balanceCents, balance, plot.top, plot.height),
    };
  });
}

/** An SVG path through points, in order. */
export const linePath = (points: { x: number; y: number }[]) =>
  points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');

/** Which of `count` labels to show so that at most `room` fit: every n-th, the last one always. */
export function labelEvery(count: number, room: number): (index: number) => boolean {
  const every = Math.max(1, Math.ceil(count / Math.max(1, room)));
  return (index) => (count - 1 - index) % every === 0;
}

/** Whether the company has any money recorded or expected at all (else the page shows its empty state). */
export const hasAnyMoney = (flow: CashFlow) =>
  flow.openingBalanceCents !== 0 ||
  flow.currentBalanceCents !== 0 ||
  flow.periods.some((p) => p.paymentsCents !== 0 || p.refundsCents !== 0 || p.outCents !== 0) ||
  flow.projection.expectedInCents !== 0 ||
  flow.projection.expectedOutCents !== 0;
