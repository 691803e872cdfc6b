/**
 * The messages between the server's main thread (pglite-worker-client.ts) and the thread that runs
 * PGlite (pglite-worker.ts). Values cross by structured clone, so nothing here holds a function:
 * rows come back as PostgreSQL's text, and the main thread applies the parsers the caller gave.
 */

export type WorkerStart = {
  /** PGlite's files on disk (NodeFS) */
  dataDir?: string;
  /** a dumped data directory (`dumpDataDir`) to start from, in memory */
  loadDataDir?: Uint8Array;
};

export type Request = { id: number } & (
  | { op: 'query'; sql: string; params: unknown[]; tx: number | null }
  | { op: 'exec'; sql: string; tx: number | null }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'close' }
);

export type RawField = { name: string; dataTypeID: number };

/** One statement's result with every value still PostgreSQL's text (null stays null). */
export type RawResult = {
  rows: (string | null)[][];
  fields: RawField[];
  affectedRows?: number;
  rowCount?: number;
  command?: string;
};

/**
 * An error's message and own fields (code, detail, constraint, query, params …), minus what cannot be
 * cloned; `database` tells a PostgreSQL error (PGlite's DatabaseError) from any other.
 */
export type ErrorFields = { message: string; name: string; database: boolean; [field: string]: unknown };

/**
 * A statement's results cross as one JSON text (`json`): cloning one string and parsing it costs a fraction
 * of cloning the rows' thousands of small strings one by one (the search and purchase storm benchmarks on PGlite).
 */
export type Reply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: true; json: string }
  | { id: number; ok: false; error: ErrorFields };

/** Sent once when PGlite is up: each array type's element type, for the main thread's array parsers. */
export type Ready = { ready: { arrayTypes: { oid: number; typarray: number }[] } } | { failed: ErrorFields };
