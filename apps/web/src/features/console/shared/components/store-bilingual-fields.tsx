import { FormField } from '../../../../components/form-field.tsx';
import { TextField } from '../../../../components/text-field.tsx';

type BilingualFieldsProps = {
  /** the English and Arabic labels */
  labels: [string, string];
  values: [string, string];
  onChange: (values: [string, string]) => void;
  errors?: [string | undefined, string | undefined];
  /** several lines (descriptions, about texts, page bodies) instead of one */
  multiline?: boolean;
  maxLength?: number;
};

/**
 * One text in both languages side by side, each typed in its own direction (decision 035: "names
 * and texts in English and Arabic side by side"); on a phone the two stack.
 */
export function BilingualFields({ labels, values, onChange, errors, multiline, maxLength }: BilingualFieldsProps) {
  const sides = [
    { lang: 'en', dir: 'ltr' as const },
    { lang: 'ar', dir: 'rtl' as const },
  ];
  const change = (side: number, value: string) => onChange(side === 0 ? [value, values[1]] : [values[0], value]);
  return (
    <div className="store-bilingual">
      {sides.map(({ lang, dir }, side) =>
        multiline ? (
          <FormField key={lang} label={labels[side]!} error={errors?.[side]}>
            {(control) => (
              <textarea
                {...control}
                className="form-field__input store-bilingual__text"
                lang={lang}
                dir={dir}
                rows={5}
                maxLength={maxLength}
                value={values[side]}
                onChange={(event) => change(side, event.target.value)}
              />
            )}
          </FormField>
        ) : (
          <TextField
            key={lang}
            label={labels[side]!}
            error={errors?.[side]}
            lang={lang}
            dir={dir}
            autoComplete="off"
            maxLength={maxLength}
            value={values[side]}
            onChange={(event) => change(side, event.target.value)}
          />
        ),
      )}
    </div>
  );
}
