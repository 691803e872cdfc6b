import type { Product } from '@portal/contract/store';
import { storeSlug } from '@portal/contract/routes';
import { Link } from '../../../components/link.tsx';
import { CardImage } from '../../../components/card-image.tsx';
import { formatAed } from '../../../lib/format.ts';
import { useLanguage, useTranslation } from '../../../lib/i18n.ts';
import { localized } from '../../../lib/localized.ts';
import { cardPrice, cardTitle, stockNotice } from '../store-lists.ts';
import { FavouriteButton } from './favourite-button.tsx';

/** spec part 2 §2.1: product links use the store's one fixed slug. */
export function productPath(product: Pick<Product, 'slug'>): string {
  return `/stores/${storeSlug}/product_detail/${encodeURIComponent(product.slug)}`;
}

function CardTitle({ title }: { title: string }) {
  const short = cardTitle(title);
  if (!short.cut) return title;
  // the cut title is what the eye reads; screen readers get the whole title
  return (
    <>
      <span aria-hidden="true">{short.text}</span>
      <span className="visually-hidden">{title}</span>
    </>
  );
}

function StockLine({ qty }: { qty: number }) {
  const { t } = useTranslation();
  const notice = stockNotice(qty);
  if (notice.kind === 'low') return <p className="product-card__stock">{t('store.card.low_stock', { n: notice.shown })}</p>;
  if (notice.kind === 'out')
    return <p className="product-card__stock product-card__stock--out">{t('store.card.out_of_stock')}</p>;
  return null;
}

type ProductCardProps = {
  product: Product;
  /** the title's heading level: one below the heading of the list the card sits in */
  headingLevel: 2 | 3;
  eagerImage?: boolean;
};

/**
 * A product as a card (spec part 2 §2.6 Product card): picture, title cut to 20 characters, price, the
 * low-stock or out-of-stock note, and the favourite heart for signed-in users. The title is the link
 * and stretches over the card; the heart sits above it.
 */
export function ProductCard({ product, headingLevel, eagerImage = false }: ProductCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const title = localized(product, 'product_title');
  const price = cardPrice(product);
  return (
    <article className="card product-card">
      <div className="product-card__media">
        <CardImage path={product.images[0] ?? ''} alt="" eager={eagerImage} />
      </div>
      <div className="card__body">
        <Heading className="card__title product-card__title">
          <Link className="product-card__link" to={productPath(product)} title={title}>
            <CardTitle title={title} />
          </Link>
        </Heading>
        <p className="product-card__price">
          {price.from && <span className="product-card__from">{t('store.card.from')} </span>}
          <bdi>{formatAed(price.amount, language)}</bdi>
        </p>
        <StockLine qty={product.qty} />
      </div>
      <FavouriteButton productId={product.product_id} title={title} className="product-card__favourite" />
    </article>
  );
}

/** A placeholder of a product card's shape while products load; hidden from assistive technology. */
export function ProductCardSkeleton() {
  return (
    <div className="card product-card skeleton" aria-hidden="true">
      <div className="card__image skeleton__block" />
      <div className="card__body">
        <div className="skeleton__line skeleton__line--title" />
        <div className="skeleton__line skeleton__line--short" />
      </div>
    </div>
  );
}
