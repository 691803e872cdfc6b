import { formatDate } from '@portal/domain/date-format';
import type { PendingCheckout } from '@portal/contract/pending-checkout';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { errorMessageOf } from '../../../lib/api.ts';
import { formatAed } from '../../../lib/format.ts';
import { useLanguage, useTranslation } from '../../../lib/i18n.ts';
import { localized } from '../../../lib/localized.ts';
import { useCancelCheckout, useResumeCheckout } from '../api/pending-checkouts.ts';
import { bookingsQueryKey } from '../api/get-order-history.ts';
import { Thumbnail } from './order-card.tsx';

/** Seconds left until `deadline` (a Date.now() value), read again every second; 0 once it has passed. */
function useSecondsLeft(deadline: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** 14:05 with Latin digits in both languages, like every other number of the portal. */
const clockText = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * The time left to pay. The figures change every second for the eye only: a screen reader reads the
 * whole minutes, which change once a minute, and nothing is announced by itself (no live region).
 */
function Countdown({ seconds }: { seconds: number }) {
  const { t } = useTranslation();
  if (seconds === 0)
    return <p className="pending-checkout__time pending-checkout__time--over">{t('pending-checkout.time_over')}</p>;
  return (
    <p className="pending-checkout__time">
      <span aria-hidden="true">
        {t('pending-checkout.time_left')}{' '}
        <bdi dir="ltr" className="pending-checkout__clock">
          {clockText(seconds)}
        </bdi>
      </span>
      <span className="visually-hidden">{t('pending-checkout.minutes_left', { count: Math.ceil(seconds / 60) })}</span>
    </p>
  );
}

/** "Cancel" and its confirmation: the tickets and the coupon go back at once. */
function CancelCheckout({ purchaseNumber, disabled }: { purchaseNumber: string; disabled: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const cancel = useCancelCheckout();
  const close = () => {
    setOpen(false);
    cancel.reset();
  };
  return (
    <>
      <button type="button" className="button button--quiet" disabled={disabled} onClick={() => setOpen(true)}>
        {t('pending-checkout.cancel')}
      </button>
      <ModalDialog open={open} onClose={close} labelledBy={headingId} closeLabel={t('pending-checkout.keep')} className="sheet">
        <h2 className="modal__title" id={headingId}>
          {t('pending-checkout.cancel_title')}
        </h2>
        <p>{t('pending-checkout.cancel_text')}</p>
        {cancel.isError && (
          <p className="booking-alert" role="alert">
            {errorMessageOf(cancel.error)}
          </p>
        )}
        <div className="summary__actions">
          <button type="button" className="button button--quiet" onClick={close}>
            {t('pending-checkout.keep')}
          </button>
          <button
            type="button"
            className="button button--danger"
            disabled={cancel.isPending}
            aria-busy={cancel.isPending}
            onClick={() => cancel.mutate(purchaseNumber, { onSuccess: close })}
          >
            {t('pending-checkout.confirm_cancel')}
          </button>
        </div>
      </ModalDialog>
    </>
  );
}

/**
 * One unpaid checkout in My Bookings (decision 039): "Awaiting payment", the time left before its
 * tickets go back on sale, "Resume payment" (the provider's page for the same purchase and amount) and
 * "Cancel". `fetchedAt` is when the list was read: the server's seconds left count from then.
 */
export function PendingCheckoutCard({ checkout, fetchedAt }: { checkout: PendingCheckout; fetchedAt: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const seconds = useSecondsLeft(fetchedAt + checkout.seconds_left * 1000);
  const resume = useResumeCheckout();
  const headingId = useId();
  const over = seconds === 0;
  useEffect(() => {
    // the hold has run out: the server's list no longer has it, and the booking shows as it now stands
    if (over) void queryClient.invalidateQueries({ queryKey: bookingsQueryKey });
  }, [over, queryClient]);
  const [first] = checkout.bookings;
  const aed = (amount: number) => <bdi>{formatAed(amount, language)}</bdi>;
  return (
    <li className="order-card pending-checkout" aria-labelledby={headingId}>
      <div className="order-card__link order-card__link--static">
        <Thumbnail path={first?.package_img ?? ''} />
        <div className="order-card__body">
          <h3 className="order-card__name" id={headingId}>
            {checkout.bookings.map((b) => localized(b, 'package_name', language)).join(' · ')}
          </h3>
          {first?.date && (
            <p className="order-card__counts">
              {formatDate(first.date)}
              {first.time_slot && (
                <>
                  {' · '}
                  <bdi>{first.time_slot}</bdi>
                </>
              )}
            </p>
          )}
          {first && (
            <p className="order-card__counts">
              {t('booking.history.adults', { count: first.adult_qty })} ·{' '}
              {t('booking.history.children', { count: first.child_qty })}
            </p>
          )}
          <p className="order-card__price">
            {checkout.discount > 0 && <s className="pending-checkout__struck">{aed(checkout.sub_total)}</s>} {aed(checkout.total)}
            {checkout.coupon && (
              <>
                {' '}
                <bdi dir="ltr" className="summary__code">
                  {checkout.coupon}
                </bdi>
              </>
            )}
          </p>
          <span className="status-badge status-badge--pending">{t('pending-checkout.awaiting')}</span>
          <Countdown seconds={seconds} />
        </div>
      </div>
      {resume.isError && (
        <p className="booking-alert pending-checkout__error" role="alert">
          {errorMessageOf(resume.error)}
        </p>
      )}
      <div className="order-card__actions pending-checkout__actions">
        <button
          type="button"
          className="button"
          disabled={over || resume.isPending}
          aria-busy={resume.isPending}
          onClick={() => resume.mutate(checkout.purchase_number)}
        >
          {t('pending-checkout.resume')}
        </button>
        <CancelCheckout purchaseNumber={checkout.purchase_number} disabled={over} />
      </div>
    </li>
  );
}
