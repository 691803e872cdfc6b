import { formatDateTime } from '@portal/domain/date-format';
import { eventStartOf } from '@portal/domain/booking/cancellation';
import type { Booking } from '@portal/contract/bookings';
import type { CancelTerms } from '@portal/contract/cancellation';
import { useId, useState } from 'react';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { errorMessageOf } from '../../../lib/api.ts';
import { formatAed } from '../../../lib/format.ts';
import { useLanguage, useTranslation } from '../../../lib/i18n.ts';
import { useCancelBooking, useCancelTerms } from '../api/cancel-booking.ts';
import { bookingStatusKind } from '../booking-status.ts';

/**
 * Whether to offer the traveller a cancel button: a confirmed, unused booking whose package lets them cancel
 * and whose event has not started (the server refuses it then, so a past booking shows no dead button).
 */
export function offersCancel(booking: Booking, now = new Date()): boolean {
  const start = eventStartOf(booking.date, booking.time_slot);
  return (
    bookingStatusKind(booking.status) === 'confirmed' &&
    booking.cancellation?.policy === 'free' &&
    !booking.checked_in_at &&
    (start === null || start > now)
  );
}

function Terms({ terms }: { terms: CancelTerms }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const aed = (amount: number) => <bdi>{formatAed(amount, language)}</bdi>;
  if (terms.allowed === 0) {
    return (
      <p className="booking-alert" role="alert">
        {t(`booking.cancellation.not_allowed.${terms.reason ?? 'not_confirmed'}`)}
      </p>
    );
  }
  return (
    <>
      <dl className="summary cancel-terms">
        <div className="summary__line">
          <dt>{t('booking.cancellation.paid')}</dt>
          <dd>{aed(terms.paid)}</dd>
        </div>
        {terms.fee > 0 && (
          <div className="summary__line">
            <dt>{t('booking.cancellation.fee')}</dt>
            <dd>−{aed(terms.fee)}</dd>
          </div>
        )}
        <div className="summary__line">
          <dt>{t('booking.cancellation.refund')}</dt>
          <dd>
            <strong className="summary__total">{aed(terms.refund)}</strong>
          </dd>
        </div>
      </dl>
      {terms.free_until && terms.fee === 0 && (
        <p className="cancel-terms__note">{t('booking.cancellation.free_until', { date: formatDateTime(terms.free_until) })}</p>
      )}
      <p className="cancel-terms__note">{t('booking.cancellation.tickets_note')}</p>
      {terms.refund > 0 && <p className="cancel-terms__note">{t('booking.cancellation.refund_note')}</p>}
    </>
  );
}

/**
 * "Cancel booking" and its dialog (decision 036): the dialog asks the server what comes back now,
 * shows it, and cancels for exactly that amount; if the terms changed meanwhile the server refuses and the
 * dialog shows the new terms.
 */
export function CancelBooking({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const terms = useCancelTerms(booking.order_number, open);
  const cancel = useCancelBooking();
  const allowed = terms.data?.allowed === 1 ? terms.data : null;
  const close = () => {
    setOpen(false);
    cancel.reset();
  };
  const confirm = (refund: number) =>
    cancel.mutate(
      { orderNumber: booking.order_number, refund },
      {
        onSuccess: close,
        onError: () => void terms.refetch(),
      },
    );
  return (
    <>
      <button type="button" className="button button--quiet cancel-booking__open" onClick={() => setOpen(true)}>
        {t('booking.cancellation.cancel')}
      </button>
      <ModalDialog
        open={open}
        onClose={close}
        labelledBy={headingId}
        closeLabel={t('booking.cancellation.keep')}
        className="sheet"
      >
        <h2 className="modal__title" id={headingId}>
          {t('booking.cancellation.dialog_title')}
        </h2>
        {/* the terms query waits (pending) while the dialog is closed: no busy status in a closed dialog */}
        {!open ? null : terms.isPending ? (
          <p role="status" aria-busy="true">
            {t('booking.cancellation.loading')}
          </p>
        ) : terms.isError ? (
          <p className="booking-alert" role="alert">
            {errorMessageOf(terms.error)}
          </p>
        ) : (
          <Terms terms={terms.data} />
        )}
        {cancel.isError && (
          <p className="booking-alert" role="alert">
            {errorMessageOf(cancel.error)}
          </p>
        )}
        <div className="summary__actions">
          <button type="button" className="button button--quiet" onClick={close}>
            {t('booking.cancellation.keep')}
          </button>
          {allowed && (
            <button
              type="button"
              className="button button--danger"
              disabled={cancel.isPending}
              aria-busy={cancel.isPending}
              onClick={() => confirm(allowed.refund)}
            >
              {cancel.isPending
                ? t('booking.cancellation.cancelling')
                : allowed.refund > 0
                  ? t('booking.cancellation.confirm', { amount: formatAed(allowed.refund, language) })
                  : t('booking.cancellation.confirm_nothing')}
            </button>
          )}
        </div>
      </ModalDialog>
    </>
  );
}
