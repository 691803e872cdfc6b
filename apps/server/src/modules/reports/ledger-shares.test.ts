import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportRange } from '@portal/contract/console-reports';
import { bookings, ledgerEntries, payments, purchases, refunds, storeOrderItems, storeOrders } from '../../db/schema/index.ts';
import { createConsoleTestApp, type ConsoleTestApp } from '../../test/console-harness.ts';
import { createDestination, createSlotPackage, createUser } from '../../test/factories.ts';
import { createPostcardOrder, createPostcardTemplate } from '../../test/postcard-factories.ts';
import { createProduct, createStore } from '../../test/store-factories.ts';
import { recordCharge } from '../booking/refunds.ts';
import { rollupState } from './ledger-rollups.ts';
import { rowsOf, salesReport } from './reports-service.ts';

// The ledger's shares and their rollups (docs/decisions/050 "Summary tables"), on PGlite and (with
// TEST_DATABASE_URL) PostgreSQL: every entry's shares add up to it, whatever it paid for, and the reports read
// from the rollups answer as from the raw shares.

const now = new Date('2026-11-25T06:00:00Z');
let t: ConsoleTestApp;
let buyerId: number;
const ids = { desertDestination: 0, coastDestination: 0, desert: 0, coast: 0, store: 0, otherStore: 0 };
const entries = {
  tour: 0,
  tourBookingRefund: 0,
  tourWholeRefund: 0,
  shop: 0,
  otherShop: 0,
  card: 0,
  unlined: 0,
};

const hex = (bytes: number) => randomBytes(bytes).toString('hex').toUpperCase();

async function purchase(kind: 'booking' | 'store', at: string, channel: string | null = 'web') {
  const [row] = await t.db
    .insert(purchases)
    .values({
      purchaseNumber: `P${hex(8)}`,
      userId: buyerId,
      kind,
      status: 1,
      subtotalFils: 0,
      totalFils: 0,
      channel,
      createdAt: new Date(at),
      confirmedAt: new Date(at),
    })
    .returning();
  return row!;
}

async function book(purchaseId: number, packageId: number, totalFils: number) {
  const [row] = await t.db
    .insert(bookings)
    .values({ purchaseId, orderNumber: `SHJ${hex(6)}`, userId: buyerId, packageId, date: '2026-11-28', totalFils, status: 1 })
    .returning();
  return row!;
}

async function storeOrder(purchaseId: number, storeId: number, lines: { productId: number; qty: number; priceFils: number }[]) {
  const [order] = await t.db
    .insert(storeOrders)
    .values({ purchaseId, orderNumber: `ST${hex(5)}`, userId: buyerId, storeId, shippingAddress: {}, totalFils: 0, status: 1 })
    .returning();
  await t.db.insert(storeOrderItems).values(lines.map((line) => ({ ...line, orderId: order!.id, title: 'Item' })));
}

/** A payment and its charge, written as the payment path writes it (recordCharge); answers both ids. */
async function charge(purchaseId: number, fils: number, at: string) {
  const [payment] = await t.db
    .insert(payments)
    .values({
      purchaseId,
      provider: 'sandbox',
      providerRef: `pay_${hex(6)}`,
      amountFils: fils,
      paymentLink: '',
      status: 'succeeded',
    })
    .returning();
  await recordCharge(t.db, { ...payment!, currency: 'AED' }, fils, new Date(at));
  const [entry] = await t.db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(sql`${ledgerEntries.paymentId} = ${payment!.id}`);
  return { payment: payment!, entryId: entry!.id };
}

/** A settled refund and its ledger row, as a refund's success writes them; answers the entry's id. */
async function refund(payment: { id: number; purchaseId: number }, fils: number, at: string, bookingId: number | null) {
  const [row] = await t.db
    .insert(refunds)
    .values({
      paymentId: payment.id,
      purchaseId: payment.purchaseId,
      bookingId,
      amountFils: fils,
      reason: 'operator_cancel',
      status: 'succeeded',
      idempotencyKey: `refund-${hex(6)}`,
    })
    .returning();
  const [entry] = await t.db
    .insert(ledgerEntries)
    .values({
      purchaseId: payment.purchaseId,
      paymentId: payment.id,
      refundId: row!.id,
      kind: 'refund',
      amountFils: -fils,
      provider: 'sandbox',
      providerRef: `re_${hex(6)}`,
      createdAt: new Date(at),
    })
    .returning();
  return entry!.id;
}

type Share = {
  entry_id: number;
  destination_id: number | null;
  package_id: number | null;
  product_id: number | null;
  store_id: number | null;
  amount: number;
};

