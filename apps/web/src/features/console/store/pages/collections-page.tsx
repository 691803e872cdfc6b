import type { ConsoleCollection } from '@portal/contract/console-store';
import { useRef, useState } from 'react';
import { useDocumentTitle } from '../../../../lib/document-title.ts';
import { pictures, pictureSrc } from '../../../../lib/images.ts';
import { localized } from '../../../../lib/localized.ts';
import { useConsoleCollections, useConsoleStores, useDeleteCollection } from '../api/store-catalogue.ts';
import { AdminGate } from '../../shared/components/admin-gate.tsx';
import { CollectionForm } from '../components/collection-form.tsx';
import { ConfirmDeleteDialog } from '../../../../components/console-kit/confirm-dialog.tsx';
import { StoreTagList } from '../components/store-tag-list.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';
import { BilingualName } from '../../shared/components/bilingual-name.tsx';

const path = '/backoffice/collections';

/**
 * /backoffice/collections (decision 035): the store's collections and designers (a collection marked
 * designer shows on the designers page), and its tags. Deleting either keeps the products and only unlinks them.
 */
export function CollectionsPage() {
  const { t } = useTranslation();
  const title = t('console-store.collections.title');
  useDocumentTitle(title);
  const collections = useConsoleCollections();
  const stores = useConsoleStores();
  const storeId = stores.data?.data[0]?.id;
  const [editing, setEditing] = useState<{ collection: ConsoleCollection | null } | null>(null);
  const [removing, setRemoving] = useState<ConsoleCollection | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const openForm = (collection: ConsoleCollection | null) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setEditing({ collection });
  };
  const closeForm = () => {
    setEditing(null);
    if (opener.current?.isConnected) opener.current.focus();
  };

  return (
    <div className="page container backoffice console">
      <h1 className="page__title">{title}</h1>
      <p>{t('console-store.collections.explained')}</p>
      <AdminGate path={path} error={collections.error ?? stores.error}>
        {storeId !== undefined && (
          <>
            <button type="button" className="button" onClick={() => openForm(null)}>
              {t('console-store.collections.new')}
            </button>
            {editing && (
              <CollectionForm
                key={editing.collection?.id ?? 'new'}
                collection={editing.collection}
                storeId={storeId}
                onClose={closeForm}
              />
            )}
          </>
        )}
        <section aria-labelledby="collections-heading" aria-busy={collections.isFetching}>
          <h2 id="collections-heading" className="review__heading">
            {collections.isPending
              ? t('console-store.collections.loading')
              : t('console-store.collections.count', { count: collections.data?.length ?? 0 })}
          </h2>
          {collections.data?.length === 0 && <p className="empty-state">{t('console-store.collections.none')}</p>}
          <ul className="store-cards">
            {collections.data?.map((collection) => (
              <CollectionCard
                key={collection.id}
                collection={collection}
                onEdit={() => openForm(collection)}
                onRemove={() => setRemoving(collection)}
              />
            ))}
          </ul>
        </section>
        {storeId !== undefined && <StoreTagList storeId={storeId} />}
        {removing && <RemoveCollectionDialog key={removing.id} collection={removing} onDone={() => setRemoving(null)} />}
      </AdminGate>
    </div>
  );
}

type CollectionCardProps = { collection: ConsoleCollection; onEdit: () => void; onRemove: () => void };

function CollectionCard({ collection, onEdit, onRemove }: CollectionCardProps) {
  const { t } = useTranslation();
  const name = localized(collection, 'collection_name');
  return (
    <li className="store-card">
      {collection.logo ? (
        <img
          className="store-card__image"
          width={160}
          height={160}
          alt=""
          loading="lazy"
          src={pictureSrc(collection.logo, pictures.square)}
        />
      ) : (
        <span className="store-card__image store-card__image--empty" aria-hidden="true" />
      )}
      <div className="store-card__body">
        <BilingualName
          as="h3"
          className="store-card__name"
          en={collection.collection_name}
          ae={collection.arabic_collection_name}
        />
        <p className="store-card__facts-line">
          {collection.is_profile ? t('console-store.collections.is_designer') : t('console-store.collections.is_collection')} ·{' '}
          {t('console-store.collections.products', { count: collection.products })}
        </p>
        <div className="store-card__actions">
          <button
            type="button"
            className="button button--plain"
            aria-label={t('console-store.collections.edit_named', { name })}
            onClick={onEdit}
          >
            {t('console-store.collections.edit')}
          </button>
          <button
            type="button"
            className="link-button"
            aria-label={t('console-store.collections.delete_named', { name })}
            onClick={onRemove}
          >
            {t('console-store.collections.delete')}
          </button>
        </div>
      </div>
    </li>
  );
}

function RemoveCollectionDialog({ collection, onDone }: { collection: ConsoleCollection; onDone: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteCollection();
  const name = localized(collection, 'collection_name');
  return (
    <ConfirmDeleteDialog
      title={t('console-store.delete.title', { name })}
      text={t('console-store.collections.delete_text', { count: collection.products })}
      confirmLabel={t('console-store.delete.confirm')}
      run={() => remove.mutateAsync({ id: collection.id })}
      doneText={t('console-store.delete.deleted', { name })}
      onDeleted={onDone}
      onCancel={onDone}
    />
  );
}
