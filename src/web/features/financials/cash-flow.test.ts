/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CASH_FLOW_MESSAGES,
  cashFlowPeriodStart,
  cashFlowRangeError,
  defaultCashFlowRange,
  shiftCashFlowPeriod,
} from '../../../shared/financials.ts';
import type { CashFlow } from './api.ts';
import { linePath } from '../../components/charts/scale.ts';
import {
  axisMoney,
  cashFlowQuery,
  flowShapes,
  formatDays,
  hasAnyMoney,
  isCashFlowInterval,
  isCashFlowPreset,
  periodAxisLabel,
  periodLabel,
  presetRange,
} from './cash-flow.ts';

describe('cash flow periods and ranges (shared with the server)', () => {
  it('starts a week on its Sunday and a month on its first day', () => {
    expect(cashFlowPeriodStart('2026-03-07', 'week')).toBe('2026-03-01'); // Saturday
    expect(cashFlowPeriodStart('2026-03-08', 'week')).toBe('2026-03-08'); // Sunday
    expect(cashFlowPeriodStart('2026-01-01', 'week')).toBe('2025-12-28');
    expect(cashFlowPeriodStart('2026-03-31', 'month')).toBe('2026-03-01');
  });

  it('moves by whole weeks and months, across years', () => {
    expect(shiftCashFlowPeriod('2026-03-01', 'week', -11)).toBe('2025-12-14');
    expect(shiftCashFlowPeriod('2026-03-01', 'month', -11)).toBe('2025-04-01');
    expect(shiftCashFlowPeriod('2026-12-01', 'month', 1)).toBe('2027-01-01');
  });

  it('defaults to the last 12 periods, whole from their first day, ending today', () => {
    expect(defaultCashFlowRange('week', '2026-11-27')).toEqual({ from: '2026-09-06', to: '2026-11-27' });
    expect(defaultCashFlowRange('month', '2026-11-27')).toEqual({ from: '2025-12-01', to: '2026-11-27' });
  });

  it('refuses a reversed range, and one of 3 years by week or 10 by month', () => {
    expect(cashFlowRangeError('week', '2026-03-02', '2026-03-01')).toBe(CASH_FLOW_MESSAGES.rangeReversed);
    expect(cashFlowRangeError('week', '2026-03-01', '2026-03-01')).toBeNull();
    expect(cashFlowRangeError('week', '2023-01-02', '2026-01-01')).toBeNull();
    expect(cashFlowRangeError('week', '2023-01-01', '2026-01-01')).toBe(CASH_FLOW_MESSAGES.weeksTooLong);
    expect(cashFlowRangeError('month', '2023-01-01', '2026-01-01')).toBeNull();
    expect(cashFlowRangeError('month', '2016-01-01', '2026-01-01')).toBe(CASH_FLOW_MESSAGES.monthsTooLong);
  });
});

