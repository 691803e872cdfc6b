import type { ConsoleReview, OwnReview, PublicReview, ReviewState } from '@portal/contract/reviews';
import { bookingStatuses } from '@portal/contract/cancellation';
import { calendarDateIn, dubaiTimestamp } from '@portal/domain/dates';
import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { bookings, checkIns, packages, reviewPhotos, reviews, users } from '../../db/schema/index.ts';
import type { UploadedFile } from '../../http/actions.ts';
import { AppError } from '../../http/errors.ts';
import { inScope, type OperatorScope } from '../../http/operator-access.ts';
import type { Storage } from '../../lib/storage/index.ts';
import { containing } from '../../lib/like-pattern.ts';
import { recordChange } from '../../lib/audit.ts';
import {
  photosOfReviews,
  reencodeReviewPhoto,
  removeReviewPhotos,
  storeReviewPhotos,
  takePhotoQuota,
  type PhotoQuotas,
} from './review-photos.ts';

/**
 * Verified reviews (decisions 039 and 056). A review belongs to one visited booking, and a traveller reviews
 * a package once; the package's `rating` (the average of its counted reviews, one decimal, null without
 * any) and `review_count` are recomputed in the transaction of every write, hide or show, so the catalogue
 * never disagrees with the reviews.
 */

type Review = typeof reviews.$inferSelect;
type Page = { page: number; per_page: number };

/**
 * The day a booking is for: its date, or for a ticket without one (an open-dated package) the day it was
 * booked, Asia/Dubai.
 */
const eventDateOf = (booking: { date: string | null; createdAt: Date }): string =>
  booking.date ?? calendarDateIn(booking.createdAt);

type Reviewable = { status: number; date: string | null; checkedIn: boolean };

/**
 * Why `booking` cannot be reviewed `today`, or null when it can (being reviewed already is checked apart).
 * Decision 056: only a visit is reviewed — a paid booking checked in at the gate, or one whose date has
 * passed in Dubai; an open-dated ticket has no day that proves a visit, so it waits for its check-in.
 */
function reviewRefusal(booking: Reviewable, today: string) {
  // a checked-in booking stays confirmed (status 1): the gate does not change the status
  if (booking.status !== bookingStatuses.confirmed) return 'review_not_allowed' as const;
  if (booking.checkedIn) return null;
  if (booking.date === null || booking.date >= today) return 'review_too_early' as const;
  return null;
}

/** the first key of the per-traveller reviews lock (two-key advisory locks never meet the seed's one-key lock) */
const reviewLockSpace = 7_245_031;

const earlier = alias(reviews, 'earlier');

/**
 * The reviews that count in a package's rating and list: the visible ones, one per traveller — their
 * earliest visible one, should reviews written before decision 056 give a traveller several.
 */
const counted = and(
  isNull(reviews.hiddenAt),
  sql`not exists (select 1 from ${reviews} as ${earlier} where ${earlier.packageId} = ${reviews.packageId}
    and ${earlier.userId} = ${reviews.userId} and ${earlier.hiddenAt} is null
    and (${earlier.createdAt}, ${earlier.id}) < (${reviews.createdAt}, ${reviews.id}))`,
);

/** Sets the package's rating and review count from its counted reviews. Call it inside the writing transaction. */
export async function recomputePackageRating(tx: Database, packageId: number): Promise<void> {
  const visible = and(eq(reviews.packageId, packageId), counted);
  await tx
    .update(packages)
    .set({
      rating: sql`(select round(avg(${reviews.stars}), 1) from ${reviews} where ${visible})`,
      reviewCount: sql`(select count(*) from ${reviews} where ${visible})`,
    })
    .where(eq(packages.id, packageId));
}

/**
 * "Layla K.", "نورة ك.": the first name and the initial of the last, past an Arabic family name's article
 * (الكعبي → ك, as every such name would otherwise give ا); "" for an erased account (the page says who instead).
 */
export function reviewerName(firstName: string, lastName: string): string {
  const family = lastName.trim();
  const initial = [...(/^ال.+/.test(family) ? family.slice(2) : family)][0];
  return [firstName.trim(), initial ? `${initial}.` : ''].filter(Boolean).join(' ');
}

const toOwnReview = (review: Review, orderNumber: string, photos: OwnReview['photos']): OwnReview => ({
  order_number: orderNumber,
  stars: review.stars,
  body: review.body,
  language: review.language,
  created_at: dubaiTimestamp(review.createdAt),
  hidden: review.hiddenAt ? 1 : 0,
  photos,
});

/** How a review's photos arrive: the request's files, where to keep them and the upload quotas (decision 066). */
export type PhotoUpload = { files: UploadedFile[]; storage: Storage; clientAddress: string; quotas: PhotoQuotas };

