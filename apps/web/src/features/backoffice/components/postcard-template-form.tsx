import type { ConsolePostcardTemplate } from '@portal/contract/console';
import { useEffect, useId, useRef } from 'react';
import { TextField } from '../../../components/text-field.tsx';
import { FormEnd } from '../../../components/console-kit/form-parts.tsx';
import { useConsoleForm } from '../../../components/console-kit/use-console-form.ts';
import { localized } from '../../../lib/localized.ts';
import { showToast } from '../../../lib/toasts.ts';
import { useSavePostcardTemplate } from '../api/postcard-templates.ts';
import {
  draftOfTemplate,
  emptyTemplateDraft,
  templateFieldOf,
  templateInput,
  templateProblems,
  type PostcardTemplateDraft,
} from '../postcard-template-draft.ts';
import { ImagePicker } from './image-picker.tsx';
import { SwitchField } from './switch-field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

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
  const form = useConsoleForm<PostcardTemplateDraft>({
    initial: () => (template ? draftOfTemplate(template) : emptyTemplateDraft),
    check: templateProblems,
    problemText: (key) => t(`console-catalogue.problems.${key}`),
    refusal: {
      fieldOf: templateFieldOf,
      text: (field) => t(`console-catalogue.refused.${field}`),
      checkFields: t('console-catalogue.form.check_fields'),
    },
  });
  const { draft, problems, edit, formRef } = form;

  // the form opens above the list: take the keyboard (and the reader's attention) there
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const submit = form.onSubmit((typed) =>
    save.mutate(templateInput(typed, template?.id ?? null), {
      onSuccess: (saved) => {
        form.saved();
        showToast(
          'success',
          t(template ? 'console-catalogue.form.saved' : 'console-catalogue.form.created', { name: localized(saved, 'name') }),
        );
        onClose();
      },
      onError: form.refuse,
    }),
  );

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
        <FormEnd
          failure={form.failure}
          className="template-form__actions"
          pending={save.isPending}
          label={t('console-catalogue.form.save')}
          pendingLabel={t('console-catalogue.form.saving')}
        >
          <button type="button" className="button button--plain" onClick={onClose}>
            {t('console-catalogue.form.cancel')}
          </button>
        </FormEnd>
      </form>
    </section>
  );
}
