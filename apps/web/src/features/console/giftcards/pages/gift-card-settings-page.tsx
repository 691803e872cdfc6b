import { Link } from '../../../../components/link.tsx';
import { EditPageFrame } from '../../../../components/console-kit/edit-page-frame.tsx';
import { FormEnd } from '../../../../components/console-kit/form-parts.tsx';
import { useConsoleForm } from '../../../../components/console-kit/use-console-form.ts';
import { TextField } from '../../../../components/text-field.tsx';
import { errorMessageOf, type ActionData } from '../../../../lib/api.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { showToast } from '../../../../lib/toasts.ts';
import { AdminGate } from '../../shared/components/admin-gate.tsx';
import '../../shared/console-styles.css';
import { useGiftCardSettings, useSaveGiftCardSettings } from '../api/gift-cards.ts';
import { draftOfSettings, settingsFieldOf, settingsInput, settingsProblems, type SettingsDraft } from '../gift-card-drafts.ts';
import '../gift-cards.css';

const listPath = '/backoffice/gift-cards';

/** /backoffice/gift-cards/settings (admins): the amounts offered, the limits of a chosen amount, the months a card is valid. */
export function GiftCardSettingsPage() {
  const { t } = useTranslation();
  const settings = useGiftCardSettings();
  return (
    <EditPageFrame title={t('console-gift-cards.settings.title')} allLink={{ to: listPath, label: t('console-gift-cards.all') }}>
      <AdminGate path={`${listPath}/settings`} error={null}>
        {settings.error ? (
          <div className="form-error" role="alert">
            <p>{errorMessageOf(settings.error)}</p>
            <button type="button" className="button" onClick={() => void settings.refetch()}>
              {t('console-gift-cards.retry')}
            </button>
          </div>
        ) : settings.data ? (
          <SettingsForm settings={settings.data} />
        ) : (
          <p aria-busy="true">{t('console-gift-cards.settings.loading')}</p>
        )}
      </AdminGate>
    </EditPageFrame>
  );
}

function SettingsForm({ settings }: { settings: ActionData<'giftCardSettings'>['data'] }) {
  const { t } = useTranslation();
  const save = useSaveGiftCardSettings();
  const form = useConsoleForm<SettingsDraft>({
    initial: () => draftOfSettings(settings),
    check: settingsProblems,
    problemText: (key) => t(`console-gift-cards.problems.${key}`),
    refusal: {
      fieldOf: settingsFieldOf,
      text: (field) => t(`console-gift-cards.refused.${field}`),
      checkFields: t('console-gift-cards.check_fields'),
    },
  });
  const { formRef, text, failure } = form;
  const submit = form.submitTo(save, settingsInput, (answer) => {
    showToast('success', t('console-gift-cards.settings.saved'));
    form.saved(draftOfSettings(answer));
  });
  return (
    <form ref={formRef} className="offer-form" onSubmit={submit} noValidate>
      <p>{t('console-gift-cards.settings.explained')}</p>
      <fieldset className="offer-form__fields" disabled={save.isPending}>
        <TextField
          label={t('console-gift-cards.settings.amount_choices')}
          hint={t('console-gift-cards.settings.amount_choices_hint')}
          {...text('amount_choices')}
          maxLength={120}
          autoComplete="off"
        />
        <TextField
          label={t('console-gift-cards.settings.min_amount')}
          hint={t('console-gift-cards.amount_hint')}
          {...text('min_amount')}
          inputMode="decimal"
          maxLength={10}
          autoComplete="off"
        />
        <TextField
          label={t('console-gift-cards.settings.max_amount')}
          hint={t('console-gift-cards.amount_hint')}
          {...text('max_amount')}
          inputMode="decimal"
          maxLength={10}
          autoComplete="off"
        />
        <TextField
          label={t('console-gift-cards.settings.validity_months')}
          hint={t('console-gift-cards.settings.validity_months_hint')}
          {...text('validity_months')}
          inputMode="numeric"
          maxLength={3}
          autoComplete="off"
        />
      </fieldset>
      <FormEnd
        failure={failure}
        className="offer-form__actions"
        pending={save.isPending}
        label={t('console-gift-cards.settings.save')}
        pendingLabel={t('console-gift-cards.settings.saving')}
      >
        <Link className="button button--plain" to={listPath}>
          {t('console-gift-cards.back')}
        </Link>
      </FormEnd>
    </form>
  );
}
