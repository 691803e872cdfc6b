import { sql } from 'drizzle-orm';
import { homeSettingsSchema } from '@portal/contract/catalog';
import type { Database } from '../apps/server/src/db/client.ts';
import {
  addAddOns,
  createDestination,
  createPackage,
  createVoucher,
  setHomeSettings,
  tagPackage,
} from '../apps/server/src/test/factories.ts';
import { calendarFrom, type SeedContext } from '../apps/server/src/db/seed/context.ts';
import { seedCatalog } from '../apps/server/src/db/seed/destinations-and-packages.ts';
import { createImageSet } from '../apps/server/src/db/seed/images.ts';

/**
 * What the benchmarks read: `buildCatalogue` is the stand-in for today's demo catalogue (10
 * destinations, 60 packages, 6 top-offer vouchers, three home sections; the demo seed has a
 * catalogue of the same order, and the memory part prints the demo's own counts beside it);
 * `buildSearchCatalogue` is the 10,000 packages of the search budget, written in a few statements.
 */

type Place = [slug: string, name: string, arabicName: string, lat: number, lan: number];

const places: Place[] = [
  ['al-noor-island', 'Al Noor Island', 'جزيرة النور', 25.3293, 55.3827],
  ['mleiha-archaeological-centre', 'Mleiha Archaeological Centre', 'مركز مليحة للآثار', 25.1262, 55.8794],
  ['sharjah-aquarium', 'Sharjah Aquarium', 'أكواريوم الشارقة', 25.3644, 55.3865],
  ['al-montazah-parks', 'Al Montazah Parks', 'منتزه المنتزه', 25.3396, 55.3986],
  ['khor-fakkan-beach', 'Khor Fakkan Beach', 'شاطئ خورفكان', 25.3391, 56.3566],
  ['al-qasba', 'Al Qasba', 'القصباء', 25.3249, 55.3786],
  ['kalba-kingfisher-lodge', 'Kalba Kingfisher Lodge', 'نزل كلباء', 25.0461, 56.3556],
  ['sharjah-safari', 'Sharjah Safari', 'سفاري الشارقة', 25.2079, 55.7606],
  ['heart-of-sharjah', 'Heart of Sharjah', 'قلب الشارقة', 25.3586, 55.3894],
  ['rain-room-sharjah', 'Rain Room Sharjah', 'غرفة المطر الشارقة', 25.2539, 55.7087],
];

const kinds = ['Day Pass', 'Family Ticket', 'Guided Tour', 'Sunset Experience', 'VIP Access', 'Combo Ticket'];
/** the first three are the home page's sections */
const tagSlugs = ['top-experiences', 'family', 'outdoor', 'culture', 'offers'];

export type Catalogue = {
  destinationSlug: string;
  packageSlug: string;
  /** a term that finds a handful of packages, as a visitor's search would */
  searchTerm: string;
  destinations: number;
  packages: number;
  /** every destination's and every package's slug: the uncached reads ask each in turn */
  destinationSlugs: string[];
  packageSlugs: string[];
};

async function writeHomePage(db: Database) {
  const image = (n: number) => `home/gallery-${n}.jpg`;
  const sections = Object.fromEntries(
    tagSlugs.slice(0, 3).flatMap((tag, i) => [
      [`tag${i + 1}`, tag],
      [`tag${i + 1}_heading`, `Section ${tag}`],
      [`tag${i + 1}_arabic_heading`, `قسم ${tag}`],
      [`tag${i + 1}_description`, `The best of Sharjah: ${tag}.`],
      [`tag${i + 1}_arabic_description`, `أفضل ما في الشارقة: ${tag}.`],
    ]),
  );
  await setHomeSettings(
    db,
    homeSettingsSchema.parse({
      gallary_images: Object.fromEntries(
        [1, 2, 3, 4, 5].flatMap((n) => [
          [`image${n}`, image(n)],
          [`image${n}_link`, '/destinations'],
        ]),
      ),
      spend_win_image: 'home/spend-and-win.jpg',
      ...sections,
      display_vouchers: 1,
      display_about_us: 1,
      display_top_experience: 1,
    }),
  );
  for (let v = 1; v <= 6; v += 1) {
    await createVoucher(db, {
      name: `Dinner for two, voucher ${v}`,
      arabicName: `عشاء لشخصين، قسيمة ${v}`,
      description: 'A three-course dinner for two at a restaurant on the Corniche.',
      arabicDescription: 'عشاء من ثلاثة أطباق لشخصين في مطعم على الكورنيش.',
      img: `vouchers/voucher-${v}.jpg`,
      position: v,
    });
  }
}

