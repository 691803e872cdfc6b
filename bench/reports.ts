import { sql } from 'drizzle-orm';
import type { ReportRange } from '../packages/contract/src/console-reports.ts';
import { migrateDatabase, openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { everywhere } from '../apps/server/src/http/operator-access.ts';
import { recordCharge } from '../apps/server/src/modules/booking/refunds.ts';
import { consoleToday } from '../apps/server/src/modules/console/home-service.ts';
import {
  capacityReport,
  conversionReport,
  promotionsReport,
  rowsOf,
  salesReport,
} from '../apps/server/src/modules/reports/reports-service.ts';
import { rollUpClosedDays } from '../apps/server/src/modules/reports/ledger-rollups.ts';
import type { PartContext } from './reads.ts';
import { loadNow, meets, quantile, type Row } from './report.ts';
import type { BenchDatabase } from './servers.ts';

/** The console's reports at a year's volume (docs/decisions/050): each figure's p95 against the budget. */
export const reportSizes = { users: 1_000, bookings: 100_000, storeOrders: 20_000, ledger: 1_000_000, audit: 1_000_000 };
export type ReportSizes = typeof reportSizes;
const budgetMs = 200;
const runs = 20;
/** create-and-pay transactions per round of the write path's measure (4 rounds with the trigger, 4 without) */
const writeRounds = 50;
/** the data's last day; the bench asks for the 30 days and the year up to it */
const lastDay = '2026-11-25';
const now = new Date(`${lastDay}T06:00:00Z`);

/**
 * Rows written by generate_series in a few statements: 1,000 travellers (`sizes.users`), 20 destinations of 5 packages with a
 * slot each, 100,000 bookings and 20,000 store orders (two items each) spread over the 400 days to `lastDay`, a
 * payment and a charge for each, then further payments and charges (retries of the same purchases) and refunds
 * up to 1,000,000 ledger rows; 1,000,000 audit rows; a slot_inventory row per slot and day; 50 coupons.
 */
export async function fillReportsData(db: Awaited<ReturnType<typeof openDatabase>>['db'], sizes: ReportSizes = reportSizes) {
  const { users: nUsers, bookings: nBookings, storeOrders: nOrders, ledger: nLedger, audit: nAudit } = sizes;
  const purchasesTotal = nBookings + nOrders;
  const spread = (n: string) =>
    sql.raw(`(timestamptz '${lastDay} 19:59:00+00' - (((${n})::bigint * 7919) % (400 * 1440)) * interval '1 minute')`);
  const statements = [
    sql`insert into users (first_name, last_name, email, mobile, role, staff_role)
      select 'Bench', g::text, 'bench' || g || '@example.com', '+9715' || lpad(g::text, 8, '0'),
        case when g = 1 then 'operator' else 'user' end, case when g = 1 then 'admin' else null end
      from generate_series(1, ${nUsers}) g`,
    sql`insert into destinations (name, arabic_name, url_slug) select 'Destination ' || g, 'وجهة ' || g, 'd-' || g from generate_series(1, 20) g`,
    sql`insert into packages (destination_id, package_name, arabic_name, url_slug)
      select 1 + (g - 1) / 5, 'Package ' || g, 'باقة ' || g, 'p-' || g from generate_series(1, 100) g`,
    sql`insert into time_slots (package_id, time_slot, adult_tickets, child_tickets) select g, '10:00 AM', 40, 20 from generate_series(1, 100) g`,
    sql`insert into stores (slug, store_name, arabic_store_name) values ('bench-store', 'Store', 'متجر')`,
    sql`insert into products (store_id, slug, product_title, arabic_title, price_fils)
      select 1, 'product-' || g, 'Product ' || g, 'منتج ' || g, 5000 from generate_series(1, 200) g`,
    sql`insert into coupons (code, type, off) select 'BENCH' || g, 'percentage', 10 from generate_series(1, 50) g`,
    sql`insert into purchases (purchase_number, user_id, kind, status, subtotal_fils, discount_fils, total_fils, coupon_id, channel, created_at, confirmed_at)
      select 'BP' || g, 1 + g % ${nUsers}, case when g <= ${nBookings} then 'booking' else 'store' end,
        case when g % 10 = 0 then 0 else 1 end, 20000, case when g % 20 = 0 then 2000 else 0 end,
        case when g % 20 = 0 then 18000 else 20000 end, case when g % 20 = 0 then 1 + g % 50 else null end,
        (array['web', 'app', ''])[1 + g % 3], ${spread('g')}, case when g % 10 = 0 then null else ${spread('g')} end
      from generate_series(1, ${purchasesTotal}) g`,
    sql`insert into bookings (purchase_id, order_number, user_id, package_id, destination_id, date, time_slot_id, adult_qty, child_qty, total_fils, status, created_at)
      select g, 'BB' || g, 1 + g % ${nUsers}, 1 + g % 100, 1 + (g % 100) / 5, (${spread('g')} at time zone 'Asia/Dubai')::date + 3,
        1 + g % 100, 2, 1, 20000, case when g % 10 = 0 then 0 else 1 end, ${spread('g')}
      from generate_series(1, ${nBookings}) g`,
    sql`insert into store_orders (purchase_id, order_number, user_id, store_id, shipping_address, total_fils, status, created_at)
      select ${nBookings} + g, 'BS' || g, 1 + g % ${nUsers}, 1, '{}'::jsonb, 20000, 1, ${spread(`(${nBookings} + g)`)}
      from generate_series(1, ${nOrders}) g`,
    sql`insert into store_order_items (order_id, product_id, title, qty, price_fils)
      select 1 + (g - 1) / 2, 1 + g % 200, 'Item', 1 + g % 2, case when g % 2 = 0 then 5000 else 10000 end
      from generate_series(1, ${nOrders * 2}) g`,
    // a payment per ledger row: purchases are paid once, then retried, so every charge has its own payment
    sql`insert into payments (purchase_id, provider, provider_ref, amount_fils, status, payment_link, created_at)
      select 1 + (g - 1) % ${purchasesTotal}, 'sandbox', 'bp_' || g, 20000, 'succeeded', '', ${spread('g')}
      from generate_series(1, ${nLedger}) g`,
    // in the order of their moments, as a ledger is written; its trigger writes each entry's shares
    sql`insert into ledger_entries (purchase_id, payment_id, kind, amount_fils, provider, provider_ref, created_at)
      select 1 + (g - 1) % ${purchasesTotal}, g, case when g % 20 = 0 then 'refund' else 'charge' end,
        case when g % 20 = 0 then -5000 else 20000 end, 'sandbox', 'bl_' || g, ${spread('g')}
      from generate_series(1, ${nLedger}) g order by ${spread('g')}`,
    sql`insert into audit_log (operator_id, action, entity, entity_id, before, after, created_at)
      select 1, 'savePackage', 'package', (1 + g % 100)::text, '{"a":1}'::jsonb, '{"a":2}'::jsonb, ${spread('g')}
      from generate_series(1, ${nAudit}) g`,
    sql`insert into slot_inventory (time_slot_id, date, adult_taken, child_taken)
      select s, d::date, (s * 7 + extract(doy from d)::int) % 41, (s * 3) % 21
      from generate_series(1, 100) s, generate_series(date '${sql.raw(lastDay)}' - 400, date '${sql.raw(lastDay)}' + 30, interval '1 day') d`,
  ];
  for (const statement of statements) await db.execute(statement);
  // what autovacuum leaves a minute later (docs/decisions/044): statistics, and the visibility map index-only
  // scans read
  await db.execute(sql`vacuum analyze`);
}

/** Timed runs after a warm-up, ascending; a figure ten times over budget gets 3 runs, enough to say it missed. */
async function timesOf(run: () => Promise<unknown>): Promise<number[]> {
  const warm = performance.now();
  await run();
  const slow = performance.now() - warm > budgetMs * 10;
  const times: number[] = [];
  for (let i = 0; i < (slow ? 3 : runs); i += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

/**
 * The write path's cost of the shares (docs/decisions/050 "Summary tables"): a purchase of two bookings, its
 * payment and its charge (recordCharge, the payment path's write) in one transaction, on the full tables, with
 * the shares trigger and with it disabled, in alternating rounds so load on the machine falls on both alike.
 */
async function writePath(db: Database): Promise<{ on: number[]; off: number[] }> {
  let n = 0;
  const createAndPay = () =>
    db.transaction(async (tx) => {
      n += 1;
      const at = new Date(now.getTime() + n * 1000);
      const [purchase] = rowsOf<{ id: number }>(
        await tx.execute(sql`insert into purchases (purchase_number, user_id, kind, status, subtotal_fils, total_fils, channel, created_at, confirmed_at)
          values (${`BW${n}`}, ${1 + (n % 1000)}, 'booking', 1, 30000, 30000, 'web', ${at}, ${at}) returning id`),
      );
      const purchaseId = purchase!.id;
      await tx.execute(sql`insert into bookings (purchase_id, order_number, user_id, package_id, destination_id, date, time_slot_id, adult_qty, child_qty, total_fils, status, created_at)
        values (${purchaseId}, ${`BWA${n}`}, 1, ${1 + (n % 100)}, ${1 + Math.floor((n % 100) / 5)}, '2026-12-01', ${1 + (n % 100)}, 2, 0, 20000, 1, ${at}),
          (${purchaseId}, ${`BWB${n}`}, 1, ${1 + ((n + 7) % 100)}, null, '2026-12-01', null, 1, 0, 10000, 1, ${at})`);
      const [payment] = rowsOf<{ id: number }>(
        await tx.execute(sql`insert into payments (purchase_id, provider, provider_ref, amount_fils, status, payment_link, created_at)
          values (${purchaseId}, 'sandbox', ${`bw_${n}`}, 30000, 'succeeded', '', ${at}) returning id`),
      );
      await recordCharge(
        tx,
        { id: payment!.id, purchaseId, provider: 'sandbox', providerRef: `bw_${n}`, currency: 'AED' },
        30000,
        at,
      );
    });
  const on: number[] = [];
  const off: number[] = [];
  const round = async (into: number[]) => {
    for (let i = 0; i < writeRounds; i += 1) {
      const started = performance.now();
      await createAndPay();
      into.push(performance.now() - started);
    }
  };
  for (let i = 0; i < 5; i += 1) await createAndPay();
  for (let i = 0; i < 4; i += 1) {
    await round(on);
    await db.execute(sql`alter table ledger_entries disable trigger ledger_entries_shares`);
    try {
      await round(off);
    } finally {
      await db.execute(sql`alter table ledger_entries enable trigger ledger_entries_shares`);
    }
  }
  return { on: on.sort((a, b) => a - b), off: off.sort((a, b) => a - b) };
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;

/** The console home and each report on the bulk data, on PostgreSQL (PGlite is the small-site database). */
export async function reportsPart(database: BenchDatabase, context: PartContext): Promise<Row[]> {
  if (database.label !== 'PostgreSQL') return [];
  const { settings, drop } = await database.create('reports');
  const handle = await openDatabase({ databaseUrl: settings.DATABASE_URL! });
  try {
    await migrateDatabase(handle);
    const filling = performance.now();
    // BENCH_QUICK=1: a tenth of the volume, for a smoke check
    const divide = (n: number) => (context.quick ? Math.max(1_000, n / 10) : n);
    await fillReportsData(handle.db, {
      users: reportSizes.users,
      bookings: divide(reportSizes.bookings),
      storeOrders: divide(reportSizes.storeOrders),
      ledger: divide(reportSizes.ledger),
      audit: divide(reportSizes.audit),
    });
    console.log(`  reports data written in ${((performance.now() - filling) / 1000).toFixed(0)} s`);
    // the closed days' rollups are built by the first report asked for with the time (once, as on a live site)
    const rolling = performance.now();
    await rollUpClosedDays(handle.db, now);
    console.log(`  closed days rolled up in ${((performance.now() - rolling) / 1000).toFixed(1)} s`);
    const ranges: [string, ReportRange][] = [
      ['30 days by day', { from: '2026-10-27', to: lastDay, grain: 'day' }],
      ['a month by week', { from: '2026-10-26', to: lastDay, grain: 'week' }],
      ['a year by month', { from: '2025-11-26', to: lastDay, grain: 'month' }],
    ];
    const year = ranges[2]![1];
    const reports: [string, (range: ReportRange) => Promise<unknown>][] = [
      ['sales', (range) => salesReport(handle.db, range, 'all', now)],
      ['capacity', (range) => capacityReport(handle.db, range, 'all')],
      ['promotions', (range) => promotionsReport(handle.db, range, 'all')],
      ['conversion', (range) => conversionReport(handle.db, range, 'all')],
    ];
    const measures: [string, () => Promise<unknown>][] = [
      ['console home (admin)', () => consoleToday(handle.db, { now, isAdmin: true, staff: true, access: everywhere })],
      ...reports.flatMap(([name, run]) =>
        ranges.map(([span, range]): [string, () => Promise<unknown>] => [`${name}, ${span}`, () => run(range)]),
      ),
      ['sales, a year, one destination', () => salesReport(handle.db, year, { destinationIds: [3], storeIds: [] }, now)],
    ];
    const rows: Row[] = [];
    for (const [measure, run] of measures) {
      const load = loadNow();
      const times = await timesOf(run);
      const p95 = quantile(times, 0.95);
      rows.push({
        part: 'reports',
        database: database.label,
        measure,
        figure: `p95 ${ms(p95)} (median ${ms(quantile(times, 0.5))})`,
        load: Math.max(load, loadNow()),
        budget: `≤ ${budgetMs} ms`,
        met: meets(p95, { max: budgetMs }),
      });
    }
    const { on, off } = await writePath(handle.db);
    for (const [measure, times] of [
      ['create and pay a booking, shares written', on],
      ['create and pay a booking, shares trigger off', off],
    ] as const) {
      rows.push({
        part: 'reports',
        database: database.label,
        measure,
        figure: `median ${ms(quantile(times, 0.5))}, p95 ${ms(quantile(times, 0.95))} (${times.length} runs)`,
      });
    }
    return rows;
  } finally {
    await handle.close();
    await drop();
  }
}
