import { addDays, calendarDateIn, instantOfDubaiTimestamp } from '@portal/domain/dates';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { hitRateLimit } from '../../lib/rate-limit.ts';

const tenMinutes = 600_000;

/** The calendar day in Asia/Dubai that `now` falls on, as the instants it starts and ends. */
function dubaiDay(now: Date): { start: Date; end: Date } {
  const today = calendarDateIn(now);
  return {
    start: instantOfDubaiTimestamp(`${today} 00:00:00`),
    end: instantOfDubaiTimestamp(`${addDays(today, 1)} 00:00:00`),
  };
}

/**
 * Takes one upload of `images` invoice images from the quotas (decision 024), before any image is decoded:
 * every image costs a decode and an encode (decision 024: one request of 60 KB cost 2.6 s of CPU). Per client
 * address and per user, requests per 10 minutes; per user, images per calendar day in Dubai. Past any of
 * them the upload is refused with 429 rate_limited and Retry-After.
 */
export async function takeUploadQuota(
  db: Database,
  config: Pick<
    Config,
    'INVOICE_UPLOADS_PER_ADDRESS_PER_10_MIN' | 'INVOICE_UPLOADS_PER_USER_PER_10_MIN' | 'INVOICE_IMAGES_PER_USER_PER_DAY'
  >,
  upload: { userId: number; clientAddress: string; images: number; now: Date },
): Promise<void> {
  const { userId, clientAddress, images, now } = upload;
  await hitRateLimit(db, {
    key: `invoice-upload:addr:${clientAddress}`,
    windowMs: tenMinutes,
    max: config.INVOICE_UPLOADS_PER_ADDRESS_PER_10_MIN,
    now,
  });
  await hitRateLimit(db, {
    key: `invoice-upload:user:${userId}`,
    windowMs: tenMinutes,
    max: config.INVOICE_UPLOADS_PER_USER_PER_10_MIN,
    now,
  });
  await hitRateLimit(db, {
    key: `invoice-images:user:${userId}`,
    window: dubaiDay(now),
    max: config.INVOICE_IMAGES_PER_USER_PER_DAY,
    cost: images,
    now,
  });
}
