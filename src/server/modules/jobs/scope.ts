import { and, eq, sql, type Column, type SQL } from 'drizzle-orm';
import { deleteScope, scopeOf } from '../../../shared/permissions.ts';
import { jobCrew, jobs } from '../../db/schema/jobs.ts';
import { leads } from '../../db/schema/leads.ts';
import type { TenantDb } from '../../db/tenant.ts';

/**
 * The jobs the caller may see, as one condition on `jobs` (used by the job pages, the calendar and
 * the dashboard home): the company's, and for an `own` scope only the caller's — a field_team
 * member's assigned jobs, a client's own jobs, a referral partner's jobs from the leads they referred.
 */
export function visibleJobs(t: TenantDb): SQL {
  const company = eq(jobs.companyId, t.ctx.companyId);
  if (scopeOf(t.ctx.role, t.ctx.isOwner) === 'any') return company;
  const me = t.ctx.userId;
  switch (t.ctx.role) {
    case 'field_team':
      return and(
        company,
        sql`exists (select 1 from ${jobCrew} where ${jobCrew.companyId} = ${jobs.companyId} and ${jobCrew.jobId} = ${jobs.id} and ${jobCrew.userId} = ${me})`,
      )!;
    case 'client':
      return and(company, eq(jobs.clientId, me))!;
    case 'partner':
      return and(
        company,
        sql`exists (select 1 from ${leads} where ${leads.companyId} = ${jobs.companyId} and ${leads.id} = ${jobs.leadId} and ${leads.referrerId} = ${me})`,
      )!;
    default:
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
