import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { singletonJob } from '../../lib/singleton-job.ts';
import { messages } from '../../db/schema/index.ts';
import type { StoredMessage, Transports } from './messages.ts';

/** docs/decisions/022: how the outbox is delivered. */
export const deliveryRules = {
  /** tries before a message is given up (failed, its last error kept): about 3 hours of retries */
  maxAttempts: 10,
  /** the wait after the first failure, doubled after each next one, up to `longestRetryMs` */
  firstRetryMs: 30_000,
  longestRetryMs: 3_600_000,
  /** a claimed message is not due again before this, longer than any provider's timeout (messages.ts) */
  leaseMs: 300_000,
  batchSize: 20,
  /** the safety net behind the wake-up that follows every commit */
  tickMs: 5_000,
};

/** The wait before attempt `attempts + 1`, after `attempts` failed ones: exponential backoff. */
export function retryDelayMs(attempts: number): number {
  return Math.min(deliveryRules.firstRetryMs * 2 ** Math.max(0, attempts - 1), deliveryRules.longestRetryMs);
}

export type SweepResult = { sent: number; retrying: number; failed: number };

export type MessageSweeper = {
  /** Claims the due messages (one batch) and tries each once; tests call it with a later `now` to pass a backoff. */
  sweepOnce(options?: { now?: Date }): Promise<SweepResult>;
  /** Sweeps now, and again until nothing is due, in the background; a wake-up during a sweep runs one more. */
  wake(): void;
  start(): void;
  /** Stops the tick and waits for the sweep under way. */
  stop(): Promise<void>;
};

/**
 * Delivers the `messages` outbox. Several processes may sweep the same database: a message is claimed with
 * `FOR UPDATE SKIP LOCKED` and a lease (its `next_attempt_at` pushed past the delivery), so no two sweepers
 * send it at once, and one whose process died is taken again once the lease ends (at least once). A result
 * is recorded only by the claim that made it (`attempts` is the fencing token).
 */
export function createMessageSweeper(options: {
  db: Database;
  transports: Transports;
  log: FastifyBaseLogger;
  now: Clock;
}): MessageSweeper {
  const { db, transports, log } = options;

  async function claim(now: Date): Promise<StoredMessage[]> {
    const due = db
      .select({ id: messages.id })
      .from(messages)
      // a message never tried is due at once, whichever process's clock stamped it, unless it is scheduled
      .where(
        and(
          eq(messages.status, 'pending'),
          or(eq(messages.attempts, 0), lte(messages.nextAttemptAt, now)),
          or(isNull(messages.sendAt), lte(messages.sendAt, now)),
        ),
      )
      .orderBy(asc(messages.nextAttemptAt), asc(messages.id))
      .limit(deliveryRules.batchSize)
      .for('update', { skipLocked: true });
    return db
      .update(messages)
      .set({ attempts: sql`${messages.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + deliveryRules.leaseMs) })
      .where(inArray(messages.id, due))
      .returning();
  }

  /** Records an attempt's result, unless another sweeper has claimed the message since. */
  async function settle(m: StoredMessage, set: Partial<typeof messages.$inferInsert>) {
    await db
      .update(messages)
      .set(set)
      .where(and(eq(messages.id, m.id), eq(messages.attempts, m.attempts), eq(messages.status, 'pending')));
  }

  async function deliver(m: StoredMessage, now: () => Date): Promise<keyof SweepResult> {
    const transport = transports[m.channel];
    try {
      await transport.deliver(m);
    } catch (err) {
      const lastError = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
      if (m.attempts >= deliveryRules.maxAttempts) {
        await settle(m, { status: 'failed', lastError });
        log.error({ messageId: m.id, kind: m.kind, attempts: m.attempts, err }, 'message given up');
        return 'failed';
      }
      await settle(m, { lastError, nextAttemptAt: new Date(now().getTime() + retryDelayMs(m.attempts)) });
      log.warn({ messageId: m.id, kind: m.kind, attempts: m.attempts, err }, 'message not delivered, retrying later');
      return 'retrying';
    }
    await settle(m, { status: 'sent', sentAt: now(), provider: transport.name, lastError: null });
    return 'sent';
  }

  async function sweepOnce(sweep: { now?: Date } = {}): Promise<SweepResult> {
    const now = () => sweep.now ?? options.now();
    const claimed = await claim(now());
    const result: SweepResult = { sent: 0, retrying: 0, failed: 0 };
    for (const outcome of await Promise.all(claimed.map((m) => deliver(m, now)))) result[outcome] += 1;
    return result;
  }

  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let tick: NodeJS.Timeout | null = null;
  // the safety-net tick polls from one process at a time; a wake-up after a commit sweeps where it was committed
  const ticks = singletonJob(db, 'message-sweeper-tick');
  let ticking: Promise<unknown> | null = null;
  const onTick = () => {
    ticking = ticks
      .run(() => {
        wake();
        return running ?? Promise.resolve();
      })
      .catch((err: unknown) => log.error({ err }, 'message sweep failed'));
  };

  async function drain() {
    do {
      again = false;
      let swept: SweepResult;
      do {
        swept = await sweepOnce();
      } while (!stopped && swept.sent + swept.retrying + swept.failed === deliveryRules.batchSize);
    } while (again && !stopped);
  }

  function wake() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((err: unknown) => log.error({ err }, 'message sweep failed'))
      .finally(() => {
        running = null;
      });
  }

  return {
    sweepOnce,
    wake,
    start() {
      if (tick || stopped) return;
      tick = setInterval(onTick, deliveryRules.tickMs);
      tick.unref();
      wake();
    },
    async stop() {
      stopped = true;
      if (tick) clearInterval(tick);
      await ticking;
      await running;
    },
  };
}
