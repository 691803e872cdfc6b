import type { Category, Product, StoreTag } from '@portal/contract/store';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../lib/api.ts';

/**
 * The store's public reads (spec part 2 §7): GETs, so browsers and a CDN may cache them. Every page shows
 * its own not-found and error states, so the request layer raises no toast (quiet).
 */
const publicRead = (signal?: AbortSignal) => ({ method: 'GET', signal, quiet: true }) as const;

export const storeQueryKey = ['store'] as const;

export const storeDesignQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: [...storeQueryKey, 'design', slug],
    queryFn: async ({ signal }) => unwrap(await callAction('storeDesign', { url_slug: slug }, publicRead(signal))).storeData,
  });

/** A store's name, links, highlights, slider, about text and film (storeDesign). */
export function useStoreDesign(slug: string) {
  return useQuery(storeDesignQueryOptions(slug));
}

export const storeDataQueryOptions = () =>
  queryOptions({
    queryKey: [...storeQueryKey, 'data'],
    queryFn: async ({ signal }) => unwrap(await callAction('storeData', {}, publicRead(signal))).data,
  });

/** Every product of the stores with the destinations they come from (storeData), for /stores. */
export function useStoreData() {
  return useQuery(storeDataQueryOptions());
}

export const collectionsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: [...storeQueryKey, 'collections', slug],
    queryFn: async ({ signal }) =>
      unwrap(await callAction('listCollections', { destination_slug: slug }, publicRead(signal))).data,
  });

/** A store's collections; the designers are those with is_profile '1' (listCollections). */
export function useCollections(slug: string) {
  return useQuery(collectionsQueryOptions(slug));
}

/** What a product list is of: a collection or designer (category_slug), products with a tag, or the whole store. */
export type ProductListFilter = { category_slug?: string; tags?: string };

export type ProductList = {
  /** in the store's order */
  products: Product[];
  category: Category;
  /** the products page's filter: tags on 3 or more of the products, at most 9 (spec part 2 §9) */
  filterTags: StoreTag[];
};

/** `data` comes keyed by product id (spec part 2 §7); `order` gives the store's order of those ids. */
export function orderedProducts(data: Record<string, Product>, order: readonly number[]): Product[] {
  return order.map((id) => data[String(id)]).filter((product): product is Product => product !== undefined);
}

export async function getProductList(slug: string, filter: ProductListFilter, signal?: AbortSignal): Promise<ProductList> {
  const result = unwrap(await callAction('listProductsBySlug', { destination_slug: slug, ...filter }, publicRead(signal)));
  return { products: orderedProducts(result.data, result.order), category: result.catgData, filterTags: result.filter_tags };
}

export const productListQueryOptions = (slug: string, filter: ProductListFilter = {}) =>
  queryOptions({
    queryKey: [...storeQueryKey, 'products', slug, filter.category_slug ?? '', filter.tags ?? ''],
    queryFn: ({ signal }) => getProductList(slug, filter, signal),
  });

/** The products of a store, of one collection or designer, or with a tag (listProductsBySlug). */
export function useProductList(slug: string, filter: ProductListFilter = {}) {
  return useQuery(productListQueryOptions(slug, filter));
}

export const storePageQueryOptions = (slug: string, pageSlug: string) =>
  queryOptions({
    queryKey: [...storeQueryKey, 'page', slug, pageSlug],
    queryFn: async ({ signal }) =>
      unwrap(await callAction('pageDetails', { destination_slug: slug, page_slug: pageSlug }, publicRead(signal))).data,
  });

/** One of the store's pages (about, contact …) with its sanitised HTML body (pageDetails). */
export function useStorePage(slug: string, pageSlug: string) {
  return useQuery(storePageQueryOptions(slug, pageSlug));
}
