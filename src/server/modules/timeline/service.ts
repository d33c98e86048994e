import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { SYSTEM_EVENT_TITLES, timelineProgress, TIMELINE_MESSAGES } from '../../../shared/timeline.ts';
import type { TimelineProgress } from '../../../shared/timeline-responses.ts';
import type { CreateTimelineEventInput, UpdateTimelineEventInput } from '../../../shared/timeline-inputs.ts';
import type { Database } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { companies } from '../../db/schema/companies.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { clientNotifications, projectTimelineEvents } from '../../db/schema/timeline.ts';
import type { TenantDb, Tx } from '../../db/tenant.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { languageByEmail, memberLanguage, userNames } from '../members/service.ts';
import { notify } from '../notifications/service.ts';
import { deletableRecords, visibleJobs } from '../jobs/scope.ts';
import { clientUpdateEmail, clientUpdateText, type ClientUpdateSubject } from './email.ts';

type EventRow = typeof projectTimelineEvents.$inferSelect;
export type TimelineEvent = Omit<EventRow, 'companyId'> & { userName: string | null };
type JobRow = typeof jobs.$inferSelect;

/** Clients and referral partners see only what is meant for the client (spec section 2's client view). */
export const seesClientViewOnly = (t: TenantDb) => t.ctx.role === 'client' || t.ctx.role === 'partner';

/** One job the caller may see (404 otherwise: another company's, or not theirs for an `own` scope). */
export async function findVisibleJob(tx: Tx, t: TenantDb, jobId: string): Promise<JobRow> {
  const [row] = await tx
    .select()
    .from(jobs)
    .where(and(visibleJobs(t), eq(jobs.id, jobId)));
  if (!row) throw notFound();
  return row;
}

const eventVisible = (t: TenantDb) =>
  and(
    eq(projectTimelineEvents.companyId, t.ctx.companyId),
    sql`${projectTimelineEvents.jobId} in (select ${jobs.id} from ${jobs} where ${visibleJobs(t)})`,
    seesClientViewOnly(t) ? eq(projectTimelineEvents.isClientVisible, true) : undefined,
  );

async function findEvent(tx: Tx, t: TenantDb, id: string, forUpdate = false): Promise<EventRow> {
  const query = tx
    .select()
    .from(projectTimelineEvents)
    .where(and(eventVisible(t), eq(projectTimelineEvents.id, id)));
  const [row] = await (forUpdate ? query.for('update') : query);
  if (!row) throw notFound();
  return row;
}

const present = ({ companyId: _c, ...r }: EventRow, userName: string | null): TimelineEvent => ({ ...r, userName });

/** Events with their authors' names. */
async function named(db: Database, rows: EventRow[]): Promise<TimelineEvent[]> {
  const names = await userNames(
    db,
    rows.map((r) => r.userId),
  );
  return rows.map((r) => present(r, r.userId ? (names.get(r.userId) ?? null) : null));
}

const author = alias(user, 'author');

/** The most events a timeline answers with (a job's whole history; the progress counts them all). */
const TIMELINE_MAX = 1000;

/**
 * A job's timeline, newest first, with the Project Progress summary (clients: client-visible only):
 * one statement, with the authors' names, which finds the job too (404).
 */
export async function listTimeline(
  t: TenantDb,
  jobId: string,
): Promise<{ items: TimelineEvent[]; progress: TimelineProgress }> {
  const rows = await t.run((tx) =>
    tx
      .select({
        event: projectTimelineEvents,
        userName: author.name,
        job: { status: jobs.status, progressPercentage: jobs.progressPercentage },
      })
      .from(jobs)
      .leftJoin(
        projectTimelineEvents,
        and(
          eq(projectTimelineEvents.companyId, jobs.companyId),
          eq(projectTimelineEvents.jobId, jobs.id),
          seesClientViewOnly(t) ? eq(projectTimelineEvents.isClientVisible, true) : undefined,
        ),
      )
      .leftJoin(author, eq(author.id, projectTimelineEvents.userId))
      .where(and(visibleJobs(t), eq(jobs.id, jobId)))
      .orderBy(desc(projectTimelineEvents.createdAt), desc(projectTimelineEvents.id))
      .limit(TIMELINE_MAX),
  );
  const [first] = rows;
  if (!first) throw notFound();
  const items = rows.flatMap((r) => (r.event ? [present(r.event, r.userName)] : []));
  return { items, progress: timelineProgress(items, first.job) };
}

