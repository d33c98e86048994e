import { describe, expect, it } from 'vitest';
import { paymentInstructionsOf, payOption, telHref } from './paying.ts';

describe('paying the company', () => {
  it('dials a phone number as written, with its + and digits only', () => {
    expect(telHref('+1 (555) 010-0199')).toBe('tel:+15550100199');
    expect(telHref('555.0100 ext')).toBe('tel:5550100');
    expect(telHref('call us')).toBeNull();
    expect(telHref('+')).toBeNull();
    expect(telHref(null)).toBeNull();
  });

  it('keeps the instructions as written, line breaks and all; blank ones are none', () => {
    const text = 'Checks to: Oak Floors LLC\n\n  Zelle: pay@oak.example';
    expect(paymentInstructionsOf({ paymentInstructions: text })).toBe(text);
    expect(paymentInstructionsOf({ paymentInstructions: ' \n ' })).toBeNull();
    expect(paymentInstructionsOf({ paymentInstructions: null })).toBeNull();
  });

  it('offers the Pay button only when online payment is on, and how to pay the company otherwise', () => {
    const due = { status: 'sent', totals: { balanceCents: 51_000 } };
    expect(payOption(due, true)).toBe('online');
    expect(payOption(due, false)).toBe('direct');
    expect(payOption({ status: 'overdue', totals: { balanceCents: 1 } }, false)).toBe('direct');
    expect(payOption({ status: 'paid', totals: { balanceCents: 0 } }, true)).toBe('settled');
    expect(payOption({ status: 'partially_paid', totals: { balanceCents: -500 } }, false)).toBe('settled');
    expect(payOption({ status: 'void', totals: { balanceCents: 51_000 } }, true)).toBe('void');
  });
});
