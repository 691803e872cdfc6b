import type { ConsoleScratchCampaign } from '@portal/contract/console-campaigns';
import { useState, type FormEvent } from 'react';
import { useFocusFirstInvalid } from '../../../components/form-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { ActionError, errorMessageOf } from '../../../lib/api.ts';
import { localized } from '../../../lib/localized.ts';
import { showToast } from '../../../lib/toasts.ts';
import { useSaveScratchCampaign } from '../api/scratch-campaigns.ts';
import {
  draftOfScratchCampaign,
  emptyScratchCampaignDraft,
  scratchCampaignInput,
  scratchCampaignProblems,
  type ScratchCampaignDraft,
  type ScratchCampaignField,
} from '../scratch-campaign-draft.ts';
import { SwitchField } from './switch-field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

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
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const [draft, setDraft] = useState<ScratchCampaignDraft>(() =>
    campaign ? draftOfScratchCampaign(campaign) : emptyScratchCampaignDraft,
  );
  const [problems, setProblems] = useState<Partial<Record<ScratchCampaignField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const edit = <K extends ScratchCampaignField>(field: K, value: ScratchCampaignDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const showServerRefusal = (error: Error) => {
    const refusal = error instanceof ActionError ? error.failure : null;
    const names = Object.keys(refusal?.fields ?? {});
    const known = formFields.filter((field) => names.includes(field));
    const text =
      refusal?.code === 'slug_taken' ? t('console-campaigns.refused.slug_taken') : t('console-campaigns.refused.invalid');
    setProblems(Object.fromEntries(known.map((field) => [field, text])));
    setFailure(known.length > 0 && known.length === names.length ? t('console-campaigns.check_fields') : errorMessageOf(error));
    focusFirstInvalid();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = scratchCampaignProblems(draft);
    setProblems(Object.fromEntries(Object.entries(found).map(([field, key]) => [field, t(`console-campaigns.problems.${key}`)])));
    setFailure(null);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid();
      return;
    }
    save.mutate(scratchCampaignInput(draft, campaign?.id ?? null), {
      onSuccess: (saved) => {
        showToast(
          'success',
          t(campaign ? 'console-campaigns.saved' : 'console-campaigns.created', { name: localized(saved, 'name') }),
        );
        onSaved(saved);
      },
      onError: showServerRefusal,
    });
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="campaign-form">
      <fieldset className="campaign-form__fields" disabled={save.isPending}>
        <div className="console-form__pair">
          <TextField
            label={t('console-campaigns.fields.name')}
            value={draft.name}
            error={problems.name}
            maxLength={120}
            lang="en"
            dir="ltr"
            autoComplete="off"
            onChange={(event) => edit('name', event.target.value)}
          />
          <TextField
            label={t('console-campaigns.fields.arabic_name')}
            value={draft.arabic_name}
            error={problems.arabic_name}
            maxLength={120}
            lang="ar"
            dir="rtl"
            autoComplete="off"
            onChange={(event) => edit('arabic_name', event.target.value)}
          />
        </div>
        <TextField
          label={t('console-campaigns.fields.slug')}
          value={draft.slug}
          error={problems.slug}
          hint={t('console-campaigns.scratch.slug_hint')}
          maxLength={200}
          dir="ltr"
          autoComplete="off"
          onChange={(event) => edit('slug', event.target.value)}
        />
        <div className="console-form__pair">
          <TextField
            label={t('console-campaigns.fields.starts_at')}
            type="datetime-local"
            value={draft.starts_at}
            error={problems.starts_at}
            hint={t('console-campaigns.scratch.open_hint')}
            dir="ltr"
            onChange={(event) => edit('starts_at', event.target.value)}
          />
          <TextField
            label={t('console-campaigns.fields.ends_at')}
            type="datetime-local"
            value={draft.ends_at}
            error={problems.ends_at}
            hint={t('console-campaigns.scratch.open_hint')}
            dir="ltr"
            onChange={(event) => edit('ends_at', event.target.value)}
          />
        </div>
        <SwitchField
          label={t('console-campaigns.fields.enable')}
          hint={t('console-campaigns.scratch.enable_hint')}
          checked={draft.enable}
          onChange={(on) => edit('enable', on)}
        />
      </fieldset>
      {failure && (
        <p className="console-alert" role="alert">
          {failure}
        </p>
      )}
      <div className="campaign-form__actions">
        <button type="submit" className="button" aria-busy={save.isPending} disabled={save.isPending}>
          {save.isPending && <span className="spinner" aria-hidden="true" />}
          {save.isPending ? t('console-campaigns.saving') : t('console-campaigns.save')}
        </button>
      </div>
    </form>
  );
}
