import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { serverEntries, startServerProcess, type ServerProcess } from '../test/server-process.ts';
import { copyTemplate } from '../test/templates.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, postgresPoolOf } from './client.ts';
import { EmbeddedDatabaseInUse, lockEmbeddedDatabase, lockFileOf } from './embedded-lock.ts';
import { openConfiguredDatabase } from './open.ts';
import { users } from './schema/index.ts';

// README "Operators": the operator scripts and the portal never write the embedded database at once

const operatorScript = path.resolve(import.meta.dirname, '../../scripts/operator.ts');

const temporaryDir = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

/** The environment of a portal (and of its scripts) on the embedded database under `dataDir`. */
const portalEnv = (dataDir: string) => ({
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  WEB_DIST_DIR: path.join(dataDir, 'no-dist'),
  DATABASE_URL: '',
  SEED_DEMO: '0',
  LOG_LEVEL: 'info',
});

/** `npm run operator:<command> -- <emails>` as a child process, with only `env`. */
function runOperatorScript(command: 'create' | 'remove', emails: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, [operatorScript, command, ...emails], { stdio: ['ignore', 'pipe', 'pipe'], env });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The account of `email` in the embedded database under `dataDir`, opened once the portal let go of it. */
async function accountIn(dataDir: string, email: string) {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  try {
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    return user ?? null;
  } finally {
    await database.close();
  }
}

/** The pid of a process that has ended. */
async function pidOfEndedProcess(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

describe('operator scripts while the portal runs on the embedded database', () => {
  let dataDir: string;
  let portal: ServerProcess;

  beforeAll(async () => {
    dataDir = temporaryDir('portal-operator-lock-');
    portal = await startServerProcess(serverEntries.server, portalEnv(dataDir));
    await vi.waitFor(async () => expect((await fetch(`${portal.base}/healthz`)).status).toBe(200), {
      timeout: 30_000,
      interval: 100,
    });
  }, 120_000);

  afterAll(async () => {
    await portal?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('refuse with a message saying so and exit 1, writing nothing; once the portal stopped, they run', async () => {
    const email = 'first.admin@example.ae';
    const env = portalEnv(dataDir);
    for (const command of ['create', 'remove'] as const) {
      const refused = await runOperatorScript(command, [email], env);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`is open by a running portal process (pid ${portal.child.pid})`);
      expect(refused.stderr).toContain('nothing was changed');
      expect(refused.stdout).not.toContain('is an admin operator');
    }
    // the portal went on undisturbed, and has the lock until it stops
    expect((await fetch(`${portal.base}/healthz`)).status).toBe(200);
    expect(await portal.stop()).toBe(0);
    expect(fs.existsSync(lockFileOf(path.join(dataDir, 'pglite')))).toBe(false);
    expect(await accountIn(dataDir, email)).toBeNull();

    const created = await runOperatorScript('create', [email], env);
    expect(created).toMatchObject({ code: 0, stderr: '' });
    expect(created.stdout).toContain(`${email} is an admin operator (new account)`);
    expect(await accountIn(dataDir, email)).toMatchObject({ role: 'operator', staffRole: 'admin' });
    const removed = await runOperatorScript('remove', [email], env);
    expect(removed.code).toBe(0);
    expect(await accountIn(dataDir, email)).toMatchObject({ role: 'user' });
  }, 120_000);
});

describe('the lock of the embedded database', () => {
  let dataDir: string;

  beforeAll(() => {
    dataDir = temporaryDir('portal-lock-');
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('a lock left by a portal that crashed does not block the scripts', async () => {
    const lockFile = lockFileOf(path.join(dataDir, 'pglite'));
    fs.writeFileSync(lockFile, `${await pidOfEndedProcess()}\n`);
    const created = await runOperatorScript('create', ['after.crash@example.ae'], portalEnv(dataDir));
    expect(created.code).toBe(0);
    expect(created.stdout).toContain('after.crash@example.ae is an admin operator');
    expect(fs.existsSync(lockFile)).toBe(false);
  }, 180_000);

  it('is held by whoever opens the database, once in a process; a lock naming this pid but not held is stale', () => {
    const pglite = path.join(dataDir, 'held');
    const release = lockEmbeddedDatabase(pglite);
    expect(fs.readFileSync(lockFileOf(pglite), 'utf8')).toBe(`${process.pid}\n`);
    expect(() => lockEmbeddedDatabase(pglite)).toThrow(EmbeddedDatabaseInUse);
    release();
    expect(fs.existsSync(lockFileOf(pglite))).toBe(false);
    // as after a container restarted the crashed portal with the same pid
    fs.writeFileSync(lockFileOf(pglite), `${process.pid}\n`);
    lockEmbeddedDatabase(pglite)();
    expect(fs.existsSync(lockFileOf(pglite))).toBe(false);
  });

  it('while this process has the embedded database open as the portal does, the scripts refuse', async () => {
    const database = await openConfiguredDatabase(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
    try {
      const refused = await runOperatorScript('create', ['refused@example.ae'], portalEnv(dataDir));
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`(pid ${process.pid})`);
      expect(await database.db.select().from(users).where(eq(users.email, 'refused@example.ae'))).toEqual([]);
    } finally {
      await database.close();
    }
  }, 180_000);

  it.skipIf(!inject('postgresTemplateUrl'))(
    'with DATABASE_URL the scripts run as before, the embedded lock aside',
    async () => {
      const postgres = await copyTemplate({
        pgliteImage: inject('pgliteImage'),
        postgresTemplateUrl: inject('postgresTemplateUrl'),
      });
      const release = lockEmbeddedDatabase(path.join(dataDir, 'pglite'));
      try {
        const url = postgresPoolOf(postgres.db)!.options.connectionString!;
        const created = await runOperatorScript('create', ['on.postgres@example.ae'], {
          ...portalEnv(dataDir),
          DATABASE_URL: url,
        });
        expect(created.code).toBe(0);
        const [user] = await postgres.db.select().from(users).where(eq(users.email, 'on.postgres@example.ae'));
        expect(user).toMatchObject({ role: 'operator', staffRole: 'admin' });
      } finally {
        release();
        await postgres.close();
      }
    },
    60_000,
  );
});
