import type { CalendarDay } from '@portal/contract/calendar';

/** What the date step's calendar shows of one day: whether it can be picked, why not, its price and peak mark. */
export type DayView = {
  selectable: boolean;
  /** why it cannot be picked; null when it can */
  reason: 'closed' | 'sold_out' | null;
  /** AED per adult, when known */
  price: number | null;
  peak: boolean;
};

/**
 * One day as the calendar shows it (decision 039): the package's date rules (`bookable`, checked in the
 * browser at once) and the server's answer for the day (prices, sold out), when it came. A day the rules
 * close is closed whatever the answer; a day the server says is closed or sold out cannot be picked.
 */
export function dayView(bookable: boolean, day: CalendarDay | undefined): DayView {
  const price = day ? day.adult_price : null;
  const peak = day?.peak === 1;
  if (!bookable || day?.status === 'closed') return { selectable: false, reason: 'closed', price, peak };
  if (day?.status === 'sold_out') return { selectable: false, reason: 'sold_out', price, peak };
  return { selectable: true, reason: null, price, peak };
}

/** The travellers a month is judged for: the counters, or one adult before any is chosen. */
export function calendarCounts(counts: { adults: number; children: number }) {
  return counts.adults + counts.children > 0 ? counts : { adults: 1, children: 0 };
}
