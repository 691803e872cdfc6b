import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronIcon } from '../../../components/icons.tsx';
import { addDays } from '@portal/domain/dates';
import { formatDayOfMonth, formatLongDate, formatMonthYear, formatWeekday } from '@portal/domain/date-format';
import { formatAed } from '../../../lib/format.ts';
import { useLanguage, useTranslation } from '../../../lib/i18n.ts';
import { directionOf, intlLocaleOf } from '../../../lib/language.ts';
import { addMonths, dayAfterKey, monthOf, monthWeeks } from '../../../lib/month-grid.ts';
import { usePackageCalendar } from '../api/get-package-calendar.ts';
import { calendarCounts, dayView, type DayView } from '../calendar-days.ts';

type DateCalendarProps = {
  /** the chosen date, YYYY-MM-DD */
  value: string | null;
  /** the first and last dates the calendar shows a month of */
  min: string;
  max: string;
  isBookable: (date: string) => boolean;
  onSelect: (date: string) => void;
  labelledBy: string;
  packageId: number;
  /** the travellers chosen: a day without tickets for them is sold out */
  counts: { adults: number; children: number };
  /** whether each day shows its price per adult (an option-list package prices its options instead) */
  showPrices: boolean;
};

/**
 * The date step's calendar (spec part 1 §5 Date): one month as a grid of buttons, each day with its price
 * per adult and peak mark (decision 039); closed and sold-out days are shown but cannot be picked, and say why
 * in their name. Keyboard: arrows by day and week, Home/End, Page Up/Down by month, Enter or Space picks;
 * the focused day is the only one in the tab order.
 */
