import type { Collection } from '@portal/contract/store';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { localized } from '../../../lib/localized.ts';
import { useCollections } from '../api/catalog.ts';
import { StoreFailure, StoreFrame, useUnknownStore } from '../components/store-frame.tsx';
import { plainCollectionsOf } from '../store-lists.ts';

function CollectionTile({ collection, base }: { collection: Collection; base: string }) {
  return (
    <article className="card collection-tile">
      <div className="card__body">
        <h2 className="card__title">
          <Link className="collection-tile__link" to={`${base}/collections/${encodeURIComponent(collection.slug)}`}>
            {localized(collection, 'collection_name')}
          </Link>
        </h2>
        <p className="card__text">{localized(collection, 'description')}</p>
      </div>
    </article>
  );
}

function CollectionTileSkeleton() {
  return (
    <div className="card collection-tile skeleton" aria-hidden="true">
      <div className="card__body">
        <div className="skeleton__line skeleton__line--title" />
        <div className="skeleton__line" />
        <div className="skeleton__line skeleton__line--short" />
      </div>
    </div>
  );
}

/** /stores/{slug}/collections: the store's collections (spec part 2 §2.6); designers have their own list. */
export function CollectionsPage() {
  const { t } = useTranslation();
  const slug = useParams().slug ?? '';
  const base = `/stores/${encodeURIComponent(slug)}`;
  const query = useCollections(slug);
  const unknownStore = useUnknownStore();
  useDocumentTitle(t('store.collections.title'));
  if (query.isError) {
    return (
      <StoreFailure
        slug={slug}
        error={query.error}
        onRetry={() => void query.refetch()}
        message={t('store.collections.load_failed')}
        notFound={unknownStore}
      />
    );
  }
  const collections = query.data ? plainCollectionsOf(query.data) : [];
  return (
    <StoreFrame slug={slug}>
      <h1 className="page__title">{t('store.collections.title')}</h1>
      <p className="page__intro">{t('store.collections.intro')}</p>
      {query.isPending ? (
        <>
          <p className="visually-hidden" role="status">
            {t('store.collections.loading')}
          </p>
          <ul className="collection-grid">
            {Array.from({ length: 4 }, (_, i) => (
              <li key={i}>
                <CollectionTileSkeleton />
              </li>
            ))}
          </ul>
        </>
      ) : collections.length === 0 ? (
        <p className="empty-state">{t('store.collections.empty')}</p>
      ) : (
        <ul className="collection-grid">
          {collections.map((collection) => (
            <li key={collection.id}>
              <CollectionTile collection={collection} base={base} />
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to={`${base}/designers`}>{t('store.collections.see_designers')}</Link>
      </p>
    </StoreFrame>
  );
}
