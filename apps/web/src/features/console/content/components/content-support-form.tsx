import type { SupportContact } from '@portal/contract/site-content';
import { useState, type FormEvent } from 'react';
import { TextField } from '../../../../components/text-field.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';
import { showToast } from '../../../../lib/toasts.ts';
import { useSaveSupportContact } from '../api/content.ts';
import { blankSupportContact, supportProblems } from '../support-contact-draft.ts';
import { FormFooter, useContentForm } from './content-form.tsx';

const supportFields = ['phone', 'whatsapp', 'email', 'hours', 'arabic_hours'] as const;
type SupportField = (typeof supportFields)[number];

/** The support contact travellers see on tickets and in e-mails (decision 063): numbers, e-mail and hours in both languages. */
export function ContentSupportForm({ contact }: { contact: SupportContact | null }) {
  const { t } = useTranslation();
  const save = useSaveSupportContact();
  const { formRef, checked, refused, problemText, corrected, failure } = useContentForm();
  const [draft, setDraft] = useState<SupportContact>(() => contact ?? blankSupportContact);

  const edit = (field: SupportField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    corrected(field);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!checked(supportProblems(draft))) return;
    save.mutate(draft, {
      onSuccess: (saved) => {
        setDraft(saved);
        showToast('success', t('console-content.support.saved'));
      },
      onError: (error) => refused(error, supportFields),
    });
  };

  const field = (name: SupportField, options: { language?: 'en' | 'ar'; type?: string; hint?: string; maxLength: number }) => (
    <TextField
      label={t(`console-content.support.${name}`)}
      hint={options.hint}
      error={problemText(name)}
      value={draft[name]}
      maxLength={options.maxLength}
      type={options.type ?? 'text'}
      lang={options.language ?? 'en'}
      dir={options.language === 'ar' ? 'rtl' : 'ltr'}
      autoComplete="off"
      onChange={(event) => edit(name, event.target.value)}
    />
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="console-form">
      {!contact && <p role="status">{t('console-content.support.not_set')}</p>}
      <fieldset className="content-form__fields" disabled={save.isPending}>
        <div className="console-form__pair">
          {field('phone', { type: 'tel', hint: t('console-content.support.phone_hint'), maxLength: 32 })}
          {field('whatsapp', { type: 'tel', maxLength: 32 })}
        </div>
        {field('email', { type: 'email', maxLength: 254 })}
        <div className="console-form__pair">
          {field('hours', { hint: t('console-content.support.hours_hint'), maxLength: 200 })}
          {field('arabic_hours', { language: 'ar', maxLength: 200 })}
        </div>
      </fieldset>
      <FormFooter busy={save.isPending} failure={failure} />
    </form>
  );
}
