import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Language } from '../../../shared/accounts.ts';
import { formatDecimal } from '../../../shared/decimal.ts';
import {
  CREW_STATUSES,
  managesJobs,
  JOB_EVENTS,
  JOB_MESSAGES,
  JOB_STAGE_PROGRESS,
  JOB_UPDATE_TEXT,
  LAST_STAGE,
  type JobStatus,
} from '../../../shared/jobs.ts';
import {
  type AddJobUpdateInput,
  type ChangeJobStageInput,
  type ConvertLeadInput,
  type CreateJobInput,
  type UpdateJobInput,
} from '../../../shared/job-inputs.ts';
import { can } from '../../../shared/permissions.ts';
import type { Role } from '../../../shared/roles.ts';
import { user } from '../../db/schema/auth.ts';
import { profiles } from '../../db/schema/companies.ts';
import { jobCrew, jobs, jobUpdates } from '../../db/schema/jobs.ts';
import type { TenantDb, Tx } from '../../db/tenant.ts';
import { AppError, invalidInput, notFound } from '../../platform/errors.ts';
import { newestFirst } from '../../platform/pagination.ts';
import { recordEvents } from '../analytics/service.ts';
import { findLead, setLeadStatus } from '../leads/service.ts';
import { memberLanguage, userNames } from '../members/service.ts';
import { notify } from '../notifications/service.ts';
import { findJob, presentedJob, type Job, type JobRow } from './present.ts';
import { companyZone, visibleJobs } from './scope.ts';

type CrewRow = { jobId: string; userId: string };
export type JobUpdate = Omit<typeof jobUpdates.$inferSelect, 'companyId' | 'updatedAt'> & { userName: string | null };

// ---------------------------------------------------------------------------------------------
// Writing

async function crewOf(tx: Tx, t: TenantDb, jobIds: string[]): Promise<CrewRow[]> {
  if (jobIds.length === 0) return [];
  return tx
    .select({ jobId: jobCrew.jobId, userId: jobCrew.userId })
    .from(jobCrew)
    .where(and(eq(jobCrew.companyId, t.ctx.companyId), inArray(jobCrew.jobId, jobIds)))
    .orderBy(jobCrew.createdAt, jobCrew.userId);
}

/** Roles of these users, for those who are members of the caller's company (read in the caller's transaction). */
async function rolesOf(tx: Tx, t: TenantDb, ids: string[]): Promise<Map<string, Role>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ userId: profiles.userId, role: profiles.role })
    .from(profiles)
    .where(and(eq(profiles.companyId, t.ctx.companyId), inArray(profiles.userId, ids)));
  return new Map(rows.map((r) => [r.userId, r.role]));
}

/** Crew must be members who work on jobs (not clients or partners); the client a member with role client. */
async function checkPeople(tx: Tx, t: TenantDb, crewIds: string[], clientId: string | null | undefined) {
  const roles = await rolesOf(tx, t, clientId ? [...crewIds, clientId] : crewIds);
  const errors: Record<string, string> = {};
  if (
    crewIds.some((id) => {
      const role = roles.get(id);
      return !role || role === 'client' || role === 'partner';
    })
  ) {
    errors.crewIds = JOB_MESSAGES.crewNotMember;
  }
  if (clientId && roles.get(clientId) !== 'client') errors.clientId = JOB_MESSAGES.clientNotClient;
  if (Object.keys(errors).length) throw invalidInput(errors);
}

const ASSIGNED_TEXT: Record<Language, { title: (title: string) => string; body: string }> = {
  en: { title: (title) => `You were assigned to ${title}`, body: 'Open the job to see its schedule and address.' },
  pt: {
    title: (title) => `Você foi designado para ${title}`,
    body: 'Abra o trabalho para ver a agenda e o endereço.',
  },
};

