import { formatDate, formatDateTime } from '@portal/domain/date-format';
import type { CheckInTicket } from '@portal/contract/check-in';
import { useId } from 'react';
import { useLanguage, useTranslation } from '../../../../lib/i18n.ts';
import { localized } from '../../../../lib/localized.ts';

/** What the gate shows in large: the verdict, or `checked_in_now` right after this gate checked the ticket in. */
export type GateVerdict = CheckInTicket['verdict'] | 'checked_in_now';

const lettingIn = new Set<GateVerdict>(['ok', 'checked_in_now']);

/**
 * The verdict, big and coloured but always in words (and a sign) so it reads without colour; announced
 * to screen readers as it changes (the page keeps this region mounted).
 */
export function CheckInVerdict({ ticket, verdict }: { ticket: CheckInTicket | null; verdict: GateVerdict | null }) {
  const { t } = useTranslation();
  const checkedIn = ticket?.checked_in;
  return (
    <div role="status" aria-live="polite" className="check-in__status">
      {ticket && verdict && (
        <div className={`check-in__verdict check-in__verdict--${lettingIn.has(verdict) ? 'in' : 'refused'}`}>
          <span className="check-in__verdict-sign" aria-hidden="true">
            {lettingIn.has(verdict) ? '✓' : '✕'}
          </span>
          <p className="check-in__verdict-text">{t(`console-check-in.verdict.${verdict}`)}</p>
          {verdict === 'wrong_day' && ticket.date && (
            <p className="check-in__verdict-detail">{t('console-check-in.for_day', { date: formatDate(ticket.date) })}</p>
          )}
          {checkedIn && (verdict === 'already_checked_in' || verdict === 'checked_in_now') && (
            <p className="check-in__verdict-detail">
              {t('console-check-in.checked_in_at', { time: formatDateTime(checkedIn.at), name: checkedIn.by })}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

/** What was booked: the package, the day and slot, who comes and what they added. */
export function CheckInTicketCard({ ticket }: { ticket: CheckInTicket }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const heading = useId();
  const addOns = [
    ...ticket.order_sub_packages.map(
      (s) =>
        `${s.package_name}: ${t('console-check-in.adults', { count: s.adult_qty })}, ${t('console-check-in.children', { count: s.child_qty })}`,
    ),
    ...ticket.order_meals.map((m) => `${m.meal_name} × ${m.meal_qty}`),
    ...ticket.options.map((o) => o.label),
  ];
  return (
    <section className="check-in__ticket" aria-labelledby={heading}>
      <h2 id={heading} className="check-in__package">
        {localized(ticket, 'package_name', language)}
      </h2>
      {ticket.destination_name && <p className="check-in__destination">{localized(ticket, 'destination_name', language)}</p>}
      <dl className="review__facts check-in__facts">
        <dt>{t('console-check-in.order_number')}</dt>
        <dd>
          <bdi dir="ltr">{ticket.order_number}</bdi>
        </dd>
        <dt>{t('console-check-in.date')}</dt>
        <dd>{ticket.date ? formatDate(ticket.date) : t('console-check-in.any_day')}</dd>
        {ticket.time_slot && (
          <>
            <dt>{t('console-check-in.time_slot')}</dt>
            <dd>
              <bdi>{ticket.time_slot}</bdi>
            </dd>
          </>
        )}
        <dt>{t('console-check-in.guests')}</dt>
        <dd className="check-in__guests">
          {t('console-check-in.adults', { count: ticket.adult_qty })}
          {ticket.child_qty > 0 && <>, {t('console-check-in.children', { count: ticket.child_qty })}</>}
        </dd>
        <dt>{t('console-check-in.booked_by')}</dt>
        <dd>
          <bdi>{ticket.buyer_name}</bdi>
        </dd>
        {ticket.transport_name && (
          <>
            <dt>{t('console-check-in.transport')}</dt>
            <dd>
              {ticket.transport_name}
              {ticket.transport_type && <> ({t(`console-check-in.transport_type.${ticket.transport_type}`)})</>}
            </dd>
          </>
        )}
        {addOns.length > 0 && (
          <>
            <dt>{t('console-check-in.add_ons')}</dt>
            <dd>
              <ul className="check-in__add-ons">
                {addOns.map((addOn, index) => (
                  <li key={index}>{addOn}</li>
                ))}
              </ul>
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}
