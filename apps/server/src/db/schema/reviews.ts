import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { bookings } from './booking.ts';
import { packages } from './catalog.ts';
import { createdAt, timestampTz } from './columns.ts';
import { users } from './identity.ts';

/**
 * Verified reviews (decisions 039 and 056): one per booking and, from 056 on, per traveller and package, written
 * by the traveller who booked once the visit happened. An operator hides a review with a reason instead of deleting it, so the record of what was said
 * stays; the package's rating and review count are computed from the visible ones.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    stars: smallint('stars').notNull(),
    body: text('body').notNull().default(''),
    /** the language the traveller wrote in */
    language: text('language', { enum: ['en', 'ae'] }).notNull(),
    createdAt: createdAt(),
    hiddenAt: timestampTz('hidden_at'),
    hiddenBy: integer('hidden_by').references(() => users.id),
    hiddenReason: text('hidden_reason'),
  },
  (t) => [
    check('reviews_stars_range', sql`${t.stars} between 1 and 5`),
    // the package page lists the visible reviews of one package, newest first
    index('reviews_package_visible_idx')
      .on(t.packageId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.hiddenAt} is null`),
  ],
);

/**
 * Up to three photos of a review (decision 066): re-encoded JPEGs under DATA_DIR/files/reviews, served by the
 * resizer while the review is visible; hiding the review deletes them.
 */
export const reviewPhotos = pgTable(
  'review_photos',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    /** relative to DATA_DIR/files, e.g. reviews/<32 hex>.jpg */
    path: text('path').notNull(),
    /** 0, 1 or 2: the order the traveller chose */
    position: smallint('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('review_photos_review_idx').on(t.reviewId, t.position)],
);
