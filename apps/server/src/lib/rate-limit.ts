import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';
import { AppError } from '../http/errors.ts';
import type { ErrorCode } from '@portal/contract/errors';

/** A fixed window: `windowMs` long counted from the epoch, or given outright (a calendar day in Dubai …). */
export type RateWindow = { windowMs: number } | { window: { start: Date; end: Date } };

/**
 * Counts `cost` hits (one by default) against a fixed window kept in the database (shared by every API
 * process) and refuses with 429 and Retry-After when they would pass `max`. A refused call takes nothing, so
 * a batch too large for what is left today does not use up the rest. Returns the count so far.
 */
export async function hitRateLimit(
  db: Database,
  options: RateWindow & { key: string; max: number; now: Date; cost?: number; code?: ErrorCode },
): Promise<number> {
  const cost = options.cost ?? 1;
  const { start, end } =
    'window' in options
      ? options.window
      : (() => {
          const startMs = Math.floor(options.now.getTime() / options.windowMs) * options.windowMs;
          return { start: new Date(startMs), end: new Date(startMs + options.windowMs) };
        })();
  const refuse = () =>
    new AppError(options.code ?? 'rate_limited', { retryAfter: Math.ceil((end.getTime() - options.now.getTime()) / 1000) });
  if (cost > options.max) throw refuse();
  // one statement, so concurrent hits of several processes cannot pass the limit together
  const [row] = await db
    .insert(rateLimits)
    .values({ key: options.key, windowStart: start, count: cost })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + ${cost}` },
      setWhere: sql`${rateLimits.count} + ${cost} <= ${options.max}`,
    })
    .returning({ count: rateLimits.count });
  if (!row) throw refuse();
  return row.count;
}
