import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mediaImages } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';

/**
 * Rules every store catalogue change shares (issue 15 Deliver 5): pictures come from the console's uploads
 * (or are the record's own already), and a slug another record holds names the slug field.
 */

/** A picture a change names, with the field the answer names when it is refused (`images.2`, `logo`). */
export type NamedPicture = { field: string; path: string };

/** The pictures of a list field, named `<field>.<index>`. */
export const picturesOf = (field: string, paths: readonly string[]): NamedPicture[] =>
  paths.map((path, index) => ({ field: `${field}.${index}`, path }));

/**
 * Throws invalid_input naming each picture that was neither uploaded through the console nor already the
 * record's (`own`: the seeded pictures were never uploaded), so no path typed by hand can point the store
 * at any other file.
 */
export async function checkPictures(tx: Database, pictures: readonly NamedPicture[], own: ReadonlySet<string>) {
  const foreign = [...new Set(pictures.map((p) => p.path).filter((path) => !own.has(path)))];
  if (foreign.length === 0) return;
  const uploaded = await tx.select({ path: mediaImages.path }).from(mediaImages).where(inArray(mediaImages.path, foreign));
  const known = new Set(uploaded.map((row) => row.path));
  const refused = pictures.filter((p) => !own.has(p.path) && !known.has(p.path));
  if (refused.length > 0) {
    throw new AppError('invalid_input', {
      fields: Object.fromEntries(refused.map((p) => [p.field, 'Choose an uploaded image'])),
    });
  }
}

/**
 * Runs a change whose record has a unique slug: when another record took the slug (even one saved a moment
 * earlier by someone else), the answer names the slug field instead of failing as an unknown error.
 */
export async function withUniqueSlug<T>(change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (err) {
    if (isUniqueViolation(err))
      throw new AppError('invalid_input', { fields: { slug: 'Another record already uses this slug' } });
    throw err;
  }
}

/** A smallint 0/1 column as the contract's flag. */
export const flagOf = (value: number): 0 | 1 => (value === 1 ? 1 : 0);
