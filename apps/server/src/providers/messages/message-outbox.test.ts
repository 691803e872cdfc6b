import { setImmediate as yieldToOthers } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { messages, timeSlots } from '../../db/schema/index.ts';
import { createDestination, createPackage, createSession, createUser } from '../../test/factories.ts';
import { createTestApp, formHeaders, postAction } from '../../test/harness.ts';
import { smtpServer } from '../../test/smtp.ts';
import { sandboxProvider } from '../payments/sandbox.ts';
import { systemClock } from '../../lib/clock.ts';
import { createMessageSweeper, deliveryRules, retryDelayMs } from './message-sweeper.ts';
import { createMessageSender, outboxTransport, stableMessageId, type StoredMessage, type Transport } from './messages.ts';

// docs/decisions/022: every message is written in the transaction that causes it and delivered by the sweeper
const sandbox = sandboxProvider({ publicUrl: 'http://127.0.0.1', secret: 'a-sandbox-secret-of-enough-length' });
let t: Awaited<ReturnType<typeof createTestApp>>;

/** Another server process on the test's database, as a restart or a second instance would be. */
async function processOn(extra: Parameters<typeof loadConfig>[0] = {}, transports: { email?: Transport } = {}) {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: t.dataDir,
    WEB_DIST_DIR: t.config.WEB_DIST_DIR,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://127.0.0.1',
    ...extra,
  });
  const app = await buildApp({ config, db: t.db, logger: false, publicCacheMs: 0, payments: sandbox, transports });
  await app.ready();
  return app;
}

const messageTo = async (recipient: string) => (await t.db.select().from(messages).where(eq(messages.recipient, recipient)))[0]!;

/** A paid booking of one adult, confirmed by the sandbox page's success, through `app`. */
async function payForBooking(app: Awaited<ReturnType<typeof buildApp>>, email: string) {
  const user = await createUser(t.db, { email });
  const token = await createSession(t.db, user.id);
  const pkg = await createPackage(t.db, {
    destinationId: (await createDestination(t.db)).id,
    enableDatePicker: 1,
    enableTimePicker: 1,
    startDate: '2026-11-01',
    endDate: '2027-06-30',
  });
  const [slot] = await t.db
    .insert(timeSlots)
    .values({ packageId: pkg.id, timeSlot: '4:00 PM', adultTickets: 10, childTickets: 10, enable: 1 })
    .returning();
  const items = { packages: [{ package_id: pkg.id, adult_qty: 1, date: '2026-12-20', time_slot_id: slot!.id }] };
  const created = await postAction(
    app,
    { action: 'createPurchase', items: JSON.stringify(items), site: 'sharjah', channel: 'web' },
    token,
  );
  const purchaseNumber = String(created.json().purchase_number);
  const started = await postAction(app, { action: 'initiatePayment', purchase_number: purchaseNumber }, token);
  const link = new URL(String(started.json().payment_link));
  const paid = await app.inject({ method: 'POST', url: link.pathname, headers: formHeaders, payload: 'outcome=succeeded' });
  expect(paid.statusCode).toBe(303);
  return purchaseNumber;
}

beforeAll(async () => {
  t = await createTestApp({ payments: sandbox });
  // the harness's own app stays idle: each test starts the processes it needs on the same database
  await t.app.messageSweeper.stop();
});
afterAll(() => t.close());

