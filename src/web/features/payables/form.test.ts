import { describe, expect, it } from 'vitest';
import { BILL_MESSAGES } from '../../../shared/payables.ts';
import type { Bill } from './api.ts';
import {
  billFiltersOf,
  billFormOf,
  billInputOf,
  categoryBarWidths,
  dueState,
  emptyBillForm,
  MIN_BAR_PERCENT,
  orderBillable,
  orderBillDueDate,
  paymentFormOf,
  paymentInputOf,
  sharePercent,
} from './form.ts';

const filled = { ...emptyBillForm('2026-11-20'), vendorName: '  Floor Supply Co. ', amount: '3,187.50' };

describe('the bill form', () => {
  it('starts dated today, due 30 days later, a supplier’s materials', () => {
    expect(emptyBillForm('2026-12-15')).toMatchObject({
      billDate: '2026-12-15',
      dueDate: '2027-01-14',
      vendorKind: 'supplier',
      category: 'materials',
      amount: '',
      jobId: '',
    });
  });

  it('sends dollars as cents, trimmed texts, and blanks as null', () => {
    const checked = billInputOf({ ...filled, jobId: '', reference: ' FS-1 ', notes: '   ' });
    expect(checked).toEqual({
      ok: true,
      input: {
        vendorName: 'Floor Supply Co.',
        vendorKind: 'supplier',
        category: 'materials',
        jobId: null,
        description: null,
        reference: 'FS-1',
        billDate: '2026-11-20',
        dueDate: '2026-12-20',
        amountCents: 318_750,
        notes: null,
      },
    });
    expect(billInputOf({ ...filled, amount: '25,5' })).toMatchObject({ ok: true, input: { amountCents: 2550 } });
  });

  it('names each field it can tell is wrong, by the API’s names', () => {
    expect(billInputOf({ ...filled, vendorName: ' ', amount: '' })).toEqual({
      ok: false,
      errors: { vendorName: 'payables.form.vendorRequired', amountCents: 'payables.form.amountRequired' },
    });
    expect(billInputOf({ ...filled, amount: 'ten' })).toMatchObject({
      errors: { amountCents: 'payables.form.amountInvalid' },
    });
    expect(billInputOf({ ...filled, amount: '0.00' })).toMatchObject({
      errors: { amountCents: 'payables.form.amountPositive' },
    });
    expect(billInputOf({ ...filled, amount: '10000000.01' })).toMatchObject({
      errors: { amountCents: 'payables.form.amountTooLarge' },
    });
    expect(billInputOf({ ...filled, amount: '1.234' })).toMatchObject({
      errors: { amountCents: 'payables.form.amountInvalid' },
    });
    expect(billInputOf({ ...filled, dueDate: '2026-11-19' })).toEqual({
      ok: false,
      errors: { dueDate: BILL_MESSAGES.dueBeforeIssue },
    });
    expect(billInputOf({ ...filled, billDate: '' })).toMatchObject({
      errors: { billDate: 'payables.form.dateRequired' },
    });
  });

  it('holds a saved bill as typed text, and sends it back unchanged', () => {
    const bill = {
      vendorName: 'Oak Co',
      vendorKind: 'subcontractor',
      category: 'subcontractors',
      jobId: '5f0c2d9e-8a51-4a53-9c66-3f1e4a0f6a11',
      description: 'Install',
      reference: null,
      billDate: '2026-11-01',
      dueDate: '2026-11-30',
      amountCents: 120_005,
      notes: null,
    } as Bill;
    const form = billFormOf(bill);
    expect(form.amount).toBe('1200.05');
    expect(form.reference).toBe('');
    const checked = billInputOf(form);
    expect(checked.ok && checked.input).toEqual({ ...bill });
  });
});

