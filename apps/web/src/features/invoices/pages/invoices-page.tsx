import { Link } from '../../../components/link.tsx';
import { errorMessageOf } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { signInPath, useSignedIn } from '../../../lib/session.ts';
import { useInvoices } from '../api/get-invoices.ts';
import { InvoiceCard } from '../components/invoice-card.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

function InvoiceList() {
  const { t } = useTranslation();
  const invoices = useInvoices();
  if (invoices.isPending) {
    return (
      <ul className="invoice-list" aria-busy="true" aria-label={t('invoices.list.loading')}>
        {[0, 1, 2].map((i) => (
          <li key={i} className="invoice-card skeleton" aria-hidden="true">
            <div className="skeleton__line skeleton__line--short" />
            <div className="skeleton__line" />
          </li>
        ))}
      </ul>
    );
  }
  if (invoices.isError) {
    return (
      <p className="form-error" role="alert">
        {errorMessageOf(invoices.error)}
      </p>
    );
  }
  if (invoices.data.length === 0) {
    return (
      <div className="empty-state">
        <p>{t('invoices.list.empty')}</p>
        <Link className="button" to="/upload">
          {t('invoices.upload.title')}
        </Link>
      </div>
    );
  }
  const pending = invoices.data.some((invoice) => invoice.status === 0);
  return (
    <>
      {pending && (
        <p className="invoices-moderated" role="status">
          {t('invoices.list.moderated')}
        </p>
      )}
      <ul className="invoice-list">
        {invoices.data.map((invoice) => (
          <InvoiceCard key={invoice.id} invoice={invoice} />
        ))}
      </ul>
    </>
  );
}

/** /invoics (the specification's spelling): the user's invoices and their review status (spec part 1 §2). */
export function InvoicesPage() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const title = t('invoices.list.title');
  useDocumentTitle(title);
  return (
    <div className="page container invoices-page">
      <h1 className="page__title">{title}</h1>
      <nav className="invoices-links" aria-label={t('invoices.related')}>
        <Link to="/upload">{t('invoices.upload.title')}</Link>
        <Link to="/all-raffles">{t('invoices.raffles')}</Link>
      </nav>
      {signedIn ? (
        <InvoiceList />
      ) : (
        <div className="empty-state">
          <Link className="button" to={signInPath('/invoics')}>
            {t('invoices.list.login')}
          </Link>
        </div>
      )}
    </div>
  );
}
