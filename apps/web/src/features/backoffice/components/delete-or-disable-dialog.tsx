import { useState, type ReactNode } from 'react';
import { ActionError, errorMessageOf } from '../../../lib/api.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

type DeleteOrDisableDialogProps = {
  title: string;
  /** what the page already knows: something refers to the record, so it can only be disabled */
  inUse: boolean;
  deleteLabel: string;
  disableLabel: string;
  /** what the dialog says, as the record can be deleted or only disabled */
  deleteText: ReactNode;
  inUseText: ReactNode;
  busy: boolean;
  /** deletes the record; a refusal `in_use` turns the dialog into the offer to disable */
  onDelete: () => Promise<unknown>;
  onDisable: () => Promise<unknown>;
  onCancel: () => void;
};

/**
 * Delete, asked first. A record that bookings, codes or entries refer to cannot go (the server answers in_use,
 * also when something came to refer to it since the page was read): the dialog then says why and offers to
 * disable it instead, which keeps what refers to it whole.
 */
export function DeleteOrDisableDialog({
  title,
  inUse: knownInUse,
  deleteLabel,
  disableLabel,
  deleteText,
  inUseText,
  busy,
  onDelete,
  onDisable,
  onCancel,
}: DeleteOrDisableDialogProps) {
  const [inUse, setInUse] = useState(knownInUse);
  const [error, setError] = useState<string | null>(null);

  const confirmDelete = () => {
    setError(null);
    onDelete().catch((failure: unknown) => {
      if (failure instanceof ActionError && failure.failure.code === 'in_use') setInUse(true);
      else setError(errorMessageOf(failure));
    });
  };
  const confirmDisable = () => {
    setError(null);
    onDisable().catch((failure: unknown) => setError(errorMessageOf(failure)));
  };

  return (
    <ConfirmDialog
      title={title}
      confirmLabel={inUse ? disableLabel : deleteLabel}
      danger={!inUse}
      busy={busy}
      error={error}
      onConfirm={inUse ? confirmDisable : confirmDelete}
      onCancel={onCancel}
    >
      <p>{inUse ? inUseText : deleteText}</p>
    </ConfirmDialog>
  );
}
