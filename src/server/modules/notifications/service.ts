import { and, count, eq, isNull } from 'drizzle-orm';
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
