/**
 * The server files that run on both databases when TEST_DATABASE_URL is set: those whose subject is how the
 * database itself behaves, where PGlite (one connection, in-process, the demo's and the journeys' database) and a
 * PostgreSQL server (a pool, real concurrency, production's) can differ. Every other server file runs once, on
 * PostgreSQL; the end-to-end journeys run on PGlite. docs/decisions/048-test-clock-and-suite-layout.md says why
 * nothing is lost.
 */
export const bothDatabases = [
  // the schema, its migrations and triggers, and the demo content written through them
  'apps/server/src/db/image-paths-migration.test.ts',
  'apps/server/src/db/seed/seed.test.ts',
  // stock, holds and limits under concurrent buyers: row locks, conditional updates, one confirmation per payment
  'apps/server/src/modules/booking/inventory.test.ts',
  'apps/server/src/modules/booking/purchase.test.ts',
  'apps/server/src/modules/booking/purchase-limits.test.ts',
  'apps/server/src/modules/booking/purchase-statements.test.ts',
  'apps/server/src/modules/booking/payments.test.ts',
  'apps/server/src/modules/booking/late-payments.test.ts',
  'apps/server/src/modules/booking/cancellation.test.ts',
  'apps/server/src/modules/store/checkout.test.ts',
  'apps/server/src/modules/store/stock-contention.test.ts',
  'apps/server/src/modules/giftcards/giftcards.test.ts',
  'apps/server/src/modules/catalog/availability-console.test.ts',
  'apps/server/src/modules/booking/check-in-console.test.ts',
  'apps/server/src/modules/octo/octo.test.ts',
  'apps/server/src/modules/octo/octo-contention.test.ts',
  'apps/server/src/modules/octo/octo-update.test.ts',
  'apps/server/src/modules/scratch/scratch.test.ts',
  'apps/server/src/modules/vouchers/vouchers.test.ts',
  // counters kept in tables: rate limits, quotas, batched session reads, the message outbox's claims
  'apps/server/src/modules/accounts/accounts.test.ts',
  'apps/server/src/modules/invoices/upload-quotas.test.ts',
  'apps/server/src/http/session-cache.test.ts',
  'apps/server/src/providers/messages/message-outbox.test.ts',
  // what the retention job deletes, in batches, and what it leaves because other rows point at it
  'apps/server/src/lib/retention.test.ts',
  // a backup restored into a fresh database: pg_dump and pg_restore, or PGlite's own dump of its data directory
  'apps/server/src/db/backup.test.ts',
  // which stored objects no row names: the sweeper's queries over the tables that name files
  'apps/server/src/lib/storage/orphans.test.ts',
  // every console action with every kind of caller, four operators at once; what erasing a customer leaves
  'apps/server/src/modules/console/operator-walk.test.ts',
  'apps/server/src/modules/accounts/customer-erasure-console.test.ts',
  // traces of statements: node-postgres's pool connections, or PGlite's client, each in spans of their own
  'apps/server/src/lib/tracing.test.ts',
  // text search: pg_trgm, unaccent-like folding and ranking are the engine's
  'apps/server/src/modules/catalog/search.test.ts',
  'apps/server/src/modules/catalog/term-breadth.test.ts',
  // the plans of the lists: rows read whatever the catalogue's size, by the engine's own planner
  'apps/server/src/modules/catalog/lists-at-scale.test.ts',
  'apps/server/src/modules/octo/octo-watch-plan.test.ts',
];
