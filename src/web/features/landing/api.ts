import { api } from '../../lib/api.ts';
import type { Language } from '../../lib/i18n.ts';

// A plain fetch, not TanStack Query: the landing page's JS budget has no room for it.

/** Subscribes an address to the newsletter; 201 when new, 200 when it was already on the list. */
export function subscribeToNewsletter(email: string, language: Language): Promise<unknown> {
  return api('/api/v1/newsletter', { method: 'POST', json: { email, language } });
}
