import { and, desc, eq, notInArray, sql, type SQL } from 'drizzle-orm';
import { AGING_RANGES, type AgingBucket } from '../../../shared/financials.ts';
import { scopeOf } from '../../../shared/permissions.ts';
import { invoices } from '../../db/schema/invoices.ts';
import type { TenantDb, Tx } from '../../db/tenant.ts';
import { companyZone } from '../jobs/scope.ts';

/**
 * The invoices a caller sees, as one condition on `invoices` (the list, the detail, the dashboard
 * home): the company's; a client's only those billed to them, once sent (a draft is the contractor's
 * work in progress). No other role reads invoices (shared/permissions.ts).
 */
export function visibleInvoices(t: TenantDb): SQL {
  const company = eq(invoices.companyId, t.ctx.companyId);
  if (scopeOf(t.ctx.role, t.ctx.isOwner) === 'any') return company;
  if (t.ctx.role === 'client')
    return and(company, eq(invoices.clientId, t.ctx.userId), sql`${invoices.status} <> 'draft'`)!;
  return sql`false`;
}

/** The company's calendar day, inside a query on `invoices` (overdue is a day of its time zone). */
export const invoiceToday = sql`(now() at time zone ${companyZone(invoices.companyId)})::date`;

/** Still owed: sent, viewed or partially paid (overdue ones included). */
export const isOpen = sql`${invoices.status} in ('sent', 'viewed', 'partially_paid')`;

/** Owed (a balance left) and past its due date, in the company's time zone. */
export const isOverdue = sql`(${isOpen} and ${invoices.totalCents} > ${invoices.paidCents} and ${invoices.dueDate} < ${invoiceToday})`;

/** Whole days from the due date to `today` (an SQL date: the company's day), negative before it. */
export const daysPastDue = (today: SQL = invoiceToday) => sql`(${today} - ${invoices.dueDate})`;

/** An open invoice in one aging bucket (shared/financials.ts). */
export function inAgingBucket(bucket: AgingBucket, today: SQL = invoiceToday): SQL {
  const { min, max } = AGING_RANGES[bucket];
  const days = daysPastDue(today);
  return and(
    isOpen,
    min === null ? undefined : sql`${days} >= ${min}`,
    max === null ? undefined : sql`${days} <= ${max}`,
  )!;
}

// What the approvals module reads of invoices: the client's page and portal.

/**
 * The estimate's deposit invoice once it is the client's to pay: issued on acceptance and sent to
 * them (a draft one, whose e-mail failed, is not theirs yet).
 */
export async function sentDeposit(tx: Tx, t: TenantDb, estimateId: string) {
  const [deposit] = await tx
    .select({
      id: invoices.id,
      number: invoices.number,
      totalCents: invoices.totalCents,
      paidCents: invoices.paidCents,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.companyId, t.ctx.companyId),
        eq(invoices.estimateId, estimateId),
        eq(invoices.kind, 'deposit'),
        notInArray(invoices.status, ['void', 'draft']),
      ),
    )
    .orderBy(desc(invoices.createdAt))
    .limit(1);
  return deposit ?? null;
}

/** The invoices billed to the signed-in client, once sent (whatever their role's scope). */
const clientOwnInvoices = (t: TenantDb) =>
  and(eq(invoices.companyId, t.ctx.companyId), eq(invoices.clientId, t.ctx.userId), sql`${invoices.status} <> 'draft'`);

/** The signed-in client's invoices, newest first, up to `limit`. */
export function clientInvoices(tx: Tx, t: TenantDb, limit: number) {
  return tx
    .select({
      id: invoices.id,
      number: invoices.number,
      title: invoices.title,
      status: invoices.status,
      totalCents: invoices.totalCents,
      paidCents: invoices.paidCents,
      dueDate: invoices.dueDate,
    })
    .from(invoices)
    .where(clientOwnInvoices(t))
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(limit);
}

/** One of the signed-in client's invoices, or null (anyone else's, or a draft). */
export async function clientInvoice(tx: Tx, t: TenantDb, invoiceId: string) {
  const [row] = await tx
    .select({ id: invoices.id, status: invoices.status })
    .from(invoices)
    .where(and(clientOwnInvoices(t), eq(invoices.id, invoiceId)));
  return row ?? null;
}
