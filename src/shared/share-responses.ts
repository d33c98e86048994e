import { z } from 'zod';
import { GALLERY_LINK_STATUSES } from './gallery.ts';
import { JOB_STATUSES } from './jobs.ts';
import { PHOTO_TYPES } from './photos.ts';
import { instant } from './responses.ts';
import { TIMELINE_EVENT_TYPES } from './timeline.ts';

// A job's sharing (spec sections 2, 4 and 5): its client gallery links and its showcase as those who
// manage jobs see them, and the public gallery and showcase pages. Defined once, here (see
// responses.ts); the web imports their types only, so the public pages load no zod for them.

/** A private client gallery link. */
export const galleryLinkSchema = z
  .object({
    id: z.uuid(),
    jobId: z.uuid(),
    token: z.string(),
    url: z.string().meta({ example: 'https://app.example.com/gallery/Vb1zQ0c3m0FvJ9yQx2mX8k4hT6sW1pL5nR7aD3eG9uI' }),
    status: z.enum(GALLERY_LINK_STATUSES),
    isActive: z.boolean(),
    expiresAt: instant().nullable(),
    accessCount: z.number().int(),
    lastAccessed: instant().nullable(),
    createdAt: instant(),
  })
  .meta({ id: 'GalleryLink' });
export type GalleryLink = z.infer<typeof galleryLinkSchema>;

export const showcaseSchema = z
  .object({
    id: z.uuid(),
    jobId: z.uuid(),
    showcaseTitle: z.string(),
    showcaseDescription: z.string().nullable(),
    featuredPhotoId: z.uuid().nullable(),
    photoIds: z.array(z.uuid()),
    viewCount: z.number().int(),
    isFeatured: z.boolean(),
    isPublic: z.boolean(),
    createdAt: instant(),
    updatedAt: instant(),
  })
  .meta({ id: 'Showcase' });
export type Showcase = z.infer<typeof showcaseSchema>;

/** A job's showcase, or null when it has none yet. */
export const jobShowcaseSchema = z.object({ showcase: showcaseSchema.nullable() });
export type JobShowcase = z.infer<typeof jobShowcaseSchema>;

/** A share link of a job's showcase. */
export const showcaseLinkSchema = z
  .object({
    id: z.uuid(),
    showcaseProjectId: z.uuid(),
    token: z.string(),
    url: z.string().meta({ example: 'https://app.example.com/showcase/Vb1zQ0c3m0FvJ9yQx2mX8k4hT6sW1pL5nR7aD3eG9uI' }),
    status: z.enum(GALLERY_LINK_STATUSES),
    isActive: z.boolean(),
    expiresAt: instant().nullable(),
    viewCount: z.number().int(),
    createdAt: instant(),
  })
  .meta({ id: 'ShowcaseLink' });
export type ShowcaseLink = z.infer<typeof showcaseLinkSchema>;

/** The company on a public page (companyCard): name, logo and how to reach it. */
export const publicCompanySchema = z.object({
  name: z.string(),
  logoUrl: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
});
export type PublicCompany = z.infer<typeof publicCompanySchema>;

/**
 * The company on a client's private document link (estimate, invoice): its card and how to pay it.
 * Never on a showcase: anyone may open one, and the instructions can hold bank details.
 */
export const documentCompanySchema = publicCompanySchema.extend({
  paymentInstructions: z
    .string()
    .nullable()
    .meta({ description: 'How to pay the company when online payment is off, as the company wrote it (multi-line)' }),
});
export type DocumentCompany = z.infer<typeof documentCompanySchema>;

const photoUrls = z.object({ thumbnail: z.string(), medium: z.string(), display: z.string(), original: z.string() });

/** GET /api/v1/gallery/{token}: what a client sees of their project. */
export const clientGallerySchema = z
  .object({
    job: z.object({
      title: z.string(),
      description: z.string().nullable(),
      address: z.string().nullable(),
      status: z.enum(JOB_STATUSES),
      progressPercentage: z.number().int(),
      /** Shown as the started date. */
      createdAt: instant().meta({ description: 'Shown as the started date' }),
      photoCount: z.number().int(),
    }),
    company: publicCompanySchema,
    /** 'viewed N times', this load included. */
    accessCount: z.number().int().meta({ description: "'viewed N times', this load included" }),
    expiresAt: instant().nullable(),
    photos: z.array(
      z.object({
        id: z.uuid(),
        photoType: z.enum(PHOTO_TYPES),
        description: z.string().nullable(),
        takenAt: instant(),
        latitude: z.number().nullable(),
        longitude: z.number().nullable(),
        fileName: z.string(),
        urls: photoUrls,
      }),
    ),
    timeline: z.array(
      z.object({
        id: z.uuid(),
        eventType: z.enum(TIMELINE_EVENT_TYPES),
        title: z.string(),
        description: z.string().nullable(),
        isMilestone: z.boolean(),
        completedAt: instant().nullable(),
        scheduledFor: instant().nullable(),
        createdAt: instant(),
        photoIds: z.array(z.uuid()).meta({ description: 'Client-visible photos only' }),
        /** With `milestoneTitle` the timeline writes a completed milestone's title in the viewer's language. */
        metadata: z
          .object({ milestoneTitle: z.string().optional() })
          .meta({ description: 'What a system-written title is translated with' }),
      }),
    ),
  })
  .meta({ id: 'ClientGallery' });
export type ClientGallery = z.infer<typeof clientGallerySchema>;
export type GalleryPhoto = ClientGallery['photos'][number];

/** GET /api/v1/showcase/{token}: the public showcase of a link. */
export const publicShowcaseSchema = z
  .object({
    company: publicCompanySchema,
    showcase: z.object({
      title: z.string(),
      description: z.string().nullable(),
      isFeatured: z.boolean(),
      viewCount: z.number().int().meta({ description: 'This visit included' }),
      featuredImage: z
        .object({ thumbnail: z.string(), medium: z.string(), display: z.string() })
        .nullable()
        .meta({ description: "The featured photo's sizes, else the first photo's, else null (placeholder)" }),
    }),
    job: z.object({
      address: z.string().nullable(),
      squareFeet: z.number().int().nullable(),
      startDate: z.string().nullable(),
      status: z.enum(JOB_STATUSES),
    }),
    photos: z.array(
      z.object({
        id: z.uuid(),
        photoType: z.enum(PHOTO_TYPES),
        takenAt: instant(),
        urls: z.object({ thumbnail: z.string(), medium: z.string(), display: z.string() }),
      }),
    ),
  })
  .meta({ id: 'PublicShowcase' });
export type PublicShowcase = z.infer<typeof publicShowcaseSchema>;
