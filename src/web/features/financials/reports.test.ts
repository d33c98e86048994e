import { describe, expect, it } from 'vitest';
import { addYears } from '../../../shared/days.ts';
import { marginPercent, rangeTooLong } from '../../../shared/financials.ts';
import { niceScale } from '../../components/charts/scale.ts';
import {
  monthAxisLabel,
  monthLabel,
  presetRange,
  profitShapes,
  rangeProblem,
  reportQuery,
  reportState,
  type ReportState,
} from './reports.ts';

describe('range presets', () => {
  it('covers this month, quarter and year to today', () => {
    expect(presetRange('thisMonth', '2026-11-27')).toEqual({ from: '2026-11-01', to: '2026-11-27' });
    expect(presetRange('thisQuarter', '2026-11-27')).toEqual({ from: '2026-10-01', to: '2026-11-27' });
    expect(presetRange('thisQuarter', '2026-03-31')).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(presetRange('thisQuarter', '2026-04-01')).toEqual({ from: '2026-04-01', to: '2026-04-01' });
    expect(presetRange('thisYear', '2026-11-27')).toEqual({ from: '2026-01-01', to: '2026-11-27' });
  });

  it('covers all of last month (its own length, leap years too) and last year', () => {
    expect(presetRange('lastMonth', '2026-11-27')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(presetRange('lastMonth', '2026-03-05')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetRange('lastMonth', '2028-03-05')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(presetRange('lastMonth', '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(presetRange('lastYear', '2026-01-01')).toEqual({ from: '2025-01-01', to: '2025-12-31' });
  });

  it('leaves a custom range to the days typed in', () => {
    expect(presetRange('custom', '2026-11-27')).toBeNull();
  });
});

describe('a range typed in', () => {
  it('needs both days, in order, over at most five years (as the server)', () => {
    expect(rangeProblem('', '2026-01-01')).toBe('missing');
    expect(rangeProblem('2026-02-30', '2026-03-01')).toBe('missing');
    expect(rangeProblem('2026-03-02', '2026-03-01')).toBe('reversed');
    expect(rangeProblem('2026-03-01', '2026-03-01')).toBeNull();
    expect(rangeProblem('2021-01-01', '2025-12-31')).toBeNull();
    expect(rangeProblem('2021-01-01', '2026-01-01')).toBe('tooLong');
    expect(addYears('2024-02-29', 5)).toBe('2029-03-01');
    expect(rangeTooLong('2024-02-29', '2029-02-28')).toBe(false);
  });
});

describe('the page address', () => {
  const state = (query: string) => reportState(new URLSearchParams(query));

  it('reads known values and falls back to the P&L by month, this year', () => {
    expect(state('')).toEqual({ tab: 'pnl', groupBy: 'month', preset: 'thisYear', from: '', to: '' });
    expect(state('tab=tax&by=service_type&range=lastYear')).toMatchObject({
      tab: 'tax',
      groupBy: 'service_type',
      preset: 'lastYear',
    });
    expect(state('tab=x&by=week&range=forever')).toMatchObject({ tab: 'pnl', groupBy: 'month', preset: 'thisYear' });
  });

  it('asks for a preset on the day given, and for a custom range only once it is whole and valid', () => {
    const base: ReportState = { tab: 'pnl', groupBy: 'month', preset: 'lastMonth', from: '', to: '' };
    expect(reportQuery(base, '2026-11-27')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    const custom = { ...base, preset: 'custom' as const };
    expect(reportQuery({ ...custom, from: '2026-01-01' }, '2026-11-27')).toBeNull();
    expect(reportQuery({ ...custom, from: '2026-05-01', to: '2026-04-01' }, '2026-11-27')).toBeNull();
    expect(reportQuery({ ...custom, from: '2026-04-01', to: '2026-05-01' }, '2026-11-27')).toEqual({
      from: '2026-04-01',
      to: '2026-05-01',
    });
  });
});

describe('labels and margins', () => {
  it('names months in each language, with the year where one begins on the axis', () => {
    expect(monthLabel('2026-03', 'en')).toBe('Mar 2026');
    expect(monthLabel('2026-03', 'en', true)).toBe('March 2026');
    expect(monthLabel('2026-03', 'pt', true)).toBe('março de 2026');
    expect(monthAxisLabel('2026-03', 'en')).toBe('Mar');
    expect(monthAxisLabel('2027-01', 'en')).toBe('Jan 2027');
  });

  it('gives the margin to one decimal, none without revenue', () => {
    expect(marginPercent(103125, 150000)).toBe(68.8);
    expect(marginPercent(-75868, 78499)).toBe(-96.6);
    expect(marginPercent(-100, 0)).toBeNull();
  });
});

describe('the profit chart', () => {
  const plot = { left: 50, top: 10, width: 300, height: 200 };
  const rows = [
    { key: '2026-01', label: 'Jan', revenueCents: 100_000, costCents: 40_000, profitCents: 60_000 },
    { key: '2026-02', label: 'Feb', revenueCents: 0, costCents: 50_000, profitCents: -50_000 },
    { key: '2026-03', label: 'Mar', revenueCents: 0, costCents: 0, profitCents: 0 },
  ];

  it('scales one axis over revenue, costs and profit, below zero too', () => {
    const scale = niceScale(rows.flatMap((r) => [r.revenueCents, r.costCents, r.profitCents]));
    expect([scale.min, scale.max]).toEqual([-50_000, 100_000]);
    expect(scale.ticks).toContain(0);
  });

  it('draws each month in its band: revenue left, costs right, profit on the same scale', () => {
    const scale = { min: -50_000, max: 100_000, step: 50_000, ticks: [-50_000, 0, 50_000, 100_000] };
    const [jan, feb, mar] = profitShapes(rows, plot, scale);
    const zero = 10 + (100_000 / 150_000) * 200;
    expect(jan!.x).toBe(100);
    expect(feb!.x).toBe(200);
    expect(jan!.revenueBar.x + jan!.revenueBar.width).toBeLessThan(jan!.x);
    expect(jan!.costBar.x).toBeGreaterThan(jan!.x);
    // Revenue reaches the top; costs and profit stand on zero.
    expect(jan!.revenueBar.y).toBeCloseTo(10);
    expect(jan!.revenueBar.y + jan!.revenueBar.height).toBeCloseTo(zero);
    expect(jan!.costBar.height).toBeCloseTo((40_000 / 150_000) * 200);
    expect(jan!.profitY).toBeCloseTo(zero - (60_000 / 150_000) * 200);
    // A loss is below zero; an empty month has no bars.
    expect(feb!.profitY).toBeCloseTo(210);
    expect([mar!.revenueBar.height, mar!.costBar.height, mar!.profitY]).toEqual([0, 0, zero]);
  });

  it('keeps bars apart and narrow however few the months', () => {
    const [only] = profitShapes([rows[0]!], plot, niceScale([100_000]));
    expect(only!.revenueBar.width).toBe(24);
    expect(only!.x).toBe(200);
    expect(profitShapes([], plot, niceScale([]))).toEqual([]);
  });
});
