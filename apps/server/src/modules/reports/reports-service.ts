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
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { destinations, packages, products } from '../../db/schema/index.ts';
import { filsToAed } from '../../lib/money.ts';
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

/** The Dubai calendar start of the period a moment or a date falls in, as YYYY-MM-DD. */
const bucketOf = (range: ReportRange, dubaiMoment: SQL) => sql`to_char(date_trunc(${range.grain}, ${dubaiMoment}), 'YYYY-MM-DD')`;

const dubai = (column: SQL) => sql`(${column} at time zone 'Asia/Dubai')`;

/** A purchase with a line in scope: a booking of one of its destinations or an order of one of its stores. */
export function purchaseInScope(scope: ReportScope, purchaseId: SQL): SQL {
  if (scope === 'all') return sql`true`;
  return sql`(exists (select 1 from bookings sb join packages sp on sp.id = sb.package_id
      where sb.purchase_id = ${purchaseId} and coalesce(sb.destination_id, sp.destination_id) in ${idList(scope.destinationIds)})
    or exists (select 1 from store_orders so where so.purchase_id = ${purchaseId} and so.store_id in ${idList(scope.storeIds)}))`;
}

/**
 * Each ledger entry of the range split over the lines it paid for (docs/decisions/050 "Sales"): a charge, and a
 * refund of a whole payment, over every line of its purchase in proportion to the line's price; a refund of a
 * cancelled booking wholly to that booking. The split is in whole fils, the remainder going one fils at a time to
 * the first lines, so the shares of an entry add up to it exactly.
 */
