import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * False while the server renders a page and while the browser hydrates that markup, true from then
 * on (and from the start of a page the browser draws itself). For text the server cannot know, as it
 * depends on the visitor's clock or time zone (a photo's day, a link's days left): drawn right after
 * hydration, so that the markup matches and nothing shows a wrong date (ADR 0022).
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
