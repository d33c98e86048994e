import { and, count, eq, getTableColumns, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias, type QueryBuilder, type SelectedFields } from 'drizzle-orm/pg-core';
import {
  BUDGET_RANGES,
  CONVERTED_STATUS,
  LEAD_ACTIVITY_TEXT,
  LEAD_CSV_COLUMNS,
  LEAD_LIMITS,
  LEAD_MESSAGES,
  PIPELINE_STAGES,
  stageOf,
  TEMPERATURE_STATUSES,
  type LeadFilters,
  type LeadSort,
  type LeadSource,
  type LeadStatus,
} from '../../../shared/leads.ts';
import type { ImportRowError } from '../../../shared/lead-responses.ts';
import {
  createLeadInput,
  type AddLeadActivityInput,
  type ChangeLeadStatusInput,
  type CreateLeadInput,
  type ImportLeadsInput,
  type UpdateLeadInput,
} from '../../../shared/lead-inputs.ts';
import { scopeOf } from '../../../shared/permissions.ts';
import { sqlRows } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { leadActivities, leadCounts, leads } from '../../db/schema/leads.ts';
import { containing } from '../../db/like.ts';
import { statement, value } from '../../db/statement.ts';
import type { TenantDb, Tx } from '../../db/tenant.ts';
import { fieldErrors, invalidInput, notFound } from '../../platform/errors.ts';
import { instantText, newestFirst, type KeysetPosition } from '../../platform/pagination.ts';
import { recordEvents } from '../analytics/service.ts';
import { isMember, listMembers, userNames } from '../members/service.ts';
import { leadOrder } from './sorting.ts';

type LeadRow = typeof leads.$inferSelect;
export type Lead = Omit<LeadRow, 'companyId' | 'phoneDigits'> & {
  assigneeName: string | null;
  referrerName: string | null;
  jobId: string | null;
};
export type LeadActivity = typeof leadActivities.$inferSelect & { userName: string | null };

const digitsOf = (phone: string | null | undefined) => (phone ? phone.replace(/\D/g, '') : null);

/** The caller's leads: their company's, and for a referral partner only the leads they referred. */
function visible(t: TenantDb): SQL {
  const own = scopeOf(t.ctx.role, t.ctx.isOwner) === 'own';
  return and(eq(leads.companyId, t.ctx.companyId), own ? eq(leads.referrerId, t.ctx.userId) : undefined)!;
}

const isPartner = (t: TenantDb) => t.ctx.role === 'partner' && !t.ctx.isOwner;

/** `visible` in a statement (db/statement.ts): the values `companyId` and `userId` fill it. */
function visibleIn(shape: { own: boolean }): SQL {
  return and(eq(leads.companyId, value('companyId')), shape.own ? eq(leads.referrerId, value('userId')) : undefined)!;
}

/** Whose leads a statement reads: its shape's `own` and the values of `visibleIn`. */
function scopeFor(t: TenantDb) {
  return {
    own: scopeOf(t.ctx.role, t.ctx.isOwner) === 'own',
    values: { companyId: t.ctx.companyId, userId: t.ctx.userId },
  };
}

/**
 * What of a list request changes its SQL: the shape of its statement (db/statement.ts). The values
 * that fill it come from `listRequest` beside it.
 */
interface ListShape {
  /** A referral partner sees only the leads they referred. */
  own: boolean;
  search: 'none' | 'text' | 'text and phone';
  status: boolean;
  source: boolean;
  flooringType: boolean;
  budgetRange: boolean;
  assignedTo: 'anyone' | 'no one' | 'one';
  referrer: boolean;
}

function listRequest(t: TenantDb, f: LeadFilters): { shape: ListShape; values: Record<string, unknown> } {
  const q = f.q?.trim();
  const digits = q?.replace(/\D/g, '') ?? '';
  const scope = scopeFor(t);
  return {
    shape: {
      own: scope.own,
      search: !q ? 'none' : digits.length >= 3 ? 'text and phone' : 'text',
      status: !!f.status?.length,
      source: !!f.source?.length,
      flooringType: !!f.flooringType?.length,
      budgetRange: !!f.budgetRange?.length,
      assignedTo: f.assignedTo === 'none' ? 'no one' : f.assignedTo ? 'one' : 'anyone',
      referrer: !!f.referrerId,
    },
    values: {
      ...scope.values,
      pattern: q && containing(q),
      digits: `%${digits}%`,
      status: f.status,
      source: f.source,
      flooringType: f.flooringType,
      budgetRange: f.budgetRange,
      assignedTo: f.assignedTo,
      referrerId: f.referrerId,
    },
  };
}

