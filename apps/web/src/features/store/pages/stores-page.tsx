import { storeSlug } from '@portal/contract/routes';
import { useId } from 'react';
import { Link } from '../../../components/link.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { errorMessageOf } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { localized } from '../../../lib/localized.ts';
import { useStoreData, useStoreDesign } from '../api/catalog.ts';
import { ProductGrid, ProductGridSkeleton } from '../components/product-grid.tsx';
import { productsByDestination, type DestinationProducts } from '../store-lists.ts';
import { useTranslation } from '../../../lib/i18n.ts';

function DestinationSection({ group }: { group: DestinationProducts }) {
  const { t } = useTranslation();
  const headingId = useId();
  const name = group.destination ? localized(group.destination, 'name') : t('store.stores.other_makers');
  return (
    <section className="store-section" aria-labelledby={headingId}>
      <div className="section-head">
        <h2 className="section-head__title" id={headingId}>
          {name}
        </h2>
        {group.destination && (
          <Link className="section-head__link" to={`/d/${encodeURIComponent(group.destination.url_slug)}`}>
            {t('store.stores.visit_destination', { name })}
          </Link>
        )}
      </div>
      <ProductGrid products={group.products} headingLevel={3} />
    </section>
  );
}

/** The store this site sells from, as a way into its home page. */
function StoreEntrance() {
  const { t } = useTranslation();
  const design = useStoreDesign(storeSlug);
  if (!design.data) return null;
  const name = localized(design.data, 'store_name');
  return (
    <aside className="store-entrance" aria-label={name}>
      <p className="store-entrance__name">{name}</p>
      <p className="store-entrance__about">{localized(design.data, 'about')}</p>
      <Link className="button" to={`/stores/${storeSlug}`}>
        {t('store.stores.enter', { name })}
      </Link>
    </aside>
  );
}

/** /stores: the stores, with their products grouped by the destination they come from (spec part 2 §2.6). */
export function StoresPage() {
  const { t } = useTranslation();
  const query = useStoreData();
  useDocumentTitle(t('store.stores.title'));
  return (
    <div className="page container">
      <h1 className="page__title">{t('store.stores.title')}</h1>
      <p className="page__intro">{t('store.stores.intro')}</p>
      <StoreEntrance />
      {query.isPending ? (
        <ProductGridSkeleton />
      ) : query.isError ? (
        <LoadError
          message={t('store.stores.load_failed')}
          detail={errorMessageOf(query.error)}
          onRetry={() => void query.refetch()}
        />
      ) : (
        productsByDestination(query.data.destinations, query.data.products).map((group) => (
          <DestinationSection key={group.destination?.id ?? 'others'} group={group} />
        ))
      )}
      {query.data?.products.length === 0 && <p className="empty-state">{t('store.states.no_products')}</p>}
    </div>
  );
}
