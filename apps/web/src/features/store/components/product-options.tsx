import type { VariationAttribute } from '@portal/contract/store';
import { useId } from 'react';
import { useLanguage } from '../../../lib/i18n.ts';
import { localized } from '../../../lib/localized.ts';
import type { AttributeChoice } from '../variant-picker.ts';

/** An option's label in the current language: its Arabic twin in `arabic_values` when there is one. */
function optionLabel(attribute: VariationAttribute, value: string, arabic: boolean): string {
  if (!arabic) return value;
  const twin = attribute.arabic_values[attribute.values.indexOf(value)]?.trim();
  return twin || value;
}

type ProductOptionsProps = {
  choices: readonly AttributeChoice[];
  onChoose: (attributeName: string, value: string) => void;
};

/**
 * The variation attributes as radio groups (spec part 2 §2.6, §5): options incompatible with the current
 * choice are disabled (variant-picker.ts says which). Native radios, so the arrow keys move within a
 * group and skip the disabled ones, and screen readers announce them as unavailable.
 */
export function ProductOptions({ choices, onChoose }: ProductOptionsProps) {
  const language = useLanguage();
  const id = useId();
  return (
    <div className="product-options">
      {choices.map(({ attribute, options, chosen }) => (
        <fieldset className="product-options__group" key={attribute.id}>
          <legend className="product-options__legend">{localized(attribute, 'name', language)}</legend>
          <div className="product-options__values">
            {options.map(({ value, disabled }) => (
              <label className="product-option" key={value}>
                <input
                  className="product-option__input"
                  type="radio"
                  name={`${id}-${attribute.id}`}
                  value={value}
                  checked={chosen === value}
                  disabled={disabled}
                  onChange={() => onChoose(attribute.name, value)}
                />
                <span className="product-option__label">{optionLabel(attribute, value, language === 'ae')}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
