import { storeLimits, type Product, type StockLine, type Variant } from '@portal/contract/store';
import type { CartLine } from '../../lib/cart.ts';
import { isSellable } from './variant-picker.ts';

/**
 * Units on sale for what is chosen: the matched variant's (0 when it cannot be sold), the product's own
 * when it has no variants, or null while a product with variants has no full choice yet.
 */
export function stockOfChoice(product: Product, matched: Variant | null): number | null {
  if (matched) return isSellable(matched) ? matched.qty : 0;
  return product.variants.length === 0 ? product.qty : null;
}

/** The quantity stepper's top: the stock, and never more than one cart line may hold. */
export function quantityLimit(stock: number): number {
  return Math.max(1, Math.min(stock, storeLimits.lineQtyMax));
}

/**
 * The cart line of spec part 2 §3 for `qty` units of the product (and variant), with the price and
 * stock the server's check just answered rather than what the page showed.
 */
export function cartLineOf(product: Product, variant: Variant | null, qty: number, checked: StockLine): CartLine {
  return {
    product_id: product.product_id,
    qty,
    product_slug: product.slug,
    title: product.product_title,
    arabic_title: product.arabic_title,
    variant_id: variant?.id ?? null,
    price: checked.price,
    variant_options: variant ? { ...variant.variant_options } : null,
    images: variant && variant.images.length > 0 ? variant.images : product.images,
    product_description: product.product_description,
    arabic_description: product.arabic_description,
    stock: checked.available,
  };
}
