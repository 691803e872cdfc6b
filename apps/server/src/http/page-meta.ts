import { resizedImage, resizedSrcSet } from '@portal/contract/images';
import { matchRoute } from '@portal/contract/routes';
import type { FastifyBaseLogger } from 'fastify';
import type { PublicAnswer } from './dispatcher.ts';
import { destinationFirstPaint, homeFirstPaint, packageFirstPaint } from './first-paint.ts';

type Language = 'en' | 'ae';

export type PageMeta = {
  title: string;
  description: string;
  /** the page's main image: its path under files/, as image fields carry it (spec part 1 §7), or null */
  image: string | null;
  /** the first pictures the page shows, preloaded so they download beside the app's code */
  preloads: ImagePreload[];
  /** answers of public reads, keyed as the browser's GET query string (`action=packages&slug=…`) */
  initial: Record<string, unknown>;
  /** the first screen as markup for #root (first-paint.ts), or '' when the app draws the page alone */
  firstPaint: string;
  found: boolean;
};

/** A responsive picture for `<link rel="preload" as="image">`; `media` picks it for a viewport. */
export type ImagePreload = { href: string; srcset: string; sizes: string; media?: string };

function responsive(image: string, size: { width: number; height: number; widths: number[] }, media?: string): ImagePreload {
  return {
    href: resizedImage(image, size.width, size.height),
    srcset: resizedSrcSet(image, size.width, size.height, size.widths),
    sizes: '100vw',
    ...(media ? { media } : {}),
  };
}

// the sizes of the web app's home banner (home-banner.tsx) and of the package and destination heroes (package-hero.tsx, page-banner.tsx)
const bannerDesktop = { width: 1920, height: 800, widths: [960, 1440, 1920] };
const bannerMobile = { width: 750, height: 1000, widths: [375, 750] };
const hero = { width: 1600, height: 600, widths: [800, 1200, 1600] };

const site = { en: 'Sharjah Experiences', ae: 'تجارب الشارقة' };
const defaults = {
  en: 'Find things to do in Sharjah: destinations, tours and experiences, tickets with add-ons, vouchers and offers.',
  ae: 'اكتشف ما يمكنك القيام به في الشارقة: وجهات وجولات وتجارب، وتذاكر مع إضافات، وقسائم وعروض.',
};

/** The query string the web app's request layer builds for a GET of this action (action first, then fields in order). */
export function initialKey(action: string, fields: Record<string, string> = {}): string {
  return new URLSearchParams({ action, ...fields }).toString();
}

function plainText(html: string, max = 160): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

const pick = (language: Language, en: string, ae: string) => (language === 'ae' && ae ? ae : en);

/**
 * Title, description, main image and first-screen data of a page, computed on the server so that
 * crawlers and link previews (which run no JavaScript) see them and the first paint needs no round trip.
 */
