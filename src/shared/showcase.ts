// The public project showcase (/showcase/{token}): spec section 2, 5 and 8. No zod here; the
// inputs are in share-inputs.ts.

/** The API's showcase texts (English; the page shows the spec's texts by key, in the user's language). */
export const SHOWCASE_MESSAGES = {
  invalidOrExpired: 'Invalid or expired showcase link',
} as const;

/** How wide the showcase lays out its featured photo (ShowcasePage; its preload in the page's head says the same). */
export const SHOWCASE_FEATURED_SIZES = '(min-width: 1024px) 992px, calc(100vw - 2rem)';

/** Limits of a showcase's fields. */
export const SHOWCASE_LIMITS = { title: 200, description: 5000, photos: 100 } as const;
