import { useSyncExternalStore } from 'react';
import { readStorage, removeStorage, subscribeStorage, writeStorage } from './storage.ts';

/**
 * The store cart lives in the browser under `products` (spec part 2 §3), so it survives sign-in and
 * reloads; the server checks stock (checkStock) and prices every line again at checkout (createPurchase),
 * so nothing here is trusted for money.
 */
export const cartStorageKey = 'products';

/** spec part 2 §3 Cart line; the `arabic_*` texts and `stock` (the last stock seen) are ours. */
export type CartLine = {
  product_id: number;
  qty: number;
  product_slug: string;
  title: string;
  arabic_title?: string;
  variant_id: number | null;
  /** unit price in AED as last shown; the server's price wins at checkout */
  price: number;
  variant_options: Record<string, string> | null;
  images: string[];
  product_description: string;
  arabic_description?: string;
  /** units on sale when last checked; the quantity controls stop here */
  stock?: number;
};

const isLine = (value: unknown): value is CartLine => {
  if (value === null || typeof value !== 'object') return false;
  const line = value as Partial<CartLine>;
  return (
    Number.isInteger(line.product_id) &&
    Number.isInteger(line.qty) &&
    (line.qty ?? 0) > 0 &&
    (line.variant_id === null || line.variant_id === undefined || Number.isInteger(line.variant_id))
  );
};

/** The stored lines; anything that is not a JSON array of lines counts as empty, and broken lines are dropped. */
export function parseCart(raw: string | null): CartLine[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter(isLine).map((line) => ({
      ...line,
      variant_id: line.variant_id ?? null,
      variant_options: line.variant_options ?? null,
      images: Array.isArray(line.images) ? line.images : [],
    }));
  } catch {
    return [];
  }
}

/** Number of product lines in the stored cart. */
export function countCartProducts(raw: string | null): number {
  return parseCart(raw).length;
}

export const sameLine = (a: Pick<CartLine, 'product_id' | 'variant_id'>, b: Pick<CartLine, 'product_id' | 'variant_id'>) =>
  a.product_id === b.product_id && (a.variant_id ?? null) === (b.variant_id ?? null);

export function readCart(): CartLine[] {
  return parseCart(readStorage(cartStorageKey));
}

function writeCart(lines: readonly CartLine[]): void {
  if (lines.length === 0) removeStorage(cartStorageKey);
  else writeStorage(cartStorageKey, JSON.stringify(lines));
}

/**
 * Adds `line` to `lines`: a product (and variant) already in the cart has its quantity raised by
 * `line.qty` instead of a second line. Pure, for tests; `addToCart` stores the result.
 */
export function withLineAdded(
  lines: readonly CartLine[],
  line: CartLine,
): { lines: CartLine[]; outcome: 'added' | 'updated'; qty: number } {
  const index = lines.findIndex((l) => sameLine(l, line));
  if (index === -1) return { lines: [...lines, line], outcome: 'added', qty: line.qty };
  const current = lines[index]!;
  const qty = current.qty + line.qty;
  const next = [...lines];
  next[index] = { ...current, ...line, qty };
  return { lines: next, outcome: 'updated', qty };
}

/** Sets one line's quantity; 0 or less removes the line (spec part 2 §4). Pure. */
export function withQty(lines: readonly CartLine[], key: Pick<CartLine, 'product_id' | 'variant_id'>, qty: number): CartLine[] {
  if (qty <= 0) return lines.filter((l) => !sameLine(l, key));
  return lines.map((l) => (sameLine(l, key) ? { ...l, qty } : l));
}

export function addToCart(line: CartLine): { outcome: 'added' | 'updated'; qty: number } {
  const { lines, outcome, qty } = withLineAdded(readCart(), line);
  writeCart(lines);
  return { outcome, qty };
}

export function setCartQty(key: Pick<CartLine, 'product_id' | 'variant_id'>, qty: number): void {
  writeCart(withQty(readCart(), key, qty));
}

/** Replaces the lines as they are (e.g. with the stock and prices a stock check answered). */
export function replaceCart(lines: readonly CartLine[]): void {
  writeCart(lines);
}

export function clearCart(): void {
  removeStorage(cartStorageKey);
}

// useSyncExternalStore needs the same snapshot while storage is unchanged
let snapshotRaw: string | null = null;
let snapshot: CartLine[] = [];
function cartSnapshot(): CartLine[] {
  const raw = readStorage(cartStorageKey);
  if (raw !== snapshotRaw) {
    snapshotRaw = raw;
    snapshot = parseCart(raw);
  }
  return snapshot;
}
const emptyCart: CartLine[] = [];

/** The cart's lines, re-rendering on every change in this tab or another. */
export function useCart(): CartLine[] {
  return useSyncExternalStore(subscribeStorage, cartSnapshot, () => emptyCart);
}

export function useCartCount(): number {
  return useCart().length;
}
