import { describe, expect, it } from 'vitest';
import { addDays, calendarDateIn, dubaiTimestamp, instantOfDubaiTimestamp, parseCalendarDate } from './dates.ts';

describe('calendarDateIn', () => {
  it("answers the emirate's dates by its fixed offset exactly as the time-zone database does", () => {
    const intl = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai', year: 'numeric', month: '2-digit', day: '2-digit' });
    // every 37 minutes across a leap day and a year's end, so each hour of the day is crossed
    for (let t = Date.parse('2027-12-30T00:00:00Z'); t < Date.parse('2028-03-02T00:00:00Z'); t += 37 * 60_000) {
      expect(calendarDateIn(new Date(t))).toBe(intl.format(new Date(t)));
    }
  });

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

describe('dubaiTimestamp', () => {
  it('writes the wall time in Asia/Dubai with a space between date and time', () => {
    expect(dubaiTimestamp(new Date('2026-11-23T21:30:05Z'))).toBe('2026-11-24 01:30:05');
  });

  it('agrees with the time zone database on instants across the year', () => {
    const wall = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Asia/Dubai',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    for (const iso of ['2026-01-01T00:00:00Z', '2026-03-29T01:59:59Z', '2026-07-01T12:00:00Z', '2026-10-25T23:00:00Z']) {
      const instant = new Date(iso);
      expect(dubaiTimestamp(instant)).toBe(wall.format(instant));
      expect(instantOfDubaiTimestamp(dubaiTimestamp(instant)).toISOString()).toBe(instant.toISOString());
    }
  });
});

describe('parseCalendarDate', () => {
  it('reads MM/DD/YYYY and YYYY-MM-DD as the same day', () => {
    expect(parseCalendarDate('12/05/2026')).toBe('2026-12-05');
    expect(parseCalendarDate('2026-12-05')).toBe('2026-12-05');
  });

  it('refuses other forms and days that are not in the calendar', () => {
    for (const bad of ['2026-02-30', '02/30/2026', '5/12/2026', '2026/12/05', '20261205', '', '13/01/2026']) {
      expect(parseCalendarDate(bad)).toBeNull();
    }
  });
});