/** One visible event with its author's name, in one statement (404 otherwise). */
export async function getTimelineEvent(t: TenantDb, id: string): Promise<TimelineEvent> {
  const [row] = await t.run((tx) =>
    tx
      .select({ event: projectTimelineEvents, userName: author.name })
      .from(projectTimelineEvents)
      .leftJoin(author, eq(author.id, projectTimelineEvents.userId))
      .where(and(eventVisible(t), eq(projectTimelineEvents.id, id))),
  );
  if (!row) throw notFound();
  return present(row.event, row.userName);
}

/**
 * Which of `ids` are photos of the job: the photos module's (photos.jobPhotoIds), which depends on
 * timeline: app.ts passes it in.
 */
export type JobPhotoIds = (tx: Tx, t: TenantDb, jobId: string, ids: string[]) => Promise<string[]>;

/** Photos attached to an event must be the job's own. */
async function checkPhotos(
  tx: Tx,
  t: TenantDb,
  jobId: string,
  photoIds: string[],
  jobPhotoIds: JobPhotoIds,
): Promise<string[]> {
  const ids = [...new Set(photoIds)];
  if (ids.length === 0) return ids;
  const found = await jobPhotoIds(tx, t, jobId, ids);
  if (found.length !== ids.length) {
    throw new AppError('VALIDATION_ERROR', TIMELINE_MESSAGES.photoNotInJob, {
      photoIds: TIMELINE_MESSAGES.photoNotInJob,
    });
  }
  return ids;
}

/** A deleted photo leaves the job's events that showed it; they keep their other photos. */
export async function forgetPhotoInEvents(tx: Tx, t: TenantDb, jobId: string, photoId: string): Promise<void> {
  await tx.execute(
    sql`update project_timeline_events set photo_ids = array_remove(photo_ids, ${photoId}::uuid)
        where company_id = ${t.ctx.companyId} and job_id = ${jobId} and ${photoId}::uuid = any(photo_ids)`,
  );
}

/** Inserts an event inside the caller's transaction (photo uploads and milestone completion use it too). */
export async function insertEvent(
  tx: Tx,
  t: TenantDb,
  values: Omit<typeof projectTimelineEvents.$inferInsert, 'companyId' | 'userId'>,
): Promise<EventRow> {
  const [row] = await tx
    .insert(projectTimelineEvents)
    .values({ ...values, companyId: t.ctx.companyId, userId: t.ctx.userId || null })
    .returning();
  return row!;
}

export async function createTimelineEvent(
  t: TenantDb,
  jobId: string,
  input: CreateTimelineEventInput,
  jobPhotoIds: JobPhotoIds,
): Promise<TimelineEvent> {
  const row = await t.run(async (tx) => {
    await findVisibleJob(tx, t, jobId);
    const scheduledFor = input.scheduledFor ? new Date(input.scheduledFor) : null;
    return insertEvent(tx, t, {
      jobId,
      eventType: input.eventType,
      title: input.title,
      description: input.description ?? null,
      photoIds: await checkPhotos(tx, t, jobId, input.photoIds, jobPhotoIds),
      isMilestone: input.isMilestone,
      isClientVisible: input.isClientVisible,
      scheduledFor,
      // Spec section 4: "completed_at is set at creation". An event scheduled for later is not done
      // yet, so it starts open (the same rule the update applies: a scheduled date clears it).
      completedAt: scheduledFor ? null : new Date(),
    });
  });
  return (await named(t.db, [row]))[0]!;
}

