import path from 'node:path';
import type { Config } from '../config.ts';
import { migrateDatabase, openDatabase, type DatabaseHandle } from './client.ts';

/** Opens the configured database (PostgreSQL when DATABASE_URL is set, with its direct URL and statement naming, PGlite under DATA_DIR otherwise) and migrates it. */
export async function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  const handle = config.DATABASE_URL
    ? await openDatabase({
        databaseUrl: config.DATABASE_URL,
        directUrl: config.DATABASE_DIRECT_URL,
        preparedStatements: config.DATABASE_PREPARED_STATEMENTS === 'on',
      })
    : await openDatabase({ dataDir: path.join(config.DATA_DIR, 'pglite') });
  await migrateDatabase(handle);
  return handle;
}
