import { addDays, addYears, isDay, monthStart, quarterStart, yearStart } from '../../../shared/days.ts';
import { REPORT_GROUPINGS, rangeTooLong, type ReportGrouping } from '../../../shared/financials.ts';
import { parseDay } from '../../lib/format.ts';
import { LANGUAGES, type Language } from '../../lib/i18n.ts';
import type { ReportQuery } from './api.ts';
import { barFromZero, yOf, type Bar, type Plot, type Scale } from '../../components/charts/scale.ts';

/**
 * The reports page's and the overview's pure rules: the range presets, the page's address (tab,
 * grouping, range), month labels, and the profit chart's shapes. Money stays in integer cents.
 */

/** The ranges a member picks from; `custom` takes two days of their own. */
export const REPORT_PRESETS = ['thisMonth', 'lastMonth', 'thisQuarter', 'thisYear', 'lastYear', 'custom'] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];

export const REPORT_TABS = ['pnl', 'tax', 'expenses'] as const;
export type ReportTab = (typeof REPORT_TABS)[number];

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string | null): value is T =>
    (values as readonly (string | null)[]).includes(value);
export const isReportPreset = oneOf(REPORT_PRESETS);
export const isReportTab = oneOf(REPORT_TABS);
export const isReportGrouping = oneOf(REPORT_GROUPINGS);

/**
 * The days a preset covers on `today` (YYYY-MM-DD): this month, quarter or year to today; all of
 * last month or last year. `custom` covers nothing of its own (null).
 */
export function presetRange(preset: ReportPreset, today: string): { from: string; to: string } | null {
  switch (preset) {
    case 'thisMonth':
      return { from: monthStart(today), to: today };
    case 'lastMonth':
      return { from: monthStart(today, -1), to: addDays(monthStart(today), -1) };
    case 'thisQuarter':
      return { from: quarterStart(today), to: today };
    case 'thisYear':
      return { from: yearStart(today), to: today };
    case 'lastYear':
      return { from: addYears(yearStart(today), -1), to: addDays(yearStart(today), -1) };
    case 'custom':
      return null;
  }
}

/** What is wrong with a range typed in (the server refuses the same): a missing end, reversed, or over 5 years. */
export function rangeProblem(from: string, to: string): 'missing' | 'reversed' | 'tooLong' | null {
  if (!isDay(from) || !isDay(to)) return 'missing';
  if (from > to) return 'reversed';
  return rangeTooLong(from, to) ? 'tooLong' : null;
}

/** The page's state, as its address holds it (`?tab=&by=&range=&from=&to=`); anything unknown is the default. */
export interface ReportState {
  tab: ReportTab;
  groupBy: ReportGrouping;
  preset: ReportPreset;
  /** The custom range's ends as typed ('' when not). */
  from: string;
  to: string;
}

export function reportState(params: URLSearchParams): ReportState {
  const tab = params.get('tab');
  const by = params.get('by');
  const range = params.get('range');
  return {
    tab: isReportTab(tab) ? tab : 'pnl',
    groupBy: isReportGrouping(by) ? by : 'month',
    preset: isReportPreset(range) ? range : 'thisYear',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
}

/**
 * The range the reports are asked for: a preset's days on `today`, or the custom range when it is
 * whole and valid (else null: nothing is asked until it is).
 */
export function reportQuery(state: ReportState, today: string): ReportQuery | null {
  if (state.preset !== 'custom') return presetRange(state.preset, today);
  return rangeProblem(state.from, state.to) ? null : { from: state.from, to: state.to };
}

/** A month key (YYYY-MM) as the language names it: "Mar 2026" (short) or "March 2026". */
export function monthLabel(month: string, language: Language, long = false): string {
  const date = parseDay(`${month}-01`);
  if (!date) return month;
  return new Intl.DateTimeFormat(LANGUAGES[language], { month: long ? 'long' : 'short', year: 'numeric' }).format(date);
}

/** A month's short name under its bars: "Mar", and "Jan 2027" in January (where a year begins). */
export function monthAxisLabel(month: string, language: Language): string {
  const date = parseDay(`${month}-01`);
  if (!date) return month;
  return new Intl.DateTimeFormat(
    LANGUAGES[language],
    date.getMonth() === 0 ? { month: 'short', year: 'numeric' } : { month: 'short' },
  ).format(date);
}

/** A month's figures, as the profit chart draws them. */
export interface ProfitChartRow {
  key: string;
  /** Under its bars ("Mar"). */
  label: string;
  /** In the figures' table ("March 2026"); the label when none. */
  name?: string;
  revenueCents: number;
  costCents: number;
  profitCents: number;
}

/** One month's drawing: its revenue and cost bars side by side, and its profit point. */
export interface ProfitShape {
  key: string;
  /** The centre of its band (the axis label, the profit point). */
  x: number;
  revenueBar: Bar;
  costBar: Bar;
  profitY: number;
}

/**
 * Each month's bars and profit point on one scale (so a profit reads against the bars it comes
 * from): months share the plot's width in equal bands, revenue on the left of its band and costs on
 * the right, the profit point in the middle.
 */
export function profitShapes(rows: ProfitChartRow[], plot: Plot, scale: Scale): ProfitShape[] {
  const band = rows.length ? plot.width / rows.length : 0;
  const barWidth = Math.max(1, Math.min(24, band * 0.36));
  return rows.map((row, i) => {
    const x = plot.left + band * i + band / 2;
    return {
      key: row.key,
      x,
      revenueBar: barFromZero(x - barWidth - 1, barWidth, row.revenueCents, scale, plot),
      costBar: barFromZero(x + 1, barWidth, row.costCents, scale, plot),
      profitY: yOf(row.profitCents, scale, plot.top, plot.height),
    };
  });
}
