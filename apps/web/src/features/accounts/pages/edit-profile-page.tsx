import type { User } from '@portal/contract/accounts';
import { defaultPhonePrefix, normalizeMobile } from '@portal/domain/identity';
import { useState, type FormEvent } from 'react';
import { FlashAlert, useFlashAlert } from '../../../components/flash-alert.tsx';
import { useFocusFirstInvalid } from '../../../components/form-field.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { RequireSignIn } from '../../../components/require-sign-in.tsx';
import { PhoneField } from '../../../components/phone-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { errorMessageOf } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useEditProfile } from '../api/edit-profile.ts';
import { useProfile } from '../api/get-profile.ts';
import { SubmitButton } from '../components/submit-button.tsx';
import { failureOf, fieldErrorKeys } from '../failures.ts';
import { useRedirectAfter } from '../use-redirect-after.ts';
import { collectProblems, fullNameProblem, hasProblems, phoneProblem } from '../validation.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** spec part 1 §7 editProfile: name, mobile */
const fields = ['name', 'mobile'] as const;
type Field = (typeof fields)[number];
/** i18n keys of the fields' errors */
type FieldErrors = Partial<Record<Field, string>>;

function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<Field, string>>({
    name: user.name,
    mobile: user.mobile ?? defaultPhonePrefix,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [target, setTarget] = useState<string | null>(null);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const editProfile = useEditProfile();
  const alert = useFlashAlert();
  useRedirectAfter(target);

  const update = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (editProfile.isPending || target !== null) return;
    alert.clear();
    const problems = collectProblems<Field>({
      name: fullNameProblem(values.name),
      mobile: phoneProblem(values.mobile),
    });
    const keys: FieldErrors = {};
    for (const field of fields) if (problems[field]) keys[field] = `accounts.validation.${problems[field]}`;
    setErrors(keys);
    if (hasProblems(problems)) {
      focusFirstInvalid();
      return;
    }
    editProfile.mutate(
      { name: values.name.trim(), mobile: normalizeMobile(values.mobile) ?? values.mobile },
      {
        // spec part 1 §2: 'Profile Updated Successfully', then home after 2 seconds
        onSuccess: () => setTarget('/'),
        onError: (error) => {
          const failure = failureOf(error);
          const onFields = failure && fieldErrorKeys(failure, fields);
          if (onFields) {
            setErrors(onFields);
            focusFirstInvalid();
          } else {
            alert.show(errorMessageOf(error));
          }
        },
      },
    );
  };

  const error = (field: Field) => (errors[field] ? t(errors[field]) : null);
  return (
    <>
      <FlashAlert flash={alert.flash} />
      {target !== null && (
        <p className="form-success" role="status">
          {t('accounts.messages.profile_updated')}
        </p>
      )}
      <form ref={formRef} className="auth-form" noValidate onSubmit={submit}>
        <TextField
          label={t('accounts.fields.name')}
          error={error('name')}
          name="name"
          autoComplete="name"
          maxLength={121}
          value={values.name}
          onChange={(event) => update('name', event.target.value)}
        />
        <TextField
          label={t('accounts.fields.email')}
          hint={t('accounts.profile.email_fixed')}
          type="email"
          name="email"
          dir="ltr"
          readOnly
          value={user.email ?? ''}
        />
        <PhoneField
          label={t('accounts.fields.mobile')}
          name="mobile"
          hint={t('accounts.fields.mobile_hint')}
          value={values.mobile}
          onChange={(value) => update('mobile', value)}
          error={error('mobile')}
        />
        <div className="auth-form__actions">
          <SubmitButton pending={editProfile.isPending} pendingLabel={t('accounts.profile.saving')} unavailable={target !== null}>
            {t('accounts.profile.submit')}
          </SubmitButton>
        </div>
      </form>
    </>
  );
}

function ProfileLoader() {
  const { t } = useTranslation();
  const profile = useProfile();
  if (profile.isPending) {
    return (
      <p className="form-note" role="status">
        {t('accounts.profile.loading')}
      </p>
    );
  }
  if (profile.isError) {
    return (
      <LoadError
        message={t('accounts.profile.load_failed')}
        detail={errorMessageOf(profile.error)}
        onRetry={() => void profile.refetch()}
      />
    );
  }
  return <ProfileForm key={profile.data.id} user={profile.data} />;
}

/** /edit-profile (spec part 1 §2): the name (one field, as editProfile takes it) and mobile can change, the e-mail is shown read-only. */
export function EditProfilePage() {
  const { t } = useTranslation();
  const title = t('accounts.profile.title');
  useDocumentTitle(title);
  return (
    <div className="page container auth-page">
      <h1 className="page__title">{title}</h1>
      <p className="page__intro">{t('accounts.profile.intro')}</p>
      <div className="auth-card">
        <RequireSignIn>
          <ProfileLoader />
        </RequireSignIn>
      </div>
    </div>
  );
}
