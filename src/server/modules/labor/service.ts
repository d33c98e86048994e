import { and, eq, gte, isNull, sql, type SQL } from 'drizzle-orm';
import { managesJobs } from '../../../shared/jobs.ts';
import type {
  ClockInInput,
  ClockOutInput,
  ReviewWorkLogInput,
  WorkLogFilters,
  WorkLogInput,
} from '../../../shared/labor-inputs.ts';
import type { Clock, WorkLog, WorkLogPage } from '../../../shared/labor-responses.ts';
import { LABOR_LIMITS, LABOR_MESSAGES, workedMinutes } from '../../../shared/labor.ts';
import { isUniqueViolation } from '../../db/client.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { workLogs } from '../../db/schema/labor.ts';
import type { TenantDb, Tx } from '../../db/tenant.ts';
import { AppError, invalidInput, notFound } from '../../platform/errors.ts';
import { newestFirst } from '../../platform/pagination.ts';
import { jobTitle, jobTitles } from '../jobs/present.ts';
import { companyZone, visibleJobs } from '../jobs/scope.ts';
import { isMember, userName, userNames } from '../members/service.ts';
import { inPaidPeriod, lockPayroll } from './payroll.ts';

// A crew's shifts (issue #18, ADR 0033): clocked in and out on a phone or typed in, reviewed by a
// manager. A crew member reads and writes only their own; nothing here carries a pay rate.

type WorkLogRow = typeof workLogs.$inferSelect;

const isManager = (t: TenantDb) => managesJobs(t.ctx.role, t.ctx.isOwner);

/** The logs a caller sees: a manager the company's, anyone else their own. */
function visibleLogs(t: TenantDb): SQL {
  const company = eq(workLogs.companyId, t.ctx.companyId);
  return isManager(t) ? company : and(company, eq(workLogs.userId, t.ctx.userId))!;
}

async function findLog(tx: Tx, t: TenantDb, id: string, forUpdate = false): Promise<WorkLogRow> {
  const query = tx
    .select()
    .from(workLogs)
    .where(and(visibleLogs(t), eq(workLogs.id, id)));
  const [row] = await (forUpdate ? query.for('update') : query);
  if (!row) throw notFound();
  return row;
}

const point = (latitude: number | null, longitude: number | null) =>
  latitude === null || longitude === null ? null : { latitude, longitude };

async function presented(tx: Tx, t: TenantDb, rows: WorkLogRow[]): Promise<WorkLog[]> {
  const names = await userNames(
    tx,
    rows.flatMap((r) => [r.userId, r.reviewedBy]),
  );
  const titles = await jobTitles(
    tx,
    t,
    rows.map((r) => r.jobId),
  );
  return rows.map((r) =>
    workLogOf(r, {
      memberName: names.get(r.userId) ?? null,
      jobTitle: r.jobId ? (titles.get(r.jobId) ?? null) : null,
      reviewedByName: r.reviewedBy ? (names.get(r.reviewedBy) ?? null) : null,
    }),
  );
}

/** What a work log shows beside its own columns, inside a query on `workLogs` (the list reads it in its statement). */
const shownWith = {
  memberName: userName(workLogs.userId),
  jobTitle: jobTitle(workLogs.companyId, workLogs.jobId),
  reviewedByName: userName(workLogs.reviewedBy),
};

function workLogOf(
  r: WorkLogRow,
  shown: { memberName: string | null; jobTitle: string | null; reviewedByName: string | null },
): WorkLog {
  return {
    id: r.id,
    userId: r.userId,
    memberName: shown.memberName ?? '',
    jobId: r.jobId,
    jobTitle: shown.jobTitle,
    startedAt: r.startedAt.toISOString(),
    endedAt: r.endedAt?.toISOString() ?? null,
    breakMinutes: r.breakMinutes,
    minutes: r.endedAt ? workedMinutes(r.startedAt, r.endedAt, r.breakMinutes) : null,
    source: r.source,
    status: r.status,
    startLocation: point(r.startLatitude, r.startLongitude),
    endLocation: point(r.endLatitude, r.endLongitude),
    notes: r.notes,
    reviewNote: r.reviewNote,
    reviewedByName: shown.reviewedByName,
    reviewedAt: r.reviewedAt?.toISOString() ?? null,
    paid: r.payRunId !== null,
    createdAt: r.createdAt.toISOString(),
  };
}

