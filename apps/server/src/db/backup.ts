import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { childEnvironment } from '../config.ts';
import { migrationsFolder } from './client.ts';
import { lockEmbeddedDatabase } from './embedded-lock.ts';
import { newPglite } from './pglite.ts';

/**
 * One backup folder (docs/decisions/070): the database — `pg_dump`'s custom format of PostgreSQL, or the
 * embedded database's data directory as PGlite dumps it — and a copy of every stored file under DATA_DIR,
 * with `manifest.json` written last, naming each file with its size and SHA-256. A folder without a manifest
 * is an unfinished backup and is never restored.
 */

export const manifestFormat = 'portal-backup/1';

/** What DATA_DIR holds that is not a stored file: the embedded database, its lock and the resized images (rebuilt on demand). */
const notStoredFiles = new Set(['pglite', 'pglite.lock', 'cache']);

const databaseFiles = { postgres: 'database.pgdump', pglite: 'database.tar.gz' } as const;

export type BackupManifest = {
  format: typeof manifestFormat;
  createdAt: string;
  database: 'postgres' | 'pglite';
  databaseFile: string;
  /** the newest migration of the code that took it: a restore on older code would lack its schema */
  migration: string;
  files: { path: string; bytes: number; sha256: string }[];
};

/** Where a backup or restore reads and writes: DATABASE_URL (its direct URL past a pooler) or the embedded database under DATA_DIR. */
export type BackupTarget = { dataDir: string; databaseUrl?: string; databaseDirectUrl?: string };

/** A refusal the command prints as it is: nothing was changed. */
export class BackupRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupRefused';
  }
}

