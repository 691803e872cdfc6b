import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CapacityReport, ConversionReport, PromotionsReport, SalesReport } from '@portal/contract/console-reports';
import {
  bookings,
  ledgerEntries,
  payments,
  purchases,
  refunds,
  slotInventory,
  storeOrderItems,
  storeOrders,
  voucherCodes,
} from '../../db/schema/index.ts';
import { postAction } from '../../test/harness.ts';
import { createConsoleTestApp, statusesOfOutsiders, type ConsoleTestApp } from '../../test/console-harness.ts';
import { createCoupon, createDestination, createSlotPackage, createUser, createVoucher } from '../../test/factories.ts';
import { createPostcardOrder, createPostcardTemplate } from '../../test/postcard-factories.ts';
import { createProduct, createStore } from '../../test/store-factories.ts';
import { salesReport } from './reports-service.ts';

// The console's reports on known rows, on PGlite and (with TEST_DATABASE_URL) PostgreSQL. Dubai days begin at
// 20:00 UTC the day before; the app's clock stops at the suite's epoch, 25 November 2026, 10:00 in Dubai.

const now = new Date('2026-11-25T06:00:00Z');
let t: ConsoleTestApp;
let buyerId: number;
const ids = { desertDestination: 0, coastDestination: 0, store: 0, desert: 0, coast: 0, mug: 0, scarf: 0, coupon: 0, voucher: 0 };

const hex = (bytes: number) => randomBytes(bytes).toString('hex').toUpperCase();

async function purchase(
  kind: 'booking' | 'store' | 'postcard',
  createdAt: string,
  options: { confirmed?: boolean; channel?: string; couponId?: number; discountFils?: number; totalFils?: number } = {},
) {
  const [row] = await t.db
    .insert(purchases)
    .values({
      purchaseNumber: `P${hex(8)}`,
      userId: buyerId,
      kind,
      status: options.confirmed === false ? 0 : 1,
      subtotalFils: (options.totalFils ?? 0) + (options.discountFils ?? 0),
      discountFils: options.discountFils ?? 0,
      totalFils: options.totalFils ?? 0,
      couponId: options.couponId ?? null,
      channel: options.channel ?? null,
      createdAt: new Date(createdAt),
      confirmedAt: options.confirmed === false ? null : new Date(createdAt),
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

/** A payment of the purchase and its charge in the ledger at an instant. */
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
  await t.db.insert(ledgerEntries).values({
    purchaseId,
    paymentId: payment!.id,
    kind: 'charge',
    amountFils: fils,
    provider: 'sandbox',
    providerRef: payment!.providerRef,
    createdAt: new Date(at),
  });
  return payment!;
}

/** A settled refund of a payment (of one booking, or of the whole payment) and its ledger row. */
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
  await t.db.insert(ledgerEntries).values({
    purchaseId: payment.purchaseId,
    paymentId: payment.id,
    refundId: row!.id,
    kind: 'refund',
    amountFils: -fils,
    provider: 'sandbox',
    providerRef: `re_${hex(6)}`,
    createdAt: new Date(at),
  });
}

/** A copy of an answer's bytes as the ArrayBuffer exceljs reads. */
const arrayBufferOf = (bytes: Buffer) => Uint8Array.from(bytes).buffer;

const week = { from: '2026-11-19', to: '2026-11-25' };

async function report<T>(action: string, fields: Record<string, string>, token = t.tokens.admin): Promise<T> {
  const res = await postAction(t.app, { action, ...fields }, token);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: T }).data;
}

