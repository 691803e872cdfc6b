import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { auditLog, bookings, dateAvailability, packages, pricesByDate, slotInventory, timeSlots } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import {
  auditEntriesOf,
  createConsoleTestApp,
  openSecondProcess,
  statusesOfOutsiders,
  type ConsoleTestApp,
} from '../../test/console-harness.ts';
import { createDestination, createSession, createSlotPackage, createUser } from '../../test/factories.ts';
import { postAction } from '../../test/harness.ts';
import { reserveTickets } from '../booking/inventory.ts';

// Decision 035 (availability and prices) and 034 (visitors see changes at once), on PGlite and (with
// TEST_DATABASE_URL) PostgreSQL. The public cache keeps answers a minute here, as in production.

// 12:00 in Dubai on 22 November 2026; the dates below lie ahead, inside the slot packages' 1 Nov – 30 Jun
const clock = new Date('2026-11-22T08:00:00Z');
let t: ConsoleTestApp;
let destinationId: number;
let buyerToken: string;

beforeAll(async () => {
  t = await createConsoleTestApp({ now: () => clock });
  destinationId = (await createDestination(t.db)).id;
  buyerToken = await createSession(t.db, (await createUser(t.db)).id);
});
afterAll(() => t.close());

type Fields = Record<string, string | number>;
const call = (fields: Fields) => t.call(fields);

/** A package booked by date and slot, with one slot of `tickets` adult and child tickets. */
const slotPackage = (tickets: number | null = 5) => createSlotPackage(t.db, destinationId, tickets);

/** A new visitor's purchase of adults on one date and slot, through the booking action (each visitor has a purchase limit). */
async function buy(packageId: number, date: string, slotId: number, adults: number) {
  const item = { package_id: packageId, adult_qty: adults, date, time_slot_id: slotId };
  const token = await createSession(t.db, (await createUser(t.db)).id);
  return postAction(
    t.app,
    { action: 'createPurchase', items: JSON.stringify({ packages: [item] }), site: 'sharjah', channel: 'web' },
    token,
  );
}

/** What visitors get: GET packagesDetails, answered from the public cache when it holds the answer. */
async function visitorPackage(slug: string, app = t.app) {
  const res = await app.inject({ method: 'GET', url: `/api?action=packagesDetails&slug=${slug}` });
  expect(res.statusCode).toBe(200);
  return res.json().data as { disabled_dates: string[] };
}

/** A public action the booking pages call (not cached: their counts move with every booking). */
const visitorCall = (fields: Fields) => postAction(t.app, fields);

const slotRow = async (id: number) => (await t.db.select().from(timeSlots).where(eq(timeSlots.id, id)))[0];

const slotFields = (packageId: number, overrides: Fields = {}): Fields => ({
  action: 'saveTimeSlot',
  package_id: packageId,
  time_slot: '10:00 - 12:00',
  adult_tickets: 5,
  child_tickets: '',
  enable: 1,
  ...overrides,
});

describe('who may run availability and prices', () => {
  it('answers no token 401, a traveller and a moderator 403, for each action, and changes nothing for them', async () => {
    const { pkg, slot } = await slotPackage();
    const range = { package_id: pkg.id, from: '2026-12-01', to: '2026-12-02' };
    const calls: Fields[] = [
      { action: 'consolePackageAvailability', id: pkg.id, month: '2026-12' },
      slotFields(pkg.id, { id: slot.id, adult_tickets: 1 }),
      { action: 'moveTimeSlot', id: slot.id, direction: 'down' },
      { action: 'deleteTimeSlot', id: slot.id },
      { action: 'saveDateTickets', ...range, adult_tickets: 1, child_tickets: 1 },
      { action: 'setDatesClosed', ...range, closed: 1 },
      { action: 'saveDatePrices', ...range, adult_price: 200, peak_price: 1 },
      { action: 'removeDatePrices', ...range },
    ];
    expect(await statusesOfOutsiders(t, calls)).toEqual(calls.map(() => [401, 403, 403]));
    expect(await slotRow(slot.id)).toEqual(slot);
    expect(await t.db.select().from(dateAvailability).where(eq(dateAvailability.packageId, pkg.id))).toEqual([]);
    expect(await t.db.select().from(pricesByDate).where(eq(pricesByDate.packageId, pkg.id))).toEqual([]);
    expect((await t.db.select().from(packages).where(eq(packages.id, pkg.id)))[0]!.disabledDates).toEqual([]);
    expect(
      await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, String(pkg.id))),
    ).toEqual([]);
    expect((await call(calls[0]!)).statusCode).toBe(200);
  });
});

