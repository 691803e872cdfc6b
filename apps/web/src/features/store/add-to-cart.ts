import type { Product, StockLine, Variant } from '@portal/contract/store';
import { addToCart, readCart, sameLine } from '../../lib/cart.ts';
import { checkStock } from './api/stock.ts';
import { cartLineOf } from './product-stock.ts';
import { isSellable } from './variant-picker.ts';

export type AddOutcome =
  | { kind: 'added' | 'updated'; qty: number }
  /** why nothing was added: an error code whose text the page shows (errors.<code>) */
  | { kind: 'refused'; code: NonNullable<StockLine['code']> };

/**
 * Add to Cart on the product page (spec part 2 §2.6, §4, §5): a product with variants needs a full
 * choice ('Please Select a Variant', or 'Product is Out of Stock' when none can be chosen); then the server checks that the cart's units of this line plus
 * `qty` can be bought ('Sorry, Seller has Limited Quantity Available', 'Product is Out of Stock'), and
 * only then is the line stored, with the server's price and stock. A failed call throws (ActionError).
 */
export async function addProductToCart(product: Product, variant: Variant | null, qty: number): Promise<AddOutcome> {
  if (product.variants.length > 0 && variant === null) {
    // with every variant sold out there is nothing to choose (all options are disabled)
    return { kind: 'refused', code: product.variants.some(isSellable) ? 'variant_required' : 'out_of_stock' };
  }
  const key = { product_id: product.product_id, variant_id: variant?.id ?? null };
  const inCart = readCart().find((line) => sameLine(line, key))?.qty ?? 0;
  const [checked] = await checkStock([{ ...key, qty: inCart + qty }]);
  if (!checked) return { kind: 'refused', code: 'product_not_found' };
  if (checked.ok !== 1) return { kind: 'refused', code: checked.code ?? 'out_of_stock' };
  const { outcome, qty: total } = addToCart(cartLineOf(product, variant, qty, checked));
  return { kind: outcome, qty: total };
}
