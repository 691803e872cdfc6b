import type { Ref } from 'react';
import { FormField } from '../../../components/form-field.tsx';
import { nextPhoneValue } from '../phone-input.ts';

type PhoneFieldProps = {
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * The mobile number (spec part 1 §5, §9): prefilled +971, back to +971 when cleared below 4 characters.
 * A text input with a phone keypad, so pasted and autofilled numbers in any format are accepted; the
 * number is checked and turned into E.164 when the form is sent. Numbers read left to right in Arabic too.
 */
export function PhoneField({ label, hint, value, onChange, error, inputRef }: PhoneFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          ref={inputRef}
          className="form-field__input"
          type="text"
          name="mobile"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          maxLength={32}
          value={value}
          onChange={(event) => onChange(nextPhoneValue(event.target.value))}
        />
      )}
    </FormField>
  );
}
