/**
 * Where a key press moves the focus in a row of tabs (WAI-ARIA tabs pattern): arrows move to the
 * neighbour and go round, Home and End to the ends. The arrows follow the reading direction, so in
 * Arabic ArrowLeft moves to the next tab. Null for any other key.
 */
export function tabIndexAfterKey(current: number, key: string, count: number, rtl: boolean): number | null {
  if (count === 0) return null;
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return (current + 1) % count;
  if (key === backward) return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
