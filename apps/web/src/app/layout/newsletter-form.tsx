import { useId, useState, type FormEvent } from 'react';
import { isValidEmail } from '../../lib/email.ts';
import { showToast } from '../../lib/toasts.ts';
import { useTranslation } from '../../lib/i18n.ts';

type EmailProblem = 'email_required' | 'email_invalid';

/** spec part 1 §2: Subscribe only thanks the visitor; no call is made. */
export function NewsletterForm() {
  const { t } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<EmailProblem | null>(null);

  const subscribe = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = email.trim();
    if (!value) return setProblem('email_required');
    if (!isValidEmail(value)) return setProblem('email_invalid');
    setProblem(null);
    setEmail('');
    showToast('success', t('common.footer.subscribe_thanks'));
  };

  return (
    <form className="newsletter" noValidate onSubmit={subscribe} aria-labelledby={`${id}-heading`}>
      <h2 className="newsletter__heading" id={`${id}-heading`}>
        {t('common.footer.newsletter_heading')}
      </h2>
      <label className="visually-hidden" htmlFor={`${id}-email`}>
        {t('common.footer.email_label')}
      </label>
      <div className="newsletter__row">
        <input
          id={`${id}-email`}
          className="newsletter__input"
          type="email"
          name="email"
          dir="ltr"
          autoComplete="email"
          inputMode="email"
          placeholder={t('common.footer.email_placeholder')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={problem !== null}
          aria-describedby={problem ? `${id}-problem` : undefined}
        />
        <button type="submit" className="button">
          {t('common.footer.subscribe')}
        </button>
      </div>
      {problem && (
        <p className="field-error" id={`${id}-problem`} role="alert">
          {t(`common.footer.${problem}`)}
        </p>
      )}
    </form>
  );
}
