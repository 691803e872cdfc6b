import { useId, useRef, useState, type FormEvent } from 'react';
import { FormField, useFocusFirstInvalid } from '../../../components/form-field.tsx';
import { ActionError, errorMessageOf } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useLanguage, useTranslation } from '../../../lib/i18n.ts';
import { useSendContactMessage } from '../api/send-contact-message.ts';
import {
  contactFields,
  contactProblems,
  problemsFromServer,
  type ContactField,
  type ContactProblems,
  type ContactValues,
} from '../contact-validation.ts';

const emptyValues: ContactValues = { name: '', email: '', message: '' };

function ContactForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = useId();
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const [values, setValues] = useState<ContactValues>(emptyValues);
  const [problems, setProblems] = useState<ContactProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const send = useSendContactMessage();

  const update = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (problems[field]) setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const showProblems = (found: ContactProblems) => {
    setProblems(found);
    focusFirstInvalid();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    setFailure(null);
    const found = contactProblems(values);
    if (Object.keys(found).length > 0) return showProblems(found);
    send.mutate(
      { name: values.name.trim(), email: values.email.trim(), message: values.message.trim(), language },
      {
        onSuccess: onSent,
        onError: (error) => {
          const fromServer = error instanceof ActionError ? problemsFromServer(error.failure.fields) : {};
          if (Object.keys(fromServer).length > 0) showProblems(fromServer);
          else setFailure(errorMessageOf(error));
        },
      },
    );
  };

  const problemText = (field: ContactField) => (problems[field] ? t(`static.contact.${problems[field]}`) : null);
  return (
    <section className="contact-form" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('static.contact.form_heading')}</h2>
      {failure && (
        <p className="flash-alert" role="alert">
          {failure}
        </p>
      )}
      <form ref={formRef} noValidate onSubmit={submit} aria-labelledby={headingId}>
        {contactFields.map((field) => (
          <FormField
            key={field}
            label={t(`static.contact.${field}`)}
            error={problemText(field)}
            hint={
              field === 'email'
                ? t('static.contact.email_hint')
                : field === 'message'
                  ? t('static.contact.message_hint')
                  : undefined
            }
          >
            {(control) =>
              field === 'message' ? (
                <textarea
                  {...control}
                  className="form-field__input form-field__input--area"
                  name={field}
                  rows={6}
                  maxLength={2000}
                  value={values[field]}
                  onChange={(event) => update(field, event.target.value)}
                />
              ) : (
                <input
                  {...control}
                  className="form-field__input"
                  name={field}
                  type={field === 'email' ? 'email' : 'text'}
                  autoComplete={field === 'email' ? 'email' : 'name'}
                  dir={field === 'email' ? 'ltr' : undefined}
                  maxLength={field === 'email' ? 254 : 100}
                  value={values[field]}
                  onChange={(event) => update(field, event.target.value)}
                />
              )
            }
          </FormField>
        ))}
        <button type="submit" className="button" aria-disabled={send.isPending || undefined}>
          {send.isPending ? t('static.contact.sending') : t('static.contact.send')}
        </button>
      </form>
    </section>
  );
}

/** /contactus: help text and a contact form that calls `contactUs` (spec part 2 §2.4). */
export function ContactPage() {
  const { t } = useTranslation();
  const title = t('static.contact.title');
  useDocumentTitle(title);
  const [sent, setSent] = useState(0);
  const [showForm, setShowForm] = useState(true);
  const successRef = useRef<HTMLDivElement>(null);
  return (
    <div className="page container static-page">
      <h1 className="page__title">{title}</h1>
      <p className="page__intro">{t('static.contact.help')}</p>
      {showForm ? (
        <ContactForm
          key={sent}
          onSent={() => {
            setShowForm(false);
            requestAnimationFrame(() => successRef.current?.focus());
          }}
        />
      ) : (
        <div className="form-success" role="status" tabIndex={-1} ref={successRef}>
          <p>{t('static.contact.sent')}</p>
          <button
            type="button"
            className="button"
            onClick={() => {
              setSent((n) => n + 1);
              setShowForm(true);
            }}
          >
            {t('static.contact.send_another')}
          </button>
        </div>
      )}
    </div>
  );
}
