import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { timestamps } from './columns.ts';
import { companyId } from './companies.ts';

/**
 * In-app notifications for one recipient. Stored as a type and its params (names, not sentences):
 * the web writes the text in the reader's current language.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    params: jsonb('params').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    /** English fallback texts, for clients that do not know the type yet. */
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** An app path such as /dashboard/users, never an absolute URL. */
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true, precision: 3 }),
    ...timestamps,
  },
  (t) => [
    index('notifications_company_user_created_idx').on(
      t.companyId,
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('notifications_company_user_unread_idx')
      .on(t.companyId, t.userId)
      .where(sql`${t.readAt} is null`),
    check('notifications_type_format', sql`${t.type} ~ '^[a-z][a-z0-9_]{0,63}$'`),
    check('notifications_link_relative', sql`${t.link} is null or ${t.link} ~ '^/[^/]'`),
  ],
);
