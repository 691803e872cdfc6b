import { createHash } from 'node:crypto';
import { postgresPoolOf, type Database } from '../db/client.ts';
import { jobEvents } from './observe.ts';

export type JobRun<T> = { ran: true; value: T } | { ran: false };

export type SingletonJob = {
  /** Runs `job` unless another run of the same job holds the lock (in any process): then answers `ran: false` at once. */
  run<T>(job: () => Promise<T>): Promise<JobRun<T>>;
};

/** The job's advisory-lock key: 64 bits of a hash of its name, so names need no registry of numbers. */
export function advisoryKey(name: string): string {
  return createHash('sha256').update(`portal-job:${name}`).digest().readBigInt64BE(0).toString();
}

/**
 * A periodic job that runs in one process at a time on PostgreSQL (docs/decisions/030): each run takes
 * a transaction-level advisory lock on a session of its own, so the lock goes with that transaction
 * whatever happens to the job or the process, and a process that finds it taken skips its turn. The
 * jobs wrapped so are safe to run concurrently anyway (each row is claimed by a conditional update); the
 * lock spares the database n processes doing the same sweep. PGlite is one process: the job just runs.
 */
export function singletonJob(db: Database, name: string): SingletonJob {
  const pool = postgresPoolOf(db);
  const key = advisoryKey(name);
  return {
    async run<T>(job: () => Promise<T>): Promise<JobRun<T>> {
      // every turn is counted for /metrics (lib/observe.ts): ran, skipped or failed
      try {
        const turn = await runLocked(job);
        jobEvents.note({ job: name, outcome: turn.ran ? 'ran' : 'skipped' });
        return turn;
      } catch (err) {
        jobEvents.note({ job: name, outcome: 'failed' });
        throw err;
      }
    },
  };

  async function runLocked<T>(job: () => Promise<T>): Promise<JobRun<T>> {
    if (!pool) return { ran: true, value: await job() };
    const session = await pool.connect();
    let broken: Error | undefined;
    try {
      await session.query('begin');
      const { rows } = await session.query<{ locked: boolean }>('select pg_try_advisory_xact_lock($1) as locked', [key]);
      if (!rows[0]?.locked) return { ran: false };
      return { ran: true, value: await job() };
    } finally {
      // ending the transaction frees the lock; a session that cannot end it is discarded, which frees it too
      await session.query('rollback').catch((err: unknown) => {
        broken = err instanceof Error ? err : new Error(String(err));
      });
      session.release(broken);
    }
  }
}

/**
 * Runs a singleton job every `everyMs` while the app is open: the timer never keeps the process alive,
 * stops when the app closes, and a failed run is logged and retried at the next turn.
 */
export function everyInterval(
  app: { log: { error(obj: object, msg: string): void }; addHook(name: 'onClose', hook: () => Promise<void>): unknown },
  db: Database,
  job: { name: string; everyMs: number; failure: string; run: () => Promise<unknown> },
): void {
  const singleton = singletonJob(db, job.name);
  const timer = setInterval(() => {
    singleton.run(job.run).catch((err: unknown) => app.log.error({ err }, job.failure));
  }, job.everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
