import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronIcon } from '../../../components/icons.tsx';
import { addDays } from '@portal/domain/dates';
import { useLanguage } from '../../../lib/i18n.ts';
import { directionOf, intlLocaleOf } from '../../../lib/language.ts';
import { addMonths, dayAfterKey, monthOf, monthWeeks } from '../../../lib/month-grid.ts';

type DateCalendarProps = {
  /** the chosen date, YYYY-MM-DD */
  value: string | null;
  /** the first and last dates the calendar shows a month of */
  min: string;
  max: string;
  isBookable: (date: string) => boolean;
  onSelect: (date: string) => void;
  labelledBy: string;
};

const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/**
 * The date step's calendar (spec part 1 §5 Date): one month as a grid of buttons, past and disabled
 * days unavailable. Keyboard: arrows by day and week, Home/End, Page Up/Down by month, Enter or Space
 * picks; the focused day is the only one in the tab order.
 */
export function DateCalendar({ value, min, max, isBookable, onSelect, labelledBy }: DateCalendarProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const locale = intlLocaleOf(language);
  const rtl = directionOf(language) === 'rtl';
  const [focused, setFocused] = useState(value ?? min);
  const month = monthOf(focused);
  const grid = useRef<HTMLTableElement>(null);

  const formats = useMemo(
    () => ({
      month: new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
      weekday: new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }),
      weekdayLong: new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }),
      day: new Intl.DateTimeFormat(locale, { day: 'numeric', timeZone: 'UTC' }),
      full: new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
    }),
    [locale],
  );
  const weeks = monthWeeks(month);
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
          {formats.month.format(utc(`${month}-01`))}
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
              <th key={day} scope="col" abbr={formats.weekdayLong.format(utc(day))}>
                {formats.weekday.format(utc(day))}
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
                    <button
                      type="button"
                      className="calendar__day"
                      data-date={date}
                      tabIndex={date === focused ? 0 : -1}
                      aria-disabled={!isBookable(date)}
                      aria-pressed={date === value}
                      aria-label={formats.full.format(utc(date))}
                      onClick={() => {
                        setFocused(date);
                        if (isBookable(date)) onSelect(date);
                      }}
                      onKeyDown={(event) => onKeyDown(event, date)}
                    >
                      {formats.day.format(utc(date))}
                    </button>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