/** The leads a shape's caller may see, as one condition (without a cursor). */
function matching(s: ListShape): SQL {
  const anyOf = (
    column: typeof leads.status | typeof leads.source | typeof leads.flooringType | typeof leads.budgetRange,
    name: string,
  ) => sql`${column} = any(${value(name)})`;
  return and(
    visibleIn(s),
    s.search !== 'none'
      ? or(
          ilike(leads.name, value('pattern')),
          ilike(leads.email, value('pattern')),
          s.search === 'text and phone' ? sql`${leads.phoneDigits} like ${value('digits')}` : undefined,
        )
      : undefined,
    s.status ? anyOf(leads.status, 'status') : undefined,
    s.source ? anyOf(leads.source, 'source') : undefined,
    s.flooringType ? anyOf(leads.flooringType, 'flooringType') : undefined,
    s.budgetRange ? anyOf(leads.budgetRange, 'budgetRange') : undefined,
    s.assignedTo === 'no one'
      ? isNull(leads.assignedTo)
      : s.assignedTo === 'one'
        ? eq(leads.assignedTo, value('assignedTo'))
        : undefined,
    s.referrer ? eq(leads.referrerId, value('referrerId')) : undefined,
  )!;
}

/**
 * The kept counts (lead_counts, ADR 0045) of the leads a shape matches, when its filters are only
 * status and budget range and its caller sees the whole company's; else null: those are counted.
 */
function keptCounts(s: ListShape): SQL | null {
  const countable =
    !s.own && s.search === 'none' && !s.source && !s.flooringType && s.assignedTo === 'anyone' && !s.referrer;
  if (!countable) return null;
  return and(
    eq(leadCounts.companyId, value('companyId')),
    s.status ? sql`${leadCounts.status} = any(${value('status')})` : undefined,
    s.budgetRange ? sql`${leadCounts.budgetRange} = any(${value('budgetRange')})` : undefined,
  )!;
}

const assignee = alias(user, 'assignee');
const referrer = alias(user, 'referrer');

// The API's lead is the row without the tenant and the search key.
const { companyId: _companyId, phoneDigits: _phoneDigits, ...leadColumns } = getTableColumns(leads);

/**
 * The job a lead became, if any, as SQL on the statement's `leads` row: jobs' (jobs.jobOfLead),
 * which depends on leads: app.ts passes it in.
 */
export type JobOfLead = SQL<string | null>;

/**
 * Leads as the API shows them, in the statement that finds them: their people's names (the tenant
 * role reads "user"'s id and name, nothing else) and the job each became, if any. Selected in the
 * API's shape, so that no row is copied on the way out.
 */
function selectLeads<F extends SelectedFields>(qb: QueryBuilder, jobOfLead: JobOfLead, extra: F) {
  const presented = { ...leadColumns, assigneeName: assignee.name, referrerName: referrer.name, jobId: jobOfLead };
  return qb
    .select({ lead: presented, ...extra })
    .from(leads)
    .leftJoin(assignee, eq(assignee.id, leads.assignedTo))
    .leftJoin(referrer, eq(referrer.id, leads.referrerId));
}

const leadById = (jobOfLead: JobOfLead) =>
  statement((qb, s: { own: boolean }) =>
    selectLeads(qb, jobOfLead, {}).where(and(visibleIn(s), eq(leads.id, value('id')))),
  );

/** One visible lead as the API shows it (read in the caller's transaction). */
async function presentedLead(tx: Tx, t: TenantDb, id: string, statements: LeadStatements): Promise<Lead> {
  const { own, values } = scopeFor(t);
  const [row] = await statements.byId(tx, { own }, { ...values, id });
  if (!row) throw notFound();
  return row.lead;
}

/**
 * A page of leads in one statement: the page's ids from one index range first (joined before the
 * limit, the names and jobs would be joined to every match), then the leads with their people. The
 * total (a count of every match) comes only with the first page, as a scalar subquery of the same
 * statement; later pages answer null, and the web keeps the first page's.
 */
