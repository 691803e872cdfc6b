import { useEffect, useState, type ReactNode } from 'react';

/**
 * Parts of a page below its first screen, shown one task after another when the app starts, so the first
 * render is not one long task (Preact renders in one go; docs/decisions/041-preact.md). Once the parts of
 * the first page are all shown, every later one renders at once. Nothing here is in the server-written
 * first screen, so holding it back shifts nothing on screen.
 */
let startupDone = false;
const waiting: (() => void)[] = [];

function showNext(): void {
  waiting.shift()?.();
  if (waiting.length > 0) setTimeout(showNext, 0);
  else startupDone = true;
}

function showInTurn(show: () => void): () => void {
  waiting.push(show);
  if (waiting.length === 1) setTimeout(showNext, 0);
  return () => {
    const index = waiting.indexOf(show);
    if (index >= 0) waiting.splice(index, 1);
  };
}

export function AfterFirstScreen({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(startupDone);
  useEffect(() => {
    if (shown) return;
    return showInTurn(() => setShown(true));
  }, [shown]);
  return shown ? children : null;
}