const presentedOne = async (tx: Tx, t: TenantDb, row: WorkLogRow) => (await presented(tx, t, [row]))[0]!;

/** A job the caller may log hours on: one they see (a crew member's assigned jobs). */
async function checkJob(tx: Tx, t: TenantDb, jobId: string): Promise<void> {
  const [job] = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(visibleJobs(t), eq(jobs.id, jobId)));
  if (!job) throw invalidInput({ jobId: LABOR_MESSAGES.jobNotFound });
}

/** The minutes worked over the shifts an aggregate reads (each row's own: ADR 0036), as SQL. */
const minutesWorked = sql<string | null>`sum(${workLogs.workedMinutes})`;

// ---------------------------------------------------------------------------------------------
// The clock

export function clock(t: TenantDb): Promise<Clock> {
  return t.run(async (tx) => {
    const [open] = await tx
      .select()
      .from(workLogs)
      .where(and(eq(workLogs.companyId, t.ctx.companyId), eq(workLogs.userId, t.ctx.userId), isNull(workLogs.endedAt)));
    const today = sql`(now() at time zone ${companyZone(t.ctx.companyId)})::date`;
    const [figures] = await tx
      .select({
        today: sql<string>`${today}::text`,
        todayMinutes: sql<string | null>`${minutesWorked} filter (where ${workLogs.workDay} = ${today})`,
        weekMinutes: sql<
          string | null
        >`${minutesWorked} filter (where ${workLogs.workDay} >= ${today} - extract(dow from ${today})::int)`,
      })
      .from(workLogs)
      .where(
        and(
          eq(workLogs.companyId, t.ctx.companyId),
          eq(workLogs.userId, t.ctx.userId),
          sql`${workLogs.endedAt} is not null and ${workLogs.status} <> 'rejected'`,
          // The workweek (from Sunday) bounds both sums; an index range on the member's shifts.
          gte(workLogs.startedAt, sql`now() - interval '8 days'`),
        ),
      );
    return {
      open: open ? await presentedOne(tx, t, open) : null,
      today: figures!.today,
      todayMinutes: Number(figures!.todayMinutes ?? 0),
      weekMinutes: Number(figures!.weekMinutes ?? 0),
    };
  });
}

export async function clockIn(t: TenantDb, input: ClockInInput): Promise<WorkLog> {
  try {
    return await t.run(async (tx) => {
      await checkJob(tx, t, input.jobId);
      const [row] = await tx
        .insert(workLogs)
        .values({
          companyId: t.ctx.companyId,
          userId: t.ctx.userId,
          jobId: input.jobId,
          startedAt: new Date(),
          source: 'clock',
          status: 'open',
          startLatitude: input.location?.latitude ?? null,
          startLongitude: input.location?.longitude ?? null,
          notes: input.notes ?? null,
          createdBy: t.ctx.userId,
        })
        .returning();
      return presentedOne(tx, t, row!);
    });
  } catch (err) {
    if (isUniqueViolation(err, 'work_logs_one_open_per_member')) {
      throw new AppError('CONFLICT', LABOR_MESSAGES.alreadyClockedIn);
    }
    throw err;
  }
}

export function clockOut(t: TenantDb, input: ClockOutInput): Promise<WorkLog> {
  return t.run(async (tx) => {
    const [open] = await tx
      .select()
      .from(workLogs)
      .where(and(eq(workLogs.companyId, t.ctx.companyId), eq(workLogs.userId, t.ctx.userId), isNull(workLogs.endedAt)))
      .for('update');
    if (!open) throw new AppError('CONFLICT', LABOR_MESSAGES.notClockedIn);
    const endedAt = new Date(Math.max(Date.now(), open.startedAt.getTime() + 1));
    if (input.breakMinutes >= workedMinutes(open.startedAt, endedAt, 0) && input.breakMinutes > 0) {
      throw invalidInput({ breakMinutes: LABOR_MESSAGES.breakTooLong });
    }
    const [row] = await tx
      .update(workLogs)
      .set({
        endedAt,
        status: 'submitted',
        breakMinutes: input.breakMinutes,
        endLatitude: input.location?.latitude ?? null,
        endLongitude: input.location?.longitude ?? null,
        ...(input.notes !== undefined && { notes: input.notes }),
      })
      .where(and(eq(workLogs.companyId, t.ctx.companyId), eq(workLogs.id, open.id)))
      .returning();
    return presentedOne(tx, t, row!);
  });
}

