/** What a key pressed in an open dropdown's list does (WAI-ARIA listbox pattern). */
export type ListKeyAction =
  { kind: 'move'; index: number } | { kind: 'choose'; index: number } | { kind: 'close' } | { kind: 'none' };

/**
 * Arrows move one option and stop at the ends (a list is vertical, so the reading direction does not
 * matter), Home and End jump to the ends, Enter and Space choose, Escape and Tab close without choosing,
 * and a letter moves to the next option whose label starts with it.
 */
export function listKeyAction(key: string, active: number, labels: readonly string[]): ListKeyAction {
  const last = labels.length - 1;
  if (last < 0) return key === 'Escape' || key === 'Tab' ? { kind: 'close' } : { kind: 'none' };
  switch (key) {
    case 'ArrowDown':
      return { kind: 'move', index: Math.min(active + 1, last) };
    case 'ArrowUp':
      return { kind: 'move', index: Math.max(active - 1, 0) };
    case 'Home':
      return { kind: 'move', index: 0 };
    case 'End':
      return { kind: 'move', index: last };
    case 'Enter':
    case ' ':
      return active >= 0 ? { kind: 'choose', index: active } : { kind: 'none' };
    case 'Escape':
    case 'Tab':
      return { kind: 'close' };
  }
  if (key.length !== 1) return { kind: 'none' };
  const letter = key.toLocaleLowerCase();
  // from the option after the active one, round to the start, so pressing a letter again walks its options
  for (let step = 1; step <= labels.length; step += 1) {
    const index = (active + step) % labels.length;
    if (labels[index]!.toLocaleLowerCase().startsWith(letter)) return { kind: 'move', index };
  }
  return { kind: 'none' };
}

/** The option to start on when the list opens: the chosen one, else the first. */
export function openingIndex(selected: number): number {
  return selected >= 0 ? selected : 0;
}
