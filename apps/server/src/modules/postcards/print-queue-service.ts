import type { BackofficePostcardOrder, PostcardStep } from '@portal/contract/postcards';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { postcardOrders } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import type { MessageSender } from '../../providers/messages/messages.ts';
import { recordChange } from '../console/index.ts';
import { atSteps, backofficePostcardOrderList, isPostcardStep, nextPrintStep, postcardPaid } from './order-view.ts';
import { writePostcardStepMessage, type PrintStep } from './postcard-messages.ts';

/** backofficePostcardOrders: paid cards at `step`, or by default those not yet posted, oldest first. */
export function printQueue(db: Database, step: PostcardStep | undefined): Promise<BackofficePostcardOrder[]> {
  return backofficePostcardOrderList(db, atSteps(step));
}

export type PrintStepChange = {
  operatorId: number;
  orderNumber: string;
  step: PrintStep;
  /** the step the operator saw the card at, when the page says */
  from?: PostcardStep | undefined;
};

/** Who took a step and when, in the columns of that step. */
const stepColumns = (step: PrintStep, operatorId: number, now: Date) =>
  step === 'printed' ? { printedAt: now, printedBy: operatorId } : { postedAt: now, postedBy: operatorId };

/**
 * Moves a paid card one step on (received → printed → posted), recorded with the operator and time, and
 * writes the buyer's e-mail in the same transaction. The order row is locked first and its step read after
 * the lock, so of two operators marking the same card at once the second sees the first's step and is
 * refused (postcard_step_invalid), as is a page that says it saw another step than the card's. The step,
 * the buyer's e-mail and the audit entry commit together.
 */
export async function movePostcardOrder(
  deps: { db: Database; messages: MessageSender; publicUrl: string; now: Date },
  change: PrintStepChange,
): Promise<BackofficePostcardOrder> {
  const orderId = await deps.db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: postcardOrders.id, status: postcardOrders.status, step: postcardOrders.processingStatus })
      .from(postcardOrders)
      .where(eq(postcardOrders.orderNumber, change.orderNumber))
      .for('update');
    // a card not paid (yet, or ever) is not in the print queue
    if (!order || order.status !== postcardPaid) throw new AppError('postcard_not_found');
    const follows = isPostcardStep(order.step) && nextPrintStep[order.step] === change.step;
    if (!follows || (change.from !== undefined && change.from !== order.step)) throw new AppError('postcard_step_invalid');
    await tx
      .update(postcardOrders)
      .set({ processingStatus: change.step, ...stepColumns(change.step, change.operatorId, deps.now) })
      .where(eq(postcardOrders.id, order.id));
    await writePostcardStepMessage(tx, deps, { orderId: order.id, step: change.step });
    await recordChange(tx, {
      operatorId: change.operatorId,
      action: 'updatePostcardOrder',
      entity: 'postcard_order',
      entityId: change.orderNumber,
      before: { step: order.step },
      after: { step: change.step },
    });
    return order.id;
  });
  deps.messages.wake();
  const [answer] = await backofficePostcardOrderList(deps.db, eq(postcardOrders.id, orderId), 1);
  if (!answer) throw new Error(`postcard order ${orderId} vanished after its print step`);
  return answer;
}
