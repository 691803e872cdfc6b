import type { Promotion } from '@portal/contract/site-content';
import { lazy, Suspense, useState } from 'react';
import { Link } from '../../../components/link.tsx';
import { useLanguage, useTranslation } from '../../../lib/i18n.ts';
import { localized } from '../../../lib/localized.ts';
import { useSitePromotions } from '../../../lib/site-promotions.ts';

/** The popup's code downloads on the first click; most visitors never open it. */
const AdPopup = lazy(() => import('./ad-popup.tsx').then((m) => ({ default: m.AdPopup })));

/**
 * The promo strip (spec part 1 §2 Home): 'Get 10% off your first order with promo WELCOME10' opens the
 * ad popup; operators choose the code and its texts, or hide it (decision 035). Beside it, the raffle strip
 * to /upload, which the specification keeps hidden.
 */
export function PromoStrip() {
  const { t } = useTranslation();
  const promotion = useSitePromotions().data?.home;
  return (
    <div className="promo-strip">
      {promotion?.show === 1 && <PromoButton promotion={promotion} />}
      <Link className="promo-strip__raffle" to="/upload" hidden>
        {t('home.raffle.strip')}
      </Link>
    </div>
  );
}

function PromoButton({ promotion }: { promotion: Promotion }) {
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <button
        type="button"
        className="promo-strip__button"
        aria-haspopup="dialog"
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        {localized(promotion, 'text', language)}{' '}
        <strong className="promo-code" dir="ltr">
          {promotion.code}
        </strong>
      </button>
      {requested && (
        <Suspense fallback={null}>
          <AdPopup promotion={promotion} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
