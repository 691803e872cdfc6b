import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';

type ProductQuantityProps = { value: number; max: number; onChange: (value: number) => void };

/** − quantity + for Add to Cart: from 1 up to `max` (the stock of what is chosen); the value is announced as it changes. */
export function ProductQuantity({ value, max, onChange }: ProductQuantityProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="product-quantity" role="group" aria-labelledby={`${id}-label`}>
      <span className="product-quantity__label" id={`${id}-label`}>
        {t('product.quantity')}
      </span>
      <button
        type="button"
        className="counter__button"
        aria-label={t('product.decrease')}
        disabled={value <= 1}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <output className="counter__value" aria-live="polite" aria-labelledby={`${id}-label`}>
        {value}
      </output>
      <button
        type="button"
        className="counter__button"
        aria-label={t('product.increase')}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </div>
  );
}
