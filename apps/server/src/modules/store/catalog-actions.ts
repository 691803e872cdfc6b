import {
  addFavouriteProductAction,
  favouriteProductsAction,
  getProductAction,
  listCollectionsAction,
  listProductsBySlugAction,
  pageDetailsAction,
  removeFavouriteProductAction,
  storeDataAction,
  storeDesignAction,
} from '@portal/contract/store';
import { bindAction, requireUser } from '../../http/actions.ts';
import {
  favouriteProductIds,
  listProductsBySlug,
  listStoreCollections,
  readProduct,
  readStoreData,
  readStoreDesign,
  readStorePage,
  setFavourite,
} from './catalog-service.ts';

/** The store's catalogue (spec part 2 §2.6, §7): public reads, and the signed-in user's favourites. */
export const storeCatalogActions = [
  bindAction(storeDesignAction, async (input, { db }) => ({ storeData: await readStoreDesign(db, input.url_slug) })),
  bindAction(storeDataAction, async (_input, { db }) => ({ data: await readStoreData(db) })),
  bindAction(getProductAction, async (input, { db, user }) => ({ data: await readProduct(db, input.slug, user?.id ?? null) })),
  bindAction(addFavouriteProductAction, async (input, ctx) => ({
    productData: await setFavourite(ctx.db, requireUser(ctx).id, input.product_id, true),
  })),
  bindAction(removeFavouriteProductAction, async (input, ctx) => ({
    productData: await setFavourite(ctx.db, requireUser(ctx).id, input.product_id, false),
  })),
  bindAction(favouriteProductsAction, async (_input, ctx) => ({ data: await favouriteProductIds(ctx.db, requireUser(ctx).id) })),
  bindAction(listCollectionsAction, async (input, { db }) => ({ data: await listStoreCollections(db, input.destination_slug) })),
  bindAction(listProductsBySlugAction, async (input, { db }) => listProductsBySlug(db, input)),
  bindAction(pageDetailsAction, async (input, { db }) => ({
    data: await readStorePage(db, input.destination_slug, input.page_slug),
  })),
];
