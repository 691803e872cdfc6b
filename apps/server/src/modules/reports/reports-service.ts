import type {
  CapacityReport,
  ConversionReport,
  MoneyByThing,
  MoneyFigures,
  PromotionsReport,
  ReportRange,
  SalesReport,
} from '@portal/contract/console-reports';
import { instantsOf } from '@portal/domain/console/periods';
import { addDays } from '@portal/domain/dates';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { destinations, packages, products } from '../../db/schema/index.ts';
import { filsToAed } from '../../lib/money.ts';
import { monthEndOf, rollUpClosedDays, rollupState, type RollupState } from './ledger-rollups.ts';
import { periodsOf, type ReportPeriod } from './periods.ts';

/**
 * Whose figures a report counts: everything, or the bookings of some destinations and the orders of some
 * stores (a venue's team). Postcards belong to no destination or store and count only in `all`.
 */
export type ReportScope = 'all' | { destinationIds: readonly number[]; storeIds: readonly number[] };

export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const idList = (ids: readonly number[]) =>
  ids.length === 0
    ? sql`(null)`
    : sql`(${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`;

/** A purchase with a line in scope: a booking of one of its destinations or an order of one of its stores. */
export function purchaseInScope(scope: ReportScope, purchaseId: SQL): SQL {
  if (scope === 'all') return sql`true`;
  return sql`(exists (select 1 from bookings sb join packages sp on sp.id = sb.package_id
      where sb.purchase_id = ${purchaseId} and coalesce(sb.destination_id, sp.destination_id) in ${idList(scope.destinationIds)})
    or exists (select 1 from store_orders so where so.purchase_id = ${purchaseId} and so.store_id in ${idList(scope.storeIds)}))`;
}

/** The first day of the month after a date's. */
const nextMonthOf = (date: string) => addDays(monthEndOf(date), 1);

/**
 * The shares of the ledger entries of the range (docs/decisions/050 "Summary tables"), each with its Dubai day:
 * whole closed months from the monthly rollups when the report is by month, other closed days from the daily
 * rollups, and the days not rolled up yet from ledger_shares. The rollups are complete up to their state, and
 * the shares are never removed, so a state read a moment ago still gives every share once.
 */
function shareRows(range: ReportRange, state: RollupState): SQL {
  const parts: SQL[] = [];
  const columns = sql`kind, channel, destination_id, package_id, product_id, store_id, amount_fils`;
  // a raw share counts in every breakdown
  // the months wholly inside the range and rolled up
  const firstMonth = range.from.endsWith('-01') ? range.from : nextMonthOf(range.from);
  const lastMonthEnd = [
    monthEndOf(range.to) === range.to ? range.to : addDays(`${range.to.slice(0, 7)}-01`, -1),
    state.month ?? '',
  ].sort()[0]!;
  const months = range.grain === 'month' && state.month !== null && firstMonth <= lastMonthEnd;
  if (months) {
    parts.push(sql`select breakdown, start as day, ${columns} from ledger_share_rollups
      where grain = 'month' and start between ${firstMonth} and ${lastMonthEnd}`);
  }
  const rolledTo = state.day !== null && state.day < range.to ? state.day : range.to;
  if (state.day !== null && range.from <= rolledTo) {
    parts.push(sql`select breakdown, start as day, ${columns} from ledger_share_rollups
      where grain = 'day' and start between ${range.from} and ${rolledTo}
        ${months ? sql`and start not between ${firstMonth} and ${lastMonthEnd}` : sql``}`);
  }
  const rawFrom = state.day !== null && state.day >= range.from ? addDays(state.day, 1) : range.from;
  if (rawFrom <= range.to) {
    parts.push(sql`select 'share' as breakdown, day, ${columns} from ledger_shares where day between ${rawFrom} and ${range.to}`);
  }
  if (parts.length === 0) return sql`select 'share' as breakdown, day, ${columns} from ledger_shares where false`;
  return sql.join(parts, sql` union all `);
}

type MoneyRow = { sales: string | number; refunds: string | number };

const figuresOf = (row: MoneyRow | undefined): MoneyFigures => {
  const sales = Number(row?.sales ?? 0);
  const refunds = Number(row?.refunds ?? 0);
  return { sales: filsToAed(sales), refunds: filsToAed(refunds), net: filsToAed(sales - refunds) };
};

