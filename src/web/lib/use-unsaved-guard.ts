import { useEffect } from 'react';
import { translate } from './i18n.ts';

/**
 * Asks before leaving with unsaved changes: the browser's own question on reload or close, and
 * ours (the text of `confirmKey`) on a click of any link of the app (the router here cannot block
 * navigation itself).
 */
export function useUnsavedGuard(dirty: boolean, confirmKey: string) {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      // Downloads and new tabs leave the page as it is; a disabled link goes nowhere.
      if (!link || link.hasAttribute('download') || link.getAttribute('target') === '_blank') return;
      if (link.getAttribute('aria-disabled') === 'true') return;
      if (!window.confirm(translate(confirmKey))) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, confirmKey]);
}
