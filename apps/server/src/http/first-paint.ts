import { resizedImage, resizedSrcSet } from '@portal/contract/images';

/**
 * The first screen of the home, destination and package pages as real markup, written by the server into
 * the page's #root from the answers it already inlines, so the largest picture paints without waiting for
 * the app's code (docs/decisions/031-first-paint.md). The markup copies the classes,
 * sizes and attributes the app renders (home-banner.tsx, destination-card.tsx, card-image.tsx,
 * package-card.tsx, page-banner.tsx, package-hero.tsx), so the same stylesheet lays it out; the app
 * replaces it in one commit once its page and data are ready. Its links work as plain links; its buttons
 * are disabled, since a click on them before the app runs would be lost (the app's own buttons replace them).
 */

export type Language = 'en' | 'ae';

/** Text for an element or a double-quoted attribute; every database text goes through it. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * The few interface texts of the first screen, copied from the web app's locales (first-paint.test.ts
 * holds them equal to apps/web/src/locales/{en,ae}, since the server never imports the web app); the keys
 * are the app's.
 */
export const firstPaintTexts = {
  en: {
    'home.heading': 'Discover Sharjah',
    'home.banner.label': 'Highlights',
    'destinations.heading': 'Our Destinations',
    'destinations.see_all': 'SEE ALL',
    'destinations.see_packages': 'See Packages',
    'destinations.previous': 'Previous destinations',
    'destinations.next': 'Next destinations',
    'discovery.breadcrumb.label': 'Breadcrumb',
    'discovery.breadcrumb.home': 'Home',
    'discovery.breadcrumb.book': 'Book Your Experience',
    'discovery.destination.packages_heading': 'Tickets and experiences',
    'discovery.destination.tabs_label': 'Who is it for?',
    'discovery.destination.tabs.all': 'All',
    'discovery.destination.tabs.couples': 'Couples',
    'discovery.destination.tabs.friends': 'Friends',
    'discovery.destination.tabs.family': 'Family',
    'discovery.destination.tabs.kids': 'Kids',
    'discovery.package.photo_alt': '{{name}}, photo {{number}}',
  },
  ae: {
    'home.heading': 'اكتشف الشارقة',
    'home.banner.label': 'أبرز ما لدينا',
    'destinations.heading': 'وجهاتنا',
    'destinations.see_all': 'عرض الكل',
    'destinations.see_packages': 'اكتشف الباقات',
    'destinations.previous': 'الوجهات السابقة',
    'destinations.next': 'الوجهات التالية',
    'discovery.breadcrumb.label': 'مسار التنقّل',
    'discovery.breadcrumb.home': 'الرئيسية',
    'discovery.breadcrumb.book': 'احجز تجربتك',
    'discovery.destination.packages_heading': 'التذاكر والتجارب',
    'discovery.destination.tabs_label': 'لمن هذه التجربة؟',
    'discovery.destination.tabs.all': 'الكل',
    'discovery.destination.tabs.couples': 'للأزواج',
    'discovery.destination.tabs.friends': 'مع الأصدقاء',
    'discovery.destination.tabs.family': 'للعائلة',
    'discovery.destination.tabs.kids': 'للأطفال',
    'discovery.package.photo_alt': '{{name}}، الصورة {{number}}',
  },
} as const satisfies Record<Language, Record<string, string>>;

type TextKey = keyof (typeof firstPaintTexts)['en'];

/** spec part 1 §9: the home carousel shows the first 7 destinations (our-destinations.tsx). */
const homeDestinationCount = 7;
/** the destination page's first cards; the app adds the rest below them */
const destinationPackageCount = 6;
const audienceTabs = ['all', 'couples', 'friends', 'family', 'kids'] as const;

const chevron =
  '<svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" ' +
  'stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="m9 5 7 7-7 7"></path></svg>';

/** a record of a public answer, as parsed from its JSON */
type Fields = Record<string, unknown>;

const str = (value: unknown): string => (typeof value === 'string' ? value : value == null ? '' : String(value));

