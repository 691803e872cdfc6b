import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import { compress } from './compression.ts';
import { AppError } from './errors.ts';

export type Encoding = 'br' | 'gzip';

/** One representation of an answer: its bytes, its strong ETag and its Content-Encoding (null: none). */
export type Representation = { body: Buffer; etag: string; encoding: Encoding | null };

/**
 * Below this many bytes an answer is sent as it is: compressing saves less than it costs. The compress
 * plugin (app.ts) uses the same threshold for every other answer.
 */
export const compressThresholdBytes = 1024;

// docs/decisions/026: quality 6 costs about what 5 does and is 5 % smaller; 7 costs half as much again for 3 %
const brotliQuality = 6;

/**
 * A public answer, encoded once: the JSON bytes, and a brotli and a gzip form each made the first time a
 * request asks for it (off the main thread), then kept with the answer. Each form has its own strong
 * ETag (RFC 9110 §8.8.3: representations that differ in content coding need different strong tags), so
 * a 304 always refers to the bytes the client holds. Compressions wait their turn (compression.ts).
 */
export class CachedAnswer {
  readonly identity: Representation;
  readonly #made: Partial<Record<Encoding, Representation>> = {};
  readonly #making: Partial<Record<Encoding, Promise<Representation>>> = {};

  constructor(body: Buffer) {
    this.identity = { body, etag: etagOf(body), encoding: null };
  }

  /** The form to send for a preferred encoding: synchronous once made, so a hit awaits nothing. */
  representation(encoding: Encoding | null): Representation | Promise<Representation> {
    if (encoding === null || this.identity.body.length < compressThresholdBytes) return this.identity;
    return this.#made[encoding] ?? (this.#making[encoding] ??= this.#encode(encoding));
  }

  async #encode(encoding: Encoding): Promise<Representation> {
    const { body, etag } = this.identity;
    const encoded = await compress(body, encoding, {
      [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    });
    const made: Representation = { body: encoded, etag: `${etag.slice(0, -1)}-${encoding}"`, encoding };
    this.#made[encoding] = made;
    return made;
  }
}

/** Computes an answer's bytes again; the log is the one of the request that asked. */
export type Compute = (log: FastifyBaseLogger) => Promise<Buffer>;

type Entry = {
  answer: CachedAnswer;
  /** until then the answer is served as it is; after, the first request starts a refresh */
  freshUntil: number;
  /** never served after this, refreshing or not */
  expiresAt: number;
  maxAgeMs: number;
  compute: Compute;
  refreshing: boolean;
};

export type PublicCacheOptions = {
  /** how long an answer is served before it is computed again (0: answers are not kept) */
  freshMs: number;
  /** milliseconds since the epoch; tests drive it */
  clock: () => number;
  maxEntries?: number;
  /** the plain bytes kept at most (the compressed forms add a fraction of that); oldest answers go first */
  maxBytes?: number;
};

/**
 * Public action answers of this process, kept a few seconds (docs/decisions/026). It is an optimisation
 * only: every process computes the same answer from the database, and a `public-data-changed` event
 * empties the cache of every process.
 *
 * - Concurrent misses of a key share one computation (single flight).
 * - A stale entry is served while one request refreshes it; a refresh that fails keeps the old answer
 *   (retried a fresh period later) until the entry's hard maximum age, and is logged. A refresh refused
 *   with a 4xx (the package is gone) drops the entry, so the next request gets the refusal.
 * - `clear` also makes computations already running unable to store what they read before the change.
 */
export class PublicCache {
  readonly #entries = new Map<string, Entry>();
  readonly #inFlight = new Map<string, Promise<CachedAnswer>>();
  readonly #options: Required<PublicCacheOptions>;
  /** bumped by clear: a computation stores its answer only if no clear happened since it started */
  #generation = 0;
  #bytes = 0;

  constructor(options: PublicCacheOptions) {
    // every new search term is an entry: the bounds keep them from growing the process (decision 029: RSS budget)
    this.#options = { maxEntries: 2000, maxBytes: 32 * 1024 * 1024, ...options };
  }

