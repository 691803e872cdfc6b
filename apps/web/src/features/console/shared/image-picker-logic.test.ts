import { describe, expect, test } from 'vitest';
import { columnsOfGrid, formatImageBytes, gridIndexAfterKey } from './image-picker-logic.ts';

describe("the picker grid's keys", () => {
  // ten pictures in rows of four: 0 1 2 3 / 4 5 6 7 / 8 9
  const move = (current: number, key: string, rtl = false) => gridIndexAfterKey(current, key, 10, 4, rtl);

  test('the arrows move along the reading direction, mirrored in Arabic', () => {
    expect(move(1, 'ArrowRight')).toBe(2);
    expect(move(1, 'ArrowLeft')).toBe(0);
    expect(move(1, 'ArrowLeft', true)).toBe(2);
    expect(move(1, 'ArrowRight', true)).toBe(0);
  });

  test('up and down move a whole row, and stop at the last picture', () => {
    expect(move(1, 'ArrowDown')).toBe(5);
    expect(move(5, 'ArrowUp')).toBe(1);
    expect(move(7, 'ArrowDown')).toBe(9);
    expect(move(2, 'ArrowUp')).toBe(0);
  });

  test('Home and End go to the ends; the edges do not wrap round', () => {
    expect(move(6, 'Home')).toBe(0);
    expect(move(6, 'End')).toBe(9);
    expect(move(9, 'ArrowRight')).toBe(9);
    expect(move(0, 'ArrowLeft')).toBe(0);
  });

  test('other keys and an empty grid move nothing', () => {
    expect(move(3, 'Enter')).toBeNull();
    expect(gridIndexAfterKey(0, 'ArrowRight', 0, 4, false)).toBeNull();
  });

  test('the row length is the number of pictures on the first line', () => {
    expect(columnsOfGrid([10, 10, 10, 200, 200])).toBe(3);
    expect(columnsOfGrid([10, 10])).toBe(2);
    expect(columnsOfGrid([])).toBe(1);
  });
});

describe('file sizes', () => {
  test('are kilobytes under a megabyte and megabytes with one decimal above', () => {
    expect(formatImageBytes(850_000, 'en')).toBe('850 kB');
    expect(formatImageBytes(1_250_000, 'en')).toBe('1.3 MB');
    expect(formatImageBytes(200, 'en')).toBe('1 kB');
  });

  test('keep Latin digits in Arabic', () => {
    expect(formatImageBytes(2_000_000, 'ae')).toMatch(/^[^\d]*2[^\d]*$/);
    expect(formatImageBytes(2_000_000, 'ae')).not.toBe(formatImageBytes(2_000_000, 'en'));
  });
});
