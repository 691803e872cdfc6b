import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookings, dateAvailability, purchases, slotInventory, type packages } from '../../db/schema/index.ts';
import { sandboxProvider } from '../../providers/payments/sandbox.ts';
import { createDestination, createPackage, createSession, createSlotPackage, createUser } from '../../test/factories.ts';
import { createTestApp, postAction } from '../../test/harness.ts';
import { releaseExpiredHolds } from '../booking/index.ts';
import { createReseller, revokeReseller } from './index.ts';

// docs/decisions/061: the OCTO core, endpoint by endpoint, with the specification's statuses and errors.
// 12:00 in Dubai on Sunday 22 November 2026; the booked dates lie ahead.
const start = new Date('2026-11-22T08:00:00Z');
let clock = start;
const day = '2026-12-20';
const slotStart = `${day}T16:00:00+04:00`;
const sandbox = sandboxProvider({ publicUrl: 'http://127.0.0.1', secret: 'a-sandbox-secret-of-enough-length' });
let t: Awaited<ReturnType<typeof createTestApp>>;
let destinationId: number;
let keyA: string;
let keyB: string;

beforeAll(async () => {
  t = await createTestApp({
    now: () => clock,
    payments: sandbox,
    config: { PUBLIC_URL: 'http://127.0.0.1', HOLD_MINUTES: '30' },
  });
  destinationId = (await createDestination(t.db)).id;
  const a = await createReseller(t.db, { name: 'Reseller A', contactEmail: 'ops@a.example' }, clock);
  keyA = a.apiKey;
  keyB = (await createReseller(t.db, { name: 'Reseller B' }, clock)).apiKey;
});
afterAll(() => t.close());

type Ticket = { deliveryOptions: { deliveryFormat: string; deliveryValue: string }[] };
type Unit = { id: string; type: string; restrictions: { minQuantity: number; maxQuantity: number } };
/** The fields of OCTO answers these tests read (products, availabilities, bookings, refusals). */
type Body = Record<string, unknown> & {
  id: string;
  uuid: string;
  error?: string;
  status: string;
  localDate: string;
  vacancies: number | null;
  capacity: number | null;
  supplierReference: string;
  utcConfirmedAt: string | null;
  utcExpiresAt: string | null;
  cancellable: boolean;
  options: { units: Unit[] }[];
  voucher: Ticket | null;
  unitItems: { status: string; ticket: Ticket }[];
};
type Reply = { status: number; body: Body; list: Body[]; headers: Record<string, unknown> };

async function octo(method: 'GET' | 'POST', url: string, key: string | null, body?: unknown): Promise<Reply> {
  const res = await t.app.inject({
    method,
    url: `/octo${url}`,
    headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), 'octo-capabilities': 'octo/pricing' },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  const json = res.json() as Body | Body[];
  return { status: res.statusCode, body: json as Body, list: Array.isArray(json) ? json : [], headers: res.headers };
}

const refusal = (r: Reply) => ({ status: r.status, error: r.body.error });

/** A slot package (1 Nov 2026 – 30 Jun 2027, Fridays closed, Christmas disabled) of `tickets` adult and child tickets. */
async function slotProduct(tickets: number | null, overrides: Partial<typeof packages.$inferInsert> = {}) {
  return createSlotPackage(t.db, destinationId, tickets, {
    disabledWeeks: [5],
    disabledDates: ['2026-12-22'],
    adultMaxQty: 6,
    cancelPolicy: 'free',
    cancelFreeHours: 24,
    ...overrides,
  });
}

const slotTaken = async (slotId: number) =>
  (
    await t.db
      .select()
      .from(slotInventory)
      .where(and(eq(slotInventory.timeSlotId, slotId), eq(slotInventory.date, day)))
  )[0]?.adultTaken ?? 0;

const reserveBody = (productId: number, units: string[], extra: Record<string, unknown> = {}) => ({
  productId: String(productId),
  optionId: 'DEFAULT',
  availabilityId: slotStart,
  unitItems: units.map((unitId) => ({ unitId })),
  ...extra,
});

