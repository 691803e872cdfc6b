import type { Product } from '@portal/contract/store';
import { ProductCard, ProductCardSkeleton } from './product-card.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/** Skeleton cards while products load, with a status for screen readers. */
export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="visually-hidden" role="status">
        {t('store.states.loading_products')}
      </p>
      <ul className="card-grid product-grid">
        {Array.from({ length: count }, (_, i) => (
          <li key={i}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    </>
  );
}

type ProductGridProps = {
  products: readonly Product[];
  headingLevel: 2 | 3;
  /** what to say when there are none; 'No products Found' by default (spec part 2 §8) */
  emptyText?: string;
};

/** Product cards in a grid, or the empty message. */
export function ProductGrid({ products, headingLevel, emptyText }: ProductGridProps) {
  const { t } = useTranslation();
  if (products.length === 0) return <p className="empty-state">{emptyText ?? t('store.states.no_products')}</p>;
  return (
    <ul className="card-grid product-grid">
      {products.map((product, index) => (
        <li key={product.product_id}>
          <ProductCard product={product} headingLevel={headingLevel} eagerImage={index < 2} />
        </li>
      ))}
    </ul>
  );
}
