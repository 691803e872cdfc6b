import { z } from 'zod';
import { defineAction } from './action.ts';
import {
  aed,
  aedInput,
  blankIsNull,
  dateInput,
  flag,
  flagInput,
  idInput,
  nameText,
  text,
  timestamp,
  wholeNumberInput,
} from './common.ts';

/**
 * The console's availability and prices of one package (decision 035): its time slots, tickets per
 * date, closed dates and prices by date, read a month at a time for the calendar. Admins, and team members holding edit_packages on the package's destination
 * (decision 060); a capacity
 * below the tickets already sold or held is refused with the numbers (capacity_below_taken).
 */

/** The most days one change covers: a year of the calendar (spec part 1 §5: it lists one year ahead). */
export const maxRangeDays = 366;

/** The most tickets a slot or a date may list; blank is unlimited. */
export const maxTickets = 100_000;

const calendarDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');

/** Tickets per date: a whole number, or blank for unlimited (spec part 1 §3 Time slot: "empty means unlimited"). */
const ticketsInput = blankIsNull(wholeNumberInput(z.number().min(0).max(maxTickets)));

/** AED with at most two decimals, or blank for the package's own price. */
const priceInput = blankIsNull(aedInput(100_000));

const monthInput = text()
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'YYYY-MM');

const dayMs = 86_400_000;
const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs;

/** One day (to = from) or a range of days of one package, at most a year. */
const rangeInput = z
  .object({ package_id: idInput, from: dateInput, to: dateInput })
  .refine((r) => r.to >= r.from, { path: ['to'], message: 'on or after the first day' })
  .refine((r) => daysBetween(r.from, r.to) < maxRangeDays, { path: ['to'], message: `at most ${maxRangeDays} days` });

/** A time slot as the console edits it, with what it has sold. */
export const consoleTimeSlotSchema = z.object({
  id: z.number().int(),
  time_slot: z.string(),
  /** tickets per date; null = unlimited */
  adult_tickets: z.number().int().nullable(),
  child_tickets: z.number().int().nullable(),
  enable: flag,
  position: z.number().int(),
  /** bookings made for it: a slot with bookings or tickets taken cannot be deleted, only disabled */
  bookings: z.number().int(),
  /** the most adult and child tickets sold or held on any one date: its capacity cannot go below them */
  most_adults_taken: z.number().int(),
  most_children_taken: z.number().int(),
});
export type ConsoleTimeSlot = z.infer<typeof consoleTimeSlotSchema>;

/** The package's fields the calendar's date rules and prices read (packages/domain booking/dates). */
export const availabilityPackageSchema = z.object({
  id: z.number().int(),
  package_name: z.string(),
  arabic_name: z.string(),
  adult_price: aed.nullable(),
  child_price: aed.nullable(),
  enable: flag,
  disabled: flag,
  redirect: flag,
  enable_date_picker: flag,
  enable_time_picker: flag,
  start_date: calendarDate.nullable(),
  end_date: calendarDate.nullable(),
  event_dates: z.array(calendarDate),
  /** closed dates: the booking calendar does not offer them */
  disabled_dates: z.array(calendarDate),
  /** sunday=0 … saturday=6 */
  disabled_weeks: z.array(z.number().int()),
  disable_booking_prior: flag,
});
export type AvailabilityPackage = z.infer<typeof availabilityPackageSchema>;

/** A date's own capacity (date_availability) and the tickets sold or held on it; null capacity = unlimited. */
export const dateTicketsSchema = z.object({
  date: calendarDate,
  adult_tickets: z.number().int().nullable(),
  child_tickets: z.number().int().nullable(),
  adult_taken: z.number().int(),
  child_taken: z.number().int(),
});
export type DateTickets = z.infer<typeof dateTicketsSchema>;

/** A date's own prices (prices_by_date); a null price is the package's. */
export const datePriceSchema = z.object({
  date: calendarDate,
  adult_price: aed.nullable(),
  child_price: aed.nullable(),
  peak_price: flag,
});
export type DatePrice = z.infer<typeof datePriceSchema>;

/** The tickets one slot has sold or held on one date. */
export const slotTakenSchema = z.object({
  time_slot_id: z.number().int(),
  date: calendarDate,
  adult_taken: z.number().int(),
  child_taken: z.number().int(),
});
export type SlotTaken = z.infer<typeof slotTakenSchema>;

