import { useRef } from 'react';

/** The id of every page's main landmark (components/layout/Main.tsx), where a skip link leads. */
export const MAIN_ID = 'main';

interface Opener {
  element: HTMLElement;
  /** To find the control again when the page re-rendered it as a new element. */
  tag: string;
  name: string;
}

const nameOf = (element: HTMLElement) => (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();

/**
 * The control to come back to: the focused one, or inside a menu (a menu item that opens a dialog,
 * or the menu itself) the menu's button, which Radix names in the menu's aria-labelledby.
 */
function openerOf(active: Element | null): Opener | null {
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  const menu = active.closest('[role="menu"]');
  const element = menu ? document.getElementById(menu.getAttribute('aria-labelledby') ?? '') : active;
  return element && { element, tag: element.tagName, name: nameOf(element) };
}

/** The opener itself if it is still on the page, else the visible control of the same kind and name. */
function findAgain({ element, tag, name }: Opener): HTMLElement | null {
  if (element.isConnected) return element;
  if (!name) return null;
  for (const candidate of document.querySelectorAll<HTMLElement>(tag)) {
    if (nameOf(candidate) === name && candidate.getClientRects().length > 0) return candidate;
  }
  return null;
}

type AutoFocusHandler = ((event: Event) => void) | undefined;

/**
 * Focus back on the control that opened a dialog, sheet or menu once it closes (created, cancelled
 * or Escape). Radix returns focus only to its own Trigger, so a dialog opened from state (a button's
 * onClick, `?new=1`, a menu item) would leave focus on <body>. The opener is the element focused
 * when the content opened; if the page re-rendered it, the control of the same kind and name; else
 * the page's main. Focus the user moved elsewhere (a click outside a menu) stays where it is.
 */
export function useFocusReturn(onOpenAutoFocus: AutoFocusHandler, onCloseAutoFocus: AutoFocusHandler) {
  const opener = useRef<Opener | null>(null);
  return {
    onOpenAutoFocus(event: Event) {
      opener.current = openerOf(document.activeElement);
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus(event: Event) {
      onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return; // the caller placed focus itself
      event.preventDefault();
      const active = document.activeElement;
      if (active && active !== document.body && active.isConnected) return;
      // A menu reports no opening, but names its button; the closing event comes from the menu.
      const from = opener.current ?? openerOf(event.target instanceof Element ? event.target : null);
      const target = (from && findAgain(from)) ?? document.getElementById(MAIN_ID);
      target?.focus();
      if (from && target) keepFocusAfterRerender(target, from);
    },
  };
}

/** How long after closing a replaced opener is still looked for. */
const RERENDER_WINDOW_MS = 3000;

/**
 * What the dialog did often re-renders the page just after it closed (a list refetched: the first
 * lead replaces the empty state and its "New lead" button). If the control that got focus goes with
 * it, focus moves to the same control elsewhere on the page (the header's "New lead"), not <body>.
 */
function keepFocusAfterRerender(focused: HTMLElement, opener: Opener) {
  const observer = new MutationObserver(() => {
    if (focused.isConnected) return;
    observer.disconnect();
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return; // the user moved on
    (findAgain({ ...opener, element: focused }) ?? document.getElementById(MAIN_ID))?.focus();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), RERENDER_WINDOW_MS);
}
