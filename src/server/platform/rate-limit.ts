import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { sqlRows, type Database } from '../db/client.ts';
import { rateLimit } from '../db/schema/auth.ts';

export interface RateLimit {
  max: number;
  windowSeconds: number;
}

/**
 * Counts one request against `key` in better-auth's rate_limit table (shared by every instance),
 * as one atomic upsert, in fixed windows: `last_request` holds when the current window began, and
 * the count restarts once it is a window old (measured from the last request instead, a steady
 * user below the rate would be refused in the end). True while within the limit. Public forms key
 * it by purpose and client address.
 */
export async function withinRateLimit(db: Database, key: string, limit: RateLimit): Promise<boolean> {
  const now = Date.now();
  const restartBefore = now - limit.windowSeconds * 1000;
  const [row] = await sqlRows<{ count: number }>(
    db,
    sql`insert into ${rateLimit} (id, key, count, last_request)
        values (${randomUUID()}, ${key}, 1, ${now})
        on conflict (key) do update set
          count = case when ${rateLimit}.last_request <= ${restartBefore} then 1 else ${rateLimit}.count + 1 end,
          last_request = case when ${rateLimit}.last_request <= ${restartBefore} then ${now}
                              else ${rateLimit}.last_request end
        returning count`,
  );
  return row!.count <= limit.max;
}

/**
 * Counts one attempt against `key` like withinRateLimit, but once `max` attempts are used the key
 * is locked for one window from the last of them: refused attempts do not extend it, so a lock
 * ends on time however often someone retries. Counted before the attempt runs, so parallel
 * attempts cannot slip past the limit.
 */
export async function withinAttemptLimit(db: Database, key: string, limit: RateLimit): Promise<boolean> {
  const now = Date.now();
  const restartBefore = now - limit.windowSeconds * 1000;
  const [row] = await sqlRows<{ count: number }>(
    db,
    sql`insert into ${rateLimit} (id, key, count, last_request)
        values (${randomUUID()}, ${key}, 1, ${now})
        on conflict (key) do update set
          count = case
            when ${rateLimit}.last_request <= ${restartBefore} then 1
            when ${rateLimit}.count > ${limit.max} then ${rateLimit}.count
            else ${rateLimit}.count + 1 end,
          last_request = case
            when ${rateLimit}.last_request <= ${restartBefore} or ${rateLimit}.count < ${limit.max} then ${now}
            else ${rateLimit}.last_request end
        returning count`,
  );
  return row!.count <= limit.max;
}

/** Forgets the attempts counted against `key` (a success ends a run of failures). */
export async function clearRateLimit(db: Database, key: string): Promise<void> {
  await db.delete(rateLimit).where(eq(rateLimit.key, key));
}