const rangeOf = (range: ReportRange) => ({ from: range.from, to: range.to, grain: range.grain });

const byNet = <T extends MoneyFigures>(a: T, b: T) => b.net - a.net || b.sales - a.sales;

/** reportSales: the ledger's charges and refunds by period, destination, package, product and channel. */
export async function salesReport(db: Database, range: ReportRange, scope: ReportScope, now?: Date): Promise<SalesReport> {
  type Row = MoneyRow & {
    set: 'period' | 'destination' | 'package' | 'product' | 'channel' | 'total';
    bucket: string | null;
    destination_id: number | null;
    package_id: number | null;
    product_id: number | null;
    channel: string | null;
  };
  // the closed days rolled up first when the caller knows the time (the actions, the file route)
  if (now) await rollUpClosedDays(db, now);
  const state = await rollupState(db);
  const inScope =
    scope === 'all'
      ? sql`true`
      : sql`(destination_id in ${idList(scope.destinationIds)} or store_id in ${idList(scope.storeIds)})`;
  const sums = sql`coalesce(sum(amount_fils) filter (where kind = 'charge'), 0)::bigint as sales,
    (-coalesce(sum(amount_fils) filter (where kind = 'refund'), 0))::bigint as refunds`;
  // each breakdown from its own rollup rows (and every raw share); `set` names the breakdown of a row
  const rows = rowsOf<Row>(
    await db.execute(sql`with scoped as (
        select breakdown, date_trunc(${range.grain}, day::timestamp) as bucket_at, kind, channel, destination_id,
          package_id, product_id, amount_fils
        from (${shareRows(range, state)}) shares
        where ${inScope}
      )
      select case grouping(bucket_at, destination_id, channel) when 3 then 'period' when 5 then 'destination'
          when 6 then 'channel' else 'total' end as set,
        to_char(bucket_at, 'YYYY-MM-DD') as bucket, destination_id, null::int as package_id, null::int as product_id,
        channel, ${sums}
      from scoped where breakdown in ('channel', 'share')
      group by grouping sets ((bucket_at), (destination_id), (channel), ())
      union all
      select 'package', null, null, package_id, null, null, ${sums}
      from scoped where breakdown in ('package', 'share') group by package_id
      union all
      select 'product', null, null, null, product_id, null, ${sums}
      from scoped where breakdown in ('product', 'share') group by product_id`),
  );
  const grouped = (set: Row['set']) => rows.filter((row) => row.set === set);
  const byBucket = new Map(grouped('period').map((row) => [row.bucket, row]));
  const periods = periodsOf(range).map((period: ReportPeriod) => ({
    period: period.from,
    period_end: period.to,
    ...figuresOf(byBucket.get(period.key)),
  }));
  const things = async (
    key: 'destination_id' | 'package_id' | 'product_id',
    names: (ids: number[]) => Promise<{ id: number; name: string; arabicName: string }[]>,
  ): Promise<MoneyByThing[]> => {
    // lines of other kinds carry no such id (a booking has no product, a store order no package): left out
    const found = grouped(key === 'destination_id' ? 'destination' : key === 'package_id' ? 'package' : 'product').filter(
      (row): row is Row & Record<typeof key, number> => row[key] !== null,
    );
    const named = new Map((found.length ? await names(found.map((row) => row[key])) : []).map((row) => [row.id, row]));
    return found
      .map((row) => {
        const id = row[key];
        const thing = named.get(id);
        return { id, name: thing?.name ?? '', arabic_name: thing?.arabicName ?? '', ...figuresOf(row) };
      })
      .sort((a, b) => byNet(a, b) || a.id - b.id);
  };
  const [byDestination, byPackage, byProduct] = await Promise.all([
    things('destination_id', (ids) =>
      db
        .select({ id: destinations.id, name: destinations.name, arabicName: destinations.arabicName })
        .from(destinations)
        .where(inArray(destinations.id, ids)),
    ),
    things('package_id', (ids) =>
      db
        .select({ id: packages.id, name: packages.packageName, arabicName: packages.arabicName })
        .from(packages)
        .where(inArray(packages.id, ids)),
    ),
    things('product_id', (ids) =>
      db
        .select({ id: products.id, name: products.productTitle, arabicName: products.arabicTitle })
        .from(products)
        .where(inArray(products.id, ids)),
    ),
  ]);
  return {
    range: rangeOf(range),
    periods,
    totals: figuresOf(grouped('total')[0]),
    by_destination: byDestination,
    by_package: byPackage,
    by_product: byProduct,
    by_channel: grouped('channel')
      .map((row) => ({ channel: row.channel ?? '', ...figuresOf(row) }))
      .sort((a, b) => byNet(a, b) || (a.channel < b.channel ? -1 : a.channel > b.channel ? 1 : 0)),
  };
}

