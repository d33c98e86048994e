/**
 * Issue #18: accounts payable (ADR 0034). A bill is what the company owes a supplier or a
 * subcontractor: typed in, or made from a received material order. Payments are rows of their own,
 * never edited; a bill is voided, never deleted.
 */

export const BILL_STATUSES = ['open', 'partially_paid', 'paid', 'void'] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];

export const VENDOR_KINDS = ['supplier', 'subcontractor', 'other'] as const;
export type VendorKind = (typeof VENDOR_KINDS)[number];

/** What the money went on: the expense categories of the reports. */
export const EXPENSE_CATEGORIES = [
  'materials',
  'subcontractors',
  'equipment',
  'fuel',
  'vehicles',
  'insurance',
  'rent',
  'utilities',
  'office',
  'marketing',
  'other',
] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

export const BILL_PAYMENT_METHODS = ['bank_transfer', 'check', 'card', 'cash', 'other'] as const;
export type BillPaymentMethod = (typeof BILL_PAYMENT_METHODS)[number];

/** Which open bills a list shows by due date: past it, or due within a week or a month. */
export const BILL_DUE_FILTERS = ['overdue', 'next_7_days', 'next_30_days'] as const;
export type BillDueFilter = (typeof BILL_DUE_FILTERS)[number];

export const BILL_LIMITS = {
  vendor: 200,
  description: 500,
  reference: 100,
  notes: 2000,
  search: 100,
  /** $10,000,000.00. */
  amountCents: 1_000_000_000,
  /** How many bills the payables summary lists as due soon. */
  dueSoon: 10,
} as const;

export const BILL_MESSAGES = {
  isVoid: 'This bill is void.',
  hasPayments: 'This bill has payments: it can no longer be changed or voided.',
  overpayment: 'The payment cannot be more than the balance due.',
  dueBeforeIssue: 'The due date cannot be before the bill date.',
  orderNotReceived: 'Only a received material order can be billed.',
  orderHasNoTotal: 'This order has items without a cost: enter the bill by hand.',
  orderBilled: 'This material order already has a bill.',
  orderNotFound: 'Material order not found',
  jobNotFound: 'Job not found',
} as const;

/** The status a bill's payments leave it in. */
export function billStatusAfterPayments(amountCents: number, paidCents: number): Exclude<BillStatus, 'void'> {
  if (paidCents >= amountCents) return 'paid';
  return paidCents > 0 ? 'partially_paid' : 'open';
}
