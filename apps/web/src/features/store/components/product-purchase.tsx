import type { Product } from '@portal/contract/store';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from '../../../components/link.tsx';
import { errorMessageOf } from '../../../lib/api.ts';
import { sameLine, useCart } from '../../../lib/cart.ts';
import { showToast } from '../../../lib/toasts.ts';
import { addProductToCart } from '../add-to-cart.ts';
import { productQueryKey } from '../api/product.ts';
import { quantityLimit, stockOfChoice } from '../product-stock.ts';
import { stockNotice } from '../store-lists.ts';
import { attributeChoices, choose, matchedVariant, type VariantSelection } from '../variant-picker.ts';
import { ProductOptions } from './product-options.tsx';
import { ProductQuantity } from './product-quantity.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

type ProductPurchaseProps = {
  product: Product;
  storeSlug: string;
  /** the chosen options, kept by the page, which shows the matched variant's price and photos */
  selection: VariantSelection;
  onSelection: (selection: VariantSelection) => void;
};

/** What is left of the chosen line: 'Hurry up! Only {n} Left', or 'Product is Out of Stock'. */
function StockNote({ stock }: { stock: number }) {
  const { t } = useTranslation();
  const notice = stockNotice(stock);
  if (notice.kind === 'low') return <p className="product-detail__stock">{t('product.low_stock', { count: notice.shown })}</p>;
  if (notice.kind === 'out')
    return <p className="product-detail__stock product-detail__stock--out">{t('errors.out_of_stock')}</p>;
  return null;
}

/**
 * The buying part of the product page (spec part 2 §2.6, §4, §5, §8): the variation attributes, the
 * quantity (capped at the stock), the stock note, Add to Cart with its toasts, and the way to the cart.
 */
export function ProductPurchase({ product, storeSlug, selection, onSelection }: ProductPurchaseProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const cart = useCart();
  const [qty, setQty] = useState(1);
  const [adding, setAdding] = useState(false);

  const attributes = product.variation_attributes;
  const matched = matchedVariant(attributes, product.variants, selection);
  // stock of the choice, or of the whole product before a full choice (the sum of its variants)
  const stock = stockOfChoice(product, matched) ?? product.qty;
  const limit = quantityLimit(stock);
  const shownQty = Math.min(qty, limit);
  const inCart =
    cart.find((line) => sameLine(line, { product_id: product.product_id, variant_id: matched?.id ?? null }))?.qty ?? 0;

  const onChoose = (name: string, value: string) => onSelection(choose(attributes, product.variants, selection, name, value));

  const onAdd = async () => {
    if (adding) return;
    setAdding(true);
    try {
      const outcome = await addProductToCart(product, matched, shownQty);
      if (outcome.kind === 'refused') {
        const text = t(`errors.${outcome.code}`);
        showToast('error', text, { id: `product-${outcome.code}` });
        // the stock moved since the page loaded: show what is left now
        if (outcome.code !== 'variant_required') void queryClient.invalidateQueries({ queryKey: productQueryKey(product.slug) });
      } else {
        showToast('success', outcome.kind === 'added' ? t('product.added') : t('product.updated', { count: outcome.qty }));
        setQty(1);
      }
    } catch (error) {
      showToast('error', errorMessageOf(error), { id: 'product-add-failed' });
    } finally {
      setAdding(false);
    }
  };

  return (
    <div className="product-purchase">
      {attributes.length > 0 && (
        <ProductOptions choices={attributeChoices(attributes, product.variants, selection)} onChoose={onChoose} />
      )}
      <StockNote stock={stock} />
      {stock > 0 && <ProductQuantity value={shownQty} max={limit} onChange={setQty} />}
      <div className="product-purchase__actions">
        <button
          type="button"
          className="button product-purchase__add"
          aria-busy={adding}
          aria-disabled={adding}
          onClick={() => void onAdd()}
        >
          {adding ? t('product.adding') : t('product.add_to_cart')}
        </button>
        <Link className="button button--quiet" to={`/stores/${encodeURIComponent(storeSlug)}/cart`}>
          {t('product.view_cart')}
        </Link>
      </div>
      {inCart > 0 && <p className="product-purchase__in-cart">{t('product.in_cart', { count: inCart })}</p>}
    </div>
  );
}
