import type { ConsoleScratchPrize } from '@portal/contract/console-campaigns';
import { useId, useState, type FormEvent } from 'react';
import { FormField, useFocusFirstInvalid } from '../../../../components/form-field.tsx';
import { ModalDialog } from '../../../../components/modal-dialog.tsx';
import { TextField } from '../../../../components/text-field.tsx';
import { ActionError, errorMessageOf } from '../../../../lib/api.ts';
import { showToast } from '../../../../lib/toasts.ts';
import { useAddScratchStock, useWithdrawScratchStock } from '../api/scratch-campaigns.ts';
import { codesOf, countOf } from '../scratch-campaign-draft.ts';
import { useTranslation } from '../../../../lib/i18n.ts';

type ScratchCampaignStockDialogProps = {
  prize: ConsoleScratchPrize;
  /** add codes to the pool, or take open codes out of it */
  mode: 'add' | 'withdraw';
  onClose: () => void;
};

/**
 * Adds codes to a prize (listed, or made by the server), or withdraws codes nobody has won: a number of
 * them, or all, which disables the prize — its winners keep theirs. The stock never goes below the wins.
 */
export function ScratchCampaignStockDialog({ prize, mode, onClose }: ScratchCampaignStockDialogProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const add = useAddScratchStock();
  const withdraw = useWithdrawScratchStock();
  const busy = add.isPending || withdraw.isPending;
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const [codes, setCodes] = useState('');
  const [count, setCount] = useState('');
  const [problems, setProblems] = useState<{ codes?: string | undefined; count?: string | undefined }>({});
  const [failure, setFailure] = useState<string | null>(null);

  const refused = (error: Error) => {
    const refusal = error instanceof ActionError ? error.failure : null;
    if (refusal?.code === 'stock_below_won') {
      setProblems({ count: t('console-campaigns.scratch.below_won', { won: prize.won, open: prize.remaining }) });
    } else if (refusal?.fields?.codes) {
      setProblems({
        codes: t('console-campaigns.scratch.codes_taken', { codes: refusal.fields.codes.replace('already in use: ', '') }),
      });
    }
    setFailure(errorMessageOf(error));
    focusFirstInvalid();
  };
  const done = (key: string) => () => {
    showToast('success', t(key, { name: prize.name }));
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const howMany = countOf(count);
    if (mode === 'add') {
      const listed = codesOf(codes);
      if (howMany === null || (howMany === 0 && listed.length === 0)) {
        setProblems(
          howMany === null
            ? { count: t('console-campaigns.problems.count_range') }
            : { codes: t('console-campaigns.problems.codes_required') },
        );
        focusFirstInvalid();
        return;
      }
      add.mutate(
        { id: prize.id, ...(listed.length > 0 ? { codes: listed.join('\n') } : {}), ...(howMany ? { generate: howMany } : {}) },
        { onSuccess: done('console-campaigns.scratch.stock_added'), onError: refused },
      );
      return;
    }
    if (howMany === null || howMany > prize.remaining) {
      setProblems({ count: t('console-campaigns.scratch.below_won', { won: prize.won, open: prize.remaining }) });
      focusFirstInvalid();
      return;
    }
    withdraw.mutate(
      { id: prize.id, ...(howMany > 0 ? { count: howMany } : {}) },
      { onSuccess: done('console-campaigns.scratch.stock_withdrawn'), onError: refused },
    );
  };

  return (
    <ModalDialog open onClose={onClose} labelledBy={headingId} closeLabel={t('console.cancel')} className="campaign-dialog">
      <h2 id={headingId} className="modal__title">
        {t(mode === 'add' ? 'console-campaigns.scratch.add_title' : 'console-campaigns.scratch.withdraw_title', {
          name: prize.name,
        })}
      </h2>
      <p>{t('console-campaigns.scratch.stock_now', { stock: prize.stock, won: prize.won, open: prize.remaining })}</p>
      <form ref={formRef} onSubmit={submit} noValidate className="console-form">
        <fieldset className="campaign-form__fields" disabled={busy}>
          {mode === 'add' && (
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
                  value={codes}
                  onChange={(event) => setCodes(event.target.value)}
                />
              )}
            </FormField>
          )}
          <TextField
            className="campaign-form__amount"
            label={mode === 'add' ? t('console-campaigns.scratch.generate') : t('console-campaigns.scratch.withdraw_count')}
            hint={mode === 'add' ? t('console-campaigns.scratch.generate_hint') : t('console-campaigns.scratch.withdraw_hint')}
            value={count}
            error={problems.count}
            inputMode="numeric"
            dir="ltr"
            autoComplete="off"
            onChange={(event) => setCount(event.target.value)}
          />
        </fieldset>
        {failure && (
          <p className="console-alert" role="alert">
            {failure}
          </p>
        )}
        <div className="campaign-form__actions">
          <button type="submit" className={mode === 'add' ? 'button' : 'button button--danger'} aria-busy={busy} disabled={busy}>
            {mode === 'add' ? t('console-campaigns.scratch.add_confirm') : t('console-campaigns.scratch.withdraw_confirm')}
          </button>
          <button type="button" className="button button--plain" onClick={onClose}>
            {t('console.cancel')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
