import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { instant, oneOf, timestamps } from './columns.ts';
import { companyId } from './companies.ts';
import { jobs } from './jobs.ts';
import { projectPhotos } from './photos.ts';

// Spec section 3's timeline vocabularies (the shared modules re-state them for both sides).
export const TIMELINE_EVENT_TYPE_VALUES = [
  'photo_added',
  'milestone_completed',
  'stage_started',
  'client_note',
  'other',
] as const;
export const CLIENT_NOTIFICATION_TYPE_VALUES = ['milestone_completed', 'photo_added'] as const;
/** A job's timeline (spec section 3): photos added, milestones, stages started, notes for the client. */
export const projectTimelineEvents = pgTable(
  'project_timeline_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    jobId: uuid('job_id').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    eventType: text('event_type', { enum: TIMELINE_EVENT_TYPE_VALUES }).notNull(),
    title: text('title').notNull(),
    description: text('description'),
    /** Photos shown with the event, in order (ids of project_photos of the same job). */
    photoIds: uuid('photo_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    isMilestone: boolean('is_milestone').notNull().default(false),
    isClientVisible: boolean('is_client_visible').notNull().default(true),
    scheduledFor: instant('scheduled_for'),
    completedAt: instant('completed_at'),
    ...timestamps,
  },
  (t) => [
    unique('project_timeline_events_company_id_id_key').on(t.companyId, t.id),
    foreignKey({ columns: [t.companyId, t.jobId], foreignColumns: [jobs.companyId, jobs.id] }).onDelete('cascade'),
    index('project_timeline_events_company_job_created_idx').on(
      t.companyId,
      t.jobId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    check('project_timeline_events_type_valid', oneOf('event_type', TIMELINE_EVENT_TYPE_VALUES)),
    check('project_timeline_events_title_not_blank', sql`length(btrim(${t.title})) > 0`),
  ],
);

/** What the client was told about their project (spec section 3), one row per photo or milestone. */
export const clientNotifications = pgTable(
  'client_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    jobId: uuid('job_id').notNull(),
    /** The client member, when the job's client is one; else only the e-mail. */
    clientId: text('client_id').references(() => user.id, { onDelete: 'set null' }),
    email: text('email'),
    notificationType: text('notification_type', { enum: CLIENT_NOTIFICATION_TYPE_VALUES }).notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    photoId: uuid('photo_id'),
    timelineEventId: uuid('timeline_event_id'),
    readAt: instant('read_at'),
    ...timestamps,
  },
  (t) => [
    foreignKey({ columns: [t.companyId, t.jobId], foreignColumns: [jobs.companyId, jobs.id] }).onDelete('cascade'),
    foreignKey({
      columns: [t.companyId, t.photoId],
      foreignColumns: [projectPhotos.companyId, projectPhotos.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.companyId, t.timelineEventId],
      foreignColumns: [projectTimelineEvents.companyId, projectTimelineEvents.id],
    }).onDelete('cascade'),
    index('client_notifications_company_job_created_idx').on(t.companyId, t.jobId, t.createdAt.desc().nullsFirst()),
    index('client_notifications_company_client_idx').on(t.companyId, t.clientId, t.createdAt.desc().nullsFirst()),
    check('client_notifications_type_valid', oneOf('notification_type', CLIENT_NOTIFICATION_TYPE_VALUES)),
  ],
);
