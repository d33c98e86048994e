import { describe, expect, it } from 'vitest';
import { INVOICE_STATUSES } from '../../../shared/invoices.ts';
import { balanceTone, INVOICE_STATUS_VARIANTS, isOpen } from './status.ts';

describe('invoice status colours', () => {
  it('gives overdue the danger token and every status a variant', () => {
    expect(INVOICE_STATUS_VARIANTS.overdue).toBe('danger-soft');
    expect(INVOICE_STATUS_VARIANTS.paid).toBe('success-soft');
    for (const status of INVOICE_STATUSES) expect(INVOICE_STATUS_VARIANTS[status], status).toBeTruthy();
  });
  it('counts sent, viewed, partially paid and overdue as open', () => {
    expect(INVOICE_STATUSES.filter(isOpen)).toEqual(['sent', 'viewed', 'partially_paid', 'overdue']);
  });
  it('colours a balance by whether it is owed, and overdue in danger', () => {
    expect(balanceTone('overdue', 500)).toBe('danger');
    expect(balanceTone('partially_paid', 500)).toBe('owed');
    expect(balanceTone('paid', 0)).toBe('settled');
    expect(balanceTone('draft', 500)).toBe('settled');
    expect(balanceTone('void', 500)).toBe('settled');
  });
});
