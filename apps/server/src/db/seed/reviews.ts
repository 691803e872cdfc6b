import { isNotNull } from 'drizzle-orm';
import { referenceNumber } from '../../modules/booking/purchase-service.ts';
import { recomputePackageRating } from '../../modules/reviews/review-service.ts';
import { bookings, packages, payments, purchases, reviews, users } from '../schema/index.ts';
import { idOf, type SeedContext } from './context.ts';

/**
 * Demo reviews (decision 039). A review belongs to a paid booking, so each comes with its traveller's
 * past purchase, booking and sandbox payment, as the payment flow leaves them. Every package seeded with a
 * rating gets ten reviews whose stars average exactly that rating, so the recomputed rating is the one the
 * catalogue was written with. The journey travellers have one past booking each, not reviewed, for the
 * end-to-end journeys (one per language and screen, so a rerun on a fresh server finds its own).
 */

type Person = { firstName: string; lastName: string; email: string; language: 'en' | 'ae' };

const reviewers: Person[] = [
  { firstName: 'Layla', lastName: 'Khalil', email: 'layla.khalil@example.com', language: 'en' },
  { firstName: 'محمد', lastName: 'الشامسي', email: 'mohammed.alshamsi@example.com', language: 'ae' },
  { firstName: 'James', lastName: 'Whitfield', email: 'james.whitfield@example.com', language: 'en' },
  { firstName: 'فاطمة', lastName: 'النعيمي', email: 'fatima.alnuaimi@example.com', language: 'ae' },
  { firstName: 'Priya', lastName: 'Raman', email: 'priya.raman@example.com', language: 'en' },
  { firstName: 'Omar', lastName: 'Haddad', email: 'omar.haddad@example.com', language: 'en' },
  { firstName: 'مريم', lastName: 'القاسمي', email: 'mariam.alqasimi@example.com', language: 'ae' },
  { firstName: 'Sophie', lastName: 'Laurent', email: 'sophie.laurent@example.com', language: 'en' },
  { firstName: 'خالد', lastName: 'المهيري', email: 'khalid.almheiri@example.com', language: 'ae' },
  { firstName: 'Daniel', lastName: 'Okafor', email: 'daniel.okafor@example.com', language: 'en' },
];

/**
 * The travellers the review journeys sign in as (e2e/tests/reviews.spec.ts): each has one confirmed booking
 * of `journeyPackageSlug` whose date has passed, not reviewed. Documented in README.md.
 */
export const journeyTravellers: Person[] = [
  { firstName: 'Hannah', lastName: 'Clarke', email: 'hannah.clarke@example.com', language: 'en' },
  { firstName: 'Lucas', lastName: 'Meyer', email: 'lucas.meyer@example.com', language: 'en' },
  { firstName: 'نورة', lastName: 'الكعبي', email: 'noura.alkaabi@example.com', language: 'ae' },
  { firstName: 'سالم', lastName: 'الظاهري', email: 'salem.aldhaheri@example.com', language: 'ae' },
];
export const journeyPackageSlug = 'mleiha-desert-safari';

/** What the reviewers say, by the stars they give; the text in the reviewer's language. */
const texts: Record<number, { en: string[]; ae: string[] }> = {
  5: {
    en: [
      'Wonderful from start to finish. Our guide knew every story and the children loved it.',
      'Well organised and worth every dirham. We would book it again.',
      'A highlight of our trip to Sharjah: friendly staff and beautiful views.',
    ],
    ae: [
      'تجربة رائعة من البداية إلى النهاية، والمرشد كان ملمًّا بكل التفاصيل.',
      'تنظيم ممتاز ويستحق كل درهم، سنحجز مرة أخرى بالتأكيد.',
      'من أجمل ما قمنا به في الشارقة، فريق ودود ومناظر خلابة.',
    ],
  },
  4: {
    en: ['Very good, though it was busier than we expected.', 'Lovely experience; the meeting point could be signposted better.'],
    ae: ['جيدة جدًا، لكن المكان كان مزدحمًا أكثر مما توقعنا.', 'تجربة جميلة، ونتمنى لو كانت نقطة التجمع أوضح.'],
  },
  3: {
    en: ['Nice enough, but a little short for the price.'],
    ae: ['لا بأس بها، لكنها قصيرة بعض الشيء مقارنة بالسعر.'],
  },
};

const textOf = (stars: number, language: 'en' | 'ae', n: number): string => {
  const pool = (texts[stars] ?? texts[3]!)[language];
  return pool[n % pool.length]!;
};

