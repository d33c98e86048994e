import { and, eq, sql, type SQL } from 'drizzle-orm';
import { AGING_RANGES, type AgingBucket } from '../../../shared/financials.ts';
import { scopeOf } from '../../../shared/permissions.ts';
import { invoices } from '../../db/schema/invoices.ts';
import type { TenantDb } from '../../db/tenant.ts';
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
