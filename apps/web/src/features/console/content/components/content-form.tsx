import { useState, type ComponentProps, type ReactNode } from 'react';
import { FormField, useFocusFirstInvalid } from '../../../../components/form-field.tsx';
import { errorMessageOf, refusedFieldsOf } from '../../../../lib/api.ts';
import { useTranslation } from '../../../../lib/i18n.ts';

/**
 * What the home and content forms share: problems named at their fields (found before sending or refused
 * by the server), a message for the rest, and the footer with Save. What was typed is never reset here.
 */

/** The problems the forms name, as keys of console-content.problems. */
export type ContentProblem = 'required' | 'image' | 'link' | 'tag' | 'code' | 'phone' | 'email' | 'invalid';
export type ContentProblems = Partial<Record<string, ContentProblem>>;

/** A link the server takes (console-content.ts linkInput): empty, a path of this site, or an http(s) address. */
const linkPattern = /^(\/\S*|https?:\/\/\S+)?$/;
export const isLink = (value: string) => linkPattern.test(value.trim());

/** The problem a field the server refused is shown with, by the field's kind. */
function refusedProblem(field: string): ContentProblem {
  if (/image$|^image\d$/.test(field)) return 'image';
  if (/link$/.test(field)) return 'link';
  if (/^tag\d$/.test(field)) return 'tag';
  if (field === 'code') return 'code';
  if (field === 'phone' || field === 'whatsapp') return 'phone';
  if (field === 'email') return 'email';
  return 'invalid';
}

export function useContentForm() {
  const { t } = useTranslation();
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const [problems, setProblems] = useState<ContentProblems>({});
  const [failure, setFailure] = useState<string | null>(null);

  /** Shows the problems found before sending; true when there are none and the form may be sent. */
  const checked = (found: ContentProblems) => {
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length === 0) return true;
    focusFirstInvalid();
    return false;
  };

  /** Names the fields the server refused; a refusal naming none (or other fields) is said in the form's alert. */
  const refused = (error: Error, fieldsOfForm: readonly string[]) => {
    const fields = Object.keys(refusedFieldsOf(error));
    const known = fields.filter((field) => fieldsOfForm.includes(field));
    setProblems(Object.fromEntries(known.map((field) => [field, refusedProblem(field)])));
    setFailure(
      known.length > 0 && known.length === fields.length ? t('console-content.form.check_fields') : errorMessageOf(error),
    );
    focusFirstInvalid();
  };

  const problemText = (field: string) => {
    const problem = problems[field];
    return problem ? t(`console-content.problems.${problem}`) : undefined;
  };

  /** A corrected field stops showing its problem; the others stay until the next save. */
  const corrected = (field: string) => setProblems((current) => ({ ...current, [field]: undefined }));

  return { formRef, checked, refused, problemText, corrected, failure };
}

type TextAreaFieldProps = Omit<ComponentProps<'textarea'>, 'id' | 'className' | 'aria-invalid' | 'aria-describedby'> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
};

/** A labelled text area for a page's text, in the style of TextField. */
export function TextAreaField({ label, error, hint, ...textarea }: TextAreaFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {(control) => <textarea {...textarea} {...control} className="form-field__input content-form__textarea" />}
    </FormField>
  );
}

type FormFooterProps = { busy: boolean; failure: string | null; onCancel?: () => void };

/** The form's alert and its Save (and Cancel) buttons. */
export function FormFooter({ busy, failure, onCancel }: FormFooterProps) {
  const { t } = useTranslation();
  return (
    <>
      {failure && (
        <p className="console-alert" role="alert">
          {failure}
        </p>
      )}
      <div className="content-form__actions">
        <button type="submit" className="button" aria-busy={busy} disabled={busy}>
          {busy && <span className="spinner" aria-hidden="true" />}
          {busy ? t('console-content.form.saving') : t('console-content.form.save')}
        </button>
        {onCancel && (
          <button type="button" className="button button--plain" onClick={onCancel}>
            {t('console-content.form.cancel')}
          </button>
        )}
      </div>
    </>
  );
}