const percentOf = (part: number, whole: number | null) =>
  whole === null || whole === 0 ? null : Math.round((part * 100) / whole);

/**
 * reportCapacity: for each time slot, the event dates of the range on which it had tickets taken or held (a
 * slot_inventory row), the tickets it offered on them and the tickets taken. An unlimited slot has no capacity
 * and is left out of the periods' totals.
 */
export async function capacityReport(db: Database, range: ReportRange, scope: ReportScope): Promise<CapacityReport> {
  const inScope = scope === 'all' ? sql`true` : sql`p.destination_id in ${idList(scope.destinationIds)}`;
  type Row = {
    time_slot_id: number;
    bucket: string;
    dates: number;
    taken: string;
    package_id: number;
    package_name: string;
    arabic_name: string;
    time_slot: string;
    /** tickets a date offers, null when unlimited */
    per_date: number | null;
  };
  // counted by slot and period first (a slot's capacity is the same each date), then named; in the slots' order
  const rows = rowsOf<Row>(
    await db.execute(sql`
      with counted as (
        select si.time_slot_id, date_trunc(${range.grain}, si.date::timestamp) as bucket_at, count(*)::int as dates,
          sum(si.adult_taken + si.child_taken)::bigint as taken
        from slot_inventory si
        where si.date between ${range.from} and ${range.to}
        group by 1, 2
      )
      select c.time_slot_id, to_char(c.bucket_at, 'YYYY-MM-DD') as bucket, c.dates, c.taken, ts.package_id,
        ts.time_slot, p.package_name, p.arabic_name, (ts.adult_tickets + ts.child_tickets) as per_date
      from counted c
      join time_slots ts on ts.id = c.time_slot_id
      join packages p on p.id = ts.package_id
      where ${inScope}
      order by p.package_name, ts.package_id, ts.position, c.time_slot_id, c.bucket_at`),
  );
  const slots = new Map<number, CapacityReport['slots'][number]>();
  const byBucket = new Map<string, { capacity: number; taken: number }>();
  for (const row of rows) {
    const taken = Number(row.taken);
    const capacity = row.per_date === null ? null : row.per_date * row.dates;
    const slot = slots.get(row.time_slot_id) ?? {
      package_id: row.package_id,
      package_name: row.package_name,
      package_arabic_name: row.arabic_name,
      time_slot_id: row.time_slot_id,
      time_slot: row.time_slot,
      dates: 0,
      capacity: capacity === null ? null : 0,
      taken: 0,
      percent: null,
    };
    slot.dates += row.dates;
    slot.taken += taken;
    if (slot.capacity !== null && capacity !== null) slot.capacity += capacity;
    slots.set(row.time_slot_id, slot);
    if (capacity === null) continue;
    const period = byBucket.get(row.bucket) ?? { capacity: 0, taken: 0 };
    period.capacity += capacity;
    period.taken += taken;
    byBucket.set(row.bucket, period);
  }
  return {
    range: rangeOf(range),
    periods: periodsOf(range).map((period) => {
      const { capacity, taken } = byBucket.get(period.key) ?? { capacity: 0, taken: 0 };
      return { period: period.from, period_end: period.to, capacity, taken, percent: percentOf(taken, capacity) };
    }),
    slots: [...slots.values()].map((slot) => ({ ...slot, percent: percentOf(slot.taken, slot.capacity) })),
  };
}

/**
 * reportPromotions: coupons by the confirmed purchases of the range (by when they were paid) that used them;
 * vouchers by the codes issued and the codes redeemed in the range.
 */
