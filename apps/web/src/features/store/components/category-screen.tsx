import type { Category } from '@portal/contract/store';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { resizedImage } from '../../../lib/images.ts';
import { localized } from '../../../lib/localized.ts';
import { useProductList, type ProductList, type ProductListFilter } from '../api/catalog.ts';
import { isNotFound } from '../not-found.ts';
import { ProductGridSkeleton } from './product-grid.tsx';
import { StoreFailure, StoreFrame } from './store-frame.tsx';

/** the resizer's square size (packages/contract images.ts) */
const logoSize = 160;

function CategoryHeader({ category }: { category: Category }) {
  const description = localized(category, 'description');
  return (
    <header className="category-header">
      {category.logo && (
        <img
          className="category-header__logo"
          src={resizedImage(category.logo, logoSize, logoSize)}
          width={logoSize}
          height={logoSize}
          alt=""
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
  /** where a visitor goes from an unknown slug, and what the link says */
  notFound: { title: string; text: string; linkTo: string; linkText: string };
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
  if (query.isPending) {
    return (
      <StoreFrame slug={slug}>
        <h1 className="page__title">{loadingTitle}</h1>
        <ProductGridSkeleton />
      </StoreFrame>
    );
  }
  if (query.isError) {
    return (
      <StoreFailure
        slug={slug}
        error={query.error}
        onRetry={() => void query.refetch()}
        message={loadFailed}
        notFound={notFound}
      />
    );
  }
  return (
    <StoreFrame slug={slug}>
      <CategoryHeader category={query.data.category} />
      {children(query.data)}
    </StoreFrame>
  );
}
