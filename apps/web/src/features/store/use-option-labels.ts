import { useQuery } from '@tanstack/react-query';
import type { CartLine } from '../../lib/cart.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { useSignedIn } from '../../lib/session.ts';
import { productQueryOptions } from './api/product.ts';
import { optionPairs } from './cart-view.ts';

/**
 * A cart line's variant options in the page's language. The stored line names them in English, so on an
 * Arabic page the product (the same request its page makes, usually cached) gives their Arabic labels;
 * until it has come, or if it fails, the stored names show.
 */
export function useOptionLabels(line: Pick<CartLine, 'product_slug' | 'variant_options'>): [string, string][] {
  const arabic = useLanguage() === 'ae';
  const signedIn = useSignedIn();
  const product = useQuery({
    ...productQueryOptions(line.product_slug, signedIn),
    enabled: arabic && line.variant_options !== null && line.product_slug !== '',
    staleTime: 5 * 60_000,
  });
  return optionPairs(line.variant_options, product.data?.variation_attributes, arabic);
}
