import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Language } from '../../../shared/accounts.ts';
import { companies, profiles } from '../../db/schema/companies.ts';
import { notifications } from '../../db/schema/notifications.ts';
import type { TenantDb, Tx } from '../../db/tenant.ts';
import { notFound } from '../../platform/errors.ts';
import { newestFirst } from '../../platform/pagination.ts';

const newest = newestFirst(notifications.createdAt, notifications.id);

export type Notification = typeof notifications.$inferSelect;

export interface NewNotification {
  recipientId: string;
  /** snake_case kind the web translates, e.g. `invitation_accepted`. */
  type: string;
  params?: Notification['params'];
  /** In the recipient's language: shown as is when the web does not know the type. */
  title: string;
  body?: string;
  /** An app path, e.g. /dashboard/users. */
  link?: string;
}

/**
 * Notifies one member of the caller's company, inside the caller's transaction, so that the
 * notification exists exactly when the change that caused it does.
 */
export async function notify(tx: Tx, t: TenantDb, n: NewNotification): Promise<Notification> {
  const [row] = await tx
    .insert(notifications)
    .values({
      companyId: t.ctx.companyId,
      userId: n.recipientId,
      type: n.type,
      params: n.params ?? {},
      title: n.title,
      body: n.body ?? '',
      link: n.link ?? null,
    })
    .returning();
  return row!;
}

/**
 * Notifies the company owner and the members who manage the work (admins, service providers), each in
 * their language, inside the caller's transaction; never the caller themself. Returns the owner's id
 * (the one an e-mail goes to), or null for a company without one.
 */
export async function notifyManagers(
  tx: Tx,
  t: TenantDb,
  message: (language: Language) => Omit<NewNotification, 'recipientId'>,
): Promise<{ ownerId: string | null }> {
  const [company] = await tx
    .select({ ownerId: companies.ownerId })
    .from(companies)
    .where(eq(companies.id, t.ctx.companyId));
  const managers = await tx
    .select({ userId: profiles.userId, language: profiles.language })
    .from(profiles)
    .where(and(eq(profiles.companyId, t.ctx.companyId), inArray(profiles.role, ['admin', 'service_provider'])));
  const recipients = new Map<string, Language>(managers.map((m) => [m.userId, m.language]));
  if (company?.ownerId && !recipients.has(company.ownerId)) {
    const [p] = await tx
      .select({ language: profiles.language })
      .from(profiles)
      .where(and(eq(profiles.companyId, t.ctx.companyId), eq(profiles.userId, company.ownerId)));
    recipients.set(company.ownerId, p?.language ?? 'en');
  }
  recipients.delete(t.ctx.userId);
  for (const [recipientId, language] of recipients) await notify(tx, t, { ...message(language), recipientId });
  return { ownerId: company?.ownerId ?? null };
}

/** Only the caller's own notifications, in the query itself. */
const own = (t: TenantDb) => and(eq(notifications.companyId, t.ctx.companyId), eq(notifications.userId, t.ctx.userId));

export function listNotifications(t: TenantDb, q: { limit: number; cursor?: string | undefined }) {
  return t.run(async (tx) => {
    const rows = await tx
      .select()
      .from(notifications)
      .where(and(own(t), newest.where(q.cursor)))
      .orderBy(...newest.by)
      .limit(q.limit + 1);
    const [unread] = await tx
      .select({ n: count() })
      .from(notifications)
      .where(and(own(t), isNull(notifications.readAt)));
    return { ...newest.page(rows, q.limit, (r) => [r.createdAt.toISOString(), r.id]), unreadCount: unread?.n ?? 0 };
  });
}

export async function getNotification(t: TenantDb, id: string): Promise<Notification> {
  const [row] = await t.run((tx) =>
    tx
      .select()
      .from(notifications)
      .where(and(own(t), eq(notifications.id, id))),
  );
  if (!row) throw notFound();
  return row;
}

/** Marks one read (the first time only: read_at keeps the first reading). */
export async function markRead(t: TenantDb, id: string): Promise<Notification> {
  return t.run(async (tx) => {
    const [updated] = await tx
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(own(t), eq(notifications.id, id), isNull(notifications.readAt)))
      .returning();
    if (updated) return updated;
    const [already] = await tx
      .select()
      .from(notifications)
      .where(and(own(t), eq(notifications.id, id)));
    if (!already) throw notFound();
    return already;
  });
}

export async function markAllRead(t: TenantDb): Promise<{ updated: number }> {
  const rows = await t.run((tx) =>
    tx
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(own(t), isNull(notifications.readAt)))
      .returning({ id: notifications.id }),
  );
  return { updated: rows.length };
}