describe('the message outbox', () => {
  it('a ticket e-mail whose process died right after the confirmation is delivered once by the next process', async () => {
    const smtp = smtpServer();
    const url = await smtp.start();
    const first = await processOn({ EMAIL_PROVIDER: 'smtp', SMTP_URL: url });
    try {
      // the process dies between the commit and the delivery: its sweeper never runs again
      await first.messageSweeper.stop();
      const purchaseNumber = await payForBooking(first, 'crash.buyer@example.com');
      await first.close();
      expect(await messageTo('crash.buyer@example.com')).toMatchObject({
        kind: 'booking_confirmation',
        status: 'pending',
        attempts: 0,
        idempotencyKey: `booking-confirmation:${purchaseNumber}`,
      });
      expect(smtp.state.attempts).toHaveLength(0);

      // the restarted process sweeps as it starts
      const second = await processOn({ EMAIL_PROVIDER: 'smtp', SMTP_URL: url });
      try {
        await vi.waitFor(async () => expect((await messageTo('crash.buyer@example.com')).status).toBe('sent'), {
          timeout: 20_000,
        });
        await second.messageSweeper.sweepOnce({ now: new Date(Date.now() + 86_400_000) });
        expect(smtp.state.accepted).toHaveLength(1);
        expect(smtp.state.accepted[0]!.to).toEqual(['crash.buyer@example.com']);
        expect(smtp.state.accepted[0]!.data).toMatch(/^Subject: .*confirmed/m);
        expect(smtp.state.accepted[0]!.data).toContain(`booking-${purchaseNumber}.ics`);
        expect(await messageTo('crash.buyer@example.com')).toMatchObject({ status: 'sent', attempts: 1, provider: 'smtp' });
      } finally {
        await second.close();
      }
    } finally {
      await smtp.close();
    }
  });

  it('a ticket e-mail the provider failed to take in a process that then stopped is retried by the next one, once', async () => {
    const dying: Transport = {
      name: 'smtp',
      deliver: async () => {
        throw new Error('connection reset');
      },
    };
    const first = await processOn({}, { email: dying });
    await payForBooking(first, 'reset.buyer@example.com');
    await vi.waitFor(async () => expect((await messageTo('reset.buyer@example.com')).attempts).toBe(1), { timeout: 20_000 });
    await first.close();
    const failed = await messageTo('reset.buyer@example.com');
    expect(failed).toMatchObject({ status: 'pending', lastError: 'connection reset' });

    const smtp = smtpServer();
    const second = await processOn({ EMAIL_PROVIDER: 'smtp', SMTP_URL: await smtp.start() });
    try {
      // this test drives the sweeps itself, whatever time the machine takes
      await second.messageSweeper.stop();
      // not due before its backoff; due after it
      expect(await second.messageSweeper.sweepOnce({ now: new Date(failed.nextAttemptAt.getTime() - 1) })).toEqual({
        sent: 0,
        retrying: 0,
        failed: 0,
      });
      expect(await second.messageSweeper.sweepOnce({ now: failed.nextAttemptAt })).toMatchObject({ sent: 1 });
      await second.messageSweeper.sweepOnce({ now: new Date(failed.nextAttemptAt.getTime() + 86_400_000) });
      expect(smtp.state.accepted).toHaveLength(1);
      expect(await messageTo('reset.buyer@example.com')).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    } finally {
      await second.close();
      await smtp.close();
    }
  });

  it('an SMTP server that refuses twice gets the code again with a doubling wait, with the same Message-ID, then takes it', async () => {
    const smtp = smtpServer();
    smtp.state.refusals = 2;
    const app = await processOn({
      EMAIL_PROVIDER: 'smtp',
      SMTP_URL: await smtp.start(),
      MAIL_FROM: 'Portal <no-reply@portal.example>',
    });
    try {
      const user = await createUser(t.db, { email: 'busy.mailbox@example.com' });
      const asked = await postAction(app, { action: 'sendOtp', email: user.email! });
      expect(asked.statusCode).toBe(200);
      // the wake-up after the commit tries at once
      await vi.waitFor(async () => expect((await messageTo(user.email!)).attempts).toBe(1), { timeout: 20_000 });
      await app.messageSweeper.stop();
      const once = await messageTo(user.email!);
      expect(once).toMatchObject({ status: 'pending', lastError: expect.stringContaining('mailbox busy') });

      expect(await app.messageSweeper.sweepOnce({ now: once.nextAttemptAt })).toEqual({ sent: 0, retrying: 1, failed: 0 });
      const twice = await messageTo(user.email!);
      expect(twice.nextAttemptAt.getTime() - once.nextAttemptAt.getTime()).toBe(retryDelayMs(2));
      expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));

      expect(await app.messageSweeper.sweepOnce({ now: twice.nextAttemptAt })).toEqual({ sent: 1, retrying: 0, failed: 0 });
      expect(await messageTo(user.email!)).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
      expect(smtp.state.attempts).toHaveLength(3);
      expect(smtp.state.accepted).toHaveLength(1);
      const messageId = stableMessageId(once.idempotencyKey, 'Portal <no-reply@portal.example>');
      expect(messageId).toMatch(/^<[0-9a-f]{32}@portal\.example>$/);
      for (const attempt of smtp.state.attempts) expect(attempt).toContain(`Message-ID: ${messageId}`);
    } finally {
      await app.close();
      await smtp.close();
    }
  });

  it('gives a message up after its last attempt and keeps the error in the table', async () => {
    const refusing: Transport = {
      name: 'sms',
      deliver: async () => {
        throw new Error('SMS API answered 503');
      },
    };
    const sender = createMessageSender({
      db: t.db,
      transports: { email: refusing, sms: refusing },
      wake: () => {},
      now: systemClock,
    });
    const sweeper = createMessageSweeper({
      db: t.db,
      transports: { email: refusing, sms: refusing },
      log: t.app.log,
      now: systemClock,
    });
    await sender.send({
      kind: 'code',
      channel: 'sms',
      to: '+971500000404',
      subject: '',
      text: 'Your code is 123456.',
      language: 'en',
    });
    let now = new Date();
    for (let attempt = 1; attempt <= deliveryRules.maxAttempts; attempt += 1) {
      const result = await sweeper.sweepOnce({ now });
      expect(result).toEqual(
        attempt < deliveryRules.maxAttempts ? { sent: 0, retrying: 1, failed: 0 } : { sent: 0, retrying: 0, failed: 1 },
      );
      now = (await messageTo('+971500000404')).nextAttemptAt;
    }
    expect(await messageTo('+971500000404')).toMatchObject({
      status: 'failed',
      attempts: deliveryRules.maxAttempts,
      lastError: 'SMS API answered 503',
      sentAt: null,
    });
    expect(await sweeper.sweepOnce({ now: new Date(now.getTime() + 365 * 86_400_000) })).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
  });

  it('sweepers racing over the same messages deliver each one once', async () => {
    const delivered: number[] = [];
    const slow: Transport = {
      name: 'smtp',
      async deliver(m: StoredMessage) {
        // let the other sweeper run while this one is sending
        await yieldToOthers();
        delivered.push(m.id);
      },
    };
    const transports = { email: slow, sms: slow };
    const sender = createMessageSender({ db: t.db, transports, wake: () => {}, now: systemClock });
    const count = deliveryRules.batchSize * 6;
    for (let i = 0; i < count; i += 1) {
      await sender.send({
        kind: 'contact',
        channel: 'email',
        to: `race${i}@example.com`,
        subject: 'Race',
        text: 'Hello',
        language: 'en',
      });
    }
    // as many sweepers as processes could run, all claiming at once
    const sweepers = Array.from({ length: 8 }, () =>
      createMessageSweeper({ db: t.db, transports, log: t.app.log, now: systemClock }),
    );
    const now = new Date(Date.now() + 60_000);
    let sent = 0;
    for (let round = 0; round < 10 && sent < count; round += 1) {
      const results = await Promise.all(sweepers.map((sweeper) => sweeper.sweepOnce({ now })));
      sent += results.reduce((sum, r) => sum + r.sent, 0);
    }
    expect(sent).toBe(count);
    expect(delivered).toHaveLength(count);
    expect(new Set(delivered).size).toBe(count);
  });

  it('a sweeper whose lease ran out cannot record a result over the claim that took the message since', async () => {
    let release: () => void = () => {};
    const stuck: Transport = {
      name: 'smtp',
      deliver: () => new Promise<void>((resolve) => (release = resolve)),
    };
    const quick: Transport = { name: 'smtp', deliver: async () => {} };
    const sender = createMessageSender({ db: t.db, transports: { email: stuck, sms: stuck }, wake: () => {}, now: systemClock });
    await sender.send({
      kind: 'contact',
      channel: 'email',
      to: 'lease@example.com',
      subject: 'Lease',
      text: 'Hello',
      language: 'en',
    });
    const slowOne = createMessageSweeper({
      db: t.db,
      transports: { email: stuck, sms: stuck },
      log: t.app.log,
      now: systemClock,
    });
    const later = createMessageSweeper({ db: t.db, transports: { email: quick, sms: quick }, log: t.app.log, now: systemClock });
    const now = new Date(Date.now() + 60_000);
    const slowSweep = slowOne.sweepOnce({ now });
    await vi.waitFor(async () => expect((await messageTo('lease@example.com')).attempts).toBe(1), { timeout: 20_000 });
    // while the lease holds nobody else takes it; once it ends the message is taken again (at least once)
    expect(await later.sweepOnce({ now })).toEqual({ sent: 0, retrying: 0, failed: 0 });
    const afterLease = new Date(now.getTime() + deliveryRules.leaseMs);
    expect(await later.sweepOnce({ now: afterLease })).toEqual({ sent: 1, retrying: 0, failed: 0 });
    release();
    await slowSweep;
    expect(await messageTo('lease@example.com')).toMatchObject({ status: 'sent', attempts: 2, sentAt: afterLease });
  });

  it('writes the same cause once, and keeps a message in the outbox provider as sent', async () => {
    const log = t.app.log;
    const transports = { email: outboxTransport(log), sms: outboxTransport(log) };
    const sender = createMessageSender({ db: t.db, transports, wake: () => {}, now: systemClock });
    const message = {
      kind: 'booking_confirmation' as const,
      idempotencyKey: 'booking-confirmation:P-TWICE',
      channel: 'email' as const,
      to: 'twice@example.com',
      subject: 'Confirmed',
      text: 'Hello',
      language: 'en' as const,
    };
    await t.db.transaction(async (tx) => {
      await sender.write(tx, message);
      await sender.write(tx, message);
    });
    await sender.send(message);
    expect(await t.db.select().from(messages).where(eq(messages.recipient, 'twice@example.com'))).toHaveLength(1);
    await createMessageSweeper({ db: t.db, transports, log, now: systemClock }).sweepOnce({ now: new Date(Date.now() + 60_000) });
    expect(await messageTo('twice@example.com')).toMatchObject({ status: 'sent', provider: 'outbox', attempts: 1 });
  });
});
