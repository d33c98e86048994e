// The public project showcase (/showcase/{token}): spec section 2, 5 and 8. No zod here; the
// inputs are in share-inputs.ts.

/** Spec section 8's showcase texts, exactly (Portuguese in the original; the SPA translates by key). */
export const SHOWCASE_MESSAGES = {
  invalidOrExpired: 'Link expirado ou inválido',
  loadFailed: 'Erro ao carregar dados da vitrine',
  invalidTitle: 'Link Inválido',
  invalidBody: 'Este link não existe ou expirou.',
} as const;

/** How wide the showcase lays out its featured photo (ShowcasePage; its preload in the page's head says the same). */
export const SHOWCASE_FEATURED_SIZES = '(min-width: 1024px) 992px, calc(100vw - 2rem)';

/** Limits of a showcase's fields. */
export const SHOWCASE_LIMITS = { title: 200, description: 5000, photos: 100 } as const;
