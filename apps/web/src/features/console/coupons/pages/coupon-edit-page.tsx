import type { ConsoleCoupon } from '@portal/contract/console-offers';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Link } from '../../../../components/link.tsx';
import { useDocumentTitle } from '../../../../lib/document-title.ts';
import { useConsoleCoupon, useDeleteCoupon, useSaveCoupon } from '../api/coupons.ts';
import { AdminGate } from '../../shared/components/admin-gate.tsx';
import { ConfirmDeleteDialog } from '../../../../components/console-kit/confirm-dialog.tsx';
import { CouponStateBadge } from '../components/coupon-card.tsx';
import { CouponForm } from '../components/coupon-form.tsx';
import { CouponUsage } from '../components/coupon-usage.tsx';
import { couponInput, draftOfCoupon } from '../coupon-draft.ts';
import { useTranslation } from '../../../../lib/i18n.ts';

const listPath = '/backoffice/coupons';

/** The coupon id of the address, or null for /backoffice/coupons/new (and anything that is not an id). */
function couponIdOf(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * /backoffice/coupons/new and /backoffice/coupons/:id (admins, decision 035): a coupon's settings, its
 * usage report and, for a coupon nobody used, Delete (one that was used is disabled instead).
 */
export function CouponEditPage() {
  const { t } = useTranslation();
  const id = couponIdOf(useParams().id);
  const coupon = useConsoleCoupon(id);
  const navigate = useNavigate();
  const title = coupon.data ? t('console-offers.edit.title', { code: coupon.data.code }) : t('console-offers.edit.new_title');
  useDocumentTitle(title);
  useScrollToHash(coupon.isSuccess);
  const [removing, setRemoving] = useState(false);

  const onSaved = (saved: ConsoleCoupon) => {
    if (id === null) navigate(`${listPath}/${saved.id}`, { replace: true });
  };

  return (
    <div className="page container backoffice console">
      <h1 className="page__title">
        {coupon.data ? (
          <>
            {t('console-offers.edit.heading')} <bdi dir="ltr">{coupon.data.code}</bdi>
          </>
        ) : (
          title
        )}
      </h1>
      <p>
        <Link to={listPath}>{t('console-offers.edit.all')}</Link>
      </p>
      <AdminGate path={id === null ? `${listPath}/new` : `${listPath}/${id}`} error={coupon.error}>
        {id !== null && coupon.isPending && <p aria-busy="true">{t('console-offers.edit.loading')}</p>}
        {(id === null || coupon.data) && (
          <>
            {coupon.data && (
              <p className="offer-edit__state">
                {t('console-offers.edit.state')} <CouponStateBadge state={coupon.data.state} />
              </p>
            )}
            <CouponForm key={coupon.data?.id ?? 'new'} coupon={coupon.data ?? null} onSaved={onSaved} />
            {coupon.data && <CouponUsage coupon={coupon.data} />}
            {coupon.data && (
              <section className="offer-section" aria-labelledby="coupon-delete-heading">
                <h2 id="coupon-delete-heading" className="review__heading">
                  {t('console-offers.delete.heading')}
                </h2>
                <p>
                  {coupon.data.redemptions > 0
                    ? t('console-offers.delete.coupon_used')
                    : t('console-offers.delete.coupon_unused')}
                </p>
                {(coupon.data.redemptions === 0 || coupon.data.enable === 1) && (
                  <button type="button" className="button button--danger" onClick={() => setRemoving(true)}>
                    {coupon.data.redemptions > 0 ? t('console-offers.delete.disable_coupon') : t('console-offers.delete.coupon')}
                  </button>
                )}
              </section>
            )}
          </>
        )}
        {removing && coupon.data && (
          <RemoveCouponDialog
            coupon={coupon.data}
            onDeleted={() => navigate(listPath, { replace: true })}
            onClose={() => setRemoving(false)}
          />
        )}
      </AdminGate>
    </div>
  );
}

/** After the coupon has loaded, the #usage of a list card's "Usage report" link takes the reader there. */
function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (ready && hash === '#usage') document.getElementById('coupon-usage-heading')?.focus();
  }, [ready, hash]);
}

type RemoveCouponDialogProps = { coupon: ConsoleCoupon; onDeleted: () => void; onClose: () => void };

/**
 * Delete, asked first. A coupon purchases used cannot go (the server answers in_use): the dialog then says
 * why and offers to disable it, which stops new uses and keeps its purchases and report whole.
 */
function RemoveCouponDialog({ coupon, onDeleted, onClose }: RemoveCouponDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteCoupon();
  const disable = useSaveCoupon();
  return (
    <ConfirmDeleteDialog
      title={t('console-offers.delete.coupon_title', { code: coupon.code })}
      text={t('console-offers.delete.coupon_text')}
      confirmLabel={t('console-offers.delete.confirm')}
      run={() => remove.mutateAsync(coupon.id)}
      doneText={t('console-offers.delete.coupon_deleted', { code: coupon.code })}
      onDeleted={onDeleted}
      onCancel={onClose}
      disableInstead={{
        inUse: coupon.redemptions > 0,
        label: t('console-offers.delete.disable_coupon'),
        text: t('console-offers.delete.coupon_in_use'),
        run: () => disable.mutateAsync(couponInput({ ...draftOfCoupon(coupon), enable: false }, coupon.id)),
        doneText: t('console-offers.delete.coupon_disabled', { code: coupon.code }),
      }}
    />
  );
}