/** Puts these members on the crew and tells each of them (in their language), except the caller. */
async function addCrew(tx: Tx, t: TenantDb, job: { id: string; title: string }, userIds: string[]) {
  if (userIds.length === 0) return;
  await tx
    .insert(jobCrew)
    .values(userIds.map((userId) => ({ companyId: t.ctx.companyId, jobId: job.id, userId })))
    .onConflictDoNothing();
  for (const recipientId of userIds) {
    if (recipientId === t.ctx.userId) continue;
    const text = ASSIGNED_TEXT[(await memberLanguage(tx, t, recipientId)) ?? 'en'] ?? ASSIGNED_TEXT.en;
    await notify(tx, t, {
      recipientId,
      type: 'job_assigned',
      params: { title: job.title },
      title: text.title(job.title),
      body: text.body,
      link: `/dashboard/jobs/${job.id}`,
    });
  }
}

async function logUpdate(
  tx: Tx,
  t: TenantDb,
  jobId: string,
  u: Pick<typeof jobUpdates.$inferInsert, 'updateType' | 'title' | 'description' | 'progressPercentage' | 'metadata'>,
) {
  const [row] = await tx
    .insert(jobUpdates)
    .values({ companyId: t.ctx.companyId, jobId, userId: t.ctx.userId || null, ...u })
    .returning();
  return row!;
}

const instantOf = (v: string | null | undefined) => (v === undefined ? undefined : v === null ? null : new Date(v));
const unique = (ids: string[] | undefined) => [...new Set(ids ?? [])];

/** The columns an input sets (undefined: left alone; null: cleared). */
function jobValues(input: UpdateJobInput): Partial<typeof jobs.$inferInsert> {
  const { crewIds: _crew, scheduledStart, scheduledEnd, ...fields } = input;
  const values: Partial<typeof jobs.$inferInsert> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) (values as Record<string, unknown>)[key] = value;
  }
  if (scheduledStart !== undefined) values.scheduledStart = instantOf(scheduledStart);
  if (scheduledEnd !== undefined) values.scheduledEnd = instantOf(scheduledEnd);
  return values;
}

/**
 * Creates a job inside the caller's transaction (spec section 4): pending, first stage, progress 0;
 * logs 'Project Created' and emits job_created. The crew and client are checked here, so a bad one
 * undoes whatever the transaction did before.
 */
async function insertJob(
  tx: Tx,
  t: TenantDb,
  values: Omit<typeof jobs.$inferInsert, 'companyId'>,
  crewIds: string[],
): Promise<JobRow> {
  await checkPeople(tx, t, crewIds, values.clientId);
  const [row] = await tx
    .insert(jobs)
    .values({
      ...values,
      companyId: t.ctx.companyId,
      userId: t.ctx.userId || null,
      status: 'pending',
      projectStage: 'project_start',
      progressPercentage: 0,
    })
    .returning();
  await addCrew(tx, t, row!, crewIds);
  await logUpdate(tx, t, row!.id, {
    updateType: 'created',
    title: JOB_UPDATE_TEXT.created,
    progressPercentage: 0,
    metadata: {},
  });
  await recordEvents(tx, t, [
    {
      eventType: JOB_EVENTS.created,
      jobId: row!.id,
      leadId: row!.leadId,
      eventData: row!.leadId ? { leadId: row!.leadId } : {},
    },
  ]);
  return row!;
}

export function createJob(t: TenantDb, input: CreateJobInput): Promise<Job> {
  return t.run(async (tx) => {
    const row = await insertJob(tx, t, jobValues(input) as typeof jobs.$inferInsert, unique(input.crewIds));
    return presentedJob(tx, t, row.id);
  });
}

const endBeforeStart = (field: string) => invalidInput({ [field]: JOB_MESSAGES.endBeforeStart });

