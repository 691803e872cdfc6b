import type { Product } from '@portal/contract/store';
import { useId, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { useLanguage, useTranslation } from '../../../lib/i18n.ts';
import { intlLocaleOf } from '../../../lib/language.ts';
import { localized } from '../../../lib/localized.ts';
import { CategoryScreen } from '../components/category-screen.tsx';
import { ProductGrid } from '../components/product-grid.tsx';
import { isProductSort, productSorts, sortProducts, type ProductSort } from '../store-lists.ts';

/**
 * The designer page's filter/sort control (spec part 2 §2.6): the order of the cards, and whether
 * products with nothing left are shown.
 */
function DesignerProducts({ products }: { products: readonly Product[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const sortId = useId();
  const [sort, setSort] = useState<ProductSort>('featured');
  const [inStockOnly, setInStockOnly] = useState(false);
  const collator = useMemo(() => new Intl.Collator(intlLocaleOf(language)), [language]);
  const available = inStockOnly ? products.filter((p) => p.qty > 0) : products;
  const shown = sortProducts(available, sort, (p) => localized(p, 'product_title', language), collator);
  return (
    <>
      {products.length > 0 && (
        <div className="product-controls">
          <div className="product-controls__field">
            <label htmlFor={sortId}>{t('store.designer.sort_label')}</label>
            <select
              id={sortId}
              className="product-controls__select"
              value={sort}
              onChange={(event) => {
                if (isProductSort(event.target.value)) setSort(event.target.value);
              }}
            >
              {productSorts.map((option) => (
                <option key={option} value={option}>
                  {t(`store.designer.sort.${option}`)}
                </option>
              ))}
            </select>
          </div>
          <label className="product-controls__check">
            <input type="checkbox" checked={inStockOnly} onChange={(event) => setInStockOnly(event.target.checked)} />
            {t('store.designer.in_stock_only')}
          </label>
          <p className="results-count" role="status">
            {t('store.products.count', { count: shown.length })}
          </p>
        </div>
      )}
      <ProductGrid products={shown} headingLevel={2} />
    </>
  );
}

/** /stores/{slug}/designers/{designer_slug}: a designer's products, with the filter/sort control (spec part 2 §2.6). */
export function DesignerPage() {
  const { t } = useTranslation();
  const params = useParams();
  const slug = params.slug ?? '';
  const designerSlug = params.designer_slug ?? '';
  return (
    <CategoryScreen
      slug={slug}
      filter={{ category_slug: designerSlug }}
      loadingTitle={t('store.designer.loading_title')}
      loadFailed={t('store.designer.load_failed')}
      notFound={{
        title: t('store.designer.not_found_title'),
        text: t('store.designer.not_found_text'),
        linkTo: `/stores/${encodeURIComponent(slug)}/designers`,
        linkText: t('store.designer.all_designers'),
      }}
    >
      {(list) => <DesignerProducts products={list.products} />}
    </CategoryScreen>
  );
}
