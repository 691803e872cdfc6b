import type { ActionOutput } from '@portal/contract/action';
import type { consolePackageAvailabilityAction } from '@portal/contract/console-availability';
import { dubaiToday, maxBookableDate, minBookableDate, remainingTickets, weekdayOf } from '@portal/domain/booking/index';
import { instantOfDubaiTimestamp } from '@portal/domain/dates';
import { monthWeeks } from '../../../lib/month-grid.ts';

/** The console's answer for one package and month (consolePackageAvailability). */
export type MonthAvailability = ActionOutput<typeof consolePackageAvailabilityAction>;

/**
 * Why a day cannot be booked, in the order the booking flow's date rule (packages/domain booking/dates)
 * checks them; 'open' when a visitor can pick it.
 */
export type DayState = 'past' | 'closed' | 'outside' | 'weekday_off' | 'not_event' | 'too_soon' | 'open';

/** Tickets left of a capacity; null capacity = unlimited. */
export type TicketsLeft = { left: number | null; capacity: number | null };

export type CalendarDay = {
  date: string;
  state: DayState;
  /** AED, the date's own price when it lists one, else the package's */
  adultPrice: number | null;
  childPrice: number | null;
  peak: boolean;
  /** whether the date lists its own prices (prices_by_date) */
  ownPrice: boolean;
  /** the tightest of the date's own tickets and its slots' (summed over the enabled slots) */
  adults: TicketsLeft;
  children: TicketsLeft;
  /** whether the date lists its own tickets (date_availability) */
  ownTickets: boolean;
  soldOut: boolean;
};

const unlimited: TicketsLeft = { left: null, capacity: null };

/** The tighter of two limits: the one with fewer tickets left (an unlimited one never binds). */
function tighter(a: TicketsLeft, b: TicketsLeft): TicketsLeft {
  if (a.left === null) return b;
  if (b.left === null) return a;
  return b.left < a.left ? b : a;
}

/** The slots' tickets on a date added up; one unlimited slot makes the day unlimited. */
function slotsLeft(caps: (number | null)[], taken: number[]): TicketsLeft {
  if (caps.length === 0 || caps.some((cap) => cap === null)) return unlimited;
  let left = 0;
  let capacity = 0;
  caps.forEach((cap, i) => {
    capacity += cap!;
    left += remainingTickets(cap, taken[i] ?? 0)!;
  });
  return { left, capacity };
}

/** Why `date` cannot be booked, checked as the booking flow's rule does; `now` is the server's clock. */
export function dayState(pkg: MonthAvailability['package'], date: string, now: Date): DayState {
  const rules = {
    startDate: pkg.start_date,
    endDate: pkg.end_date,
    eventDates: pkg.event_dates,
    disabledDates: pkg.disabled_dates,
    disabledWeeks: pkg.disabled_weeks,
    disableBookingPrior: pkg.disable_booking_prior,
  };
  if (date < dubaiToday(now)) return 'past';
  if (pkg.disabled_dates.includes(date)) return 'closed';
  const max = maxBookableDate(rules, now);
  if ((pkg.start_date !== null && date < pkg.start_date) || max === null || date > max) return 'outside';
  if (pkg.disabled_weeks.includes(weekdayOf(date))) return 'weekday_off';
  if (pkg.event_dates.length > 0 && !pkg.event_dates.includes(date)) return 'not_event';
  if (date < minBookableDate(rules, now)) return 'too_soon';
  return 'open';
}

/**
 * Each day of the answer's month with what the calendar shows: whether it can be booked, its price (peak
 * marked) and the tickets left — the date's own capacity, or its enabled slots' summed, whichever binds.
 */
export function calendarDays(answer: MonthAvailability): CalendarDay[] {
  const now = instantOfDubaiTimestamp(answer.now);
  const { package: pkg } = answer;
  const dates = new Map(answer.dates.map((d) => [d.date, d]));
  const prices = new Map(answer.prices.map((p) => [p.date, p]));
  const slots = pkg.enable_time_picker === 1 ? answer.time_slots.filter((s) => s.enable === 1) : [];
  const takenOf = (date: string, kind: 'adult_taken' | 'child_taken') =>
    slots.map((s) => answer.slot_taken.find((row) => row.time_slot_id === s.id && row.date === date)?.[kind] ?? 0);

  return monthWeeks(answer.month)
    .flat()
    .filter((date): date is string => date !== null)
    .map((date) => {
      const own = dates.get(date);
      const price = prices.get(date);
      const ownAdults = own
        ? { left: remainingTickets(own.adult_tickets, own.adult_taken), capacity: own.adult_tickets }
        : unlimited;
      const ownChildren = own
        ? { left: remainingTickets(own.child_tickets, own.child_taken), capacity: own.child_tickets }
        : unlimited;
      const adults = tighter(
        ownAdults,
        slotsLeft(
          slots.map((s) => s.adult_tickets),
          takenOf(date, 'adult_taken'),
        ),
      );
      const children = tighter(
        ownChildren,
        slotsLeft(
          slots.map((s) => s.child_tickets),
          takenOf(date, 'child_taken'),
        ),
      );
      return {
        date,
        state: dayState(pkg, date, now),
        adultPrice: price?.adult_price ?? pkg.adult_price,
        childPrice: price?.child_price ?? pkg.child_price,
        peak: price?.peak_price === 1,
        ownPrice: price !== undefined,
        adults,
        children,
        ownTickets: own !== undefined && (own.adult_tickets !== null || own.child_tickets !== null),
        soldOut: adults.left === 0 && children.left === 0,
      };
    });
}

/** The days from `a` to `b` in order, whichever was chosen first. */
export function orderedRange(a: string, b: string): { from: string; to: string } {
  return a <= b ? { from: a, to: b } : { from: b, to: a };
}
