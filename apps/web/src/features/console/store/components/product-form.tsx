import { storeDesignLimits, type ConsoleProduct } from '@portal/contract/console-store';
import { useState, type FormEvent } from 'react';
import { FormField, useFocusFirstInvalid } from '../../../../components/form-field.tsx';
import { TextField } from '../../../../components/text-field.tsx';
import { localized } from '../../../../lib/localized.ts';
import { showToast } from '../../../../lib/toasts.ts';
import { useConsoleCollections, useConsoleStores, useConsoleStoreTags, useSaveProduct } from '../api/store-catalogue.ts';
import { draftOfProduct, emptyProductDraft, productInput, type AttributeDraft, type ProductDraft } from '../product-draft.ts';
import { slugOf } from '@portal/domain/slug';
import { ProductVariantsEditor } from './product-variants-editor.tsx';
import { BilingualFields } from '../../shared/components/store-bilingual-fields.tsx';
import { PictureList } from './store-picture-list.tsx';
import { refusalOf } from './store-refusals.ts';
import { SwitchField } from '../../shared/components/switch-field.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';

type ProductFormProps = {
  /** the product to change, or null for a new one */
  product: ConsoleProduct | null;
  /** the store a new product goes into */
  storeId: number;
  onSaved: (saved: ConsoleProduct) => void;
};

/** The empty fields a product cannot be saved without, found before asking the server. */
function missingFields(draft: ProductDraft): Record<string, true> {
  const missing: Record<string, true> = {};
  if (!draft.titles[0].trim()) missing.product_title = true;
  if (!draft.titles[1].trim()) missing.arabic_title = true;
  if (!draft.slug.trim()) missing.slug = true;
  if (!draft.price.trim()) missing.price = true;
  return missing;
}

/**
 * A product's form: titles and descriptions in both languages, slug, price, ordered pictures, vendor
 * destination, shown to visitors or not, collections, tags, variation attributes and variants. Its stock
 * is not typed here (the stock panel records each change with a reason). Problems are named at their
 * fields, and what was typed stays.
 */