/** The catalogue of the read budgets, built with the server's test factories. */
export async function buildCatalogue(db: Database): Promise<Catalogue> {
  for (const [i, [slug, name, arabicName, lat, lan]] of places.entries()) {
    const destination = await createDestination(db, {
      name,
      arabicName,
      urlSlug: slug,
      description: `${name} is one of Sharjah's favourite places to spend a day, with something for every age.`,
      arabicDescription: `${arabicName} من أحب الأماكن في الشارقة لقضاء يوم ممتع، وفيه ما يناسب كل الأعمار.`,
      hoverText: `Discover ${name}`,
      arabicHoverText: `اكتشف ${arabicName}`,
      img: `destinations/${slug}.jpg`,
      featuredImage: `destinations/${slug}-featured.jpg`,
      lat,
      lan,
      position: i + 1,
    });
    for (const [k, kind] of kinds.entries()) {
      const adultFils = 4_500 + 2_500 * k + 500 * i;
      const onOffer = k % 3 === 0;
      const pkg = await createPackage(db, {
        destinationId: destination.id,
        packageName: `${name} ${kind}`,
        arabicName: `${arabicName} - ${kind}`,
        urlSlug: `${slug}-${kind.toLowerCase().replaceAll(' ', '-')}`,
        adultPriceFils: adultFils,
        childPriceFils: Math.round(adultFils / 2),
        originalPriceFils: onOffer ? adultFils + 2_000 : null,
        rating: (3.5 + ((i + k) % 4) * 0.5).toFixed(1),
        img: `packages/${slug}-${k + 1}.jpg`,
        megaSliderImages: [1, 2, 3, 4].map((n) => `packages/${slug}-${k + 1}-${n}.jpg`),
        offerTag: onOffer ? 1 : 0,
        offerTagText: onOffer ? '20% off' : '',
        arabicOfferTagText: onOffer ? 'خصم ٢٠٪' : '',
        checkout: ['sharjah'],
        position: k + 1,
        description: `<p>Spend a memorable time at ${name} with the ${kind.toLowerCase()}.</p>`.repeat(4),
        arabicDescription: `<p>اقضِ وقتاً لا يُنسى في ${arabicName}.</p>`.repeat(4),
        termConditions: '<ul><li>Tickets are valid on the chosen date only.</li></ul>',
        arabicTermConditions: '<ul><li>التذاكر صالحة في التاريخ المختار فقط.</li></ul>',
        enableDatePicker: 1,
        enableSubPackages: k === 0 ? 1 : 0,
        enableMeal: k === 0 ? 1 : 0,
        enableTransport: k === 0 ? 1 : 0,
        lat,
        lan,
      });
      if (k === 0) await addAddOns(db, pkg.id);
      for (const [t, tag] of tagSlugs.entries()) {
        if ((i + k + t) % 3 === 0) await tagPackage(db, pkg.id, tag);
      }
    }
  }
  await writeHomePage(db);
  const [firstSlug] = places[0]!;
  return {
    destinationSlug: firstSlug,
    packageSlug: `${firstSlug}-day-pass`,
    searchTerm: 'Sunset',
    destinations: places.length,
    packages: places.length * kinds.length,
    destinationSlugs: places.map(([slug]) => slug),
    packageSlugs: places.flatMap(([slug]) => kinds.map((kind) => `${slug}-${kind.toLowerCase().replaceAll(' ', '-')}`)),
  };
}

