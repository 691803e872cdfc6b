import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { auditLog, couponRedemptions, coupons, purchases } from '../../db/schema/index.ts';
import {
  auditEntriesOf,
  createConsoleTestApp,
  openSecondProcess,
  statusesOfOutsiders,
  type ConsoleTestApp,
} from '../../test/console-harness.ts';
import { createCoupon, createDestination, createPackage, createUser } from '../../test/factories.ts';
import { postAction } from '../../test/harness.ts';

// Decision 035 (coupons) and 034 (visitors see changes at once), on PGlite and (with TEST_DATABASE_URL)
// PostgreSQL. The coupon checks of the booking flow read what the console writes.

let t: ConsoleTestApp;
let destinationId: number;
let uniqueCode = 0;

beforeAll(async () => {
  t = await createConsoleTestApp();
  destinationId = (await createDestination(t.db)).id;
});
afterAll(() => t.close());

const call = (fields: Record<string, string | number>) => t.call(fields);
/** A code no other test of the file uses. */
const freshCode = (stem = 'TEST') => `${stem}${++uniqueCode}`;
const couponRow = async (id: number) => (await t.db.select().from(coupons).where(eq(coupons.id, id)))[0];
const auditOf = (id: number) => auditEntriesOf(t, 'coupon', id);

const fields = (overrides: Record<string, string | number> = {}) => ({
  action: 'saveCoupon',
  code: freshCode(),
  type: 'percentage',
  off: 10,
  enable: 1,
  ...overrides,
});

/** validateCoupon as the booking sheet calls it: `adults` adults of a package at AED 100 each. */
async function checkAtBooking(code: string, packageId: number, adults = 2, app = t.app) {
  const items = { packages: [{ package_id: packageId, adult_qty: adults }], coupon: code };
  const res = await postAction(app, { action: 'validateCoupon', items: JSON.stringify(items) }, t.tokens.user);
  expect(res.statusCode).toBe(200);
  return res.json().data as { status: 0 | 1; code: string | null; discount: number; total: number };
}

/** A purchase that redeemed the coupon, as createPurchase leaves it: `status` 0 pending, 1 paid, 4 expired. */
async function redeem(couponId: number, status: number, amounts = { discountFils: 1_000, totalFils: 9_000 }) {
  const buyer = await createUser(t.db);
  const [purchase] = await t.db
    .insert(purchases)
    .values({
      purchaseNumber: `P-${randomBytes(6).toString('hex')}`,
      userId: buyer.id,
      kind: 'booking',
      status,
      subtotalFils: amounts.totalFils + amounts.discountFils,
      ...amounts,
      couponId,
    })
    .returning();
  await t.db.insert(couponRedemptions).values({ couponId, userId: buyer.id, purchaseId: purchase!.id });
  return { purchase: purchase!, buyer };
}

describe('who may run the coupons', () => {
  it('answers no token 401, a traveller and a moderator 403, for each action, and changes nothing for them', async () => {
    const coupon = await createCoupon(t.db, { code: freshCode() });
    const calls: Record<string, string | number>[] = [
      { action: 'consoleCoupons' },
      { action: 'consoleCoupon', id: coupon.id },
      fields({ id: coupon.id, code: coupon.code, off: 50 }),
      { action: 'couponPackageChoices', q: 'Package' },
      { action: 'couponUsage', id: coupon.id },
      { action: 'couponUsageCsv', id: coupon.id },
      { action: 'deleteCoupon', id: coupon.id },
    ];
    expect(await statusesOfOutsiders(t, calls)).toEqual(calls.map(() => [401, 403, 403]));
    expect(await couponRow(coupon.id)).toEqual(coupon);
    expect(await auditOf(coupon.id)).toEqual([]);
    // the admin may run each, the delete last
    for (const fields of calls) expect((await call(fields)).statusCode).toBe(200);
  });
});

