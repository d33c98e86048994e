import { addDays, daysBetween } from '../../../shared/days.ts';
import {
  BILL_DUE_FILTERS,
  BILL_LIMITS,
  BILL_MESSAGES,
  BILL_STATUSES,
  EXPENSE_CATEGORIES,
  type BillDueFilter,
  type BillPaymentMethod,
  type BillStatus,
  type ExpenseCategory,
  type VendorKind,
} from '../../../shared/payables.ts';
import { centsToDollars, dollarsToCents } from '../../../shared/dollars.ts';
import type { Bill, BillFilters, BillPaymentBody, SaveBillBody } from './api.ts';

// The payables pages' pure rules: the bill and payment forms (dollars typed, cents sent), the
// filters kept in the address bar, what a due date says, and the category chart's bars.

/** A form's errors: each field's text key (`payables.form.…`) or a server message (shared/payables.ts). */
export type FormErrors = Record<string, string>;
type Checked<T> = { ok: true; input: T } | { ok: false; errors: FormErrors };

/** Days from the bill date to the due date a new bill starts with. */
export const DEFAULT_TERMS_DAYS = 30;

export interface BillFormValues {
  vendorName: string;
  vendorKind: VendorKind;
  category: ExpenseCategory;
  /** '' for none. */
  jobId: string;
  description: string;
  reference: string;
  billDate: string;
  dueDate: string;
  /** Dollars, as typed. */
  amount: string;
  notes: string;
}

/** A new bill's form: dated `today`, due 30 days later, a supplier's materials. */
export function emptyBillForm(today: string): BillFormValues {
  return {
    vendorName: '',
    vendorKind: 'supplier',
    category: 'materials',
    jobId: '',
    description: '',
    reference: '',
    billDate: today,
    dueDate: addDays(today, DEFAULT_TERMS_DAYS),
    amount: '',
    notes: '',
  };
}

/** The form of a saved bill, to change it. */
export function billFormOf(bill: Bill): BillFormValues {
  return {
    vendorName: bill.vendorName,
    vendorKind: bill.vendorKind,
    category: bill.category,
    jobId: bill.jobId ?? '',
    description: bill.description ?? '',
    reference: bill.reference ?? '',
    billDate: bill.billDate,
    dueDate: bill.dueDate,
    amount: centsToDollars(bill.amountCents),
    notes: bill.notes ?? '',
  };
}

/** Whole cents of a typed amount above zero and within the limit, else the text key of what is wrong. */
function amountOf(text: string, maxCents: number): { cents: number } | { error: string } {
  if (!text.trim()) return { error: 'payables.form.amountRequired' };
  const cents = dollarsToCents(text);
  if (cents === null) return { error: 'payables.form.amountInvalid' };
  if (cents <= 0) return { error: 'payables.form.amountPositive' };
  if (cents > maxCents) return { error: 'payables.form.amountTooLarge' };
  return { cents };
}

/**
 * The whole bill as POST and PUT take it, or the errors the form can tell without the server (keyed
 * by the API's field names): a vendor, an amount in dollars above zero, both dates, due not before
 * the bill date. Blanks are sent as null; the server checks the rest.
 */
export function billInputOf(values: BillFormValues): Checked<SaveBillBody> {
  const errors: FormErrors = {};
  if (!values.vendorName.trim()) errors.vendorName = 'payables.form.vendorRequired';
  const amount = amountOf(values.amount, BILL_LIMITS.amountCents);
  if ('error' in amount) errors.amountCents = amount.error;
  if (!values.billDate) errors.billDate = 'payables.form.dateRequired';
  if (!values.dueDate) errors.dueDate = 'payables.form.dateRequired';
  else if (values.billDate && values.dueDate < values.billDate) errors.dueDate = BILL_MESSAGES.dueBeforeIssue;
  if (Object.keys(errors).length || 'error' in amount) return { ok: false, errors };
  const blank = (text: string) => text.trim() || null;
  return {
    ok: true,
    input: {
      vendorName: values.vendorName.trim(),
      vendorKind: values.vendorKind,
      category: values.category,
      jobId: values.jobId || null,
      description: blank(values.description),
      reference: blank(values.reference),
      billDate: values.billDate,
      dueDate: values.dueDate,
      amountCents: amount.cents,
      notes: blank(values.notes),
    },
  };
}

export interface PaymentFormValues {
  /** Dollars, as typed. */
  amount: string;
  paidOn: string;
  method: BillPaymentMethod;
  reference: string;
  note: string;
}

