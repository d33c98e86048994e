import { divideRoundHalfUp, parseDecimal } from '../../../shared/decimal.ts';
import { centsToDollars, dollarsToCents } from '../../../shared/dollars.ts';
import type { DiscountKind } from '../../../shared/estimates.ts';
import { optionTotals, type TotalsLine } from '../../../shared/estimate-totals.ts';
import { recordPaymentInput, saveInvoiceInput } from '../../../shared/invoice-inputs.ts';
import {
  dueDateFor,
  INVOICE_MESSAGES,
  type DueTerms,
  type ManualPaymentMethod,
  type PaymentKind,
} from '../../../shared/invoices.ts';
import {
  MONEY_ERROR_MESSAGES,
  MoneyError,
  PERCENT_SCALE,
  type LineKind,
  type MoneyErrorCode,
  type MoneyTotals,
  type TaxAppliesTo,
} from '../../../shared/money.ts';
import { errorsKeyedBy } from '../../lib/form-values.ts';
import { decimalForInput } from '../catalog/format.ts';
import type { Invoice, PaymentBody, SaveInvoiceBody } from './api.ts';

// The invoice editor's form: every figure is the text the member typed; the shared schema and the
// money rules read the same texts, so the form, the live totals and the server agree to the cent.

export interface InvoiceLineValues {
  /** React's key for the row (the server replaces lines on save). */
  key: string;
  kind: LineKind;
  productId: string | null;
  description: string;
  quantity: string;
  unit: string;
  unitPrice: string;
  taxable: boolean;
}

/** A discount: none, an amount in dollars (text), or a percent (text). */
export interface DiscountValues {
  kind: DiscountKind;
  amount: string;
  percent: string;
}

export interface InvoiceFormValues {
  title: string;
  jobId: string | null;
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  billingAddress: string;
  issueDate: string;
  dueTerms: DueTerms;
  /** Only read with custom terms. */
  dueDate: string;
  notes: string;
  terms: string;
  discount: DiscountValues;
  taxRate: string;
  taxAppliesTo: TaxAppliesTo;
  lines: InvoiceLineValues[];
}

let keys = 0;
/** A key no other row of this page has. */
export const newKey = () => `i${++keys}`;

export function emptyLine(kind: LineKind = 'material'): InvoiceLineValues {
  return {
    key: newKey(),
    kind,
    productId: null,
    description: '',
    quantity: '1',
    unit: '',
    unitPrice: '',
    taxable: false,
  };
}

/** The form's values of a saved invoice. */
export function formOf(invoice: Invoice): InvoiceFormValues {
  return {
    title: invoice.title,
    jobId: invoice.jobId,
    clientName: invoice.clientName ?? '',
    clientEmail: invoice.clientEmail ?? '',
    clientPhone: invoice.clientPhone ?? '',
    billingAddress: invoice.billingAddress ?? '',
    issueDate: invoice.issueDate,
    dueTerms: invoice.dueTerms,
    dueDate: invoice.dueTerms === 'custom' ? invoice.dueDate : '',
    notes: invoice.notes ?? '',
    terms: invoice.terms ?? '',
    discount: {
      kind: invoice.discount.kind,
      amount: centsToDollars(invoice.discount.cents),
      percent: decimalForInput(invoice.discount.percent, 0),
    },
    taxRate: decimalForInput(invoice.taxRate, 0),
    taxAppliesTo: invoice.taxAppliesTo,
    lines: invoice.lines.map((line) => ({
      key: line.id,
      kind: line.kind,
      productId: line.productId,
      description: line.description,
      quantity: decimalForInput(line.quantity, 0),
      unit: line.unit,
      unitPrice: decimalForInput(line.unitPrice, 2),
      taxable: line.taxable,
    })),
  };
}

/** The whole draft as PUT takes it. */
export function inputOf(values: InvoiceFormValues): SaveInvoiceBody {
  const d = values.discount;
  return {
    title: values.title,
    jobId: values.jobId,
    clientName: values.clientName,
    clientEmail: values.clientEmail,
    clientPhone: values.clientPhone,
    billingAddress: values.billingAddress,
    issueDate: values.issueDate,
    dueTerms: values.dueTerms,
    dueDate: values.dueTerms === 'custom' ? values.dueDate : null,
    notes: values.notes,
    terms: values.terms,
    discount:
      d.kind === 'amount'
        ? { kind: 'amount', cents: dollarsToCents(d.amount) ?? Number.NaN }
        : d.kind === 'percent'
          ? { kind: 'percent', percent: d.percent.trim() }
          : { kind: 'none' },
    taxRate: values.taxRate.trim() === '' ? '0' : values.taxRate.trim(),
    taxAppliesTo: values.taxAppliesTo,
    lines: values.lines.map((line) => ({
      kind: line.kind,
      productId: line.productId,
      description: line.description,
      quantity: line.quantity.trim(),
      unit: line.unit,
      unitPrice: line.unitPrice.trim(),
      // Only 'other' lines choose; materials and labor follow the invoice's tax setting.
      taxable: line.kind === 'other' && line.taxable,
    })),
  };
}

/** The form's key for an error's dotted path: a discount's cents or percent is its one input. */
export function fieldOf(path: string): string {
  if (path.startsWith('discount.')) return 'discount';
  if (path.startsWith('taxRates.')) return 'taxRate';
  return path || 'lines';
}

/** The form's own check, by the schema the server uses: errors keyed as fieldOf keys them. */
export function validate(values: InvoiceFormValues): Record<string, string> {
  const result = saveInvoiceInput.safeParse(inputOf(values));
  const errors: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) errors[fieldOf(issue.path.join('.'))] ??= issue.message;
  const due = dueDatePreview(values);
  if (!errors.dueDate && values.dueTerms === 'custom' && due && values.issueDate && due < values.issueDate)
    errors.dueDate = INVOICE_MESSAGES.dueBeforeIssue;
  return errors;
}

