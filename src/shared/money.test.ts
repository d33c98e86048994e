import { describe, expect, it } from 'vitest';
import {
  documentUnitPrice,
  balanceDue,
  computeOptionTotals,
  computeSelectionTotals,
  computeTotals,
  depositDue,
  lineAmount,
  MoneyError,
  type MoneyDocument,
  type MoneyLine,
  type TaxRate,
} from './money.ts';

const material = (id: string, quantity: string, unitPrice: string, unitCost?: string): MoneyLine => ({
  id,
  kind: 'material',
  quantity,
  unitPrice,
  ...(unitCost !== undefined && { unitCost }),
});
const labor = (id: string, quantity: string, unitPrice: string, unitCost?: string): MoneyLine => ({
  ...material(id, quantity, unitPrice, unitCost),
  kind: 'labor',
});
const rate = (id: string, percent: string, appliesTo: TaxRate['appliesTo'] = 'both'): TaxRate => ({
  id,
  percent,
  appliesTo,
});

/** The MoneyError a call throws, to check its code and field. */
function moneyError(run: () => unknown): MoneyError {
  try {
    run();
  } catch (error) {
    if (error instanceof MoneyError) return error;
    throw error;
  }
  throw new Error('expected a MoneyError');
}

describe('money rules', () => {
  it('the canonical estimate: 3 × $33.33, 10 % discount, 7 % tax', () => {
    const totals = computeTotals({
      lines: [material('a', '3', '33.33')],
      discount: { type: 'percent', percent: '10' },
      taxRates: [rate('sales', '7')],
    });
    expect(totals.subtotal).toBe(9999);
    expect(totals.discount).toBe(1000); // 999.9 rounded half up once, on the subtotal
    expect(totals.taxes).toEqual([{ id: 'sales', percent: '7', appliesTo: 'both', base: 8999, tax: 630 }]);
    expect(totals.tax).toBe(630);
    expect(totals.total).toBe(9629);
    expect(totals.lines[0]).toMatchObject({ amount: 9999, discountShare: 1000, taxed: true });
    expect(totals.deposit).toBe(0);
  });

  it('several rates apply to the same base, each rounded once, without compounding', () => {
    const totals = computeTotals({
      lines: [material('a', '3', '33.33')],
      discount: { type: 'percent', percent: '10' },
      taxRates: [rate('state', '6.25'), rate('county', '1.5')],
    });
    // 8999 × 6.25 % = 562.4375 → 562; 8999 × 1.5 % = 134.985 → 135 (on state tax too it would be 143).
    expect(totals.taxes.map((t) => [t.base, t.tax])).toEqual([
      [8999, 562],
      [8999, 135],
    ]);
    expect(totals.tax).toBe(697);
    expect(totals.total).toBe(9999 - 1000 + 697);
  });

  it('rounds tax half up: half a cent goes up, less goes down', () => {
    const tenCents = [material('a', '1', '0.10')];
    expect(computeTotals({ lines: tenCents, taxRates: [rate('t', '5')] }).tax).toBe(1);
    expect(computeTotals({ lines: tenCents, taxRates: [rate('t', '4.9')] }).tax).toBe(0);
  });

  it('tax on materials only: the labor share of the discount does not lower the materials base', () => {
    const totals = computeTotals({
      lines: [material('tile', '1', '1000'), labor('install', '1', '500')],
      discount: { type: 'amount', cents: 15000 },
      taxRates: [rate('sales', '7', 'materials'), rate('service', '5', 'labor')],
    });
    expect(totals.lines.map((l) => l.discountShare)).toEqual([10000, 5000]);
    // Materials base 100000 − 10000 (not − 15000): tax 6300, not 5950.
    expect(totals.taxes.map((t) => [t.base, t.tax])).toEqual([
      [90000, 6300],
      [45000, 2250],
    ]);
    expect(totals.subtotalByKind).toEqual({ material: 100000, labor: 50000, other: 0 });
    expect(totals.total).toBe(150000 - 15000 + 6300 + 2250);
  });

  it('labor is untaxed when no rate applies to it', () => {
    const totals = computeTotals({
      lines: [material('tile', '1', '1000'), labor('install', '1', '500')],
      taxRates: [rate('sales', '7', 'materials')],
    });
    expect(totals.lines.map((l) => l.taxed)).toEqual([true, false]);
    expect(totals.tax).toBe(7000);
  });

  it("'other' lines are taxed by every rate only when marked taxable", () => {
    const totals = computeTotals({
      lines: [
        material('tile', '1', '100'),
        { id: 'delivery', kind: 'other', quantity: '1', unitPrice: '75' },
        { id: 'disposal', kind: 'other', quantity: '1', unitPrice: '40', taxable: true },
      ],
      taxRates: [rate('sales', '7', 'materials'), rate('service', '2', 'labor')],
    });
    expect(totals.lines.map((l) => l.taxed)).toEqual([true, false, true]);
    expect(totals.taxes.map((t) => [t.base, t.tax])).toEqual([
      [14000, 980],
      [4000, 80],
    ]);
    expect(totals.subtotalByKind.other).toBe(11500);
  });

  it('spreads an amount discount by largest remainder so the shares sum exactly', () => {
    const lines = [material('a', '1', '5'), labor('b', '1', '3'), material('c', '1', '2')];
    const totals = computeTotals({
      lines,
      discount: { type: 'amount', cents: 7 },
      taxRates: [rate('sales', '10', 'materials')],
    });
    // 3.5, 2.1, 1.4 → 3, 2, 1 and the cent left goes to the largest remainder (the first line).
    expect(totals.lines.map((l) => l.discountShare)).toEqual([4, 2, 1]);
    // Materials base (500 − 4) + (200 − 1) = 695 → 69.5 → 70.
    expect(totals.taxes[0]).toMatchObject({ base: 695, tax: 70 });
    expect(totals.total).toBe(1000 - 7 + 70);

    const even = computeTotals({
      lines: [material('a', '1', '1'), material('b', '1', '1'), material('c', '1', '1')],
      discount: { type: 'amount', cents: 100 },
    });
    expect(even.lines.map((l) => l.discountShare)).toEqual([34, 33, 33]); // ties: the earlier line
  });

  it('rounds a line once, with 4-decimal unit prices', () => {
    expect(lineAmount('245.5', '0.1250')).toBe(3069); // 30.6875
    expect(lineAmount('3', '0.3333')).toBe(100); // 0.9999, not 3 × 0.33
    expect(lineAmount('1', '0.0050')).toBe(1);
    expect(lineAmount('1', '0.0049')).toBe(0);
    const totals = computeTotals({ lines: [material('a', '3', '0.3333', '0.1250')] });
    expect(totals.lines[0]).toMatchObject({ amount: 100, cost: 38 }); // cost 0.375 → 38
  });

  it('multiplies fractional quantities exactly', () => {
    expect(lineAmount('12.375', '3.49')).toBe(4319); // 43.18875
    expect(lineAmount('0.001', '1')).toBe(0);
    expect(lineAmount('245.5', '2.99')).toBe(73405); // 734.045
  });

  it('handles zero lines and empty documents', () => {
    const totals = computeTotals({
      lines: [material('free', '0', '10'), material('a', '1', '10'), labor('nothing', '5', '0')],
      discount: { type: 'amount', cents: 10 },
      taxRates: [rate('sales', '7')],
    });
    expect(totals.lines.map((l) => [l.amount, l.discountShare])).toEqual([
      [0, 0],
      [1000, 10],
      [0, 0],
    ]);
    expect(totals.total).toBe(1000 - 10 + 69); // 990 × 7 % = 69.3

    const empty = computeTotals({
      lines: [],
      discount: { type: 'percent', percent: '10' },
      taxRates: [rate('sales', '7')],
      deposit: { type: 'percent', percent: '50' },
    });
    expect(empty).toMatchObject({ subtotal: 0, discount: 0, tax: 0, total: 0, deposit: 0, cost: 0, margin: 0 });
    expect(empty.marginPercent).toBeNull();
    expect(moneyError(() => computeTotals({ lines: [], discount: { type: 'amount', cents: 1 } })).code).toBe(
      'DISCOUNT_EXCEEDS_SUBTOTAL',
    );
  });

  it('asks a deposit as a percentage of the total or an amount up to it', () => {
    const base = {
      lines: [material('a', '3', '33.33')],
      discount: { type: 'percent', percent: '10' },
      taxRates: [rate('sales', '7')],
    } as const;
    expect(computeTotals({ ...base, deposit: { type: 'percent', percent: '30' } }).deposit).toBe(2889); // 2888.7
    expect(computeTotals({ ...base, deposit: { type: 'percent', percent: '33.333' } }).deposit).toBe(3210);
    expect(computeTotals({ ...base, deposit: { type: 'percent', percent: '100' } }).deposit).toBe(9629);
    expect(computeTotals({ ...base, deposit: { type: 'amount', cents: 5000 } }).deposit).toBe(5000);
    expect(computeTotals({ ...base, deposit: { type: 'amount', cents: 9629 } }).deposit).toBe(9629);
    for (const deposit of [
      { type: 'amount', cents: 9630 },
      { type: 'percent', percent: '100.001' },
    ] as const) {
      const error = moneyError(() => computeTotals({ ...base, deposit }));
      expect([error.code, error.field]).toEqual(['DEPOSIT_EXCEEDS_TOTAL', 'deposit']);
    }
  });

  it('balance is total − payments, and payments meet the deposit first', () => {
    expect(balanceDue(9629, [])).toBe(9629);
    expect(balanceDue(9629, [2889, 1000])).toBe(5740);
    expect(balanceDue(9629, [10000])).toBe(-371);
    expect(depositDue(2889, [])).toBe(2889);
    expect(depositDue(2889, [1000])).toBe(1889);
    expect(depositDue(2889, [2000, 1500])).toBe(0);
    expect(depositDue(0, [])).toBe(0);
  });

  it('refuses a discount over the subtotal, with a field to show it on', () => {
    const lines = [material('a', '3', '33.33')];
    for (const discount of [
      { type: 'amount', cents: 10000 },
      { type: 'percent', percent: '101' },
      { type: 'percent', percent: '100.001' }, // would round back to the subtotal: refused anyway
    ] as const) {
      const error = moneyError(() => computeTotals({ lines, discount }));
      expect([error.code, error.field, error.message]).toEqual([
        'DISCOUNT_EXCEEDS_SUBTOTAL',
        'discount',
        'The discount cannot be more than the subtotal',
      ]);
    }
    const all = computeTotals({ lines, discount: { type: 'amount', cents: 9999 }, taxRates: [rate('s', '7')] });
    expect([all.discount, all.tax, all.total]).toEqual([9999, 0, 0]);
    expect(computeTotals({ lines, discount: { type: 'percent', percent: '100' } }).total).toBe(0);
  });

  it('refuses malformed figures, naming the field', () => {
    const cases: [() => unknown, string][] = [
      [() => computeTotals({ lines: [material('a', '1.2345', '1')] }), 'lines.a.quantity'],
      [() => computeTotals({ lines: [material('a', '1', '1.23456')] }), 'lines.a.unitPrice'],
      [() => computeTotals({ lines: [material('a', '1', '1', '-1')] }), 'lines.a.unitCost'],
      [
        () => computeTotals({ lines: [material('a', '1', '1')], taxRates: [rate('st', '7.0001')] }),
        'taxRates.st.percent',
      ],
      [
        () => computeTotals({ lines: [material('a', '1', '1')], discount: { type: 'amount', cents: 10.5 } }),
        'discount',
      ],
      [() => computeTotals({ lines: [material('a', '1', '1')], deposit: { type: 'amount', cents: -1 } }), 'deposit'],
    ];
    for (const [run, field] of cases) {
      const error = moneyError(run);
      expect([error.code, error.field]).toEqual(['INVALID_NUMBER', field]);
    }
    expect(moneyError(() => lineAmount('999999999', '99999999.9999')).code).toBe('TOO_LARGE');
  });

  it('computes margin per line before the discount, and for the document after it', () => {
    const totals = computeTotals({
      lines: [material('tile', '10', '4.99', '3.1'), labor('install', '10', '2', '2.5')],
      discount: { type: 'percent', percent: '10' },
      taxRates: [rate('sales', '7')],
    });
    expect(totals.lines.map((l) => [l.amount, l.cost, l.margin, l.marginPercent])).toEqual([
      [4990, 3100, 1890, '37.9'], // 37.875 %
      [2000, 2500, -500, '-25.0'],
    ]);
    // Revenue 6990 − 699 = 6291, cost 5600: margin 691, 10.98 %; tax is not revenue.
    expect([totals.cost, totals.margin, totals.marginPercent]).toEqual([5600, 691, '11.0']);

    const unknown = computeTotals({ lines: [material('tile', '10', '4.99', '3.1'), labor('install', '10', '2')] });
    expect(unknown.lines[1]).toMatchObject({ cost: null, margin: null, marginPercent: null });
    expect([unknown.cost, unknown.margin, unknown.marginPercent]).toEqual([null, null, null]);
  });

  it('stays exact on a 200-line estimate with quantities in the thousands', () => {
    const lines = Array.from({ length: 200 }, (_, i) => (i % 2 ? labor : material)(`l${i}`, `${1000 + i}.125`, '3.49'));
    const totals = computeTotals({
      lines,
      discount: { type: 'amount', cents: 1_234_567 },
      taxRates: [rate('state', '6.25', 'materials'), rate('county', '1.5')],
    });
    // Each line is (1000.125 + i) × 3.49 = 3490.43625 + 3.49 i → 349044 + 349 i cents, rounded per line.
    expect(totals.subtotal).toBe(200 * 349044 + 349 * 19900);
    expect(totals.lines.reduce((s, l) => s + l.discountShare, 0)).toBe(1_234_567);
    const materialsNet = totals.lines
      .filter((l) => l.kind === 'material')
      .reduce((s, l) => s + l.amount - l.discountShare, 0);
    expect(totals.taxes[0]?.base).toBe(materialsNet);
    expect(totals.taxes[1]?.base).toBe(totals.subtotal - 1_234_567);
    expect(totals.total).toBe(totals.subtotal - totals.discount + totals.tax);

    const huge = computeTotals({
      lines: Array.from({ length: 200 }, (_, i) => material(`h${i}`, '9999.999', '9999.9999')),
      discount: { type: 'percent', percent: '12.5' },
      taxRates: [rate('sales', '8.875')],
    });
    expect(huge.lines[0]?.amount).toBe(9_999_998_900); // 99,999,989.0000001 dollars
    expect(huge.subtotal).toBe(1_999_999_780_000);
    expect(huge.discount).toBe(249_999_972_500);
    expect(huge.tax).toBe(155_312_482_916); // 155,312,482,915.625 → up
    expect(huge.total).toBe(1_905_312_290_416);
  });

  describe('options', () => {
    const doc: MoneyDocument = {
      lines: [labor('install', '500', '2')],
      options: [
        { id: 'good', lines: [material('laminate', '500', '2.49')] },
        { id: 'better', lines: [material('lvp', '500', '3.99')] },
        { id: 'best', lines: [material('oak', '500', '5.49')] },
      ],
      optionalItems: [material('stairs', '1', '350'), labor('moving', '1', '100')],
      taxRates: [rate('sales', '7', 'materials')],
      deposit: { type: 'percent', percent: '50' },
    };

    it('totals a selection: common lines, the option, the chosen optional items', () => {
      const totals = computeSelectionTotals(doc, { optionId: 'better', optionalItemIds: ['stairs'] });
      expect(totals.lines.map((l) => l.id)).toEqual(['install', 'lvp', 'stairs']);
      expect([totals.subtotal, totals.tax, totals.total, totals.deposit]).toEqual([334500, 16415, 350915, 175458]);
    });

    it('totals every option side by side, without and with the optional items', () => {
      const all = computeOptionTotals(doc);
      expect(all.map((o) => [o.optionId, o.withoutOptionalItems.total, o.withOptionalItems.total])).toEqual([
        ['good', 233215, 280665], // 224500 + 8715; + 45000 + 2450
        ['better', 313465, 360915],
        ['best', 393715, 441165],
      ]);
      expect(all[0]?.withOptionalItems.lines.map((l) => l.id)).toEqual(['install', 'laminate', 'stairs', 'moving']);
    });

    it('works without options, and refuses unknown choices', () => {
      const plain: MoneyDocument = { lines: [material('a', '3', '33.33')] };
      expect(computeSelectionTotals(plain, { optionId: null, optionalItemIds: [] }).total).toBe(9999);
      expect(computeOptionTotals(plain)).toEqual([]);
      expect(moneyError(() => computeSelectionTotals(doc, { optionId: null, optionalItemIds: [] })).field).toBe(
        'optionId',
      );
      expect(moneyError(() => computeSelectionTotals(doc, { optionId: 'gold', optionalItemIds: [] })).field).toBe(
        'optionId',
      );
      const item = moneyError(() => computeSelectionTotals(doc, { optionId: 'good', optionalItemIds: ['pool'] }));
      expect([item.code, item.field]).toEqual(['UNKNOWN_OPTION', 'optionalItemIds']);
    });

    it('refuses a discount that exceeds any option, naming it', () => {
      const error = moneyError(() => computeOptionTotals({ ...doc, discount: { type: 'amount', cents: 230000 } }));
      expect([error.code, error.field, error.optionId]).toEqual(['DISCOUNT_EXCEEDS_SUBTOTAL', 'discount', 'good']);
    });
  });
});

describe('documentUnitPrice: the unit price a document prints (issue #38)', () => {
  it('2 decimals, half up, exactly', () => {
    expect(documentUnitPrice('45.1250', 'box')).toBe('45.13');
    expect(documentUnitPrice('1.0049', 'each')).toBe('1.00');
    expect(documentUnitPrice('1.005', 'piece')).toBe('1.01');
    expect(documentUnitPrice('12', 'hour')).toBe('12.00');
    expect(documentUnitPrice('99999999.9950', 'box')).toBe('100000000.00');
  });
  it('a per-area or per-length price keeps the decimals that count, at least 2', () => {
    expect(documentUnitPrice('0.1250', 'sq_ft')).toBe('0.125');
    expect(documentUnitPrice('3.4999', 'linear_ft')).toBe('3.4999');
    expect(documentUnitPrice('2.5000', 'sq_yd')).toBe('2.50');
    expect(documentUnitPrice('7', 'linear_yd')).toBe('7.00');
  });
});
