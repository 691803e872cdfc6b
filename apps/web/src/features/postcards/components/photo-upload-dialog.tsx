import { useId, useState } from 'react';
import { FilePicker } from '../../../components/file-picker.tsx';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { PhotoError, preparePhoto } from '../lib/photo.ts';
import { useTranslation } from '../../../lib/i18n.ts';

type PhotoUploadDialogProps = {
  open: boolean;
  onClose: () => void;
  /** the photo, upright and downscaled, as a JPEG data URL */
  onPhoto: (dataUrl: string) => void;
};

/**
 * 'Upload your photo' (spec part 2 §2.7): the site's file picker, 'UPLOADING IMAGE' while the photo is read
 * and downscaled, and a message in the reader's language when the file is not a picture.
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

  const readFile = async (file: File | undefined) => {
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
      <FilePicker
        accept="image/*"
        busy={busy}
        buttonLabel={busy ? t('postcards.upload.busy') : t('postcards.upload.button')}
        className="photo-upload__picker"
        describedBy={error ? `${hintId} ${errorId}` : hintId}
        onFiles={(files) => void readFile(files[0])}
      />
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