async function migrationTag(): Promise<string> {
  const journal = JSON.parse(await fs.readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries.reduce((a, b) => (b.when > a.when ? b : a)).tag;
}

/**
 * The URL a PostgreSQL tool connects to, with the password moved to PGPASSWORD so it never shows in the
 * process list. pg_dump takes a snapshot in one transaction: past a transaction pooler it needs the direct URL.
 */
function toolConnection(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { url: u.toString(), env: childEnvironment(password ? { PGPASSWORD: password } : {}) };
}

function run(program: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    const errors: Buffer[] = [];
    child.stderr.on('data', (chunk: Buffer) => errors.push(chunk));
    child.once('error', (err) =>
      reject(
        (err as NodeJS.ErrnoException).code === 'ENOENT'
          ? new BackupRefused(`${program} was not found: install PostgreSQL's client programs (Debian: postgresql-client)`)
          : err,
      ),
    );
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${program} failed (exit ${code}): ${Buffer.concat(errors).toString().trim()}`)),
    );
  });
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** Every stored file under DATA_DIR, relative to it with `/` separators; links are refused, not followed. */
async function storedFiles(dataDir: string): Promise<string[]> {
  const found: string[] = [];
  async function walk(relative: string) {
    const entries = await fs.readdir(path.join(dataDir, relative), { withFileTypes: true }).catch((err: unknown) => {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw err;
    });
    for (const entry of entries) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (!relative && notStoredFiles.has(entry.name)) continue;
      if (entry.isDirectory()) await walk(child);
      else if (entry.isFile()) found.push(child);
      else throw new BackupRefused(`${path.join(dataDir, child)} is not a plain file or folder; a backup copies only those`);
    }
  }
  await walk('');
  return found.sort();
}

async function isEmptyFolder(dir: string): Promise<boolean> {
  const entries = await fs.readdir(dir).catch((err: unknown) => {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  });
  return entries.length === 0;
}

/**
 * Takes a backup into `dir` (new or empty). On PostgreSQL while the portal runs (pg_dump reads one snapshot);
 * on the embedded database only while no portal process has it open (its lock, db/embedded-lock.ts): the
 * database's data directory is dumped by PGlite itself after a checkpoint.
 */
export async function takeBackup(target: BackupTarget, dir: string, now: Date): Promise<BackupManifest> {
  if (!(await isEmptyFolder(dir))) throw new BackupRefused(`${dir} is not empty: a backup goes into a new or empty folder`);
  try {
    return await writeBackup(target, dir, now);
  } catch (err) {
    // the folder was empty: a failed backup leaves it so, never a part that looks like a backup
    for (const entry of await fs.readdir(dir).catch(() => [] as string[]))
      await fs.rm(path.join(dir, entry), { recursive: true, force: true });
    throw err;
  }
}

async function writeBackup(target: BackupTarget, dir: string, now: Date): Promise<BackupManifest> {
  await fs.mkdir(path.join(dir, 'data'), { recursive: true });
  const database = target.databaseUrl ? 'postgres' : 'pglite';
  const databaseFile = databaseFiles[database];
  if (target.databaseUrl) {
    const { url, env } = toolConnection(target.databaseDirectUrl ?? target.databaseUrl);
    await run(
      'pg_dump',
      ['--format=custom', '--no-owner', '--no-privileges', `--file=${path.join(dir, databaseFile)}`, `--dbname=${url}`],
      env,
    );
  } else {
    await dumpEmbedded(path.join(target.dataDir, 'pglite'), path.join(dir, databaseFile));
  }
  const files: BackupManifest['files'] = [];
  for (const relative of await storedFiles(target.dataDir)) {
    const from = path.join(target.dataDir, relative);
    const to = path.join(dir, 'data', relative);
    await fs.mkdir(path.dirname(to), { recursive: true });
    await fs.copyFile(from, to);
    const { size } = await fs.stat(to);
    files.push({ path: relative, bytes: size, sha256: await sha256Of(to) });
  }
  const manifest: BackupManifest = {
    format: manifestFormat,
    createdAt: now.toISOString(),
    database,
    databaseFile,
    migration: await migrationTag(),
    files,
  };
  await fs.writeFile(path.join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** The embedded database's files as one gzipped tar, taken while this process holds its lock (refused while a portal has it). */
async function dumpEmbedded(pgliteDir: string, file: string) {
  try {
    await fs.access(path.join(pgliteDir, 'PG_VERSION'));
  } catch {
    throw new BackupRefused(`there is no embedded database in ${pgliteDir}`);
  }
  const unlock = lockEmbeddedDatabase(pgliteDir);
  try {
    const pglite = newPglite({ dataDir: pgliteDir });
    try {
      await pglite.waitReady;
      await pglite.exec('checkpoint');
      const dump = await pglite.dumpDataDir('gzip');
      await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await pglite.close();
    }
  } finally {
    unlock();
  }
}

/** Reads and checks a backup folder: its manifest, and every file against its size and SHA-256. */
export async function readBackup(dir: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await fs.readFile(path.join(dir, 'manifest.json'), 'utf8')) as BackupManifest;
  } catch {
    throw new BackupRefused(`${dir} has no readable manifest.json: it is not a finished backup`);
  }
  if (manifest.format !== manifestFormat)
    throw new BackupRefused(`${dir} is a backup of another format (${String(manifest.format)})`);
  try {
    await fs.access(path.join(dir, manifest.databaseFile));
  } catch {
    throw new BackupRefused(`${dir} lacks its database file ${manifest.databaseFile}`);
  }
  for (const file of manifest.files) {
    const stored = path.resolve(dir, 'data', file.path);
    if (!stored.startsWith(path.resolve(dir, 'data') + path.sep))
      throw new BackupRefused(`the manifest names a file outside the backup: ${file.path}`);
    const sha256 = await sha256Of(stored).catch(() => null);
    if (sha256 !== file.sha256) throw new BackupRefused(`${file.path} in ${dir} is missing or differs from the manifest`);
  }
  return manifest;
}

/** Tables, sequences and views outside PostgreSQL's own schemas: any one makes the database not empty. */
async function postgresRelations(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_catalog.pg_class c join pg_catalog.pg_namespace s on s.oid = c.relnamespace
       where s.nspname not in ('pg_catalog', 'information_schema') and s.nspname not like 'pg\\_toast%'
         and s.nspname not like 'pg\\_temp%' and c.relkind in ('r', 'p', 'S', 'v', 'm')`,
    );
    return rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

/**
 * Restores a backup into the target: an empty PostgreSQL database (pg_restore) or a DATA_DIR without an
 * embedded database, and a DATA_DIR without stored files. A target that holds anything is refused unless
 * `force`, which replaces the backup's objects in the database (pg_restore --clean) or the whole embedded
 * database, and removes every stored file and the image cache first. Run with the portal stopped.
 */
export async function restoreBackup(
  target: BackupTarget,
  dir: string,
  options: { force?: boolean } = {},
): Promise<BackupManifest> {
  const manifest = await readBackup(dir);
  const kind = target.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database !== kind) {
    throw new BackupRefused(
      manifest.database === 'postgres'
        ? 'this backup is of a PostgreSQL database: set DATABASE_URL to the (empty) database to restore it into'
        : 'this backup is of the embedded database: unset DATABASE_URL and set DATA_DIR to restore it',
    );
  }
  const force = options.force === true;
  const pgliteDir = path.join(target.dataDir, 'pglite');
  const problems: string[] = [];
  if (target.databaseUrl) {
    const relations = await postgresRelations(target.databaseUrl);
    if (relations > 0) problems.push(`the database has ${relations} tables, views or sequences`);
  } else if (!(await isEmptyFolder(pgliteDir))) {
    problems.push(`${pgliteDir} holds an embedded database`);
  }
  const present = await storedFiles(target.dataDir);
  if (present.length > 0) problems.push(`${target.dataDir} holds ${present.length} stored files`);
  if (problems.length > 0 && !force) {
    throw new BackupRefused(`the target is not empty (${problems.join('; ')}); nothing was changed. Add --force to replace it`);
  }

  const databaseFile = path.join(dir, manifest.databaseFile);
  if (target.databaseUrl) {
    const { url, env } = toolConnection(target.databaseDirectUrl ?? target.databaseUrl);
    await run(
      'pg_restore',
      [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        ...(force ? ['--clean', '--if-exists'] : []),
        `--dbname=${url}`,
        databaseFile,
      ],
      env,
    );
  } else {
    const unlock = lockEmbeddedDatabase(pgliteDir);
    try {
      await fs.rm(pgliteDir, { recursive: true, force: true });
      await fs.mkdir(pgliteDir, { recursive: true });
      const pglite = newPglite({ dataDir: pgliteDir, loadDataDir: new Blob([await fs.readFile(databaseFile)]) });
      await pglite.waitReady;
      await pglite.close();
    } finally {
      unlock();
    }
  }

  for (const entry of await fs.readdir(target.dataDir).catch(() => [] as string[])) {
    if (entry !== 'pglite' && entry !== 'pglite.lock')
      await fs.rm(path.join(target.dataDir, entry), { recursive: true, force: true });
  }
  for (const file of manifest.files) {
    const to = path.join(target.dataDir, file.path);
    await fs.mkdir(path.dirname(to), { recursive: true });
    await fs.copyFile(path.join(dir, 'data', file.path), to);
  }
  return manifest;
}
