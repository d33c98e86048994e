import { useEffect, useState } from 'react';
import { PAGE_DATA_ELEMENT_ID } from '../../shared/page-data.ts';

/**
 * The answer of `GET api` that the server sent with the page (ADR 0019), if it did: a public page
 * reads it instead of its first API call, so its first view draws without a round trip (and a view
 * the server counted is not counted again). Once per page load: the element goes after the first
 * render, so coming back to the page later in the app fetches afresh.
 */
export function useInlinedData<T>(api: string): { api: string; value: T } | undefined {
  // Read once, on the first render (StrictMode's second call reads the same, the element still there).
  const [inlined] = useState(() => {
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
