import { createContext, useContext, useEffect, useState } from 'react';
import { PAGE_DATA_ELEMENT_ID } from '../../shared/page-data.ts';

/** A page's first view: what `GET api` answers. */
export interface InlinedData<T = unknown> {
  api: string;
  value: T;
}

const ServerData = createContext<InlinedData | undefined>(undefined);

/** The server's render (ssr.tsx) hands the page its first view here; in the browser it is in the HTML. */
export const InlinedDataProvider = ServerData.Provider;

/**
 * The answer of `GET api` that the server sent with the page (ADR 0019), if it did: a public page
 * reads it instead of its first API call, so its first view draws without a round trip (and a view
 * the server counted is not counted again). Once per page load: the element goes after the first
 * render, so coming back to the page later in the app fetches afresh.
 */
export function useInlinedData<T>(api: string): InlinedData<T> | undefined {
  const rendering = useContext(ServerData);
  // Read once, on the first render (StrictMode's second call reads the same, the element still there).
  const [inlined] = useState(() => {
    if (rendering) return rendering.api === api ? (rendering as InlinedData<T>) : undefined;
    if (typeof document === 'undefined') return undefined;
    const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
    if (!element || element.dataset.api !== api) return undefined;
    try {
      return { api, value: JSON.parse(element.textContent ?? '') as T };
    } catch {
      return undefined; // not ours to read: the page asks the API
    }
  });
  useEffect(() => document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove(), []);
  return inlined;
}
