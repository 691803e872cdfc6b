import { useState } from 'react';
import { useDocumentTitle } from '../../../../lib/document-title.ts';
import { localized } from '../../../../lib/localized.ts';
import { useConsoleStores } from '../api/store-catalogue.ts';
import { AdminGate } from '../../shared/components/admin-gate.tsx';
import { StoreDesignForm } from '../components/store-design-form.tsx';
import { StorePageEditor } from '../components/store-page-editor.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';
import { ViewOnSite } from '../../shared/components/view-on-site.tsx';

const path = '/backoffice/store-design';

/**
 * /backoffice/store-design (decision 035): the store home page visitors see at /stores/<store> — its
 * texts, film, slider, highlights and links — and the store's pages. Visitors see a saved change at once.
 */
export function StoreDesignPage() {
  const { t } = useTranslation();
  const title = t('console-store.design.title');
  useDocumentTitle(title);
  const stores = useConsoleStores();
  const [chosen, setChosen] = useState<number | null>(null);
  const store = stores.data?.data.find((s) => s.id === chosen) ?? stores.data?.data[0];

  return (
    <div className="page container backoffice console">
      <h1 className="page__title">{title}</h1>
      <p>{t('console-store.design.explained')}</p>
      <AdminGate path={path} error={stores.error}>
        {stores.isPending && <p aria-busy="true">{t('console-store.design.loading')}</p>}
        {stores.data?.data.length === 0 && <p className="empty-state">{t('console-store.design.no_store')}</p>}
        {stores.data && stores.data.data.length > 1 && (
          <div className="form-field">
            <label className="form-field__label" htmlFor="store-choice">
              {t('console-store.design.store')}
            </label>
            <select
              id="store-choice"
              className="form-field__input"
              value={store?.id}
              onChange={(event) => setChosen(Number(event.target.value))}
            >
              {stores.data.data.map((s) => (
                <option key={s.id} value={s.id}>
                  {localized(s, 'store_name')}
                </option>
              ))}
            </select>
          </div>
        )}
        {store && stores.data && (
          <>
            <ViewOnSite record={{ kind: 'store', slug: store.slug }} />
            <StoreDesignForm key={store.id} store={store} destinations={stores.data.destinations} />
            <StorePageEditor key={`pages-${store.id}`} storeId={store.id} storeSlug={store.slug} pages={store.pages} />
          </>
        )}
      </AdminGate>
    </div>
  );
}