describe('saveCoupon', () => {
  it('creates a coupon with every setting, its code upper-case, audited with its settings', async () => {
    const safari = await createPackage(t.db, { destinationId, packageName: 'Desert Safari', arabicName: 'رحلة الصحراء' });
    const res = await call(
      fields({
        code: 'summer-fun_1',
        type: 'aed',
        off: '25.50',
        max_discount: '',
        min_cart: '150',
        skip_add_on: 1,
        skip_food: 1,
        first_order_only: 1,
        usage_limit_total: 100,
        usage_limit_per_user: 2,
        package_ids: JSON.stringify([safari.id, safari.id]),
        starts_at: '2026-12-01T09:00',
        expires_at: '2027-01-31 23:59',
        msg: 'AED 25.50 off the safari',
      }),
    );
    expect(res.statusCode).toBe(200);
    const created = res.json().data;
    expect(created).toMatchObject({
      code: 'SUMMER-FUN_1',
      type: 'aed',
      off: 25.5,
      max_discount: null,
      min_cart: 150,
      skip_add_on: 1,
      skip_transport: 0,
      skip_food: 1,
      buy: null,
      first_order_only: 1,
      usage_limit_total: 100,
      usage_limit_per_user: 2,
      packages: [{ id: safari.id, name: 'Desert Safari', arabic_name: 'رحلة الصحراء' }],
      starts_at: '2026-12-01 09:00:00',
      expires_at: '2027-01-31 23:59:00',
      enable: 1,
      state: 'scheduled',
      uses: 0,
      redemptions: 0,
    });
    const row = (await couponRow(created.id))!;
    expect(row).toMatchObject({ off: 2_550, minCartFils: 15_000, packageIds: [safari.id] });
    // Asia/Dubai is UTC+4 all year
    expect(row.startsAt?.toISOString()).toBe('2026-12-01T05:00:00.000Z');
    expect(await auditOf(created.id)).toEqual([
      expect.objectContaining({
        operatorId: t.adminId,
        action: 'saveCoupon',
        before: null,
        after: expect.objectContaining({ code: 'SUMMER-FUN_1', off: 25.5, min_cart: 150, package_ids: [safari.id] }),
      }),
    ]);
  });

  it('buy_x_get_y keeps its free-ticket settings and no amount; other types drop them', async () => {
    const free = await call(fields({ type: 'buy_x_get_y', off: '', buy: 'adult', buy_qty: 2, free: 'child', free_qty: 1 }));
    expect(free.statusCode).toBe(200);
    expect(free.json().data).toMatchObject({ type: 'buy_x_get_y', off: 0, buy: 'adult', buy_qty: 2, free: 'child', free_qty: 1 });
    const percentage = await call(fields({ type: 'percentage', off: 15, buy: 'adult', buy_qty: 2 }));
    expect(percentage.json().data).toMatchObject({ off: 15, buy: null, buy_qty: null, free: null, free_qty: null });
  });

  it('refuses a code another coupon has in any case, naming the code; nothing is stored', async () => {
    const taken = await createCoupon(t.db, { code: freshCode('TAKEN') });
    const countBefore = await t.db.$count(coupons);
    const res = await call(fields({ code: taken.code.toLowerCase() }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['code']);
    expect(res.json().fields.code).toMatch(/^code_taken/);
    // renaming another coupon to it is refused the same way
    const other = await createCoupon(t.db, { code: freshCode() });
    const rename = await call(fields({ id: other.id, code: taken.code }));
    expect(rename.json().fields.code).toMatch(/^code_taken/);
    expect(await t.db.$count(coupons)).toBe(countBefore + 1);
    // its own code is not "taken"
    expect((await call(fields({ id: taken.id, code: taken.code, off: 30 }))).statusCode).toBe(200);
  });

  it('names each failing field with the booking rules: percentage, cap, free tickets, limits, dates, packages', async () => {
    const auditBefore = await t.db.$count(auditLog);
    const countBefore = await t.db.$count(coupons);
    const refused = async (overrides: Record<string, string | number>) => {
      const res = await call(fields(overrides));
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('invalid_input');
      return Object.keys(res.json().fields).sort();
    };
    expect(await refused({ off: 150 })).toEqual(['off']);
    expect(await refused({ off: 12.5 })).toEqual(['off']);
    expect(await refused({ type: 'aed', off: 0 })).toEqual(['off']);
    expect(await refused({ type: 'aed', off: '10.005' })).toEqual(['off']);
    expect(await refused({ max_discount: 0 })).toEqual(['max_discount']);
    expect(await refused({ type: 'buy_x_get_y', buy: 'adult', free_qty: 1 })).toEqual(['buy_qty', 'free']);
    expect(await refused({ usage_limit_total: 5, usage_limit_per_user: 6 })).toEqual(['usage_limit_per_user']);
    expect(await refused({ starts_at: '2027-01-02 10:00', expires_at: '2027-01-02 10:00' })).toEqual(['expires_at']);
    expect(await refused({ starts_at: '2027-02-30 10:00' })).toEqual(['starts_at']);
    expect(await refused({ code: 'TEN OFF', type: 'gift' })).toEqual(['code', 'type']);
    expect(await refused({ package_ids: JSON.stringify([2_000_000_000]) })).toEqual(['package_ids']);
    expect(await t.db.$count(coupons)).toBe(countBefore);
    expect(await t.db.$count(auditLog)).toBe(auditBefore);
  });

  it('answers 404 for a coupon that does not exist', async () => {
    const res = await call(fields({ id: 2_000_000_000 }));
    expect(res.statusCode).toBe(404);
    expect((await call({ action: 'consoleCoupon', id: 2_000_000_000 })).statusCode).toBe(404);
  });

  it('keeps the code of a redeemed coupon, saying why, but its other settings change', async () => {
    const coupon = await createCoupon(t.db, { code: freshCode() });
    await redeem(coupon.id, 4);
    const renamed = await call(fields({ id: coupon.id, code: freshCode() }));
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().fields.code).toMatch(/^code_fixed/);
    expect((await couponRow(coupon.id))!.code).toBe(coupon.code);
    const changed = await call(fields({ id: coupon.id, code: coupon.code.toLowerCase(), off: 40 }));
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ code: coupon.code, off: 40, redemptions: 1, uses: 0 });
    const [entry] = await auditOf(coupon.id);
    expect(entry).toMatchObject({ before: expect.objectContaining({ off: 10 }), after: expect.objectContaining({ off: 40 }) });
  });
});

