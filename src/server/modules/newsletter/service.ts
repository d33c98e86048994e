import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { NewsletterInput } from '../../../shared/account-inputs.ts';
import { sqlRows, type Database } from '../../db/client.ts';
import { rateLimit } from '../../db/schema/auth.ts';
import { newsletterSubscriptions } from '../../db/schema/newsletter.ts';

/** Subscribes an address once: `created` is false when it was already subscribed. */
export async function subscribe(db: Database, input: NewsletterInput) {
  const [inserted] = await db
    .insert(newsletterSubscriptions)
    .values(input)
    .onConflictDoNothing({ target: newsletterSubscriptions.email })
    .returning({ email: newsletterSubscriptions.email, language: newsletterSubscriptions.language });
  if (inserted) return { subscription: inserted, created: true };
  return { subscription: { email: input.email, language: input.language }, created: false };
}

export const NEWSLETTER_RATE_LIMIT = { max: 5, windowSeconds: 60 };

/**
 * One request against the caller's address in better-auth's rate_limit table (shared by every
 * instance), as one atomic upsert: the count restarts once a window has passed since the last
 * request. True while within the limit.
 */
export async function withinNewsletterLimit(db: Database, ip: string | undefined): Promise<boolean> {
  const now = Date.now();
  const restartBefore = now - NEWSLETTER_RATE_LIMIT.windowSeconds * 1000;
  const [row] = await sqlRows<{ count: number }>(
    db,
    sql`insert into ${rateLimit} (id, key, count, last_request)
        values (${randomUUID()}, ${`newsletter|${ip ?? 'unknown'}`}, 1, ${now})
        on conflict (key) do update set
          count = case when ${rateLimit}.last_request <= ${restartBefore} then 1 else ${rateLimit}.count + 1 end,
          last_request = ${now}
        returning count`,
  );
  return row!.count <= NEWSLETTER_RATE_LIMIT.max;
}
