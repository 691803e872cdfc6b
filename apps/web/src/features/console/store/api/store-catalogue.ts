import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callAction, unwrap, type ActionFields, type ActionName } from '../../../../lib/api.ts';
import { useSignedIn } from '../../../../lib/session.ts';

/**
 * The console's store catalogue (decision 035): the reads of its pages and the changes they make.
 * Under the per-user 'accounts' key, so signing out drops them; every change reads the whole catalogue
 * again, since a product's collections, tags and stock show on several pages.
 */
const storeKey = ['accounts', 'console', 'store'] as const;

/** A console read: with the admin's token, quiet (the page shows its own failure through AdminGate). */
async function read<N extends ActionName>(action: N, fields: ActionFields<N>, signal: AbortSignal) {
  return unwrap(await callAction(action, fields, { auth: true, signal, quiet: true }));
}

export const consoleStoresQueryOptions = () =>
  queryOptions({
    queryKey: [...storeKey, 'stores'],
    queryFn: ({ signal }) => read('consoleStores', {}, signal),
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
      read(
        'consoleProducts',
        {
          q: filters.q || undefined,
          collection_id: filters.collection_id || undefined,
          // the URL's value, sent only when it is one the contract knows
          stock: filters.stock === 'in' || filters.stock === 'out' ? filters.stock : undefined,
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
    queryFn: async ({ signal }) => (await read('consoleProduct', { id }, signal)).data,
    retry: false,
  });

export function useConsoleProduct(id: number | null) {
  return useQuery({ ...consoleProductQueryOptions(id ?? 0), enabled: useSignedIn() && id !== null });
}

export const stockMovementsQueryOptions = (productId: number, page: number) =>
  queryOptions({
    queryKey: [...storeKey, 'stock-movements', productId, page],
    queryFn: ({ signal }) => read('stockMovements', { product_id: productId, page, per_page: 10 }, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useStockMovements(productId: number, page: number) {
  return useQuery({ ...stockMovementsQueryOptions(productId, page), enabled: useSignedIn() });
}

export const consoleCollectionsQueryOptions = () =>
  queryOptions({
    queryKey: [...storeKey, 'collections'],
    queryFn: async ({ signal }) => (await read('consoleCollections', {}, signal)).data,
    retry: false,
  });

export function useConsoleCollections() {
  return useQuery({ ...consoleCollectionsQueryOptions(), enabled: useSignedIn() });
}

export const consoleStoreTagsQueryOptions = () =>
  queryOptions({
    queryKey: [...storeKey, 'tags'],
    queryFn: async ({ signal }) => (await read('consoleStoreTags', {}, signal)).data,
    retry: false,
  });

export function useConsoleStoreTags() {
  return useQuery({ ...consoleStoreTagsQueryOptions(), enabled: useSignedIn() });
}

/**
 * One change of the store catalogue. Forms show the failures at their fields, so the request layer stays
 * quiet; the catalogue is read again whatever happened, since another admin may have changed it.
 */
function useStoreChange<N extends ActionName>(action: N) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ActionFields<N>) => unwrap(await callAction(action, input, { auth: true, quiet: true })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: storeKey }),
  });
}

export const useSaveStoreDesign = () => useStoreChange('saveStoreDesign');
export const useSaveStorePage = () => useStoreChange('saveStorePage');
export const useDeleteStorePage = () => useStoreChange('deleteStorePage');
export const useSaveProduct = () => useStoreChange('saveProduct');
export const useDeleteProduct = () => useStoreChange('deleteProduct');
export const useAdjustStock = () => useStoreChange('adjustStock');
export const useSaveCollection = () => useStoreChange('saveCollection');
export const useDeleteCollection = () => useStoreChange('deleteCollection');
export const useSaveStoreTag = () => useStoreChange('saveStoreTag');
export const useDeleteStoreTag = () => useStoreChange('deleteStoreTag');