/**
 * Checks and re-encodes every photo before any is stored, so a review is written with all its photos or not at
 * all; answers their stored paths (none without files).
 */
async function storedPhotos(db: Database, userId: number, now: Date, upload: PhotoUpload | undefined): Promise<string[]> {
  if (!upload || upload.files.length === 0) return [];
  await takePhotoQuota(db, upload.quotas, { userId, clientAddress: upload.clientAddress, images: upload.files.length, now });
  const images: Buffer[] = [];
  for (const [index, file] of upload.files.entries()) images.push(await reencodeReviewPhoto(file.data, index));
  return storeReviewPhotos(upload.storage, images);
}

/** writeReview: one review of one of the user's own visited bookings, one per package. */
export async function writeReview(
  db: Database,
  input: { userId: number; orderNumber: string; stars: number; body: string; language: 'en' | 'ae'; now: Date },
  upload?: PhotoUpload,
): Promise<OwnReview> {
  const photos = await storedPhotos(db, input.userId, input.now, upload);
  try {
    return await insertReview(db, input, photos);
  } catch (error) {
    // refused (not their booking, reviewed already…): the photos go with it
    if (upload) await removeReviewPhotos(upload.storage, photos);
    throw error;
  }
}

async function insertReview(
  db: Database,
  input: { userId: number; orderNumber: string; stars: number; body: string; language: 'en' | 'ae'; now: Date },
  photos: string[],
): Promise<OwnReview> {
  return db.transaction(async (tx) => {
    // the share lock waits for a cancellation of the same booking in progress, so a cancelled booking is never reviewed
    const [booking] = await tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.orderNumber, input.orderNumber), eq(bookings.userId, input.userId)))
      .for('share');
    if (!booking) throw new AppError('booking_not_found');
    const [checkIn] = await tx.select({ id: checkIns.id }).from(checkIns).where(eq(checkIns.bookingId, booking.id));
    const refusal = reviewRefusal({ ...booking, checkedIn: checkIn !== undefined }, calendarDateIn(input.now));
    if (refusal) throw new AppError(refusal);
    // the traveller's reviews are written one after another, so two tickets of a package never give two reviews
    await tx.execute(sql`select pg_advisory_xact_lock(${reviewLockSpace}::int, ${input.userId}::int)`);
    const [reviewed] = await tx
      .select({ bookingId: reviews.bookingId })
      .from(reviews)
      .where(and(eq(reviews.userId, input.userId), eq(reviews.packageId, booking.packageId)));
    if (reviewed) throw new AppError(reviewed.bookingId === booking.id ? 'review_exists' : 'package_reviewed');
    const [review] = await tx
      .insert(reviews)
      .values({
        bookingId: booking.id,
        packageId: booking.packageId,
        userId: input.userId,
        stars: input.stars,
        body: input.body,
        language: input.language,
        createdAt: input.now,
      })
      .onConflictDoNothing({ target: reviews.bookingId })
      .returning();
    if (!review) throw new AppError('review_exists');
    if (photos.length > 0) {
      await tx
        .insert(reviewPhotos)
        .values(photos.map((photoPath, position) => ({ reviewId: review.id, path: photoPath, position, createdAt: input.now })));
    }
    await recomputePackageRating(tx, booking.packageId);
    return toOwnReview(
      review,
      booking.orderNumber,
      photos.map((photoPath) => ({ path: photoPath })),
    );
  });
}

/** myReviews: the user's reviews, and their bookings they can review today (one per package not reviewed yet). */
export async function myReviews(db: Database, userId: number, now: Date) {
  const rows = await db
    .select({ review: reviews, orderNumber: bookings.orderNumber })
    .from(reviews)
    .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  const unreviewed = await db
    .select({
      orderNumber: bookings.orderNumber,
      status: bookings.status,
      date: bookings.date,
      createdAt: bookings.createdAt,
      checkedIn: sql<boolean>`${checkIns.id} is not null`,
    })
    .from(bookings)
    .leftJoin(checkIns, eq(checkIns.bookingId, bookings.id))
    .where(
      and(
        eq(bookings.userId, userId),
        eq(bookings.status, bookingStatuses.confirmed),
        sql`not exists (select 1 from ${reviews} where ${reviews.userId} = ${bookings.userId} and ${reviews.packageId} = ${bookings.packageId})`,
      ),
    );
  const today = calendarDateIn(now);
  const reviewable = unreviewed
    .filter((b) => reviewRefusal(b, today) === null)
    .sort((a, b) => eventDateOf(b).localeCompare(eventDateOf(a)))
    .map((b) => b.orderNumber);
  const photos = await photosOfReviews(
    db,
    rows.map((r) => r.review.id),
  );
  return { reviews: rows.map((r) => toOwnReview(r.review, r.orderNumber, photos.get(r.review.id) ?? [])), reviewable };
}

