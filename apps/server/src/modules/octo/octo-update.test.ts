import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slotInventory } from '../../db/schema/index.ts';
import { sandboxProvider } from '../../providers/payments/sandbox.ts';
import { createDestination, createSession, createSlotPackage, createUser } from '../../test/factories.ts';
import { createTestApp, postAction } from '../../test/harness.ts';
import { createReseller } from './index.ts';

// docs/decisions/071: PATCH /bookings/{uuid} changes a hold under the reserve's own statements and never
// oversells. 12:00 in Dubai on Sunday 22 November 2026; the booked dates lie ahead.
const start = new Date('2026-11-22T08:00:00Z');
let clock = start;
const day = '2026-12-20';
const nextDay = '2026-12-21';
const at = (date: string) => `${date}T16:00:00+04:00`;
const sandbox = sandboxProvider({ publicUrl: 'http://127.0.0.1', secret: 'a-sandbox-secret-of-enough-length' });
let t: Awaited<ReturnType<typeof createTestApp>>;
let destinationId: number;
let key: string;

beforeAll(async () => {
  t = await createTestApp({
    now: () => clock,
    payments: sandbox,
    config: { PUBLIC_URL: 'http://127.0.0.1', HOLD_MINUTES: '30' },
  });
  destinationId = (await createDestination(t.db)).id;
  key = (await createReseller(t.db, { name: 'Reseller' }, clock)).apiKey;
});
afterAll(() => t.close());

type Body = Record<string, unknown> & {
  uuid: string;
  status: string;
  error?: string;
  availabilityId: string;
  utcExpiresAt: string | null;
  supplierReference: string;
  resellerReference: string | null;
  contact: { fullName: string | null };
  unitItems: { unitId: string }[];
};

async function octo(method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) {
  const res = await t.app.inject({
    method,
    url: `/octo${url}`,
    headers: { authorization: `Bearer ${key}` },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return { status: res.statusCode, body: res.json() as Body };
}

const taken = async (slotId: number, date: string) =>
  (
    await t.db
      .select()
      .from(slotInventory)
      .where(and(eq(slotInventory.timeSlotId, slotId), eq(slotInventory.date, date)))
  )[0]?.adultTaken ?? 0;

const adults = (n: number) => Array.from({ length: n }, () => ({ unitId: 'adult' }));

async function hold(productId: number, n: number, date = day) {
  const r = await octo('POST', '/bookings', {
    productId: String(productId),
    optionId: 'DEFAULT',
    availabilityId: at(date),
    unitItems: adults(n),
  });
  expect(r.status).toBe(200);
  return r.body;
}

describe('PATCH /bookings/{uuid} on a hold', () => {
  it('grows a hold into the tickets free beside it, and no further; the old tickets go back with the new taken', async () => {
    const { pkg, slot } = await createSlotPackage(t.db, destinationId, 5, { adultMaxQty: 10 });
    const booking = await hold(pkg.id, 2);
    expect(await taken(slot.id, day)).toBe(2);

    // three more of the three free: the hold now holds three, not five
    const grown = await octo('PATCH', `/bookings/${booking.uuid}`, { unitItems: adults(3) });
    expect(grown.status).toBe(200);
    expect(grown.body).toMatchObject({ uuid: booking.uuid, status: 'ON_HOLD', utcExpiresAt: booking.utcExpiresAt });
    expect(grown.body.unitItems).toHaveLength(3);
    expect(await taken(slot.id, day)).toBe(3);

    // four, with two free beside it: refused, and nothing changed
    const refused = await octo('PATCH', `/bookings/${booking.uuid}`, { unitItems: adults(4) });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('UNPROCESSABLE_ENTITY');
    expect(await taken(slot.id, day)).toBe(3);
    const read = await octo('GET', `/bookings/${booking.uuid}`);
    expect(read.body.unitItems).toHaveLength(3);
    expect(read.body.status).toBe('ON_HOLD');

    // shrinking gives back the difference
    expect((await octo('PATCH', `/bookings/${booking.uuid}`, { unitItems: adults(1) })).status).toBe(200);
    expect(await taken(slot.id, day)).toBe(1);
  });

  it('moves a hold to another availability, giving the first day back, and refuses a closed one', async () => {
    const { pkg, slot } = await createSlotPackage(t.db, destinationId, 5, { adultMaxQty: 10, disabledDates: ['2026-12-23'] });
    const booking = await hold(pkg.id, 2);
    const moved = await octo('PATCH', `/bookings/${booking.uuid}`, { availabilityId: at(nextDay), resellerReference: 'MOVED-1' });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ availabilityId: at(nextDay), resellerReference: 'MOVED-1', status: 'ON_HOLD' });
    expect(await taken(slot.id, day)).toBe(0);
    expect(await taken(slot.id, nextDay)).toBe(2);

    const closed = await octo('PATCH', `/bookings/${booking.uuid}`, { availabilityId: at('2026-12-23') });
    expect(closed.body.error).toBe('INVALID_AVAILABILITY_ID');
    expect(await taken(slot.id, nextDay)).toBe(2);

    // and confirms on the new day
    const confirmed = await octo('POST', `/bookings/${booking.uuid}/confirm`, { contact: { fullName: 'Layla Haddad' } });
    expect(confirmed.body).toMatchObject({ status: 'CONFIRMED', availabilityId: at(nextDay) });
  });

  it('moves a hold to another product the reseller sells', async () => {
    const first = await createSlotPackage(t.db, destinationId, 5, { adultMaxQty: 10 });
    const second = await createSlotPackage(t.db, destinationId, 5, { adultMaxQty: 10 });
    const booking = await hold(first.pkg.id, 2);
    const moved = await octo('PATCH', `/bookings/${booking.uuid}`, { productId: String(second.pkg.id), availabilityId: at(day) });
    expect(moved.body).toMatchObject({ productId: String(second.pkg.id), status: 'ON_HOLD' });
    expect(await taken(first.slot.id, day)).toBe(0);
    expect(await taken(second.slot.id, day)).toBe(2);
    expect((await octo('PATCH', `/bookings/${booking.uuid}`, { productId: '999999' })).body.error).toBe('INVALID_PRODUCT_ID');
  });

  it('changes the contact and expiry of a hold in place, and refuses an expired one', async () => {
    const { pkg, slot } = await createSlotPackage(t.db, destinationId, 5, { adultMaxQty: 10 });
    const booking = await hold(pkg.id, 1);
    const changed = await octo('PATCH', `/bookings/${booking.uuid}`, {
      contact: { fullName: 'Omar Saleh' },
      expirationMinutes: 60,
    });
    expect(changed.body).toMatchObject({
      contact: { fullName: 'Omar Saleh' },
      supplierReference: booking.supplierReference,
      utcExpiresAt: '2026-11-22T09:00:00Z',
    });
    expect(await taken(slot.id, day)).toBe(1);

    clock = new Date(start.getTime() + 61 * 60_000);
    const late = await octo('PATCH', `/bookings/${booking.uuid}`, { unitItems: adults(2) });
    expect(late.body.error).toBe('INVALID_BOOKING_UUID');
    clock = start;
  });
});