export function DateCalendar(props: DateCalendarProps) {
  const { value, min, max, isBookable, onSelect, labelledBy, packageId, counts, showPrices } = props;
  const { t } = useTranslation();
  const language = useLanguage();
  const locale = intlLocaleOf(language);
  const rtl = directionOf(language) === 'rtl';
  const [focused, setFocused] = useState(value ?? min);
  const month = monthOf(focused);
  const grid = useRef<HTMLTableElement>(null);
  const calendar = usePackageCalendar(packageId, month, calendarCounts(counts));

  const formats = useMemo(
    () => ({
      price: new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }),
    }),
    [locale],
  );
  const weeks = monthWeeks(month);
  const views = new Map(
    weeks.flat().flatMap((date) => (date === null ? [] : [[date, dayView(isBookable(date), calendar.days.get(date))] as const])),
  );
  // 2026-11-29 is a Sunday: the header's seven days from there
  const weekdays = Array.from({ length: 7 }, (_, i) => addDays('2026-11-29', i));

  const moveFocus = (date: string) => {
    const bounded = date < min ? min : date > max ? max : date;
    setFocused(bounded);
    requestAnimationFrame(() => grid.current?.querySelector<HTMLButtonElement>(`[data-date="${bounded}"]`)?.focus());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, date: string) => {
    const next = dayAfterKey(date, event.key, rtl);
    if (next === null) return;
    event.preventDefault();
    moveFocus(next);
  };

  const showMonth = (n: number) => {
    const target = `${addMonths(month, n)}-01`;
    setFocused(target < min ? min : target > max ? max : target);
  };

  /** The day's accessible name: its date, then its price and peak mark, or why it cannot be picked. */
  const nameOf = (date: string, view: DayView) => {
    const parts = [formatLongDate(date, language)];
    if (view.reason) parts.push(t(`calendar.${view.reason}`));
    else if (showPrices && view.price !== null) {
      parts.push(t('calendar.price', { price: formatAed(view.price, language) }));
      if (view.peak) parts.push(t('calendar.peak'));
    }
    return parts.join(', ');
  };

  const headingId = `${labelledBy}-month`;
  return (
    <div className="calendar">
      <div className="calendar__head">
        <button
          type="button"
          className="calendar__nav calendar__nav--prev"
          onClick={() => showMonth(-1)}
          disabled={monthOf(min) >= month}
          aria-label={t('booking.flow.date.previous_month')}
        >
          <ChevronIcon />
        </button>
        <p className="calendar__month" id={headingId} aria-live="polite">
          {formatMonthYear(`${month}-01`, language)}
        </p>
        <button
          type="button"
          className="calendar__nav calendar__nav--next"
          onClick={() => showMonth(1)}
          disabled={monthOf(max) <= month}
          aria-label={t('booking.flow.date.next_month')}
        >
          <ChevronIcon />
        </button>
      </div>
      <table className="calendar__grid" aria-labelledby={`${labelledBy} ${headingId}`} ref={grid}>
        <thead>
          <tr>
            {weekdays.map((day) => (
              <th key={day} scope="col" abbr={formatWeekday(day, language, 'long')}>
                {/* Arabic's short names are whole words that do not fit a phone's column: its one-letter forms do */}
                {formatWeekday(day, language, language === 'ae' ? 'narrow' : 'short')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={w}>
              {week.map((date, d) =>
                date === null ? (
                  <td key={d} />
                ) : (
                  <td key={date}>
                    <CalendarDayButton
                      date={date}
                      view={views.get(date)!}
                      name={nameOf(date, views.get(date)!)}
                      number={formatDayOfMonth(date)}
                      price={showPrices ? views.get(date)!.price : null}
                      formatPrice={(price) => formats.price.format(price)}
                      focused={date === focused}
                      chosen={date === value}
                      onPick={() => {
                        setFocused(date);
                        if (views.get(date)!.selectable) onSelect(date);
                      }}
                      onKeyDown={(event) => onKeyDown(event, date)}
                    />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <CalendarLegend showPrices={showPrices} pending={calendar.isPending} failed={calendar.isError} />
    </div>
  );
}

type DayButtonProps = {
  date: string;
  view: DayView;
  name: string;
  number: string;
  price: number | null;
  formatPrice: (price: number) => string;
  focused: boolean;
  chosen: boolean;
  onPick: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
};

/** One day: its number, its price below it (a dot marks a peak price), struck through when it cannot be picked. */
function CalendarDayButton({ date, view, name, number, price, formatPrice, focused, chosen, onPick, onKeyDown }: DayButtonProps) {
  return (
    <button
      type="button"
      className="calendar__day"
      data-date={date}
      data-status={view.reason ?? 'open'}
      data-peak={view.peak ? 'true' : undefined}
      tabIndex={focused ? 0 : -1}
      aria-disabled={!view.selectable}
      aria-pressed={chosen}
      onClick={onPick}
      onKeyDown={onKeyDown}
    >
      {/* the name is the whole sentence; the short forms on screen are its picture */}
      <span className="visually-hidden">{name}</span>
      <span className="calendar__number" aria-hidden="true">
        {number}
      </span>
      {price !== null && view.reason !== 'closed' && (
        <span className="calendar__price" dir="ltr" aria-hidden="true">
          {formatPrice(price)}
        </span>
      )}
    </button>
  );
}

/** What the marks mean, and the state of the prices: loading, or not available (the rules still apply). */
function CalendarLegend({ showPrices, pending, failed }: { showPrices: boolean; pending: boolean; failed: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="calendar__legend">
      {showPrices && <p className="calendar__note">{t('calendar.prices_in_aed')}</p>}
      <ul className="calendar__keys">
        {showPrices && <li className="calendar__key calendar__key--peak">{t('calendar.peak')}</li>}
        <li className="calendar__key calendar__key--sold-out">{t('calendar.sold_out')}</li>
        <li className="calendar__key calendar__key--closed">{t('calendar.closed')}</li>
      </ul>
      {pending && (
        <p className="calendar__note" role="status">
          {t('calendar.loading')}
        </p>
      )}
      {failed && <p className="calendar__note">{t('calendar.failed')}</p>}
    </div>
  );
}