/** packageReviews: one page of a package's counted reviews, newest first, with its rating and count. */
export async function packageReviews(db: Database, input: Page & { package_id: number; language?: 'en' | 'ae' | undefined }) {
  const [pkg] = await db
    .select({ rating: packages.rating, reviewCount: packages.reviewCount })
    .from(packages)
    .where(eq(packages.id, input.package_id));
  if (!pkg) throw new AppError('package_not_found');
  const inLanguage = input.language ? eq(reviews.language, input.language) : undefined;
  const rows = await db
    .select({ review: reviews, firstName: users.firstName, lastName: users.lastName })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(and(eq(reviews.packageId, input.package_id), counted, inLanguage))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(input.per_page)
    .offset((input.page - 1) * input.per_page);
  // the package's count is every counted review; in one language, the list's total counts that language's
  const [inOne] = input.language
    ? await db
        .select({ total: count() })
        .from(reviews)
        .where(and(eq(reviews.packageId, input.package_id), counted, inLanguage))
    : [undefined];
  const photos = await photosOfReviews(
    db,
    rows.map((r) => r.review.id),
  );
  const data: PublicReview[] = rows.map(({ review, firstName, lastName }) => ({
    id: review.id,
    stars: review.stars,
    body: review.body,
    language: review.language,
    reviewer: reviewerName(firstName, lastName),
    date: calendarDateIn(review.createdAt),
    verified: 1,
    photos: photos.get(review.id) ?? [],
  }));
  return {
    data,
    rating: pkg.rating === null ? null : Number(pkg.rating),
    review_count: pkg.reviewCount,
    total: inOne ? inOne.total : pkg.reviewCount,
    page: input.page,
    per_page: input.per_page,
  };
}

const hider = alias(users, 'hider');

function consoleReviewRows(db: Database, where: SQL | undefined) {
  return db
    .select({
      review: reviews,
      orderNumber: bookings.orderNumber,
      packageName: packages.packageName,
      arabicPackageName: packages.arabicName,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      hiderName: sql<string | null>`${hider.firstName} || ' ' || ${hider.lastName}`,
    })
    .from(reviews)
    .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
    .innerJoin(packages, eq(packages.id, reviews.packageId))
    .innerJoin(users, eq(users.id, reviews.userId))
    .leftJoin(hider, eq(hider.id, reviews.hiddenBy))
    .where(where);
}

type ConsoleRow = Awaited<ReturnType<typeof consoleReviewRows>>[number];

const toConsoleReview = (row: ConsoleRow, photos: ConsoleReview['photos']): ConsoleReview => ({
  id: row.review.id,
  order_number: row.orderNumber,
  package_id: row.review.packageId,
  package_name: row.packageName,
  arabic_package_name: row.arabicPackageName,
  reviewer_name: `${row.firstName} ${row.lastName}`.trim(),
  reviewer_email: row.email ?? '',
  stars: row.review.stars,
  body: row.review.body,
  language: row.review.language,
  created_at: dubaiTimestamp(row.review.createdAt),
  hidden: row.review.hiddenAt ? 1 : 0,
  hidden_at: row.review.hiddenAt ? dubaiTimestamp(row.review.hiddenAt) : '',
  hidden_by: row.hiderName?.trim() ?? '',
  hidden_reason: row.review.hiddenReason ?? '',
  photos,
});

const stateFilters: Record<ReviewState, SQL | undefined> = {
  all: undefined,
  visible: isNull(reviews.hiddenAt),
  hidden: isNotNull(reviews.hiddenAt),
};

/** consoleReviews: one page, newest first; `q` matches the text, package, reviewer or order number. */
export async function listReviews(
  db: Database,
  filters: Page & { q?: string | undefined; state: ReviewState },
  scope: OperatorScope,
) {
  const q = filters.q ?? '';
  const match = q
    ? or(
        ilike(reviews.body, containing(q)),
        ilike(packages.packageName, containing(q)),
        ilike(packages.arabicName, containing(q)),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, containing(q)),
        ilike(users.email, containing(q)),
        ilike(bookings.orderNumber, containing(q)),
      )
    : undefined;
  const where = and(stateFilters[filters.state], match, inScope(scope, 'destination', packages.destinationId));
  const rows = await consoleReviewRows(db, where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(filters.per_page)
    .offset((filters.page - 1) * filters.per_page);
  const [counted] = await db
    .select({ total: count() })
    .from(reviews)
    .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
    .innerJoin(packages, eq(packages.id, reviews.packageId))
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(where);
  const photos = await photosOfReviews(
    db,
    rows.map((r) => r.review.id),
  );
  return {
    data: rows.map((row) => toConsoleReview(row, photos.get(row.review.id) ?? [])),
    total: counted?.total ?? 0,
    page: filters.page,
    per_page: filters.per_page,
  };
}

