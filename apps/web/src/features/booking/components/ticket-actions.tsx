import type { Booking } from '@portal/contract/bookings';
import { useLanguage, useTranslation } from '../../../lib/i18n.ts';
import {
  saveTicketCalendar,
  useDownloadTicketPdf,
  useDownloadWalletPass,
  useTicketCalendar,
  useTicketWallets,
} from '../api/ticket-files.ts';

/**
 * What a confirmed ticket offers to take away (decision 037): the ticket as a PDF in the page's
 * language, beside it an Apple Wallet pass when the operator configured them (decision 073), and, for a
 * booking with a date, the visit in a calendar: the .ics file the confirmation e-mail
 * attaches, and the same event in Google Calendar.
 */
export function TicketActions({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const orderNumber = booking.order_number;
  const pdf = useDownloadTicketPdf();
  const pass = useDownloadWalletPass();
  const wallets = useTicketWallets();
  const calendar = useTicketCalendar(orderNumber, language, booking.date !== null);
  const event = calendar.data;
  return (
    <section className="ticket-actions" aria-label={t('tickets.actions_label')}>
      <button
        type="button"
        className="button ticket-actions__button"
        onClick={() => pdf.mutate({ orderNumber, language })}
        disabled={pdf.isPending}
        aria-busy={pdf.isPending}
      >
        {pdf.isPending ? t('tickets.downloading') : t('tickets.download_pdf')}
      </button>
      {wallets.data?.apple_wallet === 1 && (
        <button
          type="button"
          className="button button--quiet ticket-actions__button"
          onClick={() => pass.mutate({ orderNumber, language })}
          disabled={pass.isPending}
          aria-busy={pass.isPending}
        >
          {pass.isPending ? t('tickets.downloading') : t('tickets.apple_wallet')}
        </button>
      )}
      {event?.ics && (
        <button
          type="button"
          className="button button--quiet ticket-actions__button"
          onClick={() => saveTicketCalendar(orderNumber, event.ics!)}
        >
          {t('tickets.add_to_calendar')}
        </button>
      )}
      {event?.google_calendar_url && (
        <a
          className="button button--quiet ticket-actions__button"
          href={event.google_calendar_url}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('tickets.google_calendar')}
          <span className="visually-hidden"> {t('tickets.new_tab')}</span>
        </a>
      )}
    </section>
  );
}
