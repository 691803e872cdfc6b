import { useLayoutEffect, useState, type ReactNode } from 'react';
import { shownAtOnce, waitForTurn } from '../lib/startup.ts';

/** A part of the page shown when the start reaches its kind, at once on any later page (lib/startup.ts). */
function usePartShown(kind: 'first-screen' | 'below' | null): boolean {
  const [shown, setShown] = useState(() => kind === null || shownAtOnce(kind));
  // a layout effect: the part takes its place in the line in the same commit that mounts it, before the
  // start's next step runs
  useLayoutEffect(() => {
    if (shown || kind === null) return;
    return waitForTurn(kind, () => setShown(true));
  }, [kind, shown]);
  return shown;
}

/**
 * A part of the server-written first screen (the header, a page's banner, its first cards). While the app
 * starts, it renders in a task of its own, outside the document, before the app takes the first screen's
 * place (docs/decisions/043-staged-start.md).
 */
export function FirstScreenPart({ children }: { children: ReactNode }) {
  return usePartShown('first-screen') ? children : null;
}

/**
 * A part of the page below its first screen. While the app starts, these are shown one task after another
 * once the app has taken the first screen's place, so the first render is not one long task (Preact renders
 * in one go; docs/decisions/041-preact.md). Nothing here is in the server-written first screen, so holding it
 * back shifts nothing on screen.
 */
export function AfterFirstScreen({ children }: { children: ReactNode }) {
  return usePartShown('below') ? children : null;
}

/**
 * The content of item `index` of a list in a part of the page of `kind`: while the app starts, each item of a
 * list below the first screen renders in a task of its own (a home tag section's heading and first two cards
 * took 20–32 ms on this machine, four times that on Lighthouse's phone); in the first screen the first two
 * render with the list, as the server drew them, and each later one in a task of its own. Wrap what is inside
 * the list item, so the list keeps its items.
 */
export function ListItemPart({ kind, index, children }: { kind: 'first-screen' | 'below'; index: number; children: ReactNode }) {
  const withTheList = kind === 'first-screen' ? 2 : 0;
  return usePartShown(index < withTheList ? null : kind) ? children : null;
}
