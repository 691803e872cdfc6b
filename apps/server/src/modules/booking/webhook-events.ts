import type { Database } from '../../db/client.ts';
import { webhookEvents } from '../../db/schema/index.ts';

/**
 * Records a provider's event in the transaction that applies it: true the first time, false for any
 * later delivery of the same event id, which then changes nothing. A second delivery waits on the unique
 * index until the first one commits, and an event whose processing failed is not recorded, so the
 * provider's retry applies it.
 */
export async function firstDelivery(
  tx: Database,
  provider: string,
  event: { eventId: string; type: string; raw: unknown },
  now: Date,
): Promise<boolean> {
  const [stored] = await tx
    .insert(webhookEvents)
    .values({
      provider,
      eventId: event.eventId,
      type: event.type,
      payload: event.raw as object,
      receivedAt: now,
      processedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id });
  return stored !== undefined;
}
