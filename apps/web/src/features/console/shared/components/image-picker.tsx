import { useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { pictures, pictureSrc, pictureSrcSet } from '../../../../lib/images.ts';
import { ImagePickerDialog } from './image-picker-dialog.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';

type ImagePickerProps = {
  label: string;
  /** the picture's path under files/, "" when none is chosen */
  value: string;
  onChange: (path: string) => void;
  /** the field's problem in the current language, shown under it and announced */
  error?: string | null | undefined;
};

/**
 * A console form's picture field: the chosen picture (through the /files resizer) and 'Choose image', which
 * opens the picker to upload a new one or reuse an uploaded one. The button carries aria-invalid, so a form's
 * "focus the first invalid field" lands on it.
 */
export function ImagePicker({ label, value, onChange, error }: ImagePickerProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const errorId = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className="form-field image-picker" role="group" aria-labelledby={labelId}>
      <span className="form-field__label" id={labelId}>
        {label}
      </span>
      <div className="image-picker__preview">
        {value ? (
          <img
            className="image-picker__image"
            alt={t('console-catalogue.images.chosen_alt')}
            sizes="20rem"
            srcSet={pictureSrcSet(value, pictures.large)}
            src={pictureSrc(value, pictures.large, 600)}
          />
        ) : (
          <span className="image-picker__empty">{t('console-catalogue.images.none_chosen')}</span>
        )}
      </div>
      <button
        type="button"
        className="button button--plain"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {value ? t('console-catalogue.images.change') : t('console-catalogue.images.choose')}
      </button>
      {error && (
        <p className="field-error" id={errorId} role="alert">
          {error}
        </p>
      )}
      {/* outside the form's DOM, since the picker has a search form of its own and forms do not nest */}
      {createPortal(
        <ImagePickerDialog open={open} onClose={() => setOpen(false)} current={value} onChoose={onChange} />,
        document.body,
      )}
    </div>
  );
}
