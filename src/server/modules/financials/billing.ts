import { sql, type SQL } from 'drizzle-orm';
import { invoices } from '../../db/schema/invoices.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { lastAcceptedTotal } from '../approvals/scope.ts';

// What a job is sold at and what of it is billed (issue #38): the dashboard home's "completed jobs
// to invoice" and the job list's filter of the same name read these, so that the count and the list
// it links to are the same jobs. Both are SQL on the row of `jobs` of the statement they are in.
// They read acceptances and invoices, above jobs: the job list gets `toInvoice` from app.ts.

/**
 * The price a job is sold at, in cents, tax included: the total its client last accepted on one of
 * the job's estimates (the acceptance sets the job's price to it, but the price may be edited since),
 * else the price entered on the job; null without either.
 */
export const jobPrice: SQL<number | null> =
  sql`coalesce(${lastAcceptedTotal(jobs.companyId, jobs.id)}, ${jobs.totalCents})`;

/**
 * What the job's invoices bill, in cents, tax included: every invoice of the job that is not void
 * (a draft too: its invoicing has begun, and finishing it is the invoices page's job); null when
 * the job has none.
 */
const billed = sql`(select sum(i.total_cents) from ${invoices} i
  where i.company_id = ${jobs.companyId} and i.job_id = ${jobs.id} and i.status <> 'void')`;

/**
 * A job to invoice: completed, and either without any invoice (void ones aside) or with invoices
 * that bill less than its price. A job with invoices and no price has nothing known to be left, so
 * it is not one; nor is a job whose invoices bill its price or more.
 */
export const toInvoice: SQL<boolean> = sql`(${jobs.status} = 'completed'
  and coalesce(${billed} < ${jobPrice}, ${billed} is null))`;
