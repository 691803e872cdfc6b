import { useId } from 'react';

type PackageChoiceListProps<V extends string | number> = {
  legend: string;
  options: readonly { value: V; label: string; lang?: string }[];
  selected: readonly V[];
  onChange: (selected: V[]) => void;
  /** a problem of the whole group, in the current language */
  error?: string | null | undefined;
};

/** A group of checkboxes (weekdays, amenities, tags, checkout sites): the checked values, in the options' order. */
export function PackageChoiceList<V extends string | number>({
  legend,
  options,
  selected,
  onChange,
  error,
}: PackageChoiceListProps<V>) {
  const errorId = useId();
  const toggle = (value: V, on: boolean) =>
    onChange(options.map((o) => o.value).filter((v) => (v === value ? on : selected.includes(v))));
  return (
    <fieldset className="package-choices" aria-describedby={error ? errorId : undefined}>
      <legend className="form-field__label">{legend}</legend>
      <div className="package-choices__options">
        {options.map((option) => (
          <label key={option.value} className="package-choices__option">
            <input
              type="checkbox"
              checked={selected.includes(option.value)}
              aria-invalid={error ? true : undefined}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            <span lang={option.lang}>{option.label}</span>
          </label>
        ))}
      </div>
      {error && (
        <p className="field-error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
