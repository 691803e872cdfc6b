import { useId, useState, type FormEvent } from 'react';
import { FormField } from '../../../components/form-field.tsx';
import { codeFromInput, codeLength } from '../code-input.ts';
import { formatCountdown } from '../countdown.ts';
import { codeProblem, type Problem } from '../validation.ts';
import { SubmitButton } from './submit-button.tsx';
import { Trans, useTranslation } from '../../../lib/i18n.ts';

type CodeStepProps = {
  /** where the code went, partly hidden by the server (a•••@example.com, +97150•••4567) */
  sentTo: string;
  /** the code is being checked */
  verifying: boolean;
  /** signed in: the form stays on screen, inert, while the success message shows */
  finished: boolean;
  onSubmit: (code: string) => void;
  resendSecondsLeft: number;
  resending: boolean;
  onResend: () => void;
  backLabel: string;
  onBack: () => void;
};

/**
 * The code step of sign-up and sign-in (spec part 1 §4): one field for the 6 digits that takes typing,
 * paste (with spaces or the whole message) and one-time-code autofill; 'Submit OTP', 'Sending' while the
 * code is checked; a resend button with its countdown.
 */
export function CodeStep(props: CodeStepProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const busy = props.verifying || props.finished;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = codeProblem(code);
    setProblem(found);
    if (found) {
      event.currentTarget.querySelector<HTMLInputElement>('input[name="otp"]')?.focus();
      return;
    }
    props.onSubmit(code);
  };

  const canResend = props.resendSecondsLeft === 0 && !props.resending && !busy;
  return (
    <form className="auth-form" noValidate onSubmit={submit} aria-labelledby={headingId}>
      <h2 className="auth-form__heading" id={headingId}>
        {t('accounts.code.heading')}
      </h2>
      <p className="auth-form__text">
        <Trans
          i18nKey="accounts.code.sent_to"
          values={{ destination: props.sentTo }}
          components={{ destination: <bdi dir="ltr" className="auth-form__destination" /> }}
        />
      </p>
      <FormField
        label={t('accounts.code.label')}
        hint={t('accounts.code.hint')}
        error={problem && t(`accounts.validation.${problem}`)}
      >
        {(control) => (
          <input
            {...control}
            className="form-field__input form-field__input--code"
            type="text"
            name="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={codeLength}
            dir="ltr"
            // the step opens because the visitor asked for a code: the code is what they type next
            autoFocus
            readOnly={props.finished}
            value={code}
            onChange={(event) => setCode(codeFromInput(event.target.value))}
            onPaste={(event) => {
              // maxlength would cut "123 456" to "123 45" before onChange sees it
              event.preventDefault();
              setCode(codeFromInput(event.clipboardData.getData('text')));
            }}
          />
        )}
      </FormField>
      <div className="auth-form__actions">
        <SubmitButton pending={props.verifying} pendingLabel={t('accounts.code.sending')} unavailable={props.finished}>
          {t('accounts.code.submit')}
        </SubmitButton>
        <button
          type="button"
          className="link-button"
          aria-disabled={canResend ? undefined : true}
          onClick={() => canResend && props.onResend()}
        >
          {props.resendSecondsLeft > 0
            ? t('accounts.code.resend_in', { time: formatCountdown(props.resendSecondsLeft) })
            : t('accounts.code.resend')}
        </button>
        <button type="button" className="link-button" aria-disabled={busy || undefined} onClick={() => !busy && props.onBack()}>
          {props.backLabel}
        </button>
      </div>
    </form>
  );
}
