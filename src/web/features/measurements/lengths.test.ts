import { describe, expect, it } from 'vitest';
import { lengthFrom } from '../../../shared/takeoff.ts';
import { boxesOf, lengthOf } from './lengths.ts';

describe('a length in two boxes', () => {
  it('reads feet and inches, with fractions, decimals, or a whole length in the feet box', () => {
    expect(lengthOf('12', '6')).toEqual({ ok: true, eighths: lengthFrom(12, 6) });
    expect(lengthOf('12', '6 1/2')).toEqual({ ok: true, eighths: lengthFrom(12, 6, 4) });
    expect(lengthOf('12.5', '')).toEqual({ ok: true, eighths: lengthFrom(12, 6) });
    expect(lengthOf('', '30')).toEqual({ ok: true, eighths: lengthFrom(2, 6) });
    expect(lengthOf(`12' 6"`, '')).toEqual({ ok: true, eighths: lengthFrom(12, 6) });
    expect(lengthOf('', '')).toEqual({ ok: true, eighths: 0, blank: true });
  });

  it('refuses 14 inches after feet, zero, letters, and more than 500 ft', () => {
    expect(lengthOf('12', '14')).toEqual({ ok: false, error: 'lengthInvalid' });
    expect(lengthOf('abc', '')).toEqual({ ok: false, error: 'lengthInvalid' });
    expect(lengthOf('0', '0')).toEqual({ ok: false, error: 'lengthTooShort' });
    expect(lengthOf('501', '')).toEqual({ ok: false, error: 'lengthTooLong' });
  });

  it('shows a stored length back in the boxes it reads', () => {
    expect(boxesOf(lengthFrom(12, 6, 4))).toEqual({ feet: '12', inches: '6 1/2' });
    expect(boxesOf(lengthFrom(10))).toEqual({ feet: '10', inches: '' });
    expect(boxesOf(0)).toEqual({ feet: '', inches: '' });
    const { feet, inches } = boxesOf(lengthFrom(7, 0, 3));
    expect(lengthOf(feet, inches)).toEqual({ ok: true, eighths: lengthFrom(7, 0, 3) });
  });
});
