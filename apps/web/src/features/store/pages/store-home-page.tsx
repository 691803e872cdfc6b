import type { Product, StoreDesign } from '@portal/contract/store';
import { useId, useState } from 'react';
import { useParams } from 'react-router';
import { Carousel } from '../../../components/carousel.tsx';
import { SiteLink } from '../../../components/site-link.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { pictures, pictureSrc, pictureSrcSet } from '../../../lib/images.ts';
import { localized } from '../../../lib/localized.ts';
import { useProductList, useStoreDesign } from '../api/catalog.ts';
import { Highlights } from '../components/highlights.tsx';
import { ProductCard } from '../components/product-card.tsx';
import { ProductGrid, ProductGridSkeleton } from '../components/product-grid.tsx';
import { StoreQueryFrame, useUnknownStore } from '../components/store-frame.tsx';
import { VideoModal } from '../components/video-modal.tsx';
import { isNotFound } from '../not-found.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** The slider moves on every 10 seconds like the home banner, with a pause control (WCAG 2.2.2). */
const sliderIntervalMs = 10_000;
const slide = pictures.banner;
/** how many products the carousel shows; the next ones are the related products */
const featuredCount = 8;

function StoreSlider({ design }: { design: StoreDesign }) {
  const { t } = useTranslation();
  if (design.slider_images.length === 0) return null;
  return (
    <section className="store-slider" aria-label={t('store.home.slider')}>
      <Carousel
        variant="slides"
        loop
        autoplay={{
          intervalMs: sliderIntervalMs,
          pauseLabel: t('store.home.slider_pause'),
          playLabel: t('store.home.slider_play'),
        }}
        previousLabel={t('store.home.slider_previous')}
        nextLabel={t('store.home.slider_next')}
        trackLabel={t('store.home.slider')}
      >
        {design.slider_images.map((image, index) => (
          <li key={image}>
            <img
              className="store-slider__image"
              width={slide.width}
              height={slide.height}
              alt=""
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
              decoding="async"
              sizes="100vw"
              srcSet={pictureSrcSet(image, slide)}
              src={pictureSrc(image, slide, 1440)}
            />
          </li>
        ))}
      </Carousel>
    </section>
  );
}

function AboutStore({ design, name }: { design: StoreDesign; name: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [filmOpen, setFilmOpen] = useState(false);
  return (
    <section className="store-about" aria-labelledby={headingId}>
      <h2 className="section-head__title" id={headingId}>
        {t('store.home.about', { name })}
      </h2>
      <p className="store-about__text">{localized(design, 'about')}</p>
      <div className="store-about__actions">
        {design.video && (
          <button type="button" className="button" onClick={() => setFilmOpen(true)}>
            {t('store.home.watch_film')}
          </button>
        )}
        {design.links.map((link) => (
          <SiteLink key={link.url} href={link.url} className="button button--quiet">
            {localized(link, 'label')}
          </SiteLink>
        ))}
      </div>
      <VideoModal
        open={filmOpen}
        onClose={() => setFilmOpen(false)}
        storeName={name}
        video={design.video}
        poster={design.slider_images[0] ?? null}
      />
    </section>
  );
}

function FeaturedProducts({ products }: { products: readonly Product[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="store-section" aria-labelledby={headingId}>
      <h2 className="section-head__title" id={headingId}>
        {t('store.home.featured')}
      </h2>
      <Carousel previousLabel={t('store.home.products_previous')} nextLabel={t('store.home.products_next')}>
        {products.map((product) => (
          <li key={product.product_id}>
            <ProductCard product={product} headingLevel={3} />
          </li>
        ))}
      </Carousel>
    </section>
  );
}

function StoreProducts({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const relatedId = useId();
  const query = useProductList(slug);
  if (query.isPending) return <ProductGridSkeleton count={4} />;
  // the store itself loaded; a failed product list leaves the rest of the page as it is
  if (query.isError || query.data.products.length === 0) return null;
  const { products } = query.data;
  const related = products.slice(featuredCount, featuredCount * 2);
  return (
    <>
      <FeaturedProducts products={products.slice(0, featuredCount)} />
      {related.length > 0 && (
        <section className="store-section" aria-labelledby={relatedId}>
          <h2 className="section-head__title" id={relatedId}>
            {t('store.home.related')}
          </h2>
          <ProductGrid products={related} headingLevel={3} />
        </section>
      )}
    </>
  );
}

/**
 * /stores/{slug}: the store's home (spec part 2 §2.6): slider, at most 13 highlights, the about text with
 * its film in a modal, a product carousel and related products.
 */
export function StoreHomePage() {
  const { t } = useTranslation();
  const slug = useParams().slug ?? '';
  const query = useStoreDesign(slug);
  const unknownStore = useUnknownStore();
  const name = query.data ? localized(query.data, 'store_name') : '';
  useDocumentTitle(
    name || (query.isError ? (isNotFound(query.error) ? unknownStore.title : t('store.home.load_failed')) : t('pages.loading')),
  );

  return (
    <StoreQueryFrame
      slug={slug}
      query={query}
      className="store-home"
      loading={
        <>
          <div className="store-slider store-slider--loading skeleton__block" aria-hidden="true" />
          <ProductGridSkeleton count={4} />
        </>
      }
      loadFailed={t('store.home.load_failed')}
      notFound={unknownStore}
    >
      {(design) => (
        <>
          <StoreSlider design={design} />
          <h1 className="page__title store-home__title">{name}</h1>
          <Highlights highlights={design.highlights} />
          <AboutStore design={design} name={name} />
          <StoreProducts slug={slug} />
        </>
      )}
    </StoreQueryFrame>
  );
}
