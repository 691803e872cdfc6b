import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { createDestination, createPackage } from '../test/factories.ts';
import { copyTemplate } from '../test/templates.ts';
import { postgresPoolOf, type DatabaseHandle } from './client.ts';
import { refreshStatistics, staleTables } from './statistics.ts';

// docs/decisions/044: PGlite has no autovacuum, so the server analyzes (and vacuums) what changed itself

const postgresTemplateUrl = inject('postgresTemplateUrl');
const databases = [
  { label: 'PGlite', postgresTemplateUrl: null },
  ...(postgresTemplateUrl ? [{ label: 'PostgreSQL', postgresTemplateUrl }] : []),
];

async function statisticsOf(database: DatabaseHandle, table: string) {
  const { rows } = (await database.db.execute(sql`select c.reltuples::int as rows,
      (select count(*) from pg_stats s where s.schemaname = 'public' and s.tablename = c.relname)::int as columns
    from pg_class c where c.relname = ${table} and c.relnamespace = 'public'::regnamespace`)) as unknown as {
    rows: { rows: number; columns: number }[];
  };
  return rows[0];
}

describe.each(databases)('on $label', ({ postgresTemplateUrl }) => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await copyTemplate({ pgliteImage: inject('pgliteImage'), postgresTemplateUrl });
    // on a server, autovacuum would otherwise race this test for the same tables
    if (postgresPoolOf(database.db)) await database.db.execute(sql`alter table packages set (autovacuum_enabled = false)`);
  });
  afterEach(() => database.close());

  it('analyzes each table once, then leaves it until it changes', async () => {
    await refreshStatistics(database.db);
    expect(await staleTables(database.db)).toEqual([]);
    expect(await statisticsOf(database, 'packages')).toEqual({ rows: 0, columns: 0 });
    // an unchanged database has nothing to do
    expect(await refreshStatistics(database.db)).toEqual([]);
  });

  it('takes a grown table statistics again: its row count and its columns', async () => {
    await refreshStatistics(database.db);
    const destination = await createDestination(database.db);
    for (let n = 0; n < 150; n += 1) await createPackage(database.db, { destinationId: destination.id });
    expect(await staleTables(database.db)).toContain('packages');
    expect(await refreshStatistics(database.db)).toContain('packages');
    const packages = await statisticsOf(database, 'packages');
    expect(packages?.rows).toBe(150);
    expect(packages?.columns).toBeGreaterThan(10);
    expect(await staleTables(database.db)).toEqual([]);
  });
});
