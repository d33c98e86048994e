// The private iCalendar feed: a member's subscription URL, its token kept only as a hash, and the
// events the feed serves.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Language } from '../../../shared/accounts.ts';
import { CALENDAR_LIMITS } from '../../../shared/calendar.ts';
import type { JobStage, JobStatus } from '../../../shared/jobs.ts';
import { can, scopeOf } from '../../../shared/permissions.ts';
import { sqlRows } from '../../db/client.ts';
import { lookUp } from '../../db/lookup.ts';
import { calendarFeeds, calendarTasks } from '../../db/schema/calendar.ts';
import { companies, profiles } from '../../db/schema/companies.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { TenantDb, type Services } from '../../db/tenant.ts';
import { writeCalendar, type FeedEvent } from './ical.ts';
import {
  calendarJob,
  calendarTask,
  crewOf,
  DAY,
  DEFAULT_JOB_HOURS,
  HOUR,
  involves,
  jobOverlaps,
  jobsJson,
  taskOverlaps,
  tasksJson,
  type JobJson,
  type TaskJson,
} from './service.ts';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

function feedUrl(appUrl: string, token: string): string {
  return `${appUrl}/api/v1/calendar/feed/${token}.ics`;
}

/** Whether the caller has a feed, and when it was made and last read (the URL itself is never kept). */
export async function feedStatus(t: TenantDb) {
  const [row] = await t.run((tx) =>
    tx
      .select({ createdAt: calendarFeeds.createdAt, lastFetchedAt: calendarFeeds.lastFetchedAt })
      .from(calendarFeeds)
      .where(and(eq(calendarFeeds.companyId, t.ctx.companyId), eq(calendarFeeds.userId, t.ctx.userId))),
  );
  return { active: !!row, createdAt: row?.createdAt ?? null, lastFetchedAt: row?.lastFetchedAt ?? null };
}

/**
 * A new private feed URL for the caller: a 256-bit random token, of which only the SHA-256 is
 * stored. It replaces the caller's earlier feed, which stops working.
 */
export async function createFeed(t: TenantDb): Promise<{ url: string }> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashOf(token);
  // A feed left from a company the member has since left is not visible in this one: it goes by
  // the member's own id (their feed is theirs, whichever company it was for).
  await lookUp(t.db, { userId: t.ctx.userId }, (tx) =>
    tx
      .delete(calendarFeeds)
      .where(and(eq(calendarFeeds.userId, t.ctx.userId), ne(calendarFeeds.companyId, t.ctx.companyId))),
  );
  await t.run((tx) =>
    tx
      .insert(calendarFeeds)
      .values({ companyId: t.ctx.companyId, userId: t.ctx.userId, tokenHash })
      .onConflictDoUpdate({
        target: calendarFeeds.userId,
        set: { tokenHash, lastFetchedAt: null, createdAt: sql`now()`, updatedAt: sql`now()` },
      }),
  );
  return { url: feedUrl(t.services.config.appUrl, token) };
}

export async function revokeFeed(t: TenantDb): Promise<void> {
  await t.run((tx) =>
    tx
      .delete(calendarFeeds)
      .where(and(eq(calendarFeeds.companyId, t.ctx.companyId), eq(calendarFeeds.userId, t.ctx.userId))),
  );
}

const FEED_TEXT = {
  en: {
    status: 'Status',
    stage: 'Stage',
    job: 'Job',
    done: 'Done',
    statuses: { pending: 'Pending', in_progress: 'In Progress', completed: 'Completed', cancelled: 'Cancelled' },
    stages: {
      project_start: 'Project start',
      site_measured: 'Site measured',
      materials_ordered: 'Materials ordered',
      materials_delivered: 'Materials delivered',
      removal_and_prep: 'Removal and prep',
      subfloor_ready: 'Subfloor ready',
      installation: 'Installation',
      finishing: 'Finishing',
      final_walkthrough: 'Final walkthrough',
      project_complete: 'Project complete',
    },
  },
  pt: {
    status: 'Status',
    stage: 'Etapa',
    job: 'Projeto',
    done: 'Concluída',
    statuses: { pending: 'Pendente', in_progress: 'Em Progresso', completed: 'Concluído', cancelled: 'Cancelado' },
    stages: {
      project_start: 'Início do projeto',
      site_measured: 'Medição feita',
      materials_ordered: 'Materiais encomendados',
      materials_delivered: 'Materiais entregues',
      removal_and_prep: 'Remoção e preparo',
      subfloor_ready: 'Contrapiso pronto',
      installation: 'Instalação',
      finishing: 'Acabamento',
      final_walkthrough: 'Vistoria final',
      project_complete: 'Projeto concluído',
    },
  },
} satisfies Record<
  Language,
  {
    status: string;
    stage: string;
    job: string;
    done: string;
    statuses: Record<JobStatus, string>;
    stages: Record<JobStage, string>;
  }
