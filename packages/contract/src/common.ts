import { z } from 'zod';

/** The specification's 0/1 flags stay numbers on the wire. */
export const flag = z.union([z.literal(0), z.literal(1)]);

/** Money on the wire is AED with at most two decimals, derived from integer fils in the database. */
export const aed = z.number().nonnegative();

/** An image served by the /files resizer, e.g. "/files/destinations/al-noor-island.jpg". */
export const imagePath = z.string();

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
