import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import type { BaselineHandlers } from './baseline-process.ts';
import type { Handlers } from './server-process.ts';

type AnyHandlers = Record<string, (args: never) => unknown>;

/** A child process called by name: `server.call('listen', {})`. */
export type Worker<H extends AnyHandlers> = {
  call: <F extends keyof H>(fn: F, args?: Parameters<H[F]>[0]) => Promise<Awaited<ReturnType<H[F]>>>;
  close: () => Promise<void>;
  pid: number;
};

/** The app in a child process (server-process.ts). */
export type BenchServer = Worker<Handlers>;
/** The bare Fastify baseline in a child process of its own (baseline-process.ts). */
export type BaselineServer = Worker<BaselineHandlers>;

/** Starts a server process on the database `settings` names (DATABASE_URL, or none for PGlite) and waits until it has migrated. */
export const startBenchServer = (settings: Record<string, string>): Promise<BenchServer> =>
  startWorker<Handlers>('server-process.ts', settings);

/** Starts the baseline's own process: it shares neither the app's event loop nor its CPU accounting. */
export const startBaselineServer = (): Promise<BaselineServer> => startWorker<BaselineHandlers>('baseline-process.ts', {});

async function startWorker<H extends AnyHandlers>(script: string, settings: Record<string, string>): Promise<Worker<H>> {
  const profileDir = process.env.BENCH_CPU_PROFILE_DIR;
  const child = fork(path.join(import.meta.dirname, script), [JSON.stringify(settings)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    // a V8 CPU profile of each server process, written when it exits (open it in Chrome's DevTools)
    execArgv: [...process.execArgv, ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [])],
  });
  const pending = new Map<number, { resolve: (value: never) => void; reject: (error: Error) => void }>();
  let exited: Error | undefined;
  child.on('message', (message: { id: number; value?: unknown; error?: string }) => {
    const call = pending.get(message.id);
    if (!call) return;
    pending.delete(message.id);
    if (message.error !== undefined) call.reject(new Error(`in the server process: ${message.error}`));
    else call.resolve(message.value as never);
  });
  const exit = new Promise<void>((resolve) =>
    child.once('exit', (code) => {
      exited = new Error(`the server process exited with code ${code}`);
      for (const call of pending.values()) call.reject(exited);
      resolve();
    }),
  );
  await new Promise<void>((resolve, reject) => {
    child.once('message', (message) => (message === 'ready' ? resolve() : reject(new Error(String(message)))));
    void exit.then(() => reject(exited));
  });
  let nextId = 0;
  return {
    pid: child.pid!,
    call(fn, args) {
      if (exited) return Promise.reject(exited);
      const id = (nextId += 1);
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        child.send({ id, fn, args });
      });
    },
    async close() {
      if (!exited) child.send('close');
      await exit;
    },
  };
}

/** Where a part's servers keep their data: a fresh embedded PGlite each, or a fresh database on a PostgreSQL server. */
export type BenchDatabase = {
  label: 'PGlite' | 'PostgreSQL';
  /** settings for startBenchServer (and the real server's environment), and how to remove the data afterwards */
  create: (purpose: string) => Promise<{ settings: Record<string, string>; drop: () => Promise<void> }>;
};

export const pgliteDatabase: BenchDatabase = {
  label: 'PGlite',
  // each server process makes its own temporary DATA_DIR and removes it when it closes; a DATABASE_URL of the
  // environment (loadConfig reads it) must not send the PGlite runs to a server
  create: async () => ({ settings: { DATABASE_URL: '' }, drop: async () => {} }),
};

/** A database of its own on the server `url` names, created for one part and dropped after it. */
export function postgresDatabase(url: string): BenchDatabase {
  return {
    label: 'PostgreSQL',
    async create(purpose) {
      const name = `bench_${purpose}_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const own = new URL(url);
      own.pathname = `/${name}`;
      return {
        settings: { DATABASE_URL: own.toString() },
        async drop() {
          try {
            await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          } finally {
            await admin.end();
          }
        },
      };
    },
  };
}

/** The databases every part runs on: PGlite, and PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server. */
export function benchDatabases(postgresUrl: string): BenchDatabase[] {
  return postgresUrl ? [pgliteDatabase, postgresDatabase(postgresUrl)] : [pgliteDatabase];
}
