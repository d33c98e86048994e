import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { JOB_STAGES } from '../../../shared/jobs.ts';
import { user } from './auth.ts';
import { oneOf, timestamps } from './columns.ts';
import { companyId } from './companies.ts';
import { jobs } from './jobs.ts';

// Spec section 3's photo and timeline vocabularies (the shared modules re-state them for both sides).
export const PHOTO_TYPE_VALUES = ['before', 'after', 'progress', 'during'] as const;
export const TIMELINE_EVENT_TYPE_VALUES = [
  'photo_added',
  'milestone_completed',
  'stage_started',
  'client_note',
  'other',
] as const;
export const CLIENT_NOTIFICATION_TYPE_VALUES = ['milestone_completed', 'photo_added'] as const;

const instant = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });
/** A project photo: the original and two sizes made by the server, all in storage under the job id. */
export const projectPhotos = pgTable(
  'project_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    jobId: uuid('job_id').notNull(),
    /** Who uploaded it. */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    /** Storage key of the original as uploaded (`<jobId>/<time>-<random>.<ext>`). */
    filePath: text('file_path').notNull(),
    /** Storage keys of the display size and the thumbnail (WebP). */
    displayPath: text('display_path').notNull(),
    thumbnailPath: text('thumbnail_path').notNull(),
    /** The name the file had on the uploader's device (shown, never used as a path). */
    fileName: text('file_name').notNull(),
    fileSize: integer('file_size').notNull(),
    /** The type sniffed from the bytes, not the one the browser claimed. */
    mimeType: text('mime_type').notNull(),
    width: integer('width'),
    height: integer('height'),
    photoType: text('photo_type', { enum: PHOTO_TYPE_VALUES }).notNull().default('progress'),
    stage: text('stage', { enum: JOB_STAGES }),
    description: text('description'),
    isClientVisible: boolean('is_client_visible').notNull().default(true),
    isPortfolioWorthy: boolean('is_portfolio_worthy').notNull().default(false),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Metres, from the browser's geolocation. */
    locationAccuracy: doublePrecision('location_accuracy'),
    /** From EXIF when the file has it, else the upload time. */
    takenAt: instant('taken_at').notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    unique('project_photos_company_id_id_key').on(t.companyId, t.id),
    foreignKey({ columns: [t.companyId, t.jobId], foreignColumns: [jobs.companyId, jobs.id] }).onDelete('cascade'),
    index('project_photos_company_job_taken_idx').on(
      t.companyId,
      t.jobId,
      t.takenAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    check('project_photos_type_valid', oneOf('photo_type', PHOTO_TYPE_VALUES)),
    check('project_photos_stage_valid', oneOf('stage', JOB_STAGES)),
    check('project_photos_latitude_range', sql`${t.latitude} between -90 and 90`),
    check('project_photos_longitude_range', sql`${t.longitude} between -180 and 180`),
    check('project_photos_size_positive', sql`${t.fileSize} > 0`),
  ],
);

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

/**
 * A private gallery link for a job's client (spec section 3). The token is the link itself (shown
 * again to be copied), 256 random bits; the public page finds the row by it.
 */
export const clientGalleryAccess = pgTable(
  'client_gallery_access',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    jobId: uuid('job_id').notNull(),
    accessToken: text('access_token').notNull(),
    expiresAt: instant('expires_at'),
    lastAccessed: instant('last_accessed'),
    accessCount: integer('access_count').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    unique('client_gallery_access_token_key').on(t.accessToken),
    foreignKey({ columns: [t.companyId, t.jobId], foreignColumns: [jobs.companyId, jobs.id] }).onDelete('cascade'),
    index('client_gallery_access_company_job_idx').on(t.companyId, t.jobId, t.createdAt.desc().nullsFirst()),
    check('client_gallery_access_count_positive', sql`${t.accessCount} >= 0`),
  ],
);

/** A job presented as a portfolio piece (spec section 3's showcase project). */
export const showcaseProjects = pgTable(
  'showcase_projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    jobId: uuid('job_id').notNull(),
    showcaseTitle: text('showcase_title').notNull(),
    showcaseDescription: text('showcase_description'),
    /** The featured image: one of the job's photos. */
    featuredPhotoId: uuid('featured_photo_id'),
    /** The photos shown, in order (ids of the job's photos). */
    photoIds: uuid('photo_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    viewCount: integer('view_count').notNull().default(0),
    isFeatured: boolean('is_featured').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    unique('showcase_projects_company_id_id_key').on(t.companyId, t.id),
    unique('showcase_projects_company_job_key').on(t.companyId, t.jobId),
    foreignKey({ columns: [t.companyId, t.jobId], foreignColumns: [jobs.companyId, jobs.id] }).onDelete('cascade'),
    check('showcase_projects_title_not_blank', sql`length(btrim(${t.showcaseTitle})) > 0`),
    check('showcase_projects_view_count_positive', sql`${t.viewCount} >= 0`),
  ],
);

/** A share link of a showcase (spec section 3): 256-bit token, optional expiry, revocable. */
export const showcaseLinks = pgTable(
  'showcase_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    showcaseProjectId: uuid('showcase_project_id').notNull(),
    linkToken: text('link_token').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    expiresAt: instant('expires_at'),
    viewCount: integer('view_count').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    unique('showcase_links_token_key').on(t.linkToken),
    foreignKey({
      columns: [t.companyId, t.showcaseProjectId],
      foreignColumns: [showcaseProjects.companyId, showcaseProjects.id],
    }).onDelete('cascade'),
    index('showcase_links_company_project_idx').on(t.companyId, t.showcaseProjectId),
  ],
);
