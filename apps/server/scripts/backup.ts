import path from 'node:path';
import { loadConfig } from '../src/config.ts';
import { BackupRefused, restoreBackup, takeBackup } from '../src/db/backup.ts';
import { EmbeddedDatabaseInUse } from '../src/db/embedded-lock.ts';

// npm run backup -- <folder> | npm run restore -- <folder> [--force] (README "Backup and restore", docs/decisions/070)
const [command, ...rest] = process.argv.slice(2);
const force = rest.includes('--force');
const folders = rest.filter((arg) => arg !== '--force');
if ((command !== 'backup' && command !== 'restore') || folders.length !== 1 || (force && command === 'backup')) {
  console.error(
    'usage: npm run backup -- /backups/portal-2026-12-04  |  npm run restore -- /backups/portal-2026-12-04 [--force]',
  );
  process.exit(2);
}

const config = loadConfig();
const target = { dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL, databaseDirectUrl: config.DATABASE_DIRECT_URL };
const folder = path.resolve(folders[0]!);
try {
  if (command === 'backup') {
    const manifest = await takeBackup(target, folder, new Date());
    console.log(
      `backed up the ${manifest.database === 'postgres' ? 'PostgreSQL' : 'embedded'} database and ${manifest.files.length} stored files into ${folder}`,
    );
  } else {
    const manifest = await restoreBackup(target, folder, { force });
    console.log(
      `restored the database and ${manifest.files.length} stored files of ${manifest.createdAt} into ${target.databaseUrl ? 'the database of DATABASE_URL' : 'the embedded database'} and ${config.DATA_DIR}; start the portal on them`,
    );
  }
} catch (error) {
  if (error instanceof EmbeddedDatabaseInUse) {
    console.error(
      `Refused: the embedded database in ${error.dataDir} is open by a running portal process (pid ${error.pid}). ` +
        'Stop the portal and run this again (or use DATABASE_URL, which pg_dump copies while the portal runs). Nothing was changed.',
    );
  } else if (error instanceof BackupRefused) {
    console.error(`Refused: ${error.message}`);
  } else {
    console.error(error instanceof Error ? error.message : error);
  }
  process.exitCode = 1;
}
