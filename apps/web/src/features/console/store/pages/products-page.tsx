import type { ConsoleProductRow } from '@portal/contract/console-store';
import { Link } from '../../../../components/link.tsx';
import { ConsoleList, listHeading, FilterSelect, useFormListView } from '../../../../components/console-kit/console-list.tsx';
import { useDocumentTitle } from '../../../../lib/document-title.ts';
import { formatAed } from '../../../../lib/format.ts';
import { currentLanguage, useTranslation } from '../../../../lib/i18n.ts';
import { pictures, pictureSrc } from '../../../../lib/images.ts';
import { localized } from '../../../../lib/localized.ts';
import { useConsoleCollections, useConsoleProducts } from '../api/store-catalogue.ts';
import { AdminGate } from '../../shared/components/admin-gate.tsx';
import { BilingualName } from '../../shared/components/bilingual-name.tsx';

const path = '/backoffice/products';
const productsPerPage = 20;
/** the filters the URL keeps, so a filtered page can be shared and survives a reload */
const filterNames = ['q', 'collection_id', 'stock', 'enable'] as const;

/**
 * /backoffice/products (decision 035): the store's products, searched and filtered on the server (title
 * in either language, collection, in or out of stock, enabled), paginated; each opens its edit page.
 */
export function ProductsPage() {
  const { t } = useTranslation();
  const title = t('console-store.products.title');
  useDocumentTitle(title);
  const { filters, onFilter, formKey, showPage } = useFormListView(filterNames, 'products-heading');
  const products = useConsoleProducts({ ...filters, perPage: productsPerPage });
  const collections = useConsoleCollections();
  const any = t('console-store.products.any');

  return (
    <div className="page container backoffice console">
      <h1 className="page__title">{title}</h1>
      <p>{t('console-store.products.explained')}</p>
      <AdminGate path={path} error={products.error}>
        <div className="console-toolbar">
          <form role="search" className="store-filters" onSubmit={onFilter} key={formKey}>
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
            <FilterSelect
              id="products-collection"
              name="collection_id"
              label={t('console-store.products.collection')}
              value={filters.collection_id}
              anyLabel={any}
              options={(collections.data ?? []).map((c) => ({ value: c.id, label: localized(c, 'collection_name') }))}
            />
            <FilterSelect
              id="products-stock"
              name="stock"
              label={t('console-store.products.stock')}
              value={filters.stock}
              anyLabel={any}
              options={[
                { value: 'in', label: t('console-store.products.in_stock') },
                { value: 'out', label: t('console-store.products.out_of_stock') },
              ]}
            />
            <FilterSelect
              id="products-enable"
              name="enable"
              label={t('console-store.products.shown')}
              value={filters.enable}
              anyLabel={any}
              options={[
                { value: '1', label: t('console-store.products.enabled') },
                { value: '0', label: t('console-store.products.disabled') },
              ]}
            />
            <button type="submit" className="button button--plain">
              {t('console-store.products.apply')}
            </button>
          </form>
          <Link className="button" to="/backoffice/products/new">
            {t('console-store.products.new')}
          </Link>
        </div>
        <ConsoleList
          headingId="products-heading"
          heading={listHeading(t, 'console-store.products', products)}
          query={products}
          page={filters.page}
          perPage={productsPerPage}
          onPage={showPage}
          empty={t('console-store.products.none')}
          listClassName="store-cards"
          row={(product) => <ProductCard key={product.id} product={product} />}
        />
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
          src={pictureSrc(product.image, pictures.square)}
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
