import { storeLimits, type StoreDesign } from '@portal/contract/store';
import { useId } from 'react';
import { pictures, pictureSrc } from '../../../lib/images.ts';
import { localized } from '../../../lib/localized.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** the resizer's square size (packages/contract images.ts) */
const size = pictures.square.width;

/** The store's highlights (spec part 2 §2.6): round pictures with a caption, at most 13 (spec part 2 §9). */
export function Highlights({ highlights }: { highlights: StoreDesign['highlights'] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const shown = highlights.slice(0, storeLimits.highlights);
  if (shown.length === 0) return null;
  return (
    <section className="store-highlights" aria-labelledby={headingId}>
      <h2 className="section-head__title" id={headingId}>
        {t('store.home.highlights')}
      </h2>
      <ul className="store-highlights__list">
        {shown.map((highlight) => (
          <li key={`${highlight.title}-${highlight.image}`} className="store-highlights__item">
            <img
              className="store-highlights__image"
              width={size}
              height={size}
              alt=""
              loading="lazy"
              decoding="async"
              src={pictureSrc(highlight.image, pictures.square)}
            />
            <span className="store-highlights__title">{localized(highlight, 'title')}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