describe('authentication', () => {
  it('refuses a call without a key as UNAUTHORIZED and an unknown key as FORBIDDEN, in the specification body', async () => {
    const none = await octo('GET', '/supplier', null);
    expect(refusal(none)).toEqual({ status: 400, error: 'UNAUTHORIZED' });
    expect(typeof none.body.errorMessage).toBe('string');
    expect(refusal(await octo('GET', '/supplier', 'not-a-key-of-anyone-at-all'))).toEqual({ status: 400, error: 'FORBIDDEN' });
  });

  it('refuses a revoked key on its next call', async () => {
    const { reseller, apiKey } = await createReseller(t.db, { name: 'Short-lived' }, clock);
    expect((await octo('GET', '/supplier', apiKey)).status).toBe(200);
    await revokeReseller(t.db, reseller.id, clock);
    expect(refusal(await octo('GET', '/products', apiKey))).toEqual({ status: 400, error: 'FORBIDDEN' });
  });

  it('logs each call with its reseller, method, path, status and duration, and never its key or body', async () => {
    const { pkg } = await slotProduct(10);
    const info = vi.spyOn(t.app.log, 'info');
    try {
      await octo('POST', '/bookings', keyA, reserveBody(pkg.id, ['adult'], { contact: { fullName: 'Private Person' } }));
      const lines = info.mock.calls.filter((c) => c[1] === 'octo call');
      expect(lines).toHaveLength(1);
      expect(lines[0]![0]).toEqual({
        octo: { reseller: expect.any(Number), method: 'POST', path: '/octo/bookings', status: 200, ms: expect.any(Number) },
      });
      // the app's own request lines go through its serializers and redaction (app.ts); this is the OCTO line
      const logged = JSON.stringify(lines);
      expect(logged).not.toContain(keyA);
      expect(logged).not.toContain('Private Person');
    } finally {
      info.mockRestore();
    }
  });

  it('echoes the Octo-Capabilities it supports of those asked', async () => {
    const reply = await octo('GET', '/supplier', keyA);
    expect(reply.headers['octo-capabilities']).toBe('octo/pricing');
  });
});

describe('supplier and products', () => {
  it('GET /supplier names the portal and its endpoint', async () => {
    const reply = await octo('GET', '/supplier', keyA);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ endpoint: 'http://127.0.0.1/octo', contact: { website: 'http://127.0.0.1' } });
  });

  it('lists time-slot packages as START_TIME and all-day ones as OPENING_HOURS, one DEFAULT option, ADULT and CHILD units', async () => {
    const { pkg } = await slotProduct(10, { adultMinQty: 2, childMaxQty: 3 });
    const allDay = await createPackage(t.db, {
      destinationId,
      enableDatePicker: 1,
      startDate: '2026-11-01',
      endDate: '2027-06-30',
    });
    const products = (await octo('GET', '/products', keyA)).list;
    const slotted = products.find((p) => p.id === String(pkg.id));
    expect(slotted).toMatchObject({ availabilityType: 'START_TIME', timeZone: 'Asia/Dubai', availabilityRequired: true });
    expect(slotted!.deliveryMethods).toEqual(['TICKET', 'VOUCHER']);
    const [option] = slotted!.options;
    expect(option).toMatchObject({
      id: 'DEFAULT',
      default: true,
      availabilityLocalStartTimes: ['16:00'],
      cancellationCutoffAmount: 24,
    });
    expect(option!.units.map((u) => [u.id, u.type, u.restrictions.minQuantity, u.restrictions.maxQuantity])).toEqual([
      ['adult', 'ADULT', 2, 6],
      ['child', 'CHILD', 0, 3],
    ]);
    expect(products.find((p) => p.id === String(allDay.id))).toMatchObject({ availabilityType: 'OPENING_HOURS' });
    expect((await octo('GET', `/products/${pkg.id}`, keyA)).body.id).toBe(String(pkg.id));
  });

  it('shows a reseller only the packages it may sell; any other id is INVALID_PRODUCT_ID', async () => {
    const { pkg } = await slotProduct(10);
    const other = await createPackage(t.db, { destinationId });
    const limited = await createReseller(t.db, { name: 'One package', packageIds: [pkg.id] }, clock);
    const products = (await octo('GET', '/products', limited.apiKey)).list;
    expect(products.map((p) => p.id)).toEqual([String(pkg.id)]);
    const refused = await octo('GET', `/products/${other.id}`, limited.apiKey);
    expect(refused.body).toMatchObject({ error: 'INVALID_PRODUCT_ID', productId: String(other.id) });
    expect(refusal(await octo('GET', '/products/nope', keyA))).toEqual({ status: 400, error: 'INVALID_PRODUCT_ID' });
  });
});