describe('what a booking finds after a change', () => {
  it('a coupon check applies the new percentage at once, and refuses the coupon once it is disabled', async () => {
    const pkg = await createPackage(t.db, { destinationId });
    const created = (await call(fields({ code: 'harbour15', off: 15 }))).json().data;
    expect(await checkAtBooking('HARBOUR15', pkg.id)).toMatchObject({ status: 1, discount: 30, total: 170 });

    expect((await call(fields({ id: created.id, code: 'HARBOUR15', off: 25 }))).statusCode).toBe(200);
    expect(await checkAtBooking('harbour15', pkg.id)).toMatchObject({ status: 1, discount: 50, total: 150 });

    expect((await call(fields({ id: created.id, code: 'HARBOUR15', off: 25, enable: 0 }))).statusCode).toBe(200);
    expect(await checkAtBooking('HARBOUR15', pkg.id)).toMatchObject({ status: 0, code: 'coupon_not_valid', discount: 0 });
  });

  it('limiting a coupon to other packages makes the booking refuse it for this one', async () => {
    const [mine, other] = [await createPackage(t.db, { destinationId }), await createPackage(t.db, { destinationId })];
    const code = freshCode();
    const created = (await call(fields({ code }))).json().data;
    expect((await checkAtBooking(code, mine.id)).status).toBe(1);
    await call(fields({ id: created.id, code, package_ids: JSON.stringify([other.id]) }));
    expect(await checkAtBooking(code, mine.id)).toMatchObject({ status: 0, code: 'coupon_not_for_package' });
  });
});

