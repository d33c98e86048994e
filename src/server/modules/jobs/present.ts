import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias, type QueryBuilder, type SelectedFields } from 'drizzle-orm/pg-core';
import { hiddenJobFields, type JobPrivateField } from '../../../shared/jobs.ts';
import { user } from '../../db/schema/auth.ts';
import { jobCrew, jobs } from '../../db/schema/jobs.ts';
import { statement, value } from '../../db/statement.ts';
import type { TenantDb, Tx } from '../../db/tenant.ts';
import { notFound } from '../../platform/errors.ts';
import { jobScope, visibleJobs, visibleJobsIn, type JobScope } from './scope.ts';

export type JobRow = typeof jobs.$inferSelect;

export interface CrewMember {
  userId: string;
  name: string;
}
export type Job = Omit<JobRow, 'companyId'> & { hiddenFields: JobPrivateField[]; crew: CrewMember[] };

const clientUser = alias(user, 'client_user');

/** A job's crew with their names, in the order they joined, as a JSON array in the job's own row. */
export const crewOfJob = sql<CrewMember[]>`(
  select coalesce(json_agg(json_build_object('userId', ${jobCrew.userId}, 'name', coalesce(${user.name}, ''))
    order by ${jobCrew.createdAt}, ${jobCrew.userId}), '[]')
  from ${jobCrew} left join ${user} on ${user.id} = ${jobCrew.userId}
  where ${jobCrew.companyId} = ${jobs.companyId} and ${jobCrew.jobId} = ${jobs.id})`;

/**
 * Jobs with what the API shows of them, in the statement that finds them: the crew's names and the
 * client member's (the tenant role reads "user"'s id and name, nothing else).
 */
export function selectJobs<F extends SelectedFields>(qb: QueryBuilder, extra: F) {
  return qb
    .select({ job: jobs, clientUserName: clientUser.name, crew: crewOfJob, ...extra })
    .from(jobs)
    .leftJoin(clientUser, eq(clientUser.id, jobs.clientId));
}

/**
 * Rows as the API shows them, with the private fields the caller's role may not see
 * (shared/jobs.ts's JOB_FIELD_ACCESS) nulled and listed. Every route that answers with jobs comes
 * through here.
 */
export function present(
  t: TenantDb,
  rows: { job: JobRow; clientUserName: string | null; crew: CrewMember[] }[],
): Job[] {
  const hiddenFields = hiddenJobFields(t.ctx.role, t.ctx.isOwner);
  const hidden = Object.fromEntries(hiddenFields.map((field) => [field, null]));
  return rows.map(({ job: { companyId: _c, ...r }, clientUserName, crew }) => ({
    ...r,
    ...hidden,
    clientName: clientUserName ?? r.clientName,
    hiddenFields,
    crew,
  }));
}

/** One visible job (404 otherwise: another company's, or not the caller's for an `own` scope). */
export async function findJob(tx: Tx, t: TenantDb, id: string, forUpdate = false): Promise<JobRow> {
  const query = tx
    .select()
    .from(jobs)
    .where(and(visibleJobs(t), eq(jobs.id, id)));
  const [row] = await (forUpdate ? query.for('update') : query);
  if (!row) throw notFound();
  return row;
}

const jobById = statement((qb, s: { scope: JobScope }) =>
  selectJobs(qb, {}).where(and(visibleJobsIn(s.scope), eq(jobs.id, value('id')))),
);

/** A visible job as the API shows it, read in the caller's transaction (404 otherwise). */
export async function presentedJob(tx: Tx, t: TenantDb, id: string): Promise<Job> {
  const rows = await jobById(tx, { scope: jobScope(t) }, { companyId: t.ctx.companyId, userId: t.ctx.userId, id });
  if (rows.length === 0) throw notFound();
  return present(t, rows)[0]!;
}

export function getJob(t: TenantDb, id: string): Promise<Job> {
  return t.run((tx) => presentedJob(tx, t, id));
}

/** A job's title inside a query on another table (null without one): a list's rows name their job. */
export const jobTitle = (companyId: unknown, jobId: unknown) =>
  sql<
    string | null
  >`(select ${jobs.title} from ${jobs} where ${jobs.companyId} = ${companyId} and ${jobs.id} = ${jobId})`;

/** The titles of the company's jobs among `ids` (null and repeated ids allowed), for records that name their job. */
export async function jobTitles(tx: Tx, t: TenantDb, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (wanted.length === 0) return new Map();
  const rows = await tx
    .select({ id: jobs.id, title: jobs.title })
    .from(jobs)
    .where(and(eq(jobs.companyId, t.ctx.companyId), inArray(jobs.id, wanted)));
  return new Map(rows.map((j) => [j.id, j.title]));
}