const leadsPage = (jobOfLead: JobOfLead) =>
  statement((qb, s: ListShape & { sort: LeadSort; position: KeysetPosition }) => {
    const order = leadOrder(s.sort);
    const where = matching(s);
    // A name no table has: Drizzle writes a subquery's field by its bare alias.
    const page = qb
      .select({ id: sql<string>`${leads.id}`.as('page_id') })
      .from(leads)
      .where(and(where, order.after(s.position)))
      .orderBy(...order.by)
      .limit(value('limit'))
      .as('page');
    const kept = keptCounts(s);
    return selectLeads(qb, jobOfLead, {
      sortKey: order.key,
      total:
        s.position !== 'first page'
          ? sql<null>`null`
          : kept
            ? sql<number>`(select coalesce(sum(${leadCounts.n}), 0)::int from ${leadCounts} where ${kept})`
            : sql<number>`(select count(*)::int from ${leads} where ${where})`,
    })
      .innerJoin(page, eq(page.id, leads.id))
      .orderBy(...order.by);
  });

export async function listLeads(
  t: TenantDb,
  q: LeadFilters & { limit: number; cursor?: string | undefined },
  statements: LeadStatements,
): Promise<{ items: Lead[]; nextCursor: string | null; total: number | null }> {
  const sort = q.sort ?? 'newest';
  const order = leadOrder(sort);
  const after = order.read(q.cursor);
  const { shape, values } = listRequest(t, q);
  const rows = await t.run((tx) =>
    statements.page(
      tx,
      { ...shape, sort, position: after.position },
      { ...values, ...after.values, limit: q.limit + 1 },
    ),
  );
  const page = order.page(rows, q.limit, (r) => [r.sortKey, r.lead.id]);
  return {
    items: page.items.map((r) => r.lead),
    nextCursor: page.nextCursor,
    // An empty first page counted nothing: there is nothing to count.
    total: q.cursor ? null : (rows[0]?.total ?? 0),
  };
}

export async function findLead(tx: Tx, t: TenantDb, id: string, forUpdate = false): Promise<LeadRow> {
  const query = tx
    .select()
    .from(leads)
    .where(and(visible(t), eq(leads.id, id)));
  const [row] = await (forUpdate ? query.for('update') : query);
  if (!row) throw notFound();
  return row;
}

export function getLead(t: TenantDb, id: string, statements: LeadStatements): Promise<Lead> {
  return t.run((tx) => presentedLead(tx, t, id, statements));
}

async function checkAssignee(tx: Tx, t: TenantDb, assignedTo: string | null | undefined): Promise<void> {
  if (assignedTo && !(await isMember(tx, t, assignedTo))) {
    throw invalidInput({ assignedTo: LEAD_MESSAGES.assigneeNotMember });
  }
}

/** A lead row from validated input: empty optional fields are stored as null. */
function leadValues(input: UpdateLeadInput) {
  const values: Partial<typeof leads.$inferInsert> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined) (values as Record<string, unknown>)[key] = value;
  }
  if (input.phone !== undefined) values.phoneDigits = digitsOf(input.phone);
  return values;
}

/**
 * Creates leads inside the caller's transaction: each logs its first activity and emits
 * `lead_created` (spec section 4). A referral partner's leads are tagged with them.
 */
export async function insertLeads(
  tx: Tx,
  t: TenantDb,
  inputs: CreateLeadInput[],
  opts: { source?: LeadSource; activityType?: 'created' | 'import' } = {},
): Promise<LeadRow[]> {
  if (inputs.length === 0) return [];
  const partner = isPartner(t);
  const rows = await tx
    .insert(leads)
    .values(
      inputs.map((input) => ({
        ...leadValues(input),
        name: input.name,
        status: input.status ?? 'new_lead',
        source: partner ? 'referral' : (input.source ?? opts.source ?? 'manual'),
        referrerId: partner ? t.ctx.userId : null,
        ...(partner && { assignedTo: null }),
        companyId: t.ctx.companyId,
        userId: t.ctx.userId || null,
      })),
    )
    .returning();
  await tx.insert(leadActivities).values(
    rows.map((lead) => ({
      companyId: t.ctx.companyId,
      leadId: lead.id,
      userId: t.ctx.userId || null,
      activityType: opts.activityType ?? ('created' as const),
      description: LEAD_ACTIVITY_TEXT.created,
    })),
  );
  await recordEvents(
    tx,
    t,
    rows.map((lead) => ({ eventType: 'lead_created', leadId: lead.id, eventData: { source: lead.source } })),
  );
  return rows;
}

