import type { ConsolePostcardTemplate } from '@portal/contract/console';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { TextField } from '../../../components/text-field.tsx';
import { useFocusFirstInvalid } from '../../../components/form-field.tsx';
import { ActionError, errorMessageOf } from '../../../lib/api.ts';
import { localized } from '../../../lib/localized.ts';
import { showToast } from '../../../lib/toasts.ts';
import { useSavePostcardTemplate } from '../api/postcard-templates.ts';
import {
  draftOfTemplate,
  emptyTemplateDraft,
  splitServerFields,
  templateInput,
  templateProblems,
  type PostcardTemplateDraft,
  type TemplateField,
} from '../postcard-template-draft.ts';
import { ImagePicker } from './image-picker.tsx';
import { SwitchField } from './switch-field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

type Problems = Partial<Record<TemplateField, string>>;

type PostcardTemplateFormProps = {
  /** the template to change, or null for a new one */
  template: ConsolePostcardTemplate | null;
  onClose: () => void;
};

/**
 * A postcard template's form: both names side by side (each typed in its own direction), the picture, the
 * price in AED and the two switches. Problems found here or by the server are named at their fields, and
 * what was typed stays, so a refused save is corrected rather than typed again.
 */
export function PostcardTemplateForm({ template, onClose }: PostcardTemplateFormProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const save = useSavePostcardTemplate();
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const [draft, setDraft] = useState<PostcardTemplateDraft>(() => (template ? draftOfTemplate(template) : emptyTemplateDraft));
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);

  // the form opens above the list: take the keyboard (and the reader's attention) there
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const edit = <K extends TemplateField>(field: K, value: PostcardTemplateDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    // a corrected field stops showing its problem; the others stay until the next save
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const showServerRefusal = (error: Error) => {
    const fields = error instanceof ActionError ? error.failure.fields : undefined;
    const { known, other } = splitServerFields(fields ?? {});
    setProblems(Object.fromEntries(known.map((field) => [field, t(`console-catalogue.refused.${field}`)])));
    setFailure(known.length > 0 && other.length === 0 ? t('console-catalogue.form.check_fields') : errorMessageOf(error));
    focusFirstInvalid();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = templateProblems(draft);
    setProblems(Object.fromEntries(Object.entries(found).map(([field, key]) => [field, t(`console-catalogue.problems.${key}`)])));
    setFailure(null);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid();
      return;
    }
    save.mutate(templateInput(draft, template?.id ?? null), {
      onSuccess: (saved) => {
        showToast(
          'success',
          t(template ? 'console-catalogue.form.saved' : 'console-catalogue.form.created', { name: localized(saved, 'name') }),
        );
        onClose();
      },
      onError: showServerRefusal,
    });
  };

  return (
    <section className="template-form" aria-labelledby={headingId}>
      <h2 className="review__heading" id={headingId} ref={headingRef} tabIndex={-1}>
        {template
          ? t('console-catalogue.form.edit_title', { name: localized(template, 'name') })
          : t('console-catalogue.form.new_title')}
      </h2>
      <form ref={formRef} onSubmit={submit} noValidate>
        <fieldset className="template-form__fields" disabled={save.isPending}>
          <fieldset className="template-form__names">
            <legend className="visually-hidden">{t('console-catalogue.form.names')}</legend>
            <TextField
              label={t('console-catalogue.form.name')}
              error={problems.name}
              value={draft.name}
              maxLength={120}
              lang="en"
              dir="ltr"
              autoComplete="off"
              onChange={(event) => edit('name', event.target.value)}
            />
            <TextField
              label={t('console-catalogue.form.arabic_name')}
              error={problems.arabic_name}
              value={draft.arabic_name}
              maxLength={120}
              lang="ar"
              dir="rtl"
              autoComplete="off"
              onChange={(event) => edit('arabic_name', event.target.value)}
            />
          </fieldset>
          <ImagePicker
            label={t('console-catalogue.form.image')}
            value={draft.image}
            error={problems.image}
            onChange={(path) => edit('image', path)}
          />
          <TextField
            className="template-form__price"
            label={t('console-catalogue.form.price')}
            hint={t('console-catalogue.form.price_hint')}
            error={problems.price}
            value={draft.price}
            inputMode="decimal"
            dir="ltr"
            autoComplete="off"
            onChange={(event) => edit('price', event.target.value)}
          />
          <SwitchField
            label={t('console-catalogue.form.customisable')}
            hint={t('console-catalogue.form.customisable_hint')}
            checked={draft.customisable}
            onChange={(on) => edit('customisable', on)}
          />
          <SwitchField
            label={t('console-catalogue.form.enable')}
            hint={t('console-catalogue.form.enable_hint')}
            checked={draft.enable}
            onChange={(on) => edit('enable', on)}
          />
        </fieldset>
        {failure && (
          <p className="field-error" role="alert">
            {failure}
          </p>
        )}
        <div className="template-form__actions">
          <button type="submit" className="button" aria-busy={save.isPending} disabled={save.isPending}>
            {save.isPending && <span className="spinner" aria-hidden="true" />}
            {save.isPending ? t('console-catalogue.form.saving') : t('console-catalogue.form.save')}
          </button>
          <button type="button" className="button button--plain" onClick={onClose}>
            {t('console-catalogue.form.cancel')}
          </button>
        </div>
      </form>
    </section>
  );
}