// The search catalogue: every package name is an adjective, a place and a kind, in English and in Arabic.
const searchPlaces: [string, string][] = [
  ['Al Noor Island', 'جزيرة النور'],
  ['Mleiha', 'مليحة'],
  ['Sharjah Aquarium', 'أكواريوم الشارقة'],
  ['Al Montazah', 'المنتزه'],
  ['Khor Fakkan', 'خورفكان'],
  ['Al Qasba', 'القصباء'],
  ['Kalba', 'كلباء'],
  ['Sharjah Safari', 'سفاري الشارقة'],
  ['Heart of Sharjah', 'قلب الشارقة'],
  ['Rain Room', 'غرفة المطر'],
  ['Dibba Al Hisn', 'دبا الحصن'],
  ['Al Dhaid', 'الذيد'],
  ['Hajar Mountains', 'جبال الحجر'],
  ['Al Majaz Waterfront', 'واجهة المجاز المائية'],
  ['Sharjah Desert Park', 'حديقة الصحراء'],
  ['Al Hamriyah', 'الحمرية'],
  ['Arabian Wildlife Centre', 'مركز الحياة البرية العربية'],
  ['Sharjah Art Museum', 'متحف الشارقة للفنون'],
  ['Al Hefaiyah Mountain', 'جبل الحفية'],
  ['Buhais Geology Park', 'منتزه البحيص الجيولوجي'],
  ['Wadi Shie', 'وادي شي'],
  ['Mysk Al Badayer', 'مسك البداير'],
  ['Flag Island', 'جزيرة العلم'],
  ['Al Khan', 'الخان'],
  ['Maliha Desert', 'صحراء مليحة'],
];

const searchKinds: [string, string][] = [
  ['Day Pass', 'تذكرة يومية'],
  ['Family Ticket', 'تذكرة عائلية'],
  ['Guided Tour', 'جولة بصحبة مرشد'],
  ['Sunset Experience', 'تجربة الغروب'],
  ['VIP Access', 'دخول كبار الشخصيات'],
  ['Combo Ticket', 'تذكرة مجمعة'],
  ['Dhow Cruise', 'رحلة القارب التقليدي'],
  ['Kayak Adventure', 'مغامرة التجديف'],
  ['Desert Camp', 'مخيم صحراوي'],
  ['Stargazing Night', 'ليلة مراقبة النجوم'],
  ['Snorkelling Trip', 'رحلة الغطس'],
  ['Heritage Walk', 'جولة تراثية'],
  ['Pottery Workshop', 'ورشة الفخار'],
  ['Camel Ride', 'ركوب الجمال'],
  ['Breakfast Tour', 'جولة الإفطار'],
  ['Photography Walk', 'جولة التصوير'],
  ['Hiking Trail', 'مسار المشي'],
  ['Boat Ride', 'جولة بالقارب'],
  ['Museum Pass', 'تذكرة المتحف'],
  ['Dinner Cruise', 'رحلة العشاء البحرية'],
];

const searchAdjectives: [string, string][] = [
  ['Classic', 'كلاسيكية'],
  ['Private', 'خاصة'],
  ['Premium', 'مميزة'],
  ['Morning', 'صباحية'],
  ['Evening', 'مسائية'],
  ['Weekend', 'نهاية الأسبوع'],
  ['Express', 'سريعة'],
  ['Deluxe', 'فاخرة'],
  ['Family', 'للعائلة'],
  ['Student', 'للطلاب'],
  ['Winter', 'شتوية'],
  ['Summer', 'صيفية'],
  ['Golden', 'ذهبية'],
  ['Eco', 'بيئية'],
  ['Grand', 'كبرى'],
  ['Hidden', 'خفية'],
  ['Coastal', 'ساحلية'],
  ['Mountain', 'جبلية'],
  ['Heritage', 'تراثية'],
  ['Starlight', 'تحت النجوم'],
];

export const searchCatalogueSize = searchPlaces.length * searchKinds.length * searchAdjectives.length;

/**
 * 10,000 packages (25 places × 20 kinds × 20 adjectives) in 25 destinations, each with an English and
 * an Arabic name and description, written with two INSERT … SELECT statements.
 */
