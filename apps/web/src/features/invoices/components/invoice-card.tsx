import type { UserInvoice } from '@portal/contract/invoices';
import { useState } from 'react';
import { Link } from '../../../components/link.tsx';
import { errorMessageOf } from '../../../lib/api.ts';
import { formatAed } from '../../../lib/format.ts';
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts';
import { localized } from '../../../lib/localized.ts';
import { useInvoiceImage } from '../api/get-invoices.ts';
import { invoiceDate } from '../invoice-files.ts';

const statusClass = ['pending', 'approved', 'rejected', 'resubmit'] as const;

function InvoiceImage({ invoice }: { invoice: UserInvoice }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const image = useInvoiceImage(invoice.id, open);
  return (
    <details className="invoice-card__image" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t('invoices.list.show_image')}</summary>
      {image.isPending && (
        <div className="skeleton skeleton__block invoice-card__img" role="status" aria-label={t('invoices.list.image_loading')} />
      )}
      {image.isError && <p className="form-error">{errorMessageOf(image.error)}</p>}
      {image.data && (
        <img
          className="invoice-card__img"
          src={image.data}
          alt={t('invoices.list.image_alt', { number: invoice.invoice_number })}
        />
      )}
    </details>
  );
}

/** One invoice of /invoics: number, vendor, destination, date, amount and status (spec part 1 §2). */
export function InvoiceCard({ invoice }: { invoice: UserInvoice }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const destination = localized(invoice, 'destination_name', language);
  const date = invoiceDate(invoice.created_at);
  return (
    <li className={`invoice-card invoice-card--${statusClass[invoice.status]}`}>
      <div className="invoice-card__head">
        <h2 className="invoice-card__number">
          <span className="visually-hidden">{t('invoices.list.number')} </span>
          <bdi dir="ltr">{invoice.invoice_number}</bdi>
        </h2>
        <span className="invoice-card__status">{t(`invoices.status.${invoice.status}`)}</span>
      </div>
      <dl className="invoice-card__facts">
        <div>
          <dt>{t('invoices.list.vendor')}</dt>
          <dd>{invoice.vendor_name || '—'}</dd>
        </div>
        <div>
          <dt>{t('invoices.list.destination')}</dt>
          <dd>{destination || '—'}</dd>
        </div>
        <div>
          <dt>{t('invoices.list.date')}</dt>
          <dd>
            <time dateTime={date} dir="ltr">
              {date}
            </time>
          </dd>
        </div>
        <div>
          <dt>{t('invoices.list.amount')}</dt>
          <dd>{invoice.amount === null ? '—' : <bdi>{formatAed(invoice.amount, language)}</bdi>}</dd>
        </div>
      </dl>
      {(invoice.status === 2 || invoice.status === 3) && (
        <div className="invoice-card__review">
          {invoice.notes && (
            <p>
              {t('invoices.list.note')} {invoice.notes}
            </p>
          )}
          <Link className="button" to={`/upload?invoice=${invoice.id}`}>
            {t('invoices.list.submit_again')}
            <span className="visually-hidden"> {invoice.invoice_number}</span>
          </Link>
        </div>
      )}
      {invoice.status === 1 && invoice.tickets > 0 && (
        <Link className="invoice-card__raffles" to={`/all-raffles?invoice=${invoice.id}`}>
          {t('invoices.list.tickets', { count: invoice.tickets })}
        </Link>
      )}
      <InvoiceImage invoice={invoice} />
    </li>
  );
}
