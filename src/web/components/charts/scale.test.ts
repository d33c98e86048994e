import { describe, expect, it } from 'vitest';
import { alignZero, labelEvery, niceScale, yOf } from './scale.ts';

describe('chart scales', () => {
  it('spans zero and every value in nice steps', () => {
    const scale = niceScale([12_345_00, -3_000_00]);
    expect(scale).toMatchObject({ min: -5_000_00, max: 15_000_00, step: 5_000_00 });
    expect(scale.ticks).toEqual([-5_000_00, 0, 5_000_00, 10_000_00, 15_000_00]);
    expect(niceScale([7_00]).step).toBe(2_00);
    expect(niceScale([7_00])).toMatchObject({ min: 0, max: 8_00 });
  });

  it('never steps by less than a dollar, and draws an empty chart from $0 to $100', () => {
    expect(niceScale([45]).step).toBe(1_00);
    expect(niceScale([0, 0])).toEqual({ min: 0, max: 100_00, step: 25_00, ticks: [0, 25_00, 50_00, 75_00, 100_00] });
  });

  it('widens two scales so that their zero lines meet, neither side squashed flat', () => {
    const flows = { min: -500, max: 2000, step: 500, ticks: [] };
    const balance = { min: 0, max: 3000, step: 1000, ticks: [] };
    const [f, b] = alignZero(flows, balance);
    expect(yOf(0, f, 0, 100)).toBeCloseTo(yOf(0, b, 0, 100), 9);
    expect(yOf(0, f, 0, 100)).toBeCloseTo(90, 9);
    expect(f.min).toBe(-500);
    expect(f.max).toBeCloseTo(4500, 6);
    expect(b.max).toBe(3000);
    expect(b.ticks).toEqual([0, 1000, 2000, 3000]);
    // Eleven steps of 500 would crowd the axis: its labels go by 1,000 instead, zero among them.
    expect(f.ticks).toEqual([0, 1000, 2000, 3000, 4000]);
    expect(f.step).toBe(1000);
    // A balance below zero and flows above it: each grows the side it lacks.
    const [g, c] = alignZero(
      { min: 0, max: 1000, step: 250, ticks: [] },
      { min: -3000, max: 1000, step: 1000, ticks: [] },
    );
    expect(yOf(0, g, 0, 100)).toBeCloseTo(yOf(0, c, 0, 100), 9);
    expect(yOf(0, g, 0, 100)).toBeCloseTo(62.5, 9);
    expect([g.max, c.min]).toEqual([1000, -3000]);
    expect([g.min, c.max]).toEqual([-600, 5000]);
    // Nothing below zero on either: both keep zero at the bottom, unchanged.
    const same = { min: 0, max: 100, step: 25, ticks: [0, 25, 50, 75, 100] };
    expect(alignZero(same, same)).toEqual([same, same]);
  });

  it('puts larger values higher up, the ends at the plot edges', () => {
    const scale = { min: -100, max: 300, step: 100, ticks: [] };
    expect(yOf(300, scale, 10, 200)).toBe(10);
    expect(yOf(-100, scale, 10, 200)).toBe(210);
    expect(yOf(0, scale, 10, 200)).toBe(160);
  });

  it('shows at most as many axis labels as fit, always the latest', () => {
    const twelveInSix = Array.from({ length: 12 }, (_, i) => labelEvery(12, 6)(i));
    expect(twelveInSix.filter(Boolean)).toHaveLength(6);
    expect(twelveInSix[11]).toBe(true);
    expect(twelveInSix[10]).toBe(false);
    expect(Array.from({ length: 5 }, (_, i) => labelEvery(5, 10)(i)).every(Boolean)).toBe(true);
    expect(labelEvery(3, 0)(2)).toBe(true);
  });
});