describe('PATCH /bookings/{uuid} on a confirmed booking', () => {
  it('changes the contact and reference, and refuses another date or other units', async () => {
    const { pkg, slot } = await createSlotPackage(t.db, destinationId, 5, { adultMaxQty: 10 });
    const booking = await hold(pkg.id, 2);
    await octo('POST', `/bookings/${booking.uuid}/confirm`, { contact: { fullName: 'Sara Ali' } });
    const changed = await octo('PATCH', `/bookings/${booking.uuid}`, {
      contact: { fullName: 'Sara Ali Hassan' },
      resellerReference: 'R-9',
    });
    expect(changed.body).toMatchObject({
      status: 'CONFIRMED',
      contact: { fullName: 'Sara Ali Hassan' },
      resellerReference: 'R-9',
    });
    for (const body of [{ unitItems: adults(3) }, { availabilityId: at(nextDay) }, { expirationMinutes: 30 }]) {
      const refused = await octo('PATCH', `/bookings/${booking.uuid}`, body);
      expect(refused.body.error).toBe('UNPROCESSABLE_ENTITY');
    }
    expect(await taken(slot.id, day)).toBe(2);
    expect((await octo('PATCH', '/bookings/no-such-booking', { notes: 'x' })).body.error).toBe('INVALID_BOOKING_UUID');
  });
});

describe('changes racing visitors', () => {
  it('a hold grown while visitors buy the same slot: never more than its tickets held', async () => {
    const { pkg, slot } = await createSlotPackage(t.db, destinationId, 10, { adultMaxQty: 10 });
    const booking = await hold(pkg.id, 4);
    const visitors = await Promise.all(Array.from({ length: 12 }, async () => createSession(t.db, (await createUser(t.db)).id)));
    const item = { package_id: pkg.id, adult_qty: 1, date: day, time_slot_id: slot.id };
    const web = (token: string) =>
      postAction(
        t.app,
        { action: 'createPurchase', items: JSON.stringify({ packages: [item] }), site: 'sharjah', channel: 'web' },
        token,
      ).then((res) => (res.statusCode === 200 ? 1 : 0));
    const [grown, ...bought] = await Promise.all([
      octo('PATCH', `/bookings/${booking.uuid}`, { unitItems: adults(6) }).then((r) => (r.status === 200 ? 6 : 4)),
      ...visitors.map(web),
    ]);
    const sold = bought.reduce<number>((a, b) => a + b, 0);
    expect(grown + sold).toBeLessThanOrEqual(10);
    expect(await taken(slot.id, day)).toBe(grown + sold);
    const read = await octo('GET', `/bookings/${booking.uuid}`);
    expect(read.body.unitItems).toHaveLength(grown);
  }, 60_000);
});
