import type { Collection } from '@portal/contract/store';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useCollections } from '../api/catalog.ts';
import { StoreQueryFrame, useUnknownStore } from './store-frame.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

type CollectionListScreenProps = {
  /** the page's texts are store.<texts>.title, intro, loading, empty and load_failed */
  texts: 'collections' | 'designers';
  /** which of the store's collections the page lists */
  listOf: (collections: readonly Collection[]) => Collection[];
  gridClassName: string;
  /** one placeholder tile, and how many of them show while the list loads */
  placeholder: ReactNode;
  placeholders: number;
  tile: (collection: Collection, base: string) => ReactNode;
  /** what follows the list */
  children?: ReactNode;
};

/**
 * A page listing some of the store's collections (spec part 2 §2.6): its title and intro over a grid of
 * tiles; placeholder tiles while they load, an empty note when there are none.
 */
export function CollectionListScreen({
  texts,
  listOf,
  gridClassName,
  placeholder,
  placeholders,
  tile,
  children,
}: CollectionListScreenProps) {
  const { t } = useTranslation();
  const slug = useParams().slug ?? '';
  const base = `/stores/${encodeURIComponent(slug)}`;
  const query = useCollections(slug);
  const unknownStore = useUnknownStore();
  const title = t(`store.${texts}.title`);
  useDocumentTitle(title);
  const heading = (
    <>
      <h1 className="page__title">{title}</h1>
      <p className="page__intro">{t(`store.${texts}.intro`)}</p>
    </>
  );
  return (
    <StoreQueryFrame
      slug={slug}
      query={query}
      loading={
        <>
          {heading}
          <p className="visually-hidden" role="status">
            {t(`store.${texts}.loading`)}
          </p>
          <ul className={gridClassName} aria-hidden="true">
            {Array.from({ length: placeholders }, (_, i) => (
              <li key={i}>{placeholder}</li>
            ))}
          </ul>
          {children}
        </>
      }
      loadFailed={t(`store.${texts}.load_failed`)}
      notFound={unknownStore}
    >
      {(collections) => {
        const listed = listOf(collections);
        return (
          <>
            {heading}
            {listed.length === 0 ? (
              <p className="empty-state">{t(`store.${texts}.empty`)}</p>
            ) : (
              <ul className={gridClassName}>
                {listed.map((collection) => (
                  <li key={collection.id}>{tile(collection, base)}</li>
                ))}
              </ul>
            )}
            {children}
          </>
        );
      }}
    </StoreQueryFrame>
  );
}
