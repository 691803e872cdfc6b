import type { Booking } from '@portal/contract/bookings';
import { mailtoHref, telHref, whatsappHref } from '@portal/domain/support-contact';
import { useLanguage, useTranslation } from '../../../lib/i18n.ts';
import { localized } from '../../../lib/localized.ts';
import { useSupportContact } from '../api/get-support-contact.ts';

/** Where to meet and the map of the place (decision 063); nothing when the package names neither. */
export function TicketMeetingPoint({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const meetingPoint = localized(booking, 'meeting_point', language);
  if (!meetingPoint && !booking.map_url) return null;
  return (
    <section className="ticket__meeting" aria-labelledby="ticket-meeting-heading">
      <h3 id="ticket-meeting-heading" className="ticket__section-title">
        {t('booking.details.meeting_point')}
      </h3>
      {meetingPoint && <p>{meetingPoint}</p>}
      {booking.map_url && (
        <a className="ticket__map-link" href={booking.map_url} target="_blank" rel="noopener noreferrer">
          {t('booking.details.open_map')}
        </a>
      )}
    </section>
  );
}

/** How to reach the operator's support (decision 063): phone, WhatsApp and e-mail links; hidden while none is set. */
export function TicketSupport() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data: contact } = useSupportContact();
  if (!contact) return null;
  const hours = (language === 'ae' && contact.arabic_hours) || contact.hours;
  return (
    <section className="ticket__support" aria-labelledby="ticket-support-heading">
      <h3 id="ticket-support-heading" className="ticket__section-title">
        {t('booking.details.support_heading')}
      </h3>
      <ul className="ticket__support-links">
        <li>
          {t('booking.details.support_phone')}:{' '}
          <a href={telHref(contact.phone)} dir="ltr">
            {contact.phone}
          </a>
        </li>
        <li>
          {t('booking.details.support_whatsapp')}:{' '}
          <a href={whatsappHref(contact.whatsapp)} dir="ltr" target="_blank" rel="noopener noreferrer">
            {contact.whatsapp}
          </a>
        </li>
        <li>
          {t('booking.details.support_email')}:{' '}
          <a href={mailtoHref(contact.email)} dir="ltr">
            {contact.email}
          </a>
        </li>
      </ul>
      {hours && <p className="ticket__support-hours">{hours}</p>}
    </section>
  );
}
