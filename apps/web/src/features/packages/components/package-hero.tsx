import type { PackageDetails } from '../../../lib/package-details.ts';
import { Carousel } from '../../../components/carousel.tsx';
import { pictures, pictureSrc, pictureSrcSet } from '../../../lib/images.ts';
import { formatAed } from '../../../lib/format.ts';
import { useLanguage, useTranslation } from '../../../lib/i18n.ts';
import { localized } from '../../../lib/localized.ts';
import { heroImages } from '../package-info.ts';

const { width, height } = pictures.hero;

/** The hero slider of a package page: its pictures with the destination and package names over them. */
export function PackageHero({ pkg }: { pkg: PackageDetails }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = localized(pkg, 'package_name');
  const images = heroImages(pkg);
  return (
    <div className="package-hero">
      {images.length > 0 && (
        <Carousel
          variant="slides"
          loop
          previousLabel={t('discovery.package.previous_photo')}
          nextLabel={t('discovery.package.next_photo')}
          trackLabel={images.length > 1 ? t('discovery.package.photos', { name }) : undefined}
        >
          {images.map((image, index) => (
            <li key={`${index}-${image}`}>
              <img
                className="package-hero__image"
                width={width}
                height={height}
                alt={images.length > 1 ? t('discovery.package.photo_alt', { name, number: index + 1 }) : ''}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                decoding="async"
                sizes="100vw"
                srcSet={pictureSrcSet(image, pictures.hero)}
                src={pictureSrc(image, pictures.hero)}
              />
            </li>
          ))}
        </Carousel>
      )}
      <div className="package-hero__text container">
        <p className="package-hero__destination">{localized(pkg, 'destination_name')}</p>
        <h1 className="package-hero__title">{name}</h1>
        {pkg.from_price != null && pkg.redirect !== 1 && (
          <p className="package-hero__from">
            {t('calendar.from')} <bdi>{formatAed(pkg.from_price, language)}</bdi>
          </p>
        )}
      </div>
    </div>
  );
}
