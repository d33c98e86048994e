import { and, eq } from 'drizzle-orm';
import type { TrackEventInput } from '../../../shared/analytics.ts';
import { analyticsEvents } from '../../db/schema/analytics.ts';
import type { TenantDb, Tx } from '../../db/tenant.ts';
import { notFound } from '../../platform/errors.ts';
import { newestFirst } from '../../platform/pagination.ts';

const newest = newestFirst(analyticsEvents.createdAt, analyticsEvents.id);

export type AnalyticsEvent = typeof analyticsEvents.$inferSelect;

type NewEvent = Pick<AnalyticsEvent, 'eventType'> &
  Partial<Pick<AnalyticsEvent, 'eventData' | 'leadId' | 'jobId' | 'valueAmount'>>;

/**
 * Records domain events inside the caller's transaction, so that each exists exactly when its
 * change does (one statement for any number). Services call this; automations react to the rows.
 */
export async function recordEvents(tx: Tx, t: TenantDb, events: NewEvent[]): Promise<AnalyticsEvent[]> {
  if (events.length === 0) return [];
  return tx
    .insert(analyticsEvents)
    .values(events.map((event) => ({ ...event, companyId: t.ctx.companyId, userId: t.ctx.userId || null })))
    .returning();
}

export async function recordEvent(tx: Tx, t: TenantDb, event: NewEvent): Promise<AnalyticsEvent> {
  const [row] = await recordEvents(tx, t, [event]);
  return row!;
}

export function trackEvent(t: TenantDb, input: TrackEventInput): Promise<AnalyticsEvent> {
  return t.run((tx) => recordEvent(tx, t, input));
}

export function listEvents(
  t: TenantDb,
  q: { limit: number; cursor?: string | undefined; eventType?: string | undefined },
) {
  return t.run(async (tx) => {
    const rows = await tx
      .select()
      .from(analyticsEvents)
      .where(
        and(
          eq(analyticsEvents.companyId, t.ctx.companyId),
          q.eventType ? eq(analyticsEvents.eventType, q.eventType) : undefined,
          newest.where(q.cursor),
        ),
      )
      .orderBy(...newest.by)
      .limit(q.limit + 1);
    return newest.page(rows, q.limit, (r) => [r.createdAt.toISOString(), r.id]);
  });
}

export async function getEvent(t: TenantDb, id: string): Promise<AnalyticsEvent> {
  const [row] = await t.run((tx) =>
    tx
      .select()
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.companyId, t.ctx.companyId), eq(analyticsEvents.id, id))),
  );
  if (!row) throw notFound();
  return row;
}
