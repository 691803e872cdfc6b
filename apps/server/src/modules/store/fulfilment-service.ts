import { nextFulfilmentSteps, type BackofficeStoreOrder, type FulfilmentStep, type Shipment } from '@portal/contract/store';
import { trackingUrlFor } from '@portal/domain/shipment';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { fulfilments, storeOrders } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { inScope, type OperatorScope } from '../../http/operator-access.ts';
import type { MessageSender } from '../../providers/messages/messages.ts';
import { recordChange } from '../console/index.ts';
import { writeFulfilmentMessage } from './fulfilment-messages.ts';
import { backofficeStoreOrderList, currentStep, currentStepIn, fulfilmentStepRow } from './order-view.ts';

/** The steps an order is open at: an operator still has to move it on. */
const openSteps: readonly FulfilmentStep[] = ['pending', 'processing', 'shipped'];

/**
 * backofficeStoreOrders: paid orders whose current step is `step`, or by default the open ones, oldest
 * first so the longest-waiting order is at the top.
 */
export function backofficeStoreOrders(
  db: Database,
  step: FulfilmentStep | undefined,
  scope: OperatorScope,
): Promise<BackofficeStoreOrder[]> {
  return backofficeStoreOrderList(
    db,
    and(eq(storeOrders.status, 1), currentStepIn(step ? [step] : openSteps), inScope(scope, 'store', storeOrders.storeId)),
    'oldest',
  );
}

export type FulfilmentChange = {
  operatorId: number;
  /** the stores the operator acts on: an order of another store is not found */
  scope: OperatorScope;
  orderNumber: string;
  step: Exclude<FulfilmentStep, 'pending'>;
  note: string;
  /** the step the operator saw the order at, when the page says */
  from?: FulfilmentStep | undefined;
  /** with the shipped step only (the contract checks it): the carrier and number, and the tracking address if typed */
  shipment?: { carrier: string; trackingNumber: string; trackingUrl?: string | undefined } | undefined;
};

/** The shipment an order is shipped with: the typed tracking address, else the one a known carrier has. */
function shipmentOf(change: FulfilmentChange['shipment']): Shipment | null {
  if (!change) return null;
  return {
    carrier: change.carrier,
    tracking_number: change.trackingNumber,
    tracking_url: change.trackingUrl ?? trackingUrlFor(change.carrier, change.trackingNumber),
  };
}

/**
 * Moves a paid order to its next step, recorded with the operator and time, and writes the buyer's e-mail
 * in the same transaction. The order row is locked first and its current step read after the lock, so of
 * two operators moving the same order at once the second sees the first's step: it is refused when the
 * step does not follow it, or when it says which step it saw and that is no longer the order's (one
 * operator's "shipped" must not turn another's "failed", meant for a processing order, into a failed
 * shipment). The step, the buyer's e-mail and the audit entry commit together.
 */
export async function updateStoreOrderFulfilment(
  deps: { db: Database; messages: MessageSender; publicUrl: string; now: Date },
  change: FulfilmentChange,
): Promise<BackofficeStoreOrder> {
  const orderId = await deps.db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        id: storeOrders.id,
        status: storeOrders.status,
        carrier: storeOrders.carrier,
        trackingNumber: storeOrders.trackingNumber,
        trackingUrl: storeOrders.trackingUrl,
      })
      .from(storeOrders)
      .where(and(eq(storeOrders.orderNumber, change.orderNumber), inScope(change.scope, 'store', storeOrders.storeId)))
      .for('update');
    // an order not paid yet (or never) is nothing an operator can fulfil
    if (!order || order.status !== 1) throw new AppError('order_not_found');
    const [newest] = await tx
      .select({ statusName: fulfilments.statusName })
      .from(fulfilments)
      .where(eq(fulfilments.orderId, order.id))
      .orderBy(desc(fulfilments.id))
      .limit(1);
    const from = currentStep(order.status, newest?.statusName);
    const follows = from !== null && nextFulfilmentSteps[from].includes(change.step);
    if (!follows || (change.from !== undefined && change.from !== from)) throw new AppError('fulfilment_step_invalid');
    const row = fulfilmentStepRow(change.step);
    await tx.insert(fulfilments).values({
      orderId: order.id,
      ...row,
      operatorId: change.operatorId,
      note: change.note,
      createdAt: deps.now,
    });
    const shipment = shipmentOf(change.shipment);
    await tx
      .update(storeOrders)
      .set({
        processingStatus: row.statusName,
        ...(shipment
          ? { carrier: shipment.carrier, trackingNumber: shipment.tracking_number, trackingUrl: shipment.tracking_url }
          : {}),
      })
      .where(eq(storeOrders.id, order.id));
    await writeFulfilmentMessage(tx, deps, { orderId: order.id, step: change.step, note: change.note, shipment });
    // the shipped step's entry shows what it recorded about the shipment next to what the order had before
    const shipped = change.step === 'shipped';
    await recordChange(tx, {
      operatorId: change.operatorId,
      action: 'updateStoreOrderFulfilment',
      entity: 'store_order',
      entityId: change.orderNumber,
      before: {
        step: from,
        ...(shipped ? { carrier: order.carrier, tracking_number: order.trackingNumber, tracking_url: order.trackingUrl } : {}),
      },
      after: {
        step: change.step,
        note: change.note,
        ...(shipped
          ? {
              carrier: shipment?.carrier ?? null,
              tracking_number: shipment?.tracking_number ?? null,
              tracking_url: shipment?.tracking_url ?? null,
            }
          : {}),
      },
    });
    return order.id;
  });
  deps.messages.wake();
  const [answer] = await backofficeStoreOrderList(deps.db, eq(storeOrders.id, orderId), 'oldest', 1);
  if (!answer) throw new Error(`store order ${orderId} vanished after its fulfilment step`);
  return answer;
}
