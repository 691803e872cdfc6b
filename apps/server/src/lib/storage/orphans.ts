import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Storage } from './storage.ts';

/**
 * The kinds of stored object a row names, each with the rows that name them. An object is written before the
 * row that names it commits (docs/decisions/069), so a crash or a failed transaction between the two leaves an
 * object no row names: the sweeper deletes those once they are older than the grace period, which is far longer
 * than any upload takes to commit its row. Seeded pictures (the rest of `files/`) are named by no such row and
 * are never swept.
 */
type Kind = {
  prefix: string;
  /** of `keys`, the ones some row names */
  named: (keys: string[]) => SQL;
};

const list = (values: string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
const underFiles = (keys: string[]) => keys.map((key) => key.slice('files/'.length));

const kinds: Kind[] = [
  {
    prefix: 'uploads/invoices/',
    named: (keys) => sql`select file_path as key from invoices where file_path in (${list(keys)})`,
  },
  {
    // postcards/<order number>/<file>: the order's row names its whole folder
    prefix: 'postcards/',
    named: (keys) => sql`select k.key from unnest(array[${list(keys)}]::text[]) as k(key)
      join postcard_orders o on o.order_number = split_part(k.key, '/', 2)`,
  },
  {
    prefix: 'files/reviews/',
    named: (keys) => sql`select 'files/' || path as key from review_photos where path in (${list(underFiles(keys))})`,
  },
  {
    prefix: 'files/uploads/',
    named: (keys) => sql`select 'files/' || path as key from media_images where path in (${list(underFiles(keys))})`,
  },
];

const batchSize = 500;

export type OrphanSweep = { checked: number; deleted: number };

/** Deletes the objects older than `graceHours` that no row names; answers how many it looked at and deleted. */
export async function sweepOrphanObjects(
  db: Database,
  storage: Storage,
  options: { now: Date; graceHours: number },
): Promise<OrphanSweep> {
  const cutoff = options.now.getTime() - options.graceHours * 3_600_000;
  const result: OrphanSweep = { checked: 0, deleted: 0 };
  for (const kind of kinds) {
    let batch: string[] = [];
    const settle = async () => {
      if (batch.length === 0) return;
      const rows = (await db.execute(kind.named(batch))) as unknown as { rows: { key: string }[] };
      const named = new Set(rows.rows.map((row) => row.key));
      const orphans = batch.filter((key) => !named.has(key));
      await Promise.all(orphans.map((key) => storage.delete(key)));
      result.checked += batch.length;
      result.deleted += orphans.length;
      batch = [];
    };
    for await (const object of storage.list(kind.prefix)) {
      if (object.lastModified.getTime() >= cutoff) continue;
      batch.push(object.key);
      if (batch.length >= batchSize) await settle();
    }
    await settle();
  }
  return result;
}
