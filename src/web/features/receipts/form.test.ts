import '../../../shared/validation.ts';
import { describe, expect, it } from 'vitest';
import { RECEIPT_MESSAGES } from '../../../shared/receipts.ts';
import type { Receipt } from './api.ts';
import { receiptBodyOf, receiptFormOf } from './form.ts';

const TODAY = '2026-11-20';
const filled = {
  ...receiptFormOf(null, { today: TODAY }),
  vendorName: ' Shell ',
  amount: '64.50',
  category: 'fuel' as const,
};

describe('receiptFormOf', () => {
  it('starts a new receipt today, paid by card, on the job given, with no category chosen', () => {
    expect(receiptFormOf(null, { today: TODAY, jobId: 'j1' })).toMatchObject({
      receiptDate: TODAY,
      paymentMethod: 'card',
      jobId: 'j1',
      category: '',
      amount: '',
    });
  });
  it('holds a receipt’s values as text', () => {
    const receipt = {
      vendorName: 'Home Depot',
      description: null,
      amountCents: 125050,
      receiptDate: '2026-11-02',
      category: 'materials',
      paymentMethod: 'cash',
      jobId: null,
      notes: 'Trim',
    } as Receipt;
    expect(receiptFormOf(receipt, { today: TODAY })).toEqual({
      vendorName: 'Home Depot',
      description: '',
      amount: '1250.50',
      receiptDate: '2026-11-02',
      category: 'materials',
      paymentMethod: 'cash',
      jobId: '',
      notes: 'Trim',
    });
  });
});

describe('receiptBodyOf', () => {
  it('turns dollars as typed into cents and blanks into nulls', () => {
    expect(receiptBodyOf(filled, TODAY)).toEqual({
      ok: true,
      body: {
        vendorName: 'Shell',
        description: null,
        amountCents: 6450,
        receiptDate: TODAY,
        category: 'fuel',
        paymentMethod: 'card',
        jobId: null,
        notes: null,
      },
    });
    const brazilian = receiptBodyOf({ ...filled, amount: '1250,5' }, TODAY);
    expect(brazilian.ok && brazilian.body.amountCents).toBe(125050);
  });
  it('says what is wrong with each field, in the server’s words', () => {
    const result = receiptBodyOf(
      { ...filled, vendorName: '', amount: 'ten', category: '', receiptDate: '2026-11-22' },
      TODAY,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        vendorName: 'This field is required',
        amountCents: RECEIPT_MESSAGES.amount,
        category: RECEIPT_MESSAGES.category,
        receiptDate: RECEIPT_MESSAGES.inFuture,
      },
    });
    expect(receiptBodyOf({ ...filled, amount: '0' }, TODAY)).toEqual({
      ok: false,
      errors: { amountCents: RECEIPT_MESSAGES.amount },
    });
    expect(receiptBodyOf({ ...filled, amount: '', receiptDate: '' }, TODAY)).toEqual({
      ok: false,
      errors: { amountCents: 'This field is required', receiptDate: 'This field is required' },
    });
    // Tomorrow is allowed: the phone may be a time zone ahead of the company.
    expect(receiptBodyOf({ ...filled, receiptDate: '2026-11-21' }, TODAY).ok).toBe(true);
  });
});
