import { formatDate } from '@portal/domain/date-format';
import type { ConsoleBookingRow } from '@portal/contract/console-bookings';
import { useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../../../components/link.tsx';
import { Pagination } from '../../../../components/pagination.tsx';
import { TextField } from '../../../../components/text-field.tsx';
import { FormField } from '../../../../components/form-field.tsx';
import { refusedFieldsOf } from '../../../../lib/api.ts';
import { useDocumentTitle } from '../../../../lib/document-title.ts';
import { formatAed } from '../../../../lib/format.ts';
import { useLanguage, useTranslation } from '../../../../lib/i18n.ts';
import { localized } from '../../../../lib/localized.ts';
import { pageNumberOf } from '../../../../lib/search-params.ts';
import {
  criteriaNames,
  criterionOfWire,
  useBookingPackageChoices,
  useConsoleBookings,
  type BookingCriteria,
} from '../api/bookings.ts';
import { BookingStatus } from '../components/booking-status.tsx';
import { LabelledCell, LabelledHead } from '../components/labelled-cell.tsx';
import { OperatorGate } from '../../shared/components/operator-gate.tsx';

const path = '/backoffice/bookings';
const bookingsPerPage = 25;
const statuses = [0, 1, 2, 3, 4] as const;

/** The criteria in the address, so a search can be bookmarked, shared and gone back to. */
const criteriaOf = (search: URLSearchParams): BookingCriteria => ({
  number: search.get('number') ?? '',
  email: search.get('email') ?? '',
  mobile: search.get('mobile') ?? '',
  packageId: search.get('packageId') ?? '',
  from: search.get('from') ?? '',
  to: search.get('to') ?? '',
  status: search.get('status') ?? '',
});

function addressOf(criteria: BookingCriteria, page: number): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const name of criteriaNames) if (criteria[name].trim()) fields[name] = criteria[name].trim();
  if (page > 1) fields.page = String(page);
  return fields;
}

/**
 * /backoffice/bookings (decision 036): support staff find bookings by number, buyer, package, event
 * date and status, matched and paged by the server, newest first; each opens its own page.
 */
export function BookingsPage() {
  const { t } = useTranslation();
  const title = t('console-bookings.title');
  useDocumentTitle(title);
  const [search, setSearch] = useSearchParams();
  const criteria = criteriaOf(search);
  const page = pageNumberOf(search);
  const bookings = useConsoleBookings(criteria, page, bookingsPerPage);
  const refused = refusedFieldsOf(bookings.error);
  const fieldErrors = Object.keys(refused).length > 0;
  const total = bookings.data?.total ?? 0;
  const headingRef = useRef<HTMLHeadingElement>(null);

  const showPage = (next: number) => {
    setSearch(addressOf(criteria, next));
    headingRef.current?.focus();
  };

  return (
    <div className="page container backoffice console bookings-console">
      <h1 className="page__title">{title}</h1>
      <p>{t('console-bookings.explained')}</p>
      <p>
        <Link to="/backoffice/attendees">{t('console-bookings.attendees.link')}</Link>
      </p>
      <OperatorGate path={path} error={fieldErrors ? null : bookings.error}>
        <BookingSearchForm
          key={search.toString()}
          initial={criteria}
          refused={refused}
          onSearch={(next) => setSearch(addressOf(next, 1))}
        />
        <section aria-labelledby="bookings-heading" aria-busy={bookings.isFetching}>
          <h2 id="bookings-heading" className="review__heading" ref={headingRef} tabIndex={-1}>
            {bookings.isPending ? t('console-bookings.loading') : t('console-bookings.count', { count: total })}
          </h2>
          {bookings.data?.data.length === 0 && <p className="empty-state">{t('console-bookings.none')}</p>}
          {bookings.data && bookings.data.data.length > 0 && <BookingTable rows={bookings.data.data} />}
          {total > 0 && <Pagination page={page} perPage={bookingsPerPage} total={total} onPage={showPage} />}
        </section>
      </OperatorGate>
    </div>
  );
}

