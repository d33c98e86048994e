import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { instant, timestamps } from './columns.ts';
import { companyId } from './companies.ts';
import { jobs } from './jobs.ts';

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
    /** Listed in the sitemap and open to search engines; otherwise its pages say noindex. */
    isPublic: boolean('is_public').notNull().default(false),
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
