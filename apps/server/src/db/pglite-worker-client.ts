import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { messages, types, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
import { runChildScript } from './child-script.ts';
import type { ErrorFields, RawResult, Ready, Reply, Request, WorkerStart } from './pglite-protocol.ts';

/**
 * PGlite in a worker thread, seen from the main thread (docs/decisions/029). It offers the part of
 * PGlite's interface Drizzle's PGlite driver calls — `query(sql, params, { rowMode, parsers })` and
 * `transaction(fn)` — plus `exec` and `close`. Statements execute in the worker, so a slow one never
 * stalls the event loop; rows come back as PostgreSQL's text and are parsed here with PGlite's own
 * parsers and the caller's, so results are the same values an in-thread PGlite gives.
 */

type Parser = (value: string, typeId?: number) => unknown;
/** Options that can cross to the worker: no serializers or blobs (Drizzle passes neither). */
export type WorkerQueryOptions = Pick<QueryOptions, 'rowMode' | 'parsers'>;

/** What a transaction callback receives: the same calls as PGlite's Transaction that Drizzle uses. */
export type WorkerTransaction = {
  query<T>(sql: string, params?: unknown[], options?: WorkerQueryOptions): Promise<Results<T>>;
  exec(sql: string, options?: WorkerQueryOptions): Promise<Results[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
};

type Pending = { resolve: (value: unknown) => void; reject: (err: Error) => void; queryOptions?: WorkerQueryOptions };

export class PgliteWorkerClient {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  readonly #parsers: Record<number, Parser>;
  #nextId = 1;
  #stopped: Error | null = null;

  constructor(worker: Worker, arrayTypes: { oid: number; typarray: number }[]) {
    this.#worker = worker;
    // as PGlite builds them (its _initArrayTypes): the default parsers, and one per array type over its element's
    const parsers: Record<number, Parser> = { ...types.parsers };
    for (const { oid, typarray } of arrayTypes) parsers[typarray] = (value) => types.arrayParser(value, parsers[oid]!, typarray);
    this.#parsers = parsers;
    worker.on('message', (reply: Reply) => this.#settle(reply));
    worker.on('error', (err) => this.#stop(err));
    worker.on('exit', (code) => this.#stop(new Error(`PGlite worker stopped (exit code ${code})`)));
    // an idle worker does not keep the process alive; one with a statement in flight does
    worker.unref();
  }

  query<T>(sql: string, params: unknown[] = [], options?: WorkerQueryOptions): Promise<Results<T>> {
    return this.#query(sql, params, options, null);
  }

  exec(sql: string, options?: WorkerQueryOptions): Promise<Results[]> {
    return this.#exec(sql, options, null);
  }

  /**
   * BEGIN in the worker, `fn`, then COMMIT (ROLLBACK when `fn` throws). While the transaction is open,
   * statements outside it wait in the worker, as PGlite's own lock makes them wait in-thread.
   */
  async transaction<T>(fn: (tx: WorkerTransaction) => Promise<T>): Promise<T> {
    const id = (await this.#call({ op: 'begin' })) as number;
    let closed = false;
    const end = (commit: boolean) => {
      closed = true;
      return this.#call({ op: 'end', tx: id, commit }) as Promise<void>;
    };
    const open = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx: WorkerTransaction = {
      query: (sql, params = [], options) => (open(), this.#query(sql, params, options, id)),
      exec: (sql, options) => (open(), this.#exec(sql, options, id)),
      rollback: () => (open(), end(false)),
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await fn(tx);
    } catch (err) {
      if (!closed) await end(false);
      throw err;
    }
    if (!closed) await end(true);
    return result;
  }

  async close(): Promise<void> {
    if (this.#stopped) return;
    await this.#call({ op: 'close' });
    await this.#worker.terminate();
  }

  /** This object where Drizzle's PGlite driver expects a PGlite: it calls only what the class offers. */
  asPglite(): PGlite {
    return this as unknown as PGlite;
  }

  async #query<T>(
    sql: string,
    params: unknown[],
    options: WorkerQueryOptions | undefined,
    tx: number | null,
  ): Promise<Results<T>> {
    const raw = (await this.#call({ op: 'query', sql, params, tx }, options)) as RawResult;
    return this.#parse(raw, options) as Results<T>;
  }

  async #exec(sql: string, options: WorkerQueryOptions | undefined, tx: number | null): Promise<Results[]> {
    const raw = (await this.#call({ op: 'exec', sql, tx }, options)) as RawResult[];
    return raw.map((one) => this.#parse(one, options));
  }

  /** PGlite's parseResults over text values: the caller's parser for a type first, then PGlite's. */
  #parse(raw: RawResult, options: WorkerQueryOptions | undefined): Results {
    const given = options?.parsers as Record<number, Parser> | undefined;
    const parsers = raw.fields.map(({ dataTypeID }) => given?.[dataTypeID] ?? this.#parsers[dataTypeID]);
    const value = (text: string | null, column: number): unknown => {
      const parse = parsers[column];
      return text === null || !parse ? text : parse(text, raw.fields[column]!.dataTypeID);
    };
    const rows =
      options?.rowMode === 'array'
        ? raw.rows.map((row) => row.map(value))
        : raw.rows.map((row) =>
            Object.fromEntries(raw.fields.map((field, column) => [field.name, value(row[column] ?? null, column)])),
          );
    return { ...raw, rows } as Results;
  }

  #call(request: DistributiveOmit<Request, 'id'>, queryOptions?: WorkerQueryOptions): Promise<unknown> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#nextId++;
    if (this.#pending.size === 0) this.#worker.ref();
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject, ...(queryOptions ? { queryOptions } : {}) });
      this.#worker.postMessage({ ...request, id } as Request);
    });
  }

  #settle(reply: Reply) {
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    this.#pending.delete(reply.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if (reply.ok) pending.resolve('json' in reply ? JSON.parse(reply.json) : reply.value);
    else pending.reject(toError(reply.error, pending.queryOptions));
  }

  #stop(err: Error) {
    this.#stopped ??= err;
    for (const pending of this.#pending.values()) pending.reject(err);
    this.#pending.clear();
  }
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** The worker's error as the caller would have had it in-thread: a DatabaseError with code, detail, query … */
function toError(fields: ErrorFields, queryOptions: WorkerQueryOptions | undefined): Error {
  const { message, name, database, length, stack: _, ...rest } = fields;
  if (!database) return Object.assign(new Error(message), rest);
  const err = new messages.DatabaseError(message, Number(length), name as messages.MessageName);
  return Object.assign(err, rest, queryOptions ? { queryOptions } : {});
}

/**
 * Starts PGlite in a worker thread and waits until it is ready (or throws why it could not start).
 * A data directory that does not exist yet is created first in a child process (pglite-initdb.ts).
 */
export async function startPgliteWorker(start: WorkerStart): Promise<PgliteWorkerClient> {
  if (start.dataDir && !fs.existsSync(path.join(start.dataDir, 'PG_VERSION'))) {
    await runChildScript(path.join(import.meta.dirname, 'pglite-initdb.ts'), [start.dataDir]);
  }
  const worker = new Worker(new URL('./pglite-worker.ts', import.meta.url), { workerData: start });
  const ready = await new Promise<Ready>((resolve, reject) => {
    const exited = (code: number) => reject(new Error(`PGlite worker exited (code ${code}) before it was ready`));
    worker.once('error', reject);
    worker.once('exit', exited);
    worker.once('message', (message: Ready) => {
      // only these two: Worker keeps listeners of its own (removeAllListeners would cut its message port)
      worker.off('error', reject);
      worker.off('exit', exited);
      resolve(message);
    });
  });
  if ('failed' in ready) {
    await worker.terminate();
    throw toError(ready.failed, undefined);
  }
  return new PgliteWorkerClient(worker, ready.ready.arrayTypes);
}
