import type { Slide } from '@portal/contract/catalog';
import { Carousel } from '../../../components/carousel.tsx';
import { SiteLink } from '../../../components/site-link.tsx';
import { pictures, pictureSrc, pictureSrcSet } from '../../../lib/images.ts';
import { localized } from '../../../lib/localized.ts';
import { useSlides } from '../api/get-slides.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** spec part 1 §9: the banner moves on every 10 seconds; its mobile pictures serve widths up to 767px. */
const bannerIntervalMs = 10_000;
const mobileQuery = '(max-width: 767px)';
const desktop = pictures.banner;
const mobile = pictures.bannerMobile;

function BannerSlide({ slide, eager }: { slide: Slide; eager: boolean }) {
  const title = localized(slide, 'title');
  return (
    <SiteLink href={slide.link} className="home-banner__slide">
      <picture>
        {slide.mobile_image && (
          <source
            media={mobileQuery}
            srcSet={pictureSrcSet(slide.mobile_image, mobile)}
            sizes="100vw"
            width={mobile.width}
            height={mobile.height}
          />
        )}
        <img
          className="home-banner__image"
          width={desktop.width}
          height={desktop.height}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
          sizes="100vw"
          srcSet={pictureSrcSet(slide.image, desktop)}
          src={pictureSrc(slide.image, desktop)}
        />
      </picture>
      {title && <span className="home-banner__title">{title}</span>}
    </SiteLink>
  );
}

/**
 * The rotating home banner (spec part 1 §2 Home): one slide at a time, looping, moving on every
 * 10 seconds with a pause control (WCAG 2.2.2). While it loads, a block of its shape holds the space.
 */
export function HomeBanner() {
  const { t } = useTranslation();
  const query = useSlides();
  if (query.isPending) return <div className="home-banner home-banner--loading" aria-hidden="true" />;
  if (query.isError || query.data.length === 0) return null;
  return (
    <section className="home-banner" aria-label={t('home.banner.label')}>
      <Carousel
        variant="slides"
        loop
        autoplay={{ intervalMs: bannerIntervalMs, pauseLabel: t('home.banner.pause'), playLabel: t('home.banner.play') }}
        previousLabel={t('home.banner.previous')}
        nextLabel={t('home.banner.next')}
      >
        {query.data.map((slide, index) => (
          <li key={slide.id}>
            <BannerSlide slide={slide} eager={index === 0} />
          </li>
        ))}
      </Carousel>
    </section>
  );
}
