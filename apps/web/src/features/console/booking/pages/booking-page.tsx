import { formatDate, formatDateTime } from '@portal/domain/date-format';
import { bookingStatuses } from '@portal/contract/cancellation';
import type { ConsoleBooking } from '@portal/contract/console-bookings';
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { Link } from '../../../../components/link.tsx';
import { errorMessageOf } from '../../../../lib/api.ts';
import { useDocumentTitle } from '../../../../lib/document-title.ts';
import { formatAed } from '../../../../lib/format.ts';
import { useLanguage, useTranslation } from '../../../../lib/i18n.ts';
import { localized } from '../../../../lib/localized.ts';
import { showToast } from '../../../../lib/toasts.ts';
import { useConsoleBooking, useResendConfirmation } from '../api/bookings.ts';
import { BookingStatus } from '../components/booking-status.tsx';
import { CancelBookingDialog } from '../components/cancel-booking-dialog.tsx';
import { OperatorGate } from '../../shared/components/operator-gate.tsx';

/**
 * /backoffice/bookings/:orderNumber (decision 036): one booking with its purchase, money, messages,
 * check-in and history; support staff resend its confirmation or cancel it with a refund.
 */
export function BookingPage() {
  const { t } = useTranslation();
  const orderNumber = useParams().order_number ?? '';
  const booking = useConsoleBooking(orderNumber);
  const title = t('console-bookings.booking.title', { number: orderNumber });
  useDocumentTitle(title);

  return (
    <div className="page container backoffice console bookings-console">
      <p>
        <Link to="/backoffice/bookings">{t('console-bookings.booking.back')}</Link>
      </p>
      <h1 className="page__title">
        {t('console-bookings.booking.heading')} <bdi dir="ltr">{orderNumber}</bdi>
      </h1>
      <OperatorGate path={`/backoffice/bookings/${orderNumber}`} error={booking.error}>
        {booking.isPending && <p aria-busy="true">{t('console-bookings.loading')}</p>}
        {booking.data && <BookingDetail booking={booking.data} />}
      </OperatorGate>
    </div>
  );
}

function Facts({ children }: { children: ReactNode }) {
  return <dl className="review__facts">{children}</dl>;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="booking-detail__section" aria-labelledby={id}>
      <h2 id={id} className="review__heading">
        {title}
      </h2>
      {children}
    </section>
  );
}

