import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { JOB_LIMITS, JOB_STAGES, type JobFilters, type JobSort, type JobStage } from '../../../shared/jobs.ts';
import { jobCrew, jobs } from '../../db/schema/jobs.ts';
import { containing } from '../../db/like.ts';
import { statement, value } from '../../db/statement.ts';
import type { TenantDb } from '../../db/tenant.ts';
import { cursorPart, keyset, type KeysetPosition, type KeysetSort } from '../../platform/pagination.ts';
import { can } from '../../../shared/permissions.ts';
import { AppError } from '../../platform/errors.ts';
import { listMembers } from '../members/service.ts';
import { present, selectJobs, type Job } from './present.ts';
import { companyZone, jobScope, visibleJobsIn, type JobScope } from './scope.ts';

type ListQuery = JobFilters & { limit: number; cursor?: string | undefined };

/**
 * The list's sorts. newest: (created_at desc, id desc), the index's order. scheduled:
 * (scheduled_start asc nulls last, id asc); an unscheduled job's cursor carries no key.
 */
const SORTS: Record<JobSort, KeysetSort> = {
  newest: { key: sql`${jobs.createdAt}`, type: 'timestamptz', dir: 'desc', check: cursorPart.instant },
  scheduled: {
    key: sql`${jobs.scheduledStart}`,
    type: 'timestamptz',
    dir: 'asc',
    check: cursorPart.instant,
    nullsLast: true,
  },
};
const jobOrder = (sort: JobSort) => keyset(sort, SORTS[sort], jobs.id);

const zone = companyZone(value('companyId'));

/** Client members whose name or e-mail contains the text (a job shows its client member's name). */
async function clientsMatching(t: TenantDb, q: string | undefined): Promise<string[]> {
  const text = q?.trim().toLowerCase();
  if (!text) return [];
  const { items } = await listMembers(t);
  return items
    .filter((m) => m.role === 'client' && (m.name.toLowerCase().includes(text) || m.email.includes(text)))
    .map((m) => m.userId);
}

/** What of a list request changes its SQL: the shape of its statement (db/statement.ts). */
interface ListShape {
  scope: JobScope;
  search: 'none' | 'text' | 'text and clients';
  status: boolean;
  stage: boolean;
  crew: boolean;
  from: boolean;
  to: boolean;
  toInvoice: boolean;
}

/** A list request's shape, and the values that fill it. */
async function listRequest(t: TenantDb, f: JobFilters) {
  // Whether a job is billed is the books' business: only those who make invoices filter by it.
  if (f.toInvoice && !can(t.ctx.role, 'invoices', 'write', t.ctx.isOwner)) throw new AppError('FORBIDDEN');
  const q = f.q?.trim();
  const clientIds = await clientsMatching(t, q);
  const shape: ListShape = {
    scope: jobScope(t),
    search: !q ? 'none' : clientIds.length ? 'text and clients' : 'text',
    status: !!f.status?.length,
    stage: !!f.stage?.length,
    crew: !!f.crewId,
    from: !!f.from,
    to: !!f.to,
    toInvoice: !!f.toInvoice,
  };
  const values = {
    companyId: t.ctx.companyId,
    userId: t.ctx.userId,
    pattern: q && containing(q),
    clientIds,
    status: f.status,
    stage: f.stage,
    crewId: f.crewId,
    from: f.from,
    to: f.to,
  };
  return { shape, values };
}

/**
 * The list's filters as one condition (without the cursor), always within the visible jobs.
 * `toInvoice` is a job left to invoice: the books' rule (financials), which app.ts passes in.
 */
function matching(s: ListShape, toInvoice: SQL): SQL {
  const pattern = value('pattern');
  return and(
    visibleJobsIn(s.scope),
    s.search !== 'none'
      ? or(
          ilike(jobs.title, pattern),
          ilike(jobs.address, pattern),
          ilike(jobs.clientName, pattern),
          ilike(jobs.clientEmail, pattern),
          s.search === 'text and clients' ? sql`${jobs.clientId} = any(${value('clientIds')})` : undefined,
        )
      : undefined,
    s.status ? sql`${jobs.status} = any(${value('status')})` : undefined,
    s.stage ? sql`${jobs.projectStage} = any(${value('stage')})` : undefined,
    s.crew
      ? sql`exists (select 1 from ${jobCrew} where ${jobCrew.companyId} = ${jobs.companyId} and ${jobCrew.jobId} = ${jobs.id} and ${jobCrew.userId} = ${value('crewId')})`
      : undefined,
    // Day bounds in the company's zone, as instants, so that the scheduled index serves them.
    s.from ? sql`${jobs.scheduledStart} >= (${value('from')}::date::timestamp at time zone ${zone})` : undefined,
    s.to ? sql`${jobs.scheduledStart} < ((${value('to')}::date + 1)::timestamp at time zone ${zone})` : undefined,
    s.toInvoice ? toInvoice : undefined,
  )!;
}

