import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig, type Config } from '../apps/server/src/config.ts';
import type { Database } from '../apps/server/src/db/client.ts';

/**
 * The benchmarks' configuration: production, no logging (BENCH_SERVER_LOG=error shows what goes wrong),
 * no demo data, 127.0.0.1 on an ephemeral port; `settings` adds DATA_DIR, DATABASE_URL, the shared
 * sandbox secret and the like.
 */
export function benchConfig(settings: Record<string, string>): Config {
  return loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: process.env.BENCH_SERVER_LOG ?? 'silent',
    HOST: '127.0.0.1',
    PORT: '0',
    PUBLIC_URL: 'http://127.0.0.1',
    SEED_DEMO: '0',
    ...settings,
  });
}

type BenchAppOptions = {
  config: Config;
  /** the app's own default when not given (the production setting); 0 turns the public cache off */
  publicCacheMs?: number;
};

/** The real app as the benchmarks measure it, listening on an ephemeral port of 127.0.0.1. */
export async function listenBenchApp(db: Database, { config, publicCacheMs }: BenchAppOptions) {
  const logger = config.LOG_LEVEL !== 'silent';
  const app = await buildApp({ config, db, logger, ...(publicCacheMs !== undefined ? { publicCacheMs } : {}) });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  return { base, close: () => app.close() };
}
