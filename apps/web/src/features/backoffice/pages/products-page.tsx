import type { ConsoleProductRow } from '@portal/contract/console-store';
import { useRef, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../../components/link.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatAed } from '../../../lib/format.ts';
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts';
import { resizedImage } from '../../../lib/images.ts';
import { localized } from '../../../lib/localized.ts';
import { pageNumberOf } from '../../../lib/search-params.ts';
import { useConsoleCollections, useConsoleProducts } from '../api/store-catalogue.ts';
import { AdminGate } from '../components/admin-gate.tsx';
import { BilingualName } from '../components/bilingual-name.tsx';

const path = '/backoffice/products';
const productsPerPage = 20;
/** the filters the URL keeps, so a filtered page can be shared and survives a reload */
const filterNames = ['q', 'collection_id', 'stock', 'enable'] as const;

/**
 * /backoffice/products (issue 15 Deliver 5): the store's products, searched and filtered on the server (title
 * in either language, collection, in or out of stock, enabled), paginated; each opens its edit page.
 */
export function ProductsPage() {
  const { t } = useTranslation();
  const title = t('console-store.products.title');
  useDocumentTitle(title);
  const [search, setSearch] = useSearchParams();
  const filters = Object.fromEntries(filterNames.map((name) => [name, search.get(name) ?? ''])) as Record<
    (typeof filterNames)[number],
    string
  >;
  const page = pageNumberOf(search);
  const products = useConsoleProducts({ ...filters, page, perPage: productsPerPage });
  const collections = useConsoleCollections();
  const total = products.data?.total ?? 0;
  const headingRef = useRef<HTMLHeadingElement>(null);

  const applyFilters = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = filterNames.map((name) => [name, String(form.get(name) ?? '').trim()] as const).filter(([, value]) => value);
    setSearch(Object.fromEntries(next), { replace: true });
  };
  const showPage = (next: number) => {
    const kept = filterNames.map((name) => [name, filters[name]] as const).filter(([, value]) => value);
    setSearch(Object.fromEntries([...kept, ...(next > 1 ? [['page', String(next)] as const] : [])]));
    headingRef.current?.focus();
  };

  return (
    <div className="page container backoffice console">
      <h1 className="page__title">{title}</h1>
      <p>{t('console-store.products.explained')}</p>
      <AdminGate path={path} error={products.error}>
        <div className="console-toolbar">
          <form role="search" className="store-filters" onSubmit={applyFilters} key={search.toString()}>
            <div className="form-field">
              <label className="form-field__label" htmlFor="products-q">
                {t('console-store.products.search')}
              </label>
              <input
                id="products-q"
                name="q"
                type="search"
                className="form-field__input"
                defaultValue={filters.q}
                maxLength={200}
              />
            </div>
            <div className="form-field">
              <label className="form-field__label" htmlFor="products-collection">
                {t('console-store.products.collection')}
              </label>
              <select
                id="products-collection"
                name="collection_id"
                className="form-field__input"
                defaultValue={filters.collection_id}
              >
                <option value="">{t('console-store.products.any')}</option>
                {collections.data?.map((collection) => (
                  <option key={collection.id} value={collection.id}>
                    {localized(collection, 'collection_name')}
                  </option>
                ))}
              </select>
            </div>
            <div className="form-field">
              <label className="form-field__label" htmlFor="products-stock">
                {t('console-store.products.stock')}
              </label>
              <select id="products-stock" name="stock" className="form-field__input" defaultValue={filters.stock}>
                <option value="">{t('console-store.products.any')}</option>
                <option value="in">{t('console-store.products.in_stock')}</option>
                <option value="out">{t('console-store.products.out_of_stock')}</option>
              </select>
            </div>
            <div className="form-field">
              <label className="form-field__label" htmlFor="products-enable">
                {t('console-store.products.shown')}
              </label>
              <select id="products-enable" name="enable" className="form-field__input" defaultValue={filters.enable}>
                <option value="">{t('console-store.products.any')}</option>
                <option value="1">{t('console-store.products.enabled')}</option>
                <option value="0">{t('console-store.products.disabled')}</option>
              </select>
            </div>
            <button type="submit" className="button button--plain">
              {t('console-store.products.apply')}
            </button>
          </form>
          <Link className="button" to="/backoffice/products/new">
            {t('console-store.products.new')}
          </Link>
        </div>
        <section aria-labelledby="products-heading" aria-busy={products.isFetching}>
          <h2 id="products-heading" className="review__heading" ref={headingRef} tabIndex={-1}>
            {products.isPending ? t('console-store.products.loading') : t('console-store.products.count', { count: total })}
          </h2>
          {products.data?.data.length === 0 && <p className="empty-state">{t('console-store.products.none')}</p>}
          <ul className="store-cards">
            {products.data?.data.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </ul>
          {total > 0 && <Pagination page={page} perPage={productsPerPage} total={total} onPage={showPage} />}
        </section>
      </AdminGate>
    </div>
  );
}

/** One product: picture, both titles, price, stock (its variants' when it has any) and whether visitors see it. */
function ProductCard({ product }: { product: ConsoleProductRow }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <li className={product.enable ? 'store-card' : 'store-card store-card--disabled'}>
      {product.image ? (
        <img
          className="store-card__image"
          width={160}
          height={160}
          alt=""
          loading="lazy"
          src={resizedImage(product.image, 160, 160)}
        />
      ) : (
        <span className="store-card__image store-card__image--empty" aria-hidden="true" />
      )}
      <div className="store-card__body">
        <BilingualName
          as="h3"
          className="store-card__name"
          to={`/backoffice/products/${product.id}`}
          en={product.product_title}
          ae={product.arabic_title}
        />
        <dl className="store-card__facts">
          <dt>{t('console-store.products.price')}</dt>
          <dd>
            <bdi dir="ltr">{formatAed(product.price, language)}</bdi>
          </dd>
          <dt>{t('console-store.products.stock')}</dt>
          <dd className={product.qty === 0 ? 'store-card__off' : undefined}>
            {product.qty === 0 ? t('console-store.products.out_of_stock') : product.qty}
            {product.variants > 0 && ` · ${t('console-store.products.variants', { count: product.variants })}`}
          </dd>
          <dt>{t('console-store.products.shown')}</dt>
          <dd className={product.enable ? undefined : 'store-card__off'}>
            {product.enable ? t('console-store.products.enabled') : t('console-store.products.disabled')}
          </dd>
        </dl>
      </div>
    </li>
  );
}