export function ProductForm({ product, storeId, onSaved }: ProductFormProps) {
  const { t } = useTranslation();
  const save = useSaveProduct();
  const stores = useConsoleStores();
  const collections = useConsoleCollections();
  const tags = useConsoleStoreTags();
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const [draft, setDraft] = useState<ProductDraft>(() => (product ? draftOfProduct(product) : emptyProductDraft(storeId)));
  // a new product's slug follows its English title until the operator types one
  const [slugTyped, setSlugTyped] = useState(product !== null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const edit = <K extends keyof ProductDraft>(field: K, value: ProductDraft[K]) => setDraft((d) => ({ ...d, [field]: value }));
  const problem = (field: string) => problems[field];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const missing = Object.keys(missingFields(draft));
    if (missing.length > 0) {
      setProblems(Object.fromEntries(missing.map((field) => [field, t('console-store.form.required')])));
      focusFirstInvalid();
      return;
    }
    setProblems({});
    save.mutate(productInput(draft, product?.id ?? null), {
      onSuccess: ({ data }) => {
        showToast(
          'success',
          t(product ? 'console-store.form.saved' : 'console-store.form.created', { name: localized(data, 'product_title') }),
        );
        // new variants now have ids: the next save changes them instead of adding them again
        setDraft(draftOfProduct(data));
        setSlugTyped(true);
        onSaved(data);
      },
      onError: (error) => {
        const refusal = refusalOf(error, t);
        setProblems(refusal.problems);
        setFailure(refusal.summary);
        focusFirstInvalid();
      },
    });
  };

  const toggle = (field: 'collection_ids' | 'tag_ids', id: number, on: boolean) =>
    edit(field, on ? [...draft[field], id] : draft[field].filter((x) => x !== id));

  return (
    <form ref={formRef} className="store-form" onSubmit={submit} noValidate>
      <fieldset className="store-form__fields" disabled={save.isPending}>
        <BilingualFields
          labels={[t('console-store.product.title_en'), t('console-store.product.title_ar')]}
          values={draft.titles}
          maxLength={200}
          errors={[problem('product_title'), problem('arabic_title')]}
          onChange={(titles) => {
            setDraft((d) => ({ ...d, titles, slug: slugTyped ? d.slug : slugOf(titles[0]) }));
          }}
        />
        <TextField
          label={t('console-store.form.slug')}
          hint={t('console-store.form.slug_hint')}
          error={problem('slug')}
          value={draft.slug}
          maxLength={120}
          dir="ltr"
          autoComplete="off"
          onChange={(event) => {
            setSlugTyped(true);
            edit('slug', event.target.value);
          }}
        />
        <BilingualFields
          multiline
          labels={[t('console-store.product.description_en'), t('console-store.product.description_ar')]}
          values={draft.descriptions}
          maxLength={20_000}
          errors={[problem('product_description'), problem('arabic_description')]}
          onChange={(descriptions) => edit('descriptions', descriptions)}
        />
        <TextField
          className="store-form__price"
          label={t('console-store.product.price')}
          hint={t('console-store.product.price_hint')}
          error={problem('price')}
          value={draft.price}
          inputMode="decimal"
          dir="ltr"
          autoComplete="off"
          onChange={(event) => edit('price', event.target.value)}
        />
        <PictureList
          label={t('console-store.product.images')}
          pictures={draft.images}
          max={storeDesignLimits.productImages}
          error={problem('images')}
          errorAt={(index) => problem(`images.${index}`)}
          onChange={(images) => edit('images', images)}
        />
        <FormField
          label={t('console-store.product.vendor')}
          hint={t('console-store.product.vendor_hint')}
          error={problem('vendor_destination_id')}
        >
          {(control) => (
            <select
              {...control}
              className="form-field__input"
              value={draft.vendor_destination_id}
              onChange={(event) => edit('vendor_destination_id', event.target.value)}
            >
              <option value="">{t('console-store.product.no_vendor')}</option>
              {stores.data?.destinations.map((destination) => (
                <option key={destination.id} value={destination.id}>
                  {localized(destination, 'name')}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <SwitchField
          label={t('console-store.product.enable')}
          hint={t('console-store.product.enable_hint')}
          checked={draft.enable}
          onChange={(on) => edit('enable', on)}
        />
        <CheckboxGroup
          legend={t('console-store.product.collections')}
          options={(collections.data ?? [])
            .filter((c) => c.store_id === draft.store_id)
            .map((c) => ({ id: c.id, label: localized(c, 'collection_name') }))}
          chosen={draft.collection_ids}
          error={problem('collection_ids')}
          onToggle={(id, on) => toggle('collection_ids', id, on)}
        />
        <CheckboxGroup
          legend={t('console-store.product.tags')}
          options={(tags.data ?? [])
            .filter((tag) => tag.store_id === draft.store_id)
            .map((tag) => ({ id: tag.id, label: localized(tag, 'value') }))}
          chosen={draft.tag_ids}
          error={problem('tag_ids')}
          onToggle={(id, on) => toggle('tag_ids', id, on)}
        />
        <AttributesEditor
          attributes={draft.attributes}
          problems={problems}
          onChange={(attributes) => edit('attributes', attributes)}
        />
        <ProductVariantsEditor
          attributes={draft.attributes}
          variants={draft.variants}
          problems={problems}
          onChange={(variants) => edit('variants', variants)}
        />
      </fieldset>
      {failure && (
        <p className="field-error" role="alert">
          {failure}
        </p>
      )}
      <div className="store-form__actions">
        <button type="submit" className="button" aria-busy={save.isPending} disabled={save.isPending}>
          {save.isPending && <span className="spinner" aria-hidden="true" />}
          {save.isPending ? t('console-store.form.saving') : t('console-store.product.save')}
        </button>
      </div>
    </form>
  );
}

type CheckboxGroupProps = {
  legend: string;
  options: { id: number; label: string }[];
  chosen: number[];
  error: string | undefined;
  onToggle: (id: number, on: boolean) => void;
};

/** Several of a list (collections, tags) as checkboxes that wrap. */
function CheckboxGroup({ legend, options, chosen, error, onToggle }: CheckboxGroupProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="store-checks" aria-invalid={error ? true : undefined}>
      <legend className="form-field__label">{legend}</legend>
      {options.length === 0 && <p className="form-field__hint">{t('console-store.product.none_yet')}</p>}
      <div className="store-checks__options">
        {options.map((option) => (
          <label key={option.id} className="store-checks__option">
            <input
              type="checkbox"
              checked={chosen.includes(option.id)}
              onChange={(event) => onToggle(option.id, event.target.checked)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

type AttributesEditorProps = {
  attributes: AttributeDraft[];
  problems: Record<string, string>;
  onChange: (attributes: AttributeDraft[]) => void;
};

/** The variation attributes (e.g. Size: S, M, L), each named in both languages with its values as a comma list. */
function AttributesEditor({ attributes, problems, onChange }: AttributesEditorProps) {
  const { t } = useTranslation();
  const change = (index: number, attribute: AttributeDraft) => onChange(attributes.map((a, i) => (i === index ? attribute : a)));
  return (
    <fieldset className="store-rows">
      <legend className="form-field__label">{t('console-store.attributes.title')}</legend>
      <p className="form-field__hint">{t('console-store.attributes.explained')}</p>
      {attributes.map((attribute, index) => (
        <div key={index} className="store-row">
          <BilingualFields
            labels={[
              t('console-store.attributes.name_en', { n: index + 1 }),
              t('console-store.attributes.name_ar', { n: index + 1 }),
            ]}
            values={[attribute.name, attribute.arabic_name]}
            maxLength={40}
            errors={[problems[`variation_attributes.${index}`], undefined]}
            onChange={([name, arabic_name]) => change(index, { ...attribute, name, arabic_name })}
          />
          <BilingualFields
            labels={[
              t('console-store.attributes.values_en', { n: index + 1 }),
              t('console-store.attributes.values_ar', { n: index + 1 }),
            ]}
            values={[attribute.values, attribute.arabic_values]}
            maxLength={600}
            onChange={([values, arabic_values]) => change(index, { ...attribute, values, arabic_values })}
          />
          <button
            type="button"
            className="link-button"
            aria-label={t('console-store.attributes.remove_named', { n: index + 1 })}
            onClick={() => onChange(attributes.filter((_, i) => i !== index))}
          >
            {t('console-store.attributes.remove')}
          </button>
        </div>
      ))}
      {problems.variation_attributes && (
        <p className="field-error" role="alert">
          {problems.variation_attributes}
        </p>
      )}
      {attributes.length < storeDesignLimits.attributes && (
        <button
          type="button"
          className="button button--plain"
          onClick={() => onChange([...attributes, { name: '', arabic_name: '', values: '', arabic_values: '' }])}
        >
          {t('console-store.attributes.add')}
        </button>
      )}
    </fieldset>
  );
}
