import type { Promotion } from '@portal/contract/site-content';
import { useId } from 'react';
import { Link } from '../../../components/link.tsx';
import { CopyIcon } from '../../../components/icons.tsx';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { useCopyCode } from '../../../components/use-copy-code.ts';
import { localized } from '../../../lib/localized.ts';
import { useTranslation } from '../../../lib/i18n.ts';

type AdPopupProps = { promotion: Promotion; open: boolean; onClose: () => void };

/** The ad popup of the promo strip: the advertised offer (WELCOME10 at first), its code to copy and a way to start browsing. */
export function AdPopup({ promotion, open, onClose }: AdPopupProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const copyCode = useCopyCode();
  return (
    <ModalDialog open={open} onClose={onClose} labelledBy={headingId} closeLabel={t('home.promo.close')} className="ad-popup">
      <h2 className="modal__title" id={headingId}>
        {t('home.promo.popup_title')}
      </h2>
      {promotion.description && <p>{localized(promotion, 'description')}</p>}
      <div className="coupon-box">
        <strong className="coupon-box__code" dir="ltr">
          {promotion.code}
        </strong>
        <button
          type="button"
          className="button button--quiet"
          aria-label={t('discovery.coupon.copy_code', { code: promotion.code })}
          onClick={() => void copyCode(promotion.code)}
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
