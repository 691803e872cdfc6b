import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client.ts';
import {
  coupons,
  destinations,
  meals,
  packages,
  packageTags,
  raffleCampaigns,
  sessions,
  siteSettings,
  sliders,
  subPackages,
  tags,
  timeSlots,
  transports,
  users,
  vouchers,
} from '../db/schema/index.ts';
import { hashToken } from '../http/auth.ts';
import { sequence } from './numbering.ts';

const next = sequence();

export async function createDestination(db: Database, overrides: Partial<typeof destinations.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(destinations)
    .values({
      name: `Destination ${n}`,
      arabicName: `وجهة ${n}`,
      urlSlug: `destination-${n}`,
      description: `About destination ${n}`,
      arabicDescription: `عن الوجهة ${n}`,
      img: `destinations/d${n}.jpg`,
      featuredImage: `destinations/d${n}.jpg`,
      hide: 0,
      enable: 1,
      position: n,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createPackage(db: Database, overrides: Partial<typeof packages.$inferInsert> & { destinationId: number }) {
  const n = next();
  const [row] = await db
    .insert(packages)
    .values({
      packageName: `Package ${n}`,
      arabicName: `باقة ${n}`,
      urlSlug: `package-${n}`,
      adultPriceFils: 10_000,
      childPriceFils: 5_000,
      hide: 0,
      enable: 1,
      checkout: ['sharjah'],
      position: n,
      ...overrides,
    })
    .returning();
  return row!;
}

/**
 * A package booked by date (1 Nov 2026 – 30 Jun 2027) and time slot, with one slot '4:00 PM - 6:00 PM' of
 * `tickets` adult and child tickets each (null: unlimited).
 */
export async function createSlotPackage(
  db: Database,
  destinationId: number,
  tickets: number | null,
  overrides: Partial<typeof packages.$inferInsert> = {},
) {
  const pkg = await createPackage(db, {
    destinationId,
    enableDatePicker: 1,
    enableTimePicker: 1,
    startDate: '2026-11-01',
    endDate: '2027-06-30',
    ...overrides,
  });
  const [slot] = await db
    .insert(timeSlots)
    .values({ packageId: pkg.id, timeSlot: '4:00 PM - 6:00 PM', adultTickets: tickets, childTickets: tickets, enable: 1 })
    .returning();
  return { pkg, slot: slot! };
}

export async function tagPackage(db: Database, packageId: number, slug: string) {
  const [existing] = await db
    .insert(tags)
    .values({ slug, name: slug, arabicName: slug })
    .onConflictDoUpdate({ target: tags.slug, set: { slug } })
    .returning();
  await db.insert(packageTags).values({ packageId, tagId: existing!.id });
}

export async function createVoucher(db: Database, overrides: Partial<typeof vouchers.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(vouchers)
    .values({
      name: `Voucher ${n}`,
      arabicName: `قسيمة ${n}`,
      vendorName: `Vendor ${n}`,
      vendorArabicName: `بائع ${n}`,
      amountFils: 5_000,
      expiryDate: '2099-12-31',
      urlSlug: `voucher-${n}`,
      enable: 1,
      topOffer: 1,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createSlide(db: Database, overrides: Partial<typeof sliders.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(sliders)
    .values({
      title: `Slide ${n}`,
      image: `sliders/s${n}.jpg`,
      mobileImage: `sliders/s${n}-m.jpg`,
      enable: 1,
      position: n,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function setHomeSettings(db: Database, value: unknown) {
  await db
    .insert(siteSettings)
    .values({ key: 'homepage', value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value } });
}

export async function createUser(db: Database, overrides: Partial<typeof users.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(users)
    .values({
      firstName: `User`,
      lastName: `${n}`,
      email: `user${n}@example.com`,
      mobile: `+97150000${String(n).padStart(4, '0')}`,
      ...overrides,
    })
    .returning();
  return row!;
}

/**
 * An enabled raffle campaign (spec part 1 §9): AED 50 an entry, prizes of AED 15,000, 10,000 and 5,000,
 * taking invoices from 2026-07-01 to 2026-08-31, drawn on 2026-09-03, 14 days to respond, one prize a person.
 */
export async function createRaffleCampaign(db: Database, overrides: Partial<typeof raffleCampaigns.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(raffleCampaigns)
    .values({
      slug: `summer-${n}`,
      name: `Summer ${n}`,
      arabicName: `صيف ${n}`,
      filsPerEntry: 5_000,
      prizesFils: [1_500_000, 1_000_000, 500_000],
      startsOn: '2026-07-01',
      endsOn: '2026-08-31',
      drawOn: '2026-09-03',
      respondDays: 14,
      onePrizePerParticipant: 1,
      about: { en: 'About', ae: 'عن' },
      terms: { en: 'Terms', ae: 'الشروط' },
      faq: [],
      enable: 1,
      ...overrides,
    })
    .returning();
  return row!;
}

/** A live session for the user; returns the bearer token the browser would hold. */
export async function createSession(db: Database, userId: number, options: { expiresAt?: Date; revokedAt?: Date } = {}) {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: options.expiresAt ?? new Date(Date.now() + 30 * 24 * 3600 * 1000),
    revokedAt: options.revokedAt ?? null,
  });
  return token;
}

export async function addAddOns(db: Database, packageId: number) {
  const [sub] = await db
    .insert(subPackages)
    .values({
      packageId,
      packageName: 'Stargazing add-on',
      arabicName: 'إضافة مراقبة النجوم',
      adultPriceFils: 7_500,
      childPriceFils: 4_000,
      enable: 1,
    })
    .returning();
  const [meal] = await db
    .insert(meals)
    .values({ packageId, mealName: 'Arabic dinner', arabicName: 'عشاء عربي', priceFils: 9_000, enable: 1 })
    .returning();
  const [transport] = await db
    .insert(transports)
    .values({ packageId, name: 'City pickup', arabicName: 'التوصيل من المدينة', oneWayFils: 5_000, twoWayFils: 9_000, enable: 1 })
    .returning();
  return { sub: sub!, meal: meal!, transport: transport! };
}

/** A coupon: 10 % off by default; the code is the caller's, as tests name what they apply. */
export async function createCoupon(db: Database, overrides: Partial<typeof coupons.$inferInsert> & { code: string }) {
  const [row] = await db
    .insert(coupons)
    .values({ type: 'percentage', off: 10, enable: 1, ...overrides })
    .returning();
  return row!;
}