async function sharesOf(entryId: number): Promise<Share[]> {
  return rowsOf<Share>(
    await t.db.execute(sql`select entry_id, destination_id, package_id, product_id, store_id, amount_fils::int as amount
      from ledger_shares where entry_id = ${entryId} order by position`),
  );
}

beforeAll(async () => {
  t = await createConsoleTestApp({ now: () => now });
  buyerId = (await createUser(t.db)).id;
  ids.desertDestination = (await createDestination(t.db, { name: 'Desert' })).id;
  ids.coastDestination = (await createDestination(t.db, { name: 'Coast' })).id;
  ids.desert = (await createSlotPackage(t.db, ids.desertDestination, 20, { packageName: 'Desert Safari' })).pkg.id;
  ids.coast = (await createSlotPackage(t.db, ids.coastDestination, 5, { packageName: 'Coast Cruise' })).pkg.id;
  ids.store = (await createStore(t.db)).id;
  ids.otherStore = (await createStore(t.db)).id;
  const mug = (await createProduct(t.db, { storeId: ids.store, productTitle: 'Mug' })).id;
  const scarf = (await createProduct(t.db, { storeId: ids.store, productTitle: 'Scarf' })).id;
  const hat = (await createProduct(t.db, { storeId: ids.otherStore, productTitle: 'Hat' })).id;

  // 10 November: bookings of both packages priced 1, 1 and 1 (100 fils split 34, 33, 33), then on 12 November
  // the coast booking refunded alone, and on 20 November 10 fils of the whole payment given back
  const tour = await purchase('booking', '2026-11-10T08:00:00Z', 'app');
  await book(tour.id, ids.desert, 1);
  const coastBooking = await book(tour.id, ids.coast, 1);
  await book(tour.id, ids.desert, 1);
  const paid = await charge(tour.id, 100, '2026-11-10T08:00:00Z');
  entries.tour = paid.entryId;
  entries.tourBookingRefund = await refund(paid.payment, 33, '2026-11-12T08:00:00Z', coastBooking.id);
  entries.tourWholeRefund = await refund(paid.payment, 10, '2026-11-20T08:00:00Z', null);

  // a store order of two mugs at 15 AED and a scarf at 10 AED, and another store's hat, on 24 November
  const shop = await purchase('store', '2026-11-24T08:00:00Z', null);
  await storeOrder(shop.id, ids.store, [
    { productId: mug, qty: 2, priceFils: 1_500 },
    { productId: scarf, qty: 1, priceFils: 1_000 },
  ]);
  entries.shop = (await charge(shop.id, 4_000, '2026-11-24T08:00:00Z')).entryId;
  const otherShop = await purchase('store', '2026-11-11T08:00:00Z');
  await storeOrder(otherShop.id, ids.otherStore, [{ productId: hat, qty: 1, priceFils: 2_000 }]);
  entries.otherShop = (await charge(otherShop.id, 2_000, '2026-11-11T08:00:00Z')).entryId;

  // a postcard, and a purchase with no lines at all, on 11 November
  const template = await createPostcardTemplate(t);
  const card = await createPostcardOrder(t.db, {
    userId: buyerId,
    templateId: template.id,
    createdAt: new Date('2026-11-11T08:00:00Z'),
  });
  entries.card = (await charge(card.purchaseId, 1_500, '2026-11-11T08:00:00Z')).entryId;
  const unlined = await purchase('booking', '2026-11-11T09:00:00Z');
  entries.unlined = (await charge(unlined.id, 700, '2026-11-11T09:00:00Z')).entryId;
});
afterAll(() => t.close());

