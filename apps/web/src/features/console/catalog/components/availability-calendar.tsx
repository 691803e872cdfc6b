import { formatDayOfMonth, formatLongDate, formatMonthYear, formatWeekday } from '@portal/domain/date-format';
import { addDays } from '@portal/domain/dates';
import { useId, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { ChevronIcon } from '../../../../components/icons.tsx';
import { formatAed } from '../../../../lib/format.ts';
import { useLanguage, useTranslation } from '../../../../lib/i18n.ts';
import { directionOf, intlLocaleOf } from '../../../../lib/language.ts';
import { addMonths, dayAfterKey, monthOf, monthWeeks } from '../../../../lib/month-grid.ts';
import type { CalendarDay, TicketsLeft } from '../availability-month.ts';

type AvailabilityCalendarProps = {
  /** YYYY-MM */
  month: string;
  /** the month's days, or null while they load */
  days: CalendarDay[] | null;
  selection: { from: string; to: string } | null;
  onMonth: (month: string) => void;
  /** a day (from = to) or, with Shift, the range from the last chosen day */
  onSelect: (from: string, to: string) => void;
};

/**
 * A package's month calendar for the console: each day's price (peak marked), adult tickets left and whether
 * visitors can book it. A grid of buttons: arrows move by day and week (mirrored in Arabic), Page Up and Down
 * by month, Enter or Space chooses the day, Shift with a click, Enter or Space chooses a range from the last
 * chosen day. Each button's name, hidden from the eye, reads the whole day out.
 */
export function AvailabilityCalendar({ month, days, selection, onMonth, onSelect }: AvailabilityCalendarProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const locale = intlLocaleOf(language);
  const rtl = directionOf(language) === 'rtl';
  const headingId = useId();
  const hintId = useId();
  const grid = useRef<HTMLTableElement>(null);
  const [focused, setFocused] = useState(selection?.from ?? `${month}-01`);
  const [anchor, setAnchor] = useState<string | null>(selection?.from ?? null);
  const focusDay = monthOf(focused) === month ? focused : `${month}-01`;

  const formats = useMemo(
    () => ({
      number: new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }),
    }),
    [locale],
  );
  const byDate = new Map(days?.map((day) => [day.date, day]));
  // 2026-11-29 is a Sunday: the header's seven days from there
  const weekdays = Array.from({ length: 7 }, (_, i) => addDays('2026-11-29', i));

  const moveFocus = (date: string) => {
    setFocused(date);
    if (monthOf(date) !== month) onMonth(monthOf(date));
    requestAnimationFrame(() => grid.current?.querySelector<HTMLButtonElement>(`[data-date="${date}"]`)?.focus());
  };

  const choose = (date: string, extend: boolean) => {
    setFocused(date);
    if (extend && anchor) {
      onSelect(anchor, date);
      return;
    }
    setAnchor(date);
    onSelect(date, date);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, date: string) => {
    if ((event.key === 'Enter' || event.key === ' ') && event.shiftKey) {
      event.preventDefault();
      choose(date, true);
      return;
    }
    const next = dayAfterKey(date, event.key, rtl);
    if (next === null) return;
    event.preventDefault();
    moveFocus(next);
  };

  // a sign rather than a word: the cell is narrow, and the button's hidden name says "unlimited tickets"
  const tickets = (left: TicketsLeft) =>
    left.left === null ? '∞' : `${formats.number.format(left.left)}/${formats.number.format(left.capacity!)}`;

  const dayName = (day: CalendarDay) =>
    [
      formatLongDate(day.date, language),
      t(`console-availability.states.${day.state}`),
      day.adultPrice === null
        ? null
        : t('console-availability.calendar.price_said', { price: formatAed(day.adultPrice, language) }),
      day.peak ? t('console-availability.calendar.peak') : null,
      day.adults.left === null
        ? t('console-availability.calendar.unlimited_said')
        : t('console-availability.calendar.left_said', { left: day.adults.left, capacity: day.adults.capacity ?? '' }),
      day.soldOut ? t('console-availability.calendar.sold_out') : null,
    ]
      .filter(Boolean)
      .join(', ');

  const inSelection = (date: string) => selection !== null && date >= selection.from && date <= selection.to;

  return (
    <section className="availability-calendar" aria-labelledby={headingId}>
      <h2 className="review__heading" id={headingId}>
        {t('console-availability.calendar.heading')}
      </h2>
      <p className="form-field__hint" id={hintId}>
        {t('console-availability.calendar.hint')}
      </p>
      <div className="calendar__head">
        <button
          type="button"
          className="calendar__nav calendar__nav--prev"
          onClick={() => onMonth(addMonths(month, -1))}
          aria-label={t('console-availability.calendar.previous_month')}
        >
          <ChevronIcon />
        </button>
        <p className="calendar__month" aria-live="polite">
          {formatMonthYear(`${month}-01`, language)}
        </p>
        <button
          type="button"
          className="calendar__nav calendar__nav--next"
          onClick={() => onMonth(addMonths(month, 1))}
          aria-label={t('console-availability.calendar.next_month')}
        >
          <ChevronIcon />
        </button>
      </div>
      <Legend />
      <table
        className="availability-grid"
        aria-label={formatMonthYear(`${month}-01`, language)}
        aria-describedby={hintId}
        aria-busy={days === null}
        ref={grid}
      >
        <thead>
          <tr>
            {weekdays.map((day) => (
              <th key={day} scope="col" abbr={formatWeekday(day, language, 'long')}>
                {formatWeekday(day, language, 'short')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, w) => (
            <tr key={w}>
              {week.map((date, d) => {
                if (date === null) return <td key={d} />;
                const day = byDate.get(date);
                const classes = ['availability-day', `availability-day--${day?.state ?? 'loading'}`];
                if (day?.peak) classes.push('availability-day--peak');
                if (day?.soldOut) classes.push('availability-day--sold-out');
                if (inSelection(date)) classes.push('availability-day--chosen');
                return (
                  <td key={date}>
                    <button
                      type="button"
                      className={classes.join(' ')}
                      data-date={date}
                      tabIndex={date === focusDay ? 0 : -1}
                      aria-pressed={inSelection(date)}
                      onClick={(event: MouseEvent) => choose(date, event.shiftKey)}
                      onKeyDown={(event) => onKeyDown(event, date)}
                    >
                      {/* the whole day read out; the short marks below are for the eye */}
                      <span className="visually-hidden">{day ? dayName(day) : formatLongDate(date, language)}</span>
                      <span className="availability-day__number" aria-hidden="true">
                        {formatDayOfMonth(date)}
                      </span>
                      {day && (
                        <>
                          {day.adultPrice !== null && (
                            <span className="availability-day__price" aria-hidden="true">
                              {day.peak && <span className="availability-day__peak">★</span>}
                              <bdi>{formats.number.format(day.adultPrice)}</bdi>
                            </span>
                          )}
                          <span className="availability-day__tickets" aria-hidden="true">
                            {day.state === 'open' || day.state === 'too_soon'
                              ? tickets(day.adults)
                              : t(`console-availability.short_states.${day.state}`)}
                          </span>
                        </>
                      )}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** What the marks of the days mean. */
function Legend() {
  const { t } = useTranslation();
  return (
    <ul className="availability-legend">
      <li>
        <span className="availability-legend__swatch availability-legend__swatch--open" aria-hidden="true" />
        {t('console-availability.legend.open')}
      </li>
      <li>
        <span className="availability-legend__swatch availability-legend__swatch--closed" aria-hidden="true" />
        {t('console-availability.legend.closed')}
      </li>
      <li>
        <span className="availability-legend__swatch availability-legend__swatch--off" aria-hidden="true" />
        {t('console-availability.legend.not_bookable')}
      </li>
      <li>
        <span className="availability-day__peak" aria-hidden="true">
          ★
        </span>
        {t('console-availability.legend.peak')}
      </li>
      <li>{t('console-availability.legend.tickets')}</li>
    </ul>
  );
}
