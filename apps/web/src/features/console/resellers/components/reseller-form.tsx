import type { ConsoleReseller } from '@portal/contract/console-resellers';
import { Link } from '../../../../components/link.tsx';
import { FormEnd } from '../../../../components/console-kit/form-parts.tsx';
import { useConsoleForm } from '../../../../components/console-kit/use-console-form.ts';
import { TextField } from '../../../../components/text-field.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';
import { showToast } from '../../../../lib/toasts.ts';
import { useSaveReseller } from '../api/resellers.ts';
import {
  draftOfReseller,
  emptyResellerDraft,
  resellerFieldOf,
  resellerInput,
  resellerProblems,
  type ResellerDraft,
} from '../reseller-draft.ts';
import { ResellerPackagePicker } from './reseller-package-picker.tsx';

type ResellerFormProps = {
  /** the reseller to change, or null for a new one */
  reseller: ConsoleReseller | null;
  /** after saving: the reseller, and its key when it was just created (shown once) */
  onSaved: (saved: ConsoleReseller, apiKey: string | null) => void;
};

/** A reseller's settings: name, contact e-mail, commission and the packages it may sell. A revoked one is read only. */
export function ResellerForm({ reseller, onSaved }: ResellerFormProps) {
  const { t } = useTranslation();
  const save = useSaveReseller();
  const form = useConsoleForm<ResellerDraft>({
    initial: () => (reseller ? draftOfReseller(reseller) : emptyResellerDraft),
    check: resellerProblems,
    problemText: (key) => t(`console-resellers.problems.${key}`),
    refusal: {
      fieldOf: resellerFieldOf,
      text: (field) => t(`console-resellers.refused.${field === 'packages' ? 'package_ids' : field}`),
      checkFields: t('console-resellers.form.check_fields'),
    },
  });
  const { draft, problems, failure, edit, formRef, text } = form;
  const revoked = reseller?.status === 'revoked';

  const submit = form.submitTo(
    save,
    (typed) => resellerInput(typed, reseller?.id ?? null),
    (answer) => {
      showToast(
        'success',
        t(reseller ? 'console-resellers.form.saved' : 'console-resellers.form.created', { name: answer.data.name }),
      );
      onSaved(answer.data, answer.api_key);
    },
  );

  return (
    <form ref={formRef} className="offer-form" onSubmit={submit} noValidate>
      {revoked && <p className="form-field__hint">{t('console-resellers.form.revoked_fixed')}</p>}
      <fieldset className="offer-form__fields" disabled={save.isPending || revoked}>
        <TextField label={t('console-resellers.form.name')} {...text('name')} maxLength={120} autoComplete="off" />
        <TextField
          label={t('console-resellers.form.contact_email')}
          hint={t('console-resellers.form.contact_email_hint')}
          {...text('contact_email')}
          type="email"
          dir="ltr"
          maxLength={254}
          autoComplete="off"
        />
        <TextField
          label={t('console-resellers.form.commission_percent')}
          hint={t('console-resellers.form.commission_hint')}
          {...text('commission_percent')}
          inputMode="numeric"
          maxLength={2}
        />
        <ResellerPackagePicker
          value={draft.packages}
          error={problems.packages}
          onChange={(packages) => edit('packages', packages)}
          readOnly={revoked}
        />
      </fieldset>
      {!revoked && (
        <FormEnd
          failure={failure}
          className="offer-form__actions"
          pending={save.isPending}
          label={reseller ? t('console-resellers.form.save') : t('console-resellers.form.create')}
          pendingLabel={t('console-resellers.form.saving')}
        >
          <Link className="button button--plain" to="/backoffice/resellers">
            {t('console-resellers.form.back')}
          </Link>
        </FormEnd>
      )}
    </form>
  );
}