describe('availability', () => {
  it('the calendar reads the booking calendar: closed weekdays, disabled and past-window dates CLOSED, open ones with vacancies', async () => {
    const { pkg } = await slotProduct(10);
    const reply = await octo('POST', '/availability/calendar', keyA, {
      productId: String(pkg.id),
      optionId: 'DEFAULT',
      localDateStart: '2026-12-20',
      localDateEnd: '2026-12-25',
      units: [{ id: 'adult', quantity: 2 }],
    });
    expect(reply.status).toBe(200);
    const byDate = Object.fromEntries(reply.list.map((d) => [d.localDate, [d.status, d.vacancies, d.capacity]]));
    expect(byDate).toEqual({
      '2026-12-20': ['AVAILABLE', 20, 20],
      '2026-12-21': ['AVAILABLE', 20, 20],
      '2026-12-22': ['CLOSED', 0, 20],
      '2026-12-23': ['AVAILABLE', 20, 20],
      '2026-12-24': ['AVAILABLE', 20, 20],
      '2026-12-25': ['CLOSED', 0, 20],
    });
  });

  it('availability by date lists the slot with its start and end; LIMITED under half, SOLD_OUT when the units no longer fit', async () => {
    const { pkg, slot } = await slotProduct(10);
    const ask = (units: object[] = []) =>
      octo('POST', '/availability', keyA, { productId: String(pkg.id), optionId: 'DEFAULT', localDate: day, units });
    const [open] = (await ask()).list;
    expect(open).toMatchObject({
      id: slotStart,
      localDateTimeStart: slotStart,
      localDateTimeEnd: `${day}T18:00:00+04:00`,
      allDay: false,
      status: 'AVAILABLE',
      available: true,
      vacancies: 20,
      capacity: 20,
    });
    await t.db.insert(slotInventory).values({ timeSlotId: slot.id, date: day, adultTaken: 8, childTaken: 5 });
    expect((await ask()).list[0]).toMatchObject({ status: 'LIMITED', vacancies: 7 });
    expect((await ask([{ id: 'adult', quantity: 3 }])).list[0]).toMatchObject({ status: 'SOLD_OUT', available: false });
    const byId = await octo('POST', '/availability', keyA, {
      productId: String(pkg.id),
      optionId: 'DEFAULT',
      availabilityIds: [slotStart],
    });
    expect(byId.list.map((a) => a.id)).toEqual([slotStart]);
  });

  it('a reseller hold and the web calendar read the same stock: the last tickets held over OCTO close the day on the web', async () => {
    const { pkg } = await slotProduct(2);
    await octo('POST', '/bookings', keyA, reserveBody(pkg.id, ['adult', 'adult']));
    const web = await t.app.inject({
      method: 'GET',
      url: `/api?action=packageCalendar&package_id=${pkg.id}&month=2026-12&adults=1&children=0`,
    });
    const days = (web.json() as { data: { date: string; status: string }[] }).data;
    expect(days.find((d) => d.date === day)?.status).toBe('sold_out');
    const [slot] = (
      await octo('POST', '/availability', keyA, {
        productId: String(pkg.id),
        optionId: 'DEFAULT',
        localDate: day,
        units: [{ id: 'adult', quantity: 1 }],
      })
    ).list;
    expect(slot).toMatchObject({ status: 'SOLD_OUT', available: false });
  });

  it('a package without limits is FREESALE; an all-day package reads its date row', async () => {
    const { pkg } = await slotProduct(null);
    const [free] = (await octo('POST', '/availability', keyA, { productId: String(pkg.id), optionId: 'DEFAULT', localDate: day }))
      .list;
    expect(free).toMatchObject({ status: 'FREESALE', vacancies: null, available: true });
    const allDay = await createPackage(t.db, {
      destinationId,
      enableDatePicker: 1,
      startDate: '2026-11-01',
      endDate: '2027-06-30',
    });
    await t.db.insert(dateAvailability).values({ packageId: allDay.id, date: day, adultTickets: 4, childTickets: 0 });
    const [row] = (
      await octo('POST', '/availability', keyA, { productId: String(allDay.id), optionId: 'DEFAULT', localDate: day })
    ).list;
    expect(row).toMatchObject({ id: `${day}T00:00:00+04:00`, allDay: true, vacancies: 4, capacity: 4, status: 'AVAILABLE' });
  });

  it('refuses an unknown option, an unknown unit and a body without its required fields', async () => {
    const { pkg } = await slotProduct(10);
    const body = { productId: String(pkg.id), optionId: 'DEFAULT', localDate: day };
    expect((await octo('POST', '/availability', keyA, { ...body, optionId: 'VIP' })).body).toMatchObject({
      error: 'INVALID_OPTION_ID',
      optionId: 'VIP',
    });
    expect((await octo('POST', '/availability', keyA, { ...body, units: [{ id: 'senior', quantity: 1 }] })).body).toMatchObject({
      error: 'INVALID_UNIT_ID',
      unitId: 'senior',
    });
    expect(refusal(await octo('POST', '/availability', keyA, { optionId: 'DEFAULT', localDate: day }))).toEqual({
      status: 400,
      error: 'BAD_REQUEST',
    });
    expect(refusal(await octo('POST', '/availability', keyA, { productId: String(pkg.id), optionId: 'DEFAULT' }))).toEqual({
      status: 400,
      error: 'BAD_REQUEST',
    });
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/octo/availability',
      headers: { authorization: `Bearer ${keyA}`, 'content-type': 'application/json' },
      payload: '{"productId":',
    });
    expect(malformed.json()).toMatchObject({ error: 'BAD_REQUEST' });
  });
});

