import type { ActionOutput } from '@portal/contract/action';
import type {
  adjustStockAction,
  consoleCollectionsAction,
  consoleProductAction,
  consoleProductsAction,
  consoleStoresAction,
  consoleStoreTagsAction,
  saveCollectionAction,
  saveProductAction,
  saveStoreDesignAction,
  saveStorePageAction,
  saveStoreTagAction,
  stockMovementsAction,
} from '@portal/contract/console-store';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callAction, unwrap, type ActionFields } from '../../../../lib/api.ts';
import { useSignedIn } from '../../../../lib/session.ts';

/**
 * The console's store catalogue (decision 035): the reads of its pages and the changes they make.
 * Under the per-user 'accounts' key, so signing out drops them; every change reads the whole catalogue
 * again, since a product's collections, tags and stock show on several pages.
 */
const storeKey = ['accounts', 'console', 'store'] as const;

/** A console read: with the admin's token, quiet (the page shows its own failure through AdminGate). */
async function read<T extends object>(action: string, fields: ActionFields, signal: AbortSignal): Promise<T> {
  return unwrap(await callAction<T>(action, fields, { auth: true, signal, quiet: true }));
}

export const consoleStoresQueryOptions = () =>
  queryOptions({
    queryKey: [...storeKey, 'stores'],
    queryFn: ({ signal }) => read<ActionOutput<typeof consoleStoresAction>>('consoleStores', {}, signal),
    retry: false,
  });

export function useConsoleStores() {
  return useQuery({ ...consoleStoresQueryOptions(), enabled: useSignedIn() });
}

export type ProductFilters = { q: string; collection_id: string; stock: string; enable: string; page: number; perPage: number };

export const consoleProductsQueryOptions = (filters: ProductFilters) =>
  queryOptions({
    queryKey: [...storeKey, 'products', filters],
    queryFn: ({ signal }) =>
      read<ActionOutput<typeof consoleProductsAction>>(
        'consoleProducts',
        {
          q: filters.q || undefined,
          collection_id: filters.collection_id || undefined,
          stock: filters.stock || undefined,
          enable: filters.enable || undefined,
          page: filters.page,
          per_page: filters.perPage,
        },
        signal,
      ),
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useConsoleProducts(filters: ProductFilters) {
  return useQuery({ ...consoleProductsQueryOptions(filters), enabled: useSignedIn() });
}

export const consoleProductQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...storeKey, 'product', id],
    queryFn: async ({ signal }) => (await read<ActionOutput<typeof consoleProductAction>>('consoleProduct', { id }, signal)).data,
    retry: false,
  });

export function useConsoleProduct(id: number | null) {
  return useQuery({ ...consoleProductQueryOptions(id ?? 0), enabled: useSignedIn() && id !== null });
}

export const stockMovementsQueryOptions = (productId: number, page: number) =>
  queryOptions({
    queryKey: [...storeKey, 'stock-movements', productId, page],
    queryFn: ({ signal }) =>
      read<ActionOutput<typeof stockMovementsAction>>('stockMovements', { product_id: productId, page, per_page: 10 }, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useStockMovements(productId: number, page: number) {
  return useQuery({ ...stockMovementsQueryOptions(productId, page), enabled: useSignedIn() });
}

export const consoleCollectionsQueryOptions = () =>
  queryOptions({
    queryKey: [...storeKey, 'collections'],
    queryFn: async ({ signal }) =>
      (await read<ActionOutput<typeof consoleCollectionsAction>>('consoleCollections', {}, signal)).data,
    retry: false,
  });

export function useConsoleCollections() {
  return useQuery({ ...consoleCollectionsQueryOptions(), enabled: useSignedIn() });
}

export const consoleStoreTagsQueryOptions = () =>
  queryOptions({
    queryKey: [...storeKey, 'tags'],
    queryFn: async ({ signal }) => (await read<ActionOutput<typeof consoleStoreTagsAction>>('consoleStoreTags', {}, signal)).data,
    retry: false,
  });

export function useConsoleStoreTags() {
  return useQuery({ ...consoleStoreTagsQueryOptions(), enabled: useSignedIn() });
}

/**
 * One change of the store catalogue. Forms show the failures at their fields, so the request layer stays
 * quiet; the catalogue is read again whatever happened, since another admin may have changed it.
 */
function useStoreChange<T extends object>(action: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ActionFields) => unwrap(await callAction<T>(action, input, { auth: true, quiet: true })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: storeKey }),
  });
}

export const useSaveStoreDesign = () => useStoreChange<ActionOutput<typeof saveStoreDesignAction>>('saveStoreDesign');
export const useSaveStorePage = () => useStoreChange<ActionOutput<typeof saveStorePageAction>>('saveStorePage');
export const useDeleteStorePage = () => useStoreChange<{ deleted: 1 }>('deleteStorePage');
export const useSaveProduct = () => useStoreChange<ActionOutput<typeof saveProductAction>>('saveProduct');
export const useDeleteProduct = () => useStoreChange<{ deleted: 1 }>('deleteProduct');
export const useAdjustStock = () => useStoreChange<ActionOutput<typeof adjustStockAction>>('adjustStock');
export const useSaveCollection = () => useStoreChange<ActionOutput<typeof saveCollectionAction>>('saveCollection');
export const useDeleteCollection = () => useStoreChange<{ deleted: 1 }>('deleteCollection');
export const useSaveStoreTag = () => useStoreChange<ActionOutput<typeof saveStoreTagAction>>('saveStoreTag');
export const useDeleteStoreTag = () => useStoreChange<{ deleted: 1 }>('deleteStoreTag');
