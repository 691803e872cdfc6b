import { formatLongDate } from '@portal/domain/date-format';
import type { Attendee } from '@portal/contract/console-bookings';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../../../components/link.tsx';
import { FormField } from '../../../../components/form-field.tsx';
import { TextField } from '../../../../components/text-field.tsx';
import { errorMessageOf } from '../../../../lib/api.ts';
import { useDocumentTitle } from '../../../../lib/document-title.ts';
import { useLanguage, useTranslation } from '../../../../lib/i18n.ts';
import { localized } from '../../../../lib/localized.ts';
import { positiveWhole } from '../../../../lib/search-params.ts';
import { showToast } from '../../../../lib/toasts.ts';
import { downloadAttendeesCsv, useBookingPackageChoices, useConsoleAttendees, type AttendeesView } from '../api/bookings.ts';
import { LabelledCell, LabelledHead } from '../components/labelled-cell.tsx';
import { OperatorGate } from '../../shared/components/operator-gate.tsx';

const path = '/backoffice/attendees';

/** The list asked for in the address (package, date, slot), or null until a package and a date are chosen. */
function viewOf(search: URLSearchParams): AttendeesView | null {
  const packageId = positiveWhole(search.get('package'));
  const date = search.get('date') ?? '';
  if (packageId === null || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  return { packageId, date, timeSlotId: positiveWhole(search.get('slot')) };
}

/**
 * /backoffice/attendees (decision 036): who comes to a package on a date (and slot), confirmed and
 * paid bookings only, for the gate and the guides; printable (the print stylesheet keeps the list alone)
 * and downloadable as CSV.
 */
export function AttendeesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const title = t('console-bookings.attendees.title');
  useDocumentTitle(title);
  const [search, setSearch] = useSearchParams();
  const view = viewOf(search);
  const packages = useBookingPackageChoices();
  const attendees = useConsoleAttendees(view);
  const [downloading, setDownloading] = useState(false);
  const chosenPackage = packages.data?.find((p) => p.id === view?.packageId);

  const choose = (name: 'package' | 'date' | 'slot', value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(name, value);
    else next.delete(name);
    // another package or day has other slots
    if (name !== 'slot') next.delete('slot');
    setSearch(next, { replace: true });
  };

  const download = () => {
    if (!view) return;
    setDownloading(true);
    downloadAttendeesCsv(view)
      .catch((error: unknown) => showToast('error', errorMessageOf(error)))
      .finally(() => setDownloading(false));
  };

  return (
    <div className="page container backoffice console bookings-console attendees-page">
      <p className="attendees-page__back">
        <Link to="/backoffice/bookings">{t('console-bookings.booking.back')}</Link>
      </p>
      <h1 className="page__title">{title}</h1>
      <p className="attendees-page__explained">{t('console-bookings.attendees.explained')}</p>
      <OperatorGate path={path} error={packages.error ?? attendees.error}>
        <div className="attendees-page__pickers">
          <FormField label={t('console-bookings.search.package')}>
            {(control) => (
              <select
                {...control}
                className="form-field__input"
                value={view?.packageId ?? search.get('package') ?? ''}
                onChange={(event) => choose('package', event.target.value)}
              >
                <option value="">{t('console-bookings.attendees.choose_package')}</option>
                {packages.data?.map((p) => (
                  <option key={p.id} value={String(p.id)}>
                    {localized(p, 'name')}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <TextField
            label={t('console-bookings.attendees.date')}
            type="date"
            value={search.get('date') ?? ''}
            onChange={(event) => choose('date', event.target.value)}
          />
          <FormField label={t('console-bookings.attendees.slot')}>
            {(control) => (
              <select
                {...control}
                className="form-field__input"
                value={view?.timeSlotId ?? ''}
                disabled={!attendees.data || attendees.data.slots.length === 0}
                onChange={(event) => choose('slot', event.target.value)}
              >
                <option value="">{t('console-bookings.attendees.every_slot')}</option>
                {attendees.data?.slots.map((slot) => (
                  <option key={slot.id} value={String(slot.id)}>
                    {slot.time_slot}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        {!view && <p className="empty-state">{t('console-bookings.attendees.choose')}</p>}
        {view && attendees.data && (
          <section aria-labelledby="attendees-heading" aria-busy={attendees.isFetching}>
            <h2 id="attendees-heading" className="review__heading">
              {chosenPackage ? localized(chosenPackage, 'name') : ''} · {formatLongDate(view.date, language)}
              {view.timeSlotId && (
                <>
                  {' · '}
                  <bdi dir="ltr">{attendees.data.slots.find((s) => s.id === view.timeSlotId)?.time_slot}</bdi>
                </>
              )}
            </h2>
            <p className="attendees-page__totals">
              {t('console-bookings.attendees.totals', {
                count: attendees.data.totals.bookings,
                adults: attendees.data.totals.adults,
                children: attendees.data.totals.children,
                checked_in: attendees.data.totals.checked_in,
              })}
            </p>
            <div className="attendees-page__actions">
              <button type="button" className="button" onClick={() => window.print()}>
                {t('console-bookings.attendees.print')}
              </button>
              <button
                type="button"
                className="button button--plain"
                onClick={download}
                disabled={downloading}
                aria-busy={downloading}
              >
                {t('console-bookings.attendees.download')}
              </button>
            </div>
            {attendees.data.data.length === 0 ? (
              <p className="empty-state">{t('console-bookings.attendees.none')}</p>
            ) : (
              <AttendeeTable rows={attendees.data.data} />
            )}
          </section>
        )}
      </OperatorGate>
    </div>
  );
}

function AttendeeTable({ rows }: { rows: Attendee[] }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`console-bookings.attendees.columns.${key}`);
  const separator = t('console-bookings.list_separator');
  return (
    <table className="booking-table attendee-table">
      <LabelledHead
        columns={['booking', 'buyer', 'mobile', 'slot', 'adults', 'children', 'extras', 'checked_in']}
        label={label}
      />
      <tbody>
        {rows.map((a) => (
          <tr key={a.order_number}>
            <LabelledCell label={label('booking')}>
              <Link to={`/backoffice/bookings/${a.order_number}`}>
                <bdi dir="ltr">{a.order_number}</bdi>
              </Link>
            </LabelledCell>
            <LabelledCell label={label('buyer')}>{a.buyer_name || '—'}</LabelledCell>
            <LabelledCell label={label('mobile')}>{a.mobile ? <bdi dir="ltr">{a.mobile}</bdi> : '—'}</LabelledCell>
            <LabelledCell label={label('slot')}>{a.time_slot ? <bdi dir="ltr">{a.time_slot}</bdi> : '—'}</LabelledCell>
            <LabelledCell label={label('adults')}>{a.adult_qty}</LabelledCell>
            <LabelledCell label={label('children')}>{a.child_qty}</LabelledCell>
            <LabelledCell label={label('extras')}>
              {[
                ...a.sub_packages.map((s) => `${s.name} (${s.adult_qty}+${s.child_qty})`),
                ...a.meals.map((m) => `${m.name} × ${m.qty}`),
                ...(a.transport ? [a.transport] : []),
              ].join(separator) || '—'}
            </LabelledCell>
            <LabelledCell label={label('checked_in')}>
              {a.checked_in === 1 ? t('console-bookings.yes') : t('console-bookings.no')}
            </LabelledCell>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