describe('reserve, extend, confirm', () => {
  it('reserve holds the tickets ON_HOLD for 30 minutes by default; the expiry asked for is kept within 5 and 90 minutes', async () => {
    const { pkg, slot } = await slotProduct(10);
    const held = await octo('POST', '/bookings', keyA, reserveBody(pkg.id, ['adult', 'adult', 'child']));
    expect(held.status).toBe(200);
    expect(held.body).toMatchObject({
      status: 'ON_HOLD',
      productId: String(pkg.id),
      optionId: 'DEFAULT',
      availabilityId: slotStart,
    });
    expect(held.body.utcExpiresAt).toBe('2026-11-22T08:30:00Z');
    expect(held.body.availability).toMatchObject({ id: slotStart, localDateTimeStart: slotStart, allDay: false });
    expect(held.body.unitItems).toHaveLength(3);
    expect(held.body.voucher).toBeNull();
    expect(await slotTaken(slot.id)).toBe(2);
    const long = await octo('POST', '/bookings', keyA, reserveBody(pkg.id, ['adult'], { expirationMinutes: 600 }));
    expect(long.body.utcExpiresAt).toBe('2026-11-22T09:30:00Z');
    const short = await octo('POST', '/bookings', keyA, reserveBody(pkg.id, ['adult'], { expirationMinutes: 1 }));
    expect(short.body.utcExpiresAt).toBe('2026-11-22T08:05:00Z');
  });

  it('reserve is idempotent on uuid: the repeat answers the same booking and takes nothing twice', async () => {
    const { pkg, slot } = await slotProduct(10);
    const uuid = '8d2f0c3e-3c1b-4e59-9a4e-0b6f0d5b9c11';
    const first = await octo('POST', '/bookings', keyA, reserveBody(pkg.id, ['adult', 'adult'], { uuid }));
    const again = await Promise.all(
      [1, 2, 3].map(() => octo('POST', '/bookings', keyA, reserveBody(pkg.id, ['adult', 'adult'], { uuid }))),
    );
    expect(again.map((r) => [r.status, r.body.id, r.body.uuid])).toEqual(again.map(() => [200, first.body.id, uuid]));
    expect(await slotTaken(slot.id)).toBe(2);
    // another reseller cannot take the uuid over
    expect((await octo('POST', '/bookings', keyB, reserveBody(pkg.id, ['adult'], { uuid }))).body).toMatchObject({
      error: 'INVALID_BOOKING_UUID',
      uuid,
    });
  });

  it('reserve refuses a missing or unknown availability, a closed day, too many units and an unknown unit', async () => {
    const { pkg } = await slotProduct(10);
    const { availabilityId: _, ...withoutAvailability } = reserveBody(pkg.id, ['adult']);
    expect(refusal(await octo('POST', '/bookings', keyA, withoutAvailability))).toEqual({
      status: 400,
      error: 'INVALID_AVAILABILITY_ID',
    });
    expect(
      (await octo('POST', '/bookings', keyA, reserveBody(pkg.id, ['adult'], { availabilityId: `${day}T09:00:00+04:00` }))).body,
    ).toMatchObject({ error: 'INVALID_AVAILABILITY_ID', availabilityId: `${day}T09:00:00+04:00` });
    const closedDay = '2026-12-25T16:00:00+04:00';
    expect(refusal(await octo('POST', '/bookings', keyA, reserveBody(pkg.id, ['adult'], { availabilityId: closedDay })))).toEqual(
      {
        status: 400,
        error: 'INVALID_AVAILABILITY_ID',
      },
    );
    const seven = Array.from({ length: 7 }, () => 'adult');
    expect(refusal(await octo('POST', '/bookings', keyA, reserveBody(pkg.id, seven)))).toEqual({
      status: 400,
      error: 'UNPROCESSABLE_ENTITY',
    });
    expect((await octo('POST', '/bookings', keyA, reserveBody(pkg.id, ['infant']))).body).toMatchObject({
      error: 'INVALID_UNIT_ID',
      unitId: 'infant',
    });
    expect(refusal(await octo('POST', '/bookings', keyA, { ...reserveBody(pkg.id, ['adult']), unitItems: [] }))).toEqual({
      status: 400,
      error: 'BAD_REQUEST',
    });
  });

  it('reserve of a sold-out slot is UNPROCESSABLE_ENTITY and takes nothing', async () => {
    const { pkg, slot } = await slotProduct(1);
    expect((await octo('POST', '/bookings', keyA, reserveBody(pkg.id, ['adult']))).status).toBe(200);
    expect(refusal(await octo('POST', '/bookings', keyA, reserveBody(pkg.id, ['adult'])))).toEqual({
      status: 400,
      error: 'UNPROCESSABLE_ENTITY',
    });
    expect(await slotTaken(slot.id)).toBe(1);
  });

  it('extend moves a live hold; confirm issues the portal ticket the gate checks in, once, and repeats answer the same', async () => {
    const { pkg } = await slotProduct(10);
    const uuid = 'f4d6a1b2-8c3e-4f5a-9b7c-1d2e3f4a5b6c';
    const held = await octo(
      'POST',
      '/bookings',
      keyA,
      reserveBody(pkg.id, ['adult', 'child'], { uuid, resellerReference: 'R-1' }),
    );
    clock = new Date(start.getTime() + 10 * 60_000);
    const extended = await octo('POST', `/bookings/${uuid}/extend`, keyA, { expirationMinutes: 60 });
    expect(extended.body.utcExpiresAt).toBe('2026-11-22T09:10:00Z');
    const contact = { fullName: 'Layla Haddad', emailAddress: 'layla@example.com', locales: ['en'] };
    const confirmed = await octo('POST', `/bookings/${uuid}/confirm`, keyA, { contact, resellerReference: 'R-1b' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      status: 'CONFIRMED',
      resellerReference: 'R-1b',
      utcExpiresAt: null,
      cancellable: true,
    });
    expect(confirmed.body.contact).toMatchObject({ fullName: 'Layla Haddad', emailAddress: 'layla@example.com' });
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.orderNumber, held.body.supplierReference));
    expect(booking).toMatchObject({ status: 1, adultQty: 1, childQty: 1, packageId: pkg.id });
    const ticket = { deliveryFormat: 'QRCODE', deliveryValue: booking!.orderNumber };
    expect(confirmed.body.voucher?.deliveryOptions).toEqual([ticket]);
    expect(confirmed.body.unitItems.map((u) => [u.status, u.ticket.deliveryOptions[0]])).toEqual([
      ['CONFIRMED', ticket],
      ['CONFIRMED', ticket],
    ]);
    const again = await octo('POST', `/bookings/${uuid}/confirm`, keyA, { contact });
    expect([again.status, again.body.id, again.body.utcConfirmedAt]).toEqual([200, held.body.id, confirmed.body.utcConfirmedAt]);
    expect(await t.db.select().from(purchases).where(eq(purchases.id, booking!.purchaseId))).toMatchObject([{ status: 1 }]);
    // the gate: the order number is the ticket an operator checks in on the day
    const operator = await createUser(t.db, { role: 'operator', staffRole: 'admin' });
    clock = new Date('2026-12-20T08:00:00Z');
    const checkIn = await postAction(
      t.app,
      { action: 'checkIn', order_number: booking!.orderNumber },
      await createSession(t.db, operator.id),
    );
    expect(checkIn.statusCode).toBe(200);
    const redeemed = await octo('GET', `/bookings/${uuid}`, keyA);
    expect(redeemed.body).toMatchObject({ status: 'REDEEMED', cancellable: false });
    expect(redeemed.body.utcRedeemedAt).toBe('2026-12-20T08:00:00Z');
    clock = start;
  });

  it('confirm refuses changed units and an unknown uuid', async () => {
    const { pkg } = await slotProduct(10);
    const uuid = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
    await octo('POST', '/bookings', keyA, reserveBody(pkg.id, ['adult'], { uuid }));
    const contact = { fullName: 'Omar' };
    expect(
      refusal(
        await octo('POST', `/bookings/${uuid}/confirm`, keyA, { contact, unitItems: [{ unitId: 'adult' }, { unitId: 'adult' }] }),
      ),
    ).toEqual({ status: 400, error: 'UNPROCESSABLE_ENTITY' });
    expect(refusal(await octo('POST', `/bookings/${uuid}/confirm`, keyA, {}))).toEqual({ status: 400, error: 'BAD_REQUEST' });
    expect((await octo('POST', '/bookings/no-such-booking/confirm', keyA, { contact })).body).toMatchObject({
      error: 'INVALID_BOOKING_UUID',
      uuid: 'no-such-booking',
    });
  });
});

