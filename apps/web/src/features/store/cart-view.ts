import { storeLimits, type StockLine, type StorePurchaseItemsInput, type VariationAttribute } from '@portal/contract/store';
import { sameLine, type CartLine } from '../../lib/cart.ts';

/** A line's identity in lists and maps: its product and variant. */
export function lineKey(line: Pick<CartLine, 'product_id' | 'variant_id'>): string {
  return `${line.product_id}:${line.variant_id ?? 0}`;
}

/** spec part 2 §9: cart descriptions are cut to 140 characters (whole characters, never half an emoji). */
export function cutDescription(text: string, max: number = storeLimits.cartDescriptionChars): string {
  const characters = Array.from(text.trim());
  return characters.length <= max ? characters.join('') : `${characters.slice(0, max).join('').trimEnd()}…`;
}

const fils = (aed: number) => Math.round(aed * 100);

/** A line's price × quantity in AED, counted in whole fils so no binary fraction creeps in. */
export function lineTotal(line: Pick<CartLine, 'price' | 'qty'>): number {
  return (fils(line.price) * line.qty) / 100;
}

/** The cart's total in AED, shipping and tax included (spec part 2 §2.6); the server prices it again at checkout. */
export function cartTotal(lines: readonly Pick<CartLine, 'price' | 'qty'>[]): number {
  return lines.reduce((sum, line) => sum + fils(line.price) * line.qty, 0) / 100;
}

/** The claims of a store's cart note (console-store defaultCartNote): one a line, blank lines left out. */
export function cartNoteLines(note: string | undefined): string[] {
  return (note ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** Units in the whole cart. */
export function cartUnits(lines: readonly Pick<CartLine, 'qty'>[]): number {
  return lines.reduce((sum, line) => sum + line.qty, 0);
}

/** The most one line may hold: the last stock seen, and never more than one checkout line takes. */
export function lineLimit(line: Pick<CartLine, 'stock'>): number {
  return Math.min(line.stock ?? storeLimits.lineQtyMax, storeLimits.lineQtyMax);
}

export type QuantityChange =
  | { kind: 'updated'; qty: number }
  | { kind: 'removed' }
  /** spec part 2 §4: increase is refused at the stock limit */
  | { kind: 'refused' };

/** What pressing − (delta −1) or + (delta +1) does to a line (spec part 2 §4: a quantity reaching 0 removes the line). */
export function changeQuantity(line: Pick<CartLine, 'qty' | 'stock'>, delta: number): QuantityChange {
  const qty = line.qty + delta;
  if (qty <= 0) return { kind: 'removed' };
  if (delta > 0 && qty > lineLimit(line)) return { kind: 'refused' };
  return { kind: 'updated', qty };
}

/**
 * The lines with the stock check's answer applied: each matching line takes the true price and the
 * units on sale now (spec part 2 §5: the server's figures win). Unmatched lines stay as they were.
 * `changed` is false when nothing moved, so the cart is not written (and re-checked) for nothing.
 */
export function withStockApplied(
  lines: readonly CartLine[],
  stock: readonly StockLine[],
): { lines: CartLine[]; changed: boolean } {
  let changed = false;
  const next = lines.map((line) => {
    const found = stock.find((s) => sameLine(s, line));
    if (!found || (found.price === line.price && found.available === line.stock)) return line;
    changed = true;
    return { ...line, price: found.price, stock: found.available };
  });
  return { lines: next, changed };
}

/** Each line the server cannot sell as asked, by lineKey, with its message in the caller's language. */
export function stockProblems(stock: readonly StockLine[]): Map<string, Pick<StockLine, 'code' | 'message'>> {
  return new Map(stock.filter((s) => s.ok === 0).map((s) => [lineKey(s), { code: s.code, message: s.message }]));
}

/** The store form of createPurchase's `items` (spec part 2 §7): only ids and quantities; the server prices them. */
export function storePurchaseItems(lines: readonly CartLine[], addressId: number): StorePurchaseItemsInput {
  return {
    products: lines.map((line) => ({ product_id: line.product_id, variant_id: line.variant_id ?? undefined, qty: line.qty })),
    address_id: addressId,
  };
}

/**
 * The variant's options as [name, value] pairs. The cart keeps them as the variant names them (English);
 * given the product's variation attributes and `arabic`, each name and value takes its Arabic label
 * where the attribute has one.
 */
export function optionPairs(
  options: Record<string, string> | null,
  attributes: readonly VariationAttribute[] = [],
  arabic = false,
): [string, string][] {
  return Object.entries(options ?? {}).map(([name, value]) => {
    const attribute = arabic ? attributes.find((a) => a.name === name) : undefined;
    if (!attribute) return [name, value];
    const label = attribute.arabic_values[attribute.values.indexOf(value)];
    return [attribute.arabic_name || name, label || value];
  });
}
