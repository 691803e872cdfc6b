import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { callAction, unwrap } from './api.ts';
import { useSignedIn } from './session.ts';
import { readStorage, subscribeStorage } from './storage.ts';
import {
  clearLocalWishlist,
  parseLocalWishlist,
  readLocalWishlist,
  setLocalWishlisted,
  wishlistStorageKey,
} from './wishlist-local.ts';

/**
 * The wishlist (decision 063): in the account when signed in (wishlistList, wishlistAdd, wishlistRemove),
 * in localStorage otherwise (wishlist-local.ts), the browser's list joining the account's at sign-in.
 */

/** Under the per-user 'accounts' key, so signing out (or in as someone else) drops it. */
export const wishlistKey = ['accounts', 'wishlist'] as const;

export const wishlistQueryOptions = () =>
  queryOptions({
    queryKey: wishlistKey,
    queryFn: async ({ signal }) => unwrap(await callAction('wishlistList', {}, { auth: true, signal })).data,
  });

/** The signed-in user's wishlist as package cards, newest first. */
export function useAccountWishlist() {
  return useQuery({ ...wishlistQueryOptions(), enabled: useSignedIn() });
}

function useLocalWishlist(): number[] {
  const raw = useSyncExternalStore(
    subscribeStorage,
    () => readStorage(wishlistStorageKey),
    () => null,
  );
  return parseLocalWishlist(raw);
}

/** Whether `packageId` is on the wishlist, and the toggle that puts it on or takes it off. */
export function useWishlisted(packageId: number): { on: boolean; busy: boolean; toggle: () => void } {
  const signedIn = useSignedIn();
  const local = useLocalWishlist();
  const account = useQuery({ ...wishlistQueryOptions(), enabled: signedIn });
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: async (on: boolean) => {
      const fields = { package_id: packageId };
      const answer = on
        ? await callAction('wishlistAdd', fields, { auth: true })
        : await callAction('wishlistRemove', fields, { auth: true });
      return unwrap(answer).data;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistKey }),
  });
  const stored = signedIn ? (account.data ?? []).some((card) => card.id === packageId) : local.includes(packageId);
  // while a change is on its way, the heart shows what was asked for
  const on = change.isPending ? change.variables : stored;
  return {
    on,
    busy: change.isPending,
    toggle: () => {
      if (!signedIn) setLocalWishlisted(packageId, !on);
      else if (!change.isPending) change.mutate(!on);
    },
  };
}

/**
 * Once signed in, the packages hearted before join the account's list (wishlistMerge), and the browser's
 * copy is forgotten once the server has them. Mounted once, in the site's layout.
 */
export function useWishlistMerge(): void {
  const signedIn = useSignedIn();
  const local = useLocalWishlist();
  const queryClient = useQueryClient();
  const pending = signedIn && local.length > 0;
  useEffect(() => {
    if (!pending) return;
    const ids = readLocalWishlist();
    let cancelled = false;
    void callAction('wishlistMerge', { package_ids: JSON.stringify(ids) }, { auth: true, quiet: true }).then((result) => {
      if (cancelled || result.success === 0) return;
      clearLocalWishlist();
      void queryClient.invalidateQueries({ queryKey: wishlistKey });
    });
    return () => {
      cancelled = true;
    };
  }, [pending, queryClient]);
}