export function updateJob(t: TenantDb, id: string, input: UpdateJobInput): Promise<Job> {
  return t.run(async (tx) => {
    const current = await findJob(tx, t, id, true);
    const values = jobValues(input);
    // The merged schedule must stay ordered (a drag on the calendar sends only the times).
    const startDate = values.startDate !== undefined ? values.startDate : current.startDate;
    const endDate = values.endDate !== undefined ? values.endDate : current.endDate;
    if (startDate && endDate && endDate < startDate) throw endBeforeStart('endDate');
    const start = values.scheduledStart !== undefined ? values.scheduledStart : current.scheduledStart;
    const end = values.scheduledEnd !== undefined ? values.scheduledEnd : current.scheduledEnd;
    if (start && end && end.getTime() <= start.getTime()) throw endBeforeStart('scheduledEnd');

    // Only new people are checked: a crew member who has since left may stay on the crew they had.
    let added: string[] = [];
    let removed: string[] = [];
    if (input.crewIds !== undefined) {
      const wanted = unique(input.crewIds);
      const before = (await crewOf(tx, t, [id])).map((c) => c.userId);
      added = wanted.filter((u) => !before.includes(u));
      removed = before.filter((u) => !wanted.includes(u));
    }
    const newClient = values.clientId && values.clientId !== current.clientId ? values.clientId : null;
    await checkPeople(tx, t, added, newClient);

    if (removed.length) {
      await tx
        .delete(jobCrew)
        .where(and(eq(jobCrew.companyId, t.ctx.companyId), eq(jobCrew.jobId, id), inArray(jobCrew.userId, removed)));
    }
    const title = values.title ?? current.title;
    await addCrew(tx, t, { id, title }, added);
    if (Object.keys(values).length || added.length || removed.length) {
      await tx
        .update(jobs)
        .set({ ...values, updatedAt: new Date() })
        .where(and(visibleJobs(t), eq(jobs.id, id)));
    }
    return presentedJob(tx, t, id);
  });
}

/**
 * Deletes a visible job with everything hanging on it (cascades). `releaseFiles` runs in the same
 * transaction, before the rows go, for files kept outside the database; what it returns runs after
 * the commit.
 */
export async function deleteJob(
  t: TenantDb,
  id: string,
  releaseFiles: (tx: Tx) => Promise<() => Promise<void>>,
): Promise<void> {
  const afterCommit = await t.run(async (tx) => {
    const [job] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(visibleJobs(t), eq(jobs.id, id)))
      .for('update');
    if (!job) throw notFound();
    const after = await releaseFiles(tx);
    await tx.delete(jobs).where(and(eq(jobs.companyId, t.ctx.companyId), eq(jobs.id, id)));
    return after;
  });
  await afterCommit();
}

/**
 * Spec section 4's completion: completed, last stage, progress 100, end date today in the company's
 * zone; logs 'Project Completed' and emits job_completed with the job's total. An already completed
 * job is left as it is (a retried call completes once). A start date after today moves to today,
 * since the work is done.
 */
async function completeInTx(tx: Tx, t: TenantDb, current: JobRow): Promise<void> {
  if (current.status === 'completed') return;
  const today = sql`(now() at time zone ${companyZone(t.ctx.companyId)})::date`;
  const [row] = await tx
    .update(jobs)
    .set({
      status: 'completed',
      projectStage: LAST_STAGE,
      progressPercentage: 100,
      endDate: sql`${today}`,
      startDate: sql`case when ${jobs.startDate} > ${today} then ${today} else ${jobs.startDate} end`,
      updatedAt: new Date(),
    })
    .where(and(visibleJobs(t), eq(jobs.id, current.id)))
    .returning();
  await logUpdate(tx, t, current.id, {
    updateType: 'completed',
    title: JOB_UPDATE_TEXT.completed,
    progressPercentage: 100,
    metadata: { from: current.status, to: 'completed' },
  });
  await recordEvents(tx, t, [
    {
      eventType: JOB_EVENTS.completed,
      jobId: current.id,
      leadId: current.leadId,
      // The event keeps dollars (a numeric column), exact from the cents.
      valueAmount: row!.totalCents == null ? null : formatDecimal(BigInt(row!.totalCents), 2),
      eventData: { from: current.status },
    },
  ]);
}

export function completeJob(t: TenantDb, id: string): Promise<Job> {
  return t.run(async (tx) => {
    await completeInTx(tx, t, await findJob(tx, t, id, true));
    return presentedJob(tx, t, id);
  });
}

