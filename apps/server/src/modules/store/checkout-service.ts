import type { ActionOutput } from '@portal/contract/action';
import type { createPurchaseAction } from '@portal/contract/bookings';
import type { StorePurchaseItems } from '@portal/contract/store';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { PayableHold } from '../booking/payment-service.ts';

/** The store form of createPurchase (spec part 2 §7): not built yet. */
export async function createStorePurchase(
  _deps: { db: Database; now: Date; holdMinutes: number },
  _input: { userId: number; items: StorePurchaseItems },
): Promise<{ answer: ActionOutput<typeof createPurchaseAction>; hold: PayableHold }> {
  throw new AppError('unknown_action');
}