/** A payment's form: the whole balance, paid `today` by bank transfer. */
export function paymentFormOf(bill: Pick<Bill, 'balanceCents'>, today: string): PaymentFormValues {
  return { amount: centsToDollars(bill.balanceCents), paidOn: today, method: 'bank_transfer', reference: '', note: '' };
}

/**
 * The payment as POST takes it, or the form's errors: an amount above zero and, when the bill is
 * given, not above its balance (the server's own message, as an invoice's payment form tells it
 * before sending). No date: today, on the company's day.
 */
export function paymentInputOf(values: PaymentFormValues, bill?: Pick<Bill, 'balanceCents'>): Checked<BillPaymentBody> {
  const amount = amountOf(values.amount, BILL_LIMITS.amountCents);
  if ('error' in amount) return { ok: false, errors: { amountCents: amount.error } };
  if (bill && amount.cents > bill.balanceCents)
    return { ok: false, errors: { amountCents: BILL_MESSAGES.overpayment } };
  return {
    ok: true,
    input: {
      amountCents: amount.cents,
      paidOn: values.paidOn || null,
      method: values.method,
      reference: values.reference.trim() || null,
      note: values.note.trim() || null,
    },
  };
}

/** The list's filters the page keeps in its address bar, under the API's own names. */
export const FILTER_KEYS = ['q', 'status', 'due', 'category'] as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  (values as readonly (string | null)[]).includes(value) ? (value as T) : undefined;

/** The filters of an address (unknown values dropped, the search trimmed and cut to the API's limit). */
export function billFiltersOf(params: URLSearchParams): BillFilters {
  const q = params.get('q')?.trim().slice(0, BILL_LIMITS.search);
  const status = oneOf<BillStatus>(BILL_STATUSES, params.get('status'));
  const due = oneOf<BillDueFilter>(BILL_DUE_FILTERS, params.get('due'));
  const category = oneOf<ExpenseCategory>(EXPENSE_CATEGORIES, params.get('category'));
  return { ...(q && { q }), ...(status && { status }), ...(due && { due }), ...(category && { category }) };
}

/** What a bill's due date says on `today`: a text key and its count (days late or to go). */
export function dueState(
  bill: Pick<Bill, 'dueDate' | 'status' | 'overdue'>,
  today: string,
): { key: 'overdue' | 'dueToday' | 'dueIn' | 'settled'; days: number } {
  if (bill.status === 'paid' || bill.status === 'void') return { key: 'settled', days: 0 };
  const days = daysBetween(today, bill.dueDate);
  if (bill.overdue || days < 0) return { key: 'overdue', days: Math.max(1, -days) };
  return days === 0 ? { key: 'dueToday', days: 0 } : { key: 'dueIn', days };
}

/** The least width (percent) of a bar whose category holds anything, so a small amount still shows. */
export const MIN_BAR_PERCENT = 2;

/**
 * Each category's bar as a percent of the largest balance (0 to 100, one decimal): the largest
 * fills the row, any other at least MIN_BAR_PERCENT; nothing owed draws nothing.
 */
export function categoryBarWidths(rows: readonly { balanceCents: number }[]): number[] {
  const largest = Math.max(0, ...rows.map((row) => row.balanceCents));
  return rows.map(({ balanceCents }) => {
    if (largest <= 0 || balanceCents <= 0) return 0;
    return Math.min(100, Math.max(MIN_BAR_PERCENT, Math.round((balanceCents / largest) * 1000) / 10));
  });
}

/** A category's share of everything owed, as a whole percent (0 when nothing is owed). */
export const sharePercent = (cents: number, totalCents: number) =>
  totalCents > 0 ? Math.round((cents / totalCents) * 100) : 0;

/** The due dates a bill made from a material order may take: days after today, or a date picked. */
export const ORDER_BILL_TERMS = ['0', '15', '30', '60', 'custom'] as const;
export type OrderBillTerms = (typeof ORDER_BILL_TERMS)[number];

/** The due date of the terms chosen, from `today` (the bill's date); a picked date as typed ('' when none). */
export const orderBillDueDate = (terms: OrderBillTerms, today: string, picked: string): string =>
  terms === 'custom' ? picked : addDays(today, Number(terms));

/** Whether a bill can be made from an order in this state: received (even in part), with a total. */
export const orderBillable = (order: { status: string; totalCents: number | null }) =>
  (order.status === 'received' || order.status === 'partially_received') && !!order.totalCents;