/** Any status may be set; 'completed' completes the job; the same status again changes nothing. */
export async function changeJobStatus(t: TenantDb, id: string, status: JobStatus): Promise<Job> {
  // Putting a job back to pending or cancelling it is the manager's call.
  if (!managesJobs(t.ctx.role, t.ctx.isOwner) && !(CREW_STATUSES as readonly JobStatus[]).includes(status)) {
    throw new AppError('FORBIDDEN');
  }
  return t.run(async (tx) => {
    const current = await findJob(tx, t, id, true);
    if (status === 'completed') await completeInTx(tx, t, current);
    else if (status !== current.status) {
      await tx
        .update(jobs)
        .set({ status, updatedAt: new Date() })
        .where(and(visibleJobs(t), eq(jobs.id, id)));
      const metadata = { from: current.status, to: status };
      await logUpdate(tx, t, id, {
        updateType: 'status_change',
        title: JOB_UPDATE_TEXT.statusChanged(status),
        progressPercentage: current.progressPercentage,
        metadata,
      });
      await recordEvents(tx, t, [
        { eventType: JOB_EVENTS.status(status), jobId: id, leadId: current.leadId, eventData: metadata },
      ]);
    }
    return presentedJob(tx, t, id);
  });
}

/**
 * Moves a job to a stage inside the caller's transaction (logs the job update and the event);
 * setting what the job already has changes nothing. `forwardOnly`: a stage the job is already past
 * is left alone (a delivery does not take an installed floor back to materials_delivered).
 */
export async function setJobStage(
  tx: Tx,
  t: TenantDb,
  id: string,
  input: ChangeJobStageInput,
  { forwardOnly = false } = {},
): Promise<void> {
  const current = await findJob(tx, t, id, true);
  const progress = input.progress ?? JOB_STAGE_PROGRESS[input.stage];
  if (forwardOnly && JOB_STAGE_PROGRESS[current.projectStage] >= JOB_STAGE_PROGRESS[input.stage]) return;
  if (input.stage === current.projectStage && progress === current.progressPercentage) return;
  await tx
    .update(jobs)
    .set({ projectStage: input.stage, progressPercentage: progress, updatedAt: new Date() })
    .where(and(visibleJobs(t), eq(jobs.id, id)));
  const metadata = { from: current.projectStage, to: input.stage };
  await logUpdate(tx, t, id, {
    updateType: 'stage_change',
    title: JOB_UPDATE_TEXT.stageChanged(input.stage),
    progressPercentage: progress,
    metadata,
  });
  await recordEvents(tx, t, [
    {
      eventType: JOB_EVENTS.stage(input.stage),
      jobId: id,
      leadId: current.leadId,
      eventData: { ...metadata, progress },
    },
  ]);
}

/** Any stage, with the given progress or the stage's own. */
export function changeJobStage(t: TenantDb, id: string, input: ChangeJobStageInput): Promise<Job> {
  return t.run(async (tx) => {
    await setJobStage(tx, t, id, input);
    return presentedJob(tx, t, id);
  });
}

// ---------------------------------------------------------------------------------------------
// The feed

const author = alias(user, 'author');

const updateColumns = {
  id: jobUpdates.id,
  jobId: jobUpdates.jobId,
  userId: jobUpdates.userId,
  updateType: jobUpdates.updateType,
  title: jobUpdates.title,
  description: jobUpdates.description,
  progressPercentage: jobUpdates.progressPercentage,
  metadata: jobUpdates.metadata,
  createdAt: jobUpdates.createdAt,
};

/** A job's feed, newest first, with the authors' names: one statement, which finds the job too (404). */
export async function listJobUpdates(
  t: TenantDb,
  jobId: string,
  q: { limit: number; cursor?: string | undefined },
): Promise<{ items: JobUpdate[]; nextCursor: string | null }> {
  const order = newestFirst(jobUpdates.createdAt, jobUpdates.id);
  const rows = await t.run((tx) =>
    tx
      .select({ update: updateColumns, userName: author.name })
      .from(jobs)
      .leftJoin(
        jobUpdates,
        and(eq(jobUpdates.companyId, jobs.companyId), eq(jobUpdates.jobId, jobs.id), order.where(q.cursor)),
      )
      .leftJoin(author, eq(author.id, jobUpdates.userId))
      .where(and(visibleJobs(t), eq(jobs.id, jobId)))
      .orderBy(...order.by)
      .limit(q.limit + 1),
  );
  if (rows.length === 0) throw notFound();
  return order.page(
    rows.flatMap((r) => (r.update ? [{ ...r.update, userName: r.userName }] : [])),
    q.limit,
    (u) => [u.createdAt.toISOString(), u.id],
  );
}

