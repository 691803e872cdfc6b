import { useId, type ReactNode } from 'react';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { useFocusOnOpen } from './use-focus-on-open.ts';
import { useTranslation } from '../../../lib/i18n.ts';

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
  const cancelRef = useFocusOnOpen<HTMLButtonElement>();
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