const audited = (review: Review, photos: string[]) => ({
  hidden: review.hiddenAt ? 1 : 0,
  hidden_reason: review.hiddenReason,
  hidden_by: review.hiddenBy,
  // a review without photos is audited as before decision 066
  ...(photos.length > 0 ? { photos } : {}),
});

/**
 * hideReview (reason given) or showReview (reason null): changes the review's visibility, recomputes its
 * package's rating and writes the audit entry, in one transaction. Hiding a hidden review changes its reason.
 */
export async function setReviewVisibility(
  db: Database,
  operatorId: number,
  input: { id: number; reason: string | null; now: Date; scope: OperatorScope; storage: Storage },
): Promise<ConsoleReview> {
  const removed = await db.transaction(async (tx) => {
    // a review of another venue's package is not found, as a missing one is
    const ofScope = input.scope.all
      ? undefined
      : inArray(
          reviews.packageId,
          tx
            .select({ id: packages.id })
            .from(packages)
            .where(inScope(input.scope, 'destination', packages.destinationId)),
        );
    const [before] = await tx
      .select()
      .from(reviews)
      .where(and(eq(reviews.id, input.id), ofScope))
      .for('update');
    if (!before) throw new AppError('review_not_found');
    const hide = input.reason !== null;
    const [after] = await tx
      .update(reviews)
      .set(
        hide
          ? { hiddenAt: before.hiddenAt ?? input.now, hiddenBy: operatorId, hiddenReason: input.reason }
          : { hiddenAt: null, hiddenBy: null, hiddenReason: null },
      )
      .where(eq(reviews.id, input.id))
      .returning();
    // decision 066: hiding a review deletes its photos; showing it again brings back its text and stars only
    const photos = (await photosOfReviews(tx, [input.id])).get(input.id)?.map((photo) => photo.path) ?? [];
    if (hide && photos.length > 0) await tx.delete(reviewPhotos).where(eq(reviewPhotos.reviewId, input.id));
    await recomputePackageRating(tx, before.packageId);
    await recordChange(tx, {
      operatorId,
      action: hide ? 'hideReview' : 'showReview',
      entity: 'review',
      entityId: input.id,
      before: audited(before, photos),
      after: audited(after!, hide ? [] : photos),
    });
    return hide ? photos : [];
  });
  // the files go once the rows are gone, so a rolled-back hide never loses them
  await removeReviewPhotos(input.storage, removed);
  const [row] = await consoleReviewRows(db, eq(reviews.id, input.id));
  const photos = await photosOfReviews(db, [input.id]);
  return toConsoleReview(row!, photos.get(input.id) ?? []);
}

/** A customer's reviews for their data export. */
export async function reviewsOfCustomer(db: Database, userId: number) {
  const rows = await db
    .select({ review: reviews, orderNumber: bookings.orderNumber, packageName: packages.packageName })
    .from(reviews)
    .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
    .innerJoin(packages, eq(packages.id, reviews.packageId))
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.createdAt));
  const photos = await photosOfReviews(
    db,
    rows.map((r) => r.review.id),
  );
  return rows.map((r) => ({
    ...toOwnReview(r.review, r.orderNumber, photos.get(r.review.id) ?? []),
    package_name: r.packageName,
  }));
}

/**
 * Erasure of a customer (accounts/customer-erasure-console-service.ts): their reviews' text goes, their stars stay and keep counting
 * in the package's rating, and the page shows them without a name (the account's names are emptied). Answers
 * how many reviews were cleared.
 */
/**
 * Erasure of a customer: the photos of their reviews are deleted with their text (decision 066); answers the
 * stored paths, whose files the caller removes (removeReviewPhotos) once its transaction commits.
 */
export async function deleteReviewPhotosOf(tx: Database, userId: number): Promise<string[]> {
  const deleted = await tx
    .delete(reviewPhotos)
    .where(inArray(reviewPhotos.reviewId, tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.userId, userId))))
    .returning({ path: reviewPhotos.path });
  return deleted.map((row) => row.path);
}

export async function clearReviewTextOf(tx: Database, userId: number): Promise<number> {
  const cleared = await tx.update(reviews).set({ body: '' }).where(eq(reviews.userId, userId)).returning({ id: reviews.id });
  return cleared.length;
}
