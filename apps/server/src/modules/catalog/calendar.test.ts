import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateAvailability, packages, pricesByDate, slotInventory } from '../../db/schema/index.ts';
import { createDestination, createPackage, createSession, createSlotPackage, createUser } from '../../test/factories.ts';
import { createTestApp, postAction } from '../../test/harness.ts';

// Monday 23 November 2026, 09:00 in Dubai
const now = new Date('2026-11-23T05:00:00Z');

type Day = { date: string; status: string; adult_price: number; child_price: number; peak: number };

let t: Awaited<ReturnType<typeof createTestApp>>;
let destinationId: number;

beforeAll(async () => {
  // answers stay fresh for a minute, so a test sees the cache unless something empties it
  t = await createTestApp({ now: () => now, publicCacheMs: 60_000 });
  destinationId = (await createDestination(t.db)).id;
});
afterAll(() => t.close());

const calendar = async (packageId: number, month: string, extra = '') => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api?action=packageCalendar&package_id=${packageId}&month=${month}${extra}`,
  });
  return { status: res.statusCode, body: res.json() as { success: number; data: Day[]; fields?: Record<string, string> } };
};

/** The days of the answer by date. */
const daysOf = async (packageId: number, month: string, extra = '') => {
  const { status, body } = await calendar(packageId, month, extra);
  expect(status).toBe(200);
  return new Map(body.data.map((d) => [d.date, d]));
};

const datedPackage = (overrides: Partial<typeof packages.$inferInsert> = {}) =>
  createPackage(t.db, { destinationId, enableDatePicker: 1, startDate: '2026-11-01', endDate: '2027-03-31', ...overrides });

describe('packageCalendar', () => {
  it("answers every day of the month with the date's price over the package's and its peak flag", async () => {
    const pkg = await datedPackage({ adultPriceFils: 10_000, childPriceFils: 5_000 });
    await t.db.insert(pricesByDate).values([
      { packageId: pkg.id, date: '2026-12-24', adultPriceFils: 15_000, childPriceFils: 7_500, peakPrice: 1 },
      { packageId: pkg.id, date: '2026-12-10', adultPriceFils: 8_000, childPriceFils: null, peakPrice: 0 },
    ]);
    const days = await daysOf(pkg.id, '2026-12');
    expect(days.size).toBe(31);
    expect(days.get('2026-12-24')).toEqual({ date: '2026-12-24', status: 'open', adult_price: 150, child_price: 75, peak: 1 });
    expect(days.get('2026-12-10')).toMatchObject({ adult_price: 80, child_price: 50, peak: 0 });
    expect(days.get('2026-12-11')).toMatchObject({ adult_price: 100, child_price: 50, peak: 0 });
  });

  it('closes past days, days outside the dates, disabled dates and weekdays, and the days too soon to book', async () => {
    const pkg = await datedPackage({
      endDate: '2026-12-20',
      disabledDates: ['2026-12-03'],
      disabledWeeks: [5],
      disableBookingPrior: 1,
    });
    const november = await daysOf(pkg.id, '2026-11');
    expect(november.get('2026-11-22')!.status).toBe('closed');
    // booking-prior from 01:00: neither today nor tomorrow
    expect(november.get('2026-11-23')!.status).toBe('closed');
    expect(november.get('2026-11-24')!.status).toBe('closed');
    expect(november.get('2026-11-25')!.status).toBe('open');
    const december = await daysOf(pkg.id, '2026-12');
    expect(december.get('2026-12-02')!.status).toBe('open');
    expect(december.get('2026-12-03')!.status).toBe('closed');
    // 4 December 2026 is a Friday
    expect(december.get('2026-12-04')!.status).toBe('closed');
    expect(december.get('2026-12-20')!.status).toBe('open');
    expect(december.get('2026-12-21')!.status).toBe('closed');
  });

  it('opens only the listed event dates when the package lists them', async () => {
    const pkg = await datedPackage({ startDate: null, endDate: null, eventDates: ['2026-12-12', '2026-12-19'] });
    const days = await daysOf(pkg.id, '2026-12');
    expect([...days.values()].filter((d) => d.status === 'open').map((d) => d.date)).toEqual(['2026-12-12', '2026-12-19']);
  });

  it('shows a date sold out when its tickets left are fewer than the travellers asked for', async () => {
    const pkg = await datedPackage();
    await t.db.insert(dateAvailability).values([
      { packageId: pkg.id, date: '2026-12-05', adultTickets: 4, adultTaken: 4 },
      { packageId: pkg.id, date: '2026-12-06', adultTickets: 4, adultTaken: 3 },
    ]);
    const one = await daysOf(pkg.id, '2026-12');
    expect(one.get('2026-12-05')!.status).toBe('sold_out');
    expect(one.get('2026-12-06')!.status).toBe('open');
    const two = await daysOf(pkg.id, '2026-12', '&adults=2');
    expect(two.get('2026-12-06')!.status).toBe('sold_out');
    expect(two.get('2026-12-07')!.status).toBe('open');
  });

  it('shows a day sold out when every time slot is taken that day', async () => {
    const { pkg, slot } = await createSlotPackage(t.db, destinationId, 3);
    await t.db.insert(slotInventory).values({ timeSlotId: slot.id, date: '2026-12-08', adultTaken: 3, childTaken: 0 });
    const days = await daysOf(pkg.id, '2026-12');
    expect(days.get('2026-12-08')!.status).toBe('sold_out');
    expect(days.get('2026-12-09')!.status).toBe('open');
  });

  it("shows every bookable day sold out once the package's overall limit is taken, and closed days stay closed", async () => {
    const pkg = await datedPackage({ adultOverallLimit: 5, adultBookedTimes: 5 });
    const days = await daysOf(pkg.id, '2026-11');
    expect(days.get('2026-11-22')!.status).toBe('closed');
    expect(days.get('2026-11-30')!.status).toBe('sold_out');
  });

  it('refuses a month that is not YYYY-MM, naming the field, and a package that cannot be booked', async () => {
    const pkg = await datedPackage();
    const bad = await calendar(pkg.id, '2026-13');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('month');
    const off = await datedPackage({ disabled: 1 });
    expect((await calendar(off.id, '2026-12')).status).not.toBe(200);
  });

  it('a purchase that takes the last tickets of a slot empties the cached calendar, so the day shows sold out', async () => {
    const { pkg, slot } = await createSlotPackage(t.db, destinationId, 2);
    expect((await daysOf(pkg.id, '2026-12')).get('2026-12-15')!.status).toBe('open');
    // a change nobody announced is not seen while the answer is kept
    await t.db.update(packages).set({ adultPriceFils: 12_000 }).where(eq(packages.id, pkg.id));
    expect((await daysOf(pkg.id, '2026-12')).get('2026-12-15')!.adult_price).toBe(100);

    const user = await createUser(t.db);
    const token = await createSession(t.db, user.id, { expiresAt: new Date('2027-06-01T00:00:00Z') });
    const items = JSON.stringify({ packages: [{ package_id: pkg.id, adult_qty: 2, date: '2026-12-15', time_slot_id: slot.id }] });
    expect((await postAction(t.app, { action: 'createPurchase', items }, token)).json()).toMatchObject({ success: 1 });

    const after = await daysOf(pkg.id, '2026-12');
    expect(after.get('2026-12-15')).toMatchObject({ status: 'sold_out', adult_price: 120 });
  });
});

describe('the facts up front', () => {
  it("gives a package's card and page its facts in both languages and the lowest coming adult price as From", async () => {
    const pkg = await datedPackage({
      adultPriceFils: 10_000,
      durationMinutes: 90,
      meetingPoint: 'Main gate',
      arabicMeetingPoint: 'البوابة الرئيسية',
      included: 'Entry\nGuide',
      arabicIncluded: 'الدخول\nمرشد',
      reviewCount: 3,
      rating: '4.5',
      cancelPolicy: 'free',
      cancelFreeHours: 24,
    });
    await t.db.insert(pricesByDate).values([
      // a cheaper day in the past does not make the price "from"
      { packageId: pkg.id, date: '2020-01-01', adultPriceFils: 1_000, childPriceFils: null, peakPrice: 0 },
      { packageId: pkg.id, date: '2099-01-10', adultPriceFils: 8_500, childPriceFils: null, peakPrice: 0 },
    ]);
    const res = await t.app.inject({ method: 'GET', url: `/api?action=packagesDetails&slug=${pkg.urlSlug}` });
    expect(res.json().data).toMatchObject({
      duration_minutes: 90,
      review_count: 3,
      rating: 4.5,
      meeting_point: 'Main gate',
      arabic_meeting_point: 'البوابة الرئيسية',
      included: 'Entry\nGuide',
      arabic_included: 'الدخول\nمرشد',
      cancellation: { policy: 'free', free_hours: 24 },
      from_price: 85,
    });
  });
});
