import type { Category } from '@portal/contract/store';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { pictures, pictureSrc } from '../../../lib/images.ts';
import { localized } from '../../../lib/localized.ts';
import { useProductList, type ProductList, type ProductListFilter } from '../api/catalog.ts';
import { isNotFound } from '../not-found.ts';
import { ProductGridSkeleton } from './product-grid.tsx';
import { StoreQueryFrame, type NotFoundWay } from './store-frame.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/** the resizer's square size (packages/contract images.ts) */
const logoSize = pictures.square.width;

function CategoryHeader({ category }: { category: Category }) {
  const description = localized(category, 'description');
  return (
    <header className="category-header">
      {category.logo && (
        <img
          className="category-header__logo"
          width={logoSize}
          height={logoSize}
          alt=""
          src={pictureSrc(category.logo, pictures.square)}
        />
      )}
      <div>
        <h1 className="page__title">{localized(category, 'name')}</h1>
        {description && <p className="page__intro">{description}</p>}
      </div>
    </header>
  );
}

type CategoryScreenProps = {
  slug: string;
  filter: ProductListFilter;
  /** the page's title while it loads, and what it says when the list failed to load */
  loadingTitle: string;
  loadFailed: string;
  notFound: NotFoundWay;
  /** what goes under the heading once the products are in */
  children: (list: ProductList) => ReactNode;
};

/**
 * A page of one collection, designer or tag: its name (and logo and description) over its products;
 * skeleton cards while they load, not found for an unknown slug, else a retry.
 */
export function CategoryScreen({ slug, filter, loadingTitle, loadFailed, notFound, children }: CategoryScreenProps) {
  const { t } = useTranslation();
  const query = useProductList(slug, filter);
  useDocumentTitle(
    query.data
      ? localized(query.data.category, 'name')
      : query.isError
        ? isNotFound(query.error)
          ? notFound.title
          : loadFailed
        : t('pages.loading'),
  );
  return (
    <StoreQueryFrame
      slug={slug}
      query={query}
      loading={
        <>
          <h1 className="page__title">{loadingTitle}</h1>
          <ProductGridSkeleton />
        </>
      }
      loadFailed={loadFailed}
      notFound={notFound}
    >
      {(list) => (
        <>
          <CategoryHeader category={list.category} />
          {children(list)}
        </>
      )}
    </StoreQueryFrame>
  );
}
