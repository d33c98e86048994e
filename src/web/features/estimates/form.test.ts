import { describe, expect, it } from 'vitest';
import type { CatalogProduct } from '../catalog/api.ts';
import { basisOfProduct } from '../../../shared/line-conversion.ts';
import type { Estimate } from './api.ts';
import {
  emptyLine,
  fieldOf,
  formOf,
  inputOf,
  copyOption,
  editLine,
  lineFromProduct,
  linesFromTakeoff,
  liveTotals,
  moveLine,
  serverErrors,
  validate,
  type EditorValues,
  type LineValues,
} from './form.ts';

const totals = {
  subtotalCents: 0,
  discountCents: 0,
  taxCents: 0,
  totalCents: 0,
  depositCents: 0,
  costCents: null,
  marginCents: null,
};
const line = (over: Partial<Estimate['options'][number]['lines'][number]>) => ({
  id: crypto.randomUUID(),
  kind: 'material' as const,
  productId: null,
  description: 'Oak',
  quantity: '3.000',
  unit: 'box',
  unitPrice: '33.3300',
  unitCost: null,
  optional: false,
  taxable: false,
  amountCents: 9999,
  costCents: null,
  marginCents: null,
  coveredSqFt: null,
  ...over,
});

const estimate: Estimate = {
  id: crypto.randomUUID(),
  number: 1,
  revision: 1,
  displayNumber: 'EST-0001',
  title: 'Living room',
  status: 'draft',
  clientName: 'Maria',
  leadId: null,
  jobId: null,
  totalCents: 0,
  validUntil: '2026-12-31',
  supersededById: null,
  sentAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  clientEmail: null,
  clientPhone: null,
  siteAddress: null,
  notes: null,
  terms: 'Net 30',
  discount: { kind: 'amount', cents: 1234, percent: null },
  taxRate: '7.000',
  taxAppliesTo: 'materials',
  deposit: { kind: 'percent', cents: null, percent: '25.500' },
  options: [
    {
      id: crypto.randomUUID(),
      name: 'Estimate',
      lines: [
        line({ unitCost: '20.5000' }),
        line({ kind: 'labor', description: 'Install', quantity: '100.000', unit: 'sq_ft', unitPrice: '2.5000' }),
      ],
      totals,
      totalsWithOptional: totals,
    },
  ],
  selectedOptionId: null,
  viewedAt: null,
  answeredAt: null,
  declineReason: null,
  revisions: [],
  editable: true,
};

/** The e2e journey's figures: 3 × 33.33 of material, 100 × 2.50 of labor, 10 % off, 7 % tax on materials. */
function journey(): EditorValues {
  const values = formOf(estimate);
  values.discount = { kind: 'percent', amount: '', percent: '10' };
  values.deposit = { kind: 'none', amount: '', percent: '' };
  values.options[0]!.lines = values.options[0]!.lines.map((l) => ({ ...l, unitCost: '' }));
  return values;
}

describe('formOf and inputOf', () => {
  it('shows stored decimals short and sends them back as the API takes them', () => {
    const values = formOf(estimate);
    expect(values.discount).toEqual({ kind: 'amount', amount: '12.34', percent: '' });
    expect(values.deposit).toEqual({ kind: 'percent', amount: '', percent: '25.5' });
    expect(values.taxRate).toBe('7');
    expect(values.options[0]!.lines[0]).toMatchObject({ quantity: '3', unitPrice: '33.33', unitCost: '20.50' });
    expect(values.options[0]!.lines[1]!.unitCost).toBe('');

    const input = inputOf(values);
    expect(input.discount).toEqual({ kind: 'amount', cents: 1234 });
    expect(input.deposit).toEqual({ kind: 'percent', percent: '25.5' });
    expect(input.options[0]!.lines[0]).toMatchObject({ quantity: '3', unitPrice: '33.33', unitCost: '20.50' });
    expect(input.options[0]!.lines[1]!.unitCost).toBeNull();
    expect(input.terms).toBe('Net 30');
  });

  it('sends taxable only for other lines, and a blank tax rate as 0', () => {
    const values = formOf(estimate);
    values.taxRate = ' ';
    values.options[0]!.lines = [
      { ...emptyLine('material'), taxable: true },
      { ...emptyLine('other'), taxable: true },
    ];
    const input = inputOf(values);
    expect(input.taxRate).toBe('0');
    expect(input.options[0]!.lines.map((l) => l.taxable)).toEqual([false, true]);
  });
});

