import { maxRangeDays } from '@portal/contract/console-availability';
import { addDays } from '@portal/domain/dates';
import { formatLongDate } from '@portal/domain/date-format';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useFocusFirstInvalid } from '../../../../components/form-field.tsx';
import { TextField } from '../../../../components/text-field.tsx';
import { ActionError, errorMessageOf, refusedFieldsOf } from '../../../../lib/api.ts';
import { formatAed } from '../../../../lib/format.ts';
import { useLanguage, useTranslation } from '../../../../lib/i18n.ts';
import { showToast } from '../../../../lib/toasts.ts';
import { useAvailabilityChange } from '../api/availability.ts';
import { pricesProblems, ticketsProblem, typedNumber, type PricesDraft } from '../availability-fields.ts';
import { calendarDays, orderedRange, type MonthAvailability } from '../availability-month.ts';
import { SwitchField } from '../../shared/components/switch-field.tsx';

type Range = { from: string; to: string };

type AvailabilityDayEditorProps = {
  packageId: number;
  data: MonthAvailability;
  selection: Range;
  onSelection: (range: Range) => void;
  onClose: () => void;
};

const utc = (date: string) => new Date(`${date}T00:00:00Z`);
const dayCount = (range: Range) => Math.round((utc(range.to).getTime() - utc(range.from).getTime()) / 86_400_000) + 1;

/**
 * The chosen day or range: its days (typed dates change the range), what a single day has now, and the three
 * changes — prices with the peak flag, the package's own tickets per date, closing or re-opening.
 */
export function AvailabilityDayEditor({ packageId, data, selection, onSelection, onClose }: AvailabilityDayEditorProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const range = { package_id: packageId, from: selection.from, to: selection.to };
  const single = selection.from === selection.to;

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section className="availability-editor" aria-labelledby={headingId}>
      <h2 className="review__heading" id={headingId} ref={headingRef} tabIndex={-1}>
        {single
          ? formatLongDate(selection.from, language)
          : t('console-availability.editor.range_title', {
              from: formatLongDate(selection.from, language),
              to: formatLongDate(selection.to, language),
              count: dayCount(selection),
            })}
      </h2>
      <RangeFields selection={selection} onSelection={onSelection} />
      {single && <DaySummary data={data} date={selection.from} />}
      <div className="availability-editor__forms">
        <PricesForm packageId={packageId} range={range} data={data} />
        <TicketsForm packageId={packageId} range={range} />
        <ClosingButtons packageId={packageId} range={range} data={data} />
      </div>
      <button type="button" className="button button--plain" onClick={onClose}>
        {t('console-availability.editor.close')}
      </button>
    </section>
  );
}

/** The first and last day as date fields, so a range can be typed as well as chosen on the grid. */
function RangeFields({ selection, onSelection }: { selection: Range; onSelection: (range: Range) => void }) {
  const { t } = useTranslation();
  const [from, setFrom] = useState(selection.from);
  const [to, setTo] = useState(selection.to);
  const [problem, setProblem] = useState<string | null>(null);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const valid = /^\d{4}-\d{2}-\d{2}$/;
    if (!valid.test(from) || !valid.test(to)) {
      setProblem(t('console-availability.problems.date'));
      return;
    }
    const next = orderedRange(from, to);
    if (dayCount(next) > maxRangeDays) {
      setProblem(t('console-availability.problems.range_too_long', { count: maxRangeDays }));
      return;
    }
    onSelection(next);
  };
  return (
    <form className="availability-editor__range" onSubmit={apply} noValidate>
      <TextField
        type="date"
        label={t('console-availability.editor.from')}
        value={from}
        onChange={(event) => setFrom(event.target.value)}
      />
      <TextField
        type="date"
        label={t('console-availability.editor.to')}
        value={to}
        error={problem}
        onChange={(event) => {
          setTo(event.target.value);
          setProblem(null);
        }}
      />
      <button type="submit" className="button button--plain">
        {t('console-availability.editor.apply_range')}
      </button>
    </form>
  );
}

