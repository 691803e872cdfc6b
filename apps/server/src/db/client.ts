import { AsyncResource } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { activeTracing, type Tracing } from '../lib/tracing.ts';
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

/** A statement's span: named by its first word (`db select`), carrying its text with placeholders, never its values. */
function statementSpan(text: string): [string, Record<string, string>] {
  const verb = /^\s*([a-z]+)/i.exec(text)?.[1]?.toLowerCase() ?? 'query';
  return [`db ${verb}`, { 'db.system.name': 'postgresql', 'db.query.text': text.slice(0, 2000) }];
}

/**
 * Each statement of a pool connection in a client span (docs/decisions/070), the callback form node-postgres's
 * pool uses as well as the promise form; cursors and other submittable queries pass as they are.
 */
function traceStatements(client: pg.PoolClient, tracing: Tracing) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const config = args[0];
    if (typeof config === 'object' && config !== null && 'submit' in config) return query(...args);
    const text = typeof config === 'string' ? config : ((config as { text?: string } | null)?.text ?? '');
    const callback = typeof args.at(-1) === 'function' ? (args.pop() as (err: unknown, result?: unknown) => void) : null;
    const [name, attributes] = statementSpan(text);
    const result = tracing.inSpan(
      name,
      'client',
      attributes,
      () =>
        new Promise((resolve, reject) => {
          query(...args, (err: unknown, res: unknown) => (err ? reject(err) : resolve(res)));
        }),
    );
    if (!callback) return result;
    result.then(
      (res) => callback(null, res),
      (err: unknown) => callback(err),
    );
    return undefined;
  };
}

/**
 * The pool hands a waiting caller its connection from whichever caller released one: bound to the caller, the
 * connection's statements are spans of the caller's trace, not of the releaser's.
 */
function bindPoolCallbacks(pool: pg.Pool) {
  const connect = pool.connect.bind(pool) as (callback?: (...args: unknown[]) => void) => unknown;
  (pool as { connect: (callback?: (...args: unknown[]) => void) => unknown }).connect = (callback) =>
    callback ? connect(AsyncResource.bind(callback)) : connect();
}

/** The PGlite client drizzle is given, with each statement and transaction in a span (docs/decisions/070). */
function tracedPglite<T extends Pick<PGlite, 'query' | 'exec' | 'transaction'>>(client: T, tracing: Tracing): T {
  const statements = <C extends Pick<PGlite, 'query' | 'exec'>>(on: C): C =>
    new Proxy(on, {
      get(target, key) {
        // PGlite's own methods run on PGlite itself: its private fields are not the proxy's
        const value: unknown = Reflect.get(target, key);
        if (typeof value !== 'function') return value;
        if (key !== 'query' && key !== 'exec') return (value as (...a: unknown[]) => unknown).bind(target);
        return (text: string, ...rest: unknown[]) => {
          const [name, attributes] = statementSpan(text);
          return tracing.inSpan(name, 'client', attributes, async () =>
            (value as (...a: unknown[]) => unknown).call(target, text, ...rest),
          );
        };
      },
    });
  const traced = statements(client);
  return new Proxy(traced, {
    get(target, key) {
      if (key !== 'transaction') return Reflect.get(target, key) as unknown;
      return <R>(work: (tx: Parameters<Parameters<PGlite['transaction']>[0]>[0]) => Promise<R>) =>
        tracing.inSpan('db transaction', 'client', { 'db.system.name': 'postgresql' }, () =>
          client.transaction((tx) => work(statements(tx))),
        );
    },
  });
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
  // docs/decisions/070: statements are spans only when tracing was started before the database was opened
  const tracing = activeTracing();
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
      if (tracing) traceStatements(client, tracing);
    });
    if (tracing) bindPoolCallbacks(pool);
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
    const db = drizzlePglite(tracing ? tracedPglite(client, tracing) : client, {
      schema,
      casing: 'snake_case',
    }) as unknown as Database;
    return { db, kind: 'pglite', pglite: client, close: () => client.close() };
  }
  // docs/decisions/029: statements run in a worker thread, so a slow one never stalls the event loop
  const start = 'dataDir' in options ? { dataDir: options.dataDir } : options.pgliteWorker;
  // files on disk belong to one process at a time: refused (EmbeddedDatabaseInUse) while another has them open
  const unlock = start.dataDir ? lockEmbeddedDatabase(start.dataDir) : () => {};
  try {
    if ('dataDir' in options) fs.mkdirSync(options.dataDir, { recursive: true });
    const worker = await startPgliteWorker(start);
    const pglite = worker.asPglite();
    const db = drizzlePglite(tracing ? tracedPglite(pglite, tracing) : pglite, {
      schema,
      casing: 'snake_case',
    }) as unknown as Database;
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
