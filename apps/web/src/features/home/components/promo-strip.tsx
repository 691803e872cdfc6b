import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { welcomeCode } from '../promo-codes.ts';

/** The popup's code downloads on the first click; most visitors never open it. */
const AdPopup = lazy(() => import('./ad-popup.tsx').then((m) => ({ default: m.AdPopup })));

/**
 * The promo strip (spec part 1 §2 Home): 'Get 10% off your first order with promo WELCOME10' opens the
 * ad popup. Beside it, the raffle strip to /upload, which the specification keeps hidden.
 */
export function PromoStrip() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <div className="promo-strip">
      <button
        type="button"
        className="promo-strip__button"
        aria-haspopup="dialog"
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        {t('home.promo.strip')}{' '}
        <strong className="promo-code" dir="ltr">
          {welcomeCode}
        </strong>
      </button>
      <Link className="promo-strip__raffle" to="/upload" hidden>
        {t('home.raffle.strip')}
      </Link>
      {requested && (
        <Suspense fallback={null}>
          <AdPopup open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