describe('consolePackageAvailability', () => {
  it("answers the package's date rules, its slots with what they sold, and the month's tickets, prices and slot tickets", async () => {
    const { pkg, slot } = await slotPackage(5);
    await t.db
      .update(packages)
      .set({ disabledDates: ['2026-12-25'], disabledWeeks: [5] })
      .where(eq(packages.id, pkg.id));
    await t.db.insert(dateAvailability).values([
      { packageId: pkg.id, date: '2026-12-10', adultTickets: 8, childTickets: null, adultTaken: 3 },
      { packageId: pkg.id, date: '2027-01-10', adultTickets: 8 },
    ]);
    await t.db.insert(pricesByDate).values({ packageId: pkg.id, date: '2026-12-31', adultPriceFils: 20_000, peakPrice: 1 });
    expect((await buy(pkg.id, '2026-12-12', slot.id, 2)).statusCode).toBe(200);

    const res = await call({ action: 'consolePackageAvailability', id: pkg.id, month: '2026-12' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      package: {
        id: pkg.id,
        package_name: pkg.packageName,
        adult_price: 100,
        child_price: 50,
        start_date: '2026-11-01',
        end_date: '2027-06-30',
        enable_time_picker: 1,
        disabled_dates: ['2026-12-25'],
        disabled_weeks: [5],
      },
      time_slots: [
        {
          id: slot.id,
          time_slot: '4:00 PM - 6:00 PM',
          adult_tickets: 5,
          child_tickets: 5,
          enable: 1,
          bookings: 1,
          most_adults_taken: 2,
          most_children_taken: 0,
        },
      ],
      month: '2026-12',
      now: '2026-11-22 12:00:00',
      dates: [{ date: '2026-12-10', adult_tickets: 8, child_tickets: null, adult_taken: 3, child_taken: 0 }],
      prices: [{ date: '2026-12-31', adult_price: 200, child_price: null, peak_price: 1 }],
      slot_taken: [{ time_slot_id: slot.id, date: '2026-12-12', adult_taken: 2, child_taken: 0 }],
    });
  });

  it('answers 404 for an unknown package and names a month that is not YYYY-MM', async () => {
    expect((await call({ action: 'consolePackageAvailability', id: 2_000_000_000, month: '2026-12' })).statusCode).toBe(404);
    const bad = await call({ action: 'consolePackageAvailability', id: 1, month: '2026-13' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['month']);
  });
});

describe('saveTimeSlot', () => {
  it('adds a slot last in the order, unlimited children as blank, audited; visitors are offered it at once', async () => {
    const { pkg, slot } = await slotPackage();
    const res = await call(slotFields(pkg.id));
    expect(res.statusCode).toBe(200);
    const created = res.json().data;
    expect(created).toMatchObject({ time_slot: '10:00 - 12:00', adult_tickets: 5, child_tickets: null, enable: 1, bookings: 0 });
    expect(created.position).toBeGreaterThan(slot.position);

    const offered = await visitorCall({ action: 'packageSlots', id: pkg.id, date: '2026-12-05' });
    expect(offered.json().data.map((s: { time_slot: string }) => s.time_slot)).toEqual(['4:00 PM - 6:00 PM', '10:00 - 12:00']);

    expect(await auditEntriesOf(t, 'time_slot', created.id)).toEqual([
      expect.objectContaining({
        operatorId: t.adminId,
        action: 'saveTimeSlot',
        before: null,
        after: {
          package_id: pkg.id,
          time_slot: '10:00 - 12:00',
          adult_tickets: 5,
          child_tickets: null,
          enable: 1,
          position: created.position,
        },
      }),
    ]);
  });

  it('names the failing fields and stores nothing: an empty time, tickets that are not whole numbers', async () => {
    const { pkg } = await slotPackage();
    const auditBefore = await t.db.$count(auditLog);
    const res = await call(slotFields(pkg.id, { time_slot: '  ', adult_tickets: '2.5', child_tickets: '-1' }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['adult_tickets', 'child_tickets', 'time_slot']);
    expect(await t.db.$count(timeSlots, eq(timeSlots.packageId, pkg.id))).toBe(1);
    expect(await t.db.$count(auditLog)).toBe(auditBefore);
    const elsewhere = await slotPackage();
    const wrongPackage = await call(slotFields(pkg.id, { id: elsewhere.slot.id }));
    expect(wrongPackage.statusCode).toBe(404);
  });

  it('refuses tickets below what a date has sold or held, with the numbers in both languages; at the number itself it saves', async () => {
    const { pkg, slot } = await slotPackage(5);
    expect((await buy(pkg.id, '2026-12-12', slot.id, 2)).statusCode).toBe(200);
    expect((await buy(pkg.id, '2026-12-13', slot.id, 1)).statusCode).toBe(200);

    const refused = await call(slotFields(pkg.id, { id: slot.id, adult_tickets: 1, child_tickets: 5 }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'capacity_below_taken',
      msg: '2 tickets are already sold or held on 12/12/2026; the capacity cannot go below 2',
      params: { n: 2, date: '12/12/2026' },
      fields: { adult_tickets: expect.any(String) },
    });
    const arabicAdmin = await createUser(t.db, { role: 'operator', staffRole: 'admin', language: 'ae' });
    const inArabic = await postAction(
      t.app,
      slotFields(pkg.id, { id: slot.id, adult_tickets: 1, child_tickets: 5 }),
      await createSession(t.db, arabicAdmin.id),
    );
    expect(inArabic.json().msg).toBe('عدد التذاكر المبيعة أو المحجوزة في 12/12/2026 هو 2، لذا لا يمكن أن تقلّ السعة عن 2');
    expect((await slotRow(slot.id))!.adultTickets).toBe(5);
    expect(await auditEntriesOf(t, 'time_slot', slot.id)).toEqual([]);

    const atTaken = await call(
      slotFields(pkg.id, { id: slot.id, time_slot: '4:00 PM - 6:00 PM', adult_tickets: 2, child_tickets: 0 }),
    );
    expect(atTaken.statusCode).toBe(200);
    expect(atTaken.json().data).toMatchObject({ adult_tickets: 2, child_tickets: 0, most_adults_taken: 2 });
    const [entry] = await auditEntriesOf(t, 'time_slot', slot.id);
    expect(entry).toMatchObject({
      before: expect.objectContaining({ adult_tickets: 5, child_tickets: 5 }),
      after: expect.objectContaining({ adult_tickets: 2, child_tickets: 0 }),
    });
    // the 12th is sold out now, and the 13th has one ticket left
    expect((await buy(pkg.id, '2026-12-12', slot.id, 1)).statusCode).toBe(409);
    expect((await buy(pkg.id, '2026-12-13', slot.id, 1)).statusCode).toBe(200);
  });

  it('a disabled slot is no longer offered to visitors', async () => {
    const { pkg, slot } = await slotPackage();
    expect((await call(slotFields(pkg.id, { id: slot.id, enable: 0 }))).statusCode).toBe(200);
    const offered = await visitorCall({ action: 'packageSlots', id: pkg.id, date: '2026-12-05' });
    expect(offered.json().data).toEqual([]);
    expect((await buy(pkg.id, '2026-12-05', slot.id, 1)).statusCode).toBe(409);
  });
});

describe('moveTimeSlot', () => {
  it('swaps a slot with its neighbour in the order visitors see, audited; at either end nothing moves', async () => {
    const { pkg, slot: first } = await slotPackage();
    const second = (await call(slotFields(pkg.id, { time_slot: 'Evening' }))).json().data;
    const moved = await call({ action: 'moveTimeSlot', id: second.id, direction: 'up' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.map((s: { id: number }) => s.id)).toEqual([second.id, first.id]);
    const offered = await visitorCall({ action: 'packageSlots', id: pkg.id });
    expect(offered.json().data.map((s: { id: number }) => s.id)).toEqual([second.id, first.id]);
    expect((await auditEntriesOf(t, 'time_slot', second.id)).map((e) => e.action)).toEqual(['saveTimeSlot', 'moveTimeSlot']);

    const atTop = await call({ action: 'moveTimeSlot', id: second.id, direction: 'up' });
    expect(atTop.json().data.map((s: { id: number }) => s.id)).toEqual([second.id, first.id]);
  });
});

describe('deleteTimeSlot', () => {
  it('refuses a slot with bookings (in_use, 409) and keeps it', async () => {
    const { pkg, slot } = await slotPackage();
    expect((await buy(pkg.id, '2026-12-20', slot.id, 1)).statusCode).toBe(200);
    const res = await call({ action: 'deleteTimeSlot', id: slot.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('in_use');
    expect(await slotRow(slot.id)).toEqual(slot);
    expect(await auditEntriesOf(t, 'time_slot', slot.id)).toEqual([]);
  });

  it('refuses a slot whose tickets are held without a booking row, and deletes one nobody booked, audited', async () => {
    const { pkg, slot } = await slotPackage();
    await t.db.insert(slotInventory).values({ timeSlotId: slot.id, date: '2026-12-21', adultTaken: 1 });
    expect((await call({ action: 'deleteTimeSlot', id: slot.id })).json().code).toBe('in_use');

    const unused = (await call(slotFields(pkg.id, { time_slot: 'Night' }))).json().data;
    const res = await call({ action: 'deleteTimeSlot', id: unused.id });
    expect(res.json()).toMatchObject({ success: 1, deleted: 1 });
    expect(await slotRow(unused.id)).toBeUndefined();
    expect((await auditEntriesOf(t, 'time_slot', unused.id)).map((e) => [e.action, e.after])).toEqual([
      ['saveTimeSlot', expect.objectContaining({ time_slot: 'Night' })],
      ['deleteTimeSlot', null],
    ]);
    expect((await call({ action: 'deleteTimeSlot', id: unused.id })).statusCode).toBe(404);
  });
});

describe('saveDateTickets', () => {
  it('sets the tickets of every day of a range, which the booking flow counts at once; audited', async () => {
    const { pkg } = await slotPackage(null);
    const res = await call({
      action: 'saveDateTickets',
      package_id: pkg.id,
      from: '2026-12-01',
      to: '2026-12-03',
      adult_tickets: 4,
      child_tickets: '',
    });
    expect(res.json()).toMatchObject({ success: 1, changed: 3 });
    const check = await visitorCall({ action: 'dateAvailabilityCheck', id: pkg.id, date: '2026-12-02' });
    expect(check.json()).toMatchObject({ adult_tickets: 4, child_tickets: '' });
    expect(await auditEntriesOf(t, 'date_tickets', pkg.id)).toEqual([
      expect.objectContaining({
        action: 'saveDateTickets',
        before: { from: '2026-12-01', to: '2026-12-03', dates: [] },
        after: { from: '2026-12-01', to: '2026-12-03', adult_tickets: 4, child_tickets: null },
      }),
    ]);
  });

  it('refuses the whole range when one date has sold more than the new capacity, with its numbers', async () => {
    const { pkg, slot } = await slotPackage(null);
    await t.db.insert(dateAvailability).values({ packageId: pkg.id, date: '2026-12-09', adultTickets: 10 });
    expect((await buy(pkg.id, '2026-12-09', slot.id, 3)).statusCode).toBe(200);
    const range = { action: 'saveDateTickets', package_id: pkg.id, from: '2026-12-08', to: '2026-12-10' };
    const res = await call({ ...range, adult_tickets: 2, child_tickets: '' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'capacity_below_taken', params: { n: 3, date: '09/12/2026' } });
    expect(
      (await t.db.select().from(dateAvailability).where(eq(dateAvailability.packageId, pkg.id))).map((d) => [
        d.date,
        d.adultTickets,
      ]),
    ).toEqual([['2026-12-09', 10]]);
    expect(await auditEntriesOf(t, 'date_tickets', pkg.id)).toEqual([]);
    expect((await call({ ...range, adult_tickets: 3, child_tickets: '' })).json()).toMatchObject({ success: 1, changed: 3 });
  });

  it('a date that gets its first limit counts the tickets its bookings already took, and refuses a limit below them', async () => {
    const { pkg, slot } = await slotPackage(null);
    expect((await buy(pkg.id, '2026-12-18', slot.id, 3)).statusCode).toBe(200);
    const day = { action: 'saveDateTickets', package_id: pkg.id, from: '2026-12-18', to: '2026-12-18', child_tickets: '' };
    const refused = await call({ ...day, adult_tickets: 2 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'capacity_below_taken', params: { n: 3, date: '18/12/2026' } });
    expect(await t.db.$count(dateAvailability, eq(dateAvailability.packageId, pkg.id))).toBe(0);

    expect((await call({ ...day, adult_tickets: 5 })).statusCode).toBe(200);
    const check = await visitorCall({ action: 'dateAvailabilityCheck', id: pkg.id, date: '2026-12-18' });
    expect(check.json()).toMatchObject({ adult_tickets: 2 });
    expect((await buy(pkg.id, '2026-12-18', slot.id, 3)).statusCode).toBe(409);
  });

  it('names a range that ends before it starts, or spans more than a year', async () => {
    const base = { action: 'saveDateTickets', package_id: 1, adult_tickets: 1, child_tickets: 1 };
    const backwards = await call({ ...base, from: '2026-12-10', to: '2026-12-01' });
    expect(backwards.statusCode).toBe(400);
    expect(Object.keys(backwards.json().fields)).toEqual(['to']);
    const tooLong = await call({ ...base, from: '2026-12-01', to: '2027-12-31' });
    expect(Object.keys(tooLong.json().fields)).toEqual(['to']);
  });
});

describe('setDatesClosed', () => {
  it('closes days that the cached package answer shows at once; the booking flow refuses them; re-opening gives them back', async () => {
    const { pkg, slot } = await slotPackage();
    await t.dropCachedAnswers();
    expect((await visitorPackage(pkg.urlSlug)).disabled_dates).toEqual([]);
    // written behind the console's back, nobody is told: visitors keep the cached answer
    await t.db
      .update(packages)
      .set({ disabledDates: ['2027-01-01'] })
      .where(eq(packages.id, pkg.id));
    expect((await visitorPackage(pkg.urlSlug)).disabled_dates).toEqual([]);

    const closed = await call({ action: 'setDatesClosed', package_id: pkg.id, from: '2026-12-24', to: '2026-12-25', closed: 1 });
    expect(closed.json()).toMatchObject({ changed: 2, disabled_dates: ['2026-12-24', '2026-12-25', '2027-01-01'] });
    expect((await visitorPackage(pkg.urlSlug)).disabled_dates).toEqual(['2026-12-24', '2026-12-25', '2027-01-01']);
    expect((await buy(pkg.id, '2026-12-25', slot.id, 1)).json().code).toBe('date_not_bookable');

    const reopened = await call({
      action: 'setDatesClosed',
      package_id: pkg.id,
      from: '2026-12-25',
      to: '2026-12-25',
      closed: 0,
    });
    expect(reopened.json()).toMatchObject({ changed: 1, disabled_dates: ['2026-12-24', '2027-01-01'] });
    expect((await visitorPackage(pkg.urlSlug)).disabled_dates).toEqual(['2026-12-24', '2027-01-01']);
    expect((await buy(pkg.id, '2026-12-25', slot.id, 1)).statusCode).toBe(200);
    expect((await auditEntriesOf(t, 'closed_dates', pkg.id)).map((e) => [e.before, e.after])).toEqual([
      [{ disabled_dates: ['2027-01-01'] }, { disabled_dates: ['2026-12-24', '2026-12-25', '2027-01-01'] }],
      [{ disabled_dates: ['2026-12-24', '2026-12-25', '2027-01-01'] }, { disabled_dates: ['2026-12-24', '2027-01-01'] }],
    ]);
  });
});

describe('saveDatePrices and removeDatePrices', () => {
  it('a peak price set on one day is what the booking action charges on it; removing it gives the package price back', async () => {
    const { pkg, slot } = await slotPackage(null);
    const day = { package_id: pkg.id, from: '2026-12-31', to: '2026-12-31' };
    const set = await call({ action: 'saveDatePrices', ...day, adult_price: '200', child_price: '', peak_price: 1 });
    expect(set.json()).toMatchObject({ success: 1, changed: 1 });
    const price = await postAction(t.app, { action: 'getPackagePrice', id: pkg.id, date: '2026-12-31' }, buyerToken);
    expect(price.json()).toMatchObject({ adult_price: 200, child_price: 50, peak_price: 1 });
    const peak = await buy(pkg.id, '2026-12-31', slot.id, 2);
    expect(peak.json()).toMatchObject({ success: 1, sub_total: 400, total: 400 });
    const [booked] = await t.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.packageId, pkg.id), eq(bookings.date, '2026-12-31')));
    expect(booked!.adultPriceFils).toBe(20_000);

    const removed = await call({ action: 'removeDatePrices', ...day });
    expect(removed.json()).toMatchObject({ changed: 1 });
    expect((await buy(pkg.id, '2026-12-31', slot.id, 2)).json()).toMatchObject({ sub_total: 200 });
    expect((await auditEntriesOf(t, 'date_prices', pkg.id)).map((e) => [e.action, e.before, e.after])).toEqual([
      [
        'saveDatePrices',
        { from: '2026-12-31', to: '2026-12-31', dates: [] },
        { from: '2026-12-31', to: '2026-12-31', adult_price: 200, child_price: null, peak_price: 1 },
      ],
      [
        'removeDatePrices',
        {
          from: '2026-12-31',
          to: '2026-12-31',
          dates: [{ date: '2026-12-31', adult_price: 200, child_price: null, peak_price: 1 }],
        },
        null,
      ],
    ]);
  });

  it('sets a range at once, and names a price with three decimals or no price and no peak flag', async () => {
    const { pkg } = await slotPackage();
    const range = { action: 'saveDatePrices', package_id: pkg.id, from: '2027-02-01', to: '2027-02-28' };
    expect((await call({ ...range, adult_price: 120, child_price: 60, peak_price: 0 })).json()).toMatchObject({ changed: 28 });
    expect(await t.db.$count(pricesByDate, eq(pricesByDate.packageId, pkg.id))).toBe(28);
    const precise = await call({ ...range, adult_price: '1.005', peak_price: 0 });
    expect(Object.keys(precise.json().fields)).toEqual(['adult_price']);
    const nothing = await call({ ...range, adult_price: '', child_price: '', peak_price: 0 });
    expect(Object.keys(nothing.json().fields)).toEqual(['adult_price']);
  });
});

describe.skipIf(!inject('postgresTemplateUrl'))('capacity changes racing purchases on PostgreSQL', () => {
  /** Each buyer in their own transaction, as createPurchase runs it: 'ok' or the refusal's code. */
  const take = (request: Parameters<typeof reserveTickets>[1]) =>
    t.db
      .transaction((tx) => reserveTickets(tx, request))
      .then(
        () => 'ok',
        (error: unknown) => (error instanceof AppError ? error.code : String(error)),
      );

  it('a slot lowered while ten buyers take tickets never ends below what they took', async () => {
    for (let round = 0; round < 8; round += 1) {
      const { pkg, slot } = await slotPackage(10);
      const date = '2026-12-15';
      const buyers = Array.from({ length: 10 }, () =>
        take({ packageId: pkg.id, date, timeSlotId: slot.id, adults: 1, children: 0 }),
      );
      const lowering = call(slotFields(pkg.id, { id: slot.id, time_slot: slot.timeSlot, adult_tickets: 4, child_tickets: 4 }));
      const [answers, lowered] = await Promise.all([Promise.all(buyers), lowering]);
      const [row] = await t.db
        .select()
        .from(slotInventory)
        .where(and(eq(slotInventory.timeSlotId, slot.id), eq(slotInventory.date, date)));
      const capacity = (await slotRow(slot.id))!.adultTickets!;
      expect(row!.adultTaken).toBe(answers.filter((a) => a === 'ok').length);
      expect(row!.adultTaken).toBeLessThanOrEqual(capacity);
      expect(capacity).toBe(lowered.statusCode === 200 ? 4 : 10);
      // refused: the numbers are what was taken at that moment, more than 4 and at most what was taken in the end
      if (lowered.statusCode !== 200) expect(lowered.json().params.n).toBeGreaterThan(4);
      if (lowered.statusCode !== 200) expect(lowered.json().params.n).toBeLessThanOrEqual(row!.adultTaken);
    }
  });

  it("a date's tickets lowered while ten buyers take them never end below what they took", async () => {
    for (let round = 0; round < 8; round += 1) {
      const { pkg } = await slotPackage(null);
      const date = '2026-12-16';
      await t.db.insert(dateAvailability).values({ packageId: pkg.id, date, adultTickets: 10 });
      const buyers = Array.from({ length: 10 }, () =>
        take({ packageId: pkg.id, date, timeSlotId: null, adults: 1, children: 0 }),
      );
      const lowering = call({
        action: 'saveDateTickets',
        package_id: pkg.id,
        from: date,
        to: date,
        adult_tickets: 4,
        child_tickets: '',
      });
      const [answers, lowered] = await Promise.all([Promise.all(buyers), lowering]);
      const [row] = await t.db
        .select()
        .from(dateAvailability)
        .where(and(eq(dateAvailability.packageId, pkg.id), eq(dateAvailability.date, date)));
      expect(row!.adultTaken).toBe(answers.filter((a) => a === 'ok').length);
      expect(row!.adultTaken).toBeLessThanOrEqual(row!.adultTickets!);
      expect(row!.adultTickets).toBe(lowered.statusCode === 200 ? 4 : 10);
    }
  });
});

describe.skipIf(!inject('postgresTemplateUrl'))('date tickets saved by two admins at once on PostgreSQL', () => {
  it('never deadlocks: every save of the same package or of two packages succeeds and a saved value stays', async () => {
    const second = await createUser(t.db, { role: 'operator', staffRole: 'admin' });
    const secondToken = await createSession(t.db, second.id);
    const save = (token: string, packageId: number, from: string, to: string, tickets: number) =>
      postAction(
        t.app,
        { action: 'saveDateTickets', package_id: packageId, from, to, adult_tickets: tickets, child_tickets: tickets + 1 },
        token,
      );
    const ticketsOf = async (packageId: number) =>
      new Map(
        (await t.db.select().from(dateAvailability).where(eq(dateAvailability.packageId, packageId))).map((d) => [
          d.date,
          [d.adultTickets, d.childTickets],
        ]),
      );
    const { pkg: first } = await slotPackage();
    const { pkg: other } = await slotPackage();
    for (let round = 0; round < 30; round += 1) {
      // the first admin: days 1–10 of one package; the second: days 6–15 of it, and days 1–10 of another
      const answers = await Promise.all([
        save(t.tokens.admin, first.id, '2026-12-01', '2026-12-10', round),
        save(secondToken, first.id, '2026-12-06', '2026-12-15', 100 + round),
        save(secondToken, other.id, '2026-12-01', '2026-12-10', 200 + round),
        save(t.tokens.admin, other.id, '2026-12-06', '2026-12-15', 300 + round),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
      for (const [pkg, earlier, later] of [
        [first, round, 100 + round],
        [other, 200 + round, 300 + round],
      ] as const) {
        const tickets = await ticketsOf(pkg.id);
        expect(tickets.size).toBe(15);
        for (let day = 1; day <= 15; day += 1) {
          const saved = tickets.get(`2026-12-${String(day).padStart(2, '0')}`);
          // a day both saves cover holds one of them whole, adults and children together
          const candidates = [...(day <= 10 ? [earlier] : []), ...(day >= 6 ? [later] : [])].map((n) => [n, n + 1]);
          expect(candidates).toContainEqual(saved);
        }
      }
    }
    expect(await auditEntriesOf(t, 'date_tickets', first.id)).toHaveLength(60);
    expect(await auditEntriesOf(t, 'date_tickets', other.id)).toHaveLength(60);
  });

  it('a save racing the deletion of its package answers 200 or package_not_found, and the delete goes through', async () => {
    for (let round = 0; round < 30; round += 1) {
      const { pkg } = await slotPackage();
      const [saved, deleted] = await Promise.all([
        call({
          action: 'saveDateTickets',
          package_id: pkg.id,
          from: '2026-12-01',
          to: '2026-12-10',
          adult_tickets: 3,
          child_tickets: 3,
        }),
        call({ action: 'deletePackage', id: pkg.id }),
      ]);
      expect(deleted.statusCode).toBe(200);
      expect([200, 404]).toContain(saved.statusCode);
      if (saved.statusCode === 404) expect(saved.json().code).toBe('package_not_found');
      expect(await t.db.$count(dateAvailability, eq(dateAvailability.packageId, pkg.id))).toBe(0);
    }
  });
});

describe.skipIf(!inject('postgresTemplateUrl'))('two server processes on one PostgreSQL', () => {
  let other: Awaited<ReturnType<typeof openSecondProcess>>;

  beforeAll(async () => {
    other = await openSecondProcess(t);
  });
  afterAll(() => other?.close());

  it("a date closed in one process reaches the other's cached package answer without waiting for it to expire", async () => {
    const { pkg } = await slotPackage();
    expect((await visitorPackage(pkg.urlSlug, other.app)).disabled_dates).toEqual([]);
    const res = await call({ action: 'setDatesClosed', package_id: pkg.id, from: '2026-12-30', to: '2026-12-30', closed: 1 });
    expect(res.statusCode).toBe(200);
    await vi.waitFor(async () => expect((await visitorPackage(pkg.urlSlug, other.app)).disabled_dates).toEqual(['2026-12-30']), {
      timeout: 20_000,
    });
  });
});