const download = (name: string, query: Record<string, string>, token: string | null = t.tokens.admin) =>
  t.app.inject({
    method: 'GET',
    url: `/api/console-reports/${name}?${new URLSearchParams(query).toString()}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

let bookedOrderNumbers: string[] = [];
let storeOrderNumber = '';

beforeAll(async () => {
  t = await createConsoleTestApp({ now: () => now });
  buyerId = (await createUser(t.db)).id;
  ids.desertDestination = (await createDestination(t.db, { name: 'Desert' })).id;
  ids.coastDestination = (await createDestination(t.db, { name: 'Coast' })).id;
  const desert = await createSlotPackage(t.db, ids.desertDestination, 20, { packageName: 'Desert Safari' });
  const coast = await createSlotPackage(t.db, ids.coastDestination, 5, { packageName: 'Coast Cruise' });
  ids.desert = desert.pkg.id;
  ids.coast = coast.pkg.id;
  const store = await createStore(t.db);
  ids.store = store.id;
  ids.mug = (await createProduct(t.db, { storeId: store.id, productTitle: 'Mug' })).id;
  ids.scarf = (await createProduct(t.db, { storeId: store.id, productTitle: 'Scarf' })).id;
  ids.coupon = (await createCoupon(t.db, { code: 'DUNES10', type: 'percentage', off: 10 })).id;

  // Friday 20 November in Dubai: one booking purchase of both packages, 100 AED, 60 for the desert and 40 for the coast
  const tour = await purchase('booking', '2026-11-20T08:00:00Z', {
    channel: 'app',
    couponId: ids.coupon,
    discountFils: 1_000,
    totalFils: 10_000,
  });
  const desertBooking = await book(tour.id, ids.desert, 6_000);
  const coastBooking = await book(tour.id, ids.coast, 4_000);
  bookedOrderNumbers = [desertBooking.orderNumber, coastBooking.orderNumber];
  const tourPayment = await charge(tour.id, 10_000, '2026-11-20T08:00:00Z');
  // the coast booking cancelled and refunded in the first second of 25 November in Dubai
  await refund(tourPayment, 4_000, '2026-11-24T20:00:00Z', coastBooking.id);

  // Wednesday 25 November: a store order of two mugs at 15 AED and a scarf at 10 AED, no channel given
  const shop = await purchase('store', '2026-11-25T05:00:00Z', { totalFils: 4_000 });
  const [order] = await t.db
    .insert(storeOrders)
    .values({
      purchaseId: shop.id,
      orderNumber: `ST${hex(5)}`,
      userId: buyerId,
      storeId: store.id,
      shippingAddress: {},
      totalFils: 4_000,
      status: 1,
    })
    .returning();
  storeOrderNumber = order!.orderNumber;
  await t.db.insert(storeOrderItems).values([
    { orderId: order!.id, productId: ids.mug, title: 'Mug', qty: 2, priceFils: 1_500 },
    { orderId: order!.id, productId: ids.scarf, title: 'Scarf', qty: 1, priceFils: 1_000 },
  ]);
  await charge(shop.id, 4_000, '2026-11-25T05:00:00Z');

  // a checkout started on 25 November and never paid; a charge of 26 November, past the range
  await purchase('booking', '2026-11-25T04:00:00Z', { confirmed: false });
  const later = await purchase('booking', '2026-11-26T08:00:00Z');
  await book(later.id, ids.desert, 99_900);
  await charge(later.id, 99_900, '2026-11-26T08:00:00Z');

  // 5 October: one fils that cannot be split evenly, 100 fils over bookings priced 1 and 2
  const odd = await purchase('booking', '2026-10-05T08:00:00Z');
  await book(odd.id, ids.desert, 1);
  await book(odd.id, ids.coast, 2);
  await charge(odd.id, 100, '2026-10-05T08:00:00Z');

  // tickets taken: the desert's slot (40 a date) on two dates, the coast's (10) on one
  await t.db.insert(slotInventory).values([
    { timeSlotId: desert.slot.id, date: '2026-11-20', adultTaken: 8, childTaken: 2 },
    { timeSlotId: desert.slot.id, date: '2026-11-24', adultTaken: 20, childTaken: 10 },
    { timeSlotId: coast.slot.id, date: '2026-11-21', adultTaken: 5, childTaken: 4 },
    { timeSlotId: coast.slot.id, date: '2026-12-10', adultTaken: 5, childTaken: 5 },
  ]);

  // a voucher: two codes issued in the range (one redeemed in it), one issued before it
  ids.voucher = (await createVoucher(t.db, { name: 'Souq Coffee' })).id;
  const holders = [await createUser(t.db), await createUser(t.db), await createUser(t.db)];
  await t.db.insert(voucherCodes).values([
    {
      voucherId: ids.voucher,
      userId: holders[0]!.id,
      code: `V${hex(5)}`,
      issuedAt: new Date('2026-11-21T08:00:00Z'),
      redeemedAt: new Date('2026-11-22T08:00:00Z'),
    },
    { voucherId: ids.voucher, userId: holders[1]!.id, code: `V${hex(5)}`, issuedAt: new Date('2026-11-23T08:00:00Z') },
    { voucherId: ids.voucher, userId: holders[2]!.id, code: `V${hex(5)}`, issuedAt: new Date('2026-11-01T08:00:00Z') },
  ]);
});
afterAll(() => t.close());

describe('the sales report', () => {
  it('counts charges as sales and refunds as money given back, on the Dubai day they moved', async () => {
    const sales = await report<SalesReport>('reportSales', { ...week, grain: 'day' });
    expect(sales.periods.map((p) => p.period)).toEqual([
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
    ]);
    expect(sales.periods[1]).toMatchObject({ sales: 100, refunds: 0, net: 100 });
    expect(sales.periods[5]).toMatchObject({ sales: 0, refunds: 0, net: 0 });
    expect(sales.periods[6]).toMatchObject({ sales: 40, refunds: 40, net: 0 });
    expect(sales.totals).toEqual({ sales: 140, refunds: 40, net: 100 });
  });

  it('splits a charge over its lines by price and gives a booking’s refund to that booking', async () => {
    const sales = await report<SalesReport>('reportSales', { ...week, grain: 'day' });
    expect(sales.by_destination.map(({ id, sales: s, refunds: r, net }) => ({ id, s, r, net }))).toEqual([
      { id: ids.desertDestination, s: 60, r: 0, net: 60 },
      { id: ids.coastDestination, s: 40, r: 40, net: 0 },
    ]);
    expect(sales.by_package.map((row) => [row.name, row.net])).toEqual([
      ['Desert Safari', 60],
      ['Coast Cruise', 0],
    ]);
    expect(sales.by_product.map((row) => [row.name, row.sales])).toEqual([
      ['Mug', 30],
      ['Scarf', 10],
    ]);
    expect(sales.by_channel).toEqual([
      { channel: 'app', sales: 100, refunds: 40, net: 60 },
      { channel: '', sales: 40, refunds: 0, net: 40 },
    ]);
  });

  it('splits in whole fils whose shares add up to the charge', async () => {
    const sales = await report<SalesReport>('reportSales', { from: '2026-10-05', to: '2026-10-05', grain: 'day' });
    expect(sales.totals.sales).toBe(1);
    expect(sales.by_package.map((row) => row.sales).sort()).toEqual([0.34, 0.66]);
  });

  it('puts days into Monday-to-Sunday weeks and calendar months, clipped to the range', async () => {
    const weeks = await report<SalesReport>('reportSales', { ...week, grain: 'week' });
    expect(weeks.periods).toEqual([
      { period: '2026-11-19', period_end: '2026-11-22', sales: 100, refunds: 0, net: 100 },
      { period: '2026-11-23', period_end: '2026-11-25', sales: 40, refunds: 40, net: 0 },
    ]);
    const months = await report<SalesReport>('reportSales', { from: '2026-10-01', to: '2026-11-30', grain: 'month' });
    expect(months.periods.map((p) => [p.period, p.period_end, p.sales])).toEqual([
      ['2026-10-01', '2026-10-31', 1],
      ['2026-11-01', '2026-11-30', 1139],
    ]);
  });

  it('counts only the lines of a venue’s destinations and stores when scoped', async () => {
    const coast = await salesReport(t.db, { ...week, grain: 'day' }, { destinationIds: [ids.coastDestination], storeIds: [] });
    expect(coast.totals).toEqual({ sales: 40, refunds: 40, net: 0 });
    expect(coast.by_product).toEqual([]);
    const shop = await salesReport(t.db, { ...week, grain: 'day' }, { destinationIds: [], storeIds: [ids.store] });
    expect(shop.totals).toEqual({ sales: 40, refunds: 0, net: 40 });
    expect(shop.by_destination).toEqual([]);
  });
});

describe('the other reports', () => {
  it('shows tickets taken of tickets offered by slot and by period', async () => {
    const capacity = await report<CapacityReport>('reportCapacity', { ...week, grain: 'week' });
    expect(
      capacity.slots.map(({ package_name, dates, capacity: c, taken, percent }) => ({ package_name, dates, c, taken, percent })),
    ).toEqual([
      { package_name: 'Coast Cruise', dates: 1, c: 10, taken: 9, percent: 90 },
      { package_name: 'Desert Safari', dates: 2, c: 80, taken: 40, percent: 50 },
    ]);
    expect(capacity.periods).toEqual([
      { period: '2026-11-19', period_end: '2026-11-22', capacity: 50, taken: 19, percent: 38 },
      { period: '2026-11-23', period_end: '2026-11-25', capacity: 40, taken: 30, percent: 75 },
    ]);
  });

  it('shows each coupon’s paid uses and each voucher’s codes issued and redeemed in the range', async () => {
    const promotions = await report<PromotionsReport>('reportPromotions', { ...week });
    expect(promotions.coupons).toEqual([{ coupon_id: ids.coupon, code: 'DUNES10', uses: 1, discount: 10, sales: 100 }]);
    expect(promotions.vouchers).toEqual([
      { voucher_id: ids.voucher, name: 'Souq Coffee', arabic_name: expect.any(String), issued: 2, redeemed: 1 },
    ]);
  });

  it('shows checkouts started and paid by period and by kind', async () => {
    const conversion = await report<ConversionReport>('reportConversion', { ...week, grain: 'day' });
    expect(conversion.totals).toEqual({ started: 3, paid: 2, rate: 66.7 });
    expect(conversion.periods[6]).toMatchObject({ period: '2026-11-25', started: 2, paid: 1, rate: 50 });
    expect(conversion.periods[0]).toMatchObject({ started: 0, paid: 0, rate: null });
    expect(conversion.by_kind).toEqual([
      { kind: 'booking', started: 2, paid: 1, rate: 50 },
      { kind: 'store', started: 1, paid: 1, rate: 100 },
    ]);
  });
});

describe('refusals', () => {
  it('are for admins only', async () => {
    const calls = ['reportSales', 'reportCapacity', 'reportPromotions', 'reportConversion'].map((action) => ({
      action,
      ...week,
    }));
    expect(await statusesOfOutsiders(t, calls)).toEqual(calls.map(() => [401, 403, 403]));
    const files = [null, t.tokens.user, t.tokens.moderator].map(
      async (token) => (await download('sales.csv', week, token)).statusCode,
    );
    expect(await Promise.all(files)).toEqual([401, 403, 403]);
  });

  it('refuse a range that ends before it starts, runs past 400 days or has an unknown grain', async () => {
    const refused = async (fields: Record<string, string>) => {
      const res = await postAction(t.app, { action: 'reportSales', ...fields }, t.tokens.admin);
      expect(res.statusCode).toBe(400);
      return Object.keys((res.json() as { fields: Record<string, string> }).fields);
    };
    expect(await refused({ from: '2026-11-25', to: '2026-11-24' })).toEqual(['to']);
    expect(await refused({ from: '2025-10-20', to: '2026-11-25' })).toEqual(['to']);
    expect(await refused({ from: '2025-10-21', to: '2026-11-25', grain: 'year' })).toEqual(['grain']);
    expect(await refused({ from: 'soon', to: '2026-11-25' })).toEqual(['from']);
    const file = await download('capacity.xlsx', { from: '2026-11-25', to: '2026-11-01' });
    expect(file.statusCode).toBe(400);
    expect(file.json()).toMatchObject({ fields: { to: expect.any(String) } });
    expect((await download('budget.csv', week)).statusCode).toBe(404);
  });

  it('accept a range of exactly 400 days', async () => {
    await report<SalesReport>('reportSales', { from: '2025-10-22', to: '2026-11-25', grain: 'month' });
  });
});

describe('the files', () => {
  it('a report as CSV: each table under its title, columns named in the asked language', async () => {
    const res = await download('sales.csv', { ...week, grain: 'week', lang: 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="sales-2026-11-19-2026-11-25.csv"');
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines.slice(0, 5)).toEqual([
      'By period',
      'Period start,Period end,Sales (AED),Refunds (AED),Net (AED)',
      '2026-11-19,2026-11-22,100,0,100',
      '2026-11-23,2026-11-25,40,40,0',
      'Total,,140,40,100',
    ]);
    expect(lines).toContain('By product');
    const arabic = await download('sales.csv', { ...week, lang: 'ae' });
    expect(arabic.body).toContain('المبيعات (درهم)');
  });

  it('a report as a workbook: a sheet per table with numbers in the cells', async () => {
    const res = await download('capacity.xlsx', { ...week, grain: 'week', lang: 'ae' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(arrayBufferOf(res.rawPayload));
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['حسب الموعد', 'حسب الفترة']);
    const slots = workbook.worksheets[0]!;
    expect(slots.views[0]).toMatchObject({ rightToLeft: true });
    expect(slots.getRow(2).getCell(2).value).toBe('Coast Cruise');
    expect(slots.getRow(2).getCell(8).value).toBe(90);
    expect(workbook.worksheets[1]!.getRow(3).getCell(4).value).toBe(30);
  });

  it('the ledger: every entry of the range with the bookings, store order or refund it belongs to', async () => {
    const res = await download('ledger.csv', { ...week });
    expect(res.statusCode).toBe(200);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Entry,Time (Dubai),Kind,Amount (AED),Currency,Provider,Provider reference,Purchase,Purchase kind,Bookings,Store order,Postcard order,Refund',
    );
    const rows = lines.slice(1).map((line) => line.split(','));
    expect(rows.map((row) => [row[1], row[2], row[3], row[9], row[10]])).toEqual([
      ['2026-11-20 12:00:00', 'charge', '100', bookedOrderNumbers.join(' '), ''],
      ['2026-11-25 00:00:00', 'refund', '-40', bookedOrderNumbers[1], ''],
      ['2026-11-25 09:00:00', 'charge', '40', '', storeOrderNumber],
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(arrayBufferOf((await download('ledger.xlsx', { ...week })).rawPayload));
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(3).getCell(4).value).toBe(-40);
  });

  it('the ledger streams a range longer than one page of rows', async () => {
    const template = await createPostcardTemplate(t);
    const card = await createPostcardOrder(t.db, {
      userId: buyerId,
      templateId: template.id,
      createdAt: new Date('2026-09-01T08:00:00Z'),
    });
    const bulk = { id: card.purchaseId };
    const payment = await charge(bulk.id, 100, '2026-09-01T08:00:00Z');
    const rows = Array.from({ length: 4_500 }, (_, i) => ({
      purchaseId: bulk.id,
      paymentId: payment.id,
      kind: 'refund' as const,
      amountFils: -1,
      provider: 'sandbox',
      providerRef: `re_bulk_${i}`,
      createdAt: new Date(Date.UTC(2026, 8, 2, 8, 0, i % 60)),
    }));
    for (let i = 0; i < rows.length; i += 1_000) await t.db.insert(ledgerEntries).values(rows.slice(i, i + 1_000));
    const res = await download('ledger.csv', { from: '2026-09-01', to: '2026-09-02' });
    const lines = res.body.trimEnd().split('\r\n').slice(1);
    expect(lines).toHaveLength(4_501);
    expect(new Set(lines.map((line) => line.split(',')[0])).size).toBe(4_501);
    expect(lines.every((line) => line.includes(card.orderNumber))).toBe(true);
  });
});
