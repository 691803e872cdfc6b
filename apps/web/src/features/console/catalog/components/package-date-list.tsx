import { formatDate } from '@portal/domain/date-format';
import { useId, useState } from 'react';
import { useTranslation } from '../../../../lib/i18n.ts';

type PackageDateListProps = {
  label: string;
  hint: string;
  /** YYYY-MM-DD dates, sorted */
  dates: readonly string[];
  onChange: (dates: string[]) => void;
  error?: string | null | undefined;
};

/** A list of calendar dates (event dates, disabled dates): pick one and add it; each listed date can be removed. */
export function PackageDateList({ label, hint, dates, onChange, error }: PackageDateListProps) {
  const { t } = useTranslation();
  const id = useId();
  const [picked, setPicked] = useState('');
  const add = () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(picked)) return;
    onChange([...new Set([...dates, picked])].sort());
    setPicked('');
  };
  return (
    <div className="form-field package-dates" role="group" aria-labelledby={`${id}-label`}>
      <span className="form-field__label" id={`${id}-label`}>
        {label}
      </span>
      <div className="package-dates__add">
        <label className="visually-hidden" htmlFor={`${id}-input`}>
          {t('console-packages.dates.pick', { label })}
        </label>
        <input
          id={`${id}-input`}
          type="date"
          className="form-field__input"
          value={picked}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(event) => setPicked(event.target.value)}
        />
        <button type="button" className="button button--plain" disabled={!picked} onClick={add}>
          {t('console-packages.dates.add')}
        </button>
      </div>
      <p className="form-field__hint" id={`${id}-hint`}>
        {hint}
      </p>
      {dates.length > 0 && (
        <ul className="package-dates__list">
          {dates.map((date) => (
            <li key={date} className="package-dates__date">
              <bdi dir="ltr">{date}</bdi>
              <span className="visually-hidden">{formatDate(date)}</span>
              <button
                type="button"
                className="link-button"
                aria-label={t('console-packages.dates.remove', { date: formatDate(date) })}
                onClick={() => onChange(dates.filter((d) => d !== date))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
