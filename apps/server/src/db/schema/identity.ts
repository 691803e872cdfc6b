import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** lower-cased, so one person cannot hold two accounts by spelling */
    email: text('email').unique(),
    /** E.164 */
    mobile: text('mobile').unique(),
    role: text('role', { enum: ['user', 'operator'] })
      .notNull()
      .default('user'),
    /**
     * an operator's staff role (decision 034): admin runs everything, moderator the counters and queues of the whole
     * portal, member what their team (team_members) may do on its venues (decision 049); null for users
     */
    staffRole: text('staff_role', { enum: ['admin', 'moderator', 'member'] }),
    language: text('language', { enum: ['en', 'ae'] })
      .notNull()
      .default('en'),
    referral: text('referral'),
    trafficReferral: text('traffic_referral'),
    createdAt: createdAt(),
    /** when the account was erased at its owner's request (decision 036): personal fields anonymised, orders kept */
    erasedAt: timestampTz('erased_at'),
  },
  (t) => [
    // the console search (decision 060): e-mail and mobile from their start, names by any part
    index('users_email_prefix_idx').on(t.email.op('text_pattern_ops')),
    index('users_mobile_prefix_idx').on(t.mobile.op('text_pattern_ops')),
    index('users_first_name_trgm').using('gin', t.firstName.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('users_last_name_trgm').using('gin', t.lastName.op('gin_trgm_ops')).with({ fastupdate: false }),
    // the console's customers list (docs/decisions/072-lists-at-scale.md): newest first, and `q` by any part
    index('users_created_idx').on(t.createdAt, t.id),
    index('users_email_trgm').using('gin', t.email.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('users_mobile_trgm').using('gin', t.mobile.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('users_full_name_trgm')
      .using('gin', sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token; the token itself is never stored */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestampTz('expires_at').notNull(),
    revokedAt: timestampTz('revoked_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose', { enum: ['register', 'login'] }).notNull(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    /** normalised e-mail or E.164 number the code was sent to */
    identifier: text('identifier').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    /** sign-up fields carried until the code is confirmed */
    payload: jsonb('payload').$type<Record<string, string>>(),
    clientAddress: text('client_address'),
    createdAt: createdAt(),
    expiresAt: timestampTz('expires_at').notNull(),
    consumedAt: timestampTz('consumed_at'),
  },
  (t) => [index('otp_challenges_identifier_idx').on(t.identifier, t.createdAt)],
);

/** Fixed-window counters kept in the database, so every API process sees the same limits. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestampTz('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [uniqueIndex('rate_limits_key_window_uq').on(t.key, t.windowStart)],
);

/** What caused a message; cancellations, store and postcard orders join here as they come. */
export const messageKinds = [
  'code',
  'booking_confirmation',
  'contact',
  'store_fulfilment',
  'store_order_confirmation',
  'postcard_confirmation',
  'postcard_step',
  'operator_invitation',
  'booking_cancellation',
  'review_invitation',
  'gift_card',
] as const;

/**
 * Every message the portal sends, written in the transaction that causes it and delivered by the message
 * sweeper (a transactional outbox, docs/decisions/022): pending until a provider takes it, then sent, or
 * failed once its attempts are spent, with the last error kept.
 */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: messageKinds }).notNull(),
    /** one per cause (a purchase's confirmation, a code): a second write of it keeps one row, and providers see it */
    idempotencyKey: text('idempotency_key').notNull(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    /** the formatted HTML part of an e-mail; `body` stays its plain-text part */
    html: text('html'),
    language: text('language', { enum: ['en', 'ae'] })
      .notNull()
      .default('en'),
    /** the provider configured when it was written, then the one that delivered it */
    provider: text('provider').notNull(),
    createdAt: createdAt(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    /** deliveries tried; also the claim's fencing token, so a sweeper whose lease ran out cannot record a result */
    attempts: integer('attempts').notNull().default(0),
    /** when a pending message is due: its backoff after a failure, or the lease of the sweeper delivering it */
    nextAttemptAt: timestampTz('next_attempt_at').notNull().defaultNow(),
    /** a scheduled message (a gift card for its send-on date) is not delivered before this; null: at once */
    sendAt: timestampTz('send_at'),
    sentAt: timestampTz('sent_at'),
    lastError: text('last_error'),
    /** files sent with an e-mail (a booking's calendar entry), content in base64 */
    attachments: jsonb('attachments').$type<{ filename: string; contentType: string; base64: string }[]>(),
  },
  (t) => [
    uniqueIndex('messages_idempotency_key_uq').on(t.idempotencyKey),
    index('messages_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    // the console's undelivered messages: those given up on (the pending ones are messages_due_idx's)
    index('messages_failed_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'failed'`),
  ],
);