function BookingDetail({ booking: b }: { booking: ConsoleBooking }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const aed = (amount: number) => <bdi>{formatAed(amount, language)}</bdi>;
  const moment = (at: string) => formatDateTime(at);
  const resend = useResendConfirmation();
  const [cancelling, setCancelling] = useState(false);
  const confirmed = b.status === bookingStatuses.confirmed;

  const resendConfirmation = () =>
    resend.mutate(b.order_number, {
      onSuccess: (data) => showToast('success', t('console-bookings.booking.resent', { recipient: data.recipient })),
      onError: (error) => showToast('error', errorMessageOf(error)),
    });

  return (
    <div className="booking-detail">
      <div className="booking-detail__actions">
        <BookingStatus status={b.status} />
        <button type="button" className="button" onClick={resendConfirmation} disabled={!confirmed} aria-busy={resend.isPending}>
          {t('console-bookings.booking.resend')}
        </button>
        <button type="button" className="button button--danger" onClick={() => setCancelling(true)} disabled={!confirmed}>
          {t('console-bookings.booking.cancel')}
        </button>
      </div>
      {!confirmed && <p className="form-field__hint">{t('console-bookings.booking.not_confirmed')}</p>}

      <Section id="booking-summary" title={t('console-bookings.booking.summary')}>
        <Facts>
          <Fact label={t('console-bookings.columns.package')}>
            {localized(b, 'package_name', language)}
            {b.destination_name && ` · ${localized(b, 'destination_name', language)}`}
          </Fact>
          <Fact label={t('console-bookings.columns.date')}>
            {b.date ? formatDate(b.date) : t('console-bookings.open_date')}
            {b.time_slot && (
              <>
                {' · '}
                <bdi dir="ltr">{b.time_slot}</bdi>
              </>
            )}
          </Fact>
          <Fact label={t('console-bookings.columns.guests')}>
            {t('console-bookings.guests', { adults: b.adult_qty, children: b.child_qty })}
          </Fact>
          {b.sub_packages.length > 0 && (
            <Fact label={t('console-bookings.booking.add_ons')}>
              {b.sub_packages
                .map((s) => `${s.name} (${t('console-bookings.guests', { adults: s.adult_qty, children: s.child_qty })})`)
                .join(t('console-bookings.list_separator'))}
            </Fact>
          )}
          {b.meals.length > 0 && (
            <Fact label={t('console-bookings.booking.meals')}>
              {b.meals.map((m) => `${m.name} × ${m.qty}`).join(t('console-bookings.list_separator'))}
            </Fact>
          )}
          {b.transport && (
            <Fact label={t('console-bookings.booking.transport')}>
              {b.transport.name}
              {b.transport.type && ` (${t(`console-bookings.booking.transport_${b.transport.type}`)})`}
            </Fact>
          )}
          {b.notes && <Fact label={t('console-bookings.booking.notes')}>{b.notes}</Fact>}
          <Fact label={t('console-bookings.columns.total')}>{aed(b.total)}</Fact>
          <Fact label={t('console-bookings.columns.buyer')}>
            {b.buyer.name || '—'}
            {b.buyer.email && (
              <span className="booking-table__sub">
                <bdi dir="ltr">{b.buyer.email}</bdi>
              </span>
            )}
            {b.buyer.mobile && (
              <span className="booking-table__sub">
                <bdi dir="ltr">{b.buyer.mobile}</bdi>
              </span>
            )}
          </Fact>
          <Fact label={t('console-bookings.booking.booked_at')}>{moment(b.created_at)}</Fact>
          {b.cancelled_at && (
            <Fact label={t('console-bookings.booking.cancelled')}>
              {t('console-bookings.booking.cancelled_by', { time: moment(b.cancelled_at), name: b.cancelled_by ?? '—' })}
              {b.cancel_reason && <span className="booking-table__sub">{b.cancel_reason}</span>}
            </Fact>
          )}
          <Fact label={t('console-bookings.booking.check_in')}>
            {b.check_in
              ? t('console-bookings.booking.checked_in_by', { time: moment(b.check_in.at), name: b.check_in.by })
              : t('console-bookings.booking.not_checked_in')}
          </Fact>
        </Facts>
      </Section>

      <Section id="booking-purchase" title={t('console-bookings.booking.purchase')}>
        <Facts>
          <Fact label={t('console-bookings.booking.purchase_number')}>
            <bdi dir="ltr">{b.purchase.purchase_number}</bdi>
          </Fact>
          <Fact label={t('console-bookings.booking.purchase_status')}>
            {t(`console-bookings.purchase_status.${b.purchase.status}`)}
          </Fact>
          <Fact label={t('console-bookings.booking.bookings_in_purchase')}>{b.purchase.bookings}</Fact>
          <Fact label={t('console-bookings.booking.subtotal')}>{aed(b.purchase.subtotal)}</Fact>
          <Fact label={t('console-bookings.booking.discount')}>
            {aed(b.purchase.discount)}
            {b.purchase.coupon_code && (
              <>
                {' · '}
                <bdi dir="ltr">{b.purchase.coupon_code}</bdi>
              </>
            )}
          </Fact>
          <Fact label={t('console-bookings.booking.purchase_total')}>{aed(b.purchase.total)}</Fact>
          <Fact label={t('console-bookings.booking.paid')}>{aed(b.paid)}</Fact>
          <Fact label={t('console-bookings.booking.refundable')}>{aed(b.refundable)}</Fact>
        </Facts>
      </Section>

      <Section id="booking-payments" title={t('console-bookings.booking.payments')}>
        {b.payments.length === 0 ? (
          <p>{t('console-bookings.booking.no_payments')}</p>
        ) : (
          <ul className="booking-detail__list">
            {b.payments.map((p) => (
              <li key={`${p.provider}-${p.provider_ref}`}>
                {aed(p.amount)} · {t(`console-bookings.payment_status.${p.status}`, { defaultValue: p.status })} ·{' '}
                {moment(p.created_at)}
                <span className="booking-table__sub">
                  <code dir="ltr">
                    {p.provider} {p.provider_ref}
                  </code>
                </span>
                {p.issue && (
                  <span className="booking-table__sub">{t('console-bookings.booking.payment_issue', { issue: p.issue })}</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section id="booking-refunds" title={t('console-bookings.booking.refunds')}>
        {b.refunds.length === 0 ? (
          <p>{t('console-bookings.booking.no_refunds')}</p>
        ) : (
          <ul className="booking-detail__list">
            {b.refunds.map((r, index) => (
              <li key={index}>
                {aed(r.amount)} · {t(`console-bookings.refund_status.${r.status}`, { defaultValue: r.status })} ·{' '}
                {t(`console-bookings.refund_reason.${r.reason}`, { defaultValue: r.reason })}
                <span className="booking-table__sub">
                  {moment(r.created_at)}
                  {r.requested_by && ` · ${r.requested_by}`}
                </span>
                {r.note && <span className="booking-table__sub">{r.note}</span>}
                {r.provider_ref && (
                  <span className="booking-table__sub">
                    <code dir="ltr">{r.provider_ref}</code>
                  </span>
                )}
                {r.error && (
                  <span className="booking-table__sub form-note" dir="ltr">
                    {r.error}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section id="booking-messages" title={t('console-bookings.booking.messages')}>
        {b.messages.length === 0 ? (
          <p>{t('console-bookings.booking.no_messages')}</p>
        ) : (
          <ul className="booking-detail__list">
            {b.messages.map((m, index) => (
              <li key={index}>
                {t(`console-bookings.message_kind.${m.kind}`, { defaultValue: m.kind })} ·{' '}
                {t(`console-bookings.channel.${m.channel}`)} · <bdi dir="ltr">{m.recipient}</bdi>
                <span className="booking-table__sub">
                  {m.status === 'sent' && m.sent_at
                    ? t('console-bookings.booking.message_sent', { time: moment(m.sent_at) })
                    : t(`console-bookings.message_status.${m.status}`)}
                </span>
                {m.error && (
                  <span className="booking-table__sub form-note" dir="ltr">
                    {m.error}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section id="booking-history" title={t('console-bookings.booking.history')}>
        <ol className="booking-history">
          {b.history.map((event, index) => (
            <li key={index}>
              <span className="booking-history__time">{moment(event.at)}</span> {t(`console-bookings.event.${event.kind}`)}
              {event.kind === 'refund' && event.amount !== null && <> · {aed(event.amount)}</>}
              {event.kind === 'message' && event.detail && (
                <> · {t(`console-bookings.message_kind.${event.detail}`, { defaultValue: event.detail })}</>
              )}
              {event.status && (
                <>
                  {' · '}
                  {event.kind === 'refund'
                    ? t(`console-bookings.refund_status.${event.status}`, { defaultValue: event.status })
                    : t(`console-bookings.message_status.${event.status}`, { defaultValue: event.status })}
                </>
              )}
              {event.kind === 'cancelled' && event.detail && <> · {event.detail}</>}
              {event.by && <> · {t('console-bookings.event.by', { name: event.by })}</>}
            </li>
          ))}
        </ol>
      </Section>

      {cancelling && (
        <CancelBookingDialog
          orderNumber={b.order_number}
          refundable={b.refundable}
          onClose={() => setCancelling(false)}
          onCancelled={(refund) => {
            setCancelling(false);
            showToast('success', t('console-bookings.cancel.done', { amount: formatAed(refund, language) }));
          }}
        />
      )}
    </div>
  );
}
