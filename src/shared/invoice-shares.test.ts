import { describe, expect, it } from 'vitest';
import { addFigures, invoiceFigureRows, invoiceShare, NO_FIGURES, type InvoiceFigures } from './invoice-shares.ts';

// An accepted estimate: oak $487.00 taxed at 8 % ($38.96), install labor $600.00 untaxed.
// Subtotal 1,087.00, taxable 487.00, tax 38.96, total 1,125.96.
const whole: InvoiceFigures = {
  subtotalCents: 108700,
  discountCents: 0,
  taxableCents: 48700,
  taxCents: 3896,
  totalCents: 112596,
};

describe('invoiceShare (ADR 0042)', () => {
  it('splits deposit 30 % + progress 40 % + final with the sums equal to the estimate, worked by hand', () => {
    // Deposit 30 % of 1,125.96 = 337.788 → 337.79. Tax 38.96 × 337.79 ÷ 1,125.96 = 11.6879 → 11.69;
    // taxable 487.00 × 337.79 ÷ 1,125.96 = 146.1009 → 146.10; subtotal 337.79 − 11.69 = 326.10.
    const deposit = invoiceShare(whole, NO_FIGURES, 33779, false);
    expect(deposit).toEqual({
      subtotalCents: 32610,
      discountCents: 0,
      taxableCents: 14610,
      taxCents: 1169,
      totalCents: 33779,
    });
    // Progress 40 % = 450.384 → 450.38; billed so far 788.17: tax 38.96 × 788.17 ÷ 1,125.96 = 27.2719
    // → 27.27, less 11.69 = 15.58; taxable 340.8991 → 340.90, less 146.10 = 194.80.
    const progress = invoiceShare(whole, deposit, 45038, false);
    expect(progress).toEqual({
      subtotalCents: 43480,
      discountCents: 0,
      taxableCents: 19480,
      taxCents: 1558,
      totalCents: 45038,
    });
    // Final: what is left, 337.79, of which tax 38.96 − 27.27 = 11.69 and taxable 487.00 − 340.90.
    const before = addFigures(deposit, progress);
    const final = invoiceShare(whole, before, whole.totalCents - before.totalCents, true);
    expect(final).toEqual({
      subtotalCents: 32610,
      discountCents: 0,
      taxableCents: 14610,
      taxCents: 1169,
      totalCents: 33779,
    });
    expect(addFigures(before, final)).toEqual(whole);
  });

  it('one invoice for everything is the estimate itself', () => {
    expect(invoiceShare(whole, NO_FIGURES, whole.totalCents, true)).toEqual(whole);
  });

  it('spreads a discount the same way, and never lets rounding drift over many small invoices', () => {
    const discounted: InvoiceFigures = {
      subtotalCents: 10001,
      discountCents: 1001,
      taxableCents: 3333,
      taxCents: 233,
      totalCents: 9233,
    };
    let before = NO_FIGURES;
    for (let i = 0; i < 7; i++) {
      const share = invoiceShare(discounted, before, 1001, false);
      expect(share.totalCents).toBe(share.subtotalCents - share.discountCents + share.taxCents);
      expect(share.taxCents).toBeGreaterThanOrEqual(0);
      expect(share.taxableCents).toBeLessThanOrEqual(share.subtotalCents - share.discountCents);
      before = addFigures(before, share);
    }
    const final = invoiceShare(discounted, before, discounted.totalCents - before.totalCents, true);
    expect(addFigures(before, final)).toEqual(discounted);
  });

  it('a final after invoices that carried no tax (made before this rule) takes the tax it can', () => {
    // A legacy deposit billed 500.00 tax-inclusive with no tax; the final bills 625.96.
    const legacy = { ...NO_FIGURES, subtotalCents: 50000, totalCents: 50000 };
    const final = invoiceShare(whole, legacy, 62596, true);
    expect(final.taxCents).toBe(3896);
    expect(final.subtotalCents - final.discountCents + final.taxCents).toBe(62596);
    expect(final.taxableCents).toBeLessThanOrEqual(final.subtotalCents);
  });
});

describe('invoiceFigureRows', () => {
  const credit = (n: number, totalCents: number) => ({
    invoiceId: `id-${n}`,
    displayNumber: `INV-000${n}`,
    kind: 'deposit' as const,
    percent: null,
    subtotalCents: 0,
    discountCents: 0,
    taxCents: 0,
    totalCents,
  });

  it('a plain invoice: subtotal, discount, tax, total; the taxable amount only when tax is not on all of it', () => {
    const all = { ...whole, taxableCents: whole.subtotalCents };
    expect(invoiceFigureRows({ totals: all, accepted: null, credits: [] }).map((r) => r.key)).toEqual([
      'subtotal',
      'tax',
      'total',
    ]);
    expect(invoiceFigureRows({ totals: whole, accepted: null, credits: [] })).toEqual([
      { key: 'subtotal', cents: 108700 },
      { key: 'taxable', cents: 48700 },
      { key: 'tax', cents: 3896 },
      { key: 'total', cents: 112596 },
    ]);
    expect(
      invoiceFigureRows({
        totals: { ...NO_FIGURES, subtotalCents: 500, totalCents: 500 },
        accepted: null,
        credits: [],
      }),
    ).toEqual([
      { key: 'subtotal', cents: 500 },
      { key: 'total', cents: 500 },
    ]);
  });

  it('a final invoice: the accepted estimate, each invoice before it subtracted, then this invoice', () => {
    const totals = invoiceShare(whole, { ...NO_FIGURES, totalCents: 33779 }, 112596 - 33779, true);
    const rows = invoiceFigureRows({
      totals,
      accepted: { ...whole, discountCents: 1000, subtotalCents: 109700 },
      credits: [credit(1, 33779)],
    });
    expect(rows.map((r) => [r.key, r.cents])).toEqual([
      ['subtotal', 109700],
      ['discount', -1000],
      ['taxable', 48700],
      ['tax', 3896],
      ['acceptedTotal', 112596],
      ['credit', -33779],
      ['thisInvoice', 78817],
    ]);
  });
});
