import type { Product } from '@portal/contract/store';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../lib/api.ts';
import { useSignedIn } from '../../../lib/session.ts';

/**
 * One product with its variants, variation attributes and tags (spec part 2 §7 getProduct). The token
 * goes along when there is one, so `favorite` is the caller's; an unknown slug answers 404
 * `product_not_found`, which the page shows itself (quiet).
 */
export async function getProduct(slug: string, signal?: AbortSignal): Promise<Product> {
  return unwrap(await callAction('getProduct', { slug }, { auth: true, signal, quiet: true })).data;
}

export const productQueryKey = (slug: string) => ['store', 'product', slug] as const;

/** Signed in or not is part of the key: the answer's `favorite` differs, and signing in asks again. */
export const productQueryOptions = (slug: string, signedIn: boolean) =>
  queryOptions({
    queryKey: [...productQueryKey(slug), signedIn ? 'user' : 'visitor'],
    queryFn: ({ signal }) => getProduct(slug, signal),
  });

export function useProduct(slug: string) {
  return useQuery(productQueryOptions(slug, useSignedIn()));
}
