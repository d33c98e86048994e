import { describe, expect, it } from 'vitest';
import { basisOfProduct, convertQuantity, type UnitBasis } from './line-conversion.ts';

const box = (coverageSqFt: string): UnitBasis => ({ unit: 'box', coverageSqFt });

describe('convertQuantity: a swapped product keeps what the quantity stands for', () => {
  it('28 boxes of 20 sq ft are 560 sq ft, then whole boxes of the new coverage (the issue)', () => {
    expect(convertQuantity('28', box('20.00'), { unit: 'sq_ft' })).toBe('560.00');
    // ⌈560 ÷ 23.4⌉ = 24 (23.93…): never the old 28.
    expect(convertQuantity('28', box('20.00'), box('23.40'))).toBe('24');
    expect(convertQuantity('28.000', box('20.0000'), box('20.00'))).toBe('28');
    expect(convertQuantity('560', { unit: 'sq_ft' }, box('20.00'))).toBe('28');
    expect(convertQuantity('561', { unit: 'sq_ft' }, box('20.00'))).toBe('29');
  });

  it('an area priced by the sq ft but sold in whole boxes is the whole boxes’ sq ft', () => {
    // 560 sq ft → ⌈560 ÷ 23.4⌉ = 24 boxes = 561.60 sq ft, as the takeoff orders it.
    expect(convertQuantity('28', box('20.00'), { unit: 'sq_ft', coverageSqFt: '23.40' })).toBe('561.60');
  });

  it('square yards and linear yards off a roll of a known width', () => {
    expect(convertQuantity('560', { unit: 'sq_ft' }, { unit: 'sq_yd' })).toBe('62.23'); // 62.22… rounded up
    expect(convertQuantity('44', { unit: 'sq_yd' }, { unit: 'sq_ft' })).toBe('396.00');
    // 11 linear yd of a 12' roll = 396 sq ft = 44 sq yd (ADR 0023's bedroom).
    expect(convertQuantity('11', { unit: 'linear_yd', rollWidth: 1152 }, { unit: 'sq_yd' })).toBe('44.00');
    expect(convertQuantity('11', { unit: 'linear_yd', rollWidth: 1152 }, { unit: 'linear_ft', rollWidth: 1152 })).toBe(
      '33.00',
    );
    // Carpet onto a roll of another width is another layout: not converted.
    expect(convertQuantity('11', { unit: 'linear_yd', rollWidth: 1152 }, { unit: 'linear_yd', rollWidth: 1440 })).toBe(
      null,
    );
  });

  it('trim by the length or in pieces of a length', () => {
    const piece8 = { unit: 'piece', pieceLengthFt: '8.00' };
    expect(convertQuantity('100', { unit: 'linear_ft' }, piece8)).toBe('13'); // 12.5 → 13 pieces
    expect(convertQuantity('13', piece8, { unit: 'linear_ft' })).toBe('104.00');
    expect(convertQuantity('13', piece8, { unit: 'each', pieceLengthFt: '7.75' })).toBe('14'); // 104 ÷ 7.75 = 13.4
    expect(convertQuantity('30', { unit: 'linear_ft' }, { unit: 'linear_yd' })).toBe('10.00');
  });

  it('plain counts and hours stay what they are', () => {
    expect(convertQuantity('3', { unit: 'each' }, { unit: 'piece' })).toBe('3');
    expect(convertQuantity('2.5', { unit: 'hour' }, { unit: 'hour' })).toBe('2.50');
  });

  it('refuses what nothing relates, rather than keep a number in the wrong unit', () => {
    expect(convertQuantity('28', { unit: 'box' }, { unit: 'sq_ft' })).toBe(null); // box without a coverage
    expect(convertQuantity('28', box('20.00'), { unit: 'linear_ft' })).toBe(null); // an area into a length
    expect(convertQuantity('8', { unit: 'hour' }, box('20.00'))).toBe(null);
    expect(convertQuantity('28', { unit: '' }, box('20.00'))).toBe(null); // no unit: unknown
    expect(convertQuantity('2,5', { unit: 'sq_ft' }, { unit: 'sq_ft' })).toBe(null);
    expect(convertQuantity('1.2345', { unit: 'sq_ft' }, { unit: 'sq_ft' })).toBe(null);
    expect(convertQuantity('  ', box('20.00'), box('10.00'))).toBe('');
  });

  it('reads a catalog product', () => {
    expect(basisOfProduct({ unit: 'box', coveragePerBox: '20.00', pieceLength: null, rollWidth: null })).toEqual({
      unit: 'box',
      coverageSqFt: '20.00',
      pieceLengthFt: null,
      rollWidth: null,
    });
  });
});
