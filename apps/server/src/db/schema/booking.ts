import { paymentIssueKinds } from '@portal/contract/backoffice';
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { destinations, meals, packages, subPackages, timeSlots, transports } from './catalog.ts';
import { createdAt, fils, flag, timestampTz } from './columns.ts';
import { users } from './identity.ts';

export const coupons = pgTable('coupons', {
  id: serial('id').primaryKey(),
  /** stored upper-case */
  code: text('code').notNull().unique(),
  type: text('type', { enum: ['aed', 'percentage', 'buy_x_get_y'] }).notNull(),
  /** fils for `aed`, whole percent for `percentage`, unused for buy_x_get_y */
  off: integer('off').notNull().default(0),
  maxDiscountFils: fils('max_discount_fils'),
  minCartFils: fils('min_cart_fils'),
  skipAddOn: flag('skip_add_on'),
  skipTransport: flag('skip_transport'),
  skipFood: flag('skip_food'),
  buy: text('buy', { enum: ['adult', 'child'] }),
  buyQty: smallint('buy_qty'),
  free: text('free', { enum: ['adult', 'child'] }),
  freeQty: smallint('free_qty'),
  firstOrderOnly: flag('first_order_only'),
  usageLimitTotal: integer('usage_limit_total'),
  usageLimitPerUser: integer('usage_limit_per_user'),
  /** null = every package */
  packageIds: jsonb('package_ids').$type<number[]>(),
  startsAt: timestampTz('starts_at'),
  expiresAt: timestampTz('expires_at'),
  enable: flag('enable'),
  msg: text('msg').notNull().default(''),
  createdAt: createdAt(),
});

/**
 * One checkout: the unit that is paid. Status 0 pending (hold), 1 confirmed, 2 failed, 3 cancelled, 4 expired.
 * Holds on scarce rows are released when a pending purchase fails or passes `hold_expires_at`.
 */
export const purchases = pgTable(
  'purchases',
  {
    id: serial('id').primaryKey(),
    /** unguessable */
    purchaseNumber: text('purchase_number').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['booking', 'store', 'postcard', 'gift_card'] }).notNull(),
    status: smallint('status').notNull().default(0),
    subtotalFils: integer('subtotal_fils').notNull(),
    discountFils: integer('discount_fils').notNull().default(0),
    totalFils: integer('total_fils').notNull(),
    /** the part of the total a tender (a gift card) pays, taken with the hold; the provider is asked for the rest */
    tenderedFils: integer('tendered_fils').notNull().default(0),
    couponId: integer('coupon_id').references(() => coupons.id),
    couponCode: text('coupon_code'),
    site: text('site'),
    channel: text('channel'),
    redirectTo: text('redirect_to'),
    referral: text('referral'),
    trafficReferral: text('traffic_referral'),
    holdExpiresAt: timestampTz('hold_expires_at'),
    createdAt: createdAt(),
    confirmedAt: timestampTz('confirmed_at'),
    releasedAt: timestampTz('released_at'),
  },
  (t) => [
    index('purchases_user_idx').on(t.userId, t.createdAt),
    index('purchases_hold_idx').on(t.status, t.holdExpiresAt),
    // the reports' conversion (checkouts started in a range) and coupons (paid purchases with a coupon)
    index('purchases_created_idx').on(t.createdAt),
    // the console's bookings list by number (docs/decisions/072-lists-at-scale.md): a purchase number from its start
    index('purchases_number_prefix_idx').on(t.purchaseNumber.op('text_pattern_ops')),
    // the OCTO webhook watcher's holds released recently (docs/decisions/071)
    index('purchases_released_idx')
      .on(t.releasedAt)
      .where(sql`${t.releasedAt} is not null`),
    index('purchases_coupon_confirmed_idx')
      .on(t.confirmedAt)
      .where(sql`${t.couponId} is not null`),
  ],
);

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => purchases.id)
      .unique(),
    createdAt: createdAt(),
  },
  (t) => [index('coupon_redemptions_coupon_user_idx').on(t.couponId, t.userId)],
);

