import { z } from 'zod';
import { AGING_BUCKETS } from './financials.ts';

// The financials API's answers (/api/v1/financials/…): defined once, here. Amounts are integer cents.

const cents = z.number().int();
const day = z.string().meta({ example: '2026-12-31' });
const count = z.number().int().min(0);

/** What is owed in each aging bucket, every bucket present, in AGING_BUCKETS order. */
export const agingSchema = z
  .array(z.object({ bucket: z.enum(AGING_BUCKETS), balanceCents: cents, count }))
  .meta({ id: 'Aging' });
export type Aging = z.infer<typeof agingSchema>;

export const receivableClientSchema = z
  .object({
    name: z.string().nullable(),
    email: z.string().nullable(),
    /** Open invoices billed to them. */
    count,
    balanceCents: cents,
    /** The part of the balance past its due date. */
    overdueCents: cents,
    /** The earliest due date among their open invoices, and how many days past it today is (0 if not yet due). */
    oldestDueDate: day,
    daysPastDue: count,
    aging: agingSchema,
  })
  .meta({ id: 'ReceivableClient' });
export type ReceivableClient = z.infer<typeof receivableClientSchema>;

/**
 * Accounts receivable: the balance of every open invoice (sent, viewed, partially paid; overdue
 * ones included), aged by days past due on the company's calendar day `today`.
 */
export const receivablesSchema = z
  .object({
    today: day,
    balanceCents: cents,
    count,
    overdueCents: cents,
    overdueCount: count,
    aging: agingSchema,
    /** The clients owing the most, largest balance first (at most RECEIVABLES_CLIENT_LIMIT). */
    clients: z.array(receivableClientSchema),
    /** How many clients owe anything, listed or not. */
    clientCount: count,
  })
  .meta({ id: 'Receivables' });
export type Receivables = z.infer<typeof receivablesSchema>;
