import { z } from 'zod';
import { SHOWCASE_LIMITS } from './showcase.ts';
import { blankToNull, isoInstant, optionalId, optionalText, requiredText } from './validation.ts';

// The gallery-link and showcase forms' and calls' schemas, apart from gallery.ts and showcase.ts so
// that the public pages do not load zod.

export const EXPIRY_IN_PAST_MESSAGE = 'Choose a time in the future';
/** Extending a revoked link (409). */
export const REVOKED_LINK_MESSAGE = 'This link was revoked. Create a new one.';

/** An expiry instant (ISO 8601 with offset), in the future; blank or null means no expiry. */
const expiry = z.preprocess(
  blankToNull,
  isoInstant.refine((v) => Date.parse(v) > Date.now(), EXPIRY_IN_PAST_MESSAGE).nullable(),
);

/** A new gallery or showcase link, with an optional expiry. */
export const createShareLinkInput = z.object({ expiresAt: expiry.optional() });

/** Extending a link: a new expiry, or null for none. A revoked link stays revoked. */
export const extendShareLinkInput = z.object({ expiresAt: expiry });
export type ExtendShareLinkInput = z.infer<typeof extendShareLinkInput>;

export const showcaseInput = z.object({
  showcaseTitle: requiredText(SHOWCASE_LIMITS.title),
  showcaseDescription: optionalText(SHOWCASE_LIMITS.description),
  featuredPhotoId: optionalId(),
  photoIds: z
    .array(z.uuid())
    .max(SHOWCASE_LIMITS.photos)
    .refine((ids) => new Set(ids).size === ids.length, 'A photo appears only once')
    .default([]),
  isFeatured: z.boolean().default(false),
  /** Open to search engines and listed in the sitemap; a showcase is not until its company says so. */
  isPublic: z.boolean().default(false),
});
export type ShowcaseInput = z.infer<typeof showcaseInput>;
