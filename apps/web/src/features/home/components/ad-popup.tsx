import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CopyIcon } from '../../../components/icons.tsx';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { useCopyCode } from '../../../components/use-copy-code.ts';
import { welcomeCode } from '../promo-codes.ts';

/** The ad popup of the promo strip: the WELCOME10 offer, its code to copy and a way to start browsing. */
export function AdPopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const copyCode = useCopyCode();
  return (
    <ModalDialog open={open} onClose={onClose} labelledBy={headingId} closeLabel={t('home.promo.close')} className="ad-popup">
      <h2 className="modal__title" id={headingId}>
        {t('home.promo.popup_title')}
      </h2>
      <p>{t('home.promo.popup_text')}</p>
      <div className="coupon-box">
        <strong className="coupon-box__code" dir="ltr">
          {welcomeCode}
        </strong>
        <button
          type="button"
          className="button button--quiet"
          aria-label={t('discovery.coupon.copy_code', { code: welcomeCode })}
          onClick={() => void copyCode(welcomeCode)}
        >
          <CopyIcon />
          {t('discovery.coupon.copy')}
        </button>
      </div>
      <p className="modal__hint">{t('home.promo.popup_hint')}</p>
      <Link className="button" to="/view-all-destination" onClick={onClose}>
        {t('home.promo.popup_cta')}
      </Link>
    </ModalDialog>
  );
}
