import { emirates, type Address, type Emirate } from '@portal/contract/store';
import { useState, type FormEvent } from 'react';
import { FormField, useFocusFirstInvalid } from '../../../components/form-field.tsx';
import { PhoneField } from '../../../components/phone-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { errorMessageOf } from '../../../lib/api.ts';
import { emptyAddress, missingField, newAddressOf, type AddressFields, type MissingField } from '../address-form.ts';
import { useAddAddress } from '../api/checkout.ts';
import { useTranslation } from '../../../lib/i18n.ts';

type AddressFormProps = {
  onSaved: (address: Address) => void;
  onCancel?: () => void;
};

/**
 * The new delivery address (spec part 2 §3, §5): name, phone starting at the UAE's +971, address, city,
 * the emirate (Dhabi first), the country fixed to the United Arab Emirates, and a landmark. A missing
 * name, phone or address gets its own alert, the first one at a time, as the specification words them.
 */
export function AddressForm({ onSaved, onCancel }: AddressFormProps) {
  const { t } = useTranslation();
  const [fields, setFields] = useState<AddressFields>(emptyAddress);
  const [missing, setMissing] = useState<MissingField | null>(null);
  const add = useAddAddress();
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  const set = (name: keyof AddressFields, value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    if (missing === name) setMissing(null);
  };
  const errorOf = (name: MissingField) => (missing === name ? t(`cart.checkout.missing.${name}`) : null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (add.isPending) return;
    const first = missingField(fields);
    setMissing(first);
    if (first) return focusFirstInvalid();
    add.mutate(newAddressOf(fields), {
      onSuccess: (answer) => {
        setFields(emptyAddress);
        onSaved(answer.data);
      },
    });
  };

  return (
    <form ref={formRef} className="address-form" onSubmit={submit} noValidate>
      <TextField
        label={t('cart.checkout.field.name')}
        error={errorOf('name')}
        name="name"
        autoComplete="name"
        maxLength={120}
        value={fields.name}
        onChange={(e) => set('name', e.target.value)}
      />
      <PhoneField
        label={t('cart.checkout.field.phone')}
        name="phone"
        value={fields.phone}
        onChange={(value) => set('phone', value)}
        error={errorOf('phone')}
      />
      <FormField className="address-form__wide" label={t('cart.checkout.field.address')} error={errorOf('address')}>
        {(control) => (
          <textarea
            {...control}
            className="form-field__input"
            name="address"
            autoComplete="street-address"
            rows={2}
            maxLength={300}
            value={fields.address}
            onChange={(e) => set('address', e.target.value)}
          />
        )}
      </FormField>
      <TextField
        label={t('cart.checkout.field.city')}
        name="city"
        autoComplete="address-level2"
        maxLength={100}
        value={fields.city}
        onChange={(e) => set('city', e.target.value)}
      />
      <FormField label={t('cart.checkout.field.state')}>
        {(control) => (
          <select
            {...control}
            className="form-field__input"
            name="state"
            value={fields.state}
            onChange={(e) => set('state', e.target.value as Emirate)}
          >
            {emirates.map((emirate) => (
              <option key={emirate} value={emirate}>
                {t(`cart.emirates.${emirate}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <TextField label={t('cart.checkout.field.country')} name="country" readOnly value={t('cart.checkout.country_name')} />
      <TextField
        className="address-form__wide"
        label={t('cart.checkout.field.landmark')}
        name="landmark"
        maxLength={200}
        value={fields.landmark}
        onChange={(e) => set('landmark', e.target.value)}
      />
      {add.isError && (
        <p className="field-error address-form__wide" role="alert">
          {errorMessageOf(add.error)}
        </p>
      )}
      <div className="address-form__actions address-form__wide">
        <button
          type="submit"
          className="button"
          aria-busy={add.isPending || undefined}
          aria-disabled={add.isPending || undefined}
        >
          {add.isPending && <span className="spinner" aria-hidden="true" />}
          {add.isPending ? t('cart.checkout.saving') : t('cart.checkout.save_address')}
        </button>
        {onCancel && (
          <button type="button" className="link-button" onClick={onCancel}>
            {t('cart.checkout.cancel_add')}
          </button>
        )}
      </div>
    </form>
  );
}