// ---------------------------------------------------------------------------------------------
// Hours typed in, corrections, review

/** A whole shift's times: it ends after it starts, within a day's length, not in the future. */
function checkShift(input: WorkLogInput): { startedAt: Date; endedAt: Date } {
  const startedAt = new Date(input.startedAt);
  const endedAt = new Date(input.endedAt);
  if (endedAt <= startedAt) throw invalidInput({ endedAt: LABOR_MESSAGES.endBeforeStart });
  if (endedAt.getTime() - startedAt.getTime() > LABOR_LIMITS.shiftHours * 3_600_000) {
    throw invalidInput({ endedAt: LABOR_MESSAGES.tooLong });
  }
  // A few minutes of clock skew between the phone and the server are not the future.
  if (endedAt.getTime() > Date.now() + 5 * 60_000) throw invalidInput({ endedAt: LABOR_MESSAGES.inFuture });
  if (input.breakMinutes > 0 && input.breakMinutes >= workedMinutes(startedAt, endedAt, 0)) {
    throw invalidInput({ breakMinutes: LABOR_MESSAGES.breakTooLong });
  }
  return { startedAt, endedAt };
}

/**
 * A shift is written only outside the pay periods already paid: one inside could never be paid
 * (ADR 0033). Under the payroll lock, so a period being paid at that moment counts as paid.
 */
async function checkUnpaidPeriod(tx: Tx, t: TenantDb, startedAt: Date): Promise<void> {
  await lockPayroll(tx, t, 'shift');
  if (await inPaidPeriod(tx, t, startedAt)) throw invalidInput({ startedAt: LABOR_MESSAGES.inPaidPeriod });
}

/** Whose shift it is: the caller's, or for a manager any member of the company. */
async function shiftOwner(tx: Tx, t: TenantDb, userId: string | undefined): Promise<string> {
  if (!userId || userId === t.ctx.userId) return t.ctx.userId;
  if (!isManager(t)) throw new AppError('FORBIDDEN');
  if (!(await isMember(tx, t, userId))) throw invalidInput({ userId: LABOR_MESSAGES.memberNotFound });
  return userId;
}

/**
 * Hours typed in afterwards. A crew member's wait for a manager (submitted); a manager's are
 * approved as they are entered, by them.
 */
export function createWorkLog(t: TenantDb, input: WorkLogInput): Promise<WorkLog> {
  const shift = checkShift(input);
  return t.run(async (tx) => {
    const userId = await shiftOwner(tx, t, input.userId);
    await checkJob(tx, t, input.jobId);
    await checkUnpaidPeriod(tx, t, shift.startedAt);
    const approved = isManager(t);
    const [row] = await tx
      .insert(workLogs)
      .values({
        companyId: t.ctx.companyId,
        userId,
        jobId: input.jobId,
        ...shift,
        breakMinutes: input.breakMinutes,
        source: 'manual',
        status: approved ? 'approved' : 'submitted',
        notes: input.notes ?? null,
        createdBy: t.ctx.userId,
        ...(approved && { reviewedBy: t.ctx.userId, reviewedAt: new Date() }),
      })
      .returning();
    return presentedOne(tx, t, row!);
  });
}

/**
 * A correction. A crew member changes their own shift until a manager approves it (a rejected one
 * goes back for review); a manager changes any shift that is not paid, and it stands approved by
 * them. An open shift is closed by clocking out, and a paid one never changes.
 */
