import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

/**
 * The planner's statistics on the embedded database (docs/decisions/044). A PostgreSQL server's
 * autovacuum analyzes a table after enough of it changed, and vacuums it. PGlite runs PostgreSQL as a
 * single process: no autovacuum, and its per-table change counters stay at zero, so without this its
 * planner never has a table's statistics. It then guesses (a LIKE pattern matches 0.5 % of rows,
 * a table of unknown size has 10 pages), and on the 10,000-package search it chose plans that cost half
 * as much again as the plans statistics give (the search benchmark: p95 69 ms with 8 visitors, 47 ms after).
 *
 * A table is stale when it was never analyzed, or when its size in pages moved by a tenth (at least one
 * page) since it was: the share autovacuum waits for, measured in the one thing PGlite does keep. Each
 * stale table is vacuumed and analyzed on its own, so other statements run between them.
 */

/** The public tables whose statistics are missing or stale, by name. */
export async function staleTables(db: Database): Promise<string[]> {
  const { rows } = (await db.execute(sql`select c.relname as name
    from pg_class c
    where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
      and (c.reltuples < 0
        or abs(pg_relation_size(c.oid) / current_setting('block_size')::int - c.relpages) >= greatest(1, c.relpages / 10))
    order by c.relname`)) as unknown as { rows: { name: string }[] };
  return rows.map((row) => row.name);
}

/** Vacuums and analyzes every stale table, one statement each; answers their names. */
export async function refreshStatistics(db: Database): Promise<string[]> {
  const stale = await staleTables(db);
  for (const name of stale) await db.execute(sql`vacuum (analyze) ${sql.identifier(name)}`);
  return stale;
}

/** how often a running server on PGlite looks for stale tables: autovacuum's own pace is a minute */
export const statisticsEveryMs = 60_000;
