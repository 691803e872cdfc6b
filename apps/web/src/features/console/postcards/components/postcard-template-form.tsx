import type { ConsolePostcardTemplate } from '@portal/contract/console';
import { useEffect, useId, useRef } from 'react';
import { TextField } from '../../../../components/text-field.tsx';
import { FormEnd } from '../../../../components/console-kit/form-parts.tsx';
import { useConsoleForm } from '../../../../components/console-kit/use-console-form.ts';
import { localized } from '../../../../lib/localized.ts';
import { showToast } from '../../../../lib/toasts.ts';
import { useSavePostcardTemplate } from '../api/postcard-templates.ts';
import {
  draftOfTemplate,
  emptyTemplateDraft,
  templateFieldOf,
  templateInput,
  templateProblems,
  type PostcardTemplateDraft,
} from '../postcard-template-draft.ts';
import { ImagePicker } from '../../shared/components/image-picker.tsx';
import { SwitchField } from '../../shared/components/switch-field.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';

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

  const submit = form.submitTo(
    save,
    (typed) => templateInput(typed, template?.id ?? null),
    (saved) => {
      showToast(
        'success',
        t(template ? 'console-catalogue.form.saved' : 'console-catalogue.form.created', { name: localized(saved, 'name') }),
      );
      onClose();
    },
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
              {...form.text('name')}
              maxLength={120}
              lang="en"
              dir="ltr"
              autoComplete="off"
            />
            <TextField
              label={t('console-catalogue.form.arabic_name')}
              {...form.text('arabic_name')}
              maxLength={120}
              lang="ar"
              dir="rtl"
              autoComplete="off"
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
            {...form.text('price')}
            inputMode="decimal"
            dir="ltr"
            autoComplete="off"
          />
          <SwitchField
            label={t('console-catalogue.form.customisable')}
            hint={t('console-catalogue.form.customisable_hint')}
            {...form.toggle('customisable')}
          />
          <SwitchField
            label={t('console-catalogue.form.enable')}
            hint={t('console-catalogue.form.enable_hint')}
            {...form.toggle('enable')}
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
