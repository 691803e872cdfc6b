import { backofficeStoreOrdersAction, updateStoreOrderFulfilmentAction } from '@portal/contract/store';
import { bindAction, requireUser, type BoundAction } from '../../http/actions.ts';
import { backofficeStoreOrders, updateStoreOrderFulfilment } from './fulfilment-service.ts';

/** Operator actions of store fulfilment: the dispatcher answers 401 without a session and 403 for a non-operator. */
export const storeFulfilmentActions: BoundAction[] = [
  bindAction(backofficeStoreOrdersAction, async (input, ctx) => ({
    data: await backofficeStoreOrders(ctx.db, input.step, ctx.scope),
  })),
  bindAction(updateStoreOrderFulfilmentAction, async (input, ctx) => ({
    data: await updateStoreOrderFulfilment(
      { db: ctx.db, messages: ctx.messages, publicUrl: ctx.config.PUBLIC_URL, now: ctx.now },
      {
        operatorId: requireUser(ctx).id,
        scope: ctx.scope,
        orderNumber: input.order_number,
        step: input.step,
        note: input.note,
        from: input.from,
        // the contract lets the two through only together, and only with the shipped step
        shipment:
          input.carrier !== undefined && input.tracking_number !== undefined
            ? { carrier: input.carrier, trackingNumber: input.tracking_number, trackingUrl: input.tracking_url }
            : undefined,
      },
    ),
  })),
];
