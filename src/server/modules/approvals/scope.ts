import { sql, type SQL } from 'drizzle-orm';
import { estimateAcceptances } from '../../db/schema/approvals.ts';
import { estimates } from '../../db/schema/estimates.ts';

// What other modules read of the acceptances (ADR 0015): the financials' job figures and "to invoice"
// take a job's latest acceptance, on any of its estimates, as what the job is sold at.

/**
 * The total a job's client last accepted on one of its estimates, in cents with tax, inside a query
 * on another table (null without one).
 */
export const lastAcceptedTotal = (companyId: unknown, jobId: unknown): SQL => sql`(
  select a.total_cents from ${estimateAcceptances} a
  join ${estimates} e on e.company_id = a.company_id and e.id = a.estimate_id
  where a.company_id = ${companyId} and e.job_id = ${jobId}
  order by a.accepted_at desc, a.id desc limit 1)`;

/**
 * Each job's latest acceptance, one row per `job_id`, as a SELECT: the estimate (`estimate_id`,
 * `number`, `revision`), the choice (`option_id`, `optional_line_ids`), `accepted_at`, and the
 * accepted total without its sales tax (`untaxed_cents`). `jobId` narrows it to one job.
 */
export const lastJobAcceptances = (companyId: string, jobId?: string): SQL => sql`
  select distinct on (e.job_id) e.job_id, a.estimate_id, a.option_id, a.optional_line_ids,
    e.number, e.revision, a.accepted_at,
    a.total_cents - coalesce((a.snapshot -> 'totals' ->> 'taxCents')::bigint, 0) as untaxed_cents
  from ${estimateAcceptances} a
  join ${estimates} e on e.company_id = a.company_id and e.id = a.estimate_id
  where a.company_id = ${companyId} and e.job_id is not null${jobId ? sql` and e.job_id = ${jobId}::uuid` : sql``}
  order by e.job_id, a.accepted_at desc, a.id desc`;
