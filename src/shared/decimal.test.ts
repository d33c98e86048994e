import { describe, expect, it } from 'vitest';
import { decimalPattern, divideCeil, divideRoundHalfUp, formatDecimal, parseDecimal } from './decimal.ts';

describe('decimals', () => {
  it('parses plain decimals at a scale and refuses anything else', () => {
    expect(parseDecimal('3.49', 4)).toBe(34900n);
    expect(parseDecimal('12', 2)).toBe(1200n);
    expect(parseDecimal(' 0.125 ', 3)).toBe(125n);
    expect(parseDecimal('1.23456', 4)).toBeNull();
    for (const bad of ['', '-1', '1e3', '1,5', '.5', '1.', 'abc']) expect(parseDecimal(bad, 4)).toBeNull();
  });

  it('formats with the scale’s fraction digits, as PostgreSQL numeric does', () => {
    expect(formatDecimal(34900n, 4)).toBe('3.4900');
    expect(formatDecimal(5n, 2)).toBe('0.05');
    expect(formatDecimal(-150n, 2)).toBe('-1.50');
    expect(formatDecimal(7n, 0)).toBe('7');
  });

  it('the pattern matches what parseDecimal accepts', () => {
    expect(decimalPattern(2).test('10.25')).toBe(true);
    expect(decimalPattern(2).test('10.255')).toBe(false);
    expect(decimalPattern(0).test('10.5')).toBe(false);
    expect(decimalPattern(2, 3).test('1000')).toBe(false);
  });

  it('rounds half away from zero and ceils exactly', () => {
    expect(divideRoundHalfUp(9999n, 1000n)).toBe(10n);
    expect(divideRoundHalfUp(62993n, 10000n)).toBe(6n);
    expect(divideRoundHalfUp(25n, 10n)).toBe(3n);
    expect(divideRoundHalfUp(24n, 10n)).toBe(2n);
    expect(divideRoundHalfUp(-25n, 10n)).toBe(-3n);
    expect(divideCeil(220n, 22n)).toBe(10n);
    expect(divideCeil(221n, 22n)).toBe(11n);
    expect(divideCeil(0n, 22n)).toBe(0n);
  });
});
