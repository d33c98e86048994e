import { describe, expect, it } from 'vitest';
import { percentText } from './money.ts';

describe('percentText', () => {
  it('takes a point or a comma, a blank as zero', () => {
    expect(percentText('18.5')).toBe('18.5');
    expect(percentText('18,5 %')).toBe('18.5');
    expect(percentText('')).toBe('0');
  });
  it('refuses more than 3 decimals or what is not a number', () => {
    expect(percentText('18.5555')).toBeNull();
    expect(percentText('lots')).toBeNull();
  });
});
