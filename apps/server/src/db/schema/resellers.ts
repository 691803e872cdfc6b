import { index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bookings, purchases } from './booking.ts';
import { packages } from './catalog.ts';
import { createdAt, timestampTz } from './columns.ts';
import { users } from './identity.ts';

/**
 * A reseller selling the portal's packages through the OCTO API (docs/decisions/061). Its bookings are
 * written under its own account (`user_id`, a user row with no e-mail or mobile, so nobody signs in as it).
 */
export const resellers = pgTable('resellers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  contactEmail: text('contact_email'),
  /** the packages it may sell; null = every package the portal sells */
  packageIds: jsonb('package_ids').$type<number[]>(),
  commissionPercent: smallint('commission_percent').notNull().default(0),
  /** OCTO calls its key may make in one minute, counted in rate_limits (docs/decisions/071) */
  rateLimitPerMinute: integer('rate_limit_per_minute').notNull().default(1200),
  /** SHA-256 (hex) of its API key; the key itself is shown once and never stored */
  keyHash: text('key_hash').notNull().unique(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  createdAt: createdAt(),
  revokedAt: timestampTz('revoked_at'),
});

/** A contact as OCTO sends it (BookingContact); kept for the booking's answers. */
export type OctoContact = {
  fullName: string | null;
  firstName: string | null;
  lastName: string | null;
  emailAddress: string | null;
  phoneNumber: string | null;
  locales: string[];
  postalCode: string | null;
  country: string | null;
  notes: string | null;
};

/** One unit of an OCTO booking: its uuid, unit id and the reseller's reference and contact. */
export type OctoUnitItem = { uuid: string; unitId: string; resellerReference: string | null; contact: OctoContact | null };

/**
 * An OCTO booking: the reseller's uuid (the idempotency key of reserve and confirm, unique over all
 * resellers) on the portal's purchase and its one booking row, which hold the tickets and carry the
 * order number the gate checks in.
 */
export const octoBookings = pgTable(
  'octo_bookings',
  {
    id: serial('id').primaryKey(),
    uuid: text('uuid').notNull(),
    resellerId: integer('reseller_id')
      .notNull()
      .references(() => resellers.id),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => purchases.id)
      .unique(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    optionId: text('option_id').notNull(),
    availabilityId: text('availability_id'),
    resellerReference: text('reseller_reference'),
    unitItems: jsonb('unit_items').$type<OctoUnitItem[]>().notNull(),
    contact: jsonb('contact').$type<OctoContact>(),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: timestampTz('updated_at').notNull(),
    confirmedAt: timestampTz('confirmed_at'),
    /** what the reseller's cancellation gave back, as OCTO says it; null while not cancelled through OCTO */
    cancelRefund: text('cancel_refund', { enum: ['FULL', 'PARTIAL', 'NONE'] }),
    cancelReason: text('cancel_reason'),
    cancelledAt: timestampTz('cancelled_at'),
    /** the status the reseller's webhooks were last told (docs/decisions/071); null before the first event */
    notifiedStatus: text('notified_status'),
  },
  (t) => [
    uniqueIndex('octo_bookings_uuid_uq').on(t.uuid),
    index('octo_bookings_reseller_idx').on(t.resellerId, t.createdAt),
    // the webhook watcher's scan of recent changes (docs/decisions/071): its own rows, and from a booking's changes
    index('octo_bookings_updated_idx').on(t.updatedAt),
    index('octo_bookings_booking_idx').on(t.bookingId),
  ],
);

/** A reseller's webhook (octo/webhooks, docs/decisions/071): where its booking or availability events go, signed with `secret`. */
export const octoWebhooks = pgTable(
  'octo_webhooks',
  {
    id: serial('id').primaryKey(),
    /** the id OCTO answers (a uuid) */
    uuid: text('uuid').notNull().unique(),
    resellerId: integer('reseller_id')
      .notNull()
      .references(() => resellers.id),
    event: text('event', { enum: ['booking_update', 'availability_update'] }).notNull(),
    url: text('url').notNull(),
    /** the HMAC-SHA256 key of its deliveries' Octo-Signature, answered once when it is created */
    secret: text('secret').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('octo_webhooks_reseller_idx').on(t.resellerId)],
);

/**
 * The webhook outbox: one row per event and webhook, written in the transaction of the change (or by the
 * watcher that notices an operator's or traveller's change), delivered by the webhook worker with retries.
 */
export const octoWebhookDeliveries = pgTable(
  'octo_webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    webhookId: integer('webhook_id')
      .notNull()
      .references(() => octoWebhooks.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    /** the exact body sent, so every retry carries the same bytes and signature */
    body: text('body').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestampTz('next_attempt_at').notNull(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestampTz('sent_at'),
  },
  (t) => [index('octo_webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt)],
);

/**
 * What availability_update webhooks were last told of one availability (docs/decisions/071): its status,
 * vacancies and capacity. The watcher sends an event when the availability reads otherwise, conditional on it.
 */
export const octoAvailabilityMarks = pgTable(
  'octo_availability_marks',
  {
    id: serial('id').primaryKey(),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    /** the OCTO availability id: the local start, `2026-12-20T16:00:00+04:00` */
    availabilityId: text('availability_id').notNull(),
    marker: text('marker').notNull(),
    updatedAt: timestampTz('updated_at').notNull(),
  },
  (t) => [uniqueIndex('octo_availability_marks_uq').on(t.packageId, t.availabilityId)],
);

/** How far the availability watcher has read the bookings' changes: one row per watcher (`name`). */
export const octoWatchState = pgTable('octo_watch_state', {
  name: text('name').primaryKey(),
  readUntil: timestampTz('read_until').notNull(),
});
