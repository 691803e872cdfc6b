import { z } from 'zod';
import { defineAction } from './action.ts';
import { text } from './common.ts';

/**
 * The console's one search (decision 060): bookings, customers, store orders, products and packages matched
 * together from the shell's top bar, a few of each, each with the console page that opens it.
 */

/** At most this many rows of each group: the search finds a record, the group's own page lists the rest. */
export const consoleSearchPerGroup = 5;

export const consoleSearchGroups = ['bookings', 'customers', 'store_orders', 'products', 'packages'] as const;
export type ConsoleSearchGroup = (typeof consoleSearchGroups)[number];

/** One found record: what it is called (in both languages where it has both), a line beside it and its page. */
export const consoleSearchHitSchema = z.object({
  title: z.string(),
  /** the Arabic name of a product or package; "" for records named in one language */
  arabic_title: z.string(),
  /** the booking's or order's customer and e-mail, the customer's e-mail and mobile, a package's destination */
  detail: z.string(),
  /** the console page that opens it, e.g. /backoffice/bookings/SHJ12AB34 */
  link: z.string(),
});
export type ConsoleSearchHit = z.infer<typeof consoleSearchHitSchema>;

export const consoleSearchAction = defineAction({
  name: 'consoleSearch',
  auth: 'operator',
  summary:
    'Finds bookings (by order number, or the customer e-mail or mobile), customers (by name, e-mail or mobile), store orders ' +
    '(by number or the buyer e-mail), products and packages (by name in English or Arabic), at most 5 of each, newest ' +
    'first, each with its console page. A number matches from its start, an e-mail from its start, a mobile whole or from ' +
    'its + start. A group the caller may not open is absent; a team member gets only the bookings, store orders and packages ' +
    "of their team's venues, with the permission for each.",
  input: z.object({ q: text().trim().min(2, 'at least 2 characters').max(100) }),
  output: z.object({
    groups: z.array(z.object({ group: z.enum(consoleSearchGroups), hits: z.array(consoleSearchHitSchema) })),
  }),
  cacheSeconds: 0,
});

export const consoleSearchActions = [consoleSearchAction] as const;