describe('expiry', () => {
  it('an expired hold is refused on confirm and takes nothing; its tickets come back once', async () => {
    const { pkg, slot } = await slotProduct(10);
    const uuid = '11111111-2222-4333-8444-555555555555';
    await octo('POST', '/bookings', keyA, reserveBody(pkg.id, ['adult', 'adult', 'adult'], { uuid }));
    expect(await slotTaken(slot.id)).toBe(3);
    clock = new Date(start.getTime() + 31 * 60_000);
    expect((await octo('POST', `/bookings/${uuid}/confirm`, keyA, { contact: { fullName: 'Late' } })).body).toMatchObject({
      error: 'INVALID_BOOKING_UUID',
      uuid,
    });
    expect(refusal(await octo('POST', `/bookings/${uuid}/extend`, keyA, {}))).toEqual({
      status: 400,
      error: 'INVALID_BOOKING_UUID',
    });
    expect((await octo('GET', `/bookings/${uuid}`, keyA)).body.status).toBe('EXPIRED');
    expect(await slotTaken(slot.id)).toBe(3);
    await releaseExpiredHolds(t.db, clock);
    await releaseExpiredHolds(t.db, clock);
    expect(await slotTaken(slot.id)).toBe(0);
    expect((await octo('POST', `/bookings/${uuid}/confirm`, keyA, { contact: { fullName: 'Late' } })).body.error).toBe(
      'INVALID_BOOKING_UUID',
    );
    expect(await slotTaken(slot.id)).toBe(0);
    expect((await octo('GET', `/bookings/${uuid}`, keyA)).body).toMatchObject({ status: 'EXPIRED', voucher: null });
    clock = start;
  });
});

