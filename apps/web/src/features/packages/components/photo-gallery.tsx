import { useState, type KeyboardEvent } from 'react';
import { ChevronIcon } from '../../../components/icons.tsx';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { pictures, pictureSrc, pictureSrcSet } from '../../../lib/images.ts';
import { wrapIndex } from '../package-info.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** spec part 1 §7: thumbnails at 680 × 400; the lightbox shows the picture large, in its 3:2 shape. */
const thumb = pictures.thumbnail;
const large = pictures.large;

type LightboxProps = {
  images: readonly string[];
  index: number;
  name: string;
  onMove: (index: number) => void;
  onClose: () => void;
};

/**
 * The gallery lightbox: a modal dialog showing one photo, with previous and next buttons that go round
 * at both ends. The arrow keys move too, following the reading direction; Escape closes it and focus
 * returns to the thumbnail that opened it.
 */
function Lightbox({ images, index, name, onMove, onClose }: LightboxProps) {
  const { t } = useTranslation();
  const count = images.length;
  const image = images[index]!;
  const caption = t('discovery.package.photo_of', { number: index + 1, total: count });

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = (event.key === 'ArrowRight') !== rtl;
    onMove(wrapIndex(index + (forward ? 1 : -1), count));
  };

  return (
    <ModalDialog
      open
      onClose={onClose}
      label={t('discovery.package.photos', { name })}
      closeLabel={t('discovery.package.close')}
      className="lightbox"
      onKeyDown={onKeyDown}
    >
      <figure className="lightbox__figure">
        <img
          className="lightbox__image"
          width={large.width}
          height={large.height}
          alt={t('discovery.package.photo_alt', { name, number: index + 1 })}
          sizes="(min-width: 1300px) 1200px, 94vw"
          srcSet={pictureSrcSet(image, large)}
          src={pictureSrc(image, large)}
        />
        <figcaption className="lightbox__caption" aria-live="polite">
          {caption}
        </figcaption>
      </figure>
      {count > 1 && (
        <div className="lightbox__controls">
          <button
            type="button"
            className="carousel__button carousel__button--previous"
            aria-label={t('discovery.package.previous_photo')}
            onClick={() => onMove(wrapIndex(index - 1, count))}
          >
            <ChevronIcon />
          </button>
          <button
            type="button"
            className="carousel__button carousel__button--next"
            aria-label={t('discovery.package.next_photo')}
            onClick={() => onMove(wrapIndex(index + 1, count))}
          >
            <ChevronIcon />
          </button>
        </div>
      )}
    </ModalDialog>
  );
}

/** The Gallery tab: thumbnails of mega_slider_images, each opening the lightbox (spec part 1 §2). */
export function PhotoGallery({ images, name }: { images: readonly string[]; name: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <ul className="photo-grid">
        {images.map((image, index) => (
          <li key={`${index}-${image}`}>
            <button
              type="button"
              className="photo-grid__button"
              aria-haspopup="dialog"
              aria-label={t('discovery.package.open_photo', { number: index + 1, total: images.length })}
              onClick={() => setOpen(index)}
            >
              <img
                className="photo-grid__image"
                width={thumb.width}
                height={thumb.height}
                alt=""
                loading="lazy"
                decoding="async"
                sizes="(min-width: 1100px) 360px, (min-width: 768px) 45vw, 92vw"
                srcSet={pictureSrcSet(image, thumb)}
                src={pictureSrc(image, thumb)}
              />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && <Lightbox images={images} index={open} name={name} onMove={setOpen} onClose={() => setOpen(null)} />}
    </>
  );
}
