import { useEffect, useSyncExternalStore } from 'react';
import type { Me, SessionState } from '../../shared/account-responses.ts';
import { can, type Action, type Entity } from '../../shared/permissions.ts';
import type { ApiError } from './api.ts';
import { api } from './api.ts';
import { setLanguage } from './i18n.ts';
import { setSignedIn, setTheme } from './theme.ts';

/** GET /api/v1/me: who is signed in, their company membership and preferences (shared/account-responses.ts). */
export type { Me };

export type Session =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'error'; error: ApiError }
  | { status: 'signed-in'; me: Me };

let session: Session = { status: 'loading' };
let pending: Promise<Session> | undefined;
const listeners = new Set<() => void>();

function set(next: Session) {
  if (next.status === 'signed-in' && session.status !== 'signed-in') {
    // Preferences live on the profile, so they follow the user to every device.
    setTheme(next.me.preferences.theme);
    void setLanguage(next.me.preferences.language);
  }
  if (next.status === 'signed-in' || next.status === 'signed-out') setSignedIn(next.status === 'signed-in');
  session = next;
  listeners.forEach((notify) => notify());
}

/**
 * Asks the server who is signed in (once at a time) and tells every subscriber. GET /session answers
 * a visitor with `me: null`, not GET /me's 401: a signed-out visit logs no failed request.
 */
export function refreshSession(): Promise<Session> {
  pending ??= api<SessionState>('/api/v1/session')
    .then(({ me }): Session => (me ? { status: 'signed-in', me } : { status: 'signed-out' }))
    .catch((error: ApiError): Session => (error.status === 401 ? { status: 'signed-out' } : { status: 'error', error }))
    .then((next) => {
      set(next);
      return next;
    })
    .finally(() => (pending = undefined));
  return pending;
}

export async function signOut(): Promise<void> {
  await api('/api/auth/sign-out', { method: 'POST', json: {} });
  set({ status: 'signed-out' });
}

const subscribe = (notify: () => void) => {
  listeners.add(notify);
  return () => listeners.delete(notify);
};

/** The current session; the first component to ask loads it. */
export function useSession(): Session {
  const current = useSyncExternalStore(subscribe, () => session);
  useEffect(() => {
    if (current.status === 'loading') void refreshSession();
  }, [current.status]);
  return current;
}

/**
 * What the signed-in member may do, by the one permission table (shared/permissions.ts):
 * `const may = useCan(); may('estimates', 'write')`. Nobody outside a company may do anything.
 */
export function useCan(): (entity: Entity, action: Action) => boolean {
  const current = useSession();
  const m = current.status === 'signed-in' ? current.me.membership : null;
  return (entity, action) => !!m?.companyId && can(m.role, entity, action, m.isOwner);
}
