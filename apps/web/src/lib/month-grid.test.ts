import { describe, expect, test } from 'vitest';
import { addMonths, dayAfterKey, monthWeeks } from './month-grid.ts';

describe('the month grid', () => {
  test('December 2026 starts on a Tuesday and fills five weeks', () => {
    const weeks = monthWeeks('2026-12');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([null, null, '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05']);
    expect(weeks.at(-1)).toEqual(['2026-12-27', '2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', null, null]);
  });

  test('February 2026 is exactly four weeks from Sunday', () => {
    const weeks = monthWeeks('2026-02');
    expect(weeks).toHaveLength(4);
    expect(weeks.flat().filter(Boolean)).toHaveLength(28);
  });

  test('months move across years', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(addMonths('2026-05', 12)).toBe('2027-05');
  });
});

describe('keys on the month grid', () => {
  test('arrows move by a day or a week, mirrored in Arabic', () => {
    expect(dayAfterKey('2026-12-05', 'ArrowRight', false)).toBe('2026-12-06');
    expect(dayAfterKey('2026-12-05', 'ArrowRight', true)).toBe('2026-12-04');
    expect(dayAfterKey('2026-12-05', 'ArrowLeft', true)).toBe('2026-12-06');
    expect(dayAfterKey('2026-12-05', 'ArrowDown', false)).toBe('2026-12-12');
    expect(dayAfterKey('2026-12-01', 'ArrowUp', false)).toBe('2026-11-24');
  });

  test('Home and End go to the ends of the week, Page keys by a month', () => {
    expect(dayAfterKey('2026-12-02', 'Home', false)).toBe('2026-11-29');
    expect(dayAfterKey('2026-12-02', 'End', false)).toBe('2026-12-05');
    expect(dayAfterKey('2027-01-31', 'PageDown', false)).toBe('2027-02-28');
    expect(dayAfterKey('2026-12-15', 'PageUp', false)).toBe('2026-11-15');
  });

  test('other keys move nothing', () => {
    expect(dayAfterKey('2026-12-05', 'Enter', false)).toBeNull();
  });
});
