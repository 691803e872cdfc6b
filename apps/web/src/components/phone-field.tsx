import { nextPhoneValue } from '../lib/phone-input.ts';
import { TextField } from './text-field.tsx';

type PhoneFieldProps = {
  label: string;
  /** the input's form name (the sign-in forms send `mobile`, an address `phone`) */
  name: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
};

/**
 * A mobile number (spec part 1 §5, §9; part 2 §5): prefilled +971, back to +971 when cleared below 4
 * characters. A text input with a phone keypad, so pasted and autofilled numbers in any format are
 * accepted; the number is checked when the form is sent. Numbers read left to right in Arabic too.
 */
export function PhoneField({ label, name, hint, value, onChange, error }: PhoneFieldProps) {
  return (
    <TextField
      label={label}
      hint={hint}
      error={error}
      type="text"
      name={name}
      inputMode="tel"
      autoComplete="tel"
      dir="ltr"
      maxLength={32}
      value={value}
      onChange={(event) => onChange(nextPhoneValue(event.target.value))}
    />
  );
}