/**
 * A purchase item for one package: the booking the user sees, with its own unguessable order number.
 * Status (contract bookingStatuses): 0 pending, 1 confirmed, 2 failed (its hold was released), 3 cancelled
 * (a refund still owed or settling, or none owed), 4 refunded (cancelled and its refund settled).
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => purchases.id),
    orderNumber: text('order_number').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id),
    destinationId: integer('destination_id').references(() => destinations.id),
    date: date('date', { mode: 'string' }),
    timeSlotId: integer('time_slot_id').references(() => timeSlots.id),
    timeSlotData: text('time_slot_data'),
    adultQty: smallint('adult_qty').notNull().default(0),
    childQty: smallint('child_qty').notNull().default(0),
    adultPriceFils: fils('adult_price_fils'),
    childPriceFils: fils('child_price_fils'),
    /** chosen options of an option-list package, with the prices charged */
    options: jsonb('options').$type<{ id: string; label: string; priceFils: number }[]>(),
    notes: text('notes'),
    transportId: integer('transport_id').references(() => transports.id),
    transportType: text('transport_type', { enum: ['one_way', 'two_way'] }),
    transportName: text('transport_name'),
    transportPriceFils: fils('transport_price_fils'),
    totalFils: integer('total_fils').notNull(),
    status: smallint('status').notNull().default(0),
    createdAt: createdAt(),
    cancelledAt: timestampTz('cancelled_at'),
    /** the traveller or the operator who cancelled it */
    cancelledBy: integer('cancelled_by').references(() => users.id),
    cancelReason: text('cancel_reason'),
    /** when the day-after e-mail inviting a review was written (once per booking) */
    reviewInvitedAt: timestampTz('review_invited_at'),
  },
  (t) => [
    index('bookings_user_idx').on(t.userId, t.createdAt),
    index('bookings_purchase_idx').on(t.purchaseId),
    // the console search (decision 060): an order number from its start
    index('bookings_order_number_prefix_idx').on(t.orderNumber.op('text_pattern_ops')),
    // the console home's visits and check-ins: confirmed bookings of a few days
    index('bookings_confirmed_date_idx')
      .on(t.date)
      .where(sql`${t.status} = 1`),
    // at scale (docs/decisions/072-lists-at-scale.md): the console's list newest first, its dates of any status,
    // and the review invitations' bookings still to invite, by date
    index('bookings_created_idx').on(t.createdAt, t.id),
    index('bookings_date_idx').on(t.date),
    // the OCTO webhook watcher's bookings cancelled recently (docs/decisions/071)
    index('bookings_cancelled_idx')
      .on(t.cancelledAt)
      .where(sql`${t.cancelledAt} is not null`),
    index('bookings_review_due_idx')
      .on(t.date, t.id)
      .where(sql`${t.status} = 1 and ${t.reviewInvitedAt} is null`),
  ],
);

export const bookingSubPackages = pgTable('booking_sub_packages', {
  id: serial('id').primaryKey(),
  bookingId: integer('booking_id')
    .notNull()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  subPackageId: integer('sub_package_id').references(() => subPackages.id),
  packageName: text('package_name').notNull(),
  adultQty: smallint('adult_qty').notNull().default(0),
  childQty: smallint('child_qty').notNull().default(0),
  adultPriceFils: fils('adult_price_fils'),
  childPriceFils: fils('child_price_fils'),
});

