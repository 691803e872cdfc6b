import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { CloseIcon } from './icons.tsx';

type ModalDialogProps = {
  open: boolean;
  onClose: () => void;
  /** id of the element that names the dialog (its heading), or a name of its own */
  labelledBy?: string;
  label?: string;
  closeLabel: string;
  className?: string;
  onKeyDown?: (event: KeyboardEvent<HTMLDialogElement>) => void;
  children: ReactNode;
};

/**
 * A modal <dialog>: the page behind is inert, Escape closes it, a click on the backdrop closes it, the
 * page does not scroll while it is open (components.css), and focus goes back where it came from.
 */
export function ModalDialog({ open, onClose, labelledBy, label, closeLabel, className, onKeyDown, children }: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  // opened: remember what had focus; closed or unmounted: close and give focus back to it
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      const focusWasInside = dialog.contains(document.activeElement);
      if (dialog.open) dialog.close();
      // give focus back only when it would otherwise be lost: if the person already moved on to another
      // control (a toast's button, the next field), leave it there
      const focused = document.activeElement;
      const lost = focusWasInside || !focused || focused === document.body || dialog.contains(focused);
      if (lost && opener?.isConnected) opener.focus();
    };
  }, [open]);

  // a `close` event is stale when queued by a close that was followed by a new open (React's development
  // double run), or by the close of a dialog that has since left the page (a link inside it was followed)
  const onDialogClose = () => {
    const dialog = dialogRef.current;
    if (dialog?.isConnected && !dialog.open) onClose();
  };

  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <dialog
      ref={dialogRef}
      className={className ? `modal ${className}` : 'modal'}
      aria-labelledby={labelledBy}
      aria-label={label}
      onClose={onDialogClose}
      onClick={closeOnBackdrop}
      onKeyDown={onKeyDown}
    >
      <div className="modal__panel">
        <button type="button" className="modal__close" onClick={onClose}>
          <CloseIcon />
          <span className="visually-hidden">{closeLabel}</span>
        </button>
        {children}
      </div>
    </dialog>
  );
}
