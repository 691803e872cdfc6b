import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';
import { AppError } from '../http/errors.ts';
import type { ErrorCode } from '@portal/contract/errors';

/**
 * Counts one hit against a fixed window kept in the database (shared by every API process) and
 * refuses with 429 once `max` hits fall in the window. Returns the count so far.
 */
export async function hitRateLimit(
  db: Database,
  options: { key: string; windowMs: number; max: number; now: Date; code?: ErrorCode },
): Promise<number> {
  const windowStart = new Date(Math.floor(options.now.getTime() / options.windowMs) * options.windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key: options.key, windowStart, count: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count });
  const count = row?.count ?? 1;
  if (count > options.max) {
    const retryAfter = Math.ceil((windowStart.getTime() + options.windowMs - options.now.getTime()) / 1000);
    throw new AppError(options.code ?? 'rate_limited', { retryAfter });
  }
  return count;
}