export const bookingMeals = pgTable('booking_meals', {
  id: serial('id').primaryKey(),
  bookingId: integer('booking_id')
    .notNull()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  mealId: integer('meal_id').references(() => meals.id),
  mealName: text('meal_name').notNull(),
  mealQty: smallint('meal_qty').notNull(),
  priceFils: integer('price_fils').notNull(),
});

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => purchases.id),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref').notNull(),
    amountFils: integer('amount_fils').notNull(),
    currency: text('currency').notNull().default('AED'),
    status: text('status', { enum: ['created', 'succeeded', 'failed', 'cancelled', 'expired'] })
      .notNull()
      .default('created'),
    paymentLink: text('payment_link').notNull(),
    createdAt: createdAt(),
    updatedAt: timestampTz('updated_at'),
    /**
     * Why money taken by this payment could not confirm its purchase (docs/decisions/021): the tickets, the
     * store stock or the coupon were gone when a released purchase was paid late, the purchase was already paid, or the
     * amount differed. Null for a payment without an issue; operators list the others.
     */
    issue: text('issue', { enum: paymentIssueKinds }),
  },
  (t) => [
    uniqueIndex('payments_provider_ref_uq').on(t.provider, t.providerRef),
    index('payments_issue_idx').on(t.issue, t.createdAt),
  ],
);

/** Received provider events, stored so each event id is processed once whatever the order of arrival. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: createdAt(),
    processedAt: timestampTz('processed_at'),
  },
  (t) => [uniqueIndex('webhook_events_provider_event_uq').on(t.provider, t.eventId)],
);

/** Why money is given back (docs/decisions/036). */
export const refundReasons = ['traveller_cancel', 'operator_cancel', 'late_payment'] as const;

/**
 * Money given back from one payment, whole or in part (docs/decisions/036). 'due' when written, in the
 * transaction that decided it; 'pending' once the provider took it and is still settling it; 'succeeded'
 * or 'failed' as the provider says (the answer to the request, or a refund webhook). The idempotency key
 * makes a request repeated after a crash the same refund at the provider.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => purchases.id),
    /** the cancelled booking it pays back; null for a whole payment given back (a late payment) */
    bookingId: integer('booking_id').references(() => bookings.id),
    amountFils: integer('amount_fils').notNull(),
    currency: text('currency').notNull().default('AED'),
    reason: text('reason', { enum: refundReasons }).notNull(),
    note: text('note').notNull().default(''),
    /** the traveller or operator who asked for it; null when the portal gives it back on its own */
    requestedBy: integer('requested_by').references(() => users.id),
    status: text('status', { enum: ['due', 'pending', 'succeeded', 'failed'] })
      .notNull()
      .default('due'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    providerRef: text('provider_ref'),
    /** the provider's last refusal or failure */
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: timestampTz('updated_at'),
    settledAt: timestampTz('settled_at'),
  },
  (t) => [
    index('refunds_payment_idx').on(t.paymentId),
    index('refunds_open_idx')
      .on(t.status, t.id)
      .where(sql`${t.status} in ('due', 'pending')`),
  ],
);

/**
 * Every movement of money at the provider, one row each (decision 036): a charge (+) when a payment
 * succeeds, a refund (−) when a refund succeeds. For each payment the rows sum to what the provider holds.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => purchases.id),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    refundId: integer('refund_id')
      .references(() => refunds.id)
      .unique(),
    kind: text('kind', { enum: ['charge', 'refund'] }).notNull(),
    /** fils, signed: a charge is positive, a refund negative */
    amountFils: integer('amount_fils').notNull(),
    currency: text('currency').notNull().default('AED'),
    provider: text('provider').notNull(),
    /** the payment's reference for a charge, the refund's for a refund */
    providerRef: text('provider_ref').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_entries_charge_uq')
      .on(t.paymentId)
      .where(sql`${t.kind} = 'charge'`),
    index('ledger_entries_purchase_idx').on(t.purchaseId),
    // the console home's money of a day, week and month, read from the index alone; the ledger file's pages
    index('ledger_entries_created_idx').on(t.createdAt, t.kind, t.amountFils),
  ],
);

/** A booking checked in at the gate (decision 036): once, by one operator. */
export const checkIns = pgTable(
  'check_ins',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id)
      .unique(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  // the OCTO webhook watcher's recent check-ins (docs/decisions/071)
  (t) => [index('check_ins_created_idx').on(t.createdAt)],
);
