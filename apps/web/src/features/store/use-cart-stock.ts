import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { readCart, replaceCart, useCart } from '../../lib/cart.ts';
import { checkStock } from './api/stock.ts';
import { stockProblems, withStockApplied } from './cart-view.ts';
import { useTranslation } from '../../lib/i18n.ts';

const stockKey = ['store', 'stock'] as const;

/**
 * The cart with the server's stock check (spec part 2 §5: "against the server on each change"): asked
 * again whenever a line or a quantity changes, never cached. The answer's true prices and stock are
 * written into the stored lines, so the quantity controls stop at the stock and the totals use the
 * server's prices. `problems` holds, by lineKey, the lines that cannot be bought as they are.
 */
export function useCartStock() {
  const { t, i18n } = useTranslation();
  const lines = useCart();
  const queryClient = useQueryClient();
  // what is asked: only ids and quantities, so the stored price and stock written back do not ask again
  const asked = useMemo(() => lines.map(({ product_id, variant_id, qty }) => ({ product_id, variant_id, qty })), [lines]);
  const stock = useQuery({
    queryKey: [...stockKey, asked],
    queryFn: ({ signal }) => checkStock(asked, signal),
    enabled: asked.length > 0,
    staleTime: 0,
    gcTime: 0,
    placeholderData: keepPreviousData,
  });

  // applied to the cart as stored now, not as this render saw it: a cart emptied since (paid, or cleared in
  // another tab) stays empty
  useEffect(() => {
    if (!stock.data || stock.isPlaceholderData) return;
    const applied = withStockApplied(readCart(), stock.data);
    if (applied.changed) replaceCart(applied.lines);
  }, [stock.data, stock.isPlaceholderData, lines]);

  // the code's text in the language on screen now (the answer's message is in the language it was asked in)
  const problems = useMemo(() => {
    const found = new Map<string, string>();
    if (!stock.data || stock.isPlaceholderData) return found;
    for (const [key, problem] of stockProblems(stock.data)) {
      found.set(key, problem.code && i18n.exists(`errors.${problem.code}`) ? t(`errors.${problem.code}`) : problem.message);
    }
    return found;
  }, [stock.data, stock.isPlaceholderData, t, i18n]);

  const recheck = useCallback(() => queryClient.invalidateQueries({ queryKey: stockKey }), [queryClient]);

  return { lines, problems, checking: stock.isFetching, recheck };
}
