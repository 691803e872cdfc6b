import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../lib/api.ts';
import { useSignedIn } from '../../../lib/session.ts';

/** Under the per-user 'accounts' key, so signing in or out drops them with the rest of the user's data. */
export const favouritesQueryKey = ['accounts', 'store-favourites'] as const;

export const favouriteIdsQueryOptions = () =>
  queryOptions({
    queryKey: favouritesQueryKey,
    // a background read of every page with product cards: an expired session just loses its hearts
    // (the request layer forgets it) rather than sending the visitor to /login mid-browse
    queryFn: async ({ signal }): Promise<number[]> =>
      unwrap(await callAction('favouriteProducts', {}, { auth: true, signal, quiet: true, loginRedirect: false })).data,
  });

/**
 * The ids of the signed-in user's favourite products (ours: favouriteProducts), so every heart shows its
 * state from one request. Nobody signed in: no request, and `ids` is empty (spec part 2 §6: the
 * favourite icon is for signed-in users only).
 */
export function useFavouriteIds(): { signedIn: boolean; ids: ReadonlySet<number> } {
  const signedIn = useSignedIn();
  const query = useQuery({ ...favouriteIdsQueryOptions(), enabled: signedIn });
  return { signedIn, ids: new Set(signedIn ? (query.data ?? []) : []) };
}

/** spec part 2 §4 Favourite toggle: addFavouriteProduct or removeFavouriteProduct by product_id; answers the product. */
export async function setFavourite(productId: number, favourite: boolean) {
  const action = favourite ? 'addFavouriteProduct' : 'removeFavouriteProduct';
  return unwrap(await callAction(action, { product_id: productId }, { auth: true })).productData;
}

export function withFavourite(ids: readonly number[], productId: number, favourite: boolean): number[] {
  const others = ids.filter((id) => id !== productId);
  return favourite ? [...others, productId] : others;
}

type FavouriteChange = { productId: number; favourite: boolean };

/**
 * Adds or removes a favourite. The heart changes at once (optimistic) and goes back if the server
 * refuses; the request layer shows the failure as a toast, or sends an expired session to /login.
 */
export function useSetFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, favourite }: FavouriteChange) => setFavourite(productId, favourite),
    onMutate: async ({ productId, favourite }: FavouriteChange) => {
      await queryClient.cancelQueries({ queryKey: favouritesQueryKey });
      const before = queryClient.getQueryData<number[]>(favouritesQueryKey);
      queryClient.setQueryData<number[]>(favouritesQueryKey, (ids) => withFavourite(ids ?? [], productId, favourite));
      return { before };
    },
    onError: (_error, _change, context) => {
      queryClient.setQueryData(favouritesQueryKey, context?.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: favouritesQueryKey }),
  });
}

/** One product's heart: whether it is a favourite, and the toggle; `signedIn` false means show no heart. */
export function useFavourite(productId: number) {
  const { signedIn, ids } = useFavouriteIds();
  const change = useSetFavourite();
  const isFavourite = ids.has(productId);
  return {
    signedIn,
    isFavourite,
    toggle: () => change.mutate({ productId, favourite: !isFavourite }),
  };
}
