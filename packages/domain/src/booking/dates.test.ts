import { describe, expect, it } from 'vitest';
import {
  bookableDates,
  bookableDatesInMonth,
  dateFailure,
  dubaiHour,
  dubaiToday,
  firstBookableDate,
  hasTickets,
  isBookableDate,
  isCalendarDate,
  isEventCompletelyBooked,
  maxBookableDate,
  minBookableDate,
  remainingTickets,
  weekdayOf,
} from './dates.ts';
import { makePackage } from './test-factories.ts';
import { failureText } from './types.ts';

// Monday 23 November 2026, 09:00 in Dubai (UTC+4)
const now = new Date('2026-11-23T05:00:00Z');
const dated = (overrides: Parameters<typeof makePackage>[0] = {}) =>
  makePackage({ enableDatePicker: 1, startDate: '2026-11-01', endDate: '2026-12-31', ...overrides });
const two = { adults: 2, children: 1 };

describe('Dubai clock', () => {
  it('reads today and the hour on the Dubai clock, not UTC', () => {
    expect(dubaiToday(new Date('2026-11-22T20:30:00Z'))).toBe('2026-11-23');
    expect(dubaiHour(new Date('2026-11-22T20:30:00Z'))).toBe(0);
    expect(dubaiHour(now)).toBe(9);
  });

  it('gives the hour Intl gives for Asia/Dubai, every hour of a year', () => {
    const intl = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dubai', hour: '2-digit', hourCycle: 'h23' });
    const start = Date.UTC(2026, 0, 1);
    for (let hour = 0; hour < 366 * 24; hour += 1) {
      const instant = new Date(start + hour * 3_600_000 + 59 * 60_000);
      expect(dubaiHour(instant)).toBe(Number(intl.format(instant)));
    }
  });

  it('numbers weekdays sunday=0 … saturday=6', () => {
    expect(weekdayOf('2026-11-29')).toBe(0);
    expect(weekdayOf('2026-11-23')).toBe(1);
    expect(weekdayOf('2026-11-28')).toBe(6);
  });

  it('knows a real calendar date from a wrong one', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('23/11/2026')).toBe(false);
  });
});

describe('the bookable window', () => {
  it('starts today when the start date has passed', () => {
    expect(minBookableDate(dated(), now)).toBe('2026-11-23');
  });

  it('starts on the start date when that is later than today', () => {
    expect(minBookableDate(dated({ startDate: '2026-12-05' }), now)).toBe('2026-12-05');
  });

  it('ends on the end date', () => {
    expect(maxBookableDate(dated(), now)).toBe('2026-12-31');
  });

  it('ends on the last listed event date when there is no end date', () => {
    expect(maxBookableDate(dated({ endDate: null, eventDates: ['2026-12-10', '2026-12-03'] }), now)).toBe('2026-12-10');
  });

  it('reaches at most one year ahead', () => {
    expect(maxBookableDate(dated({ endDate: '2030-01-01' }), now)).toBe('2027-11-23');
  });

  it('has no end when the package gives neither an end date nor event dates', () => {
    expect(maxBookableDate(dated({ endDate: null }), now)).toBeNull();
  });
});

describe('isBookableDate', () => {
  it('refuses past dates and accepts today', () => {
    expect(isBookableDate(dated(), '2026-11-22', now)).toBe(false);
    expect(isBookableDate(dated(), '2026-11-23', now)).toBe(true);
  });

  it('refuses dates after the end date', () => {
    expect(isBookableDate(dated(), '2026-12-31', now)).toBe(true);
    expect(isBookableDate(dated(), '2027-01-01', now)).toBe(false);
  });

  it('refuses listed disabled dates', () => {
    expect(isBookableDate(dated({ disabledDates: ['2026-12-02'] }), '2026-12-02', now)).toBe(false);
    expect(isBookableDate(dated({ disabledDates: ['2026-12-02'] }), '2026-12-03', now)).toBe(true);
  });

  it('refuses disabled weekdays, sunday being 0 and saturday 6', () => {
    const noWeekend = dated({ disabledWeeks: [0, 6] });
    expect(isBookableDate(noWeekend, '2026-11-28', now)).toBe(false);
    expect(isBookableDate(noWeekend, '2026-11-29', now)).toBe(false);
    expect(isBookableDate(noWeekend, '2026-11-27', now)).toBe(true);
  });

  it('allows only the listed event dates when the package lists them', () => {
    const event = dated({ eventDates: ['2026-12-03', '2026-12-04'] });
    expect(isBookableDate(event, '2026-12-03', now)).toBe(true);
    expect(isBookableDate(event, '2026-12-05', now)).toBe(false);
  });

  it('refuses something that is not a date', () => {
    expect(isBookableDate(dated(), '2026-11-31', now)).toBe(false);
  });

  describe('disable_booking_prior', () => {
    const prior = dated({ disableBookingPrior: 1 });
    const at0059 = new Date('2026-11-22T20:59:00Z'); // 00:59 on Monday 23 November in Dubai
    const at0100 = new Date('2026-11-22T21:00:00Z'); // 01:00 on Monday 23 November in Dubai

    it('disables today but leaves tomorrow open before 01:00 Dubai time', () => {
      expect(isBookableDate(prior, '2026-11-23', at0059)).toBe(false);
      expect(isBookableDate(prior, '2026-11-24', at0059)).toBe(true);
    });

    it('disables tomorrow too from 01:00 Dubai time', () => {
      expect(isBookableDate(prior, '2026-11-24', at0100)).toBe(false);
      expect(isBookableDate(prior, '2026-11-25', at0100)).toBe(true);
    });

    it('leaves today open on a package without it', () => {
      expect(isBookableDate(dated(), '2026-11-23', at0100)).toBe(true);
    });
  });
});