describe('cancel', () => {
  it('cancels a hold at once and gives its tickets back', async () => {
    const { pkg, slot } = await slotProduct(10);
    const uuid = '22222222-3333-4444-8555-666666666666';
    await octo('POST', '/bookings', keyA, reserveBody(pkg.id, ['adult', 'adult'], { uuid }));
    const cancelled = await octo('POST', `/bookings/${uuid}/cancel`, keyA, { reason: 'customer changed plans' });
    expect(cancelled.body).toMatchObject({
      status: 'CANCELLED',
      cancellable: false,
      cancellation: { refund: 'NONE', reason: 'customer changed plans' },
    });
    expect(await slotTaken(slot.id)).toBe(0);
    expect((await octo('POST', `/bookings/${uuid}/cancel`, keyA, {})).body.status).toBe('CANCELLED');
    expect(await slotTaken(slot.id)).toBe(0);
  });

  it('cancels a confirmed booking inside its free window (FULL) and refuses it where the policy allows none', async () => {
    const { pkg, slot } = await slotProduct(10);
    const uuid = '33333333-4444-4555-8666-777777777777';
    await octo('POST', '/bookings', keyA, reserveBody(pkg.id, ['adult'], { uuid }));
    await octo('POST', `/bookings/${uuid}/confirm`, keyA, { contact: { fullName: 'Noor' } });
    const cancelled = await octo('POST', `/bookings/${uuid}/cancel`, keyA, {});
    expect(cancelled.body).toMatchObject({ status: 'CANCELLED', cancellation: { refund: 'FULL' } });
    expect(await slotTaken(slot.id)).toBe(0);

    const strict = await slotProduct(10, { cancelPolicy: 'none' });
    const kept = '44444444-5555-4666-8777-888888888888';
    await octo('POST', '/bookings', keyA, reserveBody(strict.pkg.id, ['adult'], { uuid: kept }));
    const confirmed = await octo('POST', `/bookings/${kept}/confirm`, keyA, { contact: { fullName: 'Noor' } });
    expect(confirmed.body.cancellable).toBe(false);
    expect(refusal(await octo('POST', `/bookings/${kept}/cancel`, keyA, {}))).toEqual({
      status: 400,
      error: 'UNPROCESSABLE_ENTITY',
    });
    expect((await octo('GET', `/bookings/${kept}`, keyA)).body.status).toBe('CONFIRMED');
  });
});