export function createLead(t: TenantDb, input: CreateLeadInput, statements: LeadStatements): Promise<Lead> {
  return t.run(async (tx) => {
    await checkAssignee(tx, t, input.assignedTo);
    const [row] = await insertLeads(tx, t, [input]);
    return presentedLead(tx, t, row!.id, statements);
  });
}

export function updateLead(t: TenantDb, id: string, input: UpdateLeadInput, statements: LeadStatements): Promise<Lead> {
  return t.run(async (tx) => {
    await findLead(tx, t, id, true);
    await checkAssignee(tx, t, input.assignedTo);
    const values = leadValues(input);
    // A referral stays a referral, and who follows it up is the company's choice, not the partner's.
    if (isPartner(t)) {
      delete values.assignedTo;
      delete values.source;
    }
    if (Object.keys(values).length > 0) {
      await tx
        .update(leads)
        .set(values)
        .where(and(visible(t), eq(leads.id, id)));
    }
    return presentedLead(tx, t, id, statements);
  });
}

export async function deleteLead(t: TenantDb, id: string): Promise<void> {
  await t.run(async (tx) => {
    const gone = await tx
      .delete(leads)
      .where(and(visible(t), eq(leads.id, id)))
      .returning({ id: leads.id });
    if (gone.length === 0) throw notFound();
  });
}

/** Spec section 5: an empty list does nothing. Ids of other companies are simply not matched. */
export async function bulkDeleteLeads(t: TenantDb, ids: string[]): Promise<{ deleted: number }> {
  if (ids.length === 0) return { deleted: 0 };
  const gone = await t.run((tx) =>
    tx
      .delete(leads)
      .where(and(visible(t), inArray(leads.id, ids)))
      .returning({ id: leads.id }),
  );
  return { deleted: gone.length };
}

/**
 * Sets the status of these leads (spec section 4): any status may be set; each lead whose status
 * changes logs the note or 'Status changed to {status}' and emits `lead_{status}`, in the same
 * transaction. Leads already in that status are left alone. Returns the ids that changed.
 */
export async function setLeadStatus(tx: Tx, t: TenantDb, ids: string[], status: LeadStatus, note?: string | null) {
  if (ids.length === 0) return [];
  const rows = await sqlRows<{ id: string; from: LeadStatus }>(
    tx,
    sql`
    with previous as (
      select id, status from ${leads}
      where ${and(visible(t), inArray(leads.id, ids), ne(leads.status, status))}
      for update
    )
    update ${leads} set status = ${status}, updated_at = now()
    from previous where ${leads.id} = previous.id
    returning ${leads.id} as id, previous.status as "from"`,
  );
  if (rows.length === 0) return [];
  await tx.insert(leadActivities).values(
    rows.map((r) => ({
      companyId: t.ctx.companyId,
      leadId: r.id,
      userId: t.ctx.userId || null,
      activityType: 'status_change' as const,
      description: note || LEAD_ACTIVITY_TEXT.statusChanged(status),
      metadata: { from: r.from, to: status },
    })),
  );
  await recordEvents(
    tx,
    t,
    rows.map((r) => ({ eventType: `lead_${status}`, leadId: r.id, eventData: { from: r.from, to: status } })),
  );
  return rows.map((r) => r.id);
}

export function changeLeadStatus(
  t: TenantDb,
  id: string,
  input: ChangeLeadStatusInput,
  statements: LeadStatements,
): Promise<Lead> {
  return t.run(async (tx) => {
    await findLead(tx, t, id);
    await setLeadStatus(tx, t, [id], input.status, input.note);
    return presentedLead(tx, t, id, statements);
  });
}

export async function bulkChangeStatus(t: TenantDb, ids: string[], status: LeadStatus): Promise<{ updated: number }> {
  if (ids.length === 0) return { updated: 0 };
  const changed = await t.run((tx) => setLeadStatus(tx, t, ids, status));
  return { updated: changed.length };
}

const author = alias(user, 'author');