describe('error paths', () => {
  it('puts each server path on the input that shows it', () => {
    expect(fieldOf('options.0.lines.2.quantity')).toBe('options.0.lines.2.quantity');
    expect(fieldOf('discount.percent')).toBe('discount');
    expect(fieldOf('deposit.cents')).toBe('deposit');
    expect(fieldOf('taxRates.tax.percent')).toBe('taxRate');
    expect(fieldOf('options.1.lines')).toBe('options');
    expect(serverErrors({ 'discount.cents': 'a', discount: 'b', title: 'c' })).toEqual({ discount: 'a', title: 'c' });
  });

  it('checks the form by the server schema, keyed the same way', () => {
    const values = journey();
    values.title = ' ';
    values.options[0]!.lines[1]!.quantity = '1.2345';
    values.options[0]!.lines[0]!.description = '';
    values.discount = { kind: 'percent', amount: '', percent: '150' };
    const errors = validate(values);
    expect(Object.keys(errors).sort()).toEqual([
      'discount',
      'options.0.lines.0.description',
      'options.0.lines.1.quantity',
      'title',
    ]);
    expect(validate(journey())).toEqual({});
  });

  it('refuses two options of the same name', () => {
    const values = journey();
    values.options.push({ ...values.options[0]!, key: 'second', name: 'estimate' });
    expect(Object.keys(validate(values))).toEqual(['options']);
  });
});

describe('liveTotals', () => {
  it('computes the journey to the cent: discount spread, tax on materials only', () => {
    const result = liveTotals(journey(), 0);
    if (!result.ok) throw new Error(result.code);
    expect(result.totals.subtotal).toBe(34999);
    expect(result.totals.discount).toBe(3500);
    // The material line carries 1000 of the discount: 7 % of 89.99 is 6.2993, rounded to 6.30.
    expect(result.totals.tax).toBe(630);
    expect(result.totals.total).toBe(32129);
    expect(result.totals.lines.map((l) => l.amount)).toEqual([9999, 25000]);
  });

  it('leaves optional items out of the total but not out of the lines', () => {
    const values = journey();
    values.options[0]!.lines[1]!.optional = true;
    const result = liveTotals(values, 0);
    if (!result.ok) throw new Error(result.code);
    expect(result.totals.subtotal).toBe(9999);
    expect(result.withOptional.subtotal).toBe(34999);
    expect(result.hasOptional).toBe(true);
  });

  it('counts blank figures as 0 while typing, and names the input of a refused one', () => {
    const values = journey();
    values.options[0]!.lines.push(emptyLine('other'));
    expect(liveTotals(values, 0).ok).toBe(true);
    values.options[0]!.lines[1]!.unitPrice = '2,50';
    expect(liveTotals(values, 0)).toEqual({ ok: false, field: 'options.0.lines.1.unitPrice', code: 'INVALID_NUMBER' });
  });

  it('refuses a discount over the subtotal and a bad tax rate at their inputs', () => {
    const values = journey();
    values.discount = { kind: 'amount', amount: '400', percent: '' };
    expect(liveTotals(values, 0)).toMatchObject({ ok: false, field: 'discount', code: 'DISCOUNT_EXCEEDS_SUBTOTAL' });
    values.discount = { kind: 'amount', amount: '1.234', percent: '' };
    expect(liveTotals(values, 0)).toMatchObject({ ok: false, field: 'discount', code: 'INVALID_NUMBER' });
    values.discount = { kind: 'none', amount: '', percent: '' };
    values.taxRate = '7,5';
    expect(liveTotals(values, 0)).toMatchObject({ ok: false, field: 'taxRate' });
  });
});

