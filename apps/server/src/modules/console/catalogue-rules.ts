import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { mediaImages } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';

/**
 * Rules every console catalogue change shares (decision 035: destinations, packages, the store):
 * pictures come from the console's uploads (or are the record's own already), a slug belongs to one record,
 * and 0/1 columns are flags.
 */

/** A picture a change names, with the field the answer names when it is refused (`images.2`, `logo`). */
export type NamedPicture = { field: string; path: string };

/** The pictures of a list field, named `<field>.<index>`. */
export const picturesOf = (field: string, paths: readonly string[]): NamedPicture[] =>
  paths.map((path, index) => ({ field: `${field}.${index}`, path }));

/**
 * Throws invalid_input naming each picture that was neither uploaded through the console nor already the
 * record's (`own`: the seeded pictures were never uploaded), so no path typed by hand can point the site
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

/** A smallint 0/1 column as the contract's flag. */
export const flagOf = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

/** Where a record's unique slug lives, and how a clash is answered. */
export type SlugRules = {
  table: PgTable;
  id: PgColumn;
  slug: PgColumn;
  /** the first key of the per-slug lock: one per table (two-key advisory locks never meet the seed's one-key lock) */
  lockSpace: number;
  /** the field slug_taken names, and its words */
  field: string;
  taken: string;
};

/**
 * Throws slug_taken naming the slug field when another record has `slug`. The per-slug advisory lock, held
 * until the commit, makes two saves of one new slug run one after the other, so the second sees the first
 * and is refused here instead of failing on the unique index.
 */
export async function claimSlug(tx: Database, rules: SlugRules, slug: string, ownId: number | undefined): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${rules.lockSpace}::int, hashtext(${slug}))`);
  const [taken] = await tx
    .select({ id: rules.id })
    .from(rules.table)
    .where(and(eq(rules.slug, slug), ownId === undefined ? undefined : ne(rules.id, ownId)))
    .limit(1);
  if (taken) throw new AppError('slug_taken', { fields: { [rules.field]: rules.taken } });
}
