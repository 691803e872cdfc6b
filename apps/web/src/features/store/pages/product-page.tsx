import type { Product, Variant } from '@portal/contract/store';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Link } from '../../../components/link.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { NotFoundState } from '../../../components/not-found-state.tsx';
import { ActionError, errorMessageOf } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatAed } from '../../../lib/format.ts';
import { useLanguage, useTranslation } from '../../../lib/i18n.ts';
import { localized } from '../../../lib/localized.ts';
import { useProduct } from '../api/product.ts';
import { FavouriteButton } from '../components/favourite-button.tsx';
import { ProductGallery } from '../components/product-gallery.tsx';
import { ProductPurchase } from '../components/product-purchase.tsx';
import { StoreNav } from '../components/store-nav.tsx';
import { cardPrice } from '../store-lists.ts';
import { matchedVariant, type VariantSelection } from '../variant-picker.ts';

/** The chosen variant's photos first, then the product's, each once. */
function photosOf(product: Product, variant: Variant | null): string[] {
  return [...new Set([...(variant?.images ?? []), ...product.images])];
}

/** The matched variant's price; before a full choice, 'From' the lowest when the variants' prices differ. */
function ProductPrice({ product, variant }: { product: Product; variant: Variant | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const price = variant ? { amount: variant.price, from: false } : cardPrice(product);
  return (
    <p className="product-detail__price">
      <span className="visually-hidden">{t('product.price')}: </span>
      {price.from && <span className="product-detail__from">{t('product.from')} </span>}
      <bdi>{formatAed(price.amount, language)}</bdi>
    </p>
  );
}

function ProductTags({ product, storeSlug }: { product: Product; storeSlug: string }) {
  const { t } = useTranslation();
  if (product.tags.length === 0) return null;
  return (
    <section className="product-detail__section">
      <h2 className="product-detail__heading">{t('product.tags')}</h2>
      <ul className="product-tags">
        {product.tags.map((tag) => (
          <li key={tag.id}>
            <Link
              className="product-tags__link"
              to={`/stores/${encodeURIComponent(storeSlug)}/tag/${encodeURIComponent(tag.slug)}`}
            >
              {localized(tag, 'value')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ProductView({ product, storeSlug }: { product: Product; storeSlug: string }) {
  const { t } = useTranslation();
  const [selection, setSelection] = useState<VariantSelection>({});
  const variant = matchedVariant(product.variation_attributes, product.variants, selection);
  const title = localized(product, 'product_title');
  const photos = photosOf(product, variant);
  useDocumentTitle(title);
  return (
    <div className="page container product-detail">
      <nav className="product-detail__breadcrumb" aria-label={t('product.breadcrumb_label')}>
        <Link to={`/stores/${encodeURIComponent(storeSlug)}/products`}>{t('product.products')}</Link>
      </nav>
      <div className="product-detail__layout">
        {/* a new first photo (another variant chosen) starts the gallery on it */}
        <ProductGallery key={photos[0] ?? ''} images={photos} title={title} />
        <div className="product-detail__info">
          <div className="product-detail__head">
            <h1 className="product-detail__title">{title}</h1>
            <FavouriteButton productId={product.product_id} title={title} className="product-detail__favourite" />
          </div>
          <ProductPrice product={product} variant={variant} />
          <ProductPurchase product={product} storeSlug={storeSlug} selection={selection} onSelection={setSelection} />
          <section className="product-detail__section">
            <h2 className="product-detail__heading">{t('product.description')}</h2>
            <p className="product-detail__description">{localized(product, 'product_description')}</p>
          </section>
          <ProductTags product={product} storeSlug={storeSlug} />
        </div>
      </div>
    </div>
  );
}

function ProductSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="page container product-detail" aria-busy="true" role="status" aria-label={t('product.loading')}>
      <div className="product-detail__layout skeleton" aria-hidden="true">
        <div className="skeleton__block product-gallery__photo" />
        <div>
          <div className="skeleton__line skeleton__line--title" />
          <div className="skeleton__line skeleton__line--short" />
          <div className="skeleton__line" />
          <div className="skeleton__line" />
        </div>
      </div>
    </div>
  );
}

function ProductNotFound({ storeSlug }: { storeSlug: string }) {
  const { t } = useTranslation();
  const title = t('product.not_found_title');
  useDocumentTitle(title);
  return (
    <NotFoundState
      title={title}
      text={t('product.not_found_text')}
      linkTo={`/stores/${encodeURIComponent(storeSlug)}/products`}
      linkText={t('product.all_products')}
    />
  );
}

function ProductScreen({ productSlug, storeSlug }: { productSlug: string; storeSlug: string }) {
  const product = useProduct(productSlug);
  if (product.isPending) return <ProductSkeleton />;
  if (product.isError) {
    if (product.error instanceof ActionError && product.error.failure.status === 404)
      return <ProductNotFound storeSlug={storeSlug} />;
    return (
      <div className="page container">
        <LoadError message={errorMessageOf(product.error)} onRetry={() => void product.refetch()} />
      </div>
    );
  }
  // a new product (another slug) starts with nothing chosen
  return <ProductView key={product.data.product_id} product={product.data} storeSlug={storeSlug} />;
}

/** /stores/{slug}/product_detail/{product_slug} (spec part 2 §2.6 Product detail). */
export function ProductPage() {
  const { slug = '', product_slug: productSlug = '' } = useParams();
  return (
    <>
      <StoreNav slug={slug} />
      <ProductScreen productSlug={productSlug} storeSlug={slug} />
    </>
  );
}
