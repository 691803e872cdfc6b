import type { ConsoleScratchCampaign } from '@portal/contract/console-campaigns';
import { FormEnd } from '../../../../components/console-kit/form-parts.tsx';
import { fieldsNamed } from '../../../../components/console-kit/form-state.ts';
import { useConsoleForm } from '../../../../components/console-kit/use-console-form.ts';
import { TextField } from '../../../../components/text-field.tsx';
import { localized } from '../../../../lib/localized.ts';
import { showToast } from '../../../../lib/toasts.ts';
import { useSaveScratchCampaign } from '../api/scratch-campaigns.ts';
import {
  draftOfScratchCampaign,
  emptyScratchCampaignDraft,
  scratchCampaignInput,
  scratchCampaignProblems,
  type ScratchCampaignDraft,
  type ScratchCampaignField,
} from '../scratch-campaign-draft.ts';
import { SwitchField } from '../../shared/components/switch-field.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';

const formFields: readonly ScratchCampaignField[] = ['name', 'arabic_name', 'slug', 'starts_at', 'ends_at', 'enable'];

type ScratchCampaignFormProps = {
  campaign: ConsoleScratchCampaign | null;
  onSaved: (saved: ConsoleScratchCampaign) => void;
};

/**
 * A scratch campaign's form: both names, slug, start and end (Asia/Dubai; either may stay open) and the
 * switch that lets players in. Problems are named at their fields, and what was typed stays.
 */
export function ScratchCampaignForm({ campaign, onSaved }: ScratchCampaignFormProps) {
  const { t } = useTranslation();
  const save = useSaveScratchCampaign();
  const form = useConsoleForm<ScratchCampaignDraft>({
    initial: () => (campaign ? draftOfScratchCampaign(campaign) : emptyScratchCampaignDraft),
    check: scratchCampaignProblems,
    problemText: (key) => t(`console-campaigns.problems.${key}`),
    refusal: {
      fieldOf: fieldsNamed<ScratchCampaignDraft>(formFields),
      text: (_field, _reason, code) =>
        code === 'slug_taken' ? t('console-campaigns.refused.slug_taken') : t('console-campaigns.refused.invalid'),
      checkFields: t('console-campaigns.check_fields'),
    },
  });
  const { formRef } = form;

  const submit = form.submitTo(
    save,
    (typed) => scratchCampaignInput(typed, campaign?.id ?? null),
    (saved) => {
      showToast(
        'success',
        t(campaign ? 'console-campaigns.saved' : 'console-campaigns.created', { name: localized(saved, 'name') }),
      );
      onSaved(saved);
    },
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="campaign-form">
      <fieldset className="campaign-form__fields" disabled={save.isPending}>
        <div className="console-form__pair">
          <TextField
            label={t('console-campaigns.fields.name')}
            {...form.text('name')}
            maxLength={120}
            lang="en"
            dir="ltr"
            autoComplete="off"
          />
          <TextField
            label={t('console-campaigns.fields.arabic_name')}
            {...form.text('arabic_name')}
            maxLength={120}
            lang="ar"
            dir="rtl"
            autoComplete="off"
          />
        </div>
        <TextField
          label={t('console-campaigns.fields.slug')}
          {...form.text('slug')}
          hint={t('console-campaigns.scratch.slug_hint')}
          maxLength={200}
          dir="ltr"
          autoComplete="off"
        />
        <div className="console-form__pair">
          <TextField
            label={t('console-campaigns.fields.starts_at')}
            type="datetime-local"
            {...form.text('starts_at')}
            hint={t('console-campaigns.scratch.open_hint')}
            dir="ltr"
          />
          <TextField
            label={t('console-campaigns.fields.ends_at')}
            type="datetime-local"
            {...form.text('ends_at')}
            hint={t('console-campaigns.scratch.open_hint')}
            dir="ltr"
          />
        </div>
        <SwitchField
          label={t('console-campaigns.fields.enable')}
          hint={t('console-campaigns.scratch.enable_hint')}
          {...form.toggle('enable')}
        />
      </fieldset>
      <FormEnd
        failure={form.failure}
        alertClassName="console-alert"
        className="campaign-form__actions"
        pending={save.isPending}
        label={t('console-campaigns.save')}
        pendingLabel={t('console-campaigns.saving')}
      />
    </form>
  );
}