export const consolePackageAvailabilityAction = defineAction({
  name: 'consolePackageAvailability',
  auth: 'operator',
  summary:
    "One package's availability for the console's month calendar: its date rules and prices, its time slots (disabled too) with " +
    "what each sold, and for the month (YYYY-MM) each date's own tickets, prices and the slots' tickets taken; `now` is the server's " +
    'clock, so the calendar tells past and bookable days as the booking flow does.',
  input: z.object({ id: idInput, month: monthInput }),
  output: z.object({
    package: availabilityPackageSchema,
    time_slots: z.array(consoleTimeSlotSchema),
    month: z.string(),
    now: timestamp,
    dates: z.array(dateTicketsSchema),
    prices: z.array(datePriceSchema),
    slot_taken: z.array(slotTakenSchema),
  }),
  cacheSeconds: 0,
});

export const saveTimeSlotAction = defineAction({
  name: 'saveTimeSlot',
  auth: 'operator',
  summary:
    'Adds a time slot to a package (no id; it goes last) or changes one: its time text, adult and child tickets per date (blank = ' +
    'unlimited), enabled. Tickets below what is already sold or held on any date answer capacity_below_taken (409) with the ' +
    'numbers. Visitors see the change at once. Audited.',
  input: z.object({
    package_id: idInput,
    id: idInput.optional(),
    time_slot: nameText().trim().min(1).max(60),
    adult_tickets: ticketsInput,
    child_tickets: ticketsInput,
    enable: flagInput,
  }),
  output: z.object({ data: consoleTimeSlotSchema }),
  cacheSeconds: 0,
});

export const moveTimeSlotAction = defineAction({
  name: 'moveTimeSlot',
  auth: 'operator',
  summary: "Moves a time slot one place up or down in its package's order (the order visitors see). Audited.",
  input: z.object({ id: idInput, direction: z.enum(['up', 'down']) }),
  output: z.object({ data: z.array(consoleTimeSlotSchema) }),
  cacheSeconds: 0,
});

export const deleteTimeSlotAction = defineAction({
  name: 'deleteTimeSlot',
  auth: 'operator',
  summary:
    'Deletes a time slot nobody booked; one with bookings or tickets sold or held answers in_use (disable it instead). Audited.',
  input: z.object({ id: idInput }),
  output: z.object({ deleted: z.literal(1) }),
  cacheSeconds: 0,
});

export const saveDateTicketsAction = defineAction({
  name: 'saveDateTickets',
  auth: 'operator',
  summary:
    "Sets the package's own adult and child tickets (blank = unlimited) on one day or every day of a range (from–to, at most a " +
    'year). A capacity below the tickets already sold or held on a date answers capacity_below_taken (409) with the numbers and ' +
    'changes no date. Audited.',
  input: rangeInput.safeExtend({ adult_tickets: ticketsInput, child_tickets: ticketsInput }),
  output: z.object({ changed: z.number().int() }),
  cacheSeconds: 0,
});

export const setDatesClosedAction = defineAction({
  name: 'setDatesClosed',
  auth: 'operator',
  summary:
    "Closes (closed 1) or re-opens (closed 0) one day or a range for booking: the package's disabled_dates, which the booking " +
    'calendar does not offer. Visitors see it at once. Audited.',
  input: rangeInput.safeExtend({ closed: flagInput }),
  output: z.object({ changed: z.number().int(), disabled_dates: z.array(calendarDate) }),
  cacheSeconds: 0,
});

export const saveDatePricesAction = defineAction({
  name: 'saveDatePrices',
  auth: 'operator',
  summary:
    'Sets the adult and child price in AED (blank = the package price) and the peak flag of one day or every day of a range; the ' +
    'booking flow charges them. Audited.',
  input: rangeInput
    .safeExtend({ adult_price: priceInput, child_price: priceInput, peak_price: flagInput })
    .refine((r) => r.adult_price !== null || r.child_price !== null || r.peak_price === 1, {
      path: ['adult_price'],
      message: 'a price, or the peak flag',
    }),
  output: z.object({ changed: z.number().int() }),
  cacheSeconds: 0,
});

export const removeDatePricesAction = defineAction({
  name: 'removeDatePrices',
  auth: 'operator',
  summary: "Removes the own prices of one day or a range: those days cost the package's prices again. Audited.",
  input: rangeInput,
  output: z.object({ changed: z.number().int() }),
  cacheSeconds: 0,
});

/** The console's availability and prices: time slots, tickets per date, closed dates, prices by date (decision 035). */
export const consoleAvailabilityActions = [
  consolePackageAvailabilityAction,
  saveTimeSlotAction,
  moveTimeSlotAction,
  deleteTimeSlotAction,
  saveDateTicketsAction,
  setDatesClosedAction,
  saveDatePricesAction,
  removeDatePricesAction,
] as const;
