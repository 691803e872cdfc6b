import { getScratchWinAction } from '@portal/contract/scratch';
import { bindAction, requireUser } from '../../http/actions.ts';
import { scratchCard } from './scratch-service.ts';

export const scratchActions = [
  bindAction(getScratchWinAction, async (_input, ctx) => scratchCard(ctx.db, requireUser(ctx).id, ctx.now)),
];
