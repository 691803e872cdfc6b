import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openConfiguredDatabase } from '../apps/server/src/db/open.ts';
import { refreshStatistics } from '../apps/server/src/db/statistics.ts';
import { benchConfig, listenBenchApp } from './bench-app.ts';
import { listenBaseline, type Read } from './baseline.ts';
import { buildCatalogue, buildSearchCatalogue } from './data.ts';
import { prepareStoreRound, variantStock } from './store-data.ts';
import { prepareStormRound, ticketsTaken } from './storm-data.ts';

/**
 * A child process the benchmark's servers run in (servers.ts starts it), so the load generator never
 * shares their event loop or CPU accounting (docs/decisions/025). It opens the database as the real
 * server does (PGlite under a temporary DATA_DIR, or DATABASE_URL), migrates it, and answers calls:
 * → { id, fn, args } ← { id, value } or { id, error }. `close` stops everything and exits.
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
  async listen(options: { publicCacheMs?: number }) {
    const app = await listenBenchApp(db, { config, ...options });
    closers.push(app.close);
    return app.base;
  },
  async baseline(options: { appBase: string; reads: Read[] }) {
    const baseline = await listenBaseline(options.appBase, options.reads);
    closers.push(baseline.close);
    return baseline.targets;
  },
  prepareStormRound: (options: { buyers: number; tickets: number }) => prepareStormRound(db, options),
  ticketsTaken: (options: { slotId: number; date: string }) => ticketsTaken(db, options),
  prepareStoreRound: (options: { buyers: number; units: number }) => prepareStoreRound(db, options),
  variantStock: (options: { variantId: number }) => variantStock(db, options),
  /** CPU time (user + system, every thread) in microseconds, RSS now and its peak so far, in bytes */
  usage() {
    const cpu = process.cpuUsage();
    return { cpuMicros: cpu.user + cpu.system, rss: process.memoryUsage.rss(), maxRss: process.resourceUsage().maxRSS * 1024 };
  },
};

export type Handlers = typeof handlers;
export type Usage = ReturnType<Handlers['usage']>;

let closing: Promise<void> | undefined;

function close(): Promise<void> {
  closing ??= (async () => {
    for (const closeOne of closers.reverse()) await closeOne();
    await database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
    process.exit(0);
  })();
  return closing;
}

/** An error with its causes (a failed query's cause is the database's message). */
function describe(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  return `${err.stack ?? err.message}${err.cause === undefined ? '' : `\ncaused by: ${describe(err.cause)}`}`;
}

type Call = { id: number; fn: keyof Handlers; args: unknown };

process.on('message', (message: Call | 'close') => {
  if (message === 'close') {
    void close();
    return;
  }
  const handler = handlers[message.fn] as (args: unknown) => unknown;
  Promise.resolve()
    .then(() => handler(message.args))
    .then(
      (value) => process.send?.({ id: message.id, value }),
      (err: unknown) => process.send?.({ id: message.id, error: describe(err) }),
    );
});
// the benchmark ended without closing this process (an error, Ctrl-C): do not outlive it
process.on('disconnect', () => void close());
process.send?.('ready');