describe('bookableDates', () => {
  it('lists the open days of a range, skipping disabled weekdays and dates', () => {
    const pkg = dated({ disabledWeeks: [0], disabledDates: ['2026-11-26'] });
    expect(bookableDates(pkg, '2026-11-20', '2026-12-01', now)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-27',
      '2026-11-28',
      '2026-11-30',
      '2026-12-01',
    ]);
  });

  it('lists a month for the calendar, only inside the window', () => {
    expect(bookableDatesInMonth(dated({ endDate: '2026-11-25' }), '2026-11', now)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
    ]);
    expect(bookableDatesInMonth(dated(), '2026-12', now)).toHaveLength(31);
    expect(bookableDatesInMonth(dated(), '2027-01', now)).toEqual([]);
  });

  it('handles a February month end', () => {
    const pkg = dated({ endDate: '2027-03-31' });
    expect(bookableDatesInMonth(pkg, '2027-02', now)).toHaveLength(28);
  });
});

describe('firstBookableDate', () => {
  it('is today on an open package', () => {
    expect(firstBookableDate(dated(), now)).toBe('2026-11-23');
  });

  it('skips disabled weekdays and dates to the first open day', () => {
    expect(firstBookableDate(dated({ disabledWeeks: [1, 2], disabledDates: ['2026-11-25'] }), now)).toBe('2026-11-26');
  });

  it('is the earliest listed event date still ahead, whatever the list order', () => {
    expect(firstBookableDate(dated({ eventDates: ['2026-12-10', '2026-11-20', '2026-12-03'] }), now)).toBe('2026-12-03');
  });

  it('is null when nothing is left', () => {
    expect(firstBookableDate(dated({ endDate: '2026-11-22' }), now)).toBeNull();
  });
});

describe('isEventCompletelyBooked', () => {
  it('is false while a date of the window can be booked', () => {
    expect(isEventCompletelyBooked(dated(), now)).toBe(false);
  });

  it('is true when the end date is before today', () => {
    expect(isEventCompletelyBooked(dated({ endDate: '2026-11-22' }), now)).toBe(true);
  });

  it('is true when the package gives no end', () => {
    expect(isEventCompletelyBooked(dated({ endDate: null }), now)).toBe(true);
  });

  it('is true when every listed event date has passed', () => {
    expect(isEventCompletelyBooked(dated({ eventDates: ['2026-11-20', '2026-11-21'] }), now)).toBe(true);
  });

  it('is true when the only remaining day is disabled by disable_booking_prior', () => {
    expect(isEventCompletelyBooked(dated({ endDate: '2026-11-24', disableBookingPrior: 1 }), now)).toBe(true);
  });
});

describe('dateFailure', () => {
  it("says 'Event is Completely Booked' before anything else", () => {
    const failure = dateFailure(dated({ endDate: '2026-11-01' }), '2026-11-25', null, two, now);
    expect(failure).toEqual({ code: 'date_sold_out' });
    expect(failureText(failure!)).toBe('Event is Completely Booked');
  });

  it("says 'Please Select a Date' when none is chosen", () => {
    expect(failureText(dateFailure(dated(), null, null, two, now)!)).toBe('Please Select a Date');
  });

  it('refuses a date the calendar would not offer', () => {
    expect(dateFailure(dated(), '2026-11-20', null, two, now)).toEqual({ code: 'date_not_bookable' });
  });

  it("says 'Selected Date is Fully Booked' when fewer adults are left than chosen", () => {
    const failure = dateFailure(dated(), '2026-11-25', { adultTickets: 1, childTickets: 10 }, two, now);
    expect(failureText(failure!)).toBe('Selected Date is Fully Booked');
  });

  it('is fully booked when fewer children are left than chosen', () => {
    expect(dateFailure(dated(), '2026-11-25', { adultTickets: 10, childTickets: 0 }, two, now)).toEqual({
      code: 'date_fully_booked',
    });
  });

  it('accepts exactly as many tickets as are left', () => {
    expect(dateFailure(dated(), '2026-11-25', { adultTickets: 2, childTickets: 1 }, two, now)).toBeNull();
  });

  it('treats a date without a limit row, or empty limits, as unlimited', () => {
    expect(dateFailure(dated(), '2026-11-25', null, { adults: 99, children: 99 }, now)).toBeNull();
    expect(
      dateFailure(dated(), '2026-11-25', { adultTickets: null, childTickets: null }, { adults: 99, children: 99 }, now),
    ).toBeNull();
  });
});

describe('tickets left', () => {
  it('counts empty tickets as 9999', () => {
    expect(hasTickets({ adultTickets: null, childTickets: 0 }, { adults: 9999, children: 0 })).toBe(true);
    expect(hasTickets({ adultTickets: null, childTickets: 0 }, { adults: 10_000, children: 0 })).toBe(false);
  });

  it('derives the tickets left from capacity and taken, never below 0', () => {
    expect(remainingTickets(20, 18)).toBe(2);
    expect(remainingTickets(20, 25)).toBe(0);
    expect(remainingTickets(null, 500)).toBeNull();
  });
});
