import { z } from 'zod';
import { BILL_PAYMENT_METHODS, BILL_STATUSES, EXPENSE_CATEGORIES, VENDOR_KINDS } from './payables.ts';
import { instant, pageSchema } from './responses.ts';

// The payables API's answers (/api/v1/bills…, /api/v1/financials/payables): defined once, here.

const cents = z.number().int();
const day = z.string().meta({ example: '2026-12-15' });

export const billPaymentSchema = z
  .object({
    id: z.uuid(),
    amountCents: cents,
    paidOn: day,
    method: z.enum(BILL_PAYMENT_METHODS),
    reference: z.string().nullable(),
    note: z.string().nullable(),
    createdAt: instant(),
  })
  .meta({ id: 'BillPayment' });
export type BillPayment = z.infer<typeof billPaymentSchema>;

export const billSchema = z
  .object({
    id: z.uuid(),
    vendorName: z.string(),
    vendorKind: z.enum(VENDOR_KINDS),
    category: z.enum(EXPENSE_CATEGORIES),
    description: z.string().nullable(),
    reference: z.string().nullable(),
    jobId: z.uuid().nullable(),
    jobTitle: z.string().nullable(),
    /** The material order it was made from. */
    orderId: z.uuid().nullable(),
    billDate: day,
    dueDate: day,
    amountCents: cents,
    paidCents: cents,
    /** amount − paid. */
    balanceCents: cents,
    status: z.enum(BILL_STATUSES),
    /** Open, past its due date on the company's day. */
    overdue: z.boolean(),
    notes: z.string().nullable(),
    voidReason: z.string().nullable(),
    payments: z.array(billPaymentSchema),
    createdAt: instant(),
  })
  .meta({ id: 'Bill' });
export type Bill = z.infer<typeof billSchema>;

export const billPageSchema = pageSchema(billSchema.omit({ payments: true }))
  .extend({
    total: z.number().int().nullable(),
    /** Over every bill the filter matches: what was billed (not void), paid, and still owed. */
    sums: z.object({ amountCents: cents, paidCents: cents, balanceCents: cents }),
  })
  .meta({ id: 'BillPage' });
export type BillPage = z.infer<typeof billPageSchema>;

/** What the company owes: open balance, what is late and due soon, by category, the next bills due. */
export const payablesSchema = z
  .object({
    today: day,
    balanceCents: cents,
    count: z.number().int(),
    overdueCents: cents,
    overdueCount: z.number().int(),
    dueNext7DaysCents: cents,
    dueNext30DaysCents: cents,
    byCategory: z.array(
      z.object({ category: z.enum(EXPENSE_CATEGORIES), balanceCents: cents, count: z.number().int() }),
    ),
    /** Open bills by due date, the earliest first (at most BILL_LIMITS.dueSoon). */
    dueSoon: z.array(billSchema.omit({ payments: true })),
  })
  .meta({ id: 'Payables' });
export type Payables = z.infer<typeof payablesSchema>;
