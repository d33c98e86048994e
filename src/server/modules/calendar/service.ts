import { and, eq, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Language } from '../../../shared/accounts.ts';
import {
  CALENDAR_LIMITS,
  CALENDAR_MESSAGES,
  type CreateTaskInput,
  type UpdateTaskInput,
} from '../../../shared/calendar.ts';
import type { JobStage, JobStatus } from '../../../shared/jobs.ts';
import { scopeOf } from '../../../shared/permissions.ts';
import { sqlRows } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { calendarTaskAssignees, calendarTasks } from '../../db/schema/calendar.ts';
import { profiles } from '../../db/schema/companies.ts';
import { jobCrew, jobs } from '../../db/schema/jobs.ts';
import type { TenantDb } from '../../db/tenant.ts';
import { type Tx } from '../../db/tenant.ts';
import { AppError, invalidInput, notFound } from '../../platform/errors.ts';
import { crewOfJob } from '../jobs/present.ts';
import { notify } from '../notifications/service.ts';
import { visibleJobs } from '../jobs/scope.ts';

export interface CrewMember {
  userId: string;
  name: string;
}

export interface CalendarJob {
  id: string;
  title: string;
  address: string | null;
  status: JobStatus;
  projectStage: JobStage;
  scheduledStart: Date;
  scheduledEnd: Date | null;
  crew: CrewMember[];
}

export interface CalendarTask {
  id: string;
  title: string;
  startsAt: Date;
  endsAt: Date;
  jobId: string | null;
  jobTitle: string | null;
  notes: string | null;
  done: boolean;
  assignees: CrewMember[];
  userId: string | null;
  createdAt: Date;
}

type TaskRow = typeof calendarTasks.$inferSelect;

/** A job without an end shows as this long (the calendar's default). */
export const DEFAULT_JOB_HOURS = 2;
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

const jobEnd = sql`coalesce(${jobs.scheduledEnd}, ${jobs.scheduledStart} + make_interval(hours => ${DEFAULT_JOB_HOURS}))`;
const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** The tasks the caller may see and change: the company's, or for an `own` scope those they created or are assigned to. */
function visibleTasks(t: TenantDb): SQL {
  const company = eq(calendarTasks.companyId, t.ctx.companyId);
  if (scopeOf(t.ctx.role, t.ctx.isOwner) === 'any') return company;
  return and(company, involves(t.ctx.userId))!;
}

/** Tasks this member created or is assigned to. */
export function involves(userId: string): SQL {
  return or(eq(calendarTasks.userId, userId), assignedTo(userId))!;
}

function assignedTo(userId: string): SQL {
  return sql`exists (select 1 from ${calendarTaskAssignees} where ${calendarTaskAssignees.companyId} = ${calendarTasks.companyId} and ${calendarTaskAssignees.taskId} = ${calendarTasks.id} and ${calendarTaskAssignees.userId} = ${userId})`;
}

export function crewOf(userId: string): SQL {
  return sql`exists (select 1 from ${jobCrew} where ${jobCrew.companyId} = ${jobs.companyId} and ${jobCrew.jobId} = ${jobs.id} and ${jobCrew.userId} = ${userId})`;
}

/** People in name order, as the calendar lists a crew or a task's assignees. */
const byName = (list: CrewMember[]) => list.sort((a, b) => a.name.localeCompare(b.name));

/** The overlap of [start, end) with [from, to). */
export const jobOverlaps = (from: Date, to: Date) =>
  and(isNotNull(jobs.scheduledStart), lt(jobs.scheduledStart, to), sql`${jobEnd} > ${at(from)}`)!;
export const taskOverlaps = (from: Date, to: Date) =>
  and(lt(calendarTasks.startsAt, to), sql`${calendarTasks.endsAt} > ${at(from)}`)!;

/** A calendar job as its JSON object comes from the database (instants as text). */
export interface JobJson extends Omit<CalendarJob, 'scheduledStart' | 'scheduledEnd'> {
  scheduledStart: string;
  scheduledEnd: string | null;
  updatedAt: string;
}

/** A task as its JSON object comes from the database (instants as text). */
export interface TaskJson extends Omit<CalendarTask, 'startsAt' | 'endsAt' | 'createdAt'> {
  startsAt: string;
  endsAt: string;
  createdAt: string;
  updatedAt: string;
}

