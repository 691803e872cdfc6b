import { useId, useRef, useState, type FormEvent } from 'react';
import { FormField } from '../../../../components/form-field.tsx';
import { ModalDialog } from '../../../../components/modal-dialog.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';

type FailOrderDialogProps = {
  orderNumber: string | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (note: string) => void;
};

/** Asks why an order failed before failing it: the buyer's e-mail gives the reason (required by the server too). */
export function FailOrderDialog({ orderNumber, busy, onCancel, onConfirm }: FailOrderDialogProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) {
      setError(t('backoffice.store_orders.fail_note_required'));
      field.current?.focus();
      return;
    }
    onConfirm(note.trim());
  };

  const close = () => {
    setNote('');
    setError(null);
    onCancel();
  };

  return (
    <ModalDialog
      open={orderNumber !== null}
      onClose={close}
      labelledBy={headingId}
      closeLabel={t('backoffice.store_orders.cancel')}
    >
      <form className="fulfilment-fail" onSubmit={submit} noValidate>
        <h2 id={headingId} className="review__heading">
          {t('backoffice.store_orders.fail_title')} <bdi dir="ltr">{orderNumber}</bdi>
        </h2>
        <FormField label={t('backoffice.store_orders.fail_note')} hint={t('backoffice.store_orders.fail_hint')} error={error}>
          {(control) => (
            <textarea
              {...control}
              ref={field}
              className="form-field__input fulfilment-fail__note"
              value={note}
              onChange={(e) => {
                setNote(e.target.value);
                setError(null);
              }}
              rows={4}
              maxLength={500}
              required
              autoFocus
            />
          )}
        </FormField>
        <div className="review__actions">
          <button type="submit" className="button button--danger" disabled={busy}>
            {t('backoffice.store_orders.fail_confirm')}
          </button>
          <button type="button" className="button button--plain" onClick={close}>
            {t('backoffice.store_orders.cancel')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
