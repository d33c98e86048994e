import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { JOB_STAGES } from '../../../shared/jobs.ts';
import { user } from './auth.ts';
import { instant, oneOf, timestamps } from './columns.ts';
import { companyId } from './companies.ts';
import { jobs } from './jobs.ts';

// Spec section 3's photo vocabulary (shared/photos.ts re-states it for both sides).
export const PHOTO_TYPE_VALUES = ['before', 'after', 'progress', 'during'] as const;

/** A project photo: the original and the sizes made by the server, all in storage under the job id. */
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
    /** The medium size (WebP, 800 px), made since migration 0008: older photos serve the display size for it. */
    mediumPath: text('medium_path'),
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
