import { useRef, type KeyboardEvent, type TouchEvent } from 'react';

/** A swipe shorter than this (px) is a tap, not a move. */
const SWIPE_MIN = 50;

/** A photo viewer's previous/next: arrow keys, and a sideways swipe on a phone. Spread on the dialog. */
export function useSwipeNav(go: (step: 1 | -1) => void) {
  const touchStart = useRef<number | null>(null);
  return {
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') go(-1);
      if (event.key === 'ArrowRight') go(1);
    },
    onTouchStart: (event: TouchEvent) => {
      touchStart.current = event.touches[0]?.clientX ?? null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const start = touchStart.current;
      const end = event.changedTouches[0]?.clientX;
      touchStart.current = null;
      if (start == null || end == null || Math.abs(end - start) < SWIPE_MIN) return;
      go(end < start ? 1 : -1);
    },
  };
}
