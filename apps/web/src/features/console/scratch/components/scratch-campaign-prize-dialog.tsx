import type { ConsoleScratchPrize } from '@portal/contract/console-campaigns';
import { useId, useState, type FormEvent } from 'react';
import { FormField, useFocusFirstInvalid } from '../../../../components/form-field.tsx';
import { ModalDialog } from '../../../../components/modal-dialog.tsx';
import { TextField } from '../../../../components/text-field.tsx';
import { ActionError, errorMessageOf } from '../../../../lib/api.ts';
import { showToast } from '../../../../lib/toasts.ts';
import { useSaveScratchPrize } from '../api/scratch-campaigns.ts';
import {
  draftOfScratchPrize,
  emptyScratchPrizeDraft,
  scratchPrizeInput,
  scratchPrizeProblems,
  type ScratchPrizeDraft,
  type ScratchPrizeField,
} from '../scratch-campaign-draft.ts';
import { ImagePicker } from '../../shared/components/image-picker.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';

const prizeFields: readonly ScratchPrizeField[] = [
  'name',
  'arabic_name',
  'description',
  'arabic_description',
  'logo',
  'value',
  'codes',
  'generate',
];

type ScratchCampaignPrizeDialogProps = {
  campaignId: number;
  /** the prize to change, or null for a new one */
  prize: ConsoleScratchPrize | null;
  onClose: () => void;
};

/**
 * A prize of the pool in a dialog: names and descriptions in both languages, logo and value, and for a new
 * prize its first codes — listed, or made by the server. Changing a prize changes it on every code, won or not.
 */
export function ScratchCampaignPrizeDialog({ campaignId, prize, onClose }: ScratchCampaignPrizeDialogProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const save = useSaveScratchPrize();
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const [draft, setDraft] = useState<ScratchPrizeDraft>(() => (prize ? draftOfScratchPrize(prize) : emptyScratchPrizeDraft));
  const [problems, setProblems] = useState<Partial<Record<ScratchPrizeField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const edit = (field: ScratchPrizeField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const showServerRefusal = (error: Error) => {
    const fields = error instanceof ActionError ? (error.failure.fields ?? {}) : {};
    const known = prizeFields.filter((field) => field in fields);
    // the server names the codes already in use: they are the operator's own codes, shown as sent
    setProblems(
      Object.fromEntries(
        known.map((field) => [
          field,
          field === 'codes' && fields.codes?.startsWith('already in use')
            ? t('console-campaigns.scratch.codes_taken', { codes: fields.codes.replace('already in use: ', '') })
            : t('console-campaigns.refused.invalid'),
        ]),
      ),
    );
    setFailure(known.length > 0 ? t('console-campaigns.check_fields') : errorMessageOf(error));
    focusFirstInvalid();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = scratchPrizeProblems(draft, prize === null);
    setProblems(Object.fromEntries(Object.entries(found).map(([field, key]) => [field, t(`console-campaigns.problems.${key}`)])));
    setFailure(null);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid();
      return;
    }
    save.mutate(scratchPrizeInput(draft, prize ? { id: prize.id } : { campaignId }), {
      onSuccess: () => {
        showToast('success', t('console-campaigns.scratch.prize_saved', { name: draft.name.trim() }));
        onClose();
      },
      onError: showServerRefusal,
    });
  };

  return (
    <ModalDialog open onClose={onClose} labelledBy={headingId} closeLabel={t('console.cancel')} className="campaign-dialog">
      <h2 id={headingId} className="modal__title">
        {prize
          ? t('console-campaigns.scratch.prize_edit_title', { name: prize.name })
          : t('console-campaigns.scratch.prize_new_title')}
      </h2>
      <form ref={formRef} onSubmit={submit} noValidate className="console-form">
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
            <TextField
              label={t('console-campaigns.scratch.description')}
              value={draft.description}
              error={problems.description}
              maxLength={2000}
              lang="en"
              dir="ltr"
              onChange={(event) => edit('description', event.target.value)}
            />
            <TextField
              label={t('console-campaigns.scratch.arabic_description')}
              value={draft.arabic_description}
              error={problems.arabic_description}
              maxLength={2000}
              lang="ar"
              dir="rtl"
              onChange={(event) => edit('arabic_description', event.target.value)}
            />
          </div>
          <ImagePicker
            label={t('console-campaigns.scratch.logo')}
            value={draft.logo}
            error={problems.logo}
            onChange={(path) => edit('logo', path)}
          />
          <TextField
            className="campaign-form__amount"
            label={t('console-campaigns.scratch.value')}
            hint={t('console-campaigns.scratch.value_hint')}
            value={draft.value}
            error={problems.value}
            inputMode="decimal"
            dir="ltr"
            autoComplete="off"
            onChange={(event) => edit('value', event.target.value)}
          />
          {prize === null && (
            <>
              <FormField
                label={t('console-campaigns.scratch.codes')}
                error={problems.codes}
                hint={t('console-campaigns.scratch.codes_hint')}
              >
                {(control) => (
                  <textarea
                    {...control}
                    className="form-field__input campaign-codes"
                    rows={4}
                    dir="ltr"
                    spellCheck={false}
                    value={draft.codes}
                    onChange={(event) => edit('codes', event.target.value)}
                  />
                )}
              </FormField>
              <TextField
                className="campaign-form__amount"
                label={t('console-campaigns.scratch.generate')}
                hint={t('console-campaigns.scratch.generate_hint')}
                value={draft.generate}
                error={problems.generate}
                inputMode="numeric"
                dir="ltr"
                autoComplete="off"
                onChange={(event) => edit('generate', event.target.value)}
              />
            </>
          )}
        </fieldset>
        {failure && (
          <p className="console-alert" role="alert">
            {failure}
          </p>
        )}
        <div className="campaign-form__actions">
          <button type="submit" className="button" aria-busy={save.isPending} disabled={save.isPending}>
            {save.isPending ? t('console-campaigns.saving') : t('console-campaigns.scratch.prize_save')}
          </button>
          <button type="button" className="button button--plain" onClick={onClose}>
            {t('console.cancel')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