/**
 * The visible jobs matching `where`, in start order, as one JSON array (an expression, so that jobs
 * and tasks come from one statement), each with its crew and their names.
 */
export function jobsJson(t: TenantDb, where: SQL): SQL {
  return sql`(select coalesce(json_agg(j order by j."scheduledStart", j.id), '[]') from (
    select ${jobs.id} as id, ${jobs.title} as title, ${jobs.address} as address, ${jobs.status} as status,
      ${jobs.projectStage} as "projectStage", ${jobs.scheduledStart} as "scheduledStart",
      ${jobs.scheduledEnd} as "scheduledEnd", ${jobs.updatedAt} as "updatedAt", ${crewOfJob} as crew
    from ${jobs}
    where ${and(visibleJobs(t), where)}
    order by ${jobs.scheduledStart}, ${jobs.id}
    limit ${CALENDAR_LIMITS.items}) j)`;
}

/**
 * Tasks matching `where`, in start order, as one JSON array: each with its job's title (only when
 * the caller may see the job) and its assignees and their names.
 */
export function tasksJson(t: TenantDb, where: SQL, limit: number = CALENDAR_LIMITS.items): SQL {
  const assignees = sql`(
    select coalesce(json_agg(json_build_object('userId', ${calendarTaskAssignees.userId}, 'name', coalesce(${user.name}, ''))), '[]')
    from ${calendarTaskAssignees} left join ${user} on ${user.id} = ${calendarTaskAssignees.userId}
    where ${calendarTaskAssignees.companyId} = ${calendarTasks.companyId} and ${calendarTaskAssignees.taskId} = ${calendarTasks.id})`;
  return sql`(select coalesce(json_agg(k order by k."startsAt", k.id), '[]') from (
    select ${calendarTasks.id} as id, ${calendarTasks.title} as title, ${calendarTasks.startsAt} as "startsAt",
      ${calendarTasks.endsAt} as "endsAt", ${calendarTasks.jobId} as "jobId", ${jobs.title} as "jobTitle",
      ${calendarTasks.notes} as notes, ${calendarTasks.done} as done, ${calendarTasks.userId} as "userId",
      ${calendarTasks.createdAt} as "createdAt", ${calendarTasks.updatedAt} as "updatedAt", ${assignees} as assignees
    from ${calendarTasks} left join ${jobs} on ${and(eq(jobs.id, calendarTasks.jobId), visibleJobs(t))}
    where ${where}
    order by ${calendarTasks.startsAt}, ${calendarTasks.id}
    limit ${limit}) k)`;
}

export const calendarJob = (j: JobJson) => ({
  ...j,
  scheduledStart: new Date(j.scheduledStart),
  scheduledEnd: j.scheduledEnd ? new Date(j.scheduledEnd) : null,
  updatedAt: new Date(j.updatedAt),
  crew: byName(j.crew),
});

export const calendarTask = (k: TaskJson) => ({
  ...k,
  startsAt: new Date(k.startsAt),
  endsAt: new Date(k.endsAt),
  createdAt: new Date(k.createdAt),
  updatedAt: new Date(k.updatedAt),
  assignees: byName(k.assignees),
});

/** A task as the API shows it (without the updatedAt the feed uses). */
const presentTask = ({ updatedAt: _u, ...task }: ReturnType<typeof calendarTask>): CalendarTask => task;

export interface RangeQuery {
  from: string;
  to: string;
  memberId?: string | undefined;
}

