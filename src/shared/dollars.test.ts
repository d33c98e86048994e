import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents } from './dollars.ts';

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

// The estimate and invoice editors' own parsers before this one (their cases, but "1,5": now $1.50).
describe('dollarsToCents, exactly', () => {
  it('turns dollars into cents exactly, refusing a third decimal', () => {
    expect(dollarsToCents('12.34')).toBe(1234);
    expect(dollarsToCents('0.1')).toBe(10);
    expect(dollarsToCents('1000000')).toBe(100_000_000);
    expect(dollarsToCents('12.345')).toBeNull();
    expect(dollarsToCents('')).toBeNull();
    expect(dollarsToCents('19.99')).toBe(1999);
    expect(dollarsToCents('1.999')).toBeNull();
    expect(centsToDollars(1234)).toBe('12.34');
    expect(centsToDollars(5)).toBe('0.05');
    expect(centsToDollars(null)).toBe('');
  });
});

describe('dollarsToCents, both ways of writing money', () => {
  it('reads thousands grouped the English way or the Brazilian way', () => {
    expect(dollarsToCents('$1,250.00')).toBe(125_000);
    expect(dollarsToCents('1,250')).toBe(125_000);
    expect(dollarsToCents('1,234,567.8')).toBe(123_456_780);
    expect(dollarsToCents('1.250,00')).toBe(125_000);
    // As the Portuguese mode shows money (Intl, pt-BR: a no-break space after "US$").
    expect(dollarsToCents('US$\u00a01.250,5')).toBe(125_050);
    expect(dollarsToCents('1.250.000')).toBe(125_000_000);
  });
  it('reads a decimal comma or point with one or two digits', () => {
    expect(dollarsToCents('1,5')).toBe(150);
    expect(dollarsToCents('0,05')).toBe(5);
  });
  it('refuses what could be read two ways, or is malformed', () => {
    expect(dollarsToCents('1.250')).toBeNull();
    expect(dollarsToCents('1,250,50')).toBeNull();
    expect(dollarsToCents('1.250.00')).toBeNull();
    expect(dollarsToCents('12,34,567')).toBeNull();
    expect(dollarsToCents('25.')).toBeNull();
    expect(dollarsToCents('.5')).toBeNull();
    expect(dollarsToCents('1,25,0')).toBeNull();
    expect(dollarsToCents('99999999999999999')).toBeNull();
  });
});
