import { loadConfig } from '../src/config.ts';
import { EmbeddedDatabaseInUse } from '../src/db/embedded-lock.ts';
import { openConfiguredDatabase } from '../src/db/open.ts';

/**
 * The configured database (DATABASE_URL, or the embedded one under DATA_DIR) for a command-line script. The
 * embedded database belongs to one process at a time: while the portal has it open (its lock file,
 * db/embedded-lock.ts) this says so and exits with 1, changing nothing.
 */
export function openScriptDatabase(): ReturnType<typeof openConfiguredDatabase> {
  return openConfiguredDatabase(loadConfig()).catch((error: unknown) => {
    if (!(error instanceof EmbeddedDatabaseInUse)) throw error;
    console.error(
      `Refused: the embedded database in ${error.dataDir} is open by a running portal process (pid ${error.pid}). ` +
        "Two processes writing it lose each other's changes, so nothing was changed. Stop the portal and run this " +
        'again, or use DATABASE_URL (PostgreSQL), which the portal and this script can share. ' +
        `If no portal is running, delete ${error.lockFile}.`,
    );
    process.exit(1);
  });
}
