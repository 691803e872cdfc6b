import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type the services see, whether PGlite or a PostgreSQL server is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** PGlite only: the raw instance (tests dump it as a golden image) */
  pglite?: PGlite;
};

export const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/** Every PGlite the project opens has the extensions its migrations use (pg_trgm: the search index). */
export function newPglite(options: Omit<PGliteOptions, 'extensions'> = {}): PGlite {
  return new PGlite({ ...options, extensions: { pg_trgm } });
}

export type OpenOptions = { databaseUrl: string; poolSize?: number } | { dataDir: string } | { pglite: PGlite };

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if ('databaseUrl' in options) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // A connection the server ends while it sits idle (a restart, a failover, an administrator) is an
    // error event on the pool, or on the client while it closes; unheard, it would end the process.
    // The pool opens a new connection for the next query, so noting it is enough.
    let closing = false;
    pool.on('error', (err) => console.error(`database connection lost while idle: ${err.message}`));
    pool.on('connect', (client) =>
      client.on('error', (err) => {
        if (!closing) console.error(`database connection error: ${err.message}`);
      }),
    );
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      close: () => {
        closing = true;
        return pool.end();
      },
    };
  }
  let client: PGlite;
  if ('pglite' in options) {
    client = options.pglite;
  } else {
    fs.mkdirSync(options.dataDir, { recursive: true });
    client = newPglite({ dataDir: options.dataDir });
    await client.waitReady;
  }
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Database;
  return { db, kind: 'pglite', pglite: client, close: () => client.close() };
}

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'postgres') {
    await migratePg(handle.db as never, { migrationsFolder });
  } else {
    await migratePglite(handle.db as never, { migrationsFolder });
  }
}
