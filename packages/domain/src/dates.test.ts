import { describe, expect, it } from 'vitest';
import { addDays, calendarDateIn } from './dates.ts';

describe('calendarDateIn', () => {
  it('gives the Dubai date, four hours ahead of UTC, for an instant late in the UTC evening', () => {
    expect(calendarDateIn(new Date('2026-11-22T20:30:00Z'))).toBe('2026-11-23');
  });

  it('keeps the same date when Dubai is still on that day', () => {
    expect(calendarDateIn(new Date('2026-11-22T19:59:59Z'))).toBe('2026-11-22');
  });

  it('can be asked for another time zone', () => {
    expect(calendarDateIn(new Date('2026-11-22T02:00:00Z'), 'America/New_York')).toBe('2026-11-21');
  });
});

describe('addDays', () => {
  it('crosses month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
