/**
 * Plans kept for the statements PGlite runs again and again (docs/decisions/029, amendment of 2026-11-25).
 *
 * PGlite's `query(sql, params)` parses, analyses and plans its statement on every call: its unnamed
 * statement is all the extended protocol offers through its interface. For the catalogue's reads that is
 * half their cost (HomeData on the demo data: 0.84 ms of planning against 1.05 ms of execution). A
 * PostgreSQL server keeps those plans, because node-postgres sends Drizzle's prepared statements by name.
 * This gives PGlite the same: a statement seen before is prepared once (`PREPARE s AS …`) and run as
 * `EXECUTE s('…', …)`, its arguments written as quoted literals, which PostgreSQL reads with
 * each parameter's input function exactly as it reads text-format bind values. PostgreSQL then plans as
 * it does for a named statement: custom plans for the first five runs, the generic plan after when it
 * costs no more.
 */

/** A value an EXECUTE argument can carry as a literal; anything else runs the statement as it is. */
type Literal = string | number | bigint | boolean | null;

/** What to run for a statement: as it is, or by name (after preparing it, and making room, when needed). */
export type StatementPlan =
  | { kind: 'as-is' }
  | { kind: 'execute'; sql: string }
  | { kind: 'prepare'; prepare: string; deallocate: string | null; execute: string; name: string };

/** How a string travels as an SQL literal: standard_conforming_strings is on, so only quotes are doubled. */
function quoted(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

/**
 * The arguments of an EXECUTE for `params`, or null when one cannot be written as a literal (objects,
 * dates, buffers, non-finite numbers, text with a NUL, which PostgreSQL text cannot hold anyway).
 * Every value is a quoted literal of unknown type, so the prepared parameter's type reads it.
 */
export function executeArguments(params: readonly unknown[]): string | null {
  const written: string[] = [];
  for (const value of params as Literal[]) {
    if (value === null || value === undefined) written.push('NULL');
    else if (typeof value === 'string') {
      if (value.includes('\0')) return null;
      written.push(quoted(value));
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value)) return null;
      written.push(quoted(String(value)));
    } else if (typeof value === 'bigint') written.push(quoted(value.toString()));
    else if (typeof value === 'boolean') written.push(value ? "'t'" : "'f'");
    else return null;
  }
  return written.length === 0 ? '' : `(${written.join(', ')})`;
}

/**
 * Written into a statement whose best plan depends on its arguments, it keeps the statement from being
 * prepared: PostgreSQL plans it for its arguments on every run. A prepared statement goes to its generic
 * plan after five runs, planned for no value in particular (a LIKE pattern is guessed to match 0.5 % of the
 * rows), which is the wrong plan for a search term found in every row (term-breadth.ts).
 */
export const planPerRun = '/* plan per run */';

/** Reads and writes are kept (`select`, `insert`, `update`, `delete`, `with`); never DDL or several statements at once. */
const isPreparable = (sql: string) =>
  /^\s*(select|insert|update|delete|with)\b/i.test(sql) && !sql.includes(';') && !sql.includes(planPerRun);

type Entry = { name: string; ready: boolean };

/** longer statements (a search's, with its terms written in) are rarely run twice */
const maxStatementLength = 16_384;

export class PreparedStatements {
  /** statements that are or are being prepared, least recently used first */
  readonly #entries = new Map<string, Entry>();
  /** reads seen once, not yet worth a plan: a search term with its words written in is often never seen again */
  readonly #seenOnce = new Set<string>();
  /** reads PostgreSQL refused to prepare: run as they are from then on */
  readonly #refused = new Set<string>();
  #next = 1;

  /** at most this many statements kept; the least recently used one is deallocated for a new one */
  readonly capacity: number;

  constructor(capacity = 200) {
    this.capacity = capacity;
  }

  /**
   * What to run for `sql` with `params`. A statement is executed by name only once its PREPARE has
   * completed. Inside a transaction the caller prepares under a savepoint, so a PREPARE PostgreSQL refuses
   * does not abort the transaction (prepared statements are not transactional: one made inside a
   * transaction stays when it rolls back).
   */
  plan(sql: string, params: readonly unknown[]): StatementPlan {
    if (!isPreparable(sql) || sql.length > maxStatementLength || this.#refused.has(sql)) return { kind: 'as-is' };
    const args = executeArguments(params);
    if (args === null) return { kind: 'as-is' };
    const entry = this.#entries.get(sql);
    if (entry) {
      if (!entry.ready) return { kind: 'as-is' };
      this.#entries.delete(sql);
      this.#entries.set(sql, entry);
      return { kind: 'execute', sql: `execute ${entry.name}${args}` };
    }
    if (!this.#seenOnce.has(sql)) {
      if (this.#seenOnce.size >= this.capacity * 10) this.#seenOnce.clear();
      this.#seenOnce.add(sql);
      return { kind: 'as-is' };
    }
    this.#seenOnce.delete(sql);
    let deallocate: string | null = null;
    if (this.#entries.size >= this.capacity) {
      const [oldestSql, oldest] = this.#entries.entries().next().value as [string, Entry];
      this.#entries.delete(oldestSql);
      deallocate = `deallocate ${oldest.name}`;
    }
    const name = `portal_s${this.#next++}`;
    this.#entries.set(sql, { name, ready: false });
    return { kind: 'prepare', prepare: `prepare ${name} as ${sql}`, deallocate, execute: `execute ${name}${args}`, name };
  }

  /** The PREPARE of `sql` completed: later runs, inside transactions too, execute it by name. */
  prepared(sql: string): void {
    const entry = this.#entries.get(sql);
    if (entry) entry.ready = true;
  }

  /** PostgreSQL refused to prepare `sql`: it runs as it is from now on. */
  refused(sql: string): void {
    this.#entries.delete(sql);
    this.#refused.add(sql);
  }

  /** The statement kept for `sql` no longer works (dropped, or its tables changed shape): prepare it again later. */
  forget(sql: string): string | null {
    const entry = this.#entries.get(sql);
    this.#entries.delete(sql);
    // it was run often enough: its next run prepares it again
    this.#seenOnce.add(sql);
    return entry?.name ?? null;
  }

  get size(): number {
    return this.#entries.size;
  }
}

/**
 * Failures of a statement kept by name rather than of the query itself: it no longer exists (26000), or
 * the tables under it changed shape (0A000 "cached plan must not change result type").
 */
export function isStaleStatement(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '26000' || code === '0A000';
}
