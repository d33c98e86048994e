import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Language } from '../../../shared/accounts.ts';
import type { ClientNotificationParams } from '../../../shared/client-portal-responses.ts';
import { user } from '../../db/schema/auth.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { projectPhotos } from '../../db/schema/photos.ts';
import { clientNotifications, projectTimelineEvents } from '../../db/schema/timeline.ts';
import type { TenantDb, Tx } from '../../db/tenant.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { MailMessage } from '../../platform/mail.ts';
import { headerText, subjectName } from '../../platform/mail-templates.ts';
import { newestFirst } from '../../platform/pagination.ts';
import { withinRateLimit } from '../../platform/rate-limit.ts';
import { notifyManagers } from '../notifications/service.ts';
import { findVisibleJob, ownClientNotifications, setClientNotificationRead } from '../timeline/service.ts';
import { escapeHtml } from '../../platform/html.ts';

const newest = newestFirst(clientNotifications.createdAt, clientNotifications.id);

type ClientNotificationRow = typeof clientNotifications.$inferSelect;
export type ClientNotification = Omit<ClientNotificationRow, 'companyId' | 'email'> & {
  params: ClientNotificationParams;
};

const { companyId: _c, email: _e, ...shownColumns } = getTableColumns(clientNotifications);

/**
 * The rows with what the web needs to write their texts in the reader's language: the job's title,
 * the photo's type and the milestone's title kept by the timeline event (absent in events written
 * before it was kept: the web then shows the stored English).
 */
const selectNotifications = (tx: Tx) =>
  tx
    .select({
      ...shownColumns,
      jobTitle: jobs.title,
      photoType: projectPhotos.photoType,
      milestoneTitle: sql<string | null>`${projectTimelineEvents.metadata} ->> 'milestoneTitle'`,
    })
    .from(clientNotifications)
    .innerJoin(jobs, and(eq(jobs.companyId, clientNotifications.companyId), eq(jobs.id, clientNotifications.jobId)))
    .leftJoin(
      projectPhotos,
      and(
        eq(projectPhotos.companyId, clientNotifications.companyId),
        eq(projectPhotos.id, clientNotifications.photoId),
      ),
    )
    .leftJoin(
      projectTimelineEvents,
      and(
        eq(projectTimelineEvents.companyId, clientNotifications.companyId),
        eq(projectTimelineEvents.id, clientNotifications.timelineEventId),
      ),
    );

type SelectedRow = Awaited<ReturnType<typeof selectNotifications>>[number];

const view = ({ jobTitle, photoType, milestoneTitle, ...row }: SelectedRow): ClientNotification => ({
  ...row,
  params: { jobTitle, photoType, milestoneTitle },
});

/** The caller's client notifications (photos added, milestones completed), newest first. */
export async function listClientNotifications(t: TenantDb, q: { limit: number; cursor?: string | undefined }) {
  return t.run(async (tx) => {
    const rows = await selectNotifications(tx)
      .where(and(ownClientNotifications(t), newest.where(q.cursor)))
      .orderBy(...newest.by)
      .limit(q.limit + 1);
    const page = newest.page(rows, q.limit, (r) => [r.createdAt.toISOString(), r.id]);
    return { ...page, items: page.items.map(view) };
  });
}

/** Marks one of the caller's client notifications read (the first reading is kept). */
export async function markClientNotificationRead(t: TenantDb, id: string): Promise<ClientNotification> {
  return t.run(async (tx) => {
    await setClientNotificationRead(tx, t, id);
    const [row] = await selectNotifications(tx).where(and(ownClientNotifications(t), eq(clientNotifications.id, id)));
    if (!row) throw notFound();
    return view(row);
  });
}

/** Spec section 2's 'Contact Contractor': at most 10 messages an hour per user. */
export const CONTACT_RATE_LIMIT = { max: 10, windowSeconds: 60 * 60 };

const MESSAGE_TEXT: Record<Language, { title: (name: string, job: string) => string }> = {
  en: { title: (name, job) => `${name} sent a message about ${job}` },
  pt: { title: (name, job) => `${name} enviou uma mensagem sobre ${job}` },
};

function clientMessageEmail(m: {
  to: string;
  clientName: string;
  clientEmail: string;
  jobTitle: string;
  message: string;
  url: string;
}): MailMessage {
  const subject = headerText(`Message from ${subjectName(m.clientName)} — ${m.jobTitle}`);
  const text = [
    `${m.clientName} (${m.clientEmail}) wrote about ${m.jobTitle}:`,
    '',
    m.message,
    '',
    `Open the job: ${m.url}`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="en-US">
<body style="font-family:Arial,Helvetica,sans-serif;color:#111827;max-width:560px;margin:0 auto;padding:24px">
  <p><strong>${escapeHtml(m.clientName)}</strong> (${escapeHtml(m.clientEmail)}) wrote about <strong>${escapeHtml(m.jobTitle)}</strong>:</p>
  <p style="white-space:pre-wrap">${escapeHtml(m.message)}</p>
  <p><a href="${escapeHtml(m.url)}" style="display:inline-block;background:#2563eb;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none">Open the job</a></p>
</body>
</html>`;
  return { to: m.to, subject, text, html, links: [m.url] };
}

/**
 * A client's message about one of their jobs: an in-app notification to the company owner and to
 * the members who manage jobs (admins, service providers), and an e-mail to the owner. The job must
 * be one the caller sees (404 otherwise). A failure to send the e-mail is only logged.
 */
export async function contactContractor(
  t: TenantDb,
  input: { jobId: string; message: string },
): Promise<{ sent: true }> {
  const { db, mailer, config, log } = t.services;
  if (!(await withinRateLimit(db, `client-contact|${t.ctx.userId}`, CONTACT_RATE_LIMIT))) {
    throw new AppError('RATE_LIMITED');
  }
  const [sender] = await db.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, t.ctx.userId));
  const name = sender?.name || sender?.email || 'Client';
  const { job, ownerId } = await t.run(async (tx) => {
    const job = await findVisibleJob(tx, t, input.jobId);
    const { ownerId } = await notifyManagers(tx, t, (language) => ({
      type: 'client_message',
      params: { name, title: job.title },
      title: (MESSAGE_TEXT[language] ?? MESSAGE_TEXT.en).title(name, job.title),
      body: input.message,
      link: `/dashboard/jobs/${job.id}`,
    }));
    return { job, ownerId };
  });
  // The user table is outside the tenant's reach: read it on the plain connection.
  const ownerEmail = ownerId
    ? ((await db.select({ email: user.email }).from(user).where(eq(user.id, ownerId)))[0]?.email ?? null)
    : null;
  if (ownerEmail) {
    try {
      await mailer.send(
        clientMessageEmail({
          to: ownerEmail,
          clientName: name,
          clientEmail: sender?.email ?? '',
          jobTitle: job.title,
          message: input.message,
          url: `${config.appUrl}/dashboard/jobs/${job.id}`,
        }),
      );
    } catch (err) {
      log.error({ err, jobId: job.id }, 'client message e-mail failed');
    }
  }
  return { sent: true };
}