/** Ten stars whose average is exactly `rating` (one decimal): the higher ones first. */
export function starsAveraging(rating: number): number[] {
  const sum = Math.round(rating * 10);
  const base = Math.floor(sum / 10);
  const higher = sum - base * 10;
  return Array.from({ length: 10 }, (_, i) => (i < higher ? Math.min(base + 1, 5) : base));
}

type PastBooking = {
  userId: number;
  packageId: number;
  date: string;
  totalFils: number;
  review?: { stars: number; body: string; language: 'en' | 'ae' };
};

/** Writes paid past bookings (purchase, booking, succeeded sandbox payment) and their reviews. */
async function insertPastBookings(ctx: SeedContext, items: PastBooking[]) {
  const { tx } = ctx;
  const purchaseRows = await tx
    .insert(purchases)
    .values(
      items.map((b) => ({
        // one reference per purchase (decision 073): the booking's number is the purchase's
        purchaseNumber: referenceNumber('B'),
        userId: b.userId,
        kind: 'booking' as const,
        status: 1,
        subtotalFils: b.totalFils,
        totalFils: b.totalFils,
        createdAt: ctx.calendar.startOfDay(b.date),
      })),
    )
    .returning({ id: purchases.id, purchaseNumber: purchases.purchaseNumber });
  await tx.insert(payments).values(
    purchaseRows.map((p, i) => ({
      purchaseId: p.id,
      provider: 'sandbox',
      providerRef: `demo-${p.purchaseNumber}`,
      amountFils: items[i]!.totalFils,
      status: 'succeeded' as const,
      paymentLink: '',
    })),
  );
  const bookingRows = await tx
    .insert(bookings)
    .values(
      items.map((b, i) => ({
        purchaseId: purchaseRows[i]!.id,
        orderNumber: purchaseRows[i]!.purchaseNumber,
        userId: b.userId,
        packageId: b.packageId,
        date: b.date,
        adultQty: 2,
        adultPriceFils: b.totalFils / 2,
        totalFils: b.totalFils,
        status: 1,
        createdAt: ctx.calendar.startOfDay(b.date),
        // the invitation's moment has passed for the demo's bookings: the job leaves them be
        reviewInvitedAt: ctx.calendar.endOfDay(b.date),
      })),
    )
    .returning({ id: bookings.id });
  const reviewRows = items.flatMap((b, i) =>
    b.review
      ? [
          {
            bookingId: bookingRows[i]!.id,
            packageId: b.packageId,
            userId: b.userId,
            ...b.review,
            createdAt: new Date(ctx.calendar.endOfDay(b.date).getTime() + 14 * 3_600_000),
          },
        ]
      : [],
  );
  if (reviewRows.length > 0) await tx.insert(reviews).values(reviewRows);
}

export async function seedReviews(ctx: SeedContext): Promise<void> {
  const { tx } = ctx;
  const people = await tx
    .insert(users)
    .values([...reviewers, ...journeyTravellers])
    .returning({ id: users.id });
  const reviewerIds = people.slice(0, reviewers.length).map((p) => p.id);
  const journeyIds = people.slice(reviewers.length).map((p) => p.id);

  const rated = await tx
    .select({ id: packages.id, rating: packages.rating, adultPriceFils: packages.adultPriceFils })
    .from(packages)
    .where(isNotNull(packages.rating))
    .orderBy(packages.id);
  const reviewed: PastBooking[] = rated.flatMap((pkg, p) =>
    starsAveraging(Number(pkg.rating)).map((stars, r) => {
      const reviewer = reviewers[r]!;
      return {
        userId: reviewerIds[r]!,
        packageId: pkg.id,
        // spread over the last months, the newest a few days ago
        date: ctx.calendar.plus(-(3 + ((p * 7 + r * 11) % 120))),
        totalFils: 2 * (pkg.adultPriceFils ?? 10_000),
        review: { stars, body: textOf(stars, reviewer.language, p + r), language: reviewer.language },
      };
    }),
  );
  const journeyPackage = idOf(ctx.packageIds, journeyPackageSlug);
  const [safari] = rated.filter((pkg) => pkg.id === journeyPackage);
  const forJourneys: PastBooking[] = journeyIds.map((userId) => ({
    userId,
    packageId: journeyPackage,
    date: ctx.calendar.plus(-20),
    totalFils: 2 * (safari?.adultPriceFils ?? 10_000),
  }));
  await insertPastBookings(ctx, [...reviewed, ...forJourneys]);
  for (const pkg of rated) await recomputePackageRating(tx, pkg.id);
}