export async function buildSearchCatalogue(db: Database): Promise<{ packages: number }> {
  const list = (pairs: [string, string][], language: 0 | 1) => JSON.stringify(pairs.map((pair) => pair[language]));
  const [placesEn, placesAe] = [list(searchPlaces, 0), list(searchPlaces, 1)];
  const [kindsEn, kindsAe] = [list(searchKinds, 0), list(searchKinds, 1)];
  const [adjectivesEn, adjectivesAe] = [list(searchAdjectives, 0), list(searchAdjectives, 1)];
  const p = searchPlaces.length;
  const k = searchKinds.length;
  const a = searchAdjectives.length;
  await db.execute(sql`
    insert into destinations (name, arabic_name, url_slug, description, arabic_description, img, featured_image, hide, enable, position)
    select ${placesEn}::jsonb ->> (g - 1), ${placesAe}::jsonb ->> (g - 1), 'search-destination-' || g,
           'A day out in ' || (${placesEn}::jsonb ->> (g - 1)) || ', Sharjah.',
           'يوم ممتع في ' || (${placesAe}::jsonb ->> (g - 1)) || '، الشارقة.',
           'destinations/search-' || g || '.jpg', 'destinations/search-' || g || '.jpg', 0, 1, 1000 + g
    from generate_series(1, ${p}) as g`);
  // g = place + p × (kind + k × adjective): every combination once
  await db.execute(sql`
    with combination as (
      select g, (g % ${p}) as place, ((g / ${p}) % ${k}) as kind, (g / ${p * k}) as adjective
      from generate_series(0, ${p * k * a - 1}) as g
    ), named as (
      select c.*, d.id as destination_id,
             ${adjectivesEn}::jsonb ->> adjective as adjective_en, ${placesEn}::jsonb ->> place as place_en, ${kindsEn}::jsonb ->> kind as kind_en,
             ${adjectivesAe}::jsonb ->> adjective as adjective_ae, ${placesAe}::jsonb ->> place as place_ae, ${kindsAe}::jsonb ->> kind as kind_ae
      from combination c join destinations d on d.url_slug = 'search-destination-' || (c.place + 1)
    )
    insert into packages (destination_id, package_name, arabic_name, url_slug, adult_price_fils, child_price_fils,
                          img, checkout, position, hide, enable, description, arabic_description)
    select destination_id, adjective_en || ' ' || place_en || ' ' || kind_en, kind_ae || ' ' || place_ae || ' ' || adjective_ae,
           'search-package-' || g, 5000 + (g % 40) * 500, 2500 + (g % 40) * 250, 'packages/search-' || g || '.jpg',
           '["sharjah"]'::jsonb, g,  0, 1,
           '<p>A ' || lower(adjective_en) || ' ' || lower(kind_en) || ' at ' || place_en
             || ', with a local guide, water and time for photographs. Suitable for every age.</p>',
           '<p>' || kind_ae || ' ' || adjective_ae || ' في ' || place_ae || ' مع مرشد محلي ومياه ووقت لالتقاط الصور. مناسبة لكل الأعمار.</p>'
    from named`);
  return { packages: p * k * a };
}

/** Letters swapped or dropped, as people type in a hurry: most such terms find nothing. */
function typo(word: string, n: number): string {
  const letters = [...word];
  const i = 1 + (n % Math.max(1, letters.length - 2));
  if (n % 2 === 0 && letters.length > 3) letters.splice(i, 1);
  else if (i + 1 < letters.length) [letters[i], letters[i + 1]] = [letters[i + 1]!, letters[i]!];
  return letters.join('');
}

/** Arabic as searchers type it: alef without hamza, taa marbuta as haa (the search folds both). */
const plainArabic = (word: string) => word.replace(/[أإآ]/g, 'ا').replace(/ة/g, 'ه');

/**
 * A few hundred distinct search terms in English and Arabic, taken from the search catalogue's names:
 * whole words, prefixes of 3 and 4 letters, two-word phrases, plainly-typed Arabic and typos.
 * Deterministic, so every run asks the same questions in the same order.
 */
