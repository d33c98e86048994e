import { describe, expect, it } from 'vitest';
import { INVOICE_MESSAGES } from '../../../shared/invoices.ts';
import type { Invoice } from './api.ts';
import {
  dueDatePreview,
  emptyLine,
  formOf,
  inputOf,
  liveTotals,
  moveLine,
  paymentFormOf,
  paymentInputOf,
  progressCents,
  serverErrors,
  validate,
  type InvoiceFormValues,
} from './form.ts';

const values = (over: Partial<InvoiceFormValues> = {}): InvoiceFormValues => ({
  title: 'Kitchen floor',
  jobId: null,
  clientName: 'Ana',
  clientEmail: 'ana@example.com',
  clientPhone: '',
  billingAddress: '',
  issueDate: '2026-03-01',
  dueTerms: 'net_15',
  dueDate: '',
  notes: '',
  terms: '',
  discount: { kind: 'none', amount: '', percent: '' },
  taxRate: '',
  taxAppliesTo: 'materials',
  lines: [
    {
      key: 'a',
      kind: 'material',
      productId: null,
      description: 'Oak',
      quantity: '100',
      unit: 'sq_ft',
      unitPrice: '3.49',
      taxable: false,
    },
    {
      key: 'b',
      kind: 'labor',
      productId: null,
      description: 'Install',
      quantity: '100',
      unit: 'sq_ft',
      unitPrice: '2',
      taxable: false,
    },
    {
      key: 'c',
      kind: 'other',
      productId: null,
      description: 'Haul away',
      quantity: '1',
      unit: '',
      unitPrice: '50',
      taxable: true,
    },
  ],
  ...over,
});

describe('invoice form → PUT body', () => {
  it('sends the typed texts, blank tax as 0, the custom date only with custom terms, taxable only on other lines', () => {
    const v = values({ taxRate: ' ', dueDate: '2026-04-01' });
    v.lines[0]!.taxable = true;
    const body = inputOf(v);
    expect(body.taxRate).toBe('0');
    expect(body.dueDate).toBeNull();
    expect(body.discount).toEqual({ kind: 'none' });
    expect(body.lines!.map((l) => l.taxable)).toEqual([false, false, true]);
    expect(inputOf(values({ dueTerms: 'custom', dueDate: '2026-04-01' })).dueDate).toBe('2026-04-01');
  });

  it('turns a dollars discount into whole cents and refuses a malformed one', () => {
    expect(inputOf(values({ discount: { kind: 'amount', amount: '12.5', percent: '' } })).discount).toEqual({
      kind: 'amount',
      cents: 1250,
    });
    expect(validate(values({ discount: { kind: 'amount', amount: '12.555', percent: '' } }))).toHaveProperty(
      'discount',
    );
  });

  it('round-trips a saved invoice through the form', () => {
    const invoice = {
      title: 'T',
      jobId: null,
      clientName: null,
      clientEmail: 'x@example.com',
      clientPhone: null,
      billingAddress: null,
      issueDate: '2026-03-01',
      dueTerms: 'custom',
      dueDate: '2026-03-20',
      notes: null,
      terms: 'Pay soon',
      discount: { kind: 'percent', cents: null, percent: '10.000' },
      taxRate: '7.500',
      taxAppliesTo: 'both',
      lines: [
        {
          id: 'l1',
          kind: 'material',
          productId: null,
          description: 'Tile',
          quantity: '12.500',
          unit: 'box',
          unitPrice: '4.1000',
          taxable: false,
          amountCents: 5125,
        },
      ],
    } as unknown as Invoice;
    const form = formOf(invoice);
    expect(form.discount).toEqual({ kind: 'percent', amount: '', percent: '10' });
    expect(form.taxRate).toBe('7.5');
    expect(form.lines[0]).toMatchObject({ quantity: '12.5', unitPrice: '4.10' });
    expect(form.dueDate).toBe('2026-03-20');
    expect(inputOf(form)).toMatchObject({
      dueTerms: 'custom',
      dueDate: '2026-03-20',
      clientName: '',
      terms: 'Pay soon',
    });
  });

  it('validates by the server schema: a title is required, a custom due date may not precede the issue date', () => {
    expect(validate(values())).toEqual({});
    expect(validate(values({ title: '  ' }))).toHaveProperty('title');
    expect(validate(values({ lines: [{ ...emptyLine(), description: 'x', unitPrice: 'abc' }] }))).toHaveProperty(
      'lines.0.unitPrice',
    );
    expect(validate(values({ dueTerms: 'custom', dueDate: '2026-02-01' })).dueDate).toBe(
      INVOICE_MESSAGES.dueBeforeIssue,
    );
  });

  it('keys server errors by the form field (discount parts to discount)', () => {
    expect(serverErrors({ 'discount.cents': 'bad', 'lines.1.quantity': 'q', title: 't' })).toEqual({
      discount: 'bad',
      'lines.1.quantity': 'q',
      title: 't',
    });
  });
});

