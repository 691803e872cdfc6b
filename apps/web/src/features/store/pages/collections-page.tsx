import type { Collection } from '@portal/contract/store';
import { useParams } from 'react-router';
import { Link } from '../../../components/link.tsx';
import { localized } from '../../../lib/localized.ts';
import { CollectionListScreen } from '../components/collection-list-screen.tsx';
import { plainCollectionsOf } from '../store-lists.ts';
import { useTranslation } from '../../../lib/i18n.ts';

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
  return (
    <CollectionListScreen
      texts="collections"
      listOf={plainCollectionsOf}
      gridClassName="collection-grid"
      placeholder={<CollectionTileSkeleton />}
      placeholders={4}
      tile={(collection, base) => <CollectionTile collection={collection} base={base} />}
    >
      <p>
        <Link to={`/stores/${encodeURIComponent(slug)}/designers`}>{t('store.collections.see_designers')}</Link>
      </p>
    </CollectionListScreen>
  );
}
