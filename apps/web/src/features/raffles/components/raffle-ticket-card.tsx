import { formatDate } from '@portal/domain/date-format';
import type { RaffleTicket } from '@portal/contract/raffles';
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts';
import { localized } from '../../../lib/localized.ts';
import { Barcode } from './barcode.tsx';

export function RaffleTicketCard({ ticket }: { ticket: RaffleTicket }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const campaign = localized({ name: ticket.campaign_name, arabic_name: ticket.campaign_arabic_name }, 'name', language);
  return (
    <li className="raffle-ticket">
      <p className="raffle-ticket__campaign">{campaign}</p>
      <p className="raffle-ticket__number">
        {t('raffles.number')}{' '}
        <bdi dir="ltr" className="raffle-ticket__value">
          {ticket.raffle_number}
        </bdi>
      </p>
      <Barcode value={ticket.raffle_number} label={t('raffles.barcode_label', { number: ticket.raffle_number })} />
      <p className="raffle-ticket__meta">
        {t('raffles.invoice')} <bdi dir="ltr">{ticket.invoice_number}</bdi> · {formatDate(ticket.created_at)}
      </p>
    </li>
  );
}
