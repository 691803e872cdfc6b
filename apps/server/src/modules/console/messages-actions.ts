import {
  consoleContactMessagesAction,
  consoleFailedMessagesAction,
  markContactMessageAction,
  resendMessageAction,
} from '@portal/contract/console-messages';
import { bindAction, requireUser, type BoundAction } from '../../http/actions.ts';
import { listContactMessages, listUndeliveredMessages, markContactMessage, resendMessage } from './messages-service.ts';

/** Contact-form messages and undelivered e-mails and SMS for support staff (decision 036). */
export const messageConsoleActions: BoundAction[] = [
  bindAction(consoleContactMessagesAction, (input, ctx) => listContactMessages(ctx.db, input)),
  bindAction(markContactMessageAction, async (input, ctx) => ({
    data: await markContactMessage(ctx.db, requireUser(ctx).id, { ...input, now: ctx.now }),
  })),
  bindAction(consoleFailedMessagesAction, (input, ctx) => listUndeliveredMessages(ctx.db, input)),
  bindAction(resendMessageAction, async (input, ctx) => {
    await resendMessage(ctx.db, requireUser(ctx).id, input.id, ctx.now);
    // as every writer of the outbox does once its transaction has committed
    ctx.messages.wake();
    return { data: { id: input.id, status: 'pending' as const } };
  }),
];
