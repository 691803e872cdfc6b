import { createHash } from 'node:crypto';
import type { ErrorLanguage } from '@portal/contract/error-texts';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';
import type { Bus } from '../lib/bus.ts';
import type { SessionUser } from './actions.ts';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const tokenShape = /^[A-Za-z0-9._~+/=-]{16,512}$/;

/** The bearer token of an Authorization header, or null. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return m?.[1] && tokenShape.test(m[1]) ? m[1] : null;
}

/** A session token sent as `?token=` (spec part 1 §7 uploadInvoice), or null. */
export function queryToken(value: unknown): string | null {
  return typeof value === 'string' && tokenShape.test(value) ? value : null;
}

/** The URL as logs may show it: a query-string token is a session for 30 days to whoever reads the log. */
export function redactQueryToken(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');
}

export type SignedInUser = SessionUser & { language: ErrorLanguage };

/** The user behind a live (not expired, not revoked) session token, with their stored language, or null. */
export async function userForToken(db: Database, token: string, now: Date): Promise<SignedInUser | null> {
  const session = await liveSession(db, hashToken(token), now);
  return session ? session.user : null;
}

/** What a live session gives: its user as requests see them, and when it ends. */
const liveSessionColumns = {
  id: users.id,
  role: users.role,
  staffRole: users.staffRole,
  sessionId: sessions.id,
  language: users.language,
  expiresAt: sessions.expiresAt,
};

