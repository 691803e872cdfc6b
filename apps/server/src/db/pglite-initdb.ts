import { newPglite } from './pglite.ts';

/**
 * Creates PGlite's data directory (initdb) and exits: run by pglite-worker-client.ts in a child process
 * when the directory is new, because initdb runs a second PGlite and peaks near 1 GB, which would
 * otherwise stay the serving process's high-water mark (docs/decisions/029).
 */
const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: pglite-initdb.ts <data dir>');
const pglite = newPglite({ dataDir });
await pglite.waitReady;
await pglite.close();
