import type { ConsoleVoucherOffer } from '@portal/contract/console-offers';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Link } from '../../../../components/link.tsx';
import { useDocumentTitle } from '../../../../lib/document-title.ts';
import { localized } from '../../../../lib/localized.ts';
import { useDeleteVoucherOffer, useSaveVoucherOffer, useVoucherOffer } from '../api/voucher-offers.ts';
import { AdminGate } from '../../shared/components/admin-gate.tsx';
import { ConfirmDeleteDialog } from '../../../../components/console-kit/confirm-dialog.tsx';
import { VoucherOfferStateBadge } from '../components/voucher-offer-card.tsx';
import { VoucherOfferCodes } from '../components/voucher-offer-codes.tsx';
import { VoucherOfferForm } from '../components/voucher-offer-form.tsx';
import { ViewOnSite } from '../../shared/components/view-on-site.tsx';
import { draftOfVoucherOffer, voucherOfferInput } from '../voucher-offer-draft.ts';
import { useTranslation } from '../../../../lib/i18n.ts';

const listPath = '/backoffice/voucher-offers';

/** The offer id of the address, or null for /backoffice/voucher-offers/new. */
function offerIdOf(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * /backoffice/voucher-offers/new and /backoffice/voucher-offers/:id (admins, decision 035): an offer's
 * fields, the codes users were issued and their redemptions, and Delete for an offer nobody holds a code of.
 */
export function VoucherOfferEditPage() {
  const { t } = useTranslation();
  const id = offerIdOf(useParams().id);
  const offer = useVoucherOffer(id);
  const navigate = useNavigate();
  const title = offer.data
    ? t('console-offers.offer_edit.title', { name: localized(offer.data, 'name') })
    : t('console-offers.offer_edit.new_title');
  useDocumentTitle(title);
  useFocusOnHash(offer.isSuccess);
  const [removing, setRemoving] = useState(false);

  const onSaved = (saved: ConsoleVoucherOffer) => {
    if (id === null) navigate(`${listPath}/${saved.id}`, { replace: true });
  };

  return (
    <div className="page container backoffice console">
      <h1 className="page__title">{title}</h1>
      <p>
        <Link to={listPath}>{t('console-offers.offer_edit.all')}</Link>
      </p>
      <AdminGate path={id === null ? `${listPath}/new` : `${listPath}/${id}`} error={offer.error}>
        {id !== null && offer.isPending && <p aria-busy="true">{t('console-offers.offer_edit.loading')}</p>}
        {(id === null || offer.data) && (
          <>
            {offer.data && (
              <p className="offer-edit__state">
                {t('console-offers.edit.state')} <VoucherOfferStateBadge offer={offer.data} />
              </p>
            )}
            {offer.data && (
              <ViewOnSite record={{ kind: 'voucher_offer', url_slug: offer.data.url_slug, enable: offer.data.enable }} />
            )}
            <VoucherOfferForm key={offer.data?.id ?? 'new'} offer={offer.data ?? null} onSaved={onSaved} />
            {offer.data && <VoucherOfferCodes voucherId={offer.data.id} />}
            {offer.data && (
              <section className="offer-section" aria-labelledby="offer-delete-heading">
                <h2 id="offer-delete-heading" className="review__heading">
                  {t('console-offers.delete.heading')}
                </h2>
                <p>{offer.data.issued > 0 ? t('console-offers.delete.offer_used') : t('console-offers.delete.offer_unused')}</p>
                {(offer.data.issued === 0 || offer.data.enable === 1) && (
                  <button type="button" className="button button--danger" onClick={() => setRemoving(true)}>
                    {offer.data.issued > 0 ? t('console-offers.delete.disable_offer') : t('console-offers.delete.offer')}
                  </button>
                )}
              </section>
            )}
          </>
        )}
        {removing && offer.data && (
          <RemoveOfferDialog
            offer={offer.data}
            onDeleted={() => navigate(listPath, { replace: true })}
            onClose={() => setRemoving(false)}
          />
        )}
      </AdminGate>
    </div>
  );
}

/** After the offer has loaded, the #codes of a list card's link takes the reader to the codes. */
function useFocusOnHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (ready && hash === '#codes') document.getElementById('offer-codes-heading')?.focus();
  }, [ready, hash]);
}

type RemoveOfferDialogProps = { offer: ConsoleVoucherOffer; onDeleted: () => void; onClose: () => void };

/**
 * Delete, asked first. An offer users hold codes of cannot go (in_use): the dialog says why and offers to
 * disable it, which hides it from visitors while the holders' codes stay as they are.
 */
function RemoveOfferDialog({ offer, onDeleted, onClose }: RemoveOfferDialogProps) {
  const { t } = useTranslation();
  const name = localized(offer, 'name');
  const remove = useDeleteVoucherOffer();
  const disable = useSaveVoucherOffer();
  return (
    <ConfirmDeleteDialog
      title={t('console-offers.delete.offer_title', { name })}
      text={t('console-offers.delete.offer_text')}
      confirmLabel={t('console-offers.delete.confirm')}
      run={() => remove.mutateAsync(offer.id)}
      doneText={t('console-offers.delete.offer_deleted', { name })}
      onDeleted={onDeleted}
      onCancel={onClose}
      disableInstead={{
        inUse: offer.issued > 0,
        label: t('console-offers.delete.disable_offer'),
        text: t('console-offers.delete.offer_in_use'),
        run: () => disable.mutateAsync(voucherOfferInput({ ...draftOfVoucherOffer(offer), enable: false }, offer.id)),
        doneText: t('console-offers.delete.offer_disabled', { name }),
      }}
    />
  );
}