describe('the payment form', () => {
  it('starts with the whole balance, paid today by bank transfer', () => {
    expect(paymentFormOf({ balanceCents: 45_050 }, '2026-12-01')).toEqual({
      amount: '450.50',
      paidOn: '2026-12-01',
      method: 'bank_transfer',
      reference: '',
      note: '',
    });
  });

  it('sends part of the balance as cents; leaves the balance check to the server', () => {
    const values = { ...paymentFormOf({ balanceCents: 45_050 }, '2026-12-01'), amount: '$100', reference: ' #12 ' };
    expect(paymentInputOf(values)).toEqual({
      ok: true,
      input: { amountCents: 10_000, paidOn: '2026-12-01', method: 'bank_transfer', reference: '#12', note: null },
    });
    expect(paymentInputOf({ ...values, amount: '999999' })).toMatchObject({ ok: true });
    expect(paymentInputOf({ ...values, amount: '-5' })).toEqual({
      ok: false,
      errors: { amountCents: 'payables.form.amountInvalid' },
    });
    expect(paymentInputOf({ ...values, paidOn: '' })).toMatchObject({ input: { paidOn: null } });
  });

  it('tells more than the balance before sending when given the bill, as the invoice payment form does', () => {
    const values = { ...paymentFormOf({ balanceCents: 45_050 }, '2026-12-01'), amount: '450.51' };
    expect(paymentInputOf(values, { balanceCents: 45_050 })).toEqual({
      ok: false,
      errors: { amountCents: BILL_MESSAGES.overpayment },
    });
    expect(paymentInputOf({ ...values, amount: '1.250,00' }, { balanceCents: 125_000 })).toMatchObject({
      ok: true,
      input: { amountCents: 125_000 },
    });
  });
});

describe('the list filters in the address', () => {
  it('keeps known values only, the search trimmed and cut to the API’s limit', () => {
    expect(billFiltersOf(new URLSearchParams('status=partially_paid&due=overdue&category=fuel&q=%20oak%20'))).toEqual({
      status: 'partially_paid',
      due: 'overdue',
      category: 'fuel',
      q: 'oak',
    });
    expect(billFiltersOf(new URLSearchParams('status=late&due=someday&category=yachts&q=%20'))).toEqual({});
    expect(billFiltersOf(new URLSearchParams(`q=${'x'.repeat(150)}`)).q).toHaveLength(100);
  });
});

describe('what a due date says', () => {
  const open = { status: 'open' as const, overdue: false };
  it('counts the days to go, or late, on the company’s day', () => {
    expect(dueState({ ...open, dueDate: '2026-12-20' }, '2026-12-15')).toEqual({ key: 'dueIn', days: 5 });
    expect(dueState({ ...open, dueDate: '2026-12-15' }, '2026-12-15')).toEqual({ key: 'dueToday', days: 0 });
    expect(dueState({ ...open, overdue: true, dueDate: '2026-12-01' }, '2026-12-15')).toEqual({
      key: 'overdue',
      days: 14,
    });
  });

  it('says nothing of dates once a bill is paid or void', () => {
    expect(dueState({ status: 'paid', overdue: false, dueDate: '2026-01-01' }, '2026-12-15').key).toBe('settled');
    expect(dueState({ status: 'void', overdue: false, dueDate: '2026-01-01' }, '2026-12-15').key).toBe('settled');
  });
});

describe('the category chart', () => {
  it('draws the largest balance full width and the others in proportion', () => {
    expect(categoryBarWidths([{ balanceCents: 400 }, { balanceCents: 100 }, { balanceCents: 300 }])).toEqual([
      100, 25, 75,
    ]);
  });

  it('keeps a small balance visible, and draws nothing when nothing is owed', () => {
    expect(categoryBarWidths([{ balanceCents: 1_000_000 }, { balanceCents: 1 }])).toEqual([100, MIN_BAR_PERCENT]);
    expect(categoryBarWidths([{ balanceCents: 0 }])).toEqual([0]);
    expect(categoryBarWidths([])).toEqual([]);
  });

  it('gives whole-percent shares for the figures table', () => {
    expect(sharePercent(100, 300)).toBe(33);
    expect(sharePercent(0, 0)).toBe(0);
  });
});

describe('a bill from a material order', () => {
  it('is due some days after today, or on the date picked', () => {
    expect(orderBillDueDate('0', '2026-12-15', '')).toBe('2026-12-15');
    expect(orderBillDueDate('30', '2026-12-15', '2027-03-01')).toBe('2027-01-14');
    expect(orderBillDueDate('custom', '2026-12-15', '2027-03-01')).toBe('2027-03-01');
    expect(orderBillDueDate('custom', '2026-12-15', '')).toBe('');
  });

  it('is made only from an order received, even in part, that has a total', () => {
    expect(orderBillable({ status: 'received', totalCents: 86_240 })).toBe(true);
    expect(orderBillable({ status: 'partially_received', totalCents: 1 })).toBe(true);
    expect(orderBillable({ status: 'ordered', totalCents: 86_240 })).toBe(false);
    expect(orderBillable({ status: 'received', totalCents: null })).toBe(false);
    expect(orderBillable({ status: 'cancelled', totalCents: 500 })).toBe(false);
  });
});
