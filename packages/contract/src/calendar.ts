import { z } from 'zod';
import { defineAction } from './action.ts';
import { aed, idInput, text, wholeNumberInput } from './common.ts';

/** Why a day of the calendar cannot be picked: `closed` (the package's date rules), `sold_out` (no tickets left for the count). */
export const calendarDayStatuses = ['open', 'closed', 'sold_out'] as const;
export type CalendarDayStatus = (typeof calendarDayStatuses)[number];

/** One day of a package's calendar month. */
export const calendarDaySchema = z.object({
  /** YYYY-MM-DD */
  date: z.string(),
  status: z.enum(calendarDayStatuses),
  /** AED per adult on that day: the date's price when listed, else the package's (the price createPurchase charges) */
  adult_price: aed,
  child_price: aed,
  /** 1 on a peak-price date (prices_by_date.peak_price) */
  peak: z.union([z.literal(0), z.literal(1)]),
});
export type CalendarDay = z.infer<typeof calendarDaySchema>;

/** A month of the calendar as YYYY-MM. */
const monthInput = text()
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'a month as YYYY-MM');

/** A count of travellers for which the days are judged. */
const travellersInput = wholeNumberInput(z.number().min(0).max(999));

export const packageCalendarAction = defineAction({
  name: 'packageCalendar',
  auth: 'public',
  summary:
    "Every day of one month of a package's date step, with its ticket prices (the same rule createPurchase prices with), whether it is a peak-price day, and whether it can be booked for `adults` and `children` (default one adult; an option-list package counts its own ticket): `closed` by the package's date rules (before its first or after its last bookable date, a disabled date or weekday, not an event date, too late to book), `sold_out` when the date's, every time slot's or the package's overall tickets left are fewer. Cached briefly; a purchase that takes the last tickets of a date, slot or package empties the cache.",
  input: z.object({
    package_id: idInput,
    month: monthInput,
    adults: travellersInput.default(1),
    children: travellersInput.default(0),
  }),
  output: z.object({ data: z.array(calendarDaySchema) }),
  cacheSeconds: 30,
});

/** Decision 039: the package calendar (prices, peak, sold-out and closed days). */
export const calendarActions = [packageCalendarAction] as const;
