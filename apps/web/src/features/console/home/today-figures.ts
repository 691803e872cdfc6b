/** How a figure stands against the same period before it. */
export type Comparison =
  | { kind: 'up' | 'down'; percent: number }
  | { kind: 'same' }
  /** nothing in the period before, something now: no percentage to say */
  | { kind: 'new' }
  /** nothing in either */
  | { kind: 'none' };

/**
 * `current` against `previous`, as a whole percentage of `previous`: "up 20 %" for 1,200 after 1,000. A change
 * that rounds to 0 % but is not nil reads as up or down by less than 1 % (`percent` 0), never "the same".
 */
export function compareWith(current: number, previous: number): Comparison {
  if (previous === 0) return current === 0 ? { kind: 'none' } : { kind: 'new' };
  if (current === previous) return { kind: 'same' };
  const percent = Math.round((Math.abs(current - previous) / previous) * 100);
  return { kind: current > previous ? 'up' : 'down', percent };
}

/** The whole percentage of a capacity taken; null for an unlimited (or empty) capacity. */
export function shareTaken(taken: number, capacity: number | null): number | null {
  if (capacity === null || capacity === 0) return null;
  return Math.round((taken / capacity) * 100);
}