export async function pageMeta(options: {
  pathname: string;
  language: Language;
  publicAnswer: PublicAnswer;
  log: FastifyBaseLogger;
  productName: string;
}): Promise<PageMeta> {
  const { language, publicAnswer, log } = options;
  const meta: PageMeta = {
    title: site[language],
    description: defaults[language],
    image: null,
    preloads: [],
    initial: {},
    firstPaint: '',
    found: true,
  };
  const route = matchRoute(options.pathname);
  if (!route) return { ...meta, found: false };

  const load = async (action: string, fields: Record<string, string> = {}) => {
    const body = await publicAnswer(action, fields, log);
    if (!body) return null;
    const parsed = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
    meta.initial[initialKey(action, fields)] = parsed;
    return parsed;
  };
  const withSite = (name: string) => `${name} | ${site[language]}`;

  switch (route.pattern) {
    case '/': {
      const [slides, destinations, , , promotions] = await Promise.all([
        load('slider') as Promise<{ data: { image: string; mobile_image: string }[] } | null>,
        load('destinations'),
        load('HomeData'),
        load(`${options.productName}_homepage_settings`),
        load('sitePromotions'),
      ]);
      meta.firstPaint = homeFirstPaint({ slider: slides, destinations, promotions }, language);
      const first = slides?.data[0];
      meta.image = first?.image ?? null;
      // the banner's first slide: its phone picture up to 767 px wide, the wide one above (spec part 1 §2)
      if (first?.mobile_image) {
        meta.preloads.push(
          responsive(first.mobile_image, bannerMobile, '(max-width: 767px)'),
          responsive(first.image, bannerDesktop, '(min-width: 768px)'),
        );
      } else if (first?.image) meta.preloads.push(responsive(first.image, bannerDesktop));
      return meta;
    }
    case '/view-all-destination':
      await load('destinations');
      return { ...meta, title: withSite(language === 'ae' ? 'جميع الوجهات' : 'All destinations') };
    case '/d/:url_slug': {
      const answer = (await load('packages', { slug: route.params.url_slug ?? '' })) as {
        destination: {
          name: string;
          arabic_name: string;
          description: string;
          arabic_description: string;
          img: string;
          featured_image: string;
        };
      } | null;
      if (!answer) return { ...meta, found: false };
      const d = answer.destination;
      const banner = d.featured_image || d.img;
      return {
        ...meta,
        preloads: banner ? [responsive(banner, hero)] : [],
        firstPaint: destinationFirstPaint(answer, language),
        title: withSite(pick(language, d.name, d.arabic_name)),
        description: plainText(pick(language, d.description, d.arabic_description)),
        image: d.img,
      };
    }
    case '/p/:package_slug': {
      const answer = (await load('packagesDetails', { slug: route.params.package_slug ?? '' })) as {
        data: {
          package_name: string;
          arabic_name: string;
          destination_name: string;
          destination_arabic_name: string;
          description: string;
          arabic_description: string;
          img: string;
          /** the JSON text of a list of image paths (spec part 1 §2–3) */
          mega_slider_images: string;
          redirect: number;
        };
      } | null;
      if (!answer) return { ...meta, found: false };
      const p = answer.data;
      // the hero's first picture (package-info.ts heroImages); a redirect package shows none
      const gallery = JSON.parse(p.mega_slider_images) as string[];
      const heroImages = p.redirect === 1 ? [] : gallery.length > 0 ? gallery : p.img ? [p.img] : [];
      const heroImage = heroImages[0];
      const name = `${pick(language, p.package_name, p.arabic_name)} – ${pick(language, p.destination_name, p.destination_arabic_name)}`;
      return {
        ...meta,
        title: withSite(name),
        description: plainText(pick(language, p.description, p.arabic_description)) || meta.description,
        image: p.img,
        preloads: heroImage ? [responsive(heroImage, hero)] : [],
        // a redirect package's page is a notice that sends the browser on (redirect-notice.tsx): the app draws it
        firstPaint: p.redirect === 1 ? '' : packageFirstPaint(p, heroImages, language),
      };
    }
    case '/t/:slug': {
      const answer = (await load('packagesByTags', { tag: route.params.slug ?? '' })) as {
        tag: { name: string; arabic_name: string } | null;
        data: { img: string }[];
      } | null;
      // an unknown tag answers an empty list with tag null: the page says No Packages Found, and is not found
      if (!answer?.tag) return { ...meta, found: false };
      return {
        ...meta,
        title: withSite(pick(language, answer.tag.name, answer.tag.arabic_name)),
        image: answer.data[0]?.img ?? null,
      };
    }
    case '/v/:voucher_slug': {
      const answer = (await load('getVourcherDetails', { slug: route.params.voucher_slug ?? '' })) as {
        data: { name: string; arabic_name: string; description: string; arabic_description: string; img: string };
      } | null;
      if (!answer) return { ...meta, found: false };
      const v = answer.data;
      return {
        ...meta,
        title: withSite(pick(language, v.name, v.arabic_name)),
        description: plainText(pick(language, v.description, v.arabic_description)) || meta.description,
        image: v.img,
      };
    }
    case '/vouchers':
      await Promise.all([load('destinations'), load('listVoucherByDesitnation')]);
      return { ...meta, title: withSite(language === 'ae' ? 'القسائم' : 'Vouchers') };
    case '/vouchers/:url_slug': {
      const slug = route.params.url_slug ?? '';
      // spec part 1 §2: 'location' lists the vouchers near the device, which only the browser knows
      if (slug === 'location') {
        await load('destinations');
        return { ...meta, title: withSite(language === 'ae' ? 'قسائم بالقرب منك' : 'Vouchers near you') };
      }
      const [, answer] = await Promise.all([
        load('destinations'),
        load('listVoucherByDesitnation', { slug }) as Promise<{
          destination: { name: string; arabic_name: string } | null;
        } | null>,
      ]);
      // an unknown destination answers an empty list with destination null: the page is not found
      if (!answer?.destination) return { ...meta, found: false };
      const name = pick(language, answer.destination.name, answer.destination.arabic_name);
      return { ...meta, title: withSite(language === 'ae' ? `قسائم ${name}` : `Vouchers at ${name}`) };
    }
    case '/stores':
      return { ...meta, title: withSite(language === 'ae' ? 'متجر الحرفيين' : 'Artisan store') };
    case '/stores/:slug': {
      // read, not inlined: the store home asks for more than its design, and the browser fetches it at once
      const body = await options.publicAnswer('storeDesign', { url_slug: route.params.slug ?? '' }, log);
      if (!body) return { ...meta, found: false };
      const { storeData: store } = JSON.parse(body.toString('utf8')) as {
        storeData: {
          store_name: string;
          arabic_store_name: string;
          about: string;
          arabic_about: string;
          slider_images: string[];
        };
      };
      return {
        ...meta,
        title: withSite(pick(language, store.store_name, store.arabic_store_name)),
        description: plainText(pick(language, store.about, store.arabic_about)) || meta.description,
        image: store.slider_images[0] ?? null,
      };
    }
    case '/hos-postcards':
      return {
        ...meta,
        title: withSite(language === 'ae' ? 'بطاقات بريدية' : 'Postcards'),
        description:
          language === 'ae'
            ? 'أرسل بطاقة بريدية من الشارقة: اختر إطاراً وأضف صورتك ورسالتك، أو اختر بطاقة جاهزة من صور الشارقة القديمة.'
            : 'Send a postcard from Sharjah: pick a frame and add your photo and message, or choose a ready-made card of old Sharjah.',
      };
    case '/hos-postcards-about':
      return { ...meta, title: withSite(language === 'ae' ? 'عن البطاقات البريدية' : 'About our postcards') };
    case '/hos-postcards-contact':
      return { ...meta, title: withSite(language === 'ae' ? 'تواصل معنا' : 'Contact us') };
    default:
      return meta;
  }
}
