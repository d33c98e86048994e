import type { NewsletterInput } from '../../../shared/account-inputs.ts';
import type { Database } from '../../db/client.ts';
import { newsletterSubscriptions } from '../../db/schema/newsletter.ts';
import { withinRateLimit } from '../../platform/rate-limit.ts';

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

export const withinNewsletterLimit = (db: Database, ip: string | undefined) =>
  withinRateLimit(db, `newsletter|${ip ?? 'unknown'}`, NEWSLETTER_RATE_LIMIT);
