import type { ConsoleProduct } from '@portal/contract/console-store';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Link } from '../../../../components/link.tsx';
import { useDocumentTitle } from '../../../../lib/document-title.ts';
import { localized } from '../../../../lib/localized.ts';
import { positiveWhole } from '../../../../lib/search-params.ts';
import { useConsoleProduct, useConsoleStores, useDeleteProduct, useSaveProduct } from '../api/store-catalogue.ts';
import { AdminGate } from '../../shared/components/admin-gate.tsx';
import { ConfirmDeleteDialog } from '../../../../components/console-kit/confirm-dialog.tsx';
import { draftOfProduct, productInput } from '../product-draft.ts';
import { ProductForm } from '../components/product-form.tsx';
import { ViewOnSite } from '../../shared/components/view-on-site.tsx';
import { ProductStockPanel } from '../components/product-stock-panel.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';

const listPath = '/backoffice/products';

/**
 * /backoffice/products/new and /backoffice/products/:id (decision 035): a product's form, its stock
 * (changed with a reason, with its history) and Delete, which a product with orders answers with Disable.
 */
export function ProductEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const isNew = params.id === 'new';
  const id = isNew ? null : positiveWhole(params.id ?? null);
  const product = useConsoleProduct(id);
  const stores = useConsoleStores();
  const [removing, setRemoving] = useState(false);
  const title = isNew
    ? t('console-store.product.new_title')
    : product.data
      ? t('console-store.product.edit_title', { name: localized(product.data, 'product_title') })
      : t('console-store.products.loading');
  useDocumentTitle(title);
  const storeId = stores.data?.data[0]?.id;
  const ready = isNew ? storeId !== undefined : product.data !== undefined;

  return (
    <div className="page container backoffice console">
      <h1 className="page__title">{title}</h1>
      <p>
        <Link to={listPath}>{t('console-store.product.back')}</Link>
      </p>
      <AdminGate path={listPath} error={product.error ?? stores.error}>
        {!isNew && id === null && <p className="empty-state">{t('console-store.product.not_found')}</p>}
        {product.data && <ViewOnSite record={{ kind: 'product', slug: product.data.slug, enable: product.data.enable }} />}
        {ready && (
          <ProductForm
            key={product.data?.id ?? 'new'}
            product={product.data ?? null}
            storeId={product.data?.store_id ?? storeId!}
            onSaved={(saved) => {
              if (isNew) void navigate(`/backoffice/products/${saved.id}`, { replace: true });
            }}
          />
        )}
        {product.data && (
          <>
            <ProductStockPanel key={product.data.variants.map((v) => v.id).join()} product={product.data} />
            <section className="store-danger" aria-labelledby="product-delete-heading">
              <h2 id="product-delete-heading" className="review__heading">
                {t('console-store.product.delete_title')}
              </h2>
              <p>
                {product.data.orders > 0
                  ? t('console-store.product.has_orders', { count: product.data.orders })
                  : t('console-store.product.delete_text')}
              </p>
              <button type="button" className="button button--plain" onClick={() => setRemoving(true)}>
                {product.data.orders > 0 ? t('console-store.delete.disable') : t('console-store.product.delete')}
              </button>
            </section>
            {removing && (
              <RemoveProductDialog
                product={product.data}
                onDone={(deleted) => {
                  setRemoving(false);
                  if (deleted) void navigate(listPath);
                }}
              />
            )}
          </>
        )}
      </AdminGate>
    </div>
  );
}

/** Delete, asked first; a product that orders name cannot go (in_use), so the dialog offers to disable it instead. */
function RemoveProductDialog({ product, onDone }: { product: ConsoleProduct; onDone: (deleted: boolean) => void }) {
  const { t } = useTranslation();
  const name = localized(product, 'product_title');
  const remove = useDeleteProduct();
  const disable = useSaveProduct();
  return (
    <ConfirmDeleteDialog
      title={t('console-store.delete.title', { name })}
      text={t('console-store.delete.text')}
      confirmLabel={t('console-store.delete.confirm')}
      run={() => remove.mutateAsync({ id: product.id })}
      doneText={t('console-store.delete.deleted', { name })}
      onDeleted={() => onDone(true)}
      onCancel={() => onDone(false)}
      disableInstead={{
        inUse: product.orders > 0,
        label: t('console-store.delete.disable'),
        text: t('console-store.delete.product_in_use'),
        run: () => disable.mutateAsync(productInput({ ...draftOfProduct(product), enable: false }, product.id)),
        doneText: t('console-store.delete.disabled', { name }),
      }}
    />
  );
}
