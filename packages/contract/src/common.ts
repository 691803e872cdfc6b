import { parseCalendarDate } from '@portal/domain/dates';
import { z } from 'zod';

/** The specification's 0/1 flags stay numbers on the wire. */
export const flag = z.union([z.literal(0), z.literal(1)]);

/** Money on the wire is AED with at most two decimals, derived from integer fils in the database. */
export const aed = z.number().nonnegative();

/**
 * An image's path under the content path `files/` (spec part 1 §7), e.g. "destinations/al-noor-island.jpg":
 * a client asks for `<base>/files/<path>?w=380&h=500`. Empty when there is no image.
 */
export const imagePath = z.string().refine((v) => !v.startsWith('/') && !v.startsWith('files/'), 'a path under files/');

/** Every timestamp of an answer: Asia/Dubai wall time `YYYY-MM-DD HH:MM:SS` (packages/domain dubaiTimestamp). */
export const timestamp = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'YYYY-MM-DD HH:MM:SS in Asia/Dubai');

/**
 * A calendar date in either of the specification's forms, `MM/DD/YYYY` (dateAvailabilityCheck) or
 * `YYYY-MM-DD` (getPackagePrice), read as YYYY-MM-DD; every action that takes a date takes both.
 */
export const dateInput = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const date = parseCalendarDate(value);
    if (date === null) {
      ctx.addIssue({ code: 'custom', message: 'a date as MM/DD/YYYY or YYYY-MM-DD' });
      return z.NEVER;
    }
    return date;
  });

/** Remaining tickets on the wire: a count, or "" for unlimited (spec part 1 §3 Time slot: "empty means unlimited"). */
export const remainingTickets = z.union([z.number().int().nonnegative(), z.literal('')]);

/** Form-encoded bodies carry every value as text; ids are coerced and bounded. */
export const idInput = z.coerce.number().int().positive().max(2_147_483_647);

export const slugInput = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9][a-z0-9-]*$/i, 'letters, digits and dashes only');

/** An action that takes no fields; fields it does not declare are ignored, as with every action. */
export const noInput = z.object({});
