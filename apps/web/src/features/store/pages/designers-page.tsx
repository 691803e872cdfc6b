import type { Collection } from '@portal/contract/store';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { resizedImage } from '../../../lib/images.ts';
import { localized } from '../../../lib/localized.ts';
import { useCollections } from '../api/catalog.ts';
import { StoreFailure, StoreFrame, useUnknownStore } from '../components/store-frame.tsx';
import { designersOf } from '../store-lists.ts';

/** spec part 2 §9: 8 placeholder tiles while the designers load */
const placeholderTiles = 8;
/** the resizer's square size (packages/contract images.ts) */
const logoSize = 160;

function DesignerTile({ designer, base }: { designer: Collection; base: string }) {
  // spec part 2 §2.6: the logo is the tile's background; the name is the link
  const style: CSSProperties | undefined = designer.logo
    ? { backgroundImage: `url("${resizedImage(designer.logo, logoSize, logoSize)}")` }
    : undefined;
  return (
    <article className="designer-tile">
      <div className="designer-tile__logo" style={style} />
      <h2 className="designer-tile__name">
        <Link className="designer-tile__link" to={`${base}/designers/${encodeURIComponent(designer.slug)}`}>
          {localized(designer, 'collection_name')}
        </Link>
      </h2>
    </article>
  );
}

/** /stores/{slug}/designers: the designers, collections with is_profile '1', as a grid of tiles (spec part 2 §2.6). */
export function DesignersPage() {
  const { t } = useTranslation();
  const slug = useParams().slug ?? '';
  const base = `/stores/${encodeURIComponent(slug)}`;
  const query = useCollections(slug);
  const unknownStore = useUnknownStore();
  useDocumentTitle(t('store.designers.title'));
  if (query.isError) {
    return (
      <StoreFailure
        slug={slug}
        error={query.error}
        onRetry={() => void query.refetch()}
        message={t('store.designers.load_failed')}
        notFound={unknownStore}
      />
    );
  }
  const designers = query.data ? designersOf(query.data) : [];
  return (
    <StoreFrame slug={slug}>
      <h1 className="page__title">{t('store.designers.title')}</h1>
      <p className="page__intro">{t('store.designers.intro')}</p>
      {query.isPending ? (
        <>
          <p className="visually-hidden" role="status">
            {t('store.designers.loading')}
          </p>
          <ul className="designer-grid" aria-hidden="true">
            {Array.from({ length: placeholderTiles }, (_, i) => (
              <li key={i} className="designer-tile skeleton">
                <div className="designer-tile__logo skeleton__block" />
                <div className="skeleton__line skeleton__line--title" />
              </li>
            ))}
          </ul>
        </>
      ) : designers.length === 0 ? (
        <p className="empty-state">{t('store.designers.empty')}</p>
      ) : (
        <ul className="designer-grid">
          {designers.map((designer) => (
            <li key={designer.id}>
              <DesignerTile designer={designer} base={base} />
            </li>
          ))}
        </ul>
      )}
    </StoreFrame>
  );
}
