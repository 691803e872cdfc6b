import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { lockEmbeddedDatabase } from './embedded-lock.ts';
import { startPgliteWorker } from './pglite-worker-client.ts';
import type { WorkerStart } from './pglite-protocol.ts';
import * as schema from './schema/index.ts';

export { newPglite } from './pglite.ts';

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

/**
 * The pg pool behind a PostgreSQL database, null on PGlite: the event bus and the one-process jobs open
 * their own sessions (LISTEN, advisory locks) with the pool's settings.
 */
export function postgresPoolOf(db: Database): pg.Pool | null {
  const client: unknown = (db as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
}

/** Where each pool's sessions of their own (the bus's LISTEN) connect: past the pooler when one is in between. */
const directSessions = new WeakMap<pg.Pool, string>();

/**
 * The settings of a session of its own for this pool (docs/decisions/067): the pool's, connected to the direct
 * URL when one was given, since LISTEN needs a server session that stays this client's.
 */
export function directSessionOptions(pool: pg.Pool): pg.ClientConfig {
  const directUrl = directSessions.get(pool);
  return directUrl ? { ...pool.options, connectionString: directUrl } : pool.options;
}

/**
 * Sends the statements drizzle names (`.prepare('name')`) unnamed: parsed again each time, but valid on
 * whichever server session a transaction-pooling PgBouncer hands out next (docs/decisions/067).
 */
function unnameStatements(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: (...args: unknown[]) => unknown }).query = (config: unknown, ...rest: unknown[]) => {
    const named = typeof config === 'object' && config !== null && 'name' in config && !('submit' in config);
    return query(named ? { ...config, name: undefined } : config, ...rest);
  };
}

export type OpenOptions =
  | {
      databaseUrl: string;
      poolSize?: number;
      /** the same database without the pooler, for the bus's LISTEN session; unset, databaseUrl */
      directUrl?: string;
      /** false: no named prepared statements, for a transaction-pooling PgBouncer */
      preparedStatements?: boolean;
    }
  /** PGlite's files under this directory, PGlite running in a worker thread (what the server uses) */
  | { dataDir: string }
  /** PGlite in a worker thread, from a data dir or a dumped image */
  | { pgliteWorker: WorkerStart }
  /** an in-thread PGlite the caller made (tests copy golden images this way; it starts faster) */
  | { pglite: PGlite };

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if ('databaseUrl' in options) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // A connection the server ends while it sits idle (a restart, a failover, an administrator) is an
    // error event on the pool, or on the client while it closes; unheard, it would end the process.
    // The pool opens a new connection for the next query, so noting it is enough.
    let closing = false;
    pool.on('error', (err) => console.error(`database connection lost while idle: ${err.message}`));
    pool.on('connect', (client) => {
      client.on('error', (err) => {
        if (!closing) console.error(`database connection error: ${err.message}`);
      });
      if (options.preparedStatements === false) unnameStatements(client);
    });
    if (options.directUrl) directSessions.set(pool, options.directUrl);
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
  if ('pglite' in options) {
    const client = options.pglite;
    const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Database;
    return { db, kind: 'pglite', pglite: client, close: () => client.close() };
  }
  // docs/decisions/029: statements run in a worker thread, so a slow one never stalls the event loop
  const start = 'dataDir' in options ? { dataDir: options.dataDir } : options.pgliteWorker;
  // files on disk belong to one process at a time: refused (EmbeddedDatabaseInUse) while another has them open
  const unlock = start.dataDir ? lockEmbeddedDatabase(start.dataDir) : () => {};
  try {
    if ('dataDir' in options) fs.mkdirSync(options.dataDir, { recursive: true });
    const worker = await startPgliteWorker(start);
    const db = drizzlePglite(worker.asPglite(), { schema, casing: 'snake_case' }) as unknown as Database;
    return {
      db,
      kind: 'pglite',
      close: async () => {
        try {
          await worker.close();
        } finally {
          unlock();
        }
      },
    };
  } catch (err) {
    unlock();
    throw err;
  }
}

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'postgres') {
    await migratePg(handle.db as never, { migrationsFolder });
  } else {
    await migratePglite(handle.db as never, { migrationsFolder });
  }
}
