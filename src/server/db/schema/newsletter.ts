import { sql } from 'drizzle-orm';
import { check, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { LANGUAGES } from '../../../shared/accounts.ts';
import { timestamps } from './columns.ts';

/** Addresses given in the landing page's footer. Not a tenant table: visitors belong to no company. */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Stored in lower case, so the unique constraint holds whatever the case typed.
    email: text('email').notNull().unique(),
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    ...timestamps,
  },
  (t) => [
    check('newsletter_subscriptions_email_lower', sql`${t.email} = lower(${t.email})`),
    check(
      'newsletter_subscriptions_language_valid',
      sql.raw(`language in (${LANGUAGES.map((l) => `'${l}'`).join(', ')})`),
    ),
  ],
);