/** A note on the job's feed (the crew posts them on the jobs they are on). */
export function addJobUpdate(t: TenantDb, jobId: string, input: AddJobUpdateInput): Promise<JobUpdate> {
  return t.run(async (tx) => {
    await findJob(tx, t, jobId);
    const {
      companyId: _c,
      updatedAt: _u,
      ...row
    } = await logUpdate(tx, t, jobId, {
      updateType: 'note',
      title: input.title ?? JOB_UPDATE_TEXT.note,
      description: input.description,
      progressPercentage: null,
      metadata: {},
    });
    const names = await userNames(tx, [row.userId]);
    return { ...row, userName: names.get(t.ctx.userId) ?? null };
  });
}

// ---------------------------------------------------------------------------------------------
// Converting a lead

/**
 * Spec section 4: the lead becomes proposal_accepted and a job is created from its data, inside the
 * caller's transaction (a member's conversion, or a client's acceptance of an estimate, issue #17).
 * The lead is locked first, so conversions at once queue and make one job. A lead converted already
 * gives its job to an acceptance (several estimates of one lead accepted at once each get 200,
 * issue #37); a member asks for `ifConverted: 'conflict'`, the spec's 409.
 */
export async function convertLeadInTx(
  tx: Tx,
  t: TenantDb,
  leadId: string,
  input: ConvertLeadInput,
  ifConverted: 'conflict' | 'reuse' = 'reuse',
): Promise<JobRow> {
  const lead = await findLead(tx, t, leadId, true);
  const [existing] = await tx
    .select()
    .from(jobs)
    .where(and(visibleJobs(t), eq(jobs.leadId, leadId)));
  if (existing && ifConverted === 'conflict') throw new AppError('CONFLICT', JOB_MESSAGES.alreadyConverted);
  if (existing) return existing;
  await setLeadStatus(tx, t, [leadId], 'proposal_accepted');
  return insertJob(
    tx,
    t,
    {
      leadId,
      title: input.title ?? lead.name,
      address: lead.address,
      clientName: lead.name,
      clientEmail: lead.email,
      clientPhone: lead.phone,
      squareFeet: lead.squareFeet,
      serviceType: lead.flooringType,
      description: lead.notes,
      scheduledStart: instantOf(input.scheduledStart) ?? null,
      scheduledEnd: instantOf(input.scheduledEnd) ?? null,
    },
    unique(input.crewIds),
  );
}

/** A member's conversion of a lead (see convertLeadInTx), in a transaction of its own. */
export async function convertLead(t: TenantDb, leadId: string, input: ConvertLeadInput): Promise<Job> {
  if (!can(t.ctx.role, 'leads', 'write', t.ctx.isOwner)) throw new AppError('FORBIDDEN');
  return t.run(async (tx) => {
    const row = await convertLeadInTx(tx, t, leadId, input, 'conflict');
    return presentedJob(tx, t, row.id);
  });
}

/**
 * An estimate accepted for this job (issue #17): its accepted total becomes the job's amount, and
 * the job's feed says so. Inside the caller's transaction.
 */
export async function recordAcceptedEstimate(
  tx: Tx,
  t: TenantDb,
  jobId: string,
  estimate: { displayNumber: string; totalCents: number },
): Promise<void> {
  await findJob(tx, t, jobId, true);
  await tx
    .update(jobs)
    .set({ totalCents: estimate.totalCents, updatedAt: new Date() })
    .where(and(visibleJobs(t), eq(jobs.id, jobId)));
  await logUpdate(tx, t, jobId, {
    updateType: 'note',
    title: `Estimate ${estimate.displayNumber} accepted`,
    progressPercentage: null,
    metadata: { estimate: estimate.displayNumber, totalCents: estimate.totalCents },
  });
}
