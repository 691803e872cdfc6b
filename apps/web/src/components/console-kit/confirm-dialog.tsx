import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ModalDialog } from '../modal-dialog.tsx';
import { ActionError, errorMessageOf } from '../../lib/api.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { showToast } from '../../lib/toasts.ts';

type ConfirmDialogProps = {
  title: ReactNode;
  children: ReactNode;
  confirmLabel: string;
  /** a red confirm button, for what cannot simply be undone */
  danger?: boolean;
  busy: boolean;
  /** why the last try failed, in the current language; the dialog stays open so the operator can read it */
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Asks before a console change: what will happen, then confirm or cancel; focus starts on cancel, the safe choice. */
export function ConfirmDialog({ title, children, confirmLabel, danger, busy, error, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  // after ModalDialog's showModal(), which focuses the close button: this effect runs after its and wins
  useEffect(() => {
    cancelRef.current?.focus();
  }, []);
  return (
    <ModalDialog open onClose={onCancel} labelledBy={headingId} closeLabel={t('console.cancel')}>
      <div className="console-confirm">
        <h2 id={headingId} className="review__heading">
          {title}
        </h2>
        {children}
        {error && (
          <p className="console-alert" role="alert">
            {error}
          </p>
        )}
        <div className="review__actions">
          <button
            type="button"
            className={danger ? 'button button--danger' : 'button'}
            aria-busy={busy}
            onClick={() => {
              if (!busy) onConfirm();
            }}
          >
            {confirmLabel}
          </button>
          <button type="button" className="button button--plain" onClick={onCancel} ref={cancelRef}>
            {t('console.cancel')}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}

/** Disabling offered where deleting is refused because something refers to the record. */
export type DisableInstead = {
  /** what the page already knows: something refers to the record, so it can only be disabled */
  inUse: boolean;
  label: string;
  text: ReactNode;
  run: () => Promise<unknown>;
  /** the toast once disabled */
  doneText: string;
  /** after disabling; closing the dialog when absent */
  onDone?: () => void;
};

type ConfirmDeleteDialogProps<A> = {
  title: string;
  /** what deleting does, in a paragraph */
  text: ReactNode;
  confirmLabel: string;
  /** deletes (a mutation's mutateAsync); a refusal stays in the dialog as its alert */
  run: () => Promise<A>;
  /** the toast once deleted, from the server's answer */
  doneText: string | ((answer: A) => string);
  onDeleted: () => void;
  onCancel: () => void;
  /** a refusal `in_use` (also one that comes after the page was read) turns the dialog into this offer */
  disableInstead?: DisableInstead;
};

/** The console's one delete dialog: asks first, says what went wrong and stays open, or offers to disable instead. */
export function ConfirmDeleteDialog<A>({
  title,
  text,
  confirmLabel,
  run,
  doneText,
  onDeleted,
  onCancel,
  disableInstead,
}: ConfirmDeleteDialogProps<A>) {
  const [inUse, setInUse] = useState(disableInstead?.inUse ?? false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const attempt = async (step: () => Promise<void>) => {
    setError(null);
    setBusy(true);
    try {
      await step();
    } catch (failure) {
      if (disableInstead && failure instanceof ActionError && failure.failure.code === 'in_use') setInUse(true);
      else setError(errorMessageOf(failure));
    } finally {
      setBusy(false);
    }
  };
  const confirmDelete = () =>
    attempt(async () => {
      const answer = await run();
      showToast('success', typeof doneText === 'string' ? doneText : doneText(answer));
      onDeleted();
    });
  const confirmDisable = (offer: DisableInstead) =>
    attempt(async () => {
      await offer.run();
      showToast('success', offer.doneText);
      (offer.onDone ?? onCancel)();
    });

  const offer = inUse ? disableInstead : undefined;
  return (
    <ConfirmDialog
      title={title}
      confirmLabel={offer ? offer.label : confirmLabel}
      danger={!offer}
      busy={busy}
      error={error}
      onConfirm={() => void (offer ? confirmDisable(offer) : confirmDelete())}
      onCancel={onCancel}
    >
      <p>{offer ? offer.text : text}</p>
    </ConfirmDialog>
  );
}