export async function updateTimelineEvent(
  t: TenantDb,
  id: string,
  input: UpdateTimelineEventInput,
  jobPhotoIds: JobPhotoIds,
): Promise<TimelineEvent> {
  const row = await t.run(async (tx) => {
    const before = await findEvent(tx, t, id, true);
    const scheduledFor =
      input.scheduledFor === undefined ? before.scheduledFor : input.scheduledFor ? new Date(input.scheduledFor) : null;
    const [updated] = await tx
      .update(projectTimelineEvents)
      .set({
        ...(input.eventType !== undefined && { eventType: input.eventType }),
        ...(input.title !== undefined && { title: input.title }),
        ...(input.description !== undefined && { description: input.description }),
        ...(input.isMilestone !== undefined && { isMilestone: input.isMilestone }),
        ...(input.isClientVisible !== undefined && { isClientVisible: input.isClientVisible }),
        ...(input.photoIds !== undefined && {
          photoIds: await checkPhotos(tx, t, before.jobId, input.photoIds, jobPhotoIds),
        }),
        scheduledFor,
        // Spec section 4: "on update it is cleared if a scheduled date is given, else set to now".
        // "Given" is the event's scheduled date after this update (the edit form sends the whole
        // event; a PATCH that leaves scheduledFor out keeps the stored one).
        completedAt: scheduledFor ? null : new Date(),
        updatedAt: new Date(),
      })
      .where(and(eq(projectTimelineEvents.companyId, t.ctx.companyId), eq(projectTimelineEvents.id, id)))
      .returning();
    return updated!;
  });
  return (await named(t.db, [row]))[0]!;
}

/**
 * The delete itself holds who may delete which event (any, or only those the caller added): an
 * event the caller sees but may not delete answers 403, one they do not see 404.
 */
export async function deleteTimelineEvent(t: TenantDb, id: string): Promise<void> {
  await t.run(async (tx) => {
    const gone = await tx
      .delete(projectTimelineEvents)
      .where(and(eventVisible(t), eq(projectTimelineEvents.id, id), deletableRecords(t, projectTimelineEvents.userId)))
      .returning({ id: projectTimelineEvents.id });
    if (gone.length === 0) {
      await findEvent(tx, t, id);
      throw new AppError('FORBIDDEN');
    }
  });
}

/**
 * Marks a milestone done: completed_at now, and a `milestone_completed` event on the timeline.
 * When the job has a client and the milestone is client-visible, the client is told (a failure
 * to tell them is logged, never undoes the completion).
 */
export async function completeMilestone(
  t: TenantDb,
  id: string,
): Promise<{ milestone: TimelineEvent; event: TimelineEvent }> {
  const { milestone, event, job } = await t.run(async (tx) => {
    const before = await findEvent(tx, t, id, true);
    if (!before.isMilestone) throw new AppError('CONFLICT', TIMELINE_MESSAGES.notMilestone);
    const job = await findVisibleJob(tx, t, before.jobId);
    const now = new Date();
    const [milestone] = await tx
      .update(projectTimelineEvents)
      .set({ completedAt: now, updatedAt: now })
      .where(and(eq(projectTimelineEvents.companyId, t.ctx.companyId), eq(projectTimelineEvents.id, id)))
      .returning();
    const event = await insertEvent(tx, t, {
      jobId: before.jobId,
      eventType: 'milestone_completed',
      title: SYSTEM_EVENT_TITLES.milestoneCompleted(before.title),
      description: before.description,
      photoIds: before.photoIds,
      // The milestone's title as it was, for the web to write the title in the viewer's language.
      metadata: { milestoneId: before.id, milestoneTitle: before.title },
      isMilestone: false,
      isClientVisible: before.isClientVisible,
      completedAt: now,
    });
    return { milestone: milestone!, event, job };
  });
  if (event.isClientVisible) {
    await tellClient(t, job, {
      type: 'milestone_completed',
      milestoneTitle: milestone.title,
      timelineEventId: event.id,
      photoId: null,
    });
  }
  const [m, e] = await named(t.db, [milestone, event]);
  return { milestone: m!, event: e! };
}