const liveSessionQuery = (db: Database) =>
  db
    .select(liveSessionColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('live_session');

/** prepared once per database: every signed-in request whose session is not cached runs it (decision 027) */
const preparedLiveSessions = new WeakMap<Database, ReturnType<typeof liveSessionQuery>>();

async function liveSession(db: Database, tokenHash: string, now: Date) {
  let query = preparedLiveSessions.get(db);
  if (!query) preparedLiveSessions.set(db, (query = liveSessionQuery(db)));
  // a placeholder skips the column's own mapping: the timestamp goes as the text Drizzle would send
  const [row] = await query.execute({ tokenHash, now: now.toISOString() });
  if (!row) return null;
  const { expiresAt, ...user } = row;
  return { user, expiresAt };
}

type LiveSession = NonNullable<Awaited<ReturnType<typeof liveSession>>>;

/** Several sessions in one statement: the batch of SessionCache. */
async function liveSessions(db: Database, tokenHashes: string[], now: Date): Promise<Map<string, LiveSession>> {
  const rows = await db
    .select({ ...liveSessionColumns, tokenHash: sessions.tokenHash })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(inArray(sessions.tokenHash, tokenHashes), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
  return new Map(rows.map(({ tokenHash, expiresAt, ...user }) => [tokenHash, { user, expiresAt }]));
}

type Waiter = { resolve: (session: LiveSession | null) => void; reject: (err: unknown) => void };
/**
 * Lookups that missed the cache in one turn of the event loop (or while earlier batches were being read),
 * read together; `due` once its turn of the event loop has ended.
 */
type Batch = { db: Database; now: Date; waiting: Map<string, Waiter[]>; due: boolean };

/**
 * How long a looked-up session is reused in this process and how many are kept; how many batches of
 * lookups are read at once, and the most tokens one batch reads.
 */
export const sessionCacheRules = { ttlMs: 5_000, maxEntries: 10_000, batchesAtOnce: 2, maxBatch: 500 };

/**
 * Session lookups of one app instance, remembered for `sessionCacheRules.ttlMs` so a signed-in buyer's
 * requests do not each read the session (decision 027). A logout publishes `session-revoked` with the token
 * hash and every process drops it at once; a lookup under way when a revocation arrives is not kept.
 * Anything else that ends a session or changes a role without the bus (the operator CLI, another
 * process) is seen within the TTL, and operator actions never use the cache (decision 027). A session
 * past its expiry is never served, whatever the cache holds. Misses are not kept.
 */
export class SessionCache {
  readonly #entries = new Map<string, { user: SignedInUser; expiresAt: Date; keptUntil: number }>();
  readonly #unsubscribe: () => void;
  readonly #clock: () => number;
  readonly #maxEntries: number;
  /** revocations seen so far: a lookup that saw another number may have read a session since revoked */
  #revocations = 0;
  #batch: Batch | null = null;
  /** batches sent to the database and not yet answered */
  #reading = 0;

  constructor(bus: Bus, options: { clock?: () => number; maxEntries?: number } = {}) {
    this.#clock = options.clock ?? (() => performance.now());
    this.#maxEntries = options.maxEntries ?? sessionCacheRules.maxEntries;
    this.#unsubscribe = bus.subscribe('session-revoked', (tokenHash) => {
      this.#revocations += 1;
      // an empty payload: the bus reconnected and may have missed revocations, so nothing cached is trusted
      if (tokenHash) this.#entries.delete(tokenHash);
      else this.#entries.clear();
    });
  }

  /** The user behind `token`, from the cache when looked up less than the TTL ago, else from the database. */
  async userForToken(db: Database, token: string, now: Date): Promise<SignedInUser | null> {
    const tokenHash = hashToken(token);
    const kept = this.#entries.get(tokenHash);
    if (kept && kept.keptUntil > this.#clock() && kept.expiresAt > now) return kept.user;
    if (kept) this.#entries.delete(tokenHash);
    const revocations = this.#revocations;
    const session = await this.#lookUp(db, tokenHash, now);
    if (session && revocations === this.#revocations) this.#keep(tokenHash, session);
    return session?.user ?? null;
  }

  /**
   * Lookups that miss the cache in the same turn of the event loop go to the database together, in one
   * statement (a storm's 500 new buyers arrive at once: 500 round trips before). While
   * `sessionCacheRules.batchesAtOnce` batches are being read, the next one stays open and gathers the
   * misses of the following turns until one of them is answered (a storm's buyers arrive over many turns:
   * one statement for every two buyers before). The batch checks expiry against the latest of its
   * requests' clocks, so none is served a session it would have seen expired.
   */
  #lookUp(db: Database, tokenHash: string, now: Date): Promise<LiveSession | null> {
    let batch = this.#batch;
    if (!batch || batch.db !== db) {
      if (batch) this.#flush(batch);
      batch = this.#batch = { db, now, waiting: new Map(), due: false };
      const started = batch;
      setImmediate(() => {
        started.due = true;
        if (this.#reading < sessionCacheRules.batchesAtOnce) this.#flush(started);
      });
    }
    if (now > batch.now) batch.now = now;
    const { waiting } = batch;
    const answer = new Promise<LiveSession | null>((resolve, reject) => {
      const waiters = waiting.get(tokenHash);
      if (waiters) waiters.push({ resolve, reject });
      else waiting.set(tokenHash, [{ resolve, reject }]);
    });
    if (waiting.size >= sessionCacheRules.maxBatch) this.#flush(batch);
    return answer;
  }

  #flush(batch: Batch): void {
    if (this.#batch === batch) this.#batch = null;
    if (batch.waiting.size === 0) return;
    const hashes = [...batch.waiting.keys()];
    const found =
      hashes.length === 1
        ? liveSession(batch.db, hashes[0]!, batch.now).then((session) => new Map(session ? [[hashes[0]!, session]] : []))
        : liveSessions(batch.db, hashes, batch.now);
    this.#reading += 1;
    found
      .then(
        (sessions) => {
          for (const [hash, waiters] of batch.waiting) for (const waiter of waiters) waiter.resolve(sessions.get(hash) ?? null);
        },
        (err: unknown) => {
          for (const waiters of batch.waiting.values()) for (const waiter of waiters) waiter.reject(err);
        },
      )
      .finally(() => {
        this.#reading -= 1;
        // the batch that waited for this one's answer
        const open = this.#batch;
        if (open?.due) this.#flush(open);
      });
  }

  #keep(tokenHash: string, session: { user: SignedInUser; expiresAt: Date }): void {
    // bounded: the oldest entry goes first (a Map iterates in insertion order)
    if (this.#entries.size >= this.#maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(tokenHash, { ...session, keptUntil: this.#clock() + sessionCacheRules.ttlMs });
  }

  close(): void {
    this.#unsubscribe();
    this.#entries.clear();
  }
}

/**
 * What the dispatcher learnt of a request's token: the stored language of its user, or null when the token
 * was checked and is not a live session. The failure envelope reads it instead of asking the database again.
 */
const signedInLanguages = new WeakMap<object, ErrorLanguage | null>();

export function rememberSignedInLanguage(request: object, language: ErrorLanguage | null): void {
  signedInLanguages.set(request, language);
}

/** undefined: the token was not checked; null: checked, nobody signed in. */
export function signedInLanguageOf(request: object): ErrorLanguage | null | undefined {
  return signedInLanguages.get(request);
}
