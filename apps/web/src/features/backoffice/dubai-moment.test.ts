import { describe, expect, it } from 'vitest';
import { formatDubaiMoment } from './dubai-moment.ts';

describe('formatDubaiMoment', () => {
  it('shows the date and time in Dubai (UTC+4), in both languages with Western digits', () => {
    // 21:30 UTC on 22 November is 01:30 on the 23rd in Dubai
    expect(formatDubaiMoment('2026-11-22T21:30:00.000Z', 'en')).toMatch(/23 Nov 2026.*1:30/);
    expect(formatDubaiMoment('2026-11-22T21:30:00.000Z', 'ae')).toMatch(/23.*2026.*1:30/);
  });

  it('answers what is not a moment unchanged', () => {
    expect(formatDubaiMoment('soon', 'en')).toBe('soon');
  });
});
