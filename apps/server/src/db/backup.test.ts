import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createDestination, createPackage, createRaffleCampaign, createSession, createUser } from '../test/factories.ts';
import { multipartBody, postAction } from '../test/harness.ts';
import { copyTemplate } from '../test/templates.ts';
import { BackupRefused, readBackup, restoreBackup, takeBackup, type BackupTarget } from './backup.ts';
import { newPglite, openDatabase, postgresPoolOf, type DatabaseHandle } from './client.ts';
import { EmbeddedDatabaseInUse } from './embedded-lock.ts';

// docs/decisions/070: a backup taken from a portal with bookings, sessions, uploads and pictures, restored into a
// fresh database and data dir, is what a portal started on it serves.

const postgresTemplateUrl = inject('postgresTemplateUrl');
const onPostgres = Boolean(postgresTemplateUrl);

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabase(postgresTemplateUrl!, 'postgres') });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const temporary: string[] = [];
const emptyDatabases: string[] = [];
const tempDir = async (name: string) => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), `portal-${name}-`));
  temporary.push(dir);
  return dir;
};

/** A portal on a database and data dir of its own: PostgreSQL copied from the template, or PGlite on disk under DATA_DIR. */
async function sourcePortal() {
  const dataDir = await tempDir('backup-source');
  let database: DatabaseHandle;
  let target: BackupTarget;
  if (onPostgres) {
    database = await copyTemplate({ pgliteImage: inject('pgliteImage'), postgresTemplateUrl });
    target = { dataDir, databaseUrl: postgresPoolOf(database.db)!.options.connectionString! };
  } else {
    // the migrated golden image, written out as the data directory a portal keeps under DATA_DIR
    const image = newPglite({
      dataDir: path.join(dataDir, 'pglite'),
      loadDataDir: new Blob([await fs.readFile(inject('pgliteImage'))]),
    });
    await image.waitReady;
    await image.close();
    database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    target = { dataDir };
  }
  return { database, target };
}

