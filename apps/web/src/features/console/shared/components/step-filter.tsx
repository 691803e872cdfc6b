import { useTranslation } from '../../../../lib/i18n.ts';

/**
 * The 'Show' radio group above a queue (store orders, postcards): `null` is the queue's default view
 * (what still needs work), the other options its steps.
 */
export function StepFilter<Step extends string>({
  name,
  options,
  value,
  onChange,
  label,
}: {
  name: string;
  options: readonly (Step | null)[];
  value: Step | null;
  onChange: (step: Step | null) => void;
  label: (step: Step | null) => string;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="backoffice__filter">
      <legend>{t('backoffice.show')}</legend>
      {options.map((option) => (
        <label key={option ?? 'default'} className="backoffice__filter-option">
          <input type="radio" name={name} checked={value === option} onChange={() => onChange(option)} />
          {label(option)}
        </label>
      ))}
    </fieldset>
  );
}
