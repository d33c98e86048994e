import { addDays } from '../../../shared/days.ts';
import { saveReceiptInput } from '../../../shared/receipt-inputs.ts';
import { RECEIPT_MESSAGES, type ReceiptCategory, type ReceiptPaymentMethod } from '../../../shared/receipts.ts';
import { centsToDollars, dollarsToCents } from '../../../shared/dollars.ts';
import type { Receipt, ReceiptBody } from './api.ts';

/** The receipt form's values, as its inputs hold them (text). */
export interface ReceiptFormValues {
  vendorName: string;
  description: string;
  /** Dollars as typed: "64.50", "$1,250", "64,50". */
  amount: string;
  receiptDate: string;
  category: ReceiptCategory | '';
  paymentMethod: ReceiptPaymentMethod;
  jobId: string;
  notes: string;
}

/** The form's fields by the API's names (its errors are keyed so). */
export const RECEIPT_FORM_FIELDS = [
  'vendorName',
  'description',
  'amountCents',
  'receiptDate',
  'category',
  'paymentMethod',
  'jobId',
  'notes',
  'file',
] as const;

/** A receipt's values to edit, or a new one's: dated today, paid by card, on the job given. */
export function receiptFormOf(receipt: Receipt | null, defaults: { today: string; jobId?: string }): ReceiptFormValues {
  if (receipt) {
    return {
      vendorName: receipt.vendorName,
      description: receipt.description ?? '',
      amount: centsToDollars(receipt.amountCents),
      receiptDate: receipt.receiptDate,
      category: receipt.category,
      paymentMethod: receipt.paymentMethod,
      jobId: receipt.jobId ?? '',
      notes: receipt.notes ?? '',
    };
  }
  return {
    vendorName: '',
    description: '',
    amount: '',
    receiptDate: defaults.today,
    category: '',
    paymentMethod: 'card',
    jobId: defaults.jobId ?? '',
    notes: '',
  };
}

/**
 * The form's values as the API takes them, checked by the server's own schema (its English messages,
 * keyed by the API's field names), and the day no later than tomorrow, as the server allows.
 */
export function receiptBodyOf(
  values: ReceiptFormValues,
  today: string,
): { ok: true; body: ReceiptBody } | { ok: false; errors: Record<string, string> } {
  const cents = values.amount.trim() ? dollarsToCents(values.amount) : null;
  const body: ReceiptBody = {
    vendorName: values.vendorName.trim(),
    description: values.description.trim() || null,
    amountCents: cents ?? Number.NaN,
    receiptDate: values.receiptDate,
    category: values.category as ReceiptCategory,
    paymentMethod: values.paymentMethod,
    jobId: values.jobId || null,
    notes: values.notes.trim() || null,
  };
  const errors: Record<string, string> = {};
  const result = saveReceiptInput.safeParse(body);
  if (!result.success) {
    for (const issue of result.error.issues) errors[issue.path.join('.') || 'vendorName'] ??= issue.message;
  }
  if (cents === null) errors.amountCents = values.amount.trim() ? RECEIPT_MESSAGES.amount : 'This field is required';
  if (!values.receiptDate) errors.receiptDate = 'This field is required';
  else if (!errors.receiptDate && values.receiptDate > addDays(today, 1))
    errors.receiptDate = RECEIPT_MESSAGES.inFuture;
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, body };
}
