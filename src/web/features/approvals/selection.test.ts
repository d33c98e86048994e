import { describe, expect, it } from 'vitest';
import { optionTotals } from '../../../shared/estimate-totals.ts';
import { computeSelectionTotals, type MoneyLine } from '../../../shared/money.ts';
import type { PublicEstimate } from './api.ts';
import {
  chooseOption,
  chosenOptionalIds,
  initialSelection,
  selectionFigures,
  settingsOf,
  toggleOptional,
  type PublicOption,
  type Selection,
} from './selection.ts';

type Doc = PublicEstimate['estimate'];
type Line = PublicOption['lines'][number];

let next = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}`;

function line(kind: Line['kind'], quantity: string, unitPrice: string, extra: Partial<Line> = {}): Line {
  return {
    id: uuid(),
    kind,
    productId: null,
    description: `${kind} ${quantity} × ${unitPrice}`,
    quantity,
    unit: 'sq_ft',
    unitPrice,
    unitCost: null,
    optional: false,
    taxable: false,
    amountCents: 0,
    costCents: null,
    marginCents: null,
    coveredSqFt: null,
    ...extra,
  };
}

/** An option as the server sends it: each line's amount, and its totals without and with every optional item. */
function option(name: string, lines: Line[], settings: Parameters<typeof optionTotals>[1]): PublicOption {
  const all = optionTotals(lines, settings, true);
  const amounts = new Map(all.lines.map((l) => [l.id, l.amount]));
  const sent = (withOptional: boolean) => {
    const totals = optionTotals(lines, settings, withOptional);
    return {
      subtotalCents: totals.subtotal,
      discountCents: totals.discount,
      taxCents: totals.tax,
      totalCents: totals.total,
      depositCents: totals.deposit,
      costCents: null,
      marginCents: null,
    };
  };
  return {
    id: uuid(),
    name,
    lines: lines.map((l) => ({ ...l, amountCents: amounts.get(l.id)! })),
    totals: sent(false),
    totalsWithOptional: sent(true),
  };
}

function estimate(overrides: Partial<Pick<Doc, 'discount' | 'taxRate' | 'taxAppliesTo' | 'deposit'>> = {}): Doc {
  const settings = {
    discount: { kind: 'percent' as const, cents: null, percent: '7.5' },
    taxRate: '8.875',
    taxAppliesTo: 'materials' as const,
    deposit: { kind: 'percent' as const, cents: null, percent: '33.333' },
    ...overrides,
  };
  const good = option(
    'Good',
    [line('material', '245.5', '3.49'), line('labor', '245.5', '2.1'), line('other', '1', '75', { optional: true })],
    settings,
  );
  const better = option(
    'Better',
    [
      line('material', '245.5', '5.2499'),
      line('labor', '245.5', '2.35'),
      line('other', '1', '120', { taxable: true }),
      line('material', '12', '18.75', { optional: true }),
      line('labor', '3', '65', { optional: true }),
      line('other', '1', '49.99', { optional: true, taxable: true }),
    ],
    settings,
  );
  return {
    id: uuid(),
    displayNumber: 'EST-0001',
    title: 'Living room',
    status: 'viewed',
    clientName: 'Ana',
    siteAddress: null,
    validUntil: '2026-12-31',
    notes: null,
    terms: null,
    options: [good, better],
    selectedOptionId: null,
    answeredAt: null,
    declineReason: null,
    ...settings,
  };
}

/** The same choice through the shared document computation (common lines none, the option's own, the chosen items). */
function shared(doc: Doc, optionId: string, itemIds: string[]) {
  const opt = doc.options.find((o) => o.id === optionId)!;
  const money = (l: Line): MoneyLine => ({ ...l });
  const rule = (r: Doc['discount']) =>
    r.kind === 'amount'
      ? { type: 'amount' as const, cents: r.cents ?? 0 }
      : r.kind === 'percent'
        ? { type: 'percent' as const, percent: r.percent ?? '0' }
        : null;
  return computeSelectionTotals(
    {
      lines: [],
      options: [{ id: opt.id, lines: opt.lines.filter((l) => !l.optional).map(money) }],
      optionalItems: opt.lines.filter((l) => l.optional).map(money),
      discount: rule(doc.discount),
      taxRates: [{ id: 'tax', percent: doc.taxRate, appliesTo: doc.taxAppliesTo }],
      deposit: rule(doc.deposit),
    },
    { optionId, optionalItemIds: itemIds },
  );
}

describe('the totals of the client’s choice', () => {
  it('without optional items and with all of them, equal the totals the server sent for the option', () => {
    const doc = estimate();
    for (const opt of doc.options) {
      const none = selectionFigures(doc, { optionId: opt.id, optionalLineIds: [] })!;
      expect([none.subtotal, none.discount, none.tax, none.total, none.deposit]).toEqual([
        opt.totals.subtotalCents,
        opt.totals.discountCents,
        opt.totals.taxCents,
        opt.totals.totalCents,
        opt.totals.depositCents,
      ]);
      const allIds = opt.lines.filter((l) => l.optional).map((l) => l.id);
      const all = selectionFigures(doc, { optionId: opt.id, optionalLineIds: allIds })!;
      expect(all.total).toBe(opt.totalsWithOptional.totalCents);
      expect(all.deposit).toBe(opt.totalsWithOptional.depositCents);
      expect(all.tax).toBe(opt.totalsWithOptional.taxCents);
    }
  });

  it('with one optional item, equal the shared money rules for that selection', () => {
    const doc = estimate();
    const better = doc.options[1]!;
    const optional = better.lines.filter((l) => l.optional);
    for (const item of optional) {
      const figures = selectionFigures(doc, { optionId: better.id, optionalLineIds: [item.id] })!;
      const expected = optionTotals(
        better.lines.filter((l) => !l.optional || l.id === item.id),
        settingsOf(doc),
        true,
      );
      expect(figures).toEqual({
        subtotal: expected.subtotal,
        discount: expected.discount,
        tax: expected.tax,
        total: expected.total,
        deposit: expected.deposit,
      });
      const viaDocument = shared(doc, better.id, [item.id]);
      expect(figures.total).toBe(viaDocument.total);
      expect(figures.deposit).toBe(viaDocument.deposit);
      // Adding the item adds at least its own amount less its share of the discount.
      const base = selectionFigures(doc, { optionId: better.id, optionalLineIds: [] })!;
      expect(figures.subtotal - base.subtotal).toBe(item.amountCents);
    }
  });

  it('counts only the chosen option’s optional items, and an amount discount and deposit as written', () => {
    const doc = estimate({
      discount: { kind: 'amount', cents: 5000, percent: null },
      deposit: { kind: 'amount', cents: 25000, percent: null },
      taxAppliesTo: 'both',
    });
    const [good, better] = doc.options as [PublicOption, PublicOption];
    const stray = better.lines.find((l) => l.optional)!.id;
    const figures = selectionFigures(doc, { optionId: good.id, optionalLineIds: [stray] })!;
    expect(figures.total).toBe(good.totals.totalCents);
    expect(figures.discount).toBe(5000);
    expect(figures.deposit).toBe(25000);
    expect(figures.total).toBe(figures.subtotal - figures.discount + figures.tax);
  });

  it('is null for an unknown option or figures the rules refuse', () => {
    const doc = estimate();
    expect(selectionFigures(doc, { optionId: uuid(), optionalLineIds: [] })).toBeNull();
    const tooMuch: Doc = { ...doc, discount: { kind: 'amount', cents: 10_000_000, percent: null } };
    expect(selectionFigures(tooMuch, { optionId: tooMuch.options[0]!.id, optionalLineIds: [] })).toBeNull();
  });
});

describe('the selection', () => {
  it('starts on the recorded option, else the first, with nothing optional', () => {
    const doc = estimate();
    expect(initialSelection(doc)).toEqual({ optionId: doc.options[0]!.id, optionalLineIds: [] });
    expect(initialSelection({ ...doc, selectedOptionId: doc.options[1]!.id })?.optionId).toBe(doc.options[1]!.id);
    expect(initialSelection({ ...doc, options: [] })).toBeNull();
  });

  it('sends the ticked items of the chosen option in document order; another option starts afresh', () => {
    const doc = estimate();
    const better = doc.options[1]!;
    const [a, b, c] = better.lines.filter((l) => l.optional).map((l) => l.id) as [string, string, string];
    let selection: Selection = { optionId: better.id, optionalLineIds: [] };
    selection = toggleOptional(selection, c, true);
    selection = toggleOptional(selection, a, true);
    selection = toggleOptional(selection, b, true);
    selection = toggleOptional(selection, b, false);
    expect(chosenOptionalIds(better, selection)).toEqual([a, c]);
    // A required line's id is never sent as an optional item.
    expect(chosenOptionalIds(better, toggleOptional(selection, better.lines[0]!.id, true))).toEqual([a, c]);
    expect(chooseOption(selection, better.id)).toBe(selection);
    expect(chooseOption(selection, doc.options[0]!.id)).toEqual({ optionId: doc.options[0]!.id, optionalLineIds: [] });
  });
});
