import { bigint, date, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/**
 * Each ledger entry's split over the lines it paid for (docs/decisions/050 "Summary tables"): one row per entry
 * and line, written by the trigger on ledger_entries in the transaction that writes the entry, so the sales
 * report sums shares instead of splitting the ledger at read time. The shares of an entry add up to it.
 */
export const ledgerShares = pgTable(
  'ledger_shares',
  {
    entryId: integer('entry_id').notNull(),
    /** the line's place among the entry's lines: bookings, then store order items, then postcards, by id */
    position: smallint('position').notNull(),
    kind: text('kind', { enum: ['charge', 'refund'] }).notNull(),
    /** the Dubai calendar day the entry was written */
    day: date('day', { mode: 'string' }).notNull(),
    /** the purchase's channel, '' when none */
    channel: text('channel').notNull(),
    destinationId: integer('destination_id'),
    packageId: integer('package_id'),
    productId: integer('product_id'),
    storeId: integer('store_id'),
    /** fils, signed as the entry */
    amountFils: bigint('amount_fils', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.entryId, t.position] }), index('ledger_shares_day_idx').on(t.day)],
);

/**
 * Sums of the shares of closed Dubai days (before yesterday: the ledger is append-only and its rows carry the
 * moment they were written), per day and per calendar month, built lazily by the reports under an advisory
 * lock. Each breakdown is summed on its own, keeping the venue a scoped report filters on: `channel` by
 * channel, destination and store (the periods, totals and destinations are read from these), `package` by
 * package and destination, `product` by product and store; the other columns are null. A key may have several
 * rows (a late entry adds one); a report sums them.
 */
export const ledgerShareRollups = pgTable(
  'ledger_share_rollups',
  {
    grain: text('grain', { enum: ['day', 'month'] }).notNull(),
    /** the day, or the month's first day */
    start: date('start', { mode: 'string' }).notNull(),
    breakdown: text('breakdown', { enum: ['channel', 'package', 'product'] }).notNull(),
    kind: text('kind', { enum: ['charge', 'refund'] }).notNull(),
    channel: text('channel'),
    destinationId: integer('destination_id'),
    packageId: integer('package_id'),
    productId: integer('product_id'),
    storeId: integer('store_id'),
    amountFils: bigint('amount_fils', { mode: 'number' }).notNull(),
  },
  (t) => [index('ledger_share_rollups_start_idx').on(t.grain, t.start)],
);

/** How far each grain of ledger_share_rollups is built: its last day included. */
export const ledgerRollupState = pgTable('ledger_rollup_state', {
  grain: text('grain', { enum: ['day', 'month'] }).primaryKey(),
  through: date('through', { mode: 'string' }).notNull(),
});