>;

/**
 * The file behind a private feed URL (`{token}.ics`), or null when the token is unknown or revoked.
 * It holds the member's own schedule as they may see it: for managers every scheduled job, for
 * the others the jobs they work on (or are the client of); and the tasks they created or are
 * assigned to. Never any amount. Records when it was read.
 */
export async function feedCalendar(s: Services, file: string, now = new Date()): Promise<string | null> {
  const { db } = s;
  const token = file.endsWith('.ics') ? file.slice(0, -4) : file;
  if (!TOKEN.test(token)) return null;
  // Which member a token belongs to is found by its hash alone, before any tenant is known; then
  // that member's membership by their id (they may have left the company since).
  const tokenHash = hashOf(token);
  const [holder] = await lookUp(db, { token: tokenHash }, (tx) =>
    tx
      .select({ companyId: calendarFeeds.companyId, userId: calendarFeeds.userId })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.tokenHash, tokenHash)),
  );
  if (!holder) return null;
  const [membership] = await lookUp(db, { userId: holder.userId }, (tx) =>
    tx
      .select({
        memberOf: profiles.companyId,
        role: profiles.role,
        language: profiles.language,
        ownerId: companies.ownerId,
        companyName: companies.name,
        timeZone: companies.timeZone,
      })
      .from(profiles)
      .innerJoin(companies, eq(companies.id, profiles.companyId))
      .where(eq(profiles.userId, holder.userId)),
  );
  if (!membership || membership.memberOf !== holder.companyId) return null;
  const feed = { ...holder, ...membership };

  const t = new TenantDb(db, {
    userId: feed.userId,
    companyId: feed.companyId,
    role: feed.role,
    isOwner: feed.ownerId === feed.userId,
  });
  const me = feed.userId;
  const from = new Date(now.getTime() - CALENDAR_LIMITS.feedPastDays * DAY);
  const to = new Date(now.getTime() + CALENDAR_LIMITS.feedFutureDays * DAY);
  const seesJobs = can(t.ctx.role, 'jobs', 'read', t.ctx.isOwner);
  const allJobs = scopeOf(t.ctx.role, t.ctx.isOwner) === 'any';

  const found = await t.run(async (tx) => {
    const jobList = seesJobs
      ? jobsJson(t, and(jobOverlaps(from, to), allJobs ? undefined : or(crewOf(me), eq(jobs.clientId, me)))!)
      : sql`'[]'::json`;
    const [found] = await sqlRows<{ jobs: JobJson[]; tasks: TaskJson[] }>(
      tx,
      sql`select ${jobList} as jobs,
        ${tasksJson(t, and(eq(calendarTasks.companyId, t.ctx.companyId), involves(me), taskOverlaps(from, to))!)} as tasks`,
    );
    await tx
      .update(calendarFeeds)
      .set({ lastFetchedAt: now })
      .where(and(eq(calendarFeeds.companyId, t.ctx.companyId), eq(calendarFeeds.userId, me)));
    return found!;
  });
  const jobRows = found.jobs.map(calendarJob);
  const tasks = found.tasks.map(calendarTask);

  const text = FEED_TEXT[feed.language];
  const { appUrl } = s.config;
  const host = new URL(appUrl).hostname;
  const events: FeedEvent[] = [
    ...jobRows.map((j) => ({
      uid: `job-${j.id}@${host}`,
      start: j.scheduledStart,
      end: j.scheduledEnd ?? new Date(j.scheduledStart.getTime() + DEFAULT_JOB_HOURS * HOUR),
      summary: j.title,
      location: j.address,
      description: `${text.status}: ${text.statuses[j.status]}\n${text.stage}: ${text.stages[j.projectStage]}`,
      url: `${appUrl}/dashboard/jobs/${j.id}`,
      status: j.status === 'cancelled' ? ('CANCELLED' as const) : ('CONFIRMED' as const),
      lastModified: j.updatedAt,
    })),
    ...tasks.map(({ jobTitle, ...task }) => ({
      uid: `task-${task.id}@${host}`,
      start: task.startsAt,
      end: task.endsAt,
      summary: task.title,
      description: [jobTitle ? `${text.job}: ${jobTitle}` : null, task.done ? text.done : null, task.notes]
        .filter(Boolean)
        .join('\n'),
      url: `${appUrl}/dashboard/calendar`,
      status: 'CONFIRMED' as const,
      lastModified: task.updatedAt,
    })),
  ];
  return writeCalendar({ name: `${feed.companyName} · Floor Pro`, timeZone: feed.timeZone, events, now });
}
