import { z } from 'zod';
import {
  BILL_DUE_FILTERS,
  BILL_LIMITS,
  BILL_PAYMENT_METHODS,
  BILL_STATUSES,
  EXPENSE_CATEGORIES,
  VENDOR_KINDS,
} from './payables.ts';
import { optionalId, optionalPastDay, optionalText, pastDay, plannedDay, requiredText } from './validation.ts';

// The inputs of the payables API (/api/v1/bills…): used by the routes, the forms and the tests.

const amountCents = z.number().int().min(1).max(BILL_LIMITS.amountCents);

export const billFields = {
  vendorName: requiredText(BILL_LIMITS.vendor),
  vendorKind: z.enum(VENDOR_KINDS).default('supplier'),
  category: z.enum(EXPENSE_CATEGORIES).default('materials'),
  description: optionalText(BILL_LIMITS.description),
  /** The vendor's own invoice number. */
  reference: optionalText(BILL_LIMITS.reference),
  jobId: optionalId(),
  billDate: pastDay,
  dueDate: plannedDay,
  amountCents,
  notes: optionalText(BILL_LIMITS.notes),
};

/** Saving a bill: the whole of it. */
export const saveBillInput = z.object(billFields);
export type SaveBillInput = z.output<typeof saveBillInput>;

/** A new bill: typed in, or from a received material order (its supplier, job and total). */
export const createBillInput = z.discriminatedUnion('from', [
  z.object({ from: z.literal('manual'), ...billFields }),
  z.object({
    from: z.literal('order'),
    orderId: z.uuid(),
    dueDate: plannedDay,
    reference: optionalText(BILL_LIMITS.reference),
  }),
]);
export type CreateBillInput = z.output<typeof createBillInput>;

export const billPaymentInput = z.object({
  amountCents,
  /** Default today. */
  paidOn: optionalPastDay,
  method: z.enum(BILL_PAYMENT_METHODS),
  reference: optionalText(BILL_LIMITS.reference),
  note: optionalText(BILL_LIMITS.notes),
});
export type BillPaymentInput = z.output<typeof billPaymentInput>;

export const voidBillInput = z.object({ reason: optionalText(BILL_LIMITS.notes) });
export type VoidBillInput = z.output<typeof voidBillInput>;

export const billFiltersInput = z.object({
  q: z.string().trim().max(BILL_LIMITS.search).optional(),
  status: z.enum(BILL_STATUSES).optional(),
  category: z.enum(EXPENSE_CATEGORIES).optional(),
  jobId: z.uuid().optional(),
  /** The bills made from one material order (its page shows its bill). */
  orderId: z.uuid().optional(),
  due: z.enum(BILL_DUE_FILTERS).optional(),
});
export type BillFilters = z.output<typeof billFiltersInput>;