export type ClientUpdate = ClientUpdateSubject & {
  photoId: string | null;
  timelineEventId: string | null;
};

/** The in-app notification's params (notifications.client_<type> on the web). */
const notificationParams = (job: JobRow, update: ClientUpdate): Record<string, string> =>
  update.type === 'photo_added'
    ? { jobTitle: job.title, photoType: update.photoType }
    : { jobTitle: job.title, milestone: update.milestoneTitle };

/** The caller's own client notifications (client_id = caller), in the query itself (the client portal lists them). */
export const ownClientNotifications = (t: TenantDb) =>
  and(eq(clientNotifications.companyId, t.ctx.companyId), eq(clientNotifications.clientId, t.ctx.userId))!;

/** Marks one of the caller's client notifications read, inside the caller's transaction (the first reading is kept). */
export async function setClientNotificationRead(tx: Tx, t: TenantDb, id: string): Promise<void> {
  await tx
    .update(clientNotifications)
    .set({ readAt: new Date(), updatedAt: new Date() })
    .where(and(ownClientNotifications(t), eq(clientNotifications.id, id), isNull(clientNotifications.readAt)));
}

/**
 * Tells the job's client about a new photo or a completed milestone (spec section 2's 'Stay
 * Updated'): a client_notifications row, an e-mail, and for a client member an in-app
 * notification. A job without a client tells no one. Never throws: failures are logged (spec
 * section 8: a failure to notify is only logged). The row keeps the English texts (the web writes
 * them in the reader's language from the type and the job, photo and event); the e-mail and the
 * in-app title are in the client's language, found as an invitation's is: the account with that
 * e-mail, else the sender's.
 */
export async function tellClient(t: TenantDb, job: JobRow, update: ClientUpdate): Promise<void> {
  const { db, mailer, config, log } = t.services;
  try {
    if (!job.clientId && !job.clientEmail) return;
    const member = job.clientId
      ? (await db.select({ email: user.email, name: user.name }).from(user).where(eq(user.id, job.clientId)))[0]
      : undefined;
    const email = member?.email ?? job.clientEmail;
    const language =
      (email ? await languageByEmail(db, email) : null) ??
      (await t.run((tx) => memberLanguage(tx, t, t.ctx.userId))) ??
      'en';
    const stored = clientUpdateText('en', update, job.title);
    const told = clientUpdateText(language, update, job.title);
    const companyName = await t.run(async (tx) => {
      await tx.insert(clientNotifications).values({
        companyId: t.ctx.companyId,
        jobId: job.id,
        clientId: job.clientId,
        email: email ?? null,
        notificationType: update.type,
        title: stored.title,
        message: stored.message,
        photoId: update.photoId,
        timelineEventId: update.timelineEventId,
      });
      if (job.clientId) {
        await notify(tx, t, {
          recipientId: job.clientId,
          type: `client_${update.type}`,
          params: notificationParams(job, update),
          title: told.title,
          body: told.message,
          link: '/client-portal',
        });
      }
      const [company] = await tx
        .select({ name: companies.name })
        .from(companies)
        .where(eq(companies.id, t.ctx.companyId));
      return company?.name ?? '';
    });
    if (email) {
      await mailer.send(
        clientUpdateEmail({
          to: email,
          language,
          companyName,
          jobTitle: job.title,
          update,
          url: member ? `${config.appUrl}/client-portal` : null,
        }),
      );
    }
  } catch (err) {
    log.error({ err, jobId: job.id, type: update.type }, 'client notification failed');
  }
}