/** An empty target: a new PostgreSQL database, or a new data dir for the embedded one. */
async function emptyTarget(): Promise<BackupTarget> {
  const dataDir = await tempDir('backup-restored');
  if (!onPostgres) return { dataDir };
  const name = `portal_test_restore_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await admin((client) => client.query(`create database ${name}`));
  emptyDatabases.push(name);
  return { dataDir, databaseUrl: withDatabase(postgresTemplateUrl!, name) };
}

async function portalOn(target: BackupTarget, database: DatabaseHandle) {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: target.dataDir,
    WEB_DIST_DIR: path.join(target.dataDir, 'no-dist'),
    LOG_LEVEL: 'silent',
  });
  return buildApp({ config, db: database.db, logger: false, publicCacheMs: 0 });
}

const openTarget = (target: BackupTarget) =>
  target.databaseUrl
    ? openDatabase({ databaseUrl: target.databaseUrl, poolSize: 2 })
    : openDatabase({ dataDir: path.join(target.dataDir, 'pglite') });

describe(`backup and restore on ${onPostgres ? 'PostgreSQL' : 'the embedded PGlite'}`, () => {
  let source: Awaited<ReturnType<typeof sourcePortal>>;
  let backupDir: string;
  let token: string;
  let purchaseNumbers: string[];
  let invoiceId: number;
  let invoiceImage: string;
  const picture = 'packages/backup-rehearsal.jpg';

  beforeAll(async () => {
    source = await sourcePortal();
    const app = await portalOn(source.target, source.database);
    const db = source.database.db;
    await createRaffleCampaign(db, { startsOn: '2026-11-01', endsOn: '2026-12-31', drawOn: '2027-01-03' });
    const user = await createUser(db);
    token = await createSession(db, user.id);
    const pkg = await createPackage(db, { destinationId: (await createDestination(db)).id, img: picture });
    purchaseNumbers = [];
    for (const adults of [1, 2]) {
      const res = await postAction(
        app,
        {
          action: 'createPurchase',
          items: JSON.stringify({ packages: [{ package_id: pkg.id, adult_qty: adults }] }),
          site: 'sharjah',
          channel: 'web',
        },
        token,
      );
      expect(res.statusCode, res.body).toBe(200);
      purchaseNumbers.push((res.json() as { purchase_number: string }).purchase_number);
    }
    const photo = await sharp({ create: { width: 48, height: 32, channels: 3, background: '#2a7' } })
      .jpeg()
      .toBuffer();
    const { payload, contentType } = multipartBody([
      { name: 'action', value: 'uploadInvoice' },
      { name: 'filepond', filename: 'invoice.jpg', contentType: 'image/jpeg', data: photo },
    ]);
    const upload = await app.inject({
      method: 'POST',
      url: '/api',
      headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
      payload,
    });
    expect(upload.statusCode, upload.body).toBe(200);
    invoiceId = (upload.json() as { data: { id: number }[] }).data[0]!.id;
    invoiceImage = (await postAction(app, { action: 'invoiceImage', invoice_id: invoiceId }, token)).body;
    await fs.mkdir(path.join(source.target.dataDir, 'files', 'packages'), { recursive: true });
    await fs.writeFile(path.join(source.target.dataDir, 'files', picture), photo);

    backupDir = path.join(await tempDir('backup'), 'taken');
    if (!onPostgres) {
      // the embedded database is copied only while no portal has it open
      await expect(takeBackup(source.target, backupDir, new Date())).rejects.toThrow(EmbeddedDatabaseInUse);
      await app.close();
      await source.database.close();
      await takeBackup(source.target, backupDir, new Date());
    } else {
      // pg_dump reads one snapshot while the portal runs
      await takeBackup(source.target, backupDir, new Date());
      await app.close();
      await source.database.close();
    }
  }, 120_000);

  afterAll(async () => {
    if (onPostgres) {
      await admin(async (client) => {
        for (const name of emptyDatabases) await client.query(`drop database if exists ${name} with (force)`);
      });
    }
    for (const dir of temporary) await fs.rm(dir, { recursive: true, force: true });
  }, 60_000);

  async function expectServed(target: BackupTarget) {
    const database = await openTarget(target);
    const app = await portalOn(target, database);
    try {
      // the session still signs the traveller in, and their purchases, upload and the package's picture are there
      const history = await postAction(app, { action: 'paymentHistory' }, token);
      expect(history.statusCode, history.body).toBe(200);
      const numbers = (history.json() as { data: { purchase_number: string }[] }).data.map((p) => p.purchase_number);
      expect(numbers.sort()).toEqual([...purchaseNumbers].sort());
      expect((await postAction(app, { action: 'invoiceImage', invoice_id: invoiceId }, token)).body).toBe(invoiceImage);
      const served = await app.inject({ method: 'GET', url: `/files/${picture}?w=120` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toMatch(/^image\//);
    } finally {
      await app.close();
      await database.close();
    }
  }

  it('writes a manifest naming the database dump and every stored file with its digest, and no image cache', async () => {
    const manifest = await readBackup(backupDir);
    expect(manifest.database).toBe(onPostgres ? 'postgres' : 'pglite');
    const paths = manifest.files.map((f) => f.path);
    expect(paths).toContain(`files/${picture}`);
    expect(paths.some((p) => /^uploads\/invoices\/[0-9a-f]{32}\.jpg$/.test(p))).toBe(true);
    expect(paths.some((p) => p.startsWith('cache/') || p.startsWith('pglite'))).toBe(false);
    expect(manifest.files.every((f) => /^[0-9a-f]{64}$/.test(f.sha256) && f.bytes > 0)).toBe(true);
  });

  it('restores into an empty database and data dir, and a portal started on them serves what was backed up', async () => {
    const target = await emptyTarget();
    await restoreBackup(target, backupDir);
    await expectServed(target);
  }, 120_000);

  it('refuses a target that is not empty, changing nothing, and replaces it with --force', async () => {
    const target = await emptyTarget();
    await restoreBackup(target, backupDir);
    await fs.writeFile(path.join(target.dataDir, 'files', 'kept-unless-forced.txt'), 'x');
    await expect(restoreBackup(target, backupDir)).rejects.toThrow(BackupRefused);
    await expect(fs.readFile(path.join(target.dataDir, 'files', 'kept-unless-forced.txt'), 'utf8')).resolves.toBe('x');
    await restoreBackup(target, backupDir, { force: true });
    await expect(fs.access(path.join(target.dataDir, 'files', 'kept-unless-forced.txt'))).rejects.toThrow();
    await expectServed(target);
  }, 120_000);

  it('refuses a backup whose files differ from its manifest, and one without a manifest', async () => {
    const damaged = await tempDir('backup-damaged');
    await fs.cp(backupDir, damaged, { recursive: true });
    const manifest = await readBackup(damaged);
    await fs.appendFile(path.join(damaged, 'data', manifest.files[0]!.path), 'tampered');
    await expect(restoreBackup(await emptyTarget(), damaged)).rejects.toThrow(/differs from the manifest/);
    await fs.rm(path.join(damaged, 'manifest.json'));
    await expect(readBackup(damaged)).rejects.toThrow(/not a finished backup/);
  });

  it('refuses to write a backup into a folder that is not empty', async () => {
    await expect(takeBackup(source.target, backupDir, new Date())).rejects.toThrow(BackupRefused);
  });
});
