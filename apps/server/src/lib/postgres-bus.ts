import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { directSessionOptions, postgresPoolOf, type Database } from '../db/client.ts';
import { LocalBus, type Bus, type BusHandler, type BusTopic } from './bus.ts';

/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more (its default build). */
export const notifyPayloadBytes = 7_999;
const channel = 'portal_bus';
const topics: ReadonlySet<string> = new Set<BusTopic>(['public-data-changed', 'session-revoked']);
/** waits between attempts to listen again after the connection was lost: 100 ms doubling up to 5 s */
const reconnectMs = { first: 100, longest: 5_000 };

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
type Envelope = { origin: string; topic: BusTopic; payload: string };

/**
 * The bus of several processes on one PostgreSQL (docs/decisions/030): `publish` delivers to this
 * process's subscribers at once and sends `pg_notify` through the pool; one dedicated session per process
 * LISTENs and fans other processes' events out to the local subscribers (its own come back too and are
 * skipped by their origin). NOTIFY keeps no history, so when that session is lost the bus listens again
 * with a growing wait and then delivers every topic with an empty payload: events of the gap may be
 * missed, so a subscriber drops everything it keeps (a whole cache, not one entry).
 */
export class PostgresBus implements Bus {
  readonly #local = new LocalBus();
  readonly #origin = randomUUID();
  readonly #pool: pg.Pool;
  readonly #log: Log;
  #listener: pg.Client | null = null;
  #retry: NodeJS.Timeout | null = null;
  #retryMs = 0;
  #closed = false;

  private constructor(pool: pg.Pool, log: Log) {
    this.#pool = pool;
    this.#log = log;
  }

  /** A bus whose session already listens, so nothing published after this resolves is missed. */
  static async start(pool: pg.Pool, log: Log): Promise<PostgresBus> {
    const bus = new PostgresBus(pool, log);
    await bus.#listen({ retryWhenLost: false });
    return bus;
  }

  /**
   * Rejects a payload NOTIFY cannot carry (a programming error); a notification the database fails to
   * send is logged, not thrown: the change that caused it is committed, and the other processes' caches
   * still expire on their own.
   */
  async publish(topic: BusTopic, payload = ''): Promise<void> {
    const message = JSON.stringify({ origin: this.#origin, topic, payload } satisfies Envelope);
    const bytes = Buffer.byteLength(message);
    if (bytes > notifyPayloadBytes) {
      throw new RangeError(`a ${topic} event of ${bytes} bytes: PostgreSQL NOTIFY carries at most ${notifyPayloadBytes}`);
    }
    this.#local.deliver(topic, payload);
    try {
      await this.#pool.query('select pg_notify($1, $2)', [channel, message]);
    } catch (err) {
      this.#log.error({ err, topic }, 'bus event not sent to the other processes');
    }
  }

  subscribe(topic: BusTopic, handler: BusHandler): () => void {
    return this.#local.subscribe(topic, handler);
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#retry) clearTimeout(this.#retry);
    const listener = this.#listener;
    this.#listener = null;
    await listener?.end();
    await this.#local.close();
  }

  /**
   * Opens the listening session. Once it listens, losing it means listening again; failing to open it
   * rejects, and on a retry (`retryWhenLost`) schedules the next attempt too.
   */
  async #listen(options: { retryWhenLost: boolean }): Promise<void> {
    // past any transaction pooler: LISTEN belongs to one server session (docs/decisions/067)
    const client = new pg.Client(directSessionOptions(this.#pool));
    let listening = false;
    let lost = false;
    const onLost = (err?: Error) => {
      if (lost) return;
      lost = true;
      if (this.#listener === client) this.#listener = null;
      client.removeAllListeners('notification');
      // the session may be half open; ending it makes sure the server forgets the LISTEN too
      client.end().catch(() => undefined);
      if (this.#closed || !(listening || options.retryWhenLost)) return;
      this.#log.warn({ err }, 'bus connection lost: listening again');
      this.#scheduleRetry();
    };
    client.on('notification', (message) => this.#receive(message));
    client.on('error', onLost);
    client.on('end', () => onLost());
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
    } catch (err) {
      onLost(err as Error);
      throw err;
    }
    listening = true;
    if (this.#closed) {
      await client.end();
      return;
    }
    this.#listener = client;
  }

  #scheduleRetry() {
    this.#retryMs = Math.min(Math.max(reconnectMs.first, this.#retryMs * 2), reconnectMs.longest);
    this.#retry = setTimeout(() => {
      this.#retry = null;
      this.#listen({ retryWhenLost: true }).then(
        () => this.#listeningAgain(),
        // the failed attempt has scheduled the next one
        () => undefined,
      );
    }, this.#retryMs);
    this.#retry.unref();
  }

  #listeningAgain() {
    if (this.#closed) return;
    this.#retryMs = 0;
    this.#log.info({}, 'bus listening again; every topic delivered empty for what the gap may have missed');
    for (const topic of topics) this.#deliver(topic as BusTopic, '');
  }

  #receive(message: pg.Notification) {
    if (message.channel !== channel || !message.payload) return;
    let envelope: Partial<Envelope>;
    try {
      envelope = JSON.parse(message.payload) as Partial<Envelope>;
    } catch {
      return;
    }
    if (envelope.origin === this.#origin || typeof envelope.topic !== 'string' || !topics.has(envelope.topic)) return;
    this.#deliver(envelope.topic, typeof envelope.payload === 'string' ? envelope.payload : '');
  }

  /** A subscriber that throws must not take the listening session down with it. */
  #deliver(topic: BusTopic, payload: string) {
    try {
      this.#local.deliver(topic, payload);
    } catch (err) {
      this.#log.error({ err, topic }, 'a bus subscriber failed');
    }
  }
}

/** The bus for an app on this database: LISTEN/NOTIFY on PostgreSQL, this process alone on PGlite (one process by design). */
export async function busForDatabase(db: Database, log: Log): Promise<Bus> {
  const pool = postgresPoolOf(db);
  return pool ? PostgresBus.start(pool, log) : new LocalBus();
}