/** One day as it stands: bookable or why not, its price, and its tickets per slot and for the date. */
function DaySummary({ data, date }: { data: MonthAvailability; date: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const day = calendarDays(data).find((d) => d.date === date);
  if (!day) return <p className="form-field__hint">{t('console-availability.editor.other_month')}</p>;
  const own = data.dates.find((d) => d.date === date);
  const slots = data.package.enable_time_picker === 1 ? data.time_slots : [];
  const count = (n: number | null) => (n === null ? t('console-availability.slots.unlimited') : String(n));
  return (
    <div className="availability-summary">
      <p>
        <strong>{t(`console-availability.states.${day.state}`)}</strong>
        {day.adultPrice !== null && (
          <>
            {' · '}
            <bdi dir="ltr">{formatAed(day.adultPrice, language)}</bdi>
            {day.peak && ` · ${t('console-availability.calendar.peak')}`}
          </>
        )}
      </p>
      <div className="availability-summary__scroll">
        <table className="availability-summary__table">
          <caption className="visually-hidden">{t('console-availability.editor.tickets_caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('console-availability.editor.limit')}</th>
              <th scope="col">{t('console-availability.editor.adults_taken')}</th>
              <th scope="col">{t('console-availability.editor.children_taken')}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{t('console-availability.editor.whole_date')}</th>
              <td>{own ? `${own.adult_taken} / ${count(own.adult_tickets)}` : t('console-availability.editor.no_limit')}</td>
              <td>{own ? `${own.child_taken} / ${count(own.child_tickets)}` : t('console-availability.editor.no_limit')}</td>
            </tr>
            {slots.map((slot) => {
              const taken = data.slot_taken.find((row) => row.time_slot_id === slot.id && row.date === date);
              return (
                <tr key={slot.id}>
                  <th scope="row">
                    <bdi>{slot.time_slot}</bdi>
                  </th>
                  <td>{`${taken?.adult_taken ?? 0} / ${count(slot.adult_tickets)}`}</td>
                  <td>{`${taken?.child_taken ?? 0} / ${count(slot.child_tickets)}`}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="form-field__hint">{t('console-availability.editor.taken_hint')}</p>
    </div>
  );
}

type FormProps = { packageId: number; range: { package_id: number; from: string; to: string } };

/** The range's own prices and peak flag (empty: the package's price), or removing them. */
function PricesForm({ packageId, range, data }: FormProps & { data: MonthAvailability }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const save = useAvailabilityChange(packageId, 'saveDatePrices');
  const remove = useAvailabilityChange(packageId, 'removeDatePrices');
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const own = range.from === range.to ? data.prices.find((p) => p.date === range.from) : undefined;
  const typed = (aed: number | null | undefined) => (aed === null || aed === undefined ? '' : String(aed));
  const [draft, setDraft] = useState<PricesDraft>({
    adult_price: typed(own?.adult_price),
    child_price: typed(own?.child_price),
    peak: own?.peak_price === 1,
  });
  const [problems, setProblems] = useState<Partial<Record<'adult_price' | 'child_price', string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const packagePrice = (aed: number | null) =>
    aed === null
      ? t('console-availability.prices.no_package_price')
      : t('console-availability.prices.package_price', { price: formatAed(aed, language) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = pricesProblems(draft);
    setProblems(
      Object.fromEntries(Object.entries(found).map(([field, key]) => [field, t(`console-availability.problems.${key}`)])),
    );
    setFailure(null);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid();
      return;
    }
    save.mutate(
      {
        ...range,
        adult_price: typedNumber(draft.adult_price),
        child_price: typedNumber(draft.child_price),
        peak_price: draft.peak ? 1 : 0,
      },
      {
        onSuccess: (answer) => showToast('success', t('console-availability.prices.saved', { count: answer.changed })),
        onError: (error) => setFailure(errorMessageOf(error)),
      },
    );
  };
  const removePrices = () => {
    setFailure(null);
    remove.mutate(range, {
      onSuccess: (answer) => showToast('success', t('console-availability.prices.removed', { count: answer.changed })),
      onError: (error) => setFailure(errorMessageOf(error)),
    });
  };

  return (
    <form className="availability-form" ref={formRef} onSubmit={submit} noValidate>
      <fieldset disabled={save.isPending || remove.isPending}>
        <legend className="availability-form__legend">{t('console-availability.prices.heading')}</legend>
        <TextField
          label={t('console-availability.prices.adult_price')}
          hint={packagePrice(data.package.adult_price)}
          error={problems.adult_price}
          value={draft.adult_price}
          inputMode="decimal"
          dir="ltr"
          autoComplete="off"
          onChange={(event) => {
            setDraft((d) => ({ ...d, adult_price: event.target.value }));
            setProblems((p) => ({ ...p, adult_price: undefined }));
          }}
        />
        <TextField
          label={t('console-availability.prices.child_price')}
          hint={packagePrice(data.package.child_price)}
          error={problems.child_price}
          value={draft.child_price}
          inputMode="decimal"
          dir="ltr"
          autoComplete="off"
          onChange={(event) => {
            setDraft((d) => ({ ...d, child_price: event.target.value }));
            setProblems((p) => ({ ...p, child_price: undefined }));
          }}
        />
        <SwitchField
          label={t('console-availability.prices.peak')}
          hint={t('console-availability.prices.peak_hint')}
          checked={draft.peak}
          onChange={(on) => setDraft((d) => ({ ...d, peak: on }))}
        />
      </fieldset>
      {failure && (
        <p className="field-error" role="alert">
          {failure}
        </p>
      )}
      <div className="availability-form__actions">
        <button type="submit" className="button" aria-busy={save.isPending} disabled={save.isPending}>
          {save.isPending ? t('console-availability.saving') : t('console-availability.prices.save')}
        </button>
        <button
          type="button"
          className="button button--plain"
          aria-busy={remove.isPending}
          onClick={removePrices}
          disabled={remove.isPending}
        >
          {t('console-availability.prices.remove')}
        </button>
      </div>
    </form>
  );
}

/** The package's own tickets on each day of the range (empty: unlimited); below what a date sold is refused with the numbers. */
function TicketsForm({ packageId, range }: FormProps) {
  const { t } = useTranslation();
  const save = useAvailabilityChange(packageId, 'saveDateTickets');
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const [adults, setAdults] = useState('');
  const [children, setChildren] = useState('');
  const [problems, setProblems] = useState<Partial<Record<'adult_tickets' | 'child_tickets', string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const showRefusal = (error: Error) => {
    const fields = Object.keys(refusedFieldsOf(error));
    const named = (['adult_tickets', 'child_tickets'] as const).filter((field) => fields.includes(field));
    const belowTaken = error instanceof ActionError && error.failure.code === 'capacity_below_taken';
    setProblems(
      Object.fromEntries(
        named.map((field) => [field, belowTaken ? errorMessageOf(error) : t('console-availability.problems.tickets')]),
      ),
    );
    setFailure(named.length > 0 ? null : errorMessageOf(error));
    focusFirstInvalid();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { adult_tickets: ticketsProblem(adults), child_tickets: ticketsProblem(children) };
    setProblems({
      adult_tickets: found.adult_tickets ? t('console-availability.problems.tickets') : undefined,
      child_tickets: found.child_tickets ? t('console-availability.problems.tickets') : undefined,
    });
    setFailure(null);
    if (found.adult_tickets || found.child_tickets) {
      focusFirstInvalid();
      return;
    }
    save.mutate(
      { ...range, adult_tickets: typedNumber(adults), child_tickets: typedNumber(children) },
      {
        onSuccess: (answer) => showToast('success', t('console-availability.tickets.saved', { count: answer.changed })),
        onError: showRefusal,
      },
    );
  };

  return (
    <form className="availability-form" ref={formRef} onSubmit={submit} noValidate>
      <fieldset disabled={save.isPending}>
        <legend className="availability-form__legend">{t('console-availability.tickets.heading')}</legend>
        <p className="form-field__hint">{t('console-availability.tickets.explained')}</p>
        <TextField
          label={t('console-availability.tickets.adult_tickets')}
          hint={t('console-availability.slots.tickets_hint')}
          error={problems.adult_tickets}
          value={adults}
          inputMode="numeric"
          dir="ltr"
          autoComplete="off"
          onChange={(event) => {
            setAdults(event.target.value);
            setProblems((p) => ({ ...p, adult_tickets: undefined }));
          }}
        />
        <TextField
          label={t('console-availability.tickets.child_tickets')}
          hint={t('console-availability.slots.tickets_hint')}
          error={problems.child_tickets}
          value={children}
          inputMode="numeric"
          dir="ltr"
          autoComplete="off"
          onChange={(event) => {
            setChildren(event.target.value);
            setProblems((p) => ({ ...p, child_tickets: undefined }));
          }}
        />
      </fieldset>
      {failure && (
        <p className="field-error" role="alert">
          {failure}
        </p>
      )}
      <div className="availability-form__actions">
        <button type="submit" className="button" aria-busy={save.isPending} disabled={save.isPending}>
          {save.isPending ? t('console-availability.saving') : t('console-availability.tickets.save')}
        </button>
      </div>
    </form>
  );
}

/** Close the range for booking, or re-open it; which ones apply depends on the days already closed. */
function ClosingButtons({ packageId, range, data }: FormProps & { data: MonthAvailability }) {
  const { t } = useTranslation();
  const change = useAvailabilityChange(packageId, 'setDatesClosed');
  const [failure, setFailure] = useState<string | null>(null);
  const closed = new Set(data.package.disabled_dates);
  const days: string[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.push(day);
  const someClosed = days.some((day) => closed.has(day));
  const someOpen = days.some((day) => !closed.has(day));

  const set = (close: boolean) => {
    setFailure(null);
    change.mutate(
      { ...range, closed: close ? 1 : 0 },
      {
        onSuccess: () =>
          showToast(
            'success',
            t(close ? 'console-availability.closing.closed' : 'console-availability.closing.reopened', { count: days.length }),
          ),
        onError: (error) => setFailure(errorMessageOf(error)),
      },
    );
  };

  return (
    <div className="availability-form">
      <h3 className="availability-form__legend">{t('console-availability.closing.heading')}</h3>
      <p className="form-field__hint">{t('console-availability.closing.explained')}</p>
      {failure && (
        <p className="field-error" role="alert">
          {failure}
        </p>
      )}
      <div className="availability-form__actions">
        {someOpen && (
          <button
            type="button"
            className="button button--danger"
            aria-busy={change.isPending}
            disabled={change.isPending}
            onClick={() => set(true)}
          >
            {t('console-availability.closing.close')}
          </button>
        )}
        {someClosed && (
          <button
            type="button"
            className="button"
            aria-busy={change.isPending}
            disabled={change.isPending}
            onClick={() => set(false)}
          >
            {t('console-availability.closing.reopen')}
          </button>
        )}
      </div>
    </div>
  );
}
