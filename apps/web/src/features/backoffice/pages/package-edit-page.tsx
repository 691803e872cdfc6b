import type { ConsolePackage } from '@portal/contract/console-packages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { BackLink } from '../../../components/back-link.tsx';
import { ActionError, errorMessageOf } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { localized } from '../../../lib/localized.ts';
import { showToast } from '../../../lib/toasts.ts';
import { useConsolePackage, useDeletePackage, usePackageChoices, useSavePackage } from '../api/packages.ts';
import { AdminGate } from '../components/admin-gate.tsx';
import { BackofficeNav } from '../components/backoffice-nav.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { PackageForm } from '../components/package-form.tsx';
import { PackageTabs } from '../components/package-tabs.tsx';
import { draftOfPackage, packageInput } from '../package-draft.ts';

/** The id in the address: null on /new (no id), 0 when it is not an id (the page then says the package was not found). */
function packageIdOf(param: string | undefined): number | null {
  if (param === undefined) return null;
  return /^\d{1,10}$/.test(param) && Number(param) <= 2_147_483_647 ? Number(param) : 0;
}

/**
 * /backoffice/packages/new and /backoffice/packages/:id (issue 15 Deliver 1): the Details tab of one package,
 * every field of spec part 1 §3 Package. A new package, once saved, opens at its own address, where the
 * Extras and Availability tabs join it.
 */
export function PackageEditPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const packageId = packageIdOf(useParams().id);
  const path = packageId === null ? '/backoffice/packages/new' : `/backoffice/packages/${packageId}`;
  const pkg = useConsolePackage(packageId || null);
  const choices = usePackageChoices();
  const [removing, setRemoving] = useState(false);
  const title = pkg.data
    ? t('console-packages.edit.title_named', { name: localized(pkg.data, 'package_name', language) })
    : packageId === null
      ? t('console-packages.edit.new_title')
      : t('console-packages.edit.title');
  useDocumentTitle(title);

  const saved = (result: ConsolePackage) => {
    const name = localized(result, 'package_name', language);
    showToast('success', t(packageId === null ? 'console-packages.edit.created' : 'console-packages.edit.saved', { name }));
    if (packageId === null) navigate(`/backoffice/packages/${result.id}`, { replace: true });
  };

  const ready = choices.data && (packageId === null || pkg.data);
  return (
    <div className="page container backoffice console package-edit">
      <BackLink to="/backoffice/packages" label={t('console-packages.edit.all_packages')} />
      <h1 className="page__title">{title}</h1>
      <BackofficeNav current="/backoffice/packages" />
      {packageId !== null && packageId > 0 && <PackageTabs packageId={packageId} current="" />}
      {packageId === 0 ? (
        <p className="empty-state">{t('console-packages.edit.not_found')}</p>
      ) : (
        <AdminGate path={path} error={pkg.error ?? choices.error}>
          {!ready && <p aria-busy="true">{t('console-packages.edit.loading')}</p>}
          {ready && <PackageForm key={pkg.data?.id ?? 'new'} pkg={pkg.data ?? null} onSaved={saved} />}
          {pkg.data && (
            <section className="package-edit__danger" aria-labelledby="package-delete-heading">
              <h2 id="package-delete-heading" className="review__heading">
                {t('console-packages.delete.heading')}
              </h2>
              <p>{t('console-packages.delete.explained', { count: pkg.data.bookings })}</p>
              <button type="button" className="button button--danger" onClick={() => setRemoving(true)}>
                {t('console-packages.delete.open')}
              </button>
            </section>
          )}
          {removing && pkg.data && (
            <RemoveDialog pkg={pkg.data} onCancel={() => setRemoving(false)} onDeleted={() => navigate('/backoffice/packages')} />
          )}
        </AdminGate>
      )}
    </div>
  );
}

type RemoveDialogProps = { pkg: ConsolePackage; onCancel: () => void; onDeleted: () => void };

/**
 * Delete, asked first. A package bookings or coupons refer to cannot go (the server answers in_use): the dialog
 * then says why and offers to switch its bookings off instead, which keeps its bookings whole.
 */
function RemoveDialog({ pkg, onCancel, onDeleted }: RemoveDialogProps) {
  const { t } = useTranslation();
  const name = localized(pkg, 'package_name');
  const remove = useDeletePackage();
  const disable = useSavePackage();
  const [inUse, setInUse] = useState(pkg.bookings > 0);
  const [error, setError] = useState<string | null>(null);

  const confirmDelete = () => {
    setError(null);
    remove.mutate(pkg.id, {
      onSuccess: () => {
        showToast('success', t('console-packages.delete.deleted', { name }));
        onDeleted();
      },
      onError: (failure) => {
        if (failure instanceof ActionError && failure.failure.code === 'in_use') setInUse(true);
        else setError(errorMessageOf(failure));
      },
    });
  };

  const confirmDisable = () => {
    setError(null);
    disable.mutate(packageInput({ ...draftOfPackage(pkg), disabled: true }, pkg.id), {
      onSuccess: () => {
        showToast('success', t('console-packages.delete.disabled', { name }));
        onCancel();
      },
      onError: (failure) => setError(errorMessageOf(failure)),
    });
  };

  return (
    <ConfirmDialog
      title={t('console-packages.delete.title', { name })}
      confirmLabel={inUse ? t('console-packages.delete.disable') : t('console-packages.delete.confirm')}
      danger={!inUse}
      busy={remove.isPending || disable.isPending}
      error={error}
      onConfirm={inUse ? confirmDisable : confirmDelete}
      onCancel={onCancel}
    >
      <p>{inUse ? t('console-packages.delete.in_use') : t('console-packages.delete.text')}</p>
    </ConfirmDialog>
  );
}
