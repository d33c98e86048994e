import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { instant, timestamps } from './columns.ts';
import { companyId } from './companies.ts';
import { jobs } from './jobs.ts';

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
