import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { calendarDateIn } from '@portal/domain/dates';
import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import {
  bookings,
  checkIns,
  octoAvailabilityMarks,
  octoBookings,
  octoWatchState,
  octoWebhookDeliveries,
  octoWebhooks,
  purchases,
  resellers,
} from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { answer, load, statusOf } from './octo-bookings.ts';
import { extrasOf, supportedCapabilities } from './octo-capabilities.ts';
import { availabilities, countsOf, defaultOptionId, productRow, type OctoAvailability } from './octo-catalogue.ts';
import { OctoError } from './octo-errors.ts';
import { sells, type Reseller } from './reseller-service.ts';

/**
 * octo/webhooks (docs/decisions/071): a reseller registers URLs for `booking_update` or `availability_update`;
 * every change of one of its bookings — its own calls, a traveller's or an operator's cancellation, an expiry, a
 * check-in — and every change of the availability of a product it sells becomes a signed delivery in the
 * `octo_webhook_deliveries` outbox, sent with retries by the webhook worker.
 */

export const webhookEvents = ['booking_update', 'availability_update'] as const;

export const webhookRules = {
  /** webhooks one reseller may keep */
  perReseller: 20,
  /** tries before a delivery is given up (failed): about 9 hours of retries */
  maxAttempts: 12,
  firstRetryMs: 30_000,
  longestRetryMs: 3_600_000,
  /** a claimed delivery is not due again before this, longer than the request's timeout */
  leaseMs: 60_000,
  timeoutMs: 10_000,
  batchSize: 20,
  /** how far back the watcher looks for changed bookings */
  watchWindowMs: 7 * 86_400_000,
  watchBatch: 200,
  /** the availability watcher rereads this much before where it stopped: a change committed late is not missed */
  availabilityOverlapMs: 60_000,
  /** how far back it reads the first time */
  availabilityFirstLookMs: 3_600_000,
  /** product days it reads in one turn */
  availabilityBatch: 500,
};

/**
 * The wait before attempt `attempts + 1`, after `attempts` failed ones: exponential backoff, or the receiver's
 * own `Retry-After` when it gave one (bounded by the longest backoff, and at least a second).
 */
export const webhookRetryDelayMs = (attempts: number, retryAfterMs?: number) =>
  retryAfterMs === undefined
    ? Math.min(webhookRules.firstRetryMs * 2 ** Math.max(0, attempts - 1), webhookRules.longestRetryMs)
    : Math.min(Math.max(retryAfterMs, 1_000), webhookRules.longestRetryMs);

/**
 * A `Retry-After` header as a wait from `now`: delay-seconds or an HTTP date (RFC 9110 §10.2.3); undefined when
 * absent or unreadable.
 */
export function retryAfterMs(header: string | undefined, now: Date): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now.getTime());
}

/** A receiver's refusal; `retryAfterMs` when it answered 429 or 503 with a readable `Retry-After`. */
class DeliveryRefused extends Error {
  readonly retryAfterMs: number | undefined;
  constructor(message: string, retryAfterMs?: number) {
    super(message);
    this.retryAfterMs = retryAfterMs;
  }
}

export const webhookBodySchema = z.object({
  url: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .refine((u) => !/\s/.test(u), 'no spaces'),
  event: z.enum(webhookEvents),
});

// addresses no webhook may reach unless the operator allows them: this host, private networks, link-local, multicast
const privateAddresses = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  privateAddresses.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  privateAddresses.addSubnet(net, prefix, 'ipv6');

/** Whether an address is loopback, private, link-local or otherwise not on the public internet (IPv4-mapped IPv6 too). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return privateAddresses.check(mapped, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return privateAddresses.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The addresses a webhook URL's host resolves to, refused when any is private and neither the host nor the
 * address is in OCTO_WEBHOOK_PRIVATE_HOSTS. Checked when it is registered and again at every delivery (the
 * connection goes to the address checked), so a name that later resolves inwards reaches nothing.
 */