/**
 * A page of jobs in one statement: the page's ids from one index range first, then the jobs with
 * their people. The total (a count of every match) comes only with the first page, as a scalar
 * subquery of the same statement; later pages answer null.
 */
const jobsPage = (toInvoice: SQL) =>
  statement((qb, s: ListShape & { sort: JobSort; position: KeysetPosition }) => {
    const order = jobOrder(s.sort);
    const where = matching(s, toInvoice);
    // A name no table has: Drizzle writes a subquery's field by its bare alias.
    const page = qb
      .select({ id: sql<string>`${jobs.id}`.as('page_id') })
      .from(jobs)
      .where(and(where, order.after(s.position)))
      .orderBy(...order.by)
      .limit(value('limit'))
      .as('page');
    return selectJobs(qb, {
      sortKey: order.key,
      total:
        s.position === 'first page' ? sql<number>`(select count(*)::int from ${jobs} where ${where})` : sql<null>`null`,
    })
      .innerJoin(page, eq(page.id, jobs.id))
      .orderBy(...order.by);
  });

/** The list's and the board's statements, built once for the app with the condition it passes in. */
export const jobListStatements = (toInvoice: SQL) => ({ page: jobsPage(toInvoice), board: boardCards(toInvoice) });
export type JobListStatements = ReturnType<typeof jobListStatements>;

export async function listJobs(
  t: TenantDb,
  q: ListQuery,
  statements: JobListStatements,
): Promise<{ items: Job[]; nextCursor: string | null; total: number | null }> {
  const sort = q.sort ?? 'newest';
  const order = jobOrder(sort);
  const after = order.read(q.cursor);
  const { shape, values } = await listRequest(t, q);
  const rows = await t.run((tx) =>
    statements.page(
      tx,
      { ...shape, sort, position: after.position },
      { ...values, ...after.values, limit: q.limit + 1 },
    ),
  );
  const page = order.page(rows, q.limit, (r) => [r.sortKey, r.job.id]);
  return {
    items: present(t, page.items),
    nextCursor: page.nextCursor,
    // An empty first page counted nothing: there is nothing to count.
    total: q.cursor ? null : (rows[0]?.total ?? 0),
  };
}

/**
 * The stage board in one statement: per stage its count (one aggregate), then each stage's newest
 * cards from one index range (company, stage, newest first); "show more" is the list with that
 * stage and the cursor.
 */
const boardCards = (toInvoice: SQL) =>
  statement((qb, s: ListShape) => {
    const where = matching(s, toInvoice);
    const order = jobOrder('newest');
    // Drizzle writes a subquery's fields by their bare aliases, where a column of the same name
    // would win: the aliases here are names no table has.
    const totals = qb
      .select({
        stage: sql<JobStage>`${jobs.projectStage}`.as('column_stage'),
        n: sql<number>`count(*)::int`.as('column_count'),
      })
      .from(jobs)
      .where(where)
      .groupBy(jobs.projectStage)
      .as('totals');
    const newest = qb
      .select({ id: sql<string>`${jobs.id}`.as('card_id') })
      .from(jobs)
      .where(and(where, sql`${jobs.projectStage} = ${totals.stage}`))
      .orderBy(...order.by)
      .limit(JOB_LIMITS.boardColumn)
      .as('newest');
    const cards = qb
      .select({ id: newest.id, stage: totals.stage, n: totals.n })
      .from(totals)
      .innerJoinLateral(newest, sql`true`)
      .as('cards');
    return selectJobs(qb, { sortKey: order.key, stage: cards.stage, n: cards.n })
      .innerJoin(cards, eq(cards.id, jobs.id))
      .orderBy(cards.stage, ...order.by);
  });

export async function jobBoard(t: TenantDb, f: Omit<JobFilters, 'stage' | 'sort'>, statements: JobListStatements) {
  const order = jobOrder('newest');
  const { shape, values } = await listRequest(t, f);
  const rows = await t.run((tx) => statements.board(tx, shape, values));
  const shown = present(t, rows);
  return {
    columns: JOB_STAGES.map((stage) => {
      // A stage with jobs has at least one card; one without is absent from the rows.
      const column = rows.flatMap((r, i) => (r.stage === stage ? [{ row: r, job: shown[i]! }] : []));
      const n = rows.find((r) => r.stage === stage)?.n ?? 0;
      const last = column.at(-1);
      return {
        stage,
        count: n,
        jobs: column.map((c) => c.job),
        nextCursor: n > column.length && last ? order.cursor(last.row.sortKey, last.row.job.id) : null,
      };
    }),
  };
}

/** Who can be on a crew (any member but clients and partners), and who can be a job's client. */
export async function jobPeople(t: TenantDb) {
  const { items } = await listMembers(t);
  const person = (m: (typeof items)[number]) => ({ userId: m.userId, name: m.name, email: m.email, role: m.role });
  return {
    crew: items.filter((m) => m.role !== 'client' && m.role !== 'partner').map(person),
    clients: items.filter((m) => m.role === 'client').map(person),
  };
}
