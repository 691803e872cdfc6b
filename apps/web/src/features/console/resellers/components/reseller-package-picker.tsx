import { useDeferredValue, useId, useState } from 'react';
import { localized } from '../../../../lib/localized.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { useResellerPackageChoices } from '../api/resellers.ts';
import type { ResellerPackage } from '../reseller-draft.ts';

type ResellerPackagePickerProps = {
  /** the chosen packages; empty: every package */
  value: ResellerPackage[];
  onChange: (packages: ResellerPackage[]) => void;
  error?: string | undefined;
  /** the chosen packages only, with no search or remove buttons (a revoked reseller) */
  readOnly?: boolean;
};

/**
 * The packages a reseller may sell: the chosen ones, each with a remove button, and a search that finds
 * packages by name (either language) to tick on or off. Nothing chosen means every package.
 */
export function ResellerPackagePicker({ value, onChange, error, readOnly = false }: ResellerPackagePickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [q, setQ] = useState('');
  const choices = useResellerPackageChoices(useDeferredValue(q.trim()), !readOnly);
  const chosen = new Set(value.map((choice) => choice.id));
  const toggle = (choice: ResellerPackage, on: boolean) =>
    onChange(on ? [...value, choice] : value.filter((other) => other.id !== choice.id));

  return (
    <fieldset className="coupon-packages" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <legend className="form-field__label">{t('console-resellers.form.packages')}</legend>
      <p className="form-field__hint" id={`${id}-hint`}>
        {value.length === 0
          ? t('console-resellers.form.packages_every')
          : t('console-resellers.form.packages_some', { count: value.length })}
      </p>
      {value.length > 0 && (
        <ul className="coupon-packages__chosen">
          {value.map((choice) => (
            <li key={choice.id} className="coupon-packages__chip">
              <span>{localized(choice, 'name')}</span>
              {!readOnly && (
                <button
                  type="button"
                  className="coupon-packages__remove"
                  aria-label={t('console-resellers.form.package_remove', { name: localized(choice, 'name') })}
                  onClick={() => toggle(choice, false)}
                >
                  <span aria-hidden="true">×</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {!readOnly && (
        <>
          <label className="form-field__label" htmlFor={`${id}-q`}>
            {t('console-resellers.form.package_search')}
          </label>
          <input
            id={`${id}-q`}
            type="search"
            className="form-field__input"
            value={q}
            maxLength={200}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            onChange={(event) => setQ(event.target.value)}
          />
          <ul
            className="coupon-packages__results"
            aria-busy={choices.isFetching}
            aria-label={t('console-resellers.form.package_results')}
          >
            {choices.data?.map((choice) => (
              <li key={choice.id}>
                <label className="coupon-packages__option">
                  <input
                    type="checkbox"
                    checked={chosen.has(choice.id)}
                    onChange={(event) => toggle(choice, event.target.checked)}
                  />
                  <span>{localized(choice, 'name')}</span>
                </label>
              </li>
            ))}
          </ul>
          {choices.data?.length === 0 && <p className="form-field__hint">{t('console-resellers.form.package_none_found')}</p>}
        </>
      )}
      {error && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