async function allowedAddresses(host: string, allowed: readonly string[]): Promise<{ address: string; family: number }[]> {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  const found = isIP(bare) ? [{ address: bare, family: isIP(bare) }] : await lookup(bare, { all: true });
  if (found.length === 0) throw new Error('the host has no address');
  const open = allowed.includes(bare);
  for (const a of found)
    if (isPrivateAddress(a.address) && !open && !allowed.includes(a.address))
      throw new Error(`the host resolves to a private address (${a.address})`);
  return found;
}

type WebhookRow = typeof octoWebhooks.$inferSelect;

const view = (w: WebhookRow) => ({
  id: w.uuid,
  event: w.event,
  url: w.url,
  utcCreatedAt: w.createdAt.toISOString().replace(/\.\d{3}Z$/, 'Z'),
});

/** POST /webhooks: a new webhook of the reseller, its signing secret answered this once. */
export async function createWebhook(
  db: Database,
  allowed: readonly string[],
  reseller: Reseller,
  body: z.infer<typeof webhookBodySchema>,
  now: Date,
) {
  const url = new URL(body.url);
  if (url.username || url.password)
    throw new OctoError('BAD_REQUEST', { fields: { url: 'no credentials in the URL' } }, 'url: no credentials');
  try {
    await allowedAddresses(url.hostname, allowed);
  } catch (err) {
    throw new OctoError('BAD_REQUEST', { fields: { url: 'not reachable' } }, `url: ${(err as Error).message}`);
  }
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(octoWebhooks)
    .where(eq(octoWebhooks.resellerId, reseller.id));
  if (count >= webhookRules.perReseller)
    throw new OctoError('UNPROCESSABLE_ENTITY', {}, `At most ${webhookRules.perReseller} webhooks per reseller`);
  const secret = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(octoWebhooks)
    .values({ uuid: randomUUID(), resellerId: reseller.id, event: body.event, url: url.toString(), secret, createdAt: now })
    .returning();
  return { ...view(row!), secret };
}

/** GET /webhooks: the reseller's webhooks, oldest first, without their secrets. */
export async function listWebhooks(db: Database, reseller: Reseller) {
  const rows = await db.select().from(octoWebhooks).where(eq(octoWebhooks.resellerId, reseller.id)).orderBy(asc(octoWebhooks.id));
  return rows.map(view);
}

