import { useState, type KeyboardEvent } from 'react';
import { tabIndexAfterKey } from '../../../components/tab-keys.ts';
import { pictures, pictureSrc, pictureSrcSet } from '../../../lib/images.ts';
import { useTranslation } from '../../../lib/i18n.ts';

const photo = pictures.productPhoto;
/** thumbnails show at 64 px; the 160 px square stays sharp on high-density screens */
const thumb = pictures.square;

/**
 * The product's photos (spec part 2 §2.6 "images"): one large, and a row of thumbnail buttons that show
 * theirs. The shown thumbnail is marked current for screen readers; Tab reaches each thumbnail, and the
 * arrow keys (following the reading direction, going round), Home and End move along the row too.
 */
export function ProductGallery({ images, title }: { images: readonly string[]; title: string }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(0);
  const count = images.length;
  const index = Math.min(shown, Math.max(0, count - 1));
  const image = images[index];

  const onThumbKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const next = tabIndexAfterKey(index, event.key, count, rtl);
    if (next === null) return;
    event.preventDefault();
    setShown(next);
    event.currentTarget.querySelectorAll('button')[next]?.focus();
  };

  return (
    <section className="product-gallery" aria-label={t('product.gallery_label', { title })}>
      {image ? (
        <img
          className="product-gallery__photo"
          width={photo.width}
          height={photo.height}
          alt={t('product.photo_alt', { title, number: index + 1, total: count })}
          fetchPriority="high"
          decoding="async"
          sizes="(min-width: 900px) 45vw, 92vw"
          srcSet={pictureSrcSet(image, photo)}
          src={pictureSrc(image, photo)}
        />
      ) : (
        <div className="product-gallery__photo product-gallery__photo--missing" />
      )}
      {count > 1 && (
        <ul className="product-gallery__thumbs" onKeyDown={onThumbKey}>
          {images.map((path, i) => (
            <li key={`${i}-${path}`}>
              <button
                type="button"
                className="product-gallery__thumb"
                aria-label={t('product.show_photo', { number: i + 1, total: count })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setShown(i)}
              >
                <img
                  width={thumb.width}
                  height={thumb.height}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  src={pictureSrc(path, thumb)}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
