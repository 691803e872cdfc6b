import { describe, expect, it } from 'vitest';
import { consolePeriods, instantsOf } from './periods.ts';

describe('the periods of the console home', () => {
  it('takes the day, the Monday-to-Sunday week and the month in Dubai, each with the one before', () => {
    // Wednesday 25 November 2026, 10:00 in Dubai
    const periods = consolePeriods(new Date('2026-11-25T06:00:00Z'));
    expect(periods.today).toBe('2026-11-25');
    expect(periods.day).toEqual({
      current: { from: '2026-11-25', to: '2026-11-25' },
      previous: { from: '2026-11-24', to: '2026-11-24' },
    });
    expect(periods.week).toEqual({
      current: { from: '2026-11-23', to: '2026-11-29' },
      previous: { from: '2026-11-16', to: '2026-11-22' },
    });
    expect(periods.month).toEqual({
      current: { from: '2026-11-01', to: '2026-11-30' },
      previous: { from: '2026-10-01', to: '2026-10-31' },
    });
    expect(periods.coming).toEqual({ from: '2026-11-26', to: '2026-12-02' });
  });

  it('counts a moment after 20:00 UTC as the next Dubai day, and a Sunday as the end of its week', () => {
    // Sunday 1 March 2026, 00:30 in Dubai (Saturday in UTC)
    const periods = consolePeriods(new Date('2026-02-28T20:30:00Z'));
    expect(periods.today).toBe('2026-03-01');
    expect(periods.week.current).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(periods.month.previous).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });

  it('crosses the year for January', () => {
    const periods = consolePeriods(new Date('2027-01-01T08:00:00Z'));
    expect(periods.month.previous).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(periods.week.current).toEqual({ from: '2026-12-28', to: '2027-01-03' });
  });

  it('turns a span of Dubai days into the instants from its first midnight to the midnight after it', () => {
    expect(instantsOf({ from: '2026-11-23', to: '2026-11-29' })).toEqual({
      start: new Date('2026-11-22T20:00:00Z'),
      end: new Date('2026-11-29T20:00:00Z'),
    });
  });
});
