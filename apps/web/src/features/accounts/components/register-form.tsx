import { defaultPhonePrefix, normalizeMobile } from '@portal/domain/identity';
import { useState, type FormEvent } from 'react';
import { FlashAlert, useFlashAlert } from '../../../components/flash-alert.tsx';
import { useFocusFirstInvalid } from '../../../components/form-field.tsx';
import { PhoneField } from '../../../components/phone-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { errorMessageOf } from '../../../lib/api.ts';
import { useLanguage, useTranslation } from '../../../lib/i18n.ts';
import { readReferral } from '../../../lib/referral.ts';
import { useSendOtp, type CodeSent } from '../api/send-otp.ts';
import { useVerifyOtp } from '../api/verify-otp.ts';
import { formatCountdown, useSendCooldown } from '../countdown.ts';
import { failureOf, fieldErrorKeys } from '../failures.ts';
import { collectProblems, emailProblem, hasProblems, nameProblem, phoneProblem } from '../validation.ts';
import { CodeStep } from './code-step.tsx';
import { SubmitButton } from './submit-button.tsx';

const fields = ['first_name', 'last_name', 'email', 'mobile'] as const;
type Field = (typeof fields)[number];
type Details = Record<Field, string>;
/** i18n keys of the fields' errors */
type FieldErrors = Partial<Record<Field, string>>;

/**
 * What the server receives (spec part 1 §7 sendOtp and verifyLoginOTP register): the full `name` (the two
 * inputs joined), the trimmed e-mail and the mobile in E.164 (checked before this runs).
 */
function registration(details: Details) {
  return {
    name: `${details.first_name.trim()} ${details.last_name.trim()}`,
    email: details.email.trim(),
    mobile: normalizeMobile(details.mobile) ?? details.mobile,
  };
}

/**
 * Registration (spec part 1 §2, §5): first name, last name, e-mail and mobile, then the code sent by e-mail.
 * A `ref` cookie and the referring site go with the request (spec part 2 §3). On success the visitor is
 * signed in, reads 'User Registered Successfully', and `onSignedIn` runs. The /register page and the
 * sign-in sheet (decision 073) show it.
 */
export function RegisterForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();

  const [details, setDetails] = useState<Details>({ first_name: '', last_name: '', email: '', mobile: defaultPhonePrefix });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sent, setSent] = useState<CodeSent | null>(null);
  const [done, setDone] = useState(false);
  const [resent, setResent] = useState(false);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const sendOtp = useSendOtp();
  const verify = useVerifyOtp();
  const alert = useFlashAlert();
  const cooldown = useSendCooldown();

  const email = details.email.trim();
  const secondsLeft = cooldown.secondsLeftFor(email);

  const update = (field: Field, value: string) => {
    setDetails((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const requestCode = (onSent: (answer: CodeSent) => void) => {
    alert.clear();
    setResent(false);
    sendOtp.mutate(
      { ...registration(details), ...readReferral(), language },
      {
        onSuccess: (answer) => {
          cooldown.start(email, answer.resend_after);
          onSent(answer);
        },
        onError: (error) => {
          const failure = failureOf(error);
          if (failure?.code === 'resend_too_soon' && failure.retryAfter) cooldown.start(email, failure.retryAfter);
          const onFields = failure && fieldErrorKeys(failure, fields);
          if (onFields) {
            setSent(null);
            setErrors(onFields);
            focusFirstInvalid();
          } else {
            alert.show(errorMessageOf(error));
          }
        },
      },
    );
  };

  const submitDetails = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sendOtp.isPending || secondsLeft > 0) return;
    const problems = collectProblems<Field>({
      first_name: nameProblem(details.first_name),
      last_name: nameProblem(details.last_name),
      email: emailProblem(details.email),
      mobile: phoneProblem(details.mobile),
    });
    const keys: FieldErrors = {};
    for (const field of fields) if (problems[field]) keys[field] = `accounts.validation.${problems[field]}`;
    setErrors(keys);
    if (hasProblems(problems)) {
      focusFirstInvalid();
      return;
    }
    requestCode(setSent);
  };

  const submitCode = (otp: string) => {
    alert.clear();
    verify.mutate(
      { ...registration(details), ...readReferral(), otp, language },
      {
        onSuccess: () => {
          setDone(true);
          onSignedIn();
        },
        onError: (error) => alert.show(errorMessageOf(error)),
      },
    );
  };

  const error = (field: Field) => (errors[field] ? t(errors[field]) : null);

  return (
    <>
      <FlashAlert flash={alert.flash} />
      {done && (
        <p className="form-success" role="status">
          {t('accounts.messages.register_success')}
        </p>
      )}
      {resent && !done && (
        <p className="form-note" role="status">
          {t('accounts.code.resent')}
        </p>
      )}
      {sent ? (
        <CodeStep
          sentTo={sent.sent_to}
          verifying={verify.isPending}
          finished={done}
          onSubmit={submitCode}
          resendSecondsLeft={secondsLeft}
          resending={sendOtp.isPending}
          onResend={() => requestCode(() => setResent(true))}
          backLabel={t('accounts.register.change_details')}
          onBack={() => {
            alert.clear();
            setResent(false);
            setSent(null);
          }}
        />
      ) : (
        <form ref={formRef} className="auth-form" noValidate onSubmit={submitDetails}>
          <div className="auth-form__row">
            <TextField
              label={t('accounts.fields.first_name')}
              error={error('first_name')}
              name="first_name"
              autoComplete="given-name"
              maxLength={60}
              value={details.first_name}
              onChange={(event) => update('first_name', event.target.value)}
            />
            <TextField
              label={t('accounts.fields.last_name')}
              error={error('last_name')}
              name="last_name"
              autoComplete="family-name"
              maxLength={60}
              value={details.last_name}
              onChange={(event) => update('last_name', event.target.value)}
            />
          </div>
          <TextField
            label={t('accounts.fields.email')}
            hint={t('accounts.register.email_hint')}
            error={error('email')}
            type="email"
            name="email"
            inputMode="email"
            autoComplete="email"
            dir="ltr"
            maxLength={254}
            value={details.email}
            onChange={(event) => update('email', event.target.value)}
          />
          <PhoneField
            label={t('accounts.fields.mobile')}
            name="mobile"
            hint={t('accounts.fields.mobile_hint')}
            value={details.mobile}
            onChange={(value) => update('mobile', value)}
            error={error('mobile')}
          />
          <div className="auth-form__actions">
            <SubmitButton pending={sendOtp.isPending} pendingLabel={t('accounts.code.sending')} unavailable={secondsLeft > 0}>
              {secondsLeft > 0
                ? t('accounts.send_again_in', { time: formatCountdown(secondsLeft) })
                : t('accounts.register.submit')}
            </SubmitButton>
          </div>
        </form>
      )}
    </>
  );
}
