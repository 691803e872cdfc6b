import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Every PGlite the project opens has the extensions its migrations use (pg_trgm: the search index).
 * Kept apart from client.ts so the PGlite worker (pglite-worker.ts) loads PGlite without Drizzle.
 */
export function newPglite(options: Omit<PGliteOptions, 'extensions'> = {}): PGlite {
  return new PGlite({ ...options, extensions: { pg_trgm } });
}