/** A lead's activities, newest first, with their authors' names: one statement, which finds the lead too (404). */
export async function listActivities(t: TenantDb, leadId: string, q: { limit: number; cursor?: string | undefined }) {
  const order = newestFirst(leadActivities.createdAt, leadActivities.id);
  const rows = await t.run((tx) =>
    tx
      .select({ activity: leadActivities, userName: author.name })
      .from(leads)
      .leftJoin(
        leadActivities,
        and(eq(leadActivities.companyId, leads.companyId), eq(leadActivities.leadId, leads.id), order.where(q.cursor)),
      )
      .leftJoin(author, eq(author.id, leadActivities.userId))
      .where(and(visible(t), eq(leads.id, leadId)))
      .orderBy(...order.by)
      .limit(q.limit + 1),
  );
  if (rows.length === 0) throw notFound();
  const found = rows.flatMap((r) => (r.activity ? [{ ...r.activity, userName: r.userName }] : []));
  return order.page(found, q.limit, (a) => [a.createdAt.toISOString(), a.id]);
}

export function addActivity(t: TenantDb, leadId: string, input: AddLeadActivityInput): Promise<LeadActivity> {
  return t.run(async (tx) => {
    await findLead(tx, t, leadId);
    const [row] = await tx
      .insert(leadActivities)
      .values({ companyId: t.ctx.companyId, leadId, userId: t.ctx.userId, ...input })
      .returning();
    // Touching the lead keeps "recently updated" honest.
    await tx
      .update(leads)
      .set({ updatedAt: new Date() })
      .where(and(visible(t), eq(leads.id, leadId)));
    const names = await userNames(tx, [row!.userId]);
    return { ...row!, userName: names.get(t.ctx.userId) ?? null };
  });
}

/** Leads of the company with this e-mail or phone (the form warns before creating a duplicate). */
export function findDuplicates(
  t: TenantDb,
  q: { email?: string | undefined; phone?: string | undefined; excludeId?: string | undefined },
) {
  const email = q.email?.trim().toLowerCase();
  const digits = digitsOf(q.phone);
  const same = or(
    email ? eq(leads.email, email) : undefined,
    // The last ten digits: the same number with or without its country code.
    digits && digits.length >= 7 ? sql`right(${leads.phoneDigits}, 10) = right(${digits}, 10)` : undefined,
  );
  if (!same) return Promise.resolve({ items: [] });
  return t.run(async (tx) => ({
    items: await tx
      .select({ id: leads.id, name: leads.name, email: leads.email, phone: leads.phone, status: leads.status })
      .from(leads)
      .where(and(visible(t), same, q.excludeId ? ne(leads.id, q.excludeId) : undefined))
      .orderBy(sql`${leads.createdAt} desc`)
      .limit(5),
  }));
}

const budgetEstimate = sql.raw(
  `case budget_range ${Object.entries(BUDGET_RANGES)
    .map(([key, r]) => `when '${key}' then ${r.estimate}`)
    .join(' ')} else 0 end`,
);

/**
 * The pipeline board in one statement: per status its count and budget total (one aggregate), then
 * each status's newest cards from one short index range (company, status, newest first) rather
 * than a ranking of every lead. A column adds up its statuses (the first holds three) and keeps
 * the newest cards among theirs.
 */