/** The calendar between two instants: the visible jobs with a schedule and the visible tasks overlapping it. */
export async function calendarRange(
  t: TenantDb,
  q: RangeQuery,
): Promise<{ jobs: CalendarJob[]; tasks: CalendarTask[] }> {
  const from = new Date(q.from);
  const to = new Date(q.to);
  if (to.getTime() <= from.getTime()) {
    throw invalidInput({ to: CALENDAR_MESSAGES.endBeforeStart });
  }
  if (to.getTime() - from.getTime() > CALENDAR_LIMITS.rangeDays * DAY) {
    throw new AppError('VALIDATION_ERROR', CALENDAR_MESSAGES.rangeTooWide, { to: CALENDAR_MESSAGES.rangeTooWide });
  }
  const member = q.memberId;
  // One statement: both lists as JSON, each row with its people's names.
  const [found] = await t.run((tx) =>
    sqlRows<{ jobs: JobJson[]; tasks: TaskJson[] }>(
      tx,
      sql`select ${jobsJson(t, and(jobOverlaps(from, to), member ? crewOf(member) : undefined)!)} as jobs,
        ${tasksJson(t, and(visibleTasks(t), taskOverlaps(from, to), member ? assignedTo(member) : undefined)!)} as tasks`,
    ),
  );
  return {
    jobs: found!.jobs.map((j) => {
      const { updatedAt: _u, ...job } = calendarJob(j);
      return job;
    }),
    tasks: found!.tasks.map((k) => presentTask(calendarTask(k))),
  };
}

async function findTask(tx: Tx, t: TenantDb, id: string, forUpdate = false): Promise<TaskRow> {
  const query = tx
    .select()
    .from(calendarTasks)
    .where(and(visibleTasks(t), eq(calendarTasks.id, id)));
  const [row] = await (forUpdate ? query.for('update') : query);
  if (!row) throw notFound();
  return row;
}

/** One task as the caller sees it, with its assignees' names (read in the caller's transaction; 404 otherwise). */
async function selectTask(tx: Tx, t: TenantDb, id: string, where: SQL = visibleTasks(t)): Promise<CalendarTask> {
  const [found] = await sqlRows<{ tasks: TaskJson[] }>(
    tx,
    sql`select ${tasksJson(t, and(where, eq(calendarTasks.id, id))!, 1)} as tasks`,
  );
  const [task] = found!.tasks;
  if (!task) throw notFound();
  return presentTask(calendarTask(task));
}

export function getTask(t: TenantDb, id: string): Promise<CalendarTask> {
  return t.run((tx) => selectTask(tx, t, id));
}

/** Assignees must be members of the company. */
async function checkAssignees(tx: Tx, t: TenantDb, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await tx
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(and(eq(profiles.companyId, t.ctx.companyId), inArray(profiles.userId, ids)));
  if (found.length !== ids.length) {
    throw invalidInput({ assigneeIds: CALENDAR_MESSAGES.assigneeNotMember });
  }
}

/** A task may point only at a job the caller can see. */
async function checkJob(tx: Tx, t: TenantDb, jobId: string | null | undefined): Promise<void> {
  if (!jobId) return;
  const [found] = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(visibleJobs(t), eq(jobs.id, jobId)));
  if (!found) throw invalidInput({ jobId: CALENDAR_MESSAGES.jobNotVisible });
}

const ASSIGNED_NOTICE: Record<Language, (title: string) => { title: string; body: string }> = {
  en: (title) => ({ title: `New task for you: ${title}`, body: 'Open the calendar to see when it is.' }),
  pt: (title) => ({ title: `Nova tarefa para você: ${title}`, body: 'Abra o calendário para ver quando é.' }),
};

/** Members newly assigned to a task hear of it, in their language (the caller does not notify themselves). */
async function notifyAssigned(tx: Tx, t: TenantDb, task: TaskRow, userIds: string[]): Promise<void> {
  const recipients = userIds.filter((id) => id !== t.ctx.userId);
  if (recipients.length === 0) return;
  const languages = await tx
    .select({ userId: profiles.userId, language: profiles.language })
    .from(profiles)
    .where(and(eq(profiles.companyId, t.ctx.companyId), inArray(profiles.userId, recipients)));
  for (const { userId, language } of languages) {
    await notify(tx, t, {
      recipientId: userId,
      type: 'task_assigned',
      params: { title: task.title },
      ...ASSIGNED_NOTICE[language](task.title),
      link: '/dashboard/calendar',
    });
  }
}

async function addAssignees(tx: Tx, t: TenantDb, taskId: string, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  await tx
    .insert(calendarTaskAssignees)
    .values(userIds.map((userId) => ({ companyId: t.ctx.companyId, taskId, userId })))
    .onConflictDoNothing();
}

const unique = (ids: string[] | undefined) => [...new Set(ids ?? [])];

