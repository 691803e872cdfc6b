import { describe, expect, test } from 'vitest';
import { formatEventDate } from './event-date.ts';

describe('formatEventDate', () => {
  test('an event date reads with its weekday and never moves to the day before', () => {
    const text = formatEventDate('2026-12-05', 'en');
    expect(text).toContain('Saturday');
    expect(text).toContain('5');
    expect(text).toContain('December');
    expect(text).toContain('2026');
  });

  test('Arabic names the month and day in Arabic with Latin digits', () => {
    const text = formatEventDate('2026-12-05', 'ae');
    expect(text).toContain('السبت');
    expect(text).toContain('ديسمبر');
    expect(text).toContain('2026');
  });

  test('text that is not a date comes back unchanged', () => {
    expect(formatEventDate('soon', 'en')).toBe('soon');
  });
});
