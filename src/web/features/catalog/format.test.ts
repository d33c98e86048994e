import { describe, expect, it } from 'vitest';
import { decimalForInput } from './format.ts';

describe('decimalForInput', () => {
  it('drops trailing zeros but keeps the cents of money', () => {
    expect(decimalForInput('4.1000', 2)).toBe('4.10');
    expect(decimalForInput('3.4999', 2)).toBe('3.4999');
    expect(decimalForInput('12.0000', 2)).toBe('12.00');
    expect(decimalForInput('0.0500', 2)).toBe('0.05');
  });
  it('shows measurements as short as they are', () => {
    expect(decimalForInput('22.50', 0)).toBe('22.5');
    expect(decimalForInput('10.00', 0)).toBe('10');
    expect(decimalForInput('7.83', 0)).toBe('7.83');
    expect(decimalForInput(null, 0)).toBe('');
  });
});
