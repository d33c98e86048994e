import { and, eq, sql, type Column, type SQL } from 'drizzle-orm';
import { deleteScope, scopeOf } from '../../../shared/permissions.ts';
import { companies } from '../../db/schema/companies.ts';
import { jobCrew, jobs } from '../../db/schema/jobs.ts';
import { leads } from '../../db/schema/leads.ts';
import { value } from '../../db/statement.ts';
import { sqlRows } from '../../db/client.ts';
import type { TenantDb, Tx } from '../../db/tenant.ts';

/** The company's time zone, inside a query: "today" and day bounds are the company's. */
export const companyZone = (companyId: unknown) =>
  sql`(select ${companies.timeZone} from ${companies} where ${companies.id} = ${companyId})`;

/** The company's calendar day now (YYYY-MM-DD), inside a query: a list page reads it in its one statement. */
export const companyDay = (companyId: unknown) =>
  sql<string>`to_char((now() at time zone ${companyZone(companyId)})::date, 'YYYY-MM-DD')`;

/** The company's calendar day now (YYYY-MM-DD): due dates, expiry, pay periods are its days. */
export async function companyToday(tx: Tx, t: TenantDb): Promise<string> {
  const [row] = await sqlRows<{ today: string }>(tx, sql`select ${companyDay(t.ctx.companyId)} as today`);
  return row!.today;
}

/** The job a lead became, if any, on the statement's `leads` row (leads shows it: app.ts passes this in). */
export const jobOfLead = sql<string | null>`(select ${jobs.id} from ${jobs}
  where ${jobs.companyId} = ${leads.companyId} and ${jobs.leadId} = ${leads.id})`;

/** Whose jobs a caller sees: the company's, or for an `own` scope only those of one kind of tie. */
export type JobScope = 'company' | 'crew' | 'client' | 'referrer' | 'none';

export function jobScope(t: TenantDb): JobScope {
  if (scopeOf(t.ctx.role, t.ctx.isOwner) === 'any') return 'company';
  const own: Partial<Record<typeof t.ctx.role, JobScope>> = {
    field_team: 'crew',
    client: 'client',
    partner: 'referrer',
  };
  return own[t.ctx.role] ?? 'none';
}

/**
 * The jobs the caller may see, as one condition on `jobs` (used by the job pages, the calendar and
 * the dashboard home): the company's, and for an `own` scope only the caller's — a field_team
 * member's assigned jobs, a client's own jobs, a referral partner's jobs from the leads they referred.
 */
export const visibleJobs = (t: TenantDb): SQL => visibility(jobScope(t), t.ctx.companyId, t.ctx.userId);

/** `visibleJobs` in a statement (db/statement.ts): the values `companyId` and `userId` fill it. */
export const visibleJobsIn = (scope: JobScope): SQL => visibility(scope, value('companyId'), value('userId'));

function visibility(scope: JobScope, companyId: unknown, me: unknown): SQL {
  const company = eq(jobs.companyId, companyId as string);
  switch (scope) {
    case 'company':
      return company;
    case 'crew':
      return and(
        company,
        sql`exists (select 1 from ${jobCrew} where ${jobCrew.companyId} = ${jobs.companyId} and ${jobCrew.jobId} = ${jobs.id} and ${jobCrew.userId} = ${me})`,
      )!;
    case 'client':
      return and(company, eq(jobs.clientId, me as string))!;
    case 'referrer':
      return and(
        company,
        sql`exists (select 1 from ${leads} where ${leads.companyId} = ${jobs.companyId} and ${leads.id} = ${jobs.leadId} and ${leads.referrerId} = ${me})`,
      )!;
    case 'none':
      return sql`false`;
  }
}

/**
 * shared/permissions.ts's deleteScope as a condition on a job's records that carry their creator
 * (photos, timeline events): none for those who may delete any, else only the caller's own.
 */
export function deletableRecords(t: TenantDb, creator: Column): SQL | undefined {
  return deleteScope(t.ctx.role, 'jobs', t.ctx.isOwner) === 'any' ? undefined : eq(creator, t.ctx.userId);
}