const boardCards = (jobOfLead: JobOfLead) =>
  statement((qb, s: ListShape) => {
    const where = matching(s);
    const order = leadOrder('newest');
    // Drizzle writes a subquery's fields by their bare aliases, where a column of the same name
    // would win: the aliases here are names no table has.
    const kept = keptCounts(s);
    const totals = kept
      ? qb
          .select({
            status: sql<LeadStatus>`${leadCounts.status}`.as('card_status'),
            n: sql<number>`sum(${leadCounts.n})::int`.as('status_count'),
            budget: sql<string>`coalesce(sum(${leadCounts.n} * ${budgetEstimate}), 0)`.as('status_budget'),
          })
          .from(leadCounts)
          .where(kept)
          .groupBy(leadCounts.status)
          .having(sql`sum(${leadCounts.n}) > 0`)
          .as('totals')
      : qb
          .select({
            status: sql<LeadStatus>`${leads.status}`.as('card_status'),
            n: sql<number>`count(*)::int`.as('status_count'),
            budget: sql<string>`coalesce(sum(${budgetEstimate}), 0)`.as('status_budget'),
          })
          .from(leads)
          .where(where)
          .groupBy(leads.status)
          .as('totals');
    // Each status's newest cards, read with their fields from the one index range: no second
    // lookup of each card by its id.
    const newest = qb
      .select({
        id: sql<string>`${leads.id}`.as('card_id'),
        name: sql<string>`${leads.name}`.as('card_name'),
        status: sql<LeadStatus>`${leads.status}`.as('card_lead_status'),
        flooringType: sql`${leads.flooringType}`.mapWith(leads.flooringType).as('card_flooring'),
        budgetRange: sql<string | null>`${leads.budgetRange}`.as('card_budget_range'),
        squareFeet: sql<number | null>`${leads.squareFeet}`.as('card_square_feet'),
        assigneeName: sql<string | null>`${assignee.name}`.as('card_assignee'),
        jobId: sql<string | null>`${jobOfLead}`.as('card_job'),
        // Written as the API writes instants, by the database: 400 cards' Dates cost the server more
        // than their rows. The creation instant is also the cursor's key (leadOrder('newest')'s key).
        createdAt: instantText(leads.createdAt).as('card_created'),
        updatedAt: instantText(leads.updatedAt).as('card_updated'),
        created: sql<Date>`${leads.createdAt}`.as('card_created_at'),
      })
      .from(leads)
      .leftJoin(assignee, eq(assignee.id, leads.assignedTo))
      .where(and(where, sql`${leads.status} = ${totals.status}`))
      .orderBy(...order.by)
      .limit(LEAD_LIMITS.boardColumn)
      .as('newest');
    // A column shows its stage's newest cards: the first stage's three statuses bring 50 each.
    const stage = sql`case when ${newest.status} in (${sql.join(
      TEMPERATURE_STATUSES.map((status) => sql`${status}`),
      sql`, `,
    )}) then 'new_lead' else ${newest.status} end`;
    const ranked = qb
      .select({
        id: newest.id,
        name: newest.name,
        status: newest.status,
        flooringType: newest.flooringType,
        budgetRange: newest.budgetRange,
        squareFeet: newest.squareFeet,
        assigneeName: newest.assigneeName,
        jobId: newest.jobId,
        createdAt: newest.createdAt,
        updatedAt: newest.updatedAt,
        created: newest.created,
        n: totals.n,
        budget: totals.budget,
        place:
          sql<number>`row_number() over (partition by ${stage} order by ${newest.created} desc, ${newest.id} desc)`.as(
            'card_place',
          ),
      })
      .from(totals)
      .innerJoinLateral(newest, sql`true`)
      .as('ranked');
    return qb
      .select({
        lead: {
          id: ranked.id,
          name: ranked.name,
          status: ranked.status,
          flooringType: ranked.flooringType,
          budgetRange: ranked.budgetRange,
          squareFeet: ranked.squareFeet,
          assigneeName: ranked.assigneeName,
          jobId: ranked.jobId,
          createdAt: ranked.createdAt,
          updatedAt: ranked.updatedAt,
        },
        sortKey: ranked.createdAt,
        n: ranked.n,
        budget: ranked.budget,
      })
      .from(ranked)
      .where(sql`${ranked.place} <= ${LEAD_LIMITS.boardColumn}`)
      .orderBy(sql`${ranked.created} desc`, sql`${ranked.id} desc`);
  });

/** The statements that show leads, built once for the app with the job of a lead it passes in. */
export const leadStatements = (jobOfLead: JobOfLead) => ({
  byId: leadById(jobOfLead),
  page: leadsPage(jobOfLead),
  board: boardCards(jobOfLead),
});
export type LeadStatements = ReturnType<typeof leadStatements>;

export async function pipelineBoard(t: TenantDb, f: Omit<LeadFilters, 'status' | 'sort'>, statements: LeadStatements) {
  const order = leadOrder('newest');
  const perColumn = LEAD_LIMITS.boardColumn;
  const { shape, values } = listRequest(t, f);
  const rows = await t.run((tx) => statements.board(tx, shape, values));
  return {
    columns: PIPELINE_STAGES.map((stage) => {
      const inStage = rows.filter((r) => stageOf(r.lead.status) === stage);
      // Every card carries its status's figures; a status without leads has no card and adds nothing.
      const statuses = [...new Map(inStage.map((r) => [r.lead.status, r])).values()];
      const n = statuses.reduce((sum, r) => sum + r.n, 0);
      const column = inStage.slice(0, perColumn);
      const last = column.at(-1);
      return {
        stage,
        count: n,
        budgetTotal: statuses.reduce((sum, r) => sum + Number(r.budget), 0),
        leads: column.map((r) => r.lead),
        nextCursor: n > column.length && last ? order.cursor(last.sortKey, last.lead.id) : null,
      };
    }),
  };
}

