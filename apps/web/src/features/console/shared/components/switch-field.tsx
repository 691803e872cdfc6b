import { useId } from 'react';

type SwitchFieldProps = {
  label: string;
  /** what on and off mean, read with the switch */
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
};

/** An on/off setting of a console form: a real checkbox with the switch role, so Space toggles it and readers say "on" or "off". */
export function SwitchField({ label, hint, checked, onChange }: SwitchFieldProps) {
  const hintId = useId();
  return (
    <div className="switch-field">
      <label className="switch-field__label">
        <input
          className="switch-field__input"
          type="checkbox"
          role="switch"
          checked={checked}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span className="switch-field__track" aria-hidden="true" />
        <span>{label}</span>
      </label>
      <p className="form-field__hint" id={hintId}>
        {hint}
      </p>
    </div>
  );
}