describe('consoleCoupons', () => {
  it('tells each coupon state apart and filters by it and by code, a page at a time', async () => {
    const stem = freshCode('STATE');
    const now = Date.now();
    const day = 86_400_000;
    const made = {
      active: await createCoupon(t.db, { code: `${stem}A` }),
      disabled: await createCoupon(t.db, { code: `${stem}D`, enable: 0 }),
      expired: await createCoupon(t.db, { code: `${stem}E`, expiresAt: new Date(now - day) }),
      scheduled: await createCoupon(t.db, { code: `${stem}S`, startsAt: new Date(now + day) }),
      used_up: await createCoupon(t.db, { code: `${stem}U`, usageLimitTotal: 1 }),
    };
    await redeem(made.used_up.id, 0);
    // a released purchase gives its use back: one expired hold does not use up a coupon limited to one
    const released = await createCoupon(t.db, { code: `${stem}R`, usageLimitTotal: 1 });
    await redeem(released.id, 4);

    const all = await call({ action: 'consoleCoupons', q: stem.toLowerCase(), per_page: 100 });
    expect(all.statusCode).toBe(200);
    const states = Object.fromEntries((all.json().data as { code: string; state: string }[]).map((c) => [c.code, c.state]));
    expect(states).toEqual({
      [`${stem}A`]: 'active',
      [`${stem}D`]: 'disabled',
      [`${stem}E`]: 'expired',
      [`${stem}S`]: 'scheduled',
      [`${stem}U`]: 'used_up',
      [`${stem}R`]: 'active',
    });
    for (const state of ['disabled', 'expired', 'scheduled', 'used_up'] as const) {
      const res = await call({ action: 'consoleCoupons', q: stem, state });
      expect(res.json()).toMatchObject({ total: 1, data: [{ id: made[state].id, state }] });
    }
    const firstPage = await call({ action: 'consoleCoupons', q: stem, per_page: 4 });
    const secondPage = await call({ action: 'consoleCoupons', q: stem, per_page: 4, page: 2 });
    expect(firstPage.json()).toMatchObject({ total: 6, page: 1, per_page: 4 });
    expect(firstPage.json().data[0].code).toBe(`${stem}R`);
    expect(secondPage.json().data.map((c: { code: string }) => c.code)).toEqual([`${stem}D`, `${stem}A`]);
    // % and _ are taken literally
    expect((await call({ action: 'consoleCoupons', q: `${stem}%` })).json().total).toBe(0);
    expect((await call({ action: 'consoleCoupons', state: 'sold' })).statusCode).toBe(400);
  });
});

describe('couponPackageChoices', () => {
  it('finds packages by English or Arabic name or slug, at most 20', async () => {
    const pkg = await createPackage(t.db, {
      destinationId,
      packageName: 'Mleiha Stargazing',
      arabicName: 'مراقبة النجوم في مليحة',
    });
    const byName = await call({ action: 'couponPackageChoices', q: 'stargaz' });
    expect(byName.json().data).toEqual([{ id: pkg.id, name: 'Mleiha Stargazing', arabic_name: 'مراقبة النجوم في مليحة' }]);
    expect((await call({ action: 'couponPackageChoices', q: 'النجوم' })).json().data).toHaveLength(1);
    expect((await call({ action: 'couponPackageChoices' })).json().data.length).toBeLessThanOrEqual(20);
  });
});

