import { storeDesignLimits } from '@portal/contract/console-store';
import { FormField } from '../../../../components/form-field.tsx';
import { TextField } from '../../../../components/text-field.tsx';
import { listOf, type AttributeDraft, type VariantDraft } from '../product-draft.ts';
import { useTranslation } from '../../../../lib/i18n.ts';

type VariantsEditorProps = {
  attributes: AttributeDraft[];
  variants: VariantDraft[];
  problems: Record<string, string>;
  onChange: (variants: VariantDraft[]) => void;
};

/** What a variant is called in the list: its chosen values, e.g. "M / Indigo". */
const variantName = (variant: VariantDraft, attributes: AttributeDraft[]) =>
  attributes.map((a) => variant.options[a.name] ?? '').join(' / ');

/**
 * A product's variants: one value of every attribute, a price and whether it is sold. Stock shows here but
 * is changed in the stock panel; a new variant starts with none.
 */
export function ProductVariantsEditor({ attributes, variants, problems, onChange }: VariantsEditorProps) {
  const { t } = useTranslation();
  const named = attributes.filter((a) => a.name.trim());
  const change = (index: number, variant: VariantDraft) => onChange(variants.map((v, i) => (i === index ? variant : v)));
  const add = () =>
    onChange([
      ...variants,
      {
        id: null,
        options: Object.fromEntries(named.map((a) => [a.name.trim(), listOf(a.values)[0] ?? ''])),
        price: '',
        enable: true,
        qty: 0,
      },
    ]);
  return (
    <fieldset className="store-rows">
      <legend className="form-field__label">{t('console-store.variants.title')}</legend>
      <p className="form-field__hint">{t('console-store.variants.explained')}</p>
      {variants.map((variant, index) => (
        <div key={variant.id ?? `new-${index}`} className="store-row store-row--variant">
          {named.map((attribute) => (
            <FormField
              key={attribute.name}
              label={t('console-store.variants.option', { name: attribute.name.trim(), n: index + 1 })}
              error={undefined}
            >
              {(control) => (
                <select
                  {...control}
                  className="form-field__input"
                  aria-invalid={problems[`variants.${index}`] ? true : undefined}
                  value={variant.options[attribute.name.trim()] ?? ''}
                  onChange={(event) =>
                    change(index, { ...variant, options: { ...variant.options, [attribute.name.trim()]: event.target.value } })
                  }
                >
                  {listOf(attribute.values).map((value) => (
                    <option key={value} value={value}>
                      {value}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          ))}
          <TextField
            label={t('console-store.variants.price', { n: index + 1 })}
            value={variant.price}
            inputMode="decimal"
            dir="ltr"
            autoComplete="off"
            onChange={(event) => change(index, { ...variant, price: event.target.value })}
          />
          <label className="store-checks__option">
            <input
              type="checkbox"
              checked={variant.enable}
              onChange={(event) => change(index, { ...variant, enable: event.target.checked })}
            />
            {t('console-store.variants.enable')}
          </label>
          <p className="store-row__stock">{t('console-store.variants.stock', { n: variant.qty })}</p>
          <button
            type="button"
            className="link-button"
            aria-label={t('console-store.variants.remove_named', { name: variantName(variant, named) || index + 1 })}
            onClick={() => onChange(variants.filter((_, i) => i !== index))}
          >
            {t('console-store.variants.remove')}
          </button>
          {problems[`variants.${index}`] && (
            <p className="field-error" role="alert">
              {problems[`variants.${index}`]}
            </p>
          )}
        </div>
      ))}
      {problems.variants && !variants.some((_, i) => problems[`variants.${i}`]) && (
        <p className="field-error" role="alert">
          {problems.variants}
        </p>
      )}
      {named.length > 0 && variants.length < storeDesignLimits.variants && (
        <button type="button" className="button button--plain" onClick={add}>
          {t('console-store.variants.add')}
        </button>
      )}
    </fieldset>
  );
}