export function searchTerms(): string[] {
  const pairs = [...searchPlaces, ...searchKinds, ...searchAdjectives];
  const words = [...new Set(pairs.flatMap(([en, ae]) => [...en.split(' '), ...ae.split(' ')]).filter((w) => w.length > 2))];
  const terms = new Set<string>();
  for (const [n, word] of words.entries()) {
    terms.add(word);
    if (word.length > 4) terms.add(word.slice(0, 3));
    if (word.length > 5) terms.add(word.slice(0, 4));
    if (plainArabic(word) !== word) terms.add(plainArabic(word));
    if (n % 3 === 0 && word.length > 4) terms.add(typo(word, n));
  }
  for (const [n, [en, ae]] of pairs.entries()) {
    if (en.includes(' ')) terms.add(en.toLowerCase());
    if (n % 2 === 0 && ae.includes(' ')) terms.add(ae);
  }
  return shuffled([...terms]);
}

/** A fixed shuffle (Fisher–Yates on a small linear congruential generator), so English and Arabic terms interleave. */
function shuffled<T>(items: T[]): T[] {
  let seed = 12;
  for (let i = items.length - 1; i > 0; i -= 1) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = seed % (i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/** The demo's catalogue multiplied: what the search budget is measured on (docs/decisions/025). */
export const demoSearchSize = 10_000;

export type DemoSearchCatalogue = {
  packages: number;
  demoPackages: number;
  /** the demo packages' names and descriptions, English and Arabic, as the search terms are drawn from them */
  texts: [en: string, ae: string][];
};

/**
 * The demo seed's own destinations and packages (their real names and descriptions, Arabic included,
 * written by the seed's catalogue step without drawing its pictures), then copies of its packages written
 * by one INSERT … SELECT until the catalogue holds `size`: copy n of a package is named "<name> n" and
 * keeps its description, destination, prices and settings.
 */
export async function buildDemoSearchCatalogue(db: Database, size = demoSearchSize): Promise<DemoSearchCatalogue> {
  await db.transaction(async (tx) => {
    const ctx: SeedContext = {
      tx,
      siteName: 'Sharjah Experiences',
      calendar: calendarFrom('2026-12-01'),
      images: createImageSet(),
      destinationIds: new Map(),
      packageIds: new Map(),
    };
    await seedCatalog(ctx);
    // the option-list packages carry the specification's ids: later inserts continue above them, as the seed does
    await tx.execute(sql`select setval(pg_get_serial_sequence('packages', 'id'), (select max(id) from packages))`);
  });
  const demo = (await db.execute(
    sql`select package_name, arabic_name, description, arabic_description from packages order by id`,
  )) as unknown as { rows: { package_name: string; arabic_name: string; description: string; arabic_description: string }[] };
  const demoPackages = demo.rows.length;
  const columns = (await db.execute(sql`
    select column_name from information_schema.columns
    where table_schema = current_schema() and table_name = 'packages' and is_generated = 'NEVER' and is_identity = 'NO'
      and coalesce(column_default, '') not like 'nextval%'
      and column_name not in ('package_name', 'arabic_name', 'url_slug')
    order by ordinal_position`)) as unknown as { rows: { column_name: string }[] };
  const copied = columns.rows.map((c) => `"${c.column_name}"`).join(', ');
  const copies = Math.ceil(size / demoPackages) - 1;
  await db.execute(
    sql.raw(`
    insert into packages (package_name, arabic_name, url_slug, ${copied})
    select p.package_name || ' ' || n, p.arabic_name || ' ' || n, p.url_slug || '-copy-' || n, ${columns.rows.map((c) => `p."${c.column_name}"`).join(', ')}
    from (select * from packages order by id limit ${demoPackages}) p
    cross join generate_series(1, ${copies}) as n
    limit ${size - demoPackages}`),
  );
  const strip = (html: string) =>
    html
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  return {
    packages: Math.min(size, demoPackages * (copies + 1)),
    demoPackages,
    texts: demo.rows.flatMap((r) => [
      [r.package_name, r.arabic_name] as [string, string],
      [strip(r.description), strip(r.arabic_description)] as [string, string],
    ]),
  };
}

/**
 * Search terms drawn from the demo's own texts (buildDemoSearchCatalogue): whole words of its names,
 * prefixes, plainly-typed Arabic, typos, two-word phrases of the names and words of the descriptions, in a
 * fixed shuffled order so English and Arabic interleave. At most `limit` distinct terms.
 */
export function demoSearchTerms(texts: readonly [string, string][], limit = 600): string[] {
  const terms = new Set<string>();
  const wordsOf = (text: string) =>
    text
      .split(/[\s,.;:!?()«»"'،؛/–—-]+/)
      .map((w) => w.trim())
      .filter((w) => w.length > 2 && !/^\d+$/.test(w));
  for (const [n, [en, ae]] of texts.entries()) {
    const isName = n % 2 === 0;
    for (const [language, text] of [en, ae].entries()) {
      const words = wordsOf(text);
      for (const [w, word] of words.entries()) {
        if (!isName && w % 7 !== 0) continue;
        terms.add(language === 0 ? word.toLowerCase() : word);
        if (isName && word.length > 4) terms.add(word.slice(0, 3));
        if (isName && word.length > 5) terms.add(word.slice(0, 4));
        if (plainArabic(word) !== word) terms.add(plainArabic(word));
        if ((n + w) % 5 === 0 && word.length > 4) terms.add(typo(word, n + w));
      }
      if (isName && words.length > 1) terms.add(`${words[0]} ${words[1]}`);
    }
  }
  return shuffled([...terms]).slice(0, limit);
}

/** Columns of `table` a copy takes over: not generated, not its id, not those named in `except`. */
async function copiedColumns(db: Database, table: string, except: string[]): Promise<string[]> {
  const columns = (await db.execute(sql`
    select column_name from information_schema.columns
    where table_schema = current_schema() and table_name = ${table} and is_generated = 'NEVER' and is_identity = 'NO'
      and coalesce(column_default, '') not like 'nextval%'
    order by ordinal_position`)) as unknown as { rows: { column_name: string }[] };
  return columns.rows.map((c) => c.column_name).filter((c) => !except.includes(c));
}

/**
 * The read catalogue (buildCatalogue) grown from `from` to `to` times its size: copies n = from + 1 … to
 * of every destination (slug "<slug>-x<n>") with copies of its packages and their tags. The original
 * destinations and packages keep their slugs, so the same URLs are asked at every size.
 */
export async function scaleCatalogue(
  db: Database,
  { from, to, destinations, packages }: { from: number; to: number; destinations: number; packages: number },
): Promise<void> {
  if (to <= from) return;
  const destinationColumns = await copiedColumns(db, 'destinations', ['url_slug']);
  const packageColumns = await copiedColumns(db, 'packages', ['url_slug', 'destination_id']);
  const list = (columns: string[], prefix: string) => columns.map((c) => `${prefix}"${c}"`).join(', ');
  await db.execute(
    sql.raw(`
    insert into destinations (url_slug, ${list(destinationColumns, '')})
    select d.url_slug || '-x' || n, ${list(destinationColumns, 'd.')}
    from (select * from destinations order by id limit ${destinations}) d
    cross join generate_series(${from + 1}, ${to}) as n`),
  );
  await db.execute(
    sql.raw(`
    insert into packages (url_slug, destination_id, ${list(packageColumns, '')})
    select p.url_slug || '-x' || n, copy.id, ${list(packageColumns, 'p.')}
    from (select * from packages order by id limit ${packages}) p
    join destinations d on d.id = p.destination_id
    cross join generate_series(${from + 1}, ${to}) as n
    join destinations copy on copy.url_slug = d.url_slug || '-x' || n`),
  );
  await db.execute(
    sql.raw(`
    insert into package_tags (package_id, tag_id)
    select copy.id, pt.tag_id
    from (select * from packages order by id limit ${packages}) p
    join package_tags pt on pt.package_id = p.id
    cross join generate_series(${from + 1}, ${to}) as n
    join packages copy on copy.url_slug = p.url_slug || '-x' || n`),
  );
}
