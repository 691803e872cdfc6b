import { pictures, pictureSrc } from '../../../../lib/images.ts';
import { ImagePicker } from '../../shared/components/image-picker.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';

type PackageGalleryProps = {
  /** picture paths under files/, in the order the package page's gallery shows them */
  images: readonly string[];
  onChange: (images: string[]) => void;
  error?: string | null | undefined;
};

/** Moves the picture at `from` one place earlier (-1) or later (+1). */
function moved(images: readonly string[], from: number, step: -1 | 1): string[] {
  const next = [...images];
  const [picture] = next.splice(from, 1);
  next.splice(from + step, 0, picture!);
  return next;
}

/** The package page's gallery (mega_slider_images): pictures from the image picker, in order, each movable and removable. */
export function PackageGallery({ images, onChange, error }: PackageGalleryProps) {
  const { t } = useTranslation();
  return (
    <div className="package-gallery">
      <h2 className="package-form__subheading">{t('console-packages.fields.mega_slider_images')}</h2>
      {images.length === 0 && <p className="form-field__hint">{t('console-packages.gallery.empty')}</p>}
      <ol className="package-gallery__list">
        {images.map((path, index) => (
          <li key={path} className="package-gallery__item">
            <img
              className="package-gallery__image"
              alt={t('console-packages.gallery.alt', { n: index + 1 })}
              src={pictureSrc(path, pictures.consoleThumbnail)}
            />
            <div className="package-gallery__actions">
              <button
                type="button"
                className="button button--plain"
                disabled={index === 0}
                aria-label={t('console-packages.gallery.earlier', { n: index + 1 })}
                onClick={() => onChange(moved(images, index, -1))}
              >
                {t('console-packages.gallery.earlier_short')}
              </button>
              <button
                type="button"
                className="button button--plain"
                disabled={index === images.length - 1}
                aria-label={t('console-packages.gallery.later', { n: index + 1 })}
                onClick={() => onChange(moved(images, index, 1))}
              >
                {t('console-packages.gallery.later_short')}
              </button>
              <button
                type="button"
                className="link-button"
                aria-label={t('console-packages.gallery.remove', { n: index + 1 })}
                onClick={() => onChange(images.filter((_, i) => i !== index))}
              >
                {t('console-packages.gallery.remove_short')}
              </button>
            </div>
          </li>
        ))}
      </ol>
      <ImagePicker
        label={t('console-packages.gallery.add')}
        value=""
        error={error}
        onChange={(path) => {
          if (path && !images.includes(path)) onChange([...images, path]);
        }}
      />
    </div>
  );
}
