import {
  addPostCardOrderAction,
  backofficePostcardOrdersAction,
  listPostCardOrdersAction,
  postCardsAction,
  updatePostcardOrderAction,
} from '@portal/contract/postcards';
import { bindAction, requireUser, type BoundAction } from '../../http/actions.ts';
import { AppError } from '../../http/errors.ts';
import { storageFor } from '../../lib/storage/index.ts';
import { paymentContext, tenderRequests } from '../booking/index.ts';
import { orderPostcard } from './order-service.ts';
import { userPostcardOrders } from './order-view.ts';
import { movePostcardOrder, printQueue } from './print-queue-service.ts';
import { listPostcardTemplates } from './template-service.ts';

/**
 * The postcard service's actions (spec part 2 §7; decision 033), and the print queue's (operators only: 401, then 403).
 */
export const postcardActions: BoundAction[] = [
  bindAction(postCardsAction, async (input, ctx) => ({
    data: await listPostcardTemplates({ db: ctx.db, storage: storageFor(ctx.config), log: ctx.log }, input.image_base64 === '1'),
  })),
  bindAction(addPostCardOrderAction, async (input, ctx) =>
    orderPostcard(
      {
        ...paymentContext(ctx),
        holdMinutes: ctx.config.HOLD_MINUTES,
        storage: storageFor(ctx.config),
      },
      {
        userId: requireUser(ctx).id,
        templateId: input.post_card_id,
        message: input.message,
        address: input.address,
        font: input.font,
        size: input.size,
        files: ctx.files,
        tenders: await tenderRequests(ctx.db, input, { userId: requireUser(ctx).id, now: ctx.now }),
      },
    ),
  ),
  bindAction(listPostCardOrdersAction, async (input, ctx) => {
    const orders = await userPostcardOrders(ctx.db, requireUser(ctx).id, input.order_number);
    // asked for one order: anyone else's (or an unknown number) is not found, never an empty list
    if (input.order_number !== undefined && orders.length === 0) throw new AppError('postcard_not_found');
    return { data: orders };
  }),
  bindAction(backofficePostcardOrdersAction, async (input, ctx) => ({ data: await printQueue(ctx.db, input.step) })),
  bindAction(updatePostcardOrderAction, async (input, ctx) => ({
    data: await movePostcardOrder(
      { db: ctx.db, messages: ctx.messages, publicUrl: ctx.config.PUBLIC_URL, now: ctx.now },
      { operatorId: requireUser(ctx).id, orderNumber: input.order_number, step: input.step, from: input.from },
    ),
  })),
];