describe('the shares of a ledger entry', () => {
  it('add up to every entry of the ledger', async () => {
    const mismatched = rowsOf<{ id: number }>(
      await t.db.execute(sql`select e.id from ledger_entries e
        left join (select entry_id, sum(amount_fils) as total from ledger_shares group by entry_id) s on s.entry_id = e.id
        where s.total is distinct from e.amount_fils`),
    );
    expect(mismatched).toEqual([]);
  });

  it('split a booking purchase’s charge over its bookings by price, the odd fils to the first', async () => {
    const shares = await sharesOf(entries.tour);
    expect(shares.map((s) => [s.package_id, s.destination_id, s.amount])).toEqual([
      [ids.desert, ids.desertDestination, 34],
      [ids.coast, ids.coastDestination, 33],
      [ids.desert, ids.desertDestination, 33],
    ]);
  });

  it('give a booking’s refund wholly to that booking and split a whole payment’s like its charge', async () => {
    expect((await sharesOf(entries.tourBookingRefund)).map((s) => [s.package_id, s.amount])).toEqual([[ids.coast, -33]]);
    expect((await sharesOf(entries.tourWholeRefund)).map((s) => [s.package_id, s.amount])).toEqual([
      [ids.desert, -4],
      [ids.coast, -3],
      [ids.desert, -3],
    ]);
  });

  it('split a store order over its items at quantity times price, and keep its store', async () => {
    const shares = await sharesOf(entries.shop);
    expect(shares.map((s) => [s.store_id, s.amount])).toEqual([
      [ids.store, 3_000],
      [ids.store, 1_000],
    ]);
    expect(shares.every((s) => s.destination_id === null && s.package_id === null)).toBe(true);
  });

  it('give a postcard’s charge to the postcard, and a purchase without lines one share of no venue', async () => {
    for (const entry of [entries.card, entries.unlined]) {
      const [only, ...more] = await sharesOf(entry);
      expect(more).toEqual([]);
      expect(only).toMatchObject({ destination_id: null, package_id: null, product_id: null, store_id: null });
    }
  });
});

describe('the ledger', () => {
  it('refuses to change or remove an entry', async () => {
    const changed = t.db.execute(sql`update ledger_entries set amount_fils = 1 where id = ${entries.tour}`);
    await expect(changed).rejects.toThrow();
    const removed = t.db.execute(sql`delete from ledger_entries where id = ${entries.tour}`);
    await expect(removed).rejects.toThrow();
    expect(await sharesOf(entries.tour)).toHaveLength(3);
  });
});

describe('the sales report from the rollups', () => {
  const ranges: ReportRange[] = [
    { from: '2026-11-01', to: '2026-11-25', grain: 'day' },
    { from: '2026-10-01', to: '2026-11-25', grain: 'week' },
    { from: '2026-10-01', to: '2026-11-25', grain: 'month' },
  ];

  it('answers as the raw shares do, and a late entry of a rolled-up day counts at once', async () => {
    expect(await rollupState(t.db)).toEqual({ day: null, month: null });
    const raw = await Promise.all(ranges.map((range) => salesReport(t.db, range, 'all')));
    // the report with the time rolls up the days before yesterday (to 23 November) and the whole months (October)
    expect(await salesReport(t.db, ranges[0]!, 'all', now)).toEqual(raw[0]);
    expect(await rollupState(t.db)).toEqual({ day: '2026-11-23', month: '2026-10-31' });
    for (const [i, range] of ranges.entries()) expect(await salesReport(t.db, range, 'all', now)).toEqual(raw[i]);

    // an entry written late for 2 October, a day and a month already rolled up
    const late = await purchase('booking', '2026-10-02T08:00:00Z');
    await book(late.id, ids.coast, 500);
    await charge(late.id, 500, '2026-10-02T08:00:00Z');
    const month = await salesReport(t.db, ranges[2]!, 'all', now);
    expect(month.periods[0]).toMatchObject({ period: '2026-10-01', sales: 5 });
    expect(month.totals.sales).toBe(raw[2]!.totals.sales + 5);
    const rolledDays = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from ledger_share_rollups where grain = 'day' and start = '2026-10-02'`),
    );
    expect(rolledDays[0]!.n).toBeGreaterThan(0);
  });

  it('counts only its venues for a team: its destinations’ bookings, its stores’ items, no postcards', async () => {
    const range: ReportRange = { from: '2026-11-01', to: '2026-11-25', grain: 'month' };
    const coast = await salesReport(t.db, range, { destinationIds: [ids.coastDestination], storeIds: [] }, now);
    // the coast booking's third of the charge (33), its own refund (33) and its share of the whole refund (3)
    expect(coast.totals).toEqual({ sales: 0.33, refunds: 0.36, net: -0.03 });
    expect(coast.by_package.map((row) => row.id)).toEqual([ids.coast]);
    expect(coast.by_product).toEqual([]);
    const store = await salesReport(t.db, range, { destinationIds: [], storeIds: [ids.store] }, now);
    expect(store.totals).toEqual({ sales: 40, refunds: 0, net: 40 });
    expect(store.by_destination).toEqual([]);
    expect(store.by_channel).toEqual([{ channel: '', sales: 40, refunds: 0, net: 40 }]);
    const all = await salesReport(t.db, range, 'all', now);
    // 1 + 40 + 20 + 15 (postcard) + 7 (no lines) of sales
    expect(all.totals.sales).toBe(83);
  });
});
