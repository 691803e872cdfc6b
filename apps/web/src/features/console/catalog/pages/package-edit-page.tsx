import type { ConsolePackage } from '@portal/contract/console-packages';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useLanguage, useTranslation } from '../../../../lib/i18n.ts';
import { localized } from '../../../../lib/localized.ts';
import { showToast } from '../../../../lib/toasts.ts';
import { useConsolePackage, useDeletePackage, usePackageChoices, useSavePackage } from '../api/packages.ts';
import { ConfirmDeleteDialog } from '../../../../components/console-kit/confirm-dialog.tsx';
import { PackageForm } from '../components/package-form.tsx';
import { PackagePageFrame, packageIdOf } from '../components/package-page-frame.tsx';
import { draftOfPackage, packageInput, savedMessage } from '../package-draft.ts';

/**
 * /backoffice/packages/new and /backoffice/packages/:id (decision 035): the Details tab of one package,
 * every field of spec part 1 §3 Package. A new package, once saved, opens at its own address, where the
 * Extras and Availability tabs join it.
 */
export function PackageEditPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const param = useParams().id;
  // null on /new, which has no id
  const packageId = param === undefined ? null : packageIdOf(param);
  const pkg = useConsolePackage(packageId || null);
  const choices = usePackageChoices();
  const [removing, setRemoving] = useState(false);
  const title = pkg.data
    ? t('console-packages.edit.title_named', { name: localized(pkg.data, 'package_name', language) })
    : packageId === null
      ? t('console-packages.edit.new_title')
      : t('console-packages.edit.title');

  // the confirmation says whether visitors can book it now, from what the server stored
  const saved = (result: ConsolePackage) => {
    const name = localized(result, 'package_name', language);
    showToast('success', savedMessage(t, result, packageId === null, name));
    if (packageId === null) navigate(`/backoffice/packages/${result.id}`, { replace: true });
  };

  const ready = choices.data && (packageId === null || pkg.data);
  return (
    <PackagePageFrame
      packageId={packageId}
      tab=""
      title={title}
      backLabel={t('console-packages.edit.all_packages')}
      notFound={t('console-packages.edit.not_found')}
      className="package-edit"
      error={pkg.error ?? choices.error}
    >
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
    </PackagePageFrame>
  );
}

type RemoveDialogProps = { pkg: ConsolePackage; onCancel: () => void; onDeleted: () => void };

/** Delete, asked first; a package bookings or coupons refer to can only have its bookings switched off, which keeps them whole. */
function RemoveDialog({ pkg, onCancel, onDeleted }: RemoveDialogProps) {
  const { t } = useTranslation();
  const name = localized(pkg, 'package_name');
  const remove = useDeletePackage();
  const disable = useSavePackage();
  return (
    <ConfirmDeleteDialog
      title={t('console-packages.delete.title', { name })}
      text={t('console-packages.delete.text')}
      confirmLabel={t('console-packages.delete.confirm')}
      run={() => remove.mutateAsync(pkg.id)}
      doneText={t('console-packages.delete.deleted', { name })}
      onDeleted={onDeleted}
      onCancel={onCancel}
      disableInstead={{
        inUse: pkg.bookings > 0,
        label: t('console-packages.delete.disable'),
        text: t('console-packages.delete.in_use'),
        run: () => disable.mutateAsync(packageInput({ ...draftOfPackage(pkg), disabled: true }, pkg.id)),
        doneText: t('console-packages.delete.disabled', { name }),
      }}
    />
  );
}
