import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openConfiguredDatabase } from '../apps/server/src/db/open.ts';
import { refreshStatistics } from '../apps/server/src/db/statistics.ts';
import { benchConfig, listenBenchApp } from './bench-app.ts';
import { buildCatalogue, buildDemoSearchCatalogue, buildSearchCatalogue, scaleCatalogue } from './data.ts';
import { databaseCpuMicros } from './database-cpu.ts';
import { prepareStoreRound, variantStock } from './store-data.ts';
import { prepareStormRound, ticketsTaken } from './storm-data.ts';
import { processUsage, serveCalls } from './worker-ipc.ts';

/**
 * A child process the benchmark's servers run in (servers.ts starts it), so the load generator never
 * shares their event loop or CPU accounting (docs/decisions/025). It opens the database as the real
 * server does (PGlite under a temporary DATA_DIR, or DATABASE_URL), migrates it, and answers calls
 * (worker-ipc.ts). `close` stops everything and exits.
 */
const settings = JSON.parse(process.argv[2] ?? '{}') as Record<string, string>;
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-bench-'));
const config = benchConfig({ DATA_DIR: dataDir, ...settings });
const database = await openConfiguredDatabase(config);
const { db } = database;
const closers: (() => Promise<unknown>)[] = [];

/**
 * A catalogue built in bulk, then its tables' statistics taken as a running server has them within a
 * minute: PGlite's from the server's own upkeep (docs/decisions/044), PostgreSQL's from autovacuum, which
 * this does at once so no figure depends on when autovacuum's turn comes.
 */
async function withStatistics<T>(built: Promise<T>): Promise<T> {
  const value = await built;
  await refreshStatistics(db);
  return value;
}

const handlers = {
  catalogue: () => withStatistics(buildCatalogue(db)),
  searchCatalogue: () => withStatistics(buildSearchCatalogue(db)),
  demoSearchCatalogue: () => withStatistics(buildDemoSearchCatalogue(db)),
  scaleCatalogue: (options: Parameters<typeof scaleCatalogue>[1]) => withStatistics(scaleCatalogue(db, options)),
  async listen(options: { publicCacheMs?: number }) {
    const app = await listenBenchApp(db, { config, ...options });
    closers.push(app.close);
    return app.base;
  },
  prepareStormRound: (options: { buyers: number; tickets: number }) => prepareStormRound(db, options),
  ticketsTaken: (options: { slotId: number; date: string }) => ticketsTaken(db, options),
  prepareStoreRound: (options: { buyers: number; units: number }) => prepareStoreRound(db, options),
  variantStock: (options: { variantId: number }) => variantStock(db, options),
  /** CPU time (user + system, every thread) in microseconds, RSS now and its peak so far, in bytes */
  usage: () => processUsage(),
  /** PostgreSQL only: the CPU its backends serving this database have used so far (undefined on PGlite) */
  databaseCpu: () => databaseCpuMicros(db, settings),
};

export type Handlers = typeof handlers;
export type Usage = ReturnType<Handlers['usage']>;

let closing: Promise<void> | undefined;

serveCalls(handlers, () => {
  closing ??= (async () => {
    for (const closeOne of closers.reverse()) await closeOne();
    await database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
    process.exit(0);
  })();
  return closing;
});