describe('the page address and presets', () => {
  it('reads only known intervals and presets', () => {
    expect([isCashFlowInterval('week'), isCashFlowInterval('month'), isCashFlowInterval('day')]).toEqual([
      true,
      true,
      false,
    ]);
    expect([isCashFlowPreset('thisYear'), isCashFlowPreset(null), isCashFlowPreset('forever')]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it("turns a preset into a range on today's date, the end (and the default's start) left to the server", () => {
    expect(presetRange('recent', '2026-11-27')).toEqual({});
    expect(presetRange('thisMonth', '2026-11-27')).toEqual({ from: '2026-11-01' });
    expect(presetRange('thisQuarter', '2026-11-27')).toEqual({ from: '2026-10-01' });
    expect(presetRange('thisQuarter', '2026-03-31')).toEqual({ from: '2026-01-01' });
    expect(presetRange('thisYear', '2026-11-27')).toEqual({ from: '2026-01-01' });
    expect(presetRange('lastYear', '2026-01-01')).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(cashFlowQuery('month', 'thisYear', '2026-11-27')).toEqual({
      interval: 'month',
      from: '2026-01-01',
    });
    expect(cashFlowQuery('week', 'recent', '2026-11-27')).toEqual({ interval: 'week' });
  });
});

describe('period labels', () => {
  it('names a week by its days and a month by its name, in each language', () => {
    expect(periodLabel({ start: '2026-03-01', end: '2026-03-07' }, 'week', 'en')).toMatch(/^Mar 1\s*–\s*7, 2026$/);
    expect(periodLabel({ start: '2026-03-01', end: '2026-03-31' }, 'month', 'en')).toBe('March 2026');
    expect(periodLabel({ start: '2026-03-01', end: '2026-03-31' }, 'month', 'pt')).toBe('março de 2026');
    expect(formatDays('2026-03-07', '2026-03-07', 'en')).toBe('Mar 7, 2026');
  });

  it('keeps axis labels short, with the year on January', () => {
    expect(periodAxisLabel('2026-03-01', 'week', 'en')).toBe('Mar 1');
    expect(periodAxisLabel('2026-03-01', 'month', 'en')).toBe('Mar');
    expect(periodAxisLabel('2027-01-01', 'month', 'en')).toBe('Jan 2027');
    expect(axisMoney(250_00, 'en')).toBe('$250');
    expect(axisMoney(2500_00, 'en')).toBe('$2.5K');
    expect(axisMoney(5000_00, 'en')).toBe('$5K');
    expect(axisMoney(-2000_00, 'en')).toBe('-$2K');
  });
});

describe('chart shapes', () => {
  it('draws money in above zero and money out below it, one band per period, the balance on its own axis', () => {
    const plot = { left: 50, top: 0, width: 200, height: 100 };
    const flows = { min: -100, max: 100, step: 50, ticks: [] };
    const balance = { min: 0, max: 1000, step: 250, ticks: [] };
    const [first, second] = flowShapes(
      [
        { key: 'a', label: 'A', inCents: 100, outCents: 50, balanceCents: 1000 },
        { key: 'b', label: 'B', inCents: 0, outCents: 100, balanceCents: 0 },
      ],
      plot,
      flows,
      balance,
    );
    expect([first!.x, second!.x]).toEqual([100, 200]);
    // In: from zero (y 50) up to the top; out: from zero down by half of the lower half.
    expect(first!.inBar).toMatchObject({ y: 0, height: 50 });
    expect(first!.outBar).toMatchObject({ y: 50, height: 25 });
    expect(first!.inBar.x + first!.inBar.width).toBeLessThan(first!.outBar.x);
    expect(second!.inBar.height).toBe(0);
    expect(second!.outBar).toMatchObject({ y: 50, height: 50 });
    expect([first!.balanceY, second!.balanceY]).toEqual([0, 100]);
    expect(
      linePath([
        { x: 1, y: 2 },
        { x: 3.25, y: 4 },
      ]),
    ).toBe('M1.0,2.0 L3.3,4.0');
  });
});

describe('the empty state', () => {
  const flow = (change: Partial<CashFlow> = {}): CashFlow =>
    ({
      openingBalanceCents: 0,
      currentBalanceCents: 0,
      periods: [{ paymentsCents: 0, refundsCents: 0, outCents: 0 }],
      projection: { expectedInCents: 0, expectedOutCents: 0 },
      ...change,
    }) as CashFlow;

  it('is for a company with no money recorded or expected at all', () => {
    expect(hasAnyMoney(flow())).toBe(false);
    expect(hasAnyMoney(flow({ openingBalanceCents: 5 }))).toBe(true);
    expect(hasAnyMoney(flow({ projection: { expectedInCents: 0, expectedOutCents: 1 } } as Partial<CashFlow>))).toBe(
      true,
    );
    // Paid and refunded in full: nothing net, but money moved.
    expect(
      hasAnyMoney(flow({ periods: [{ paymentsCents: 10, refundsCents: 10, outCents: 0 }] } as Partial<CashFlow>)),
    ).toBe(true);
  });
});

describe('the texts', () => {
  const read = (language: string) =>
    JSON.parse(
      readFileSync(new URL(`../../locales/${language}/signed-in/cashFlow.json`, import.meta.url), 'utf8'),
    ) as object;
  const keys = (node: object, prefix = ''): string[] =>
    Object.entries(node).flatMap(([k, v]) =>
      typeof v === 'object' && v !== null ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
    );

  it('has every text in English and Portuguese', () => {
    expect(keys(read('pt-BR')).sort()).toEqual(keys(read('en')).sort());
  });
});
