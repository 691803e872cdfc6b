import { homeSettingsSchema, type HomeSettings } from '@portal/contract/catalog';
import { siteSettings, sliders } from '../schema/index.ts';
import { bi, type Bi, type SeedContext } from './context.ts';
import type { TagSlug } from './destinations-and-packages.ts';
import type { Scene } from './images.ts';
import { storeSlug } from './store.ts';

const slideSeeds: { slug: string; title: Bi; scene: Scene; link: string }[] = [
  {
    slug: 'discover-al-noor-island',
    title: bi('Discover Al Noor Island', 'اكتشف جزيرة النور'),
    scene: 'lagoon',
    link: '/d/al-noor-island',
  },
  {
    slug: 'a-night-under-mleiha-stars',
    title: bi("A Night under Mleiha's Stars", 'ليلة تحت نجوم مليحة'),
    scene: 'night',
    link: '/p/mleiha-desert-safari',
  },
  {
    slug: 'handmade-in-sharjah',
    title: bi('Handmade in Sharjah', 'صُنع يدوياً في الشارقة'),
    scene: 'heritage',
    link: `/stores/${storeSlug}`,
  },
];

const gallerySeeds: { slug: string; title: string; scene: Scene; link: string }[] = [
  { slug: 'dhow-cruise', title: 'Khor Fakkan Dhow Cruise', scene: 'mountains', link: '/p/khor-fakkan-dhow-cruise' },
  { slug: 'safari', title: 'Sharjah Safari', scene: 'safari', link: '/d/sharjah-safari' },
  { slug: 'stargazing', title: 'Stargazing in Mleiha', scene: 'night', link: '/p/mleiha-stargazing-night' },
  { slug: 'calligraphy', title: 'Calligraphy at the Museum', scene: 'museum', link: '/p/islamic-calligraphy-workshops' },
  { slug: 'abra-ride', title: 'Abra Ride at Al Qasba', scene: 'city', link: '/p/al-qasba-abra-ride' },
];

const homeSections: { tag: TagSlug; heading: Bi; description: Bi }[] = [
  {
    tag: 'top-experiences',
    heading: bi('Top Experiences', 'أبرز التجارب'),
    description: bi(
      'The experiences our visitors rate highest, from desert nights to lagoon cruises.',
      'التجارب التي نالت أعلى تقييمات زوّارنا، من ليالي الصحراء إلى رحلات البحيرة.',
    ),
  },
  {
    tag: 'family-favourites',
    heading: bi('Family Favourites', 'مفضّلات العائلة'),
    description: bi('Days out that keep every age happy.', 'نزهات تُسعد أفراد العائلة من كل الأعمار.'),
  },
  {
    tag: 'weekend-escapes',
    heading: bi('Weekend Escapes', 'رحلات نهاية الأسبوع'),
    description: bi('Make the most of your Saturday and Sunday.', 'اغتنم يومَي السبت والأحد في تجارب لا تُنسى.'),
  },
];

/** Home banner slides and the `homepage` settings document, checked against the wire contract. */
/** The spend-and-win banner's words (the raffle of spec part 1 §2 Home): English lines, then Arabic lines. */
const spendAndWinWords = [
  'Spend & Win',
  'Every AED 50 you spend is one raffle entry',
  'Prizes of up to AED 15,000',
  'أنفق واربح',
  'كل 50 درهمًا تنفقها فرصة في السحب',
  'جوائز تصل إلى 15,000 درهم',
];

export async function seedSite(ctx: SeedContext): Promise<void> {
  const { tx, images } = ctx;
  await tx.insert(sliders).values(
    slideSeeds.map((s, i) => ({
      title: s.title.en,
      arabicTitle: s.title.ae,
      image: images.add('sliders', s.slug, s.scene, s.title.en, 'slide'),
      mobileImage: images.add('sliders', `${s.slug}-mobile`, s.scene, s.title.en, 'slide-mobile'),
      link: s.link,
      position: i + 1,
      enable: 1,
    })),
  );

  const gallery = Object.fromEntries(
    gallerySeeds.flatMap((g, i) => [
      [`image${i + 1}`, images.add('gallery', g.slug, g.scene, g.title)],
      [`image${i + 1}_link`, g.link],
    ]),
  );
  const sections = Object.fromEntries(
    homeSections.flatMap((s, i) => [
      [`tag${i + 1}`, s.tag],
      [`tag${i + 1}_heading`, s.heading.en],
      [`tag${i + 1}_arabic_heading`, s.heading.ae],
      [`tag${i + 1}_description`, s.description.en],
      [`tag${i + 1}_arabic_description`, s.description.ae],
    ]),
  );
  // parsed here so a mismatch with the contract fails the seed, not the home page
  const homepage: HomeSettings = homeSettingsSchema.parse({
    gallary_images: gallery,
    // the banner carries its words, as a real one would: the picture is all the home page shows of it
    spend_win_image: images.add('home', 'spend-and-win', 'promotion', spendAndWinWords.join('\n'), 'wide'),
    ...sections,
    display_vouchers: 1,
    display_about_us: 1,
    display_top_experience: 1,
  });
  await tx.insert(siteSettings).values({ key: 'homepage', value: homepage });
}
