import { parentPort, workerData } from 'node:worker_threads';
import { messages, PGlite, type Transaction } from '@electric-sql/pglite';
import { newPglite } from './pglite.ts';
import { isStaleStatement, PreparedStatements } from './pglite-statements.ts';
import type { ErrorFields, RawResult, Ready, Reply, Request, WorkerStart } from './pglite-protocol.ts';

/**
 * The thread PGlite runs in (docs/decisions/029): the main thread keeps serving requests while a
 * query executes here. Requests are served as they come; PGlite's own locks order them, so a query
 * outside a transaction waits while one is open, exactly as with PGlite on the main thread.
 */

const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs as a worker thread (see pglite-worker-client.ts)');

const start = workerData as WorkerStart;

/** An open transaction waits here until the main thread commits (true) or rolls back (false). */
type OpenTransaction = { tx: Transaction; finish: (commit: boolean) => void; settled: Promise<void> };
const transactions = new Map<number, OpenTransaction>();
let nextTransaction = 1;

/** Thrown inside PGlite's transaction callback to make it roll back; not an error of the caller's. */
const rollbackRequested = Symbol('rollback requested');

/**
 * Every type PGlite knows (its array types included) left as PostgreSQL's text: the main thread parses with
 * the caller's parsers. Set on the instance once, not given with each statement: PGlite merges a
 * statement's parsers into its own for every statement, a copy of some 200 entries each time (a sixth of
 * the worker's time in the purchase storm of decision 025).
 */
function keepEveryTypeAsText(pglite: PGlite): void {
  const asIs = (value: string) => value;
  for (const oid of Object.keys(pglite.parsers)) pglite.parsers[Number(oid)] = asIs;
}

function errorFields(err: unknown): ErrorFields {
  if (!(err instanceof Error)) return { name: 'Error', message: String(err), database: false };
  // queryOptions holds the caller's parser functions, which cannot be cloned (and the main thread has them)
  const { queryOptions: _, ...fields } = err as Error & Record<string, unknown>;
  return { ...fields, name: err.name, message: err.message, database: err instanceof messages.DatabaseError };
}

/**
 * 16 MB of shared buffers instead of PostgreSQL's 128 MB, which PGlite keeps resident (150 MB of RSS
 * measured); the demo's tables and indexes take about 2 MB, and pages beyond the buffers are read
 * back from the operating system's file cache (docs/decisions/029).
 */
const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

function open(): PGlite {
  return newPglite({
    startParams,
    ...(start.dataDir ? { dataDir: start.dataDir } : {}),
    ...(start.loadDataDir ? { loadDataDir: new Blob([start.loadDataDir]) } : {}),
  });
}

const pglite = open();
const asText = { rowMode: 'array' as const };

/** Opens a transaction that stays open, holding PGlite's transaction lock, until `end` finishes it. */
async function begin(): Promise<number> {
  let finish: (commit: boolean) => void = () => {};
  const decided = new Promise<boolean>((resolve) => (finish = resolve));
  let settled: Promise<void> = Promise.resolve();
  const tx = await new Promise<Transaction>((began, failed) => {
    settled = pglite
      .transaction(async (tx) => {
        began(tx);
        if (!(await decided)) throw rollbackRequested;
      })
      .catch((err: unknown) => {
        if (err !== rollbackRequested) throw err;
      });
    // a BEGIN that fails settles the transaction before its callback ran
    settled.catch(failed);
  });
  const id = nextTransaction++;
  transactions.set(id, { tx, finish, settled });
  return id;
}

async function end(id: number, commit: boolean): Promise<void> {
  const open = transactions.get(id);
  if (!open) throw new Error(`PGlite worker: no open transaction ${id}`);
  transactions.delete(id);
  open.finish(commit);
  await open.settled;
}

function target(tx: number | null): PGlite | Transaction {
  if (tx === null) return pglite;
  const open = transactions.get(tx);
  if (!open) throw new Error(`PGlite worker: no open transaction ${tx}`);
  return open.tx;
}

/** The reads run again and again keep their plans (pglite-statements.ts). */
const statements = new PreparedStatements();

/**
 * Prepares a statement; inside a transaction under a savepoint, so a refusal leaves the transaction as it
 * was. Answers whether PostgreSQL took it.
 */
async function prepare(on: PGlite | Transaction, inTransaction: boolean, statements: string[]): Promise<boolean> {
  try {
    if (inTransaction) await on.exec('savepoint portal_prepare');
    for (const statement of statements) await on.exec(statement);
    if (inTransaction) await on.exec('release savepoint portal_prepare');
    return true;
  } catch {
    if (inTransaction) await on.exec('rollback to savepoint portal_prepare; release savepoint portal_prepare');
    return false;
  }
}

async function query(tx: number | null, sql: string, params: unknown[]): Promise<RawResult> {
  const on = target(tx);
  const run = (text: string, values: unknown[]) => on.query(text, values, asText) as Promise<unknown> as Promise<RawResult>;
  const plan = statements.plan(sql, params);
  if (plan.kind === 'prepare') {
    if (await prepare(on, tx !== null, plan.deallocate ? [plan.deallocate, plan.prepare] : [plan.prepare]))
      statements.prepared(sql);
    else {
      // a statement PostgreSQL cannot prepare (an untyped parameter, say) still runs, as it is, below
      statements.refused(sql);
      return run(sql, params);
    }
  }
  if (plan.kind !== 'as-is') {
    try {
      return await run(plan.kind === 'execute' ? plan.sql : plan.execute, []);
    } catch (err) {
      // inside a transaction the failure has aborted it: the caller sees it, as it would have seen any
      if (!isStaleStatement(err) || tx !== null) throw err;
      const name = statements.forget(sql);
      if (name) await pglite.exec(`deallocate ${name}`).catch(() => undefined);
    }
  }
  return run(sql, params);
}

async function serve(request: Request): Promise<unknown> {
  switch (request.op) {
    case 'query':
      return query(request.tx, request.sql, request.params);
    case 'exec':
      return (await target(request.tx).exec(request.sql, asText)) as unknown as RawResult[];
    case 'begin':
      return begin();
    case 'end':
      return end(request.tx, request.commit);
    case 'close':
      // the reply goes out before the port closes (below)
      await pglite.close();
      return undefined;
  }
}

port.on('message', (request: Request) => {
  serve(request)
    .then(
      (value) =>
        port.postMessage(
          (request.op === 'query' || request.op === 'exec'
            ? { id: request.id, ok: true, json: JSON.stringify(value) }
            : { id: request.id, ok: true, value }) satisfies Reply,
        ),
      (err: unknown) => port.postMessage({ id: request.id, ok: false, error: errorFields(err) } satisfies Reply),
    )
    .finally(() => {
      if (request.op === 'close') port.close();
    });
});

try {
  await pglite.waitReady;
  // the query PGlite runs for its own array parsers, so the main thread can build the same ones
  const { rows } = await pglite.query<{ oid: number; typarray: number }>(
    `select b.oid, b.typarray from pg_catalog.pg_type a join pg_catalog.pg_type b on b.oid = a.typelem
     where a.typcategory = 'A' group by b.oid, b.typarray`,
  );
  keepEveryTypeAsText(pglite);
  port.postMessage({ ready: { arrayTypes: rows } } satisfies Ready);
} catch (err) {
  port.postMessage({ failed: errorFields(err) } satisfies Ready);
}
