import { SiteLink } from '../../../components/site-link.tsx';
import { pictures, pictureSrc, pictureSrcSet } from '../../../lib/images.ts';
import type { GalleryItem } from '../home-sections.ts';
import { useTranslation } from '../../../lib/i18n.ts';

const thumb = pictures.thumbnail;

type GalleryGridProps = {
  items: readonly GalleryItem[];
  /** i18n key naming each picture, with {{number}} and {{total}} */
  labelKey: string;
  /** the gallery page opens each link in a new tab (spec part 2 §2.4) */
  newTab: boolean;
};

/**
 * The five linked pictures of the home settings. The settings carry no caption for them, so each is
 * named by its place in the set.
 */
export function GalleryGrid({ items, labelKey, newTab }: GalleryGridProps) {
  const { t } = useTranslation();
  return (
    <ul className="gallery-grid">
      {items.map((item, index) => (
        <li key={`${index}-${item.image}`}>
          <SiteLink href={item.link} className="gallery-grid__item" newTab={newTab}>
            <img
              className="gallery-grid__image"
              width={thumb.width}
              height={thumb.height}
              alt={t(labelKey, { number: index + 1, total: items.length })}
              loading="lazy"
              decoding="async"
              sizes="(min-width: 1100px) 380px, (min-width: 768px) 45vw, 92vw"
              srcSet={pictureSrcSet(item.image, thumb)}
              src={pictureSrc(item.image, thumb)}
            />
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
