import { createHash } from 'node:crypto';

/** The answer is kept encoded: re-encoding Arabic text on every hit was the largest cost of a cached read. */
export type CachedAnswer = { body: Buffer; etag: string; expires: number };

/**
 * A short-lived cache of public action answers, per process. It is an optimisation only: every
 * process computes the same answer from the database, and an entry lives a few seconds at most
 * (docs/decisions/004-public-read-cache.md).
 */
export class PublicCache {
  readonly #entries = new Map<string, CachedAnswer>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;

  constructor(ttlMs: number, maxEntries = 2000) {
    this.#ttlMs = ttlMs;
    this.#maxEntries = maxEntries;
  }

  get(key: string, nowMs: number): CachedAnswer | undefined {
    const hit = this.#entries.get(key);
    if (!hit) return undefined;
    if (hit.expires <= nowMs) {
      this.#entries.delete(key);
      return undefined;
    }
    return hit;
  }

  set(key: string, body: Buffer, nowMs: number): CachedAnswer {
    if (this.#entries.size >= this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    const answer = { body, etag: etagOf(body), expires: nowMs + this.#ttlMs };
    if (this.#ttlMs > 0) this.#entries.set(key, answer);
    return answer;
  }

  /** Called after a write that changes public data. */
  clear(): void {
    this.#entries.clear();
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

/** A stable key: action name plus its validated input with keys sorted. */
export function cacheKey(action: string, input: unknown): string {
  return `${action}?${JSON.stringify(input, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  )}`;
}
