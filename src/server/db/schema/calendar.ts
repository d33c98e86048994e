import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { instant, timestamps } from './columns.ts';
import { companyId } from './companies.ts';
import { jobs } from './jobs.ts';

/** A task on the company calendar: a site visit, a delivery, a call; optionally for a job. */
export const calendarTasks = pgTable(
  'calendar_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    /** Who created it. */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    notes: text('notes'),
    done: boolean('done').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    unique('calendar_tasks_company_id_id_key').on(t.companyId, t.id),
    index('calendar_tasks_company_starts_idx').on(t.companyId, t.startsAt),
    index('calendar_tasks_job_idx')
      .on(t.jobId)
      .where(sql`${t.jobId} is not null`),
    check('calendar_tasks_title_not_blank', sql`length(btrim(${t.title})) > 0`),
    check('calendar_tasks_ordered', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** Who a task is for. */
export const calendarTaskAssignees = pgTable(
  'calendar_task_assignees',
  {
    companyId: companyId(),
    taskId: uuid('task_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.taskId, t.userId] }),
    foreignKey({
      columns: [t.companyId, t.taskId],
      foreignColumns: [calendarTasks.companyId, calendarTasks.id],
    }).onDelete('cascade'),
    index('calendar_task_assignees_company_user_idx').on(t.companyId, t.userId),
  ],
);

/**
 * A member's private iCalendar feed. Only the SHA-256 of the token is kept: the URL is shown once,
 * and a new one replaces it (revoking the old). The public feed finds the row by the hash alone.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    companyId: companyId(),
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    lastFetchedAt: instant('last_fetched_at'),
    ...timestamps,
  },
  (t) => [unique('calendar_feeds_token_hash_key').on(t.tokenHash), index('calendar_feeds_company_idx').on(t.companyId)],
);
