import type { ComponentProps, ReactNode } from 'react';
import { FormField } from './form-field.tsx';

type TextFieldProps = Omit<ComponentProps<'input'>, 'id' | 'className' | 'aria-invalid' | 'aria-describedby'> & {
  label: string;
  /** the field's problem in the current language */
  error?: string | null | undefined;
  hint?: ReactNode;
  /** a class for the field's wrapper (the input itself is always form-field__input) */
  className?: string;
};

/** A labelled one-line input in a FormField: the rest of the props go to the <input>. */
export function TextField({ label, error, hint, className, ...input }: TextFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} className={className}>
      {(control) => <input {...input} {...control} className="form-field__input" />}
    </FormField>
  );
}
