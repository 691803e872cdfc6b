import {
  adjustStockAction,
  consoleCollectionsAction,
  consoleProductAction,
  consoleProductsAction,
  consoleStoresAction,
  consoleStoreTagsAction,
  deleteCollectionAction,
  deleteProductAction,
  deleteStorePageAction,
  deleteStoreTagAction,
  saveCollectionAction,
  saveProductAction,
  saveStoreDesignAction,
  saveStorePageAction,
  saveStoreTagAction,
  stockMovementsAction,
} from '@portal/contract/console-store';
import { bindAction, requireUser, type ActionContext, type BoundAction } from '../../http/actions.ts';
import { publicDataChanged } from '../console/index.ts';
import {
  consoleCollections,
  consoleStoreTags,
  deleteCollection,
  deleteStoreTag,
  saveCollection,
  saveStoreTag,
} from './store-collections-console-service.ts';
import { consoleStores, deleteStorePage, saveStoreDesign, saveStorePage } from './store-design-console-service.ts';
import { consoleProduct, consoleProducts, deleteProduct, saveProduct } from './store-products-console-service.ts';
import { adjustStock, listStockMovements } from './store-stock-console-service.ts';

/** Runs a change as the signed-in admin, then tells every process that the public store answers changed. */
async function changed<T>(ctx: ActionContext, change: (operatorId: number) => Promise<T>): Promise<T> {
  const result = await change(requireUser(ctx).id);
  await publicDataChanged(ctx);
  return result;
}

/** The store catalogue: design, products, variants, stock, collections, designers, tags (decision 035). Admins only. */
export const storeCatalogueConsoleActions: BoundAction[] = [
  bindAction(consoleStoresAction, (_input, ctx) => consoleStores(ctx.db)),
  bindAction(saveStoreDesignAction, async (input, ctx) => {
    await changed(ctx, (operatorId) => saveStoreDesign(ctx.db, operatorId, input));
    const { data } = await consoleStores(ctx.db);
    return { data: data.find((store) => store.id === input.id)! };
  }),
  bindAction(saveStorePageAction, async (input, ctx) => ({
    data: await changed(ctx, (operatorId) => saveStorePage(ctx.db, operatorId, input)),
  })),
  bindAction(deleteStorePageAction, async (input, ctx) => {
    await changed(ctx, (operatorId) => deleteStorePage(ctx.db, operatorId, input.id));
    return { deleted: 1 as const };
  }),
  bindAction(consoleProductsAction, (input, ctx) => consoleProducts(ctx.db, input)),
  bindAction(consoleProductAction, async (input, ctx) => ({ data: await consoleProduct(ctx.db, input.id) })),
  bindAction(saveProductAction, async (input, ctx) => ({
    data: await changed(ctx, (operatorId) => saveProduct(ctx.db, operatorId, input)),
  })),
  bindAction(deleteProductAction, async (input, ctx) => {
    await changed(ctx, (operatorId) => deleteProduct(ctx.db, operatorId, input.id));
    return { deleted: 1 as const };
  }),
  bindAction(adjustStockAction, async (input, ctx) => ({
    data: await changed(ctx, (operatorId) => adjustStock(ctx.db, operatorId, input)),
  })),
  bindAction(stockMovementsAction, (input, ctx) => listStockMovements(ctx.db, input)),
  bindAction(consoleCollectionsAction, async (_input, ctx) => ({ data: await consoleCollections(ctx.db) })),
  bindAction(saveCollectionAction, async (input, ctx) => ({
    data: await changed(ctx, (operatorId) => saveCollection(ctx.db, operatorId, input)),
  })),
  bindAction(deleteCollectionAction, async (input, ctx) => {
    await changed(ctx, (operatorId) => deleteCollection(ctx.db, operatorId, input.id));
    return { deleted: 1 as const };
  }),
  bindAction(consoleStoreTagsAction, async (_input, ctx) => ({ data: await consoleStoreTags(ctx.db) })),
  bindAction(saveStoreTagAction, async (input, ctx) => ({
    data: await changed(ctx, (operatorId) => saveStoreTag(ctx.db, operatorId, input)),
  })),
  bindAction(deleteStoreTagAction, async (input, ctx) => {
    await changed(ctx, (operatorId) => deleteStoreTag(ctx.db, operatorId, input.id));
    return { deleted: 1 as const };
  }),
];
