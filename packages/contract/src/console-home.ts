import { z } from 'zod';
import { defineAction } from './action.ts';
import { aed, noInput, timestamp } from './common.ts';

/**
 * The console's home, /backoffice: the day at a glance. Each figure carries the console path of the list
 * that shows its rows (with that list's filters in the query string where it has them). Moderators get the
 * figures of daily work; money, nearly full slots and low stock are for admins and null for moderators.
 */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');
const count = z.number().int().nonnegative();

/** A span of Dubai calendar days, both ends included. */
export const daySpanSchema = z.object({ from: isoDate, to: isoDate });

/** How many rows wait in a console list, and its path. */
export const todayFigureSchema = z.object({ count, path: z.string() });
export type TodayFigure = z.infer<typeof todayFigureSchema>;

/** Confirmed bookings of a span of days and the people they bring (adults and children). */
export const visitTotalsSchema = z.object({ bookings: count, attendees: count, span: daySpanSchema, path: z.string() });

/** The confirmed bookings of one package on one date and time slot. */
export const visitSlotSchema = z.object({
  package_id: z.number().int(),
  package_name: z.string(),
  package_arabic_name: z.string(),
  date: isoDate,
  /** null for a package booked by date only */
  time_slot_id: z.number().int().nullable(),
  time_slot: z.string().nullable(),
  bookings: count,
  attendees: count,
  /** adult and child tickets of the slot (or of the date, for a package without slots); null: unlimited */
  capacity: count.nullable(),
  /** tickets sold or held on that slot and date */
  taken: count,
  /** 1 when `taken` is at least the nearly-full share of a limited capacity */
  nearly_full: z.union([z.literal(0), z.literal(1)]),
  /** the attendee list of that package, date and slot */
  path: z.string(),
  /** admins: the package's availability page, where its capacity is changed; null for moderators */
  availability_path: z.string().nullable(),
});
export type VisitSlot = z.infer<typeof visitSlotSchema>;

/** Money moved at the payment provider (the ledger): charges taken and refunds given back, in AED. */
export const moneyMovedSchema = z.object({ revenue: aed, refunds: aed });
export type MoneyMoved = z.infer<typeof moneyMovedSchema>;

export const moneyPeriodSchema = z.object({
  span: daySpanSchema,
  current: moneyMovedSchema,
  previous_span: daySpanSchema,
  previous: moneyMovedSchema,
});
export type MoneyPeriod = z.infer<typeof moneyPeriodSchema>;

/** The share of a limited capacity taken from which a slot counts as nearly full. */
export const nearlyFullPercent = 90;
/** Units on sale at or under which a product or variant counts as low in stock. */
export const lowStockUnits = 5;

export const consoleTodaySchema = z.object({
  /** the operator's day: today in Dubai, and the moment the figures were read */
  today: isoDate,
  read_at: timestamp,
  visits: z.object({
    today: visitTotalsSchema,
    /** tomorrow to a week from today */
    coming: visitTotalsSchema,
    /** today's and the coming days' slots that have confirmed bookings, by date, time and package */
    slots: z.array(visitSlotSchema),
  }),
  /** today's confirmed bookings checked in at the gate, of all of today's confirmed bookings */
  check_ins: z.object({ checked_in: count, expected: count, path: z.string() }),
  /** each list the caller may open (a team member: their team's permissions, their stores' orders); absent otherwise */
  work: z.object({
    /** paid store orders not shipped yet (pending or processing) */
    store_orders_to_ship: todayFigureSchema.optional(),
    /** the print queue: paid postcards not posted yet (to print, or printed and to post) */
    postcards_in_queue: todayFigureSchema.optional(),
    invoices_to_review: todayFigureSchema.optional(),
    /** e-mails and SMS given up on, or still retried after an error */
    failed_messages: todayFigureSchema.optional(),
    /** payments that took money without confirming a purchase and are not refunded yet */
    payments_to_settle: todayFigureSchema.optional(),
  }),
  /** admins: the ledger by Dubai day, Monday-to-Sunday week and month, each with the period before */
  money: z.object({ day: moneyPeriodSchema, week: moneyPeriodSchema, month: moneyPeriodSchema }).nullable(),
  /** admins: slots of today and the coming days at least `nearlyFullPercent` taken */
  nearly_full: z.object({ count, percent: count }).nullable(),
  /** admins: enabled products and variants with at most `units` on sale */
  low_stock: z.object({ count, units: count, path: z.string() }).nullable(),
});
export type ConsoleToday = z.infer<typeof consoleTodaySchema>;

export const getConsoleTodayAction = defineAction({
  name: 'getConsoleToday',
  auth: 'operator',
  summary:
    "The console home's figures for today in Dubai: confirmed visits today and in the coming 7 days by package and slot, " +
    "today's check-ins, the work waiting in each daily list (store orders to ship, postcards in the print queue, invoices to review, " +
    'undelivered messages, payments to settle), each with its list path; for admins also the money taken and refunded today, ' +
    'this week (Monday to Sunday) and this month against the period before, nearly full slots and low stock.',
  input: noInput,
  output: z.object({ data: consoleTodaySchema }),
  cacheSeconds: 0,
});

export const consoleHomeActions = [getConsoleTodayAction] as const;