function ledgerShares(range: ReportRange, scope: ReportScope): SQL {
  const { start, end } = instantsOf(range);
  const inScope =
    scope === 'all'
      ? sql`true`
      : sql`(destination_id in ${idList(scope.destinationIds)} or store_id in ${idList(scope.storeIds)})`;
  return sql`
    entries as (
      select e.id, e.purchase_id, e.kind, e.amount_fils::bigint as amount, coalesce(p.channel, '') as channel,
        ${bucketOf(range, dubai(sql`e.created_at`))} as bucket, r.booking_id as refund_booking_id
      from ledger_entries e
      join purchases p on p.id = e.purchase_id
      left join refunds r on r.id = e.refund_id
      where e.created_at >= ${start} and e.created_at < ${end}
    ),
    lines as (
      select b.purchase_id, 1 as source, b.id as line_id, b.id as booking_id,
        coalesce(b.destination_id, pk.destination_id) as destination_id, b.package_id,
        null::int as product_id, null::int as store_id, b.total_fils::bigint as weight
      from bookings b join packages pk on pk.id = b.package_id
      where b.purchase_id in (select purchase_id from entries)
      union all
      select o.purchase_id, 2, i.id, null, null, null, i.product_id, o.store_id, (i.qty * i.price_fils)::bigint
      from store_order_items i join store_orders o on o.id = i.order_id
      where o.purchase_id in (select purchase_id from entries)
      union all
      select c.purchase_id, 3, c.id, null, null, null, null, null, c.amount_fils::bigint
      from postcard_orders c
      where c.purchase_id in (select purchase_id from entries)
    ),
    matched as (
      select e.id as entry_id, e.kind, e.amount, e.channel, e.bucket,
        l.destination_id, l.package_id, l.product_id, l.store_id, l.weight,
        (sum(l.weight) over entry)::bigint as total_weight,
        count(*) over entry as line_count,
        row_number() over (entry order by l.source, l.line_id) as position
      from entries e
      left join lines l on l.purchase_id = e.purchase_id
        and (e.refund_booking_id is null or l.booking_id = e.refund_booking_id)
      window entry as (partition by e.id)
    ),
    weighed as (
      select *, case when total_weight > 0 then weight else 1 end as w,
        case when total_weight > 0 then total_weight else line_count end as whole
      from matched
    ),
    floored as (
      select *, abs(amount) * w / whole as base from weighed
    ),
    shares as (
      select kind, channel, bucket, destination_id, package_id, product_id, store_id,
        sign(amount) * (base + case when position <= abs(amount) - sum(base) over (partition by entry_id) then 1 else 0 end) as share
      from floored
    ),
    scoped as (select * from shares where ${inScope})`;
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
export async function salesReport(db: Database, range: ReportRange, scope: ReportScope): Promise<SalesReport> {
  type Row = MoneyRow & {
    set: number;
    bucket: string | null;
    destination_id: number | null;
    package_id: number | null;
    product_id: number | null;
    channel: string | null;
  };
  // one pass over the shares; grouping() tells which breakdown a row belongs to (0 when grouped by that column)
  const rows = rowsOf<Row>(
    await db.execute(sql`with ${ledgerShares(range, scope)}
      select grouping(bucket, destination_id, package_id, product_id, channel)::int as set,
        bucket, destination_id, package_id, product_id, channel,
        coalesce(sum(share) filter (where kind = 'charge'), 0)::bigint as sales,
        (-coalesce(sum(share) filter (where kind = 'refund'), 0))::bigint as refunds
      from scoped
      group by grouping sets ((bucket), (destination_id), (package_id), (product_id), (channel), ())`),
  );
  // grouping()'s bits, leftmost argument highest: a set is grouped by the one column whose bit is 0
  const grouped = (bit: number) => rows.filter((row) => row.set === 0b11111 - bit);
  const byBucket = new Map(grouped(0b10000).map((row) => [row.bucket, row]));
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
    const found = grouped(key === 'destination_id' ? 0b01000 : key === 'package_id' ? 0b00100 : 0b00010).filter(
      (row): row is Row & Record<typeof key, number> => row[key] !== null,
    );
    const named = new Map((found.length ? await names(found.map((row) => row[key])) : []).map((row) => [row.id, row]));
    return found
      .map((row) => {
        const id = row[key];
        const thing = named.get(id);
        return { id, name: thing?.name ?? '', arabic_name: thing?.arabicName ?? '', ...figuresOf(row) };
      })
      .sort(byNet);
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
    totals: figuresOf(grouped(0)[0]),
    by_destination: byDestination,
    by_package: byPackage,
    by_product: byProduct,
    by_channel: grouped(0b00001)
      .map((row) => ({ channel: row.channel ?? '', ...figuresOf(row) }))
      .sort(byNet),
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
  const source = sql`
    select si.time_slot_id, si.date, ts.package_id, ts.time_slot, ts.position,
      p.package_name, p.arabic_name, (ts.adult_tickets + ts.child_tickets) as capacity,
      (si.adult_taken + si.child_taken) as taken
    from slot_inventory si
    join time_slots ts on ts.id = si.time_slot_id
    join packages p on p.id = ts.package_id
    where si.date between ${range.from} and ${range.to} and ${inScope}`;
  type SlotRow = {
    time_slot_id: number;
    package_id: number;
    package_name: string;
    arabic_name: string;
    time_slot: string;
    dates: number;
    capacity: string | null;
    unlimited: boolean;
    taken: string;
  };
  type PeriodRow = { bucket: string; capacity: string; taken: string };
  const [slots, periods] = await Promise.all([
    db.execute(sql`with source as (${source})
      select time_slot_id, package_id, max(package_name) as package_name, max(arabic_name) as arabic_name,
        max(time_slot) as time_slot, count(*)::int as dates, sum(capacity)::bigint as capacity,
        bool_or(capacity is null) as unlimited, sum(taken)::bigint as taken
      from source group by time_slot_id, package_id
      order by max(package_name), package_id, min(position), time_slot_id`),
    db.execute(sql`with source as (${source})
      select ${bucketOf(range, sql`date::timestamp`)} as bucket, coalesce(sum(capacity), 0)::bigint as capacity,
        coalesce(sum(taken), 0)::bigint as taken
      from source where capacity is not null group by 1`),
  ]);
  const byBucket = new Map(rowsOf<PeriodRow>(periods).map((row) => [row.bucket, row]));
  return {
    range: rangeOf(range),
    periods: periodsOf(range).map((period) => {
      const row = byBucket.get(period.key);
      const capacity = Number(row?.capacity ?? 0);
      const taken = Number(row?.taken ?? 0);
      return { period: period.from, period_end: period.to, capacity, taken, percent: percentOf(taken, capacity) };
    }),
    slots: rowsOf<SlotRow>(slots).map((row) => {
      const capacity = row.unlimited || row.capacity === null ? null : Number(row.capacity);
      const taken = Number(row.taken);
      return {
        package_id: row.package_id,
        package_name: row.package_name,
        package_arabic_name: row.arabic_name,
        time_slot_id: row.time_slot_id,
        time_slot: row.time_slot,
        dates: row.dates,
        capacity,
        taken,
        percent: percentOf(taken, capacity),
      };
    }),
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

const conversionOf = (started: number, paid: number) => ({
  started,
  paid,
  rate: started === 0 ? null : Math.round((paid * 1000) / started) / 10,
});

/**
 * reportConversion: checkouts started (purchases created in the range) and, of those, the ones paid (they have
 * a confirmation time, even if cancelled later), by period of their start and by kind.
 */
export async function conversionReport(db: Database, range: ReportRange, scope: ReportScope): Promise<ConversionReport> {
  const { start, end } = instantsOf(range);
  type Row = { set: number; bucket: string | null; kind: 'booking' | 'store' | 'postcard' | null; started: number; paid: number };
  const rows = rowsOf<Row>(
    await db.execute(sql`
      with started as (
        select ${bucketOf(range, dubai(sql`p.created_at`))} as bucket, p.kind, p.confirmed_at
        from purchases p
        where p.created_at >= ${start} and p.created_at < ${end} and ${purchaseInScope(scope, sql`p.id`)}
      )
      select grouping(bucket, kind)::int as set, bucket, kind, count(*)::int as started,
        count(confirmed_at)::int as paid
      from started group by grouping sets ((bucket), (kind), ())`),
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
