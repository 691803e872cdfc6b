import { useId, type KeyboardEvent } from 'react';
import { ExternalIcon } from '../../../components/icons.tsx';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { safeRedirectUrl } from '../../../lib/external-url.ts';
import { pictures, pictureSrc } from '../../../lib/images.ts';
import { useTranslation } from '../../../lib/i18n.ts';

type VideoModalProps = {
  open: boolean;
  onClose: () => void;
  storeName: string;
  /** the film's https address */
  video: string;
  /** a picture of the store to show above the link */
  poster: string | null;
};

const focusableSelector = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab from the dialog's last control goes to its first, Shift+Tab from the first to the last: the page
 * behind is inert, but without this the keyboard would leave the dialog for the browser's own controls.
 */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(focusableSelector)];
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey ? active === first : active === last) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

/**
 * The store's film (spec part 2 §2.6 "a video modal"). The site's content policy lets no other site's
 * player into the page, so the dialog introduces the film and opens it on its own site in a new tab.
 * A modal <dialog> (components/modal-dialog.tsx): the page behind is inert and the keyboard cycles
 * inside; Escape closes it and focus goes back to the button that opened it.
 */
export function VideoModal({ open, onClose, storeName, video, poster }: VideoModalProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const href = safeRedirectUrl(video);
  if (!href) return null;
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      labelledBy={headingId}
      closeLabel={t('store.video.close')}
      className="video-modal"
      onKeyDown={keepFocusInside}
    >
      <h2 className="modal__title" id={headingId}>
        {t('store.video.title', { name: storeName })}
      </h2>
      {poster && (
        <img className="video-modal__poster" src={pictureSrc(poster, pictures.banner, 960)} width={960} height={400} alt="" />
      )}
      <p>{t('store.video.text')}</p>
      <a className="button" href={href} target="_blank" rel="noopener noreferrer">
        {t('store.video.watch')}
        <ExternalIcon />
        <span className="visually-hidden"> {t('store.video.new_tab')}</span>
      </a>
    </ModalDialog>
  );
}
