import { wishlistAddAction, wishlistListAction, wishlistMergeAction, wishlistRemoveAction } from '@portal/contract/wishlist';
import { bindAction, requireUser } from '../../http/actions.ts';
import { wishlistAdd, wishlistList, wishlistMerge, wishlistRemove } from './wishlist-service.ts';

/** The wishlist's actions (decision 063): every one on the signed-in user's own list. */
export const wishlistActions = [
  bindAction(wishlistListAction, async (_input, ctx) => ({ data: await wishlistList(ctx.db, requireUser(ctx).id) })),
  bindAction(wishlistAddAction, async (input, ctx) => ({
    data: await wishlistAdd(ctx.db, requireUser(ctx).id, input.package_id, ctx.now),
  })),
  bindAction(wishlistRemoveAction, async (input, ctx) => ({
    data: await wishlistRemove(ctx.db, requireUser(ctx).id, input.package_id),
  })),
  bindAction(wishlistMergeAction, async (input, ctx) => ({
    data: await wishlistMerge(ctx.db, requireUser(ctx).id, input.package_ids, ctx.now),
  })),
];
