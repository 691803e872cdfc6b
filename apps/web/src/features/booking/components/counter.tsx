import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';

type CounterProps = {
  label: string;
  /** a price or other hint under the label */
  hint?: string;
  value: number;
  onChange: (delta: 1 | -1) => void;
  /** a counter without a price cannot change (spec part 1 §5 Add-ons) */
  frozen?: boolean;
};

/** − value + with the value announced as it changes; the buttons name what they change. */
export function Counter({ label, hint, value, onChange, frozen = false }: CounterProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="counter" role="group" aria-labelledby={`${id}-label`}>
      <span className="counter__label" id={`${id}-label`}>
        {label}
        {hint && <span className="counter__hint">{hint}</span>}
      </span>
      <span className="counter__controls">
        <button
          type="button"
          className="counter__button"
          aria-label={t('booking.flow.decrease', { name: label })}
          disabled={frozen || value <= 0}
          onClick={() => onChange(-1)}
        >
          −
        </button>
        <output className="counter__value" aria-live="polite" aria-label={label}>
          {value}
        </output>
        <button
          type="button"
          className="counter__button"
          aria-label={t('booking.flow.increase', { name: label })}
          disabled={frozen}
          onClick={() => onChange(1)}
        >
          +
        </button>
      </span>
    </div>
  );
}
