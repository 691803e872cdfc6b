import { checkStockAction, deleteAddressAction, getAddressAction, listStoreOrdersAction } from '@portal/contract/store';
import { addAddressAction } from '@portal/contract/store-addresses';
import { bindAction, requireUser, type BoundAction } from '../../http/actions.ts';
import { AppError } from '../../http/errors.ts';
import { addAddress, deleteAddress, listAddresses } from './address-service.ts';
import { checkStock } from './checkout-service.ts';
import { userStoreOrders } from './order-view.ts';

/** The store's checkout side: the cart's stock check, saved addresses and the buyer's orders (createPurchase is the booking's action). */
export const storeCheckoutActions: BoundAction[] = [
  bindAction(checkStockAction, async (input, ctx) => ({ data: await checkStock(ctx.db, input.products, ctx.language) })),
  bindAction(getAddressAction, async (_input, ctx) => ({ data: await listAddresses(ctx.db, requireUser(ctx).id) })),
  bindAction(addAddressAction, (input, ctx) => addAddress(ctx.db, requireUser(ctx).id, input.address, ctx.now)),
  bindAction(deleteAddressAction, async (input, ctx) => ({
    data: await deleteAddress(ctx.db, requireUser(ctx).id, input.address_id, ctx.now),
  })),
  bindAction(listStoreOrdersAction, async (input, ctx) => {
    const orders = await userStoreOrders(ctx.db, requireUser(ctx).id, input.order_number);
    // asked for one order: anyone else's (or an unknown number) is not found, never an empty list
    if (input.order_number !== undefined && orders.length === 0) throw new AppError('order_not_found');
    return { data: orders };
  }),
];
