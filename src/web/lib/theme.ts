import { useSyncExternalStore } from 'react';
import { LIGHT_ONLY_PATHS } from '../route-table.ts';

/**
 * The theme of spec section 1: light, dark or system (the default), forced to light while nobody is
 * signed in, both stored locally; the pages a company sends its clients stay light for everyone
 * (LIGHT_ONLY_PATHS, ADR 0020). public/theme-init.js applies the same rule before the first paint
 * (a test holds the two equal); this module keeps `<html class="dark">` in step afterwards: on
 * setTheme, setSignedIn, an OS theme change and a change made in another tab.
 */
export type Theme = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

export const THEME_KEY = 'floorpro.theme';
export const SIGNED_IN_KEY = 'floorpro.signedIn';
const DARK_QUERY = '(prefers-color-scheme: dark)';

export function parseTheme(stored: string | null): Theme {
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

export function resolveTheme(theme: Theme, signedIn: boolean, systemDark: boolean, pathname = '/'): ResolvedTheme {
  if (!signedIn || LIGHT_ONLY_PATHS.test(pathname)) return 'light';
  if (theme === 'system') return systemDark ? 'dark' : 'light';
  return theme;
}

interface ThemeState {
  theme: Theme;
  resolved: ResolvedTheme;
}

function storageGet(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage disabled: defaults
  }
}

function storageSet(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // storage disabled: the choice lasts for this page only
  }
}

function read(): ThemeState {
  const theme = parseTheme(storageGet(THEME_KEY));
  const signedIn = storageGet(SIGNED_IN_KEY) === '1';
  const resolved = resolveTheme(theme, signedIn, matchMedia(DARK_QUERY).matches, location.pathname);
  return { theme, resolved };
}

let state: ThemeState | undefined;
const listeners = new Set<() => void>();

function sync() {
  const next = read();
  document.documentElement.classList.toggle('dark', next.resolved === 'dark');
  if (state?.theme === next.theme && state.resolved === next.resolved) return;
  state = next;
  listeners.forEach((notify) => notify());
}

/** Call when the route changes: a light-only page may have been entered or left. */
export function syncTheme(): void {
  sync();
}

export function setTheme(theme: Theme): void {
  storageSet(THEME_KEY, theme);
  sync();
}

/** Call when the session is known: signed-out pages are always light. */
export function setSignedIn(signedIn: boolean): void {
  storageSet(SIGNED_IN_KEY, signedIn ? '1' : null);
  sync();
}

if (typeof window !== 'undefined') {
  matchMedia(DARK_QUERY).addEventListener('change', sync);
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === THEME_KEY || event.key === SIGNED_IN_KEY) sync();
  });
}

const subscribe = (notify: () => void) => {
  listeners.add(notify);
  return () => listeners.delete(notify);
};

/** The chosen theme, the one in effect and the setter; re-renders when either changes. */
export function useTheme(): ThemeState & { setTheme: (theme: Theme) => void } {
  const current = useSyncExternalStore(subscribe, () => (state ??= read()));
  return { ...current, setTheme };
}
