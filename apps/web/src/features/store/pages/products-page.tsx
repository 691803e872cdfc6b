import type { StoreTag } from '@portal/contract/store';
import { useId } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { localized } from '../../../lib/localized.ts';
import { useProductList } from '../api/catalog.ts';
import { ProductGrid, ProductGridSkeleton } from '../components/product-grid.tsx';
import { StoreQueryFrame, useUnknownStore } from '../components/store-frame.tsx';
import { tagsFromParam, toggledTag, withAnyTag } from '../store-lists.ts';
import { useTranslation } from '../../../lib/i18n.ts';

const tagsParam = 'tags';

type TagFilterProps = { tags: readonly StoreTag[]; chosen: readonly string[]; onChange: (chosen: string[]) => void };

/**
 * The products page's tag filter (spec part 2 §2.6, §9: at most 9 tags, each on 3 or more products, as the
 * server's filter_tags): toggle buttons, several may be on; a product with any of them is shown.
 */
function TagFilter({ tags, chosen, onChange }: TagFilterProps) {
  const { t } = useTranslation();
  const labelId = useId();
  if (tags.length === 0) return null;
  return (
    <div className="tag-filter" role="group" aria-labelledby={labelId}>
      <p className="tag-filter__label" id={labelId}>
        {t('store.products.filter_label')}
      </p>
      <ul className="tag-filter__list">
        {tags.map((tag) => (
          <li key={tag.slug}>
            <button
              type="button"
              className="tag-filter__tag"
              aria-pressed={chosen.includes(tag.slug)}
              onClick={() => onChange(toggledTag(chosen, tag.slug))}
            >
              {localized(tag, 'value')}
            </button>
          </li>
        ))}
        {chosen.length > 0 && (
          <li>
            <button type="button" className="tag-filter__clear" onClick={() => onChange([])}>
              {t('store.products.filter_clear')}
            </button>
          </li>
        )}
      </ul>
    </div>
  );
}

/** /stores/{slug}/products: every product of the store, with the tag filter (spec part 2 §2.6). */
export function ProductsPage() {
  const { t } = useTranslation();
  const slug = useParams().slug ?? '';
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useProductList(slug);
  const unknownStore = useUnknownStore();
  useDocumentTitle(t('store.products.title'));

  const choose = (next: string[]) =>
    setSearchParams(
      (params) => {
        if (next.length > 0) params.set(tagsParam, next.join(','));
        else params.delete(tagsParam);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  return (
    <StoreQueryFrame
      slug={slug}
      query={query}
      loading={
        <>
          <h1 className="page__title">{t('store.products.title')}</h1>
          <ProductGridSkeleton />
        </>
      }
      loadFailed={t('store.products.load_failed')}
      notFound={unknownStore}
    >
      {({ products, filterTags }) => {
        // only the filter's own tags count, so an old or hand-made address cannot hide every product
        const chosen = tagsFromParam(searchParams.get(tagsParam)).filter((slugOf) =>
          filterTags.some((tag) => tag.slug === slugOf),
        );
        const shown = withAnyTag(products, chosen);
        return (
          <>
            <h1 className="page__title">{t('store.products.title')}</h1>
            <TagFilter tags={filterTags} chosen={chosen} onChange={choose} />
            <p className="results-count" role="status">
              {t('store.products.count', { count: shown.length })}
            </p>
            <ProductGrid products={shown} headingLevel={2} />
          </>
        );
      }}
    </StoreQueryFrame>
  );
}