const EXPORT_BATCH = 1000;

const exportBatch = statement((qb, s: ListShape & { sort: LeadSort; position: KeysetPosition }) => {
  const order = leadOrder(s.sort);
  return qb
    .select({ lead: leads, sortKey: order.key })
    .from(leads)
    .where(and(matching(s), order.after(s.position)))
    .orderBy(...order.by)
    .limit(EXPORT_BATCH);
});

/** Every lead matching the filters, in batches (the export streams them). */
export async function* leadsForExport(t: TenantDb, f: LeadFilters): AsyncGenerator<LeadRow[]> {
  const sort = f.sort ?? 'newest';
  const order = leadOrder(sort);
  const { shape, values } = listRequest(t, f);
  let cursor: string | undefined;
  for (;;) {
    const after = order.read(cursor);
    const rows = await t.run((tx) =>
      exportBatch(tx, { ...shape, sort, position: after.position }, { ...values, ...after.values }),
    );
    if (rows.length === 0) return;
    yield rows.map((r) => r.lead);
    if (rows.length < EXPORT_BATCH) return;
    const last = rows.at(-1)!;
    cursor = order.cursor(last.sortKey, last.lead.id);
  }
}

/** Only the mapped columns a lead has: anything else in a row is ignored. */
const IMPORTABLE = new Set<string>(LEAD_CSV_COLUMNS);

/**
 * Imports rows: every row is validated by the form's own schema; the valid rows are written in one
 * transaction (each whole, with its activity and event) and the invalid ones reported by line.
 */
export async function importLeads(
  t: TenantDb,
  input: ImportLeadsInput,
): Promise<{ imported: number; errors: ImportRowError[] }> {
  const errors: ImportRowError[] = [];
  const valid: CreateLeadInput[] = [];
  for (const { line, fields } of input.rows) {
    const picked = Object.fromEntries(Object.entries(fields).filter(([k]) => IMPORTABLE.has(k)));
    const parsed = createLeadInput.safeParse(picked);
    if (parsed.success) valid.push({ ...parsed.data, source: parsed.data.source ?? 'import' });
    else
      for (const [field, message] of Object.entries(fieldErrors(parsed.error))) errors.push({ line, field, message });
  }
  const rows = await t.run((tx) => insertLeads(tx, t, valid, { activityType: 'import' }));
  return { imported: rows.length, errors };
}

/** Per referral partner: leads referred, open, converted and lost (a partner sees only their own row). */
export async function referralStats(t: TenantDb) {
  const rows = await t.run((tx) =>
    tx
      .select({
        partnerId: sql<string>`${leads.referrerId}`,
        referred: count(),
        converted: sql<number>`count(*) filter (where ${leads.status} = ${CONVERTED_STATUS})::int`,
        lost: sql<number>`count(*) filter (where ${leads.status} = 'lost')::int`,
      })
      .from(leads)
      .where(and(visible(t), sql`${leads.referrerId} is not null`))
      .groupBy(leads.referrerId),
  );
  const ids = rows.map((r) => r.partnerId);
  const accounts =
    ids.length === 0
      ? []
      : await t.db.select({ id: user.id, name: user.name, email: user.email }).from(user).where(inArray(user.id, ids));
  const byId = new Map(accounts.map((a) => [a.id, a]));
  const items = rows.map((r) => ({
    partnerId: r.partnerId,
    name: byId.get(r.partnerId)?.name ?? '',
    email: byId.get(r.partnerId)?.email ?? '',
    referred: r.referred,
    converted: r.converted,
    lost: r.lost,
    open: r.referred - r.converted - r.lost,
  }));
  items.sort((a, b) => b.referred - a.referred || a.name.localeCompare(b.name));
  return { items };
}

/** Who may follow up a lead: members other than clients and referral partners. */
export async function assignees(t: TenantDb) {
  const { items } = await listMembers(t);
  return {
    items: items
      .filter((m) => m.role !== 'client' && m.role !== 'partner')
      .map((m) => ({ userId: m.userId, name: m.name })),
  };
}