  /**
   * The kept answer for a key, or undefined; starts a refresh when the answer is stale. Synchronous:
   * the fast path of a hit.
   */
  peek(key: string, log: FastifyBaseLogger): CachedAnswer | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    const now = this.#options.clock();
    if (now >= entry.expiresAt) {
      this.#delete(key);
      return undefined;
    }
    if (now >= entry.freshUntil && !entry.refreshing) this.#refresh(key, entry, log);
    return entry.answer;
  }

  /** The kept answer, or the one computation of it every concurrent caller shares. */
  answer(key: string, maxAgeMs: number, compute: Compute, log: FastifyBaseLogger): CachedAnswer | Promise<CachedAnswer> {
    const kept = this.peek(key, log);
    if (kept) return kept;
    let running = this.#inFlight.get(key);
    if (!running) {
      running = this.#compute(key, maxAgeMs, compute, log);
      this.#inFlight.set(key, running);
    }
    return running;
  }

  /** Drops every answer: public data changed. */
  clear(): void {
    this.#generation++;
    this.#entries.clear();
    this.#inFlight.clear();
    this.#bytes = 0;
  }

  async #compute(key: string, maxAgeMs: number, compute: Compute, log: FastifyBaseLogger): Promise<CachedAnswer> {
    const generation = this.#generation;
    try {
      const answer = new CachedAnswer(await compute(log));
      if (generation === this.#generation) this.#store(key, answer, maxAgeMs, compute);
      return answer;
    } finally {
      if (generation === this.#generation) this.#inFlight.delete(key);
    }
  }

  #refresh(key: string, entry: Entry, log: FastifyBaseLogger): void {
    entry.refreshing = true;
    const generation = this.#generation;
    entry.compute(log).then(
      (body) => {
        if (generation === this.#generation) this.#store(key, new CachedAnswer(body), entry.maxAgeMs, entry.compute);
      },
      (err: unknown) => {
        if (err instanceof AppError && err.status < 500) {
          if (this.#entries.get(key) === entry) this.#delete(key);
          return;
        }
        log.error({ err, key }, 'refreshing a cached public answer failed: the previous answer is served meanwhile');
        entry.refreshing = false;
        entry.freshUntil = this.#options.clock() + this.#options.freshMs;
      },
    );
  }

  #store(key: string, answer: CachedAnswer, maxAgeMs: number, compute: Compute): void {
    const { freshMs, maxEntries, maxBytes, clock } = this.#options;
    if (freshMs <= 0) return;
    // a refreshed answer replaces its old one and becomes the newest; the oldest go when a bound is reached
    this.#delete(key);
    const size = answer.identity.body.length;
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size < maxEntries && this.#bytes + size <= maxBytes) break;
      this.#delete(oldest);
    }
    this.#bytes += size;
    const now = clock();
    this.#entries.set(key, {
      answer,
      freshUntil: now + freshMs,
      expiresAt: now + Math.max(freshMs, maxAgeMs),
      maxAgeMs,
      compute,
      refreshing: false,
    });
  }

  #delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#bytes -= entry.answer.identity.body.length;
    this.#entries.delete(key);
  }
}

export function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * RFC 9110 §13.1.2: If-None-Match is a list of entity tags (or *) compared weakly, so a proxy that
 * weakened our tag while compressing (W/"…") or a cache that sends several still gets its 304.
 */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/**
 * The encoding to send for an Accept-Encoding header: brotli, then gzip, among those the client accepts
 * (q=0 refuses one; `*` accepts any not named); null for the plain bytes.
 */
export function preferredEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Map<string, boolean>();
  for (const item of header.split(',')) {
    const [name = '', ...params] = item.split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim().toLowerCase(), q === undefined || Number(q.slice(2)) > 0);
  }
  const any = accepted.get('*') ?? false;
  for (const encoding of ['br', 'gzip'] as const) if (accepted.get(encoding) ?? any) return encoding;
  return null;
}

/** A stable key: action name plus its validated input with keys sorted. */
export function cacheKey(action: string, input: unknown): string {
  return `${action}?${JSON.stringify(input, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  )}`;
}
