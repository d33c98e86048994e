import { describe, expect, it } from 'vitest';
import { effectiveInvoiceStatus, statusAfterPayments } from './invoices.ts';

describe('effectiveInvoiceStatus', () => {
  it('reads an open invoice past its due date as overdue only while a balance is left', () => {
    expect(effectiveInvoiceStatus('sent', '2026-01-09', '2026-01-10', 100)).toBe('overdue');
    expect(effectiveInvoiceStatus('partially_paid', '2026-01-09', '2026-01-10', 1)).toBe('overdue');
    // Nothing owed (an invoice of 0 sent before it was marked paid, or overpaid): never overdue.
    expect(effectiveInvoiceStatus('sent', '2026-01-09', '2026-01-10', 0)).toBe('sent');
    expect(effectiveInvoiceStatus('viewed', '2026-01-09', '2026-01-10', -5)).toBe('viewed');
    expect(effectiveInvoiceStatus('sent', '2026-01-10', '2026-01-10', 100)).toBe('sent');
    expect(effectiveInvoiceStatus('paid', '2026-01-09', '2026-01-10', 0)).toBe('paid');
    expect(effectiveInvoiceStatus('draft', '2026-01-09', '2026-01-10', 100)).toBe('draft');
  });
});

describe('statusAfterPayments', () => {
  it('is paid once payments cover the total, partially paid before, else sent or viewed', () => {
    expect(statusAfterPayments(1000, 1000, false)).toBe('paid');
    expect(statusAfterPayments(1000, 400, true)).toBe('partially_paid');
    expect(statusAfterPayments(1000, 0, true)).toBe('viewed');
    expect(statusAfterPayments(1000, 0, false)).toBe('sent');
  });
});