describe('reading bookings', () => {
  it("lists only the caller's bookings, filtered by references, date and product; another reseller's uuid is INVALID_BOOKING_UUID", async () => {
    const { pkg } = await slotProduct(10);
    const uuid = '55555555-6666-4777-8888-999999999999';
    const held = await octo('POST', '/bookings', keyA, reserveBody(pkg.id, ['adult'], { uuid, resellerReference: 'A-77' }));
    const mine = (query: string) => octo('GET', `/bookings${query}`, keyA).then((r) => r.list.map((b) => b.uuid));
    expect(await mine('?resellerReference=A-77')).toEqual([uuid]);
    expect(await mine(`?supplierReference=${held.body.supplierReference}`)).toEqual([uuid]);
    expect(await mine(`?productId=${pkg.id}&localDate=${day}`)).toEqual([uuid]);
    expect(await mine(`?productId=${pkg.id}&localDateStart=2026-12-21&localDateEnd=2026-12-31`)).toEqual([]);
    expect(await mine(`?productId=${pkg.id}&optionId=VIP`)).toEqual([]);
    const theirs = await octo('GET', '/bookings?resellerReference=A-77', keyB);
    expect(theirs.list).toEqual([]);
    expect((await octo('GET', `/bookings/${uuid}`, keyB)).body).toMatchObject({ error: 'INVALID_BOOKING_UUID', uuid });
    expect(refusal(await octo('POST', `/bookings/${uuid}/cancel`, keyB, {}))).toEqual({
      status: 400,
      error: 'INVALID_BOOKING_UUID',
    });
    expect((await octo('GET', `/bookings/${uuid}`, keyA)).body.status).toBe('ON_HOLD');
  });

  it('answers an unknown endpoint with the specification body', async () => {
    const reply = await octo('GET', '/nothing-here', keyA);
    expect(reply.status).toBe(404);
    expect(reply.body.error).toBe('BAD_REQUEST');
  });
});
