import { useSyncExternalStore } from 'react';

/**
 * The page's scroll position as last seen by a scroll event or a frame. Reading `window.scrollY` while
 * rendering forces the browser to lay the page out there and then: the first render paid for a whole layout
 * of the new page in its own long task (Lighthouse, 4× slower CPU: 250 ms). Scroll events and animation
 * frames come when the layout is done anyway.
 */
let lastScrollY = 0;
const listeners = new Set<() => void>();

function readScroll(): void {
  const y = window.scrollY;
  if (y === lastScrollY) return;
  lastScrollY = y;
  for (const listener of listeners) listener();
}

function subscribeScroll(onChange: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('scroll', readScroll, { passive: true });
  listeners.add(onChange);
  // the position may have moved while nobody listened (a restored scroll, a new page)
  const frame = requestAnimationFrame(readScroll);
  return () => {
    cancelAnimationFrame(frame);
    listeners.delete(onChange);
    if (listeners.size === 0) window.removeEventListener('scroll', readScroll);
  };
}

/** True once the page is scrolled more than `threshold` pixels; re-renders only when that flips. */
export function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(
    subscribeScroll,
    () => lastScrollY > threshold,
    () => false,
  );
}
