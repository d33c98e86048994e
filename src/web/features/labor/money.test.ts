import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents, percentText } from './money.ts';

describe('dollarsToCents', () => {
  it('reads amounts as they are typed', () => {
    expect(dollarsToCents('25')).toBe(2500);
    expect(dollarsToCents('25.5')).toBe(2550);
    expect(dollarsToCents(' $25.50 ')).toBe(2550);
    expect(dollarsToCents('1,250.00')).toBe(125_000);
    expect(dollarsToCents('0.01')).toBe(1);
  });
  it('reads a Brazilian decimal comma', () => {
    expect(dollarsToCents('25,50')).toBe(2550);
    expect(dollarsToCents('US$ 25,5')).toBe(2550);
  });
  it('refuses what is not an amount', () => {
    expect(dollarsToCents('')).toBeNull();
    expect(dollarsToCents('abc')).toBeNull();
    expect(dollarsToCents('25.555')).toBeNull();
    expect(dollarsToCents('-5')).toBeNull();
  });
  it('writes cents back as the form holds them', () => {
    expect(centsToDollars(2550)).toBe('25.50');
    expect(centsToDollars(null)).toBe('');
  });
});

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