/** Server errors keyed for the form (the first message of a field wins). */
export const serverErrors = errorsKeyedBy(fieldOf);

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The due date the terms give, shown beside them as the member picks: the issue date plus the
 * terms' days, or the custom date typed; null while a date is missing or malformed.
 */
export function dueDatePreview(values: Pick<InvoiceFormValues, 'issueDate' | 'dueTerms' | 'dueDate'>): string | null {
  if (!DAY.test(values.issueDate)) return null;
  if (values.dueTerms === 'custom') return DAY.test(values.dueDate) ? values.dueDate : null;
  return dueDateFor(values.dueTerms, values.issueDate);
}

export type LiveTotals = { ok: true; totals: MoneyTotals } | { ok: false; field: string; code: MoneyErrorCode };

const blankAsZero = (text: string) => (text.trim() === '' ? '0' : text.trim());

/**
 * The invoice's totals while the member types, by the rules the server stores them with: blank
 * figures count as 0 (a new line is not an error), a refused figure names its input
 * (`lines.2.quantity`, `discount`, `taxRate`).
 */
export function liveTotals(values: InvoiceFormValues): LiveTotals {
  const lines: TotalsLine[] = values.lines.map((line, i) => ({
    id: String(i),
    kind: line.kind,
    quantity: blankAsZero(line.quantity),
    unitPrice: blankAsZero(line.unitPrice),
    unitCost: null,
    optional: false,
    taxable: line.kind === 'other' && line.taxable,
  }));
  const taxRate = values.taxRate.trim();
  if (taxRate && parseDecimal(taxRate, PERCENT_SCALE) === null) {
    return { ok: false, field: 'taxRate', code: 'INVALID_NUMBER' };
  }
  const d = values.discount;
  try {
    const totals = optionTotals(
      lines,
      {
        discount:
          d.kind === 'amount'
            ? { kind: 'amount', cents: dollarsToCents(blankAsZero(d.amount)) ?? Number.NaN }
            : d.kind === 'percent'
              ? { kind: 'percent', percent: blankAsZero(d.percent) }
              : { kind: 'none' },
        taxRate: taxRate || '0',
        taxAppliesTo: values.taxAppliesTo,
        deposit: { kind: 'none' },
      },
      false,
    );
    return { ok: true, totals };
  } catch (error) {
    if (!(error instanceof MoneyError)) throw error;
    return { ok: false, field: fieldOf(error.field), code: error.code };
  }
}

/** A line moved up (-1) or down (+1); out of range leaves the order as it is. */
export function moveLine<T>(lines: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= lines.length) return [...lines];
  const next = [...lines];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/** The "Record payment" / "Refund" dialog's values. */
export interface PaymentFormValues {
  kind: PaymentKind;
  method: ManualPaymentMethod;
  /** Dollars, as typed. */
  amount: string;
  receivedOn: string;
  reference: string;
  note: string;
}

/** The dialog's first values: a payment of the balance due, or a refund of up to what was paid, today. */
export function paymentFormOf(
  kind: 'payment' | 'refund',
  invoice: Pick<Invoice, 'balanceCents' | 'paidCents'>,
  today: string,
): PaymentFormValues {
  const amount = kind === 'payment' ? Math.max(invoice.balanceCents, 0) : Math.max(invoice.paidCents, 0);
  return {
    kind,
    method: 'cash',
    amount: amount > 0 ? centsToDollars(amount) : '',
    receivedOn: today,
    reference: '',
    note: '',
  };
}

/**
 * The dialog's values as POST /payments takes them, checked by the server's schema and against
 * what the invoice allows (a payment up to the balance, a refund up to what was paid); errors are
 * keyed by the body's fields.
 */
export function paymentInputOf(
  values: PaymentFormValues,
  limits: { balanceCents: number; paidCents: number },
): { ok: true; input: PaymentBody } | { ok: false; errors: Record<string, string> } {
  const cents = dollarsToCents(values.amount);
  const input: PaymentBody = {
    kind: values.kind,
    method: values.method,
    amountCents: cents ?? Number.NaN,
    receivedOn: values.receivedOn.trim() || null,
    reference: values.reference.trim() || null,
    note: values.note.trim() || null,
  };
  const errors: Record<string, string> = {};
  if (cents === null || cents <= 0) errors.amountCents = MONEY_ERROR_MESSAGES.INVALID_NUMBER;
  else if (values.kind === 'payment' && cents > limits.balanceCents) errors.amountCents = INVOICE_MESSAGES.overpayment;
  else if (values.kind === 'refund' && cents > limits.paidCents) errors.amountCents = INVOICE_MESSAGES.overRefund;
  const result = recordPaymentInput.safeParse(input);
  if (!result.success)
    for (const issue of result.error.issues) errors[issue.path.join('.') || 'amountCents'] ??= issue.message;
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, input };
}

/**
 * What a progress invoice of `percent` of the accepted total comes to (half up, as the server
 * rounds it), for the dialog's preview; null while the percent is not a number from 0 to 100.
 */
export function progressCents(acceptedTotalCents: number, percent: string): number | null {
  const value = parseDecimal(percent.trim(), PERCENT_SCALE);
  const hundred = 100n * 10n ** BigInt(PERCENT_SCALE);
  if (value === null || value <= 0n || value > hundred) return null;
  return Number(divideRoundHalfUp(BigInt(acceptedTotalCents) * value, hundred));
}
