import { useState } from 'react';
import { createPortal } from 'react-dom';
import { pictures, pictureSrc } from '../../../../lib/images.ts';
import { ImagePickerDialog } from '../../shared/components/image-picker-dialog.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';

type PictureButtonProps = {
  /** what the button is for, e.g. "Highlight 3 picture"; read before the button's own text */
  label: string;
  /** the chosen picture's path under files/, "" for none */
  value: string;
  onChange: (path: string) => void;
  error?: string | undefined;
};

/**
 * The picture of one row of a long list (a highlight) or the list's "add a picture": a small thumbnail and a
 * button opening the console's image picker. ImagePicker's large preview suits one picture per form; a list
 * of thirteen highlights stays short and quick to load with these.
 */
export function PictureButton({ label, value, onChange, error }: PictureButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div className="store-picture-button">
      {value && <img width={160} height={120} alt="" loading="lazy" src={pictureSrc(value, pictures.orderPicture)} />}
      <button
        type="button"
        className="button button--plain"
        aria-label={`${value ? t('console-catalogue.images.change') : t('console-catalogue.images.choose')}: ${label}`}
        aria-invalid={error ? true : undefined}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {value ? t('console-catalogue.images.change') : t('console-catalogue.images.choose')}
      </button>
      {error && (
        <p className="field-error" role="alert">
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