/** The search form: what was typed stays until Search, and a criterion the server refused is named at its field. */
function BookingSearchForm({
  initial,
  refused,
  onSearch,
}: {
  initial: BookingCriteria;
  refused: Record<string, string>;
  onSearch: (criteria: BookingCriteria) => void;
}) {
  const { t } = useTranslation();
  const packages = useBookingPackageChoices();
  const [draft, setDraft] = useState(initial);
  const problemOf = (name: keyof BookingCriteria) =>
    Object.keys(refused).some((field) => criterionOfWire(field) === name) ? t(`console-bookings.search.problems.${name}`) : null;
  const input = (name: keyof BookingCriteria) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [name]: event.target.value })),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };
  const clear = () => {
    const empty = criteriaOf(new URLSearchParams());
    setDraft(empty);
    onSearch(empty);
  };

  return (
    <form className="booking-search" role="search" aria-label={t('console-bookings.search.label')} onSubmit={submit} noValidate>
      <TextField
        label={t('console-bookings.search.number')}
        dir="ltr"
        autoComplete="off"
        error={problemOf('number')}
        {...input('number')}
      />
      <TextField
        label={t('console-bookings.search.email')}
        type="email"
        dir="ltr"
        autoComplete="off"
        error={problemOf('email')}
        {...input('email')}
      />
      <TextField
        label={t('console-bookings.search.mobile')}
        type="tel"
        dir="ltr"
        autoComplete="off"
        error={problemOf('mobile')}
        {...input('mobile')}
      />
      <FormField label={t('console-bookings.search.package')} error={problemOf('packageId')}>
        {(control) => (
          <select {...control} className="form-field__input" {...input('packageId')}>
            <option value="">{t('console-bookings.search.any_package')}</option>
            {packages.data?.map((p) => (
              <option key={p.id} value={String(p.id)}>
                {localized(p, 'name')}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <TextField label={t('console-bookings.search.from')} type="date" error={problemOf('from')} {...input('from')} />
      <TextField label={t('console-bookings.search.to')} type="date" error={problemOf('to')} {...input('to')} />
      <FormField label={t('console-bookings.search.status')} error={problemOf('status')}>
        {(control) => (
          <select {...control} className="form-field__input" {...input('status')}>
            <option value="">{t('console-bookings.search.any_status')}</option>
            {statuses.map((status) => (
              <option key={status} value={String(status)}>
                {t(`console-bookings.status.${status}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className="booking-search__actions">
        <button type="submit" className="button">
          {t('console-bookings.search.submit')}
        </button>
        <button type="button" className="button button--plain" onClick={clear}>
          {t('console-bookings.search.clear')}
        </button>
      </div>
    </form>
  );
}

/** A table on a wide screen; each row becomes a card on a phone (console-bookings.css), its cells labelled. */
function BookingTable({ rows }: { rows: ConsoleBookingRow[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const label = (key: string) => t(`console-bookings.columns.${key}`);
  return (
    <table className="booking-table">
      <LabelledHead columns={['booking', 'package', 'date', 'guests', 'total', 'status', 'buyer', 'checked_in']} label={label} />
      <tbody>
        {rows.map((row) => (
          <tr key={row.order_number}>
            <LabelledCell label={label('booking')}>
              <Link to={`${path}/${row.order_number}`} className="booking-table__number">
                <bdi dir="ltr">{row.order_number}</bdi>
              </Link>
              <span className="booking-table__sub">
                {t('console-bookings.purchase_short')} <bdi dir="ltr">{row.purchase_number}</bdi>
              </span>
            </LabelledCell>
            <LabelledCell label={label('package')}>{localized(row, 'package_name', language)}</LabelledCell>
            <LabelledCell label={label('date')}>
              {row.date ? formatDate(row.date) : t('console-bookings.open_date')}
              {row.time_slot && (
                <span className="booking-table__sub">
                  <bdi dir="ltr">{row.time_slot}</bdi>
                </span>
              )}
            </LabelledCell>
            <LabelledCell label={label('guests')}>
              {t('console-bookings.guests', { adults: row.adult_qty, children: row.child_qty })}
            </LabelledCell>
            <LabelledCell label={label('total')}>
              <bdi>{formatAed(row.total, language)}</bdi>
            </LabelledCell>
            <LabelledCell label={label('status')}>
              <BookingStatus status={row.status} />
            </LabelledCell>
            <LabelledCell label={label('buyer')}>
              {row.buyer.name || '—'}
              {row.buyer.email && (
                <span className="booking-table__sub">
                  <bdi dir="ltr">{row.buyer.email}</bdi>
                </span>
              )}
              {row.buyer.mobile && (
                <span className="booking-table__sub">
                  <bdi dir="ltr">{row.buyer.mobile}</bdi>
                </span>
              )}
            </LabelledCell>
            <LabelledCell label={label('checked_in')}>
              {row.checked_in === 1 ? t('console-bookings.yes') : t('console-bookings.no')}
            </LabelledCell>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
