import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { PhotoError, preparePhoto } from '../lib/photo.ts';

type PhotoUploadDialogProps = {
  open: boolean;
  onClose: () => void;
  /** the photo, upright and downscaled, as a JPEG data URL */
  onPhoto: (dataUrl: string) => void;
};

/**
 * 'Upload your photo' (spec part 2 §2.7): a styled file picker, 'UPLOADING IMAGE' while the photo is read
 * and downscaled, and a message in the reader's language when the file is not a picture. The file input is
 * visually hidden inside its label, so it keeps the keyboard focus and the label's look shows it.
 */
export function PhotoUploadDialog({ open, onClose, onPhoto }: PhotoUploadDialogProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const hintId = useId();
  const errorId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<PhotoError['reason'] | null>(null);

  const close = () => {
    setError(null);
    onClose();
  };

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // the same file chosen again after a refusal must fire a change again
    input.value = '';
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      onPhoto(await preparePhoto(file));
      close();
    } catch (failure) {
      setError(failure instanceof PhotoError ? failure.reason : 'unreadable');
    } finally {
      setBusy(false);
    }
  };

  return (
    <ModalDialog
      open={open}
      onClose={close}
      labelledBy={headingId}
      closeLabel={t('postcards.upload.close')}
      className="photo-upload"
    >
      <h2 className="modal__title" id={headingId}>
        {t('postcards.upload.title')}
      </h2>
      <p>{t('postcards.upload.text')}</p>
      <label className={busy ? 'button photo-upload__picker photo-upload__picker--busy' : 'button photo-upload__picker'}>
        <input
          className="visually-hidden"
          type="file"
          accept="image/*"
          disabled={busy}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => void readFile(event)}
        />
        <span aria-live="polite">{busy ? t('postcards.upload.busy') : t('postcards.upload.button')}</span>
      </label>
      <p className="modal__hint" id={hintId}>
        {t('postcards.upload.formats')}
      </p>
      {error && (
        <p className="field-error" id={errorId} role="alert">
          {t(error === 'not_image' ? 'postcards.upload.not_image' : 'postcards.upload.unreadable')}
        </p>
      )}
    </ModalDialog>
  );
}