describe('lines', () => {
  const lines: LineValues[] = ['a', 'b', 'c'].map((key) => ({ ...emptyLine(), key }));
  it('moves a line up or down, and not past either end', () => {
    expect(moveLine(lines, 1, -1).map((l) => l.key)).toEqual(['b', 'a', 'c']);
    expect(moveLine(lines, 1, 1).map((l) => l.key)).toEqual(['a', 'c', 'b']);
    expect(moveLine(lines, 0, -1).map((l) => l.key)).toEqual(['a', 'b', 'c']);
    expect(moveLine(lines, 2, 1).map((l) => l.key)).toEqual(['a', 'b', 'c']);
  });

  it('fills a line from a catalog product: labor and other by category, material otherwise', () => {
    const product = {
      id: crypto.randomUUID(),
      name: 'White Oak 5"',
      category: 'hardwood',
      unit: 'box',
      price: '89.5000',
      cost: '61.2500',
    } as CatalogProduct;
    const filled = lineFromProduct({ ...emptyLine('other'), quantity: '4' }, product);
    expect(filled).toMatchObject({
      kind: 'material',
      productId: product.id,
      description: 'White Oak 5"',
      unit: 'box',
      unitPrice: '89.50',
      unitCost: '61.25',
      quantity: '4',
    });
    expect(lineFromProduct(emptyLine(), { ...product, category: 'labor', cost: null }).kind).toBe('labor');
    expect(lineFromProduct(emptyLine(), { ...product, category: 'labor', cost: null }).unitCost).toBe('');
    expect(lineFromProduct(emptyLine(), { ...product, category: 'other' }).kind).toBe('other');
  });

  // Issue #38: swapping the product on a 28-box line switched the unit to sq ft and kept 28.
  const oak = {
    id: crypto.randomUUID(),
    name: 'Oak',
    category: 'hardwood',
    unit: 'box',
    coveragePerBox: '20.00',
    pieceLength: null,
    rollWidth: null,
    price: '90.0000',
    cost: '60.0000',
  } as CatalogProduct;
  const boxes28 = (): LineValues => ({ ...lineFromProduct(emptyLine(), oak), quantity: '28' });

  it('swapping the product converts the quantity into the new unit through the old product’s area', () => {
    const bySqFt = { ...oak, id: crypto.randomUUID(), unit: 'sq_ft' as const, coveragePerBox: null, price: '4.2500' };
    const swapped = lineFromProduct(boxes28(), bySqFt, basisOfProduct(oak));
    expect(swapped).toMatchObject({ productId: bySqFt.id, unit: 'sq_ft', quantity: '560', unitPrice: '4.25' });
    const wider = { ...oak, id: crypto.randomUUID(), coveragePerBox: '23.40' };
    expect(lineFromProduct(boxes28(), wider, basisOfProduct(oak)).quantity).toBe('24'); // ⌈560 ÷ 23.4⌉
    // The same product again: nothing to convert.
    expect(lineFromProduct(boxes28(), oak, basisOfProduct(oak)).quantity).toBe('28');
  });

  it('clears a quantity nothing converts instead of keeping it in the wrong unit', () => {
    const byHour = {
      ...oak,
      id: crypto.randomUUID(),
      category: 'labor' as const,
      unit: 'hour' as const,
      coveragePerBox: null,
    };
    expect(lineFromProduct(boxes28(), byHour, basisOfProduct(oak))).toMatchObject({ unit: 'hour', quantity: '' });
    // The old product unknown (deleted): a box says nothing of its area.
    expect(lineFromProduct(boxes28(), { ...oak, id: crypto.randomUUID(), unit: 'sq_ft' as const }, null).quantity).toBe(
      '',
    );
    // A typed unit says it all: 100 sq ft into boxes of 20.
    const typed = { ...emptyLine(), unit: 'sq_ft', quantity: '100' };
    expect(lineFromProduct(typed, oak).quantity).toBe('5');
  });

  it('a unit changed by hand unlinks the product; other edits keep the link', () => {
    const linked = boxes28();
    expect(editLine(linked, { ...linked, unit: 'sq_ft' }).productId).toBe(null);
    expect(editLine(linked, { ...linked, description: 'Oak, natural' }).productId).toBe(oak.id);
    expect(editLine(linked, { ...linked, quantity: '30' }).productId).toBe(oak.id);
  });

  it('"Add option" copies the lines with their product links and new keys', () => {
    const option = { key: 'o1', name: 'Good', lines: [boxes28(), { ...emptyLine('labor'), quantity: '8' }] };
    const copy = copyOption(option, 'Better');
    expect(copy.name).toBe('Better');
    expect(copy.key).not.toBe('o1');
    expect(copy.lines.map((l) => [l.productId, l.unit, l.quantity])).toEqual(
      option.lines.map((l) => [l.productId, l.unit, l.quantity]),
    );
    expect(copy.lines.every((l, i) => l.key !== option.lines[i]!.key)).toBe(true);
  });
});

describe('linesFromTakeoff', () => {
  it("turns a measurement's lines into the form's, each with its own key", () => {
    const productId = crypto.randomUUID();
    const lines = linesFromTakeoff([
      {
        kind: 'material',
        productId,
        description: 'White oak (14 boxes)',
        quantity: '14.000',
        unit: 'box',
        unitPrice: '89.5000',
        unitCost: null,
        optional: false,
        taxable: false,
      },
      {
        kind: 'labor',
        productId: null,
        description: 'Install',
        quantity: '298.5',
        unit: 'sq_ft',
        unitPrice: '3.2500',
        unitCost: '1.1000',
        optional: true,
        taxable: false,
      },
    ]);
    expect(lines).toMatchObject([
      { kind: 'material', productId, quantity: '14', unitPrice: '89.50', unitCost: '' },
      { kind: 'labor', productId: null, quantity: '298.5', unitPrice: '3.25', unitCost: '1.10', optional: true },
    ]);
    expect(lines[0]!.key).not.toBe(lines[1]!.key);
  });
});