describe('due date preview', () => {
  it('adds the terms’ days to the issue date, across months and years', () => {
    expect(dueDatePreview({ issueDate: '2026-03-01', dueTerms: 'on_receipt', dueDate: '' })).toBe('2026-03-01');
    expect(dueDatePreview({ issueDate: '2026-03-20', dueTerms: 'net_15', dueDate: '' })).toBe('2026-04-04');
    expect(dueDatePreview({ issueDate: '2026-12-15', dueTerms: 'net_30', dueDate: '' })).toBe('2027-01-14');
  });
  it('shows the custom date, and nothing while a date is missing', () => {
    expect(dueDatePreview({ issueDate: '2026-03-01', dueTerms: 'custom', dueDate: '2026-05-05' })).toBe('2026-05-05');
    expect(dueDatePreview({ issueDate: '2026-03-01', dueTerms: 'custom', dueDate: '' })).toBeNull();
    expect(dueDatePreview({ issueDate: '', dueTerms: 'net_30', dueDate: '' })).toBeNull();
  });
});

describe('live totals', () => {
  it('computes lines, discount and tax by the money rules (tax on materials and taxable other lines)', () => {
    const result = liveTotals(values({ taxRate: '10', discount: { kind: 'percent', amount: '', percent: '10' } }));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.totals.lines.map((l) => l.amount)).toEqual([34900, 20000, 5000]);
    expect(result.totals.subtotal).toBe(59900);
    expect(result.totals.discount).toBe(5990);
    // Taxed base: (34900 − 3490) + (5000 − 500) = 35910 → 3591.
    expect(result.totals.tax).toBe(3591);
    expect(result.totals.total).toBe(59900 - 5990 + 3591);
  });
  it('counts blank figures as 0 and names the input a refused figure came from', () => {
    const blank = liveTotals(values({ lines: [emptyLine()] }));
    expect(blank.ok && blank.totals.total).toBe(0);
    expect(liveTotals(values({ taxRate: '7,5' }))).toEqual({ ok: false, field: 'taxRate', code: 'INVALID_NUMBER' });
    expect(liveTotals(values({ discount: { kind: 'amount', amount: '999999', percent: '' } }))).toEqual({
      ok: false,
      field: 'discount',
      code: 'DISCOUNT_EXCEEDS_SUBTOTAL',
    });
  });
  it('moves lines within bounds', () => {
    expect(moveLine(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveLine(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });
});

describe('payment dialog', () => {
  const invoice = { balanceCents: 12345, paidCents: 5000 };
  it('prefills a payment with the balance and a refund with what was paid', () => {
    expect(paymentFormOf('payment', invoice, '2026-03-02')).toMatchObject({
      kind: 'payment',
      amount: '123.45',
      receivedOn: '2026-03-02',
    });
    expect(paymentFormOf('refund', invoice, '2026-03-02').amount).toBe('50.00');
    expect(paymentFormOf('payment', { balanceCents: 0, paidCents: 0 }, '2026-03-02').amount).toBe('');
  });
  it('sends whole cents and blank optional fields as null', () => {
    const result = paymentInputOf(
      { ...paymentFormOf('payment', invoice, '2026-03-02'), amount: '100.5', reference: ' 1042 ' },
      invoice,
    );
    expect(result).toEqual({
      ok: true,
      input: {
        kind: 'payment',
        method: 'cash',
        amountCents: 10050,
        receivedOn: '2026-03-02',
        reference: '1042',
        note: null,
      },
    });
  });
  it('refuses a zero, malformed or too large amount before calling the server', () => {
    const form = paymentFormOf('payment', invoice, '2026-03-02');
    for (const amount of ['0', '', 'ten', '1.234']) {
      const result = paymentInputOf({ ...form, amount }, invoice);
      expect(result.ok, amount).toBe(false);
    }
    expect(paymentInputOf({ ...form, amount: '123.46' }, invoice)).toEqual({
      ok: false,
      errors: { amountCents: INVOICE_MESSAGES.overpayment },
    });
    expect(paymentInputOf({ ...paymentFormOf('refund', invoice, '2026-03-02'), amount: '50.01' }, invoice)).toEqual({
      ok: false,
      errors: { amountCents: INVOICE_MESSAGES.overRefund },
    });
  });
});

describe('progress amounts', () => {
  it('rounds a progress percent of the accepted total half up, and refuses 0 or over 100 %', () => {
    expect(progressCents(100001, '50')).toBe(50001);
    expect(progressCents(99999, '33.333')).toBe(33333);
    expect(progressCents(10000, '0')).toBeNull();
    expect(progressCents(10000, '100.001')).toBeNull();
    expect(progressCents(10000, 'x')).toBeNull();
  });
});
