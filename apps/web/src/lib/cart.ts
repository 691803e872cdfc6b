import { useSyncExternalStore } from 'react';
import { readStorage, subscribeStorage } from './storage.ts';

/** The store cart lives in the browser under `products` (spec part 2 §3); the server checks stock. */
export const cartStorageKey = 'products';

/** Number of product lines in the stored cart; anything that is not a JSON array counts as empty. */
export function countCartProducts(raw: string | null): number {
  if (!raw) return 0;
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.length : 0;
  } catch {
    return 0;
  }
}

export function useCartCount(): number {
  return useSyncExternalStore(
    subscribeStorage,
    () => countCartProducts(readStorage(cartStorageKey)),
    () => 0,
  );
}
