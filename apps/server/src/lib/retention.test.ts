import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import {
  bookings,
  messages,
  otpChallenges,
  payments,
  purchases,
  rateLimits,
  sessions,
  webhookEvents,
} from '../db/schema/index.ts';
import { createDestination, createPackage, createUser } from '../test/factories.ts';
import { copyTemplate } from '../test/templates.ts';
import { deleteExpiredRows } from './retention.ts';

// docs/decisions/062: rows nothing needs go after their periods, in batches; whatever a purchase keeps stays.

const day = 86_400_000;
let database: DatabaseHandle;
const periods = loadConfig({ NODE_ENV: 'test' });
/** the run's instant, from the suite's clock */
const now = new Date(Date.now());
const ago = (ms: number) => new Date(now.getTime() - ms);

beforeAll(async () => {
  database = await copyTemplate({ pgliteImage: inject('pgliteImage'), postgresTemplateUrl: inject('postgresTemplateUrl') });
});
afterAll(() => database.close());

const keysOf = async () => (await database.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key).sort();

describe('the retention job', () => {
  it('has documented defaults, each a number of days', () => {
    expect(periods.RETENTION_RATE_LIMIT_DAYS).toBe(2);
    expect(periods.RETENTION_SESSION_DAYS).toBe(30);
    expect(periods.RETENTION_CODE_DAYS).toBe(1);
    expect(periods.RETENTION_SENT_MESSAGE_DAYS).toBe(90);
    expect(periods.RETENTION_PROVIDER_EVENT_DAYS).toBe(90);
  });

  it('deletes rate-limit windows that ended more than the period ago and keeps the others', async () => {
    const { db } = database;
    // a window ends at most a day after it starts: 3 days and a minute old has ended more than 2 days ago
    await db.insert(rateLimits).values([
      { key: 'otp:a@example.com', windowStart: ago(3 * day + 60_000), count: 3 },
      { key: 'otp:b@example.com', windowStart: ago(3 * day - 60_000), count: 1 },
      { key: 'otp:c@example.com', windowStart: ago(60_000), count: 1 },
    ]);
    const result = await deleteExpiredRows(db, periods, now);
    expect(result.rate_limits).toBe(1);
    expect(await keysOf()).toEqual(['otp:b@example.com', 'otp:c@example.com']);
  });

  it('deletes sessions expired or revoked more than 30 days ago, and keeps live and recently ended ones', async () => {
    const { db } = database;
    const user = await createUser(db);
    const rows = await db
      .insert(sessions)
      .values([
        { userId: user.id, tokenHash: 'expired-long-ago', expiresAt: ago(31 * day) },
        { userId: user.id, tokenHash: 'revoked-long-ago', expiresAt: new Date(now.getTime() + day), revokedAt: ago(31 * day) },
        { userId: user.id, tokenHash: 'expired-lately', expiresAt: ago(29 * day) },
        { userId: user.id, tokenHash: 'live', expiresAt: new Date(now.getTime() + day) },
      ])
      .returning({ tokenHash: sessions.tokenHash });
    expect(rows).toHaveLength(4);
    const result = await deleteExpiredRows(db, periods, now);
    expect(result.sessions).toBe(2);
    const left = await db.select({ tokenHash: sessions.tokenHash }).from(sessions).where(eq(sessions.userId, user.id));
    expect(left.map((r) => r.tokenHash).sort()).toEqual(['expired-lately', 'live']);
  });

  it('deletes one-time codes used or expired more than a day ago', async () => {
    const { db } = database;
    const code = { purpose: 'login' as const, channel: 'email' as const, codeHash: 'x' };
    await db.insert(otpChallenges).values([
      { ...code, identifier: 'expired@example.com', expiresAt: ago(day + 60_000) },
      { ...code, identifier: 'used@example.com', expiresAt: new Date(now.getTime() + 600_000), consumedAt: ago(day + 60_000) },
      { ...code, identifier: 'lately@example.com', expiresAt: ago(day - 60_000) },
      { ...code, identifier: 'open@example.com', expiresAt: new Date(now.getTime() + 600_000) },
    ]);
    const result = await deleteExpiredRows(db, periods, now);
    expect(result.codes).toBe(2);
    const left = await db.select({ identifier: otpChallenges.identifier }).from(otpChallenges);
    expect(left.map((r) => r.identifier).sort()).toEqual(['lately@example.com', 'open@example.com']);
  });

  it('deletes messages sent more than 90 days ago, attachments with them; pending and failed ones stay', async () => {
    const { db } = database;
    const message = { kind: 'booking_confirmation' as const, channel: 'email' as const, body: 'b', provider: 'outbox' };
    const attachments = [{ filename: 'visit.ics', contentType: 'text/calendar', base64: 'QkVHSU4=' }];
    await db.insert(messages).values([
      {
        ...message,
        idempotencyKey: 'sent-old',
        recipient: 'old@example.com',
        status: 'sent',
        sentAt: ago(91 * day),
        attachments,
      },
      { ...message, idempotencyKey: 'sent-lately', recipient: 'lately@example.com', status: 'sent', sentAt: ago(89 * day) },
      { ...message, idempotencyKey: 'failed-old', recipient: 'failed@example.com', status: 'failed', createdAt: ago(200 * day) },
      { ...message, idempotencyKey: 'pending-old', recipient: 'pending@example.com', createdAt: ago(200 * day) },
    ]);
    const result = await deleteExpiredRows(db, periods, now);
    expect(result.sent_messages).toBe(1);
    const left = await db.select({ key: messages.idempotencyKey }).from(messages);
    expect(left.map((r) => r.key).sort()).toEqual(['failed-old', 'pending-old', 'sent-lately']);
  });

  it('keeps an expired hold whole — purchase, bookings, payment — and deletes only its provider event', async () => {
    const { db } = database;
    const user = await createUser(db);
    const destination = await createDestination(db);
    const pkg = await createPackage(db, { destinationId: destination.id });
    const [purchase] = await db
      .insert(purchases)
      .values({
        purchaseNumber: 'P-RETENTION-1',
        userId: user.id,
        kind: 'booking',
        status: 4,
        subtotalFils: 5_000,
        totalFils: 5_000,
        holdExpiresAt: ago(400 * day),
        createdAt: ago(400 * day),
        releasedAt: ago(400 * day),
      })
      .returning();
    await db.insert(bookings).values({
      purchaseId: purchase!.id,
      orderNumber: 'B-RETENTION-1',
      userId: user.id,
      packageId: pkg.id,
      adultQty: 1,
      totalFils: 5_000,
      status: 2,
      createdAt: ago(400 * day),
    });
    await db.insert(payments).values({
      purchaseId: purchase!.id,
      provider: 'sandbox',
      providerRef: 'sb-retention-1',
      amountFils: 5_000,
      status: 'expired',
      paymentLink: 'http://127.0.0.1/pay',
      createdAt: ago(400 * day),
    });
    await db.insert(webhookEvents).values([
      {
        provider: 'sandbox',
        eventId: 'ev-old',
        type: 'expired',
        payload: {},
        receivedAt: ago(91 * day),
        processedAt: ago(91 * day),
      },
      {
        provider: 'sandbox',
        eventId: 'ev-lately',
        type: 'expired',
        payload: {},
        receivedAt: ago(89 * day),
        processedAt: ago(89 * day),
      },
    ]);

    const result = await deleteExpiredRows(db, periods, now);
    expect(result.provider_events).toBe(1);
    expect((await db.select().from(webhookEvents)).map((e) => e.eventId)).toEqual(['ev-lately']);
    expect(await db.select().from(purchases).where(eq(purchases.id, purchase!.id))).toHaveLength(1);
    expect(await db.select().from(bookings).where(eq(bookings.purchaseId, purchase!.id))).toHaveLength(1);
    expect(await db.select().from(payments).where(eq(payments.purchaseId, purchase!.id))).toHaveLength(1);
  });

  it('deletes in bounded batches and goes on at the next run; a longer period keeps more', async () => {
    const { db } = database;
    const keys = Array.from({ length: 7 }, (_, i) => `batch:${i}`);
    await db.insert(rateLimits).values(keys.map((key) => ({ key, windowStart: ago(10 * day), count: 1 })));
    // a period of 20 days keeps all of them
    const patient = loadConfig({ NODE_ENV: 'test', RETENTION_RATE_LIMIT_DAYS: '20' });
    expect((await deleteExpiredRows(db, patient, now)).rate_limits).toBe(0);
    // 2 batches of 3 a run: 6 now, the last one at the next run
    expect((await deleteExpiredRows(db, periods, now, { batchSize: 3, maxBatches: 2 })).rate_limits).toBe(6);
    expect(await db.select().from(rateLimits).where(inArray(rateLimits.key, keys))).toHaveLength(1);
    expect((await deleteExpiredRows(db, periods, now, { batchSize: 3, maxBatches: 2 })).rate_limits).toBe(1);
    expect(await db.select().from(rateLimits).where(inArray(rateLimits.key, keys))).toHaveLength(0);
  });
});
