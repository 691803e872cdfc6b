import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { CloseIcon } from '../../components/icons.tsx';
import { AccountLinks } from './account-links.tsx';
import { MainNav } from './main-nav.tsx';
import { useTranslation } from '../../lib/i18n.ts';

const focusable = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab inside the open menu. */
function trapFocus(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(focusable)];
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The mobile side menu: a modal <dialog>, so the page behind is inert and Escape closes it. It closes
 * when a link is followed or the backdrop is clicked.
 */
export function SideMenu({ id, open, onClose }: { id: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const closeOnLinkOrBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    const target = event.target as Element;
    if (target === event.currentTarget || target.closest('a')) onClose();
  };

  return (
    <dialog
      ref={dialogRef}
      id={id}
      className="side-menu"
      aria-label={t('common.nav.menu')}
      onClose={onClose}
      onKeyDown={trapFocus}
      onClick={closeOnLinkOrBackdrop}
    >
      <div className="side-menu__panel">
        <button type="button" className="icon-button side-menu__close" onClick={onClose}>
          <CloseIcon />
          <span>{t('common.nav.close')}</span>
        </button>
        <MainNav className="side-menu__nav" />
        <AccountLinks className="side-menu__account" />
      </div>
    </dialog>
  );
}
