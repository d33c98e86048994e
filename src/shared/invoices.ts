/**
 * Issue #17: an invoice's life (ADR 0029). Overdue is read off due_date in the company's time zone,
 * like an estimate's expiry, never stored; paid and partially paid follow the payments.
 */
import { addDays } from './days.ts';

export const INVOICE_STATUSES = ['draft', 'sent', 'viewed', 'partially_paid', 'paid', 'overdue', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
/** What invoices.status holds: every status but overdue. */
export const STORED_INVOICE_STATUSES = [
  'draft',
  'sent',
  'viewed',
  'partially_paid',
  'paid',
  'void',
] as const satisfies readonly InvoiceStatus[];
export type StoredInvoiceStatus = (typeof STORED_INVOICE_STATUSES)[number];
/** Statuses still owed: these become overdue once the due date has passed. */
export const OPEN_INVOICE_STATUSES = ['sent', 'viewed', 'partially_paid'] as const satisfies readonly InvoiceStatus[];

/**
 * standard: lines typed by a member (blank or from a job). From an accepted estimate: deposit (the
 * estimate's deposit), progress (a percent of the accepted total, for a milestone), final (the
 * accepted total less every invoice already made from it).
 */
export const INVOICE_KINDS = ['standard', 'deposit', 'progress', 'final'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
export const ESTIMATE_INVOICE_KINDS = ['deposit', 'progress', 'final'] as const satisfies readonly InvoiceKind[];
export type EstimateInvoiceKind = (typeof ESTIMATE_INVOICE_KINDS)[number];

export const DUE_TERMS = ['on_receipt', 'net_15', 'net_30', 'custom'] as const;
export type DueTerms = (typeof DUE_TERMS)[number];
export const DUE_TERM_DAYS: Record<Exclude<DueTerms, 'custom'>, number> = { on_receipt: 0, net_15: 15, net_30: 30 };

/** online: through Stripe Checkout (recorded by the webhook, never by hand). */
export const PAYMENT_METHODS = ['cash', 'check', 'bank_transfer', 'card', 'other', 'online'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const MANUAL_PAYMENT_METHODS = [
  'cash',
  'check',
  'bank_transfer',
  'card',
  'other',
] as const satisfies readonly PaymentMethod[];
export type ManualPaymentMethod = (typeof MANUAL_PAYMENT_METHODS)[number];
/** A refund is stored as its own row with a positive amount: payments are never edited or deleted. */
export const PAYMENT_KINDS = ['payment', 'refund'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** The history an invoice keeps (invoice_events.type). */
export const INVOICE_EVENT_TYPES = ['created', 'updated', 'sent', 'viewed', 'payment', 'refund', 'voided'] as const;
export type InvoiceEventType = (typeof INVOICE_EVENT_TYPES)[number];

export const INVOICE_LIMITS = {
  title: 120,
  lines: 400,
  description: 500,
  unit: 20,
  notes: 5000,
  terms: 10000,
  clientName: 200,
  address: 500,
  reference: 100,
  paymentNote: 500,
  voidReason: 500,
  search: 100,
  /** Custom terms: at most a year after the issue date. */
  maxDueDays: 365,
  /** A private link e-mailed with an invoice opens it for this many days. */
  linkDays: 90,
} as const;

/** INV-0001. */
export const invoiceNumber = (number: number): string => `INV-${String(number).padStart(4, '0')}`;

/** The due date terms give: the issue date plus their days; custom keeps the date typed. */
export function dueDateFor(terms: DueTerms, issueDate: string, customDueDate?: string | null): string {
  return terms === 'custom' ? (customDueDate ?? issueDate) : addDays(issueDate, DUE_TERM_DAYS[terms]);
}

/** The status an invoice shows: one still owed (a balance left) past its due date is overdue. */
export function effectiveInvoiceStatus(
  status: StoredInvoiceStatus,
  dueDate: string,
  today: string,
  balanceCents: number,
): InvoiceStatus {
  return (OPEN_INVOICE_STATUSES as readonly string[]).includes(status) && dueDate < today && balanceCents > 0
    ? 'overdue'
    : status;
}

/**
 * The status payments leave a sent invoice in: paid once they cover the total, partially paid while
 * some is paid, else back to viewed or sent.
 */
export function statusAfterPayments(
  totalCents: number,
  paidCents: number,
  viewed: boolean,
): Extract<StoredInvoiceStatus, 'sent' | 'viewed' | 'partially_paid' | 'paid'> {
  if (paidCents >= totalCents && totalCents > 0) return 'paid';
  if (paidCents > 0) return 'partially_paid';
  return viewed ? 'viewed' : 'sent';
}

export const INVOICE_MESSAGES = {
  notDraft: 'Only a draft invoice can be edited. Void it and make a new one to change a sent invoice.',
  notDeletable: 'Only a draft invoice can be deleted. A sent invoice is voided instead.',
  alreadySent: 'This invoice has already been sent.',
  noLines: 'Add at least one line before sending.',
  noClientEmail: "Add the client's e-mail before sending.",
  isVoid: 'This invoice is void.',
  isDraft: 'Send the invoice before recording a payment.',
  voidWithPayments: 'Refund the payments before voiding this invoice.',
  overpayment: 'The payment cannot be more than the balance due.',
  overRefund: 'The refund cannot be more than what was paid.',
  nothingDue: 'Nothing is due on this invoice.',
  estimateNotAccepted: 'Only an accepted estimate can be invoiced.',
  estimateSuperseded: 'A newer revision of this estimate exists: invoice that one once it is accepted.',
  estimateMoneyFixed:
    'An invoice from an estimate bills its share of the estimate: its lines, discount and tax cannot be changed. Delete this draft and make another to bill a different share.',
  overInvoiced: 'Invoices from this estimate cannot add up to more than its accepted total.',
  nothingLeft: 'Everything in this estimate has already been invoiced.',
  noDeposit: 'This estimate asks for no deposit.',
  depositExists: 'A deposit invoice for this estimate already exists.',
  dueBeforeIssue: 'The due date cannot be before the issue date.',
  dueTooLate: `The due date can be at most ${INVOICE_LIMITS.maxDueDays} days after the issue date.`,
  percentRequired: 'Enter the share of the accepted total this invoice bills (more than 0 %).',
  draftNotVoidable: 'A draft is deleted, not voided.',
  discountTooBig: 'The discount cannot be more than the subtotal.',
  jobNotFound: 'Job not found',
  estimateNotFound: 'Estimate not found',
  tooManyLines: `An invoice holds at most ${INVOICE_LIMITS.lines} lines.`,
  invalidLink: 'This invoice link is invalid or was revoked.',
  expiredLink: 'This invoice link has expired. Ask your contractor for a new one.',
  // Spec section 8's checkout texts, in English (the pages show the spec's Portuguese in Portuguese).
  paymentsNotConfigured: 'Payment system not configured. Contact support.',
  checkoutFailed: 'Could not create the checkout session. Please try again.',
  checkoutNoUrl: 'No checkout address was received. Please try again.',
  checkoutUnknown: 'Unknown checkout error',
  // Checkout of an invoice when the server takes no online payments (issue #38): the client pays the
  // contractor directly, never "contact support" (that text is the subscription checkout's).
  payCompanyDirectly:
    "Online payment is not available for this invoice. Pay your contractor directly: this invoice's page shows how, with their phone and e-mail.",
} as const;