export function createTask(t: TenantDb, input: CreateTaskInput): Promise<CalendarTask> {
  const startsAt = new Date(input.startsAt);
  const endsAt = new Date(input.endsAt);
  const assigneeIds = unique(input.assigneeIds);
  return t.run(async (tx) => {
    await checkAssignees(tx, t, assigneeIds);
    await checkJob(tx, t, input.jobId);
    const [task] = await tx
      .insert(calendarTasks)
      .values({
        companyId: t.ctx.companyId,
        userId: t.ctx.userId || null,
        title: input.title,
        startsAt,
        endsAt,
        jobId: input.jobId ?? null,
        notes: input.notes ?? null,
        done: input.done ?? false,
      })
      .returning();
    await addAssignees(tx, t, task!.id, assigneeIds);
    await notifyAssigned(tx, t, task!, assigneeIds);
    return selectTask(tx, t, task!.id);
  });
}

/**
 * Edits or reschedules a task. An `own` scope may change only the tasks they created or are
 * assigned to (others are not found). With one bound only, the other is kept: the interval must
 * still end after it starts. A new list of assignees replaces the old; the newly added hear of it.
 */
export function updateTask(t: TenantDb, id: string, input: UpdateTaskInput): Promise<CalendarTask> {
  const startsAt = input.startsAt ? new Date(input.startsAt) : undefined;
  const endsAt = input.endsAt ? new Date(input.endsAt) : undefined;
  return t.run(async (tx) => {
    const row = await findTask(tx, t, id, true);
    const start = startsAt ?? row.startsAt;
    const end = endsAt ?? row.endsAt;
    if (end.getTime() <= start.getTime()) {
      throw invalidInput({ endsAt: CALENDAR_MESSAGES.endBeforeStart });
    }
    const assigneeIds = input.assigneeIds === undefined ? undefined : unique(input.assigneeIds);
    if (assigneeIds) await checkAssignees(tx, t, assigneeIds);
    if (input.jobId !== undefined && input.jobId !== row.jobId) await checkJob(tx, t, input.jobId);

    const values: Partial<typeof calendarTasks.$inferInsert> = {};
    if (input.title !== undefined) values.title = input.title;
    if (startsAt) values.startsAt = startsAt;
    if (endsAt) values.endsAt = endsAt;
    if (input.jobId !== undefined) values.jobId = input.jobId;
    if (input.notes !== undefined) values.notes = input.notes;
    if (input.done !== undefined) values.done = input.done;
    let task = row;
    if (Object.keys(values).length > 0 || assigneeIds) {
      const [updated] = await tx
        .update(calendarTasks)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(calendarTasks.companyId, t.ctx.companyId), eq(calendarTasks.id, id)))
        .returning();
      task = updated!;
    }
    if (assigneeIds) {
      const before = await tx
        .select({ userId: calendarTaskAssignees.userId })
        .from(calendarTaskAssignees)
        .where(and(eq(calendarTaskAssignees.companyId, t.ctx.companyId), eq(calendarTaskAssignees.taskId, id)));
      const had = new Set(before.map((b) => b.userId));
      const removed = [...had].filter((u) => !assigneeIds.includes(u));
      const added = assigneeIds.filter((u) => !had.has(u));
      if (removed.length > 0) {
        await tx
          .delete(calendarTaskAssignees)
          .where(
            and(
              eq(calendarTaskAssignees.companyId, t.ctx.companyId),
              eq(calendarTaskAssignees.taskId, id),
              inArray(calendarTaskAssignees.userId, removed),
            ),
          );
      }
      await addAssignees(tx, t, id, added);
      await notifyAssigned(tx, t, task, added);
    }
    // The caller may have just removed themselves: they still get the task they changed.
    return selectTask(tx, t, id, eq(calendarTasks.companyId, t.ctx.companyId));
  });
}

export async function deleteTask(t: TenantDb, id: string): Promise<void> {
  await t.run(async (tx) => {
    const gone = await tx
      .delete(calendarTasks)
      .where(and(visibleTasks(t), eq(calendarTasks.id, id)))
      .returning({ id: calendarTasks.id });
    if (gone.length === 0) throw notFound();
  });
}