/** A field in the page's language; an empty Arabic twin falls back to English (web lib/localized.ts). */
function localized(item: Fields, field: string, language: Language, ...arabicTwins: string[]): string {
  if (language === 'ae') {
    for (const twin of [`arabic_${field}`, ...arabicTwins]) {
      const arabic = str(item[twin]).trim();
      if (arabic) return arabic;
    }
  }
  return str(item[field]);
}

function text(language: Language, key: TextKey, values: Record<string, string> = {}): string {
  return firstPaintTexts[language][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

/** A link the back office entered: this site's paths and http(s) addresses only (web components/site-link.tsx). */
function safeHref(href: string): string | null {
  if (href.startsWith('/') && !href.startsWith('//')) return href;
  return /^https?:\/\//i.test(href.trim()) ? href.trim() : null;
}

/** `<img>` attributes of a resized picture, as the app writes them. */
function img(
  path: string,
  size: { width: number; height: number; widths: readonly number[]; sizes: string },
  options: { className: string; alt: string; eager: boolean },
): string {
  return (
    `<img class="${options.className}" src="${escapeHtml(resizedImage(path, size.width, size.height))}" ` +
    `srcset="${escapeHtml(resizedSrcSet(path, size.width, size.height, [...size.widths]))}" sizes="${size.sizes}" ` +
    `width="${size.width}" height="${size.height}" alt="${escapeHtml(options.alt)}" ` +
    `loading="${options.eager ? 'eager' : 'lazy'}" fetchpriority="${options.eager ? 'high' : 'auto'}" decoding="async" />`
  );
}

// the sizes the app's components request (home-banner.tsx, card-image.tsx, page-banner.tsx, package-hero.tsx)
const bannerDesktop = { width: 1920, height: 800, widths: [960, 1440, 1920], sizes: '100vw' } as const;
const bannerMobile = { width: 750, height: 1000, widths: [375, 750], sizes: '100vw' } as const;
const card = {
  width: 380,
  height: 500,
  widths: [380, 760],
  sizes: '(min-width: 1100px) 280px, (min-width: 768px) 31vw, 78vw',
} as const;
const hero = { width: 1600, height: 600, widths: [800, 1200, 1600], sizes: '100vw' } as const;

function bannerSlide(slide: Fields, language: Language): string {
  const picture =
    '<picture>' +
    (str(slide.mobile_image)
      ? `<source media="(max-width: 767px)" srcset="${escapeHtml(
          resizedSrcSet(str(slide.mobile_image), bannerMobile.width, bannerMobile.height, [...bannerMobile.widths]),
        )}" sizes="100vw" width="${bannerMobile.width}" height="${bannerMobile.height}" />`
      : '') +
    img(str(slide.image), bannerDesktop, { className: 'home-banner__image', alt: '', eager: true }) +
    '</picture>';
  const title = localized(slide, 'title', language);
  const inner = picture + (title ? `<span class="home-banner__title">${escapeHtml(title)}</span>` : '');
  const href = safeHref(str(slide.link));
  return href
    ? `<a class="home-banner__slide" href="${escapeHtml(href)}">${inner}</a>`
    : `<div class="home-banner__slide">${inner}</div>`;
}

function destinationCard(destination: Fields, index: number, language: Language): string {
  const name = localized(destination, 'name', language);
  const picture = str(destination.img) || str(destination.featured_image);
  const nameId = `first-paint-destination-${index}`;
  return (
    '<li><article class="card destination-card">' +
    (picture
      ? img(picture, card, { className: 'card__image', alt: name, eager: index === 0 })
      : `<div class="card__image card__image--missing" role="img" aria-label="${escapeHtml(name)}"></div>`) +
    `<div class="card__body"><h3 class="card__title" id="${nameId}">${escapeHtml(name)}</h3>` +
    `<p class="card__text">${escapeHtml(localized(destination, 'description', language))}</p>` +
    `<a class="button card__action" href="/d/${encodeURIComponent(str(destination.url_slug))}" aria-describedby="${nameId}">` +
    `${escapeHtml(text(language, 'destinations.see_packages'))}</a></div></article></li>`
  );
}

/** The answer's list: `data` as the specification's list answers carry it. */
const listOf = (answer: Fields | null | undefined): Fields[] => (Array.isArray(answer?.data) ? (answer.data as Fields[]) : []);

/**
 * The promo strip as the web app draws it (features/home/components/promo-strip.tsx): the operators' line and
 * code from the sitePromotions answer, nothing when they hid it or the answer is missing.
 */
function promoStrip(promotions: Fields | null, language: Language): string {
  const home = (promotions?.data as Fields | undefined)?.home as Fields | undefined;
  const button =
    home?.show === 1
      ? `<button type="button" disabled class="promo-strip__button" aria-haspopup="dialog">` +
        `${escapeHtml(localized(home, 'text', language))} <strong class="promo-code" dir="ltr">${escapeHtml(str(home.code))}</strong></button>`
      : '';
  return `<div class="promo-strip">${button}</div>`;
}

/** Home: the hidden heading, the banner's first slide, the promo strip and Our Destinations (spec part 1 §2 Home). */
export function homeFirstPaint(
  answers: { slider: Fields | null; destinations: Fields | null; promotions: Fields | null },
  language: Language,
): string {
  const slide = listOf(answers.slider)[0];
  const destinations = listOf(answers.destinations).slice(0, homeDestinationCount);
  const banner = slide
    ? `<section class="home-banner" aria-label="${escapeHtml(text(language, 'home.banner.label'))}"><div class="carousel carousel--slides">` +
      `<ul class="carousel__track"><li>${bannerSlide(slide, language)}</li></ul></div></section>`
    : '';
  const promo = promoStrip(answers.promotions, language);
  const ourDestinations = destinations.length
    ? '<section class="home-section" aria-labelledby="first-paint-destinations"><div class="section-head">' +
      `<h2 class="section-head__title" id="first-paint-destinations">${escapeHtml(text(language, 'destinations.heading'))}</h2>` +
      `<a class="section-head__link" href="/view-all-destination">${escapeHtml(text(language, 'destinations.see_all'))}</a></div>` +
      '<div class="carousel carousel--cards"><ul class="carousel__track">' +
      destinations.map((destination, index) => destinationCard(destination, index, language)).join('') +
      '</ul><div class="carousel__controls">' +
      `<button type="button" disabled class="carousel__button carousel__button--previous" aria-label="${escapeHtml(text(language, 'destinations.previous'))}" aria-disabled="true">${chevron}</button>` +
      `<button type="button" disabled class="carousel__button carousel__button--next" aria-label="${escapeHtml(text(language, 'destinations.next'))}" aria-disabled="false">${chevron}</button>` +
      '</div></div></section>'
    : '';
  return (
    `<h1 class="visually-hidden">${escapeHtml(text(language, 'home.heading'))}</h1>` +
    banner +
    promo +
    `<div class="home container">${ourDestinations}</div>`
  );
}

function packageCard(pkg: Fields, index: number, language: Language): string {
  const destinationId = `first-paint-package-${index}`;
  const title = escapeHtml(localized(pkg, 'package_name', language, 'arabic_name', 'package_arabic_name'));
  const picture = str(pkg.img);
  // a redirect package's link leaves the site: the app decides it (package-card.tsx), so its title waits as text
  const link =
    pkg.redirect === 1
      ? title
      : `<a class="package-card__link" href="/p/${encodeURIComponent(str(pkg.url_slug))}" aria-describedby="${destinationId}">${title}</a>`;
  return (
    '<li><article class="card package-card"><div class="package-card__media">' +
    (picture
      ? img(picture, card, { className: 'card__image', alt: '', eager: index < 2 })
      : '<div class="card__image card__image--missing"></div>') +
    '</div><div class="card__body">' +
    `<p class="package-card__destination" id="${destinationId}">${escapeHtml(
      localized(pkg, 'destination_name', language, 'destination_arabic_name', 'dest_arabic_name'),
    )}</p>` +
    `<h3 class="card__title package-card__title">${link}</h3>` +
    // the price line keeps its place; the app writes the price by its own rule (package-card-price.ts)
    '<p class="package-card__price" aria-hidden="true">&nbsp;</p></div></article></li>'
  );
}

/** Destination: the banner with its name and introduction, the breadcrumb, the audience tabs and the first package cards. */
export function destinationFirstPaint(answer: Fields, language: Language): string {
  const destination = (answer.destination ?? {}) as Fields;
  const name = escapeHtml(localized(destination, 'name', language));
  const banner = str(destination.featured_image) || str(destination.img);
  const kicker = localized(destination, 'hover_text', language);
  const packages = listOf(answer).slice(0, destinationPackageCount);
  const crumb = (key: TextKey, href: string) =>
    `<li><a href="${href}">${escapeHtml(text(language, key))}</a>${chevron.replace('<svg ', '<svg class="breadcrumb__separator" ')}</li>`;
  const tabs =
    `<div class="tabs audience-tabs" role="tablist" aria-label="${escapeHtml(text(language, 'discovery.destination.tabs_label'))}">` +
    audienceTabs
      .map(
        (id) =>
          `<button type="button" disabled role="tab" class="tabs__tab" aria-selected="${id === 'all'}" tabindex="${id === 'all' ? 0 : -1}">` +
          `${escapeHtml(text(language, `discovery.destination.tabs.${id}`))}</button>`,
      )
      .join('') +
    '</div>';
  return (
    '<div class="page-banner">' +
    (banner ? img(banner, hero, { className: 'page-banner__image', alt: '', eager: true }) : '') +
    '<div class="page-banner__text container">' +
    (kicker ? `<p class="page-banner__kicker">${escapeHtml(kicker)}</p>` : '') +
    `<h1 class="page-banner__title">${name}</h1>` +
    `<p class="page-banner__intro">${escapeHtml(localized(destination, 'description', language))}</p></div></div>` +
    '<div class="page container">' +
    `<nav class="breadcrumb" aria-label="${escapeHtml(text(language, 'discovery.breadcrumb.label'))}"><ol class="breadcrumb__list">` +
    crumb('discovery.breadcrumb.home', '/') +
    crumb('discovery.breadcrumb.book', '/book-your-experience') +
    `<li><span aria-current="page">${name}</span></li></ol></nav>` +
    `<section aria-labelledby="first-paint-packages"><h2 class="section-head__title" id="first-paint-packages">` +
    `${escapeHtml(text(language, 'discovery.destination.packages_heading'))}</h2>` +
    (packages.length
      ? `${tabs}<div class="tab-panel"><ul class="card-grid">${packages.map((pkg, index) => packageCard(pkg, index, language)).join('')}</ul></div>`
      : '') +
    '</section></div>'
  );
}

/** Package: the hero's first picture with the destination and package names over it (package-hero.tsx). */
export function packageFirstPaint(details: Fields, heroImages: readonly string[], language: Language): string {
  const name = localized(details, 'package_name', language, 'arabic_name', 'package_arabic_name');
  const first = heroImages[0];
  const alt = heroImages.length > 1 ? text(language, 'discovery.package.photo_alt', { name, number: '1' }) : '';
  return (
    '<div class="package-hero">' +
    (first
      ? '<div class="carousel carousel--slides"><ul class="carousel__track"><li>' +
        img(first, hero, { className: 'package-hero__image', alt, eager: true }) +
        '</li></ul></div>'
      : '') +
    '<div class="package-hero__text container">' +
    `<p class="package-hero__destination">${escapeHtml(
      localized(details, 'destination_name', language, 'destination_arabic_name', 'dest_arabic_name'),
    )}</p>` +
    `<h1 class="package-hero__title">${escapeHtml(name)}</h1></div></div>`
  );
}
