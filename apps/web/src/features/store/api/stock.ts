import type { StockLine } from '@portal/contract/store';
import { callAction, unwrap } from '../../../lib/api.ts';

/** What the stock check needs of a cart line; everything else the cart keeps stays in the browser. */
export type StockQuery = { product_id: number; variant_id: number | null; qty: number };

/**
 * The stock check of spec part 2 §5 ("against the server on each change"; ours: checkStock): for each
 * line, the units on sale now, the true price and whether `qty` can be bought, with the reason in the
 * caller's language when not. Never takes stock. Quiet: the caller toasts the line's own message.
 * A failed call (network, bad input) throws an ActionError.
 */
export async function checkStock(lines: readonly StockQuery[], signal?: AbortSignal): Promise<StockLine[]> {
  const products = JSON.stringify(lines.map(({ product_id, variant_id, qty }) => ({ product_id, variant_id, qty })));
  return unwrap(await callAction('checkStock', { products }, { signal, quiet: true })).data;
}
