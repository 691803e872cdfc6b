import { describe, expect, test } from 'vitest';
import { calendarDays, dayState, orderedRange, type MonthAvailability } from './availability-month.ts';

// the server's clock: 12:00 in Dubai on 22 November 2026
const now = '2026-11-22 12:00:00';

const pkg = (overrides: Partial<MonthAvailability['package']> = {}): MonthAvailability['package'] => ({
  id: 7,
  package_name: 'Desert Safari',
  arabic_name: 'رحلة السفاري',
  adult_price: 100,
  child_price: 50,
  enable: 1,
  disabled: 0,
  redirect: 0,
  enable_date_picker: 1,
  enable_time_picker: 1,
  start_date: '2026-11-01',
  end_date: '2027-06-30',
  event_dates: [],
  disabled_dates: [],
  disabled_weeks: [],
  disable_booking_prior: 0,
  ...overrides,
});

const slot = (id: number, adult: number | null, child: number | null, enable: 0 | 1 = 1) => ({
  id,
  time_slot: `slot ${id}`,
  adult_tickets: adult,
  child_tickets: child,
  enable,
  position: id,
  bookings: 0,
  most_adults_taken: 0,
  most_children_taken: 0,
});

const answer = (overrides: Partial<MonthAvailability> = {}): MonthAvailability => ({
  package: pkg(),
  time_slots: [],
  month: '2026-12',
  now,
  dates: [],
  prices: [],
  slot_taken: [],
  ...overrides,
});

const day = (a: MonthAvailability, date: string) => calendarDays(a).find((d) => d.date === date)!;

describe('dayState: the booking flow date rule, with the reason a day cannot be booked', () => {
  const at = new Date('2026-11-22T08:00:00Z');

  test('past days, closed days and days outside start..end', () => {
    expect(dayState(pkg(), '2026-11-21', at)).toBe('past');
    expect(dayState(pkg(), '2026-11-22', at)).toBe('open');
    expect(dayState(pkg({ disabled_dates: ['2026-12-25'] }), '2026-12-25', at)).toBe('closed');
    expect(dayState(pkg({ start_date: '2026-12-10' }), '2026-12-09', at)).toBe('outside');
    expect(dayState(pkg(), '2027-07-01', at)).toBe('outside');
    // no end date and no event dates: the specification's 'Event is Completely Booked'
    expect(dayState(pkg({ end_date: null }), '2026-12-01', at)).toBe('outside');
  });

  test('a disabled weekday, a day that is not an event date, and booking prior switched off', () => {
    // 2026-12-04 is a Friday (5)
    expect(dayState(pkg({ disabled_weeks: [5] }), '2026-12-04', at)).toBe('weekday_off');
    expect(dayState(pkg({ event_dates: ['2026-12-05'] }), '2026-12-04', at)).toBe('not_event');
    expect(dayState(pkg({ event_dates: ['2026-12-05'] }), '2026-12-05', at)).toBe('open');
    // after 01:00 in Dubai, neither today nor tomorrow
    expect(dayState(pkg({ disable_booking_prior: 1 }), '2026-11-23', at)).toBe('too_soon');
    expect(dayState(pkg({ disable_booking_prior: 1 }), '2026-11-24', at)).toBe('open');
  });
});

describe('calendarDays', () => {
  test('every day of the month, priced by the package unless the date lists its own (peak marked)', () => {
    const days = calendarDays(answer({ prices: [{ date: '2026-12-31', adult_price: 200, child_price: null, peak_price: 1 }] }));
    expect(days).toHaveLength(31);
    expect(days[0]).toMatchObject({ date: '2026-12-01', adultPrice: 100, childPrice: 50, peak: false, ownPrice: false });
    expect(days[30]).toMatchObject({ date: '2026-12-31', adultPrice: 200, childPrice: 50, peak: true, ownPrice: true });
  });

  test("tickets left are the enabled slots' summed, unlimited when one slot is", () => {
    const a = answer({
      time_slots: [slot(1, 5, 2), slot(2, 3, null), slot(3, 9, 9, 0)],
      slot_taken: [{ time_slot_id: 1, date: '2026-12-12', adult_taken: 2, child_taken: 2 }],
    });
    expect(day(a, '2026-12-12')).toMatchObject({ adults: { left: 6, capacity: 8 }, children: { left: null, capacity: null } });
    expect(day(a, '2026-12-13').adults).toEqual({ left: 8, capacity: 8 });
  });

  test("the date's own tickets bind when they are tighter than the slots, and a day with none left is sold out", () => {
    const a = answer({
      time_slots: [slot(1, 5, 5)],
      dates: [
        { date: '2026-12-12', adult_tickets: 3, child_tickets: 0, adult_taken: 1, child_taken: 0 },
        { date: '2026-12-13', adult_tickets: 4, child_tickets: 4, adult_taken: 4, child_taken: 4 },
      ],
    });
    expect(day(a, '2026-12-12')).toMatchObject({
      adults: { left: 2, capacity: 3 },
      children: { left: 0, capacity: 0 },
      ownTickets: true,
      soldOut: false,
    });
    expect(day(a, '2026-12-13').soldOut).toBe(true);
    expect(day(a, '2026-12-14')).toMatchObject({ adults: { left: 5, capacity: 5 }, ownTickets: false });
  });

  test('slots do not count for a package without the time step', () => {
    const a = answer({ package: pkg({ enable_time_picker: 0 }), time_slots: [slot(1, 5, 5)] });
    expect(day(a, '2026-12-12').adults).toEqual({ left: null, capacity: null });
  });
});

test('a range reads the same whichever end was chosen first', () => {
  expect(orderedRange('2026-12-10', '2026-12-03')).toEqual({ from: '2026-12-03', to: '2026-12-10' });
  expect(orderedRange('2026-12-03', '2026-12-03')).toEqual({ from: '2026-12-03', to: '2026-12-03' });
});
