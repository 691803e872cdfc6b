import { useSearchParams } from 'react-router';
import { Link } from '../../../components/link.tsx';
import { errorMessageOf } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { signInPath, useSignedIn } from '../../../lib/session.ts';
import { useRaffleStats, useRaffleTickets } from '../api/get-raffle-tickets.ts';
import { RaffleTicketCard } from '../components/raffle-ticket-card.tsx';
import { invoiceFilter } from '../invoice-filter.ts';
import { useTranslation } from '../../../lib/i18n.ts';

function Tickets({ invoiceId }: { invoiceId: number | null }) {
  const { t } = useTranslation();
  const tickets = useRaffleTickets(invoiceId);
  const stats = useRaffleStats();
  if (tickets.isPending) {
    return (
      <ul className="raffle-list" aria-busy="true" aria-label={t('raffles.loading')}>
        {[0, 1, 2].map((i) => (
          <li key={i} className="raffle-ticket skeleton" aria-hidden="true">
            <div className="skeleton__line skeleton__line--short" />
            <div className="skeleton__block raffle-ticket__bars" />
          </li>
        ))}
      </ul>
    );
  }
  if (tickets.isError) {
    return (
      <p className="form-error" role="alert">
        {errorMessageOf(tickets.error)}
      </p>
    );
  }
  if (tickets.data.length === 0) {
    return (
      <div className="empty-state">
        <p>{t('raffles.empty')}</p>
        <Link className="button" to="/upload">
          {t('raffles.upload')}
        </Link>
      </div>
    );
  }
  return (
    <>
      {stats.data && invoiceId === null && (
        <p className="raffle-stats" aria-live="polite">
          {t('raffles.stats', { count: stats.data.tickets, pending: stats.data.pending_invoices })}
        </p>
      )}
      <ul className="raffle-list">
        {tickets.data.map((ticket) => (
          <RaffleTicketCard key={ticket.id} ticket={ticket} />
        ))}
      </ul>
    </>
  );
}

/** /all-raffles: the user's raffle tickets, each with a Code 128 barcode of its number (spec part 1 §2). */
export function AllRafflesPage() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const [search] = useSearchParams();
  const invoiceId = invoiceFilter(search);
  const title = t('raffles.title');
  useDocumentTitle(title);
  return (
    <div className="page container raffles-page">
      <h1 className="page__title">{title}</h1>
      <nav className="raffles-page__links" aria-label={t('raffles.related')}>
        <Link to="/upload">{t('raffles.upload')}</Link>
        <Link to="/invoics">{t('raffles.invoices')}</Link>
        {invoiceId !== null && <Link to="/all-raffles">{t('raffles.show_all')}</Link>}
      </nav>
      {invoiceId !== null && <p className="raffles-page__filter">{t('raffles.for_invoice')}</p>}
      {signedIn ? (
        <Tickets invoiceId={invoiceId} />
      ) : (
        <div className="empty-state">
          <p>{t('errors.login_required')}</p>
          <Link className="button" to={signInPath(`/all-raffles${invoiceId ? `?invoice=${invoiceId}` : ''}`)}>
            {t('common.nav.sign_in')}
          </Link>
        </div>
      )}
    </div>
  );
}
