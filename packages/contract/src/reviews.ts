import { z } from 'zod';
import { defineAction } from './action.ts';
import { filterParam, flag, idInput, multilineText, text, timestamp, wholeNumberInput } from './common.ts';
import { pageInput, pageOutput, searchInput } from './console.ts';

/**
 * Verified reviews (decisions 039 and 056): the traveller of a confirmed booking that was visited (checked in,
 * or its date has passed in Asia/Dubai) reviews it, once per package, with stars and text in either language;
 * the package page lists the visible reviews, one per traveller, and their average; operators hide a review
 * with a reason and show it again.
 */

export const reviewLanguages = ['en', 'ae'] as const;

/** The longest review text, in characters. */
export const maxReviewLength = 2000;

/** Decision 066: a review takes up to three photos in the multipart field `photos`, 10 MB each before re-encoding. */
export const reviewPhotoField = 'photos';
export const maxReviewPhotos = 3;
export const maxReviewPhotoBytes = 10 * 1024 * 1024;

/** A review's photo: its path under /files (the resizer serves it at the web's sizes). */
export const reviewPhotoSchema = z.object({ path: z.string() });
export type ReviewPhoto = z.infer<typeof reviewPhotoSchema>;

/** A review as the package page shows it: the reviewer by first name and initial only. */
export const publicReviewSchema = z.object({
  id: z.number().int(),
  stars: z.number().int().min(1).max(5),
  body: z.string(),
  language: z.enum(reviewLanguages),
  /** e.g. "Layla K." */
  reviewer: z.string(),
  /** the day it was written, Asia/Dubai YYYY-MM-DD */
  date: z.string(),
  /** always 1: only the traveller of a confirmed booking can write one */
  verified: z.literal(1),
  /** up to three, in the order the traveller chose (decision 066) */
  photos: z.array(reviewPhotoSchema),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

const orderNumberInput = text()
  .trim()
  .regex(/^[A-Za-z0-9-]{6,64}$/, 'an order number');

export const packageReviewsAction = defineAction({
  name: 'packageReviews',
  auth: 'public',
  summary:
    "One page of a package's visible reviews, newest first, with its rating (the average of the visible reviews, one " +
    'decimal; null without any) and review_count. With `language` (en or ae), only the reviews written in it; `total` ' +
    'counts those. Unknown package: 404 package_not_found.',
  input: z.object({
    package_id: idInput,
    language: filterParam(z.enum(reviewLanguages).optional()),
    page: pageInput.page,
    per_page: filterParam(wholeNumberInput(z.number().int().min(1).max(20)).default(5)),
  }),
  output: z.object({
    data: z.array(publicReviewSchema),
    rating: z.number().nullable(),
    review_count: z.number().int(),
    ...pageOutput,
  }),
  cacheSeconds: 60,
});

/** A review as its writer sees it in My Bookings. */
export const ownReviewSchema = z.object({
  order_number: z.string(),
  stars: z.number().int(),
  body: z.string(),
  language: z.enum(reviewLanguages),
  created_at: timestamp,
  /** 1 when an operator hid it from the package page */
  hidden: flag,
  photos: z.array(reviewPhotoSchema),
});
export type OwnReview = z.infer<typeof ownReviewSchema>;

export const myReviewsAction = defineAction({
  name: 'myReviews',
  auth: 'user',
  summary:
    "The user's reviews, and the order numbers of their bookings they can review now (confirmed; checked in, or a dated " +
    'booking whose date has passed in Asia/Dubai; of a package they have not reviewed yet), newest event first.',
  input: z.object({}),
  output: z.object({ data: z.object({ reviews: z.array(ownReviewSchema), reviewable: z.array(z.string()) }) }),
  cacheSeconds: 0,
});

export const writeReviewAction = defineAction({
  name: 'writeReview',
  auth: 'user',
  summary:
    "Reviews one of the user's own bookings: stars 1–5 and a text of at most 2000 characters, in the language it is written " +
    '(en or ae). Refused with 404 booking_not_found (not theirs), 409 review_not_allowed (not confirmed), ' +
    'review_too_early (not checked in, and its date has not passed or it has none), review_exists (reviewed already) or ' +
    "package_reviewed (another booking of the package is reviewed already). The package's rating follows. Sent as " +
    'multipart, it takes up to 3 photos in the field `photos` (JPEG, PNG or WebP by content: 400 `photo_not_image` naming ' +
    '`photos.<n>`; 10 MB each: 413 `file_too_large`; a fourth: 413 `too_many_files`; upload quotas: 429 `rate_limited`), ' +
    're-encoded without metadata (decision 066).',
  input: z.object({
    order_number: orderNumberInput,
    stars: wholeNumberInput(z.number().int().min(1).max(5)),
    body: multilineText().trim().min(1).max(maxReviewLength),
    language: z.enum(reviewLanguages),
  }),
  output: z.object({ data: ownReviewSchema }),
  cacheSeconds: 0,
  files: { field: reviewPhotoField, maxFiles: maxReviewPhotos, maxFileBytes: maxReviewPhotoBytes },
});

/** A review as operators see it. */
export const consoleReviewSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  package_id: z.number().int(),
  package_name: z.string(),
  arabic_package_name: z.string(),
  reviewer_name: z.string(),
  reviewer_email: z.string(),
  stars: z.number().int(),
  body: z.string(),
  language: z.enum(reviewLanguages),
  created_at: timestamp,
  hidden: flag,
  /** "" while visible */
  hidden_at: z.union([timestamp, z.literal('')]),
  hidden_by: z.string(),
  hidden_reason: z.string(),
  /** the photos while visible; hiding deletes them (decision 066) */
  photos: z.array(reviewPhotoSchema),
});
export type ConsoleReview = z.infer<typeof consoleReviewSchema>;

export const reviewStates = ['all', 'visible', 'hidden'] as const;
export type ReviewState = (typeof reviewStates)[number];

export const consoleReviewsAction = defineAction({
  name: 'consoleReviews',
  auth: 'operator',
  summary:
    'One page of the reviews, newest first; q matches the text, the package name, the reviewer or the order number; state ' +
    'is all (the default), visible or hidden.',
  input: z.object({ q: searchInput, state: z.enum(reviewStates).default('all'), ...pageInput }),
  output: z.object({ data: z.array(consoleReviewSchema), ...pageOutput }),
  cacheSeconds: 0,
});

export const hideReviewAction = defineAction({
  name: 'hideReview',
  auth: 'operator',
  summary:
    "Hides a review from the package page, with the reason, and deletes its photos; the package's rating follows. Audited.",
  input: z.object({ id: idInput, reason: text().trim().min(1).max(500) }),
  output: z.object({ data: consoleReviewSchema }),
  cacheSeconds: 0,
});

export const showReviewAction = defineAction({
  name: 'showReview',
  auth: 'operator',
  summary: "Shows a hidden review on the package page again; the package's rating follows. Audited.",
  input: z.object({ id: idInput }),
  output: z.object({ data: consoleReviewSchema }),
  cacheSeconds: 0,
});

/** Decision 039: verified reviews. */
export const reviewActions = [
  packageReviewsAction,
  myReviewsAction,
  writeReviewAction,
  consoleReviewsAction,
  hideReviewAction,
  showReviewAction,
] as const;
