import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import type { Database } from '../apps/server/src/db/client.ts';

type BenchAppOptions = {
  /** names the temporary DATA_DIR: portal-{name}-… */
  name: string;
  /** settings beyond the benchmarks' production configuration */
  env?: Record<string, string>;
  now?: () => Date;
};

/**
 * The real app as the benchmarks measure it: production configuration, no logging, no demo data, a
 * temporary DATA_DIR, listening on an ephemeral port of 127.0.0.1. `close` stops it and removes DATA_DIR.
 */
export async function listenBenchApp(db: Database, { name, env = {}, now }: BenchAppOptions) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `portal-${name}-`));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    SEED_DEMO: '0',
    ...env,
  });
  const app = await buildApp({ config, db, logger: false, ...(now ? { now } : {}) });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    base,
    async close() {
      await app.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