export function updateWorkLog(t: TenantDb, id: string, input: WorkLogInput): Promise<WorkLog> {
  const shift = checkShift(input);
  return t.run(async (tx) => {
    const row = await findLog(tx, t, id, true);
    if (row.payRunId) throw new AppError('CONFLICT', LABOR_MESSAGES.paid);
    if (row.status === 'open') throw new AppError('CONFLICT', LABOR_MESSAGES.stillOpen);
    const manager = isManager(t);
    if (!manager && row.status === 'approved') throw new AppError('CONFLICT', LABOR_MESSAGES.notEditable);
    const userId = input.userId === undefined ? row.userId : await shiftOwner(tx, t, input.userId);
    if (input.jobId !== row.jobId) await checkJob(tx, t, input.jobId);
    await checkUnpaidPeriod(tx, t, shift.startedAt);
    const [saved] = await tx
      .update(workLogs)
      .set({
        userId,
        jobId: input.jobId,
        ...shift,
        breakMinutes: input.breakMinutes,
        notes: input.notes ?? null,
        ...(manager
          ? { status: 'approved' as const, reviewedBy: t.ctx.userId, reviewedAt: new Date() }
          : { status: 'submitted' as const, reviewedBy: null, reviewedAt: null, reviewNote: null }),
      })
      .where(and(eq(workLogs.companyId, t.ctx.companyId), eq(workLogs.id, id)))
      .returning();
    return presentedOne(tx, t, saved!);
  });
}

/** A manager approves or rejects a closed shift that is not paid (and may change their mind until it is). */
export function reviewWorkLog(t: TenantDb, id: string, input: ReviewWorkLogInput): Promise<WorkLog> {
  return t.run(async (tx) => {
    const row = await findLog(tx, t, id, true);
    if (row.payRunId) throw new AppError('CONFLICT', LABOR_MESSAGES.paid);
    if (row.status === 'open') throw new AppError('CONFLICT', LABOR_MESSAGES.stillOpen);
    // Rejecting one left out of a paid period is fine; approving it would promise pay no run will make.
    if (input.decision === 'approved') {
      await lockPayroll(tx, t, 'shift');
      if (await inPaidPeriod(tx, t, row.startedAt)) {
        throw new AppError('CONFLICT', LABOR_MESSAGES.approveInPaidPeriod);
      }
    }
    const [saved] = await tx
      .update(workLogs)
      .set({ status: input.decision, reviewedBy: t.ctx.userId, reviewedAt: new Date(), reviewNote: input.note ?? null })
      .where(and(eq(workLogs.companyId, t.ctx.companyId), eq(workLogs.id, id)))
      .returning();
    return presentedOne(tx, t, saved!);
  });
}

// ---------------------------------------------------------------------------------------------
// The list

export function listWorkLogs(
  t: TenantDb,
  q: WorkLogFilters & { limit: number; cursor?: string | undefined },
): Promise<WorkLogPage> {
  const order = newestFirst(workLogs.startedAt, workLogs.id);
  const filters = and(
    visibleLogs(t),
    q.userId ? eq(workLogs.userId, q.userId) : undefined,
    q.jobId ? eq(workLogs.jobId, q.jobId) : undefined,
    q.status ? eq(workLogs.status, q.status) : undefined,
    q.from ? sql`${workLogs.workDay} >= ${q.from}::date` : undefined,
    q.to ? sql`${workLogs.workDay} <= ${q.to}::date` : undefined,
  );
  return t.run(async (tx) => {
    // The count and the minutes of every match, on the first page only: one aggregate as JSON.
    const totals = sql<{ n: number; minutes: number | null } | null>`(select json_build_object('n', count(*),
      'minutes', ${minutesWorked} filter (where ${workLogs.endedAt} is not null and ${workLogs.status} <> 'rejected'))
      from ${workLogs} where ${filters})`;
    const rows = await tx
      .select({ log: workLogs, ...shownWith, totals: q.cursor ? sql<null>`null` : totals })
      .from(workLogs)
      .where(and(filters, order.where(q.cursor)))
      .orderBy(...order.by)
      .limit(q.limit + 1);
    const page = order.page(rows, q.limit, (r) => [r.log.startedAt.toISOString(), r.log.id]);
    // An empty first page counted nothing: there is nothing to count.
    const first = q.cursor ? null : (rows[0]?.totals ?? { n: 0, minutes: null });
    return {
      items: page.items.map((r) => workLogOf(r.log, r)),
      nextCursor: page.nextCursor,
      total: first ? first.n : null,
      totalMinutes: first ? Number(first.minutes ?? 0) : null,
    };
  });
}
