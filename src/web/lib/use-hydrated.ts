import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * False while the server renders a page and while the browser hydrates that markup, true from then
 * on (and from the start of a page the browser draws itself). For what the server cannot know: a
 * date in the visitor's time zone (drawn in UTC until then, the same length), the current year, a
 * style set through the CSSOM; so that the markup matches what hydration draws (ADR 0022).
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