/** DELETE /webhooks/{id}: removes one of the reseller's webhooks and its undelivered events; another's is BAD_REQUEST as a missing one. */
export async function deleteWebhook(db: Database, reseller: Reseller, id: string) {
  const [row] = await db
    .delete(octoWebhooks)
    .where(and(eq(octoWebhooks.uuid, id), eq(octoWebhooks.resellerId, reseller.id)))
    .returning();
  if (!row) throw new OctoError('BAD_REQUEST', { id }, 'No such webhook');
  return view(row);
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` with the webhook's secret: what a receiver checks. */
export function webhookSignature(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}

export type WebhookRun = { enqueued: number; sent: number; retrying: number; failed: number; deleted: number };

export type WebhookWorker = {
  /** One turn: notice changed bookings, deliver what is due, delete old deliveries. Tests call it with their clock. */
  runOnce(now?: Date): Promise<WebhookRun>;
};

/**
 * The OCTO bookings with activity inside the watch window whose reseller has a live booking_update webhook
 * older than the activity. Each kind of activity is found through its own index (docs/decisions/071): the OCTO
 * row's `updated_at`, a cancellation, a released hold, a pending hold's expiry and a check-in; none is a scan of
 * a whole table.
 */
export function watchCandidates(db: Database, now: Date) {
  const since = new Date(now.getTime() - webhookRules.watchWindowMs);
  const activity = sql`greatest(${octoBookings.updatedAt}, ${bookings.cancelledAt}, ${purchases.releasedAt}, ${checkIns.createdAt},
      least(${purchases.holdExpiresAt}, ${now}))`;
  const recent = sql`select o.id from ${octoBookings} o where o.updated_at > ${since}
    union select o.id from ${bookings} b join ${octoBookings} o on o.booking_id = b.id
      where b.cancelled_at > ${since} and b.cancelled_at is not null
    union select o.id from ${purchases} p join ${octoBookings} o on o.purchase_id = p.id
      where p.released_at > ${since} and p.released_at is not null
    union select o.id from ${purchases} p join ${octoBookings} o on o.purchase_id = p.id
      where p.status = 0 and p.hold_expires_at > ${since}
    union select o.id from ${octoBookings} o
      where o.booking_id = any(array(select c.booking_id from ${checkIns} c where c.created_at > ${since}))`;
  return db
    .select({ uuid: octoBookings.uuid, resellerId: octoBookings.resellerId, notified: octoBookings.notifiedStatus })
    .from(octoBookings)
    .innerJoin(bookings, eq(bookings.id, octoBookings.bookingId))
    .innerJoin(purchases, eq(purchases.id, octoBookings.purchaseId))
    .leftJoin(checkIns, eq(checkIns.bookingId, bookings.id))
    .where(
      and(
        // looked up by id in the set of recent ones, not by walking every OCTO booking
        sql`${octoBookings.id} = any(array(${recent}))`,
        sql`${activity} > ${since}`,
        // a revoked reseller's webhooks are told nothing more
        sql`exists (select 1 from ${octoWebhooks} w join ${resellers} r on r.id = w.reseller_id
          where w.reseller_id = ${octoBookings.resellerId} and w.event = 'booking_update' and r.revoked_at is null
          and w.created_at <= ${activity})`,
      ),
    )
    .orderBy(asc(octoBookings.id))
    .limit(5_000);
}

/**
 * The reads of the product days whose tickets moved from `read` on (days from `today` on): bookings written, bookings
 * cancelled, holds released; each through its own index (docs/decisions/071).
 */
export function changedDayReads(db: Database, read: Date, today: string) {
  const day = { packageId: bookings.packageId, date: bookings.date };
  const ahead = and(isNotNull(bookings.date), sql`${bookings.date} >= ${today}`);
  const limit = webhookRules.availabilityBatch;
  return [
    db
      .selectDistinct(day)
      .from(bookings)
      .where(and(gte(bookings.createdAt, read), ahead))
      .limit(limit),
    db
      .selectDistinct(day)
      .from(bookings)
      .where(and(gte(bookings.cancelledAt, read), isNotNull(bookings.cancelledAt), ahead))
      .limit(limit),
    db
      .selectDistinct(day)
      .from(purchases)
      .innerJoin(bookings, eq(bookings.purchaseId, purchases.id))
      .where(and(gte(purchases.releasedAt, read), isNotNull(purchases.releasedAt), ahead))
      .limit(limit),
  ];
}

/** The marker of what an availability's webhooks were told: what a reseller's stock decisions read. */
const availabilityMarker = (a: OctoAvailability) => `${a.status}|${a.available}|${a.vacancies}|${a.capacity}`;

const resellerOf = (row: typeof resellers.$inferSelect): Reseller => ({
  id: row.id,
  name: row.name,
  userId: row.userId,
  packageIds: row.packageIds,
  commissionPercent: row.commissionPercent,
  rateLimitPerMinute: row.rateLimitPerMinute,
});

/** The marker of what a booking's webhooks were told: its status and the last change of its OCTO row. */
const markerOf = (status: string, updatedAt: Date) => `${status}@${updatedAt.toISOString()}`;

export function createWebhookWorker(options: {
  db: Database;
  now: Clock;
  log: FastifyBaseLogger;
  publicUrl: string;
  privateHosts: readonly string[];
  retentionDays: number;
}): WebhookWorker {
  const { db, log } = options;

  /**
   * Every booking of a reseller with a booking_update webhook whose status or OCTO row changed since its
   * webhooks were last told, within the watch window: one delivery per webhook, written with the new marker
   * in one transaction, conditional on the marker read, so two watchers never write one change twice.
   */
  async function watch(now: Date): Promise<number> {
    const candidates = await watchCandidates(db, now);
    if (candidates.length === 0) return 0;
    const resellerRows = await db
      .select()
      .from(resellers)
      .where(inArray(resellers.id, [...new Set(candidates.map((c) => c.resellerId))]));
    const byId = new Map(resellerRows.map((r) => [r.id, r]));
    let enqueued = 0;
    let changed = 0;
    for (const c of candidates) {
      if (changed >= webhookRules.watchBatch) break;
      const reseller = resellerOf(byId.get(c.resellerId)!);
      const l = await load(db, reseller, c.uuid);
      if (!l) continue;
      const marker = markerOf(statusOf(l, now), l.octo.updatedAt);
      if (marker === c.notified) continue;
      changed += 1;
      const extras = extrasOf(supportedCapabilities, undefined, reseller.commissionPercent, options.publicUrl);
      const booking = await answer(db, l, now, extras);
      enqueued += await db.transaction(async (tx) => {
        const claimed = await tx
          .update(octoBookings)
          .set({ notifiedStatus: marker })
          .where(
            and(eq(octoBookings.id, l.octo.id), sql`${octoBookings.notifiedStatus} is not distinct from ${c.notified}::text`),
          )
          .returning({ id: octoBookings.id });
        if (claimed.length === 0) return 0;
        const hooks = await tx
          .select()
          .from(octoWebhooks)
          .where(
            and(
              eq(octoWebhooks.resellerId, reseller.id),
              eq(octoWebhooks.event, 'booking_update'),
              lte(octoWebhooks.createdAt, now),
            ),
          );
        if (hooks.length === 0) return 0;
        await tx.insert(octoWebhookDeliveries).values(
          hooks.map((w) => ({
            webhookId: w.id,
            event: w.event,
            body: JSON.stringify({ webhook: view(w), booking }),
            nextAttemptAt: now,
            createdAt: now,
          })),
        );
        return hooks.length;
      });
    }
    return enqueued;
  }

  /**
   * availability_update: the product days whose tickets were taken or given back since the last turn (a booking
   * written, a booking cancelled, a hold released, whatever the channel), read through their indexes; each of
   * their availabilities that now reads otherwise than its mark becomes one delivery per availability_update
   * webhook of a live reseller selling the product, written with the new mark, conditional on the old one. So
   * many tickets in one turn make one event, and a crash between a change and its event loses nothing.
   */
  async function watchAvailability(now: Date): Promise<number> {
    const hooks = await db
      .select({ webhook: octoWebhooks, reseller: resellers })
      .from(octoWebhooks)
      .innerJoin(resellers, eq(resellers.id, octoWebhooks.resellerId))
      .where(and(eq(octoWebhooks.event, 'availability_update'), isNull(resellers.revokedAt), lte(octoWebhooks.createdAt, now)));
    // nobody listens: nothing is read or written (a later subscriber's first turn reads at most the watch window)
    if (hooks.length === 0) return 0;
    const [state] = await db.select().from(octoWatchState).where(eq(octoWatchState.name, 'availability'));
    const read = new Date(
      Math.max(
        now.getTime() - webhookRules.watchWindowMs,
        (state?.readUntil.getTime() ?? now.getTime() - webhookRules.availabilityFirstLookMs) - webhookRules.availabilityOverlapMs,
      ),
    );
    const today = calendarDateIn(now);
    const days = await changedDays(read, today);
    let enqueued = 0;
    for (const [packageId, dates] of days) {
      const sellers = hooks.filter((h) => sells(resellerOf(h.reseller), packageId));
      if (sellers.length === 0) continue;
      const pkg = await productRow(db, resellerOf(sellers[0]!.reseller), String(packageId)).catch(() => null);
      if (!pkg) continue;
      for (const date of dates) {
        // a day the calendar cannot read (its package changed under it) is left, not the whole turn
        const located = await availabilities(db, pkg, { from: date, to: date }, countsOf([]), now).catch((err: unknown) => {
          log.warn({ err, packageId, date }, 'octo availability not read');
          return [];
        });
        if (located.length === 0) continue;
        const marks = await db
          .select()
          .from(octoAvailabilityMarks)
          .where(
            and(
              eq(octoAvailabilityMarks.packageId, packageId),
              inArray(
                octoAvailabilityMarks.availabilityId,
                located.map((l) => l.availability.id),
              ),
            ),
          );
        const markOf = new Map(marks.map((m) => [m.availabilityId, m]));
        for (const { availability } of located) {
          const marker = availabilityMarker(availability);
          const old = markOf.get(availability.id);
          if (old?.marker === marker) continue;
          enqueued += await db.transaction(async (tx) => {
            const claimed = old
              ? await tx
                  .update(octoAvailabilityMarks)
                  .set({ marker, updatedAt: now })
                  .where(and(eq(octoAvailabilityMarks.id, old.id), eq(octoAvailabilityMarks.marker, old.marker)))
                  .returning({ id: octoAvailabilityMarks.id })
              : await tx
                  .insert(octoAvailabilityMarks)
                  .values({ packageId, availabilityId: availability.id, marker, updatedAt: now })
                  .onConflictDoNothing()
                  .returning({ id: octoAvailabilityMarks.id });
            if (claimed.length === 0) return 0;
            await tx.insert(octoWebhookDeliveries).values(
              sellers.map(({ webhook }) => ({
                webhookId: webhook.id,
                event: webhook.event,
                body: JSON.stringify({
                  webhook: view(webhook),
                  availability,
                  productId: String(packageId),
                  optionId: defaultOptionId,
                }),
                nextAttemptAt: now,
                createdAt: now,
              })),
            );
            return sellers.length;
          });
        }
      }
    }
    await db
      .insert(octoWatchState)
      .values({ name: 'availability', readUntil: now })
      .onConflictDoUpdate({ target: octoWatchState.name, set: { readUntil: now } });
    return enqueued;
  }

  /** The product days (package → dates from `today`) with a booking written or cancelled, or a hold released, from `read` on. */
  async function changedDays(read: Date, today: string): Promise<Map<number, string[]>> {
    const rows = (await Promise.all(changedDayReads(db, read, today))).flat();
    const days = new Map<number, string[]>();
    for (const r of rows) {
      const dates = days.get(r.packageId) ?? [];
      if (!dates.includes(r.date!)) days.set(r.packageId, [...dates, r.date!]);
    }
    return days;
  }

  type Claimed = { delivery: typeof octoWebhookDeliveries.$inferSelect; webhook: WebhookRow };

  async function claim(now: Date): Promise<Claimed[]> {
    const due = db
      .select({ id: octoWebhookDeliveries.id })
      .from(octoWebhookDeliveries)
      .where(and(eq(octoWebhookDeliveries.status, 'pending'), lte(octoWebhookDeliveries.nextAttemptAt, now)))
      .orderBy(asc(octoWebhookDeliveries.nextAttemptAt), asc(octoWebhookDeliveries.id))
      .limit(webhookRules.batchSize)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(octoWebhookDeliveries)
      .set({
        attempts: sql`${octoWebhookDeliveries.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + webhookRules.leaseMs),
      })
      .where(inArray(octoWebhookDeliveries.id, due))
      .returning();
    if (claimed.length === 0) return [];
    const hooks = await db
      .select()
      .from(octoWebhooks)
      .where(inArray(octoWebhooks.id, [...new Set(claimed.map((d) => d.webhookId))]));
    const byId = new Map(hooks.map((w) => [w.id, w]));
    return claimed.flatMap((delivery) => {
      const webhook = byId.get(delivery.webhookId);
      return webhook ? [{ delivery, webhook }] : [];
    });
  }

  /** Records an attempt's result, unless another worker has claimed the delivery since (`attempts` fences it). */
  async function settle(d: Claimed['delivery'], set: Partial<typeof octoWebhookDeliveries.$inferInsert>) {
    await db
      .update(octoWebhookDeliveries)
      .set(set)
      .where(
        and(
          eq(octoWebhookDeliveries.id, d.id),
          eq(octoWebhookDeliveries.attempts, d.attempts),
          eq(octoWebhookDeliveries.status, 'pending'),
        ),
      );
  }

  async function deliver({ delivery, webhook }: Claimed, now: Date): Promise<'sent' | 'retrying' | 'failed'> {
    try {
      await post(webhook, delivery, now, options.privateHosts);
    } catch (err) {
      const lastError = (err instanceof Error ? err.message : String(err)).slice(0, 500);
      if (delivery.attempts >= webhookRules.maxAttempts) {
        await settle(delivery, { status: 'failed', lastError });
        log.warn({ webhookDelivery: delivery.id, attempts: delivery.attempts }, 'octo webhook given up');
        return 'failed';
      }
      const wait = webhookRetryDelayMs(delivery.attempts, err instanceof DeliveryRefused ? err.retryAfterMs : undefined);
      await settle(delivery, { lastError, nextAttemptAt: new Date(now.getTime() + wait) });
      return 'retrying';
    }
    await settle(delivery, { status: 'sent', sentAt: now, lastError: null });
    return 'sent';
  }

  /** Delivered and given-up deliveries past their retention, in one bounded statement. */
  async function deleteOld(now: Date): Promise<number> {
    const cutoff = new Date(now.getTime() - options.retentionDays * 86_400_000);
    const gone = await db
      .delete(octoWebhookDeliveries)
      .where(
        inArray(
          octoWebhookDeliveries.id,
          db
            .select({ id: octoWebhookDeliveries.id })
            .from(octoWebhookDeliveries)
            .where(
              and(
                or(eq(octoWebhookDeliveries.status, 'sent'), eq(octoWebhookDeliveries.status, 'failed')),
                lte(octoWebhookDeliveries.createdAt, cutoff),
              ),
            )
            .limit(1_000),
        ),
      )
      .returning({ id: octoWebhookDeliveries.id });
    // marks of days gone by: an availability id starts with its local date
    const today = calendarDateIn(now);
    await db.delete(octoAvailabilityMarks).where(
      inArray(
        octoAvailabilityMarks.id,
        db
          .select({ id: octoAvailabilityMarks.id })
          .from(octoAvailabilityMarks)
          .where(sql`${octoAvailabilityMarks.availabilityId} < ${today}`)
          .limit(1_000),
      ),
    );
    return gone.length;
  }

  return {
    async runOnce(at?: Date) {
      const now = at ?? options.now();
      const enqueued = (await watch(now)) + (await watchAvailability(now));
      const result: WebhookRun = { enqueued, sent: 0, retrying: 0, failed: 0, deleted: 0 };
      for (;;) {
        const claimed = await claim(now);
        for (const outcome of await Promise.all(claimed.map((c) => deliver(c, now)))) result[outcome] += 1;
        if (claimed.length < webhookRules.batchSize) break;
      }
      result.deleted = await deleteOld(now);
      return result;
    },
  };
}

/** One POST of a delivery's stored body, signed, to the address its host was checked at; a 2xx answer is delivered. */
async function post(webhook: WebhookRow, delivery: { id: number; body: string }, now: Date, allowed: readonly string[]) {
  const url = new URL(webhook.url);
  const [address] = await allowedAddresses(url.hostname, allowed);
  const pinned: LookupFunction = (_host, opts, callback) => {
    if (opts.all) callback(null, [{ address: address!.address, family: address!.family }]);
    else callback(null, address!.address, address!.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  await new Promise<void>((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        lookup: pinned,
        timeout: webhookRules.timeoutMs,
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(delivery.body),
          'user-agent': 'portal-octo-webhooks',
          'octo-webhook-id': webhook.uuid,
          'octo-delivery-id': String(delivery.id),
          'octo-signature': webhookSignature(webhook.secret, delivery.body, now),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          if (status >= 200 && status < 300) return resolve();
          const header = response.headers['retry-after'];
          const wait = status === 429 || status === 503 ? retryAfterMs(header, now) : undefined;
          reject(new DeliveryRefused(`answered ${status}`, wait));
        });
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', reject);
    request.end(delivery.body);
  });
}
