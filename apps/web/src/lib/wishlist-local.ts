import { readStorage, removeStorage, writeStorage } from './storage.ts';

/**
 * The wishlist of a visitor who is not signed in (decision 063): package ids, newest first, in localStorage
 * `wishlist`; joined into the account at sign-in and then forgotten here.
 */
export const wishlistStorageKey = 'wishlist';
/** as many as the server merges at once (contract wishlist.ts wishlistLimit) */
const localLimit = 100;

/** The stored ids; anything that is not a list of positive whole numbers reads as an empty list. */
export function parseLocalWishlist(raw: string | null): number[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return [...new Set(value.filter((id): id is number => Number.isInteger(id) && id > 0))].slice(0, localLimit);
  } catch {
    return [];
  }
}

export const readLocalWishlist = () => parseLocalWishlist(readStorage(wishlistStorageKey));

/** `ids` with `id` added first or taken out. */
export function toggledIds(ids: readonly number[], id: number, on: boolean): number[] {
  const rest = ids.filter((other) => other !== id);
  return (on ? [id, ...rest] : rest).slice(0, localLimit);
}

export function setLocalWishlisted(id: number, on: boolean): void {
  const next = toggledIds(readLocalWishlist(), id, on);
  if (next.length === 0) removeStorage(wishlistStorageKey);
  else writeStorage(wishlistStorageKey, JSON.stringify(next));
}

export const clearLocalWishlist = () => removeStorage(wishlistStorageKey);