describe('deleteCoupon', () => {
  it('refuses a coupon with a redemption (in_use, 409) and keeps it', async () => {
    const coupon = await createCoupon(t.db, { code: freshCode() });
    await redeem(coupon.id, 3);
    const res = await call({ action: 'deleteCoupon', id: coupon.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('in_use');
    expect(await couponRow(coupon.id)).toEqual(coupon);
    expect(await auditOf(coupon.id)).toEqual([]);
  });

  it('deletes one nobody used, audited, and the booking no longer knows the code', async () => {
    const pkg = await createPackage(t.db, { destinationId });
    const code = freshCode();
    const created = (await call(fields({ code }))).json().data;
    expect((await checkAtBooking(code, pkg.id)).status).toBe(1);
    const res = await call({ action: 'deleteCoupon', id: created.id });
    expect(res.json()).toMatchObject({ success: 1, deleted: 1 });
    expect(await couponRow(created.id)).toBeUndefined();
    expect(await checkAtBooking(code, pkg.id)).toMatchObject({ status: 0, code: 'coupon_not_valid' });
    expect((await auditOf(created.id)).map((entry) => [entry.action, entry.after === null])).toEqual([
      ['saveCoupon', false],
      ['deleteCoupon', true],
    ]);
    expect((await call({ action: 'deleteCoupon', id: created.id })).statusCode).toBe(404);
  });
});

describe('couponUsage and couponUsageCsv', () => {
  it('lists every redemption with its purchase and buyer, totals what paid purchases gave, and writes the same as CSV', async () => {
    const coupon = await createCoupon(t.db, { code: freshCode('REPORT') });
    const paid = await redeem(coupon.id, 1, { discountFils: 1_250, totalFils: 11_250 });
    await redeem(coupon.id, 1, { discountFils: 500, totalFils: 4_500 });
    const pending = await redeem(coupon.id, 0, { discountFils: 700, totalFils: 6_300 });
    await redeem(coupon.id, 4, { discountFils: 900, totalFils: 8_100 });

    const res = await call({ action: 'couponUsage', id: coupon.id, per_page: 3 });
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report.coupon).toMatchObject({ id: coupon.id, uses: 3, redemptions: 4 });
    expect(report.totals).toEqual({ redemptions: 4, paid_uses: 2, discount_given: 17.5, revenue: 157.5 });
    expect(report).toMatchObject({ total: 4, page: 1, per_page: 3 });
    expect(report.data).toHaveLength(3);
    expect(
      report.data.find((row: { purchase_number: string }) => row.purchase_number === pending.purchase.purchaseNumber),
    ).toEqual({
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      purchase_number: pending.purchase.purchaseNumber,
      buyer_email: pending.buyer.email,
      buyer_name: `${pending.buyer.firstName} ${pending.buyer.lastName}`.trim(),
      discount: 7,
      total: 63,
      status: 'pending',
    });

    const csv = await call({ action: 'couponUsageCsv', id: coupon.id });
    expect(csv.json().filename).toBe(`coupon-${coupon.code.toLowerCase()}-usage.csv`);
    const lines = (csv.json().csv as string).trimEnd().split('\r\n');
    expect(lines[0]).toBe('date,purchase_number,buyer_email,buyer_name,discount_aed,total_aed,status');
    expect(lines).toHaveLength(5);
    expect(lines.find((line) => line.includes(paid.purchase.purchaseNumber))).toMatch(/,12\.5,112\.5,confirmed$/);
  });
});

describe.skipIf(!inject('postgresTemplateUrl'))('two server processes on one PostgreSQL', () => {
  let other: Awaited<ReturnType<typeof openSecondProcess>>;

  beforeAll(async () => {
    other = await openSecondProcess(t);
  });
  afterAll(() => other?.close());

  it('a coupon disabled through one process is refused by the booking in the other at once', async () => {
    const pkg = await createPackage(t.db, { destinationId });
    const code = freshCode();
    const created = (await call(fields({ code }))).json().data;
    expect((await checkAtBooking(code, pkg.id, 2, other.app)).status).toBe(1);
    expect((await call(fields({ id: created.id, code, enable: 0 }))).statusCode).toBe(200);
    await vi.waitFor(async () => expect((await checkAtBooking(code, pkg.id, 2, other.app)).status).toBe(0), { timeout: 20_000 });
  });
});
