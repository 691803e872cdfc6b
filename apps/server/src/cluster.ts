import cluster, { type Worker } from 'node:cluster';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { loadConfig, type Config } from './config.ts';

// The entry of `npm start` (docs/decisions/030): WORKERS=1 (the default) is the server in this process;
// WORKERS=n makes this process a primary that forks n server processes sharing PORT on one PostgreSQL.

const serverEntry = path.join(import.meta.dirname, 'server.ts');
/** a worker that never got to listen is started again after 1 s, doubling up to 30 s (a database that is down) */
const restartMs = { first: 1_000, longest: 30_000 };
/** how long past their own shutdown timeout workers have to close before they are killed */
const shutdownMarginMs = 5_000;

const say = (message: string) => process.stdout.write(`cluster ${process.pid}: ${message}\n`);

/**
 * What every worker adds to the primary's environment. The sandbox's events are signed and checked
 * with one secret, so a secret made here when none is configured serves every worker alike (a random
 * one per process would refuse the events another process signed).
 */
export function workerEnvironment(config: Config): Record<string, string> {
  // the outbox's token too: the one the primary made when none was set, so every worker asks for the same
  const shared: Record<string, string> = { DEV_OUTBOX_TOKEN: config.DEV_OUTBOX_TOKEN };
  if (config.PAYMENT_PROVIDER === 'sandbox' && !config.PAYMENT_SANDBOX_SECRET) {
    shared.PAYMENT_SANDBOX_SECRET = randomBytes(32).toString('hex');
  }
  return shared;
}

/**
 * Forks `WORKERS` server processes and keeps that many running: the first one migrates and seeds the
 * database alone and the others start once it listens; a worker that dies is replaced; SIGTERM or
 * SIGINT stops them all gracefully (each closes its server) and then this process.
 */
export async function runPrimary(config: Config): Promise<void> {
  cluster.setupPrimary({ exec: serverEntry });
  // a worker's /metrics answers for all of them: the primary gathers them (docs/decisions/062)
  if (config.METRICS_TOKEN) (await import('./http/cluster-metrics.ts')).answerClusterMetrics();
  const shared = workerEnvironment(config);
  const live = new Set<Worker>();
  let ready = false;
  let stopping = false;
  let failedStarts = 0;

  function fork() {
    // the seed is idempotent but not safe to run twice at once: only workers started before any listened seed
    const worker = cluster.fork({ ...shared, SEED_DEMO: ready ? '0' : config.SEED_DEMO });
    live.add(worker);
    let listened = false;
    worker.once('listening', () => {
      listened = true;
      failedStarts = 0;
      if (!ready) {
        ready = true;
        fill();
      }
    });
    worker.once('exit', (code, signal) => {
      live.delete(worker);
      if (stopping) {
        if (live.size === 0) process.exit(0);
        return;
      }
      const wait = listened ? 0 : Math.min(restartMs.first * 2 ** failedStarts++, restartMs.longest);
      say(`worker ${worker.process.pid} exited (${signal ?? code}); starting another in ${wait} ms`);
      setTimeout(fill, wait);
    });
  }

  function fill() {
    if (stopping) return;
    for (let n = live.size; n < (ready ? config.WORKERS : 1); n++) fork();
  }

  function stop(signal: string) {
    if (stopping) return;
    stopping = true;
    say(`${signal}: stopping ${live.size} workers`);
    if (live.size === 0) process.exit(0);
    for (const worker of live) worker.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of live) worker.process.kill('SIGKILL');
    }, config.SHUTDOWN_TIMEOUT_MS + shutdownMarginMs).unref();
  }

  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  say(`starting ${config.WORKERS} workers on port ${config.PORT}`);
  fill();
}

if (import.meta.main) {
  const config = loadConfig();
  if (config.WORKERS === 1) await import('./server.ts');
  else await runPrimary(config);
}