export async function promotionsReport(db: Database, range: ReportRange, scope: ReportScope): Promise<PromotionsReport> {
  const { start, end } = instantsOf(range);
  const voucherScope = scope === 'all' ? sql`true` : sql`v.destination_id in ${idList(scope.destinationIds)}`;
  type CouponRow = { coupon_id: number; code: string; uses: number; discount: string; sales: string };
  type VoucherRow = { voucher_id: number; name: string; arabic_name: string; issued: number; redeemed: number };
  const [coupons, vouchers] = await Promise.all([
    db.execute(sql`
      select c.id as coupon_id, c.code, count(*)::int as uses, sum(p.discount_fils)::bigint as discount,
        sum(p.total_fils)::bigint as sales
      from purchases p join coupons c on c.id = p.coupon_id
      where p.confirmed_at >= ${start} and p.confirmed_at < ${end} and p.confirmed_at is not null
        and ${purchaseInScope(scope, sql`p.id`)}
      group by c.id, c.code
      order by uses desc, c.code`),
    db.execute(sql`
      select v.id as voucher_id, v.name, v.arabic_name,
        count(*) filter (where vc.created_at >= ${start} and vc.created_at < ${end})::int as issued,
        count(*) filter (where vc.redeemed_at >= ${start} and vc.redeemed_at < ${end})::int as redeemed
      from voucher_codes vc join vouchers v on v.id = vc.voucher_id
      where ((vc.created_at >= ${start} and vc.created_at < ${end}) or (vc.redeemed_at >= ${start} and vc.redeemed_at < ${end}))
        and ${voucherScope}
      group by v.id, v.name, v.arabic_name
      order by issued desc, v.name`),
  ]);
  return {
    range: rangeOf(range),
    coupons: rowsOf<CouponRow>(coupons).map((row) => ({
      coupon_id: row.coupon_id,
      code: row.code,
      uses: row.uses,
      discount: filsToAed(Number(row.discount)),
      sales: filsToAed(Number(row.sales)),
    })),
    vouchers: rowsOf<VoucherRow>(vouchers),
  };
}

/**
 * A Dubai midnight: Dubai keeps UTC+4 all year, so date_bin's whole days from it are Dubai days, found by
 * arithmetic rather than a time zone lookup on every row.
 */
const dubaiMidnight = sql`timestamptz '2000-01-01 00:00:00+04'`;

const conversionOf = (started: number, paid: number) => ({
  started,
  paid,
  rate: started === 0 ? null : Math.round((paid * 1000) / started) / 10,
});

/**
 * reportConversion: checkouts started (purchases created in the range) and, of those, the ones paid (they have
 * a confirmation time, even if cancelled later), by period of their start and by kind; counted by Dubai day
 * first, so the periods group hundreds of rows rather than every purchase.
 */
export async function conversionReport(db: Database, range: ReportRange, scope: ReportScope): Promise<ConversionReport> {
  const { start, end } = instantsOf(range);
  type Row = {
    set: number;
    bucket: string | null;
    kind: 'booking' | 'store' | 'postcard' | 'gift_card' | null;
    started: number;
    paid: number;
  };
  const rows = rowsOf<Row>(
    await db.execute(sql`
      with days as (
        select date_bin('1 day', p.created_at, ${dubaiMidnight}) as day_start, p.kind, count(*) as started,
          count(p.confirmed_at) as paid
        from purchases p
        where p.created_at >= ${start} and p.created_at < ${end} and ${purchaseInScope(scope, sql`p.id`)}
        group by 1, 2
      ),
      started as (
        select date_trunc(${range.grain}, day_start at time zone 'Asia/Dubai') as bucket_at, kind, started, paid
        from days
      )
      select grouping(bucket_at, kind)::int as set, to_char(bucket_at, 'YYYY-MM-DD') as bucket, kind,
        sum(started)::int as started, sum(paid)::int as paid
      from started group by grouping sets ((bucket_at), (kind), ())`),
  );
  const byBucket = new Map(rows.filter((row) => row.set === 0b01).map((row) => [row.bucket, row]));
  const total = rows.find((row) => row.set === 0b11);
  return {
    range: rangeOf(range),
    periods: periodsOf(range).map((period) => {
      const row = byBucket.get(period.key);
      return { period: period.from, period_end: period.to, ...conversionOf(row?.started ?? 0, row?.paid ?? 0) };
    }),
    totals: conversionOf(total?.started ?? 0, total?.paid ?? 0),
    by_kind: rows
      .filter((row) => row.set === 0b10 && row.kind !== null)
      .map((row) => ({ kind: row.kind!, ...conversionOf(row.started, row.paid) }))
      .sort((a, b) => b.started - a.started || a.kind.localeCompare(b.kind)),
  };
}
