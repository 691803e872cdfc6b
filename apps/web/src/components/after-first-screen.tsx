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
 * The content of item `index` of a list in a part of the page of `kind`: while the app starts, the first two
 * render with the list and each later one in a task of its own (six cards at once were a long task on a
 * phone). Wrap what is inside the list item, so the list keeps its items.
 */
export function ListItemPart({ kind, index, children }: { kind: 'first-screen' | 'below'; index: number; children: ReactNode }) {
  return usePartShown(index < 2 ? null : kind) ? children : null;
}
