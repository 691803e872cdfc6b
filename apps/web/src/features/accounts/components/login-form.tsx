import { defaultPhonePrefix, normalizeMobile } from '@portal/domain/identity';
import { useId, useState, type FormEvent } from 'react';
import { FlashAlert, useFlashAlert } from '../../../components/flash-alert.tsx';
import { useFocusFirstInvalid } from '../../../components/form-field.tsx';
import { PhoneField } from '../../../components/phone-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { errorMessageOf } from '../../../lib/api.ts';
import { useLanguage, useTranslation } from '../../../lib/i18n.ts';
import { useSendOtp, type CodeSent } from '../api/send-otp.ts';
import { useVerifyOtp } from '../api/verify-otp.ts';
import { formatCountdown, useSendCooldown } from '../countdown.ts';
import { failureOf, fieldErrorKeys } from '../failures.ts';
import { emailProblem, phoneProblem } from '../validation.ts';
import { CodeStep } from './code-step.tsx';
import { SubmitButton } from './submit-button.tsx';

type Method = 'mobile' | 'email';
/** spec part 1 §7 login: only the mobile or only the e-mail (a single identifier makes it a login). */
type Identifier = { email: string } | { mobile: string };

/**
 * Sign-in (spec part 1 §2, §4, §5): mobile number or e-mail, then the one-time code; 'Login Successfully'
 * once the code is right, and `onSignedIn`. A failed code shows the server's message (in the reader's
 * language) in a red alert for 2.5 seconds. The /login page and the sign-in sheet (decision 073) show it.
 */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const methodName = useId();

  const [method, setMethod] = useState<Method>('mobile');
  const [mobile, setMobile] = useState(defaultPhonePrefix);
  const [email, setEmail] = useState('');
  /** i18n key of the identifier field's error */
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ to: Identifier; answer: CodeSent } | null>(null);
  const [resent, setResent] = useState(false);
  const [done, setDone] = useState(false);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const sendOtp = useSendOtp();
  const verify = useVerifyOtp();
  const alert = useFlashAlert();
  const cooldown = useSendCooldown();

  const identifierText = method === 'mobile' ? (normalizeMobile(mobile) ?? mobile.trim()) : email.trim().toLowerCase();
  const secondsLeft = cooldown.secondsLeftFor(identifierText);

  const requestCode = (to: Identifier, onSent: (answer: CodeSent) => void) => {
    alert.clear();
    setResent(false);
    const key = 'email' in to ? to.email : to.mobile;
    sendOtp.mutate(
      { ...to, language },
      {
        onSuccess: (answer) => {
          cooldown.start(key, answer.resend_after);
          onSent(answer);
        },
        onError: (failed) => {
          const failure = failureOf(failed);
          if (failure?.code === 'resend_too_soon' && failure.retryAfter) cooldown.start(key, failure.retryAfter);
          const onField = failure && fieldErrorKeys(failure, [method]);
          if (onField?.[method]) {
            setSent(null);
            setError(onField[method]);
            focusFirstInvalid();
          } else {
            alert.show(errorMessageOf(failed));
          }
        },
      },
    );
  };

  const submitIdentifier = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sendOtp.isPending || secondsLeft > 0) return;
    const problem = method === 'mobile' ? phoneProblem(mobile) : emailProblem(email);
    setError(problem && `accounts.validation.${problem}`);
    if (problem) {
      focusFirstInvalid();
      return;
    }
    const to: Identifier = method === 'mobile' ? { mobile: identifierText } : { email: identifierText };
    requestCode(to, (answer) => setSent({ to, answer }));
  };

  const submitCode = (otp: string) => {
    if (!sent) return;
    alert.clear();
    verify.mutate(
      { ...sent.to, otp, language },
      {
        onSuccess: () => {
          setDone(true);
          onSignedIn();
        },
        onError: (failed) => alert.show(errorMessageOf(failed)),
      },
    );
  };

  const chooseMethod = (next: Method) => {
    setMethod(next);
    setError(null);
    alert.clear();
  };

  const errorText = error ? t(error) : null;

  return (
    <>
      <FlashAlert flash={alert.flash} />
      {done && (
        <p className="form-success" role="status">
          {t('accounts.messages.login_success')}
        </p>
      )}
      {resent && !done && (
        <p className="form-note" role="status">
          {t('accounts.code.resent')}
        </p>
      )}
      {sent ? (
        <CodeStep
          sentTo={sent.answer.sent_to}
          verifying={verify.isPending}
          finished={done}
          onSubmit={submitCode}
          resendSecondsLeft={cooldown.secondsLeftFor('email' in sent.to ? sent.to.email : sent.to.mobile)}
          resending={sendOtp.isPending}
          onResend={() => requestCode(sent.to, () => setResent(true))}
          backLabel={t(method === 'mobile' ? 'accounts.login.change_mobile' : 'accounts.login.change_email')}
          onBack={() => {
            alert.clear();
            setResent(false);
            setSent(null);
          }}
        />
      ) : (
        <form ref={formRef} className="auth-form" noValidate onSubmit={submitIdentifier}>
          <fieldset className="segmented">
            <legend className="segmented__legend">{t('accounts.login.method')}</legend>
            <div className="segmented__options">
              {(['mobile', 'email'] as const).map((option) => (
                <label key={option} className="segmented__option">
                  <input
                    type="radio"
                    name={methodName}
                    value={option}
                    checked={method === option}
                    onChange={() => chooseMethod(option)}
                  />
                  <span>{t(`accounts.login.by_${option}`)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          {method === 'mobile' ? (
            <PhoneField
              label={t('accounts.fields.mobile')}
              name="mobile"
              hint={t('accounts.fields.mobile_hint')}
              value={mobile}
              onChange={(value) => {
                setMobile(value);
                setError(null);
              }}
              error={errorText}
            />
          ) : (
            <TextField
              label={t('accounts.fields.email')}
              error={errorText}
              type="email"
              name="email"
              inputMode="email"
              autoComplete="email"
              dir="ltr"
              maxLength={254}
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setError(null);
              }}
            />
          )}
          <div className="auth-form__actions">
            <SubmitButton pending={sendOtp.isPending} pendingLabel={t('accounts.code.sending')} unavailable={secondsLeft > 0}>
              {secondsLeft > 0 ? t('accounts.send_again_in', { time: formatCountdown(secondsLeft) }) : t('accounts.login.submit')}
            </SubmitButton>
          </div>
        </form>
      )}
    </>
  );
}
