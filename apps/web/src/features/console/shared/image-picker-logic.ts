import { intlLocaleOf, type Language } from '../../../lib/language.ts';

/**
 * Where a key press moves the focus in the picker's grid of pictures: the arrows to the neighbour (left and
 * right follow the reading direction, so in Arabic ArrowLeft goes to the next picture), up and down a whole
 * row, Home and End to the ends; it stops at the edges rather than going round. Null for any other key.
 */
export function gridIndexAfterKey(current: number, key: string, count: number, columns: number, rtl: boolean): number | null {
  if (count === 0) return null;
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
  const step = Math.max(1, columns);
  let next: number;
  if (key === forward) next = current + 1;
  else if (key === backward) next = current - 1;
  else if (key === 'ArrowDown') next = current + step;
  else if (key === 'ArrowUp') next = current - step;
  else if (key === 'Home') next = 0;
  else if (key === 'End') next = count - 1;
  else return null;
  return Math.min(count - 1, Math.max(0, next));
}

/** How many items sit on the grid's first row, from their positions on screen: the row length the arrows step by. */
export function columnsOfGrid(tops: readonly number[]): number {
  if (tops.length === 0) return 1;
  const firstRowTop = tops[0];
  const onFirstRow = tops.findIndex((top) => top !== firstRowTop);
  return onFirstRow === -1 ? tops.length : onFirstRow;
}

/** A file's size as people read it, "850 kB" or "1.2 MB", in the page's language with Latin digits. */
export function formatImageBytes(bytes: number, language: Language): string {
  const megabytes = bytes >= 1_000_000;
  const value = megabytes ? bytes / 1_000_000 : Math.max(1, Math.round(bytes / 1000));
  return new Intl.NumberFormat(intlLocaleOf(language), {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: megabytes ? 1 : 0,
  }).format(value);
}
