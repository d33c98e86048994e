import { and, count, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  BUDGET_RANGES,
  CONVERTED_STATUS,
  LEAD_ACTIVITY_TEXT,
  LEAD_CSV_COLUMNS,
  LEAD_LIMITS,
  LEAD_MESSAGES,
  PIPELINE_STAGES,
  statusesOfStage,
  type ImportRowError,
  type LeadFilters,
  type LeadSource,
  type LeadStatus,
  type PipelineStage,
} from '../../../shared/leads.ts';
import {
  createLeadInput,
  type AddLeadActivityInput,
  type ChangeLeadStatusInput,
  type CreateLeadInput,
  type ImportLeadsInput,
  type UpdateLeadInput,
} from '../../../shared/lead-inputs.ts';
import { scopeOf } from '../../../shared/permissions.ts';
import { sqlRows, type Database } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { leadActivities, leads } from '../../db/schema/leads.ts';
import type { TenantDb, Tx } from '../../db/tenant.ts';
import { AppError, fieldErrors, notFound } from '../../platform/errors.ts';
import { afterCursor, toPage } from '../../platform/pagination.ts';
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

/** The list's filters as one condition (without the cursor). */
function matching(t: TenantDb, f: LeadFilters): SQL {
  const q = f.q?.trim();
  const digits = q?.replace(/\D/g, '') ?? '';
  const pattern = q ? `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : undefined;
  return and(
    visible(t),
    pattern
      ? or(
          ilike(leads.name, pattern),
          ilike(leads.email, pattern),
          digits.length >= 3 ? sql`${leads.phoneDigits} like ${`%${digits}%`}` : undefined,
        )
      : undefined,
    f.status?.length ? inArray(leads.status, f.status) : undefined,
    f.source?.length ? inArray(leads.source, f.source) : undefined,
    f.flooringType?.length ? inArray(leads.flooringType, f.flooringType) : undefined,
    f.budgetRange?.length ? inArray(leads.budgetRange, f.budgetRange) : undefined,
    f.assignedTo === 'none' ? isNull(leads.assignedTo) : f.assignedTo ? eq(leads.assignedTo, f.assignedTo) : undefined,
    f.referrerId ? eq(leads.referrerId, f.referrerId) : undefined,
  )!;
}

/** Leads as the API shows them: with their people's names and the job each became, if any. */
async function present(db: Database, t: TenantDb, rows: LeadRow[]): Promise<Lead[]> {
  const ids = rows.map((r) => r.id);
  const converted =
    ids.length === 0
      ? []
      : await t.run((tx) =>
          tx
            .select({ id: jobs.id, leadId: jobs.leadId })
            .from(jobs)
            .where(and(eq(jobs.companyId, t.ctx.companyId), inArray(jobs.leadId, ids))),
        );
  const names = await userNames(
    db,
    rows.flatMap((r) => [r.assignedTo, r.referrerId]),
  );
  const jobOf = new Map(converted.map((j) => [j.leadId, j.id]));
  return rows.map(({ companyId: _c, phoneDigits: _p, ...r }) => ({
    ...r,
    assigneeName: r.assignedTo ? (names.get(r.assignedTo) ?? null) : null,
    referrerName: r.referrerId ? (names.get(r.referrerId) ?? null) : null,
    jobId: jobOf.get(r.id) ?? null,
  }));
}

export async function listLeads(
  db: Database,
  t: TenantDb,
  q: LeadFilters & { limit: number; cursor?: string | undefined },
): Promise<{ items: Lead[]; nextCursor: string | null; total: number }> {
  const order = leadOrder(q.sort ?? 'newest');
  const after = order.after(q.cursor);
  const where = matching(t, q);
  const { rows, total } = await t.run(async (tx) => {
    const rows = await tx
      .select({ lead: leads, sortKey: order.key })
      .from(leads)
      .where(and(where, after))
      .orderBy(...order.by)
      .limit(q.limit + 1);
    const [counted] = await tx.select({ n: count() }).from(leads).where(where);
    return { rows, total: counted?.n ?? 0 };
  });
  const page = rows.slice(0, q.limit);
  const items = await present(
    db,
    t,
    page.map((r) => r.lead),
  );
  const last = page.at(-1);
  return { items, nextCursor: rows.length > q.limit && last ? order.cursor(last.sortKey, last.lead.id) : null, total };
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

export async function getLead(db: Database, t: TenantDb, id: string): Promise<Lead> {
  const row = await t.run((tx) => findLead(tx, t, id));
  return (await present(db, t, [row]))[0]!;
}

async function checkAssignee(tx: Tx, t: TenantDb, assignedTo: string | null | undefined): Promise<void> {
  if (assignedTo && !(await isMember(tx, t, assignedTo))) {
    throw new AppError('VALIDATION_ERROR', undefined, { assignedTo: LEAD_MESSAGES.assigneeNotMember });
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

export async function createLead(db: Database, t: TenantDb, input: CreateLeadInput): Promise<Lead> {
  const [row] = await t.run(async (tx) => {
    await checkAssignee(tx, t, input.assignedTo);
    return insertLeads(tx, t, [input]);
  });
  return (await present(db, t, [row!]))[0]!;
}

export async function updateLead(db: Database, t: TenantDb, id: string, input: UpdateLeadInput): Promise<Lead> {
  const row = await t.run(async (tx) => {
    await findLead(tx, t, id, true);
    await checkAssignee(tx, t, input.assignedTo);
    const values = leadValues(input);
    // A referral stays a referral, and who follows it up is the company's choice, not the partner's.
    if (isPartner(t)) {
      delete values.assignedTo;
      delete values.source;
    }
    if (Object.keys(values).length === 0) return findLead(tx, t, id);
    const [updated] = await tx
      .update(leads)
      .set(values)
      .where(and(visible(t), eq(leads.id, id)))
      .returning();
    return updated!;
  });
  return (await present(db, t, [row]))[0]!;
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

export async function changeLeadStatus(
  db: Database,
  t: TenantDb,
  id: string,
  input: ChangeLeadStatusInput,
): Promise<Lead> {
  const row = await t.run(async (tx) => {
    await findLead(tx, t, id);
    await setLeadStatus(tx, t, [id], input.status, input.note);
    return findLead(tx, t, id);
  });
  return (await present(db, t, [row]))[0]!;
}

export async function bulkChangeStatus(t: TenantDb, ids: string[], status: LeadStatus): Promise<{ updated: number }> {
  if (ids.length === 0) return { updated: 0 };
  const changed = await t.run((tx) => setLeadStatus(tx, t, ids, status));
  return { updated: changed.length };
}

export async function listActivities(
  db: Database,
  t: TenantDb,
  leadId: string,
  q: { limit: number; cursor?: string | undefined },
) {
  const rows = await t.run(async (tx) => {
    await findLead(tx, t, leadId);
    return tx
      .select()
      .from(leadActivities)
      .where(
        and(
          eq(leadActivities.companyId, t.ctx.companyId),
          eq(leadActivities.leadId, leadId),
          afterCursor(q.cursor, leadActivities),
        ),
      )
      .orderBy(sql`${leadActivities.createdAt} desc`, sql`${leadActivities.id} desc`)
      .limit(q.limit + 1);
  });
  const page = toPage(rows, q.limit);
  const names = await userNames(
    db,
    page.items.map((r) => r.userId),
  );
  return {
    ...page,
    items: page.items.map((r) => ({ ...r, userName: r.userId ? (names.get(r.userId) ?? null) : null })),
  };
}

export async function addActivity(
  db: Database,
  t: TenantDb,
  leadId: string,
  input: AddLeadActivityInput,
): Promise<LeadActivity> {
  const row = await t.run(async (tx) => {
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
    return row!;
  });
  const names = await userNames(db, [row.userId]);
  return { ...row, userName: row.userId ? (names.get(row.userId) ?? null) : null };
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

const stageExpr = sql<PipelineStage>`case when ${leads.status} in ('cold_lead', 'warm_lead') then 'new_lead' else ${leads.status} end`;
const budgetEstimate = sql.raw(
  `case budget_range ${Object.entries(BUDGET_RANGES)
    .map(([key, r]) => `when '${key}' then ${r.estimate}`)
    .join(' ')} else 0 end`,
);

/** The pipeline board: per column its count and budget total (one aggregate), and its newest cards. */
export async function pipelineBoard(db: Database, t: TenantDb, f: Omit<LeadFilters, 'status' | 'sort'>) {
  const where = matching(t, f);
  const perColumn = LEAD_LIMITS.boardColumn;
  const order = leadOrder('newest');
  const { totals, cards } = await t.run(async (tx) => {
    const totals = await tx
      .select({ stage: stageExpr, n: count(), budget: sql<string>`coalesce(sum(${budgetEstimate}), 0)` })
      .from(leads)
      .where(where)
      .groupBy(stageExpr);
    // One short index range per column (company, status, newest first) beats ranking every lead.
    const cards = [];
    for (const stage of PIPELINE_STAGES) {
      const rows = await tx
        .select({ lead: leads, sortKey: order.key })
        .from(leads)
        .where(and(where, inArray(leads.status, statusesOfStage(stage))))
        .orderBy(...order.by)
        .limit(perColumn);
      cards.push(...rows.map((r) => ({ ...r, stage })));
    }
    return { totals, cards };
  });
  const people = await present(
    db,
    t,
    cards.map((c) => c.lead),
  );
  const byId = new Map(people.map((l) => [l.id, l]));
  return {
    columns: PIPELINE_STAGES.map((stage) => {
      const total = totals.find((r) => r.stage === stage);
      const column = cards.filter((c) => c.stage === stage);
      const n = total?.n ?? 0;
      const last = column.at(-1);
      return {
        stage,
        count: n,
        budgetTotal: Number(total?.budget ?? 0),
        leads: column.map((c) => byId.get(c.lead.id)!),
        nextCursor: n > column.length && last ? order.cursor(last.sortKey, last.lead.id) : null,
      };
    }),
  };
}

/** Every lead matching the filters, in batches (the export streams them). */
export async function* leadsForExport(t: TenantDb, f: LeadFilters): AsyncGenerator<LeadRow[]> {
  let cursor: string | undefined;
  const order = leadOrder(f.sort ?? 'newest');
  for (;;) {
    const rows = await t.run((tx) =>
      tx
        .select({ lead: leads, sortKey: order.key })
        .from(leads)
        .where(and(matching(t, f), order.after(cursor)))
        .orderBy(...order.by)
        .limit(1000),
    );
    if (rows.length === 0) return;
    yield rows.map((r) => r.lead);
    if (rows.length < 1000) return;
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
export async function referralStats(db: Database, t: TenantDb) {
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
      : await db.select({ id: user.id, name: user.name, email: user.email }).from(user).where(inArray(user.id, ids));
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
export async function assignees(db: Database, t: TenantDb) {
  const { items } = await listMembers(db, t);
  return {
    items: items
      .filter((m) => m.role !== 'client' && m.role !== 'partner')
      .map((m) => ({ userId: m.userId, name: m.name })),
  };
}
