import { randomBytes } from 'node:crypto';
import type { ReviewPhoto } from '@portal/contract/reviews';
import { reviewPhotoField } from '@portal/contract/reviews';
import { addDays, calendarDateIn, instantOfDubaiTimestamp } from '@portal/domain/dates';
import { asc, inArray } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { reviewPhotos } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { hitRateLimit } from '../../lib/rate-limit.ts';
import { keyUnder, publicPicture, type Storage } from '../../lib/storage/index.ts';
import { reencodeUploadedImage } from '../../lib/uploaded-images.ts';

/**
 * Review photos (decision 066): checked by content and re-encoded without metadata as invoices are (decisions 011
 * and 024), but public, so kept under files/reviews (in storage, docs/decisions/069) where the resizer serves them.
 */

/** Relative to DATA_DIR/files, the folder the resizer serves. */
const photoFolder = 'reviews';

/** A review photo is shown at most 1200 px wide (the lightbox); more would only cost disk and encodes. */
const maxPhotoSide = 1600;

export type PhotoQuotas = Pick<
  Config,
  'INVOICE_UPLOADS_PER_ADDRESS_PER_10_MIN' | 'INVOICE_UPLOADS_PER_USER_PER_10_MIN' | 'INVOICE_IMAGES_PER_USER_PER_DAY'
>;

/**
 * Takes one photo upload from the quotas before any image is decoded: the invoice settings' numbers (decision 024),
 * counted under keys of their own so reviews and invoices do not use up each other's.
 */
export async function takePhotoQuota(
  db: Database,
  quotas: PhotoQuotas,
  upload: { userId: number; clientAddress: string; images: number; now: Date },
): Promise<void> {
  const { userId, clientAddress, images, now } = upload;
  const tenMinutes = 600_000;
  await hitRateLimit(db, {
    key: `review-photos:addr:${clientAddress}`,
    windowMs: tenMinutes,
    max: quotas.INVOICE_UPLOADS_PER_ADDRESS_PER_10_MIN,
    now,
  });
  await hitRateLimit(db, {
    key: `review-photos:user:${userId}`,
    windowMs: tenMinutes,
    max: quotas.INVOICE_UPLOADS_PER_USER_PER_10_MIN,
    now,
  });
  const today = calendarDateIn(now);
  await hitRateLimit(db, {
    key: `review-images:user:${userId}`,
    window: {
      start: instantOfDubaiTimestamp(`${today} 00:00:00`),
      end: instantOfDubaiTimestamp(`${addDays(today, 1)} 00:00:00`),
    },
    max: quotas.INVOICE_IMAGES_PER_USER_PER_DAY,
    cost: images,
    now,
  });
}

/** Checks one photo by its content and answers it re-encoded as an upright JPEG with no metadata. */
export function reencodeReviewPhoto(data: Buffer, index: number): Promise<Buffer> {
  const field = `${reviewPhotoField}.${index}`;
  return reencodeUploadedImage(data, {
    field,
    maxSide: maxPhotoSide,
    notImage: () => new AppError('photo_not_image', { fields: { [field]: 'not a JPEG, PNG or WebP image' } }),
  });
}

/**
 * Writes each photo under a new random name, before the review's rows name them (docs/decisions/069); answers
 * the paths relative to files/.
 */
export async function storeReviewPhotos(storage: Storage, images: Buffer[]): Promise<string[]> {
  const stored: string[] = [];
  try {
    for (const image of images) {
      const relative = `${photoFolder}/${randomBytes(16).toString('hex')}.jpg`;
      await storage.put(`files/${relative}`, image, publicPicture('image/jpeg'));
      stored.push(relative);
    }
  } catch (error) {
    await removeReviewPhotos(storage, stored);
    throw error;
  }
  return stored;
}

/**
 * Deletes stored photos; only objects under files/reviews are touched, whatever a row says. Best effort: a photo
 * that cannot be deleted now is named by no row any more, and the orphan sweeper takes it later.
 */
export async function removeReviewPhotos(storage: Storage, relativePaths: string[]): Promise<void> {
  await Promise.all(
    relativePaths.map((relative) => {
      const key = keyUnder('files', relative);
      return key?.startsWith(`files/${photoFolder}/`) ? storage.delete(key).catch(() => undefined) : Promise.resolve();
    }),
  );
}

/** The photos of each of `reviewIds`, in their order. */
export async function photosOfReviews(db: Database, reviewIds: number[]): Promise<Map<number, ReviewPhoto[]>> {
  const byReview = new Map<number, ReviewPhoto[]>();
  if (reviewIds.length === 0) return byReview;
  const rows = await db
    .select({ reviewId: reviewPhotos.reviewId, path: reviewPhotos.path })
    .from(reviewPhotos)
    .where(inArray(reviewPhotos.reviewId, reviewIds))
    .orderBy(asc(reviewPhotos.reviewId), asc(reviewPhotos.position));
  for (const row of rows) byReview.set(row.reviewId, [...(byReview.get(row.reviewId) ?? []), { path: row.path }]);
  return byReview;
}
