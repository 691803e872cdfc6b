import {
  dateAvailability,
  destinations,
  meals,
  packages,
  packageTags,
  pricesByDate,
  slotInventory,
  subPackages,
  tags,
  timeSlots,
  transports,
  type Amenities,
  type PackageOptionList,
} from '../schema/index.ts';
import { aed, aedOrNull, idOf, type Bi, type Calendar, type SeedContext } from './context.ts';
import { experiencePackages } from './experiences.ts';
import { cardVariants, type Scene } from './images.ts';
import { optionListPackages } from './option-list-packages.ts';
import { factColumns } from './package-facts.ts';

// ---------------------------------------------------------------------------------------------
// Destinations

type DestinationSeed = {
  slug: string;
  name: Bi;
  description: Bi;
  hover: Bi;
  scene: Scene;
  lat: number;
  lan: number;
  /** hide=1 or enable=0, so the lists' filtering can be seen */
  visibility?: 'hidden' | 'switched-off';
};

const destinationSeeds: DestinationSeed[] = [
  {
    slug: 'al-noor-island',
    name: { en: 'Al Noor Island', ae: 'جزيرة النور' },
    description: {
      en: 'A green island in Khalid Lagoon with a butterfly house, open-air art and shaded gardens, a short walk across the footbridge from the Buhaira Corniche.',
      ae: 'جزيرة خضراء في قلب بحيرة خالد، فيها بيت للفراشات ومنحوتات فنية في الهواء الطلق وحدائق ظليلة، يصلها الزائر مشياً عبر الجسر من كورنيش البحيرة.',
    },
    hover: { en: 'Butterflies, art and lagoon views', ae: 'فراشات وفنون وإطلالة على البحيرة' },
    scene: 'lagoon',
    lat: 25.3306,
    lan: 55.379,
  },
  {
    slug: 'mleiha-archaeological-centre',
    name: { en: 'Mleiha Archaeological Centre', ae: 'مركز مليحة للآثار' },
    description: {
      en: 'Step into 130,000 years of history in the Mleiha desert: ancient tombs, the great Fossil Rock and some of the clearest night skies in the country.',
      ae: 'رحلة عبر 130 ألف عام من التاريخ في صحراء مليحة: مدافن أثرية وجبل فسيل الشامخ وسماء ليلية من أصفى سماوات الدولة.',
    },
    hover: { en: 'Desert, history and starry nights', ae: 'صحراء وتاريخ وليالٍ مرصّعة بالنجوم' },
    scene: 'desert',
    lat: 25.127,
    lan: 55.878,
  },
  {
    slug: 'sharjah-aquarium',
    name: { en: 'Sharjah Aquarium', ae: 'أكواريوم الشارقة' },
    description: {
      en: 'Walk through the underwater tunnel to meet the reef sharks, rays and seahorses of both UAE coasts, then step next door into the Sharjah Maritime Museum.',
      ae: 'امشِ في النفق المائي لتتعرّف إلى أسماك القرش والراي وأحصنة البحر التي تعيش على ساحلَي الإمارات، ثم انتقل إلى متحف الشارقة البحري المجاور.',
    },
    hover: { en: 'Life beneath the Gulf', ae: 'الحياة تحت مياه الخليج' },
    scene: 'sea',
    lat: 25.323,
    lan: 55.364,
  },
  {
    slug: 'al-qasba',
    name: { en: 'Al Qasba', ae: 'القصباء' },
    description: {
      en: 'A canal-side promenade between Khalid Lagoon and Al Khan Lagoon, with abra rides, family entertainment, cafés and the Maraya Art Centre.',
      ae: 'ممشى على ضفاف القناة بين بحيرة خالد وبحيرة الخان، فيه رحلات العبرة والألعاب العائلية والمقاهي ومركز مرايا للفنون.',
    },
    hover: { en: 'Canal walks and evening lights', ae: 'نزهات على القناة وأضواء المساء' },
    scene: 'city',
    lat: 25.3287,
    lan: 55.377,
  },
  {
    slug: 'al-majaz-waterfront',
    name: { en: 'Al Majaz Waterfront', ae: 'واجهة المجاز المائية' },
    description: {
      en: "Sharjah's favourite evening spot: lawns and play areas on Khalid Lagoon, lakeside restaurants and the musical fountain show.",
      ae: 'وجهة الأمسيات المفضّلة في الشارقة: مسطّحات خضراء وملاعب للأطفال على بحيرة خالد، ومطاعم مطلّة على الماء، وعروض النافورة الموسيقية.',
    },
    hover: { en: 'Fountains, food and lagoon breezes', ae: 'نافورة ومطاعم ونسيم البحيرة' },
    scene: 'city',
    lat: 25.3238,
    lan: 55.386,
  },
  {
    slug: 'khor-fakkan',
    name: { en: 'Khor Fakkan', ae: 'خورفكان' },
    description: {
      en: "Sharjah's east coast: a crescent bay framed by the Hajar Mountains, with sandy beaches, dhow cruises, snorkelling off Shark Island and the Al Rafisah Dam.",
      ae: 'ساحل الشارقة الشرقي: خليج على شكل هلال تحتضنه جبال الحجر، بشواطئه الرملية ورحلات المراكب التقليدية والغوص السطحي قرب جزيرة القرش، وسدّ الرفيصة.',
    },
    hover: { en: 'Where the mountains meet the sea', ae: 'حيث تعانق الجبالُ البحر' },
    scene: 'mountains',
    lat: 25.34,
    lan: 56.356,
  },
  {
    slug: 'sharjah-safari',
    name: { en: 'Sharjah Safari', ae: 'سفاري الشارقة' },
    description: {
      en: 'One of the largest safari parks outside Africa, near Al Dhaid: drive through savannah and wetland habitats that are home to giraffes, rhinos, lions and more than a hundred species.',
      ae: 'من أكبر حدائق السفاري خارج أفريقيا، قرب مدينة الذيد: جولة بين بيئات السافانا والأراضي الرطبة حيث تعيش الزرافات ووحيد القرن والأسود وأكثر من مئة نوع من الحيوانات.',
    },
    hover: { en: 'Africa in the heart of Sharjah', ae: 'أفريقيا في قلب الشارقة' },
    scene: 'safari',
    lat: 25.2476,
    lan: 55.7489,
  },
  {
    slug: 'sharjah-museum-of-islamic-civilization',
    name: { en: 'Sharjah Museum of Islamic Civilization', ae: 'متحف الشارقة للحضارة الإسلامية' },
    description: {
      en: 'More than five thousand objects in galleries on the Corniche, from Islamic science and astronomy to calligraphy and ceramics, under a golden dome lined with a zodiac mosaic.',
      ae: 'أكثر من خمسة آلاف قطعة في قاعات مطلّة على الكورنيش، من علوم المسلمين وفلكهم إلى الخط العربي والخزف، تحت قبّة ذهبية تزيّنها فسيفساء الأبراج.',
    },
    hover: { en: 'Art and science of the Islamic world', ae: 'فنون الحضارة الإسلامية وعلومها' },
    scene: 'museum',
    lat: 25.3603,
    lan: 55.3858,
  },
  {
    // no packages yet: the destination page shows "Coming Soon"; its voucher still shows
    slug: 'kalba',
    name: { en: 'Kalba', ae: 'كلباء' },
    description: {
      en: 'A quiet east-coast town of mangrove forests, kingfishers and long sandy beaches, with the Al Hefaiyah Mountain Conservation Centre in the hills nearby.',
      ae: 'مدينة هادئة على الساحل الشرقي، بغابات القرم وطيور الرفراف وشواطئها الرملية الطويلة، وعلى مقربة منها مركز الحفية لحماية الجبال.',
    },
    hover: { en: 'Mangroves and kingfishers', ae: 'غابات القرم وطيور الرفراف' },
    scene: 'wetland',
    lat: 25.0662,
    lan: 56.3553,
  },
  {
    slug: 'heart-of-sharjah',
    name: { en: 'Heart of Sharjah', ae: 'قلب الشارقة' },
    description: {
      en: 'The restored old town: Souq Al Arsah, coral-stone houses and small museums in the lanes around Al Hisn, the Sharjah Fort.',
      ae: 'البلدة القديمة بعد ترميمها: سوق العرصة وبيوت الحجر المرجاني والمتاحف الصغيرة في الأزقّة المحيطة بحصن الشارقة.',
    },
    hover: { en: 'Souqs and coral-stone lanes', ae: 'أسواق وأزقّة من الحجر المرجاني' },
    scene: 'heritage',
    lat: 25.3578,
    lan: 55.389,
    visibility: 'hidden',
  },
  {
    slug: 'wasit-wetland-centre',
    name: { en: 'Wasit Wetland Centre', ae: 'مركز واسط للأراضي الرطبة' },
    description: {
      en: 'A wetland reserve with walk-through aviaries where flamingos, herons and waders gather on the saltwater pools.',
      ae: 'محمية للأراضي الرطبة فيها أقفاص طيور مفتوحة يتجوّل الزائر بينها، حيث تجتمع طيور النحام ومالك الحزين والطيور الخوّاضة على البرك المالحة.',
    },
    hover: { en: 'Flamingos on the saltwater pools', ae: 'طيور النحام على البرك المالحة' },
    scene: 'wetland',
    lat: 25.3495,
    lan: 55.439,
    visibility: 'switched-off',
  },
];

/** The picture style and position of a destination, for the rows placed at or near it. */
export function destinationOf(slug: string): { scene: Scene; lat: number; lan: number } {
  const d = destinationSeeds.find((x) => x.slug === slug);
  if (!d) throw new Error(`demo seed: unknown destination '${slug}'`);
  return d;
}

// ---------------------------------------------------------------------------------------------
// Tags: the destination page's tabs (spec part 1 §9) and the three home sections

export type TagSlug = 'couples' | 'friends' | 'family' | 'kids' | 'top-experiences' | 'family-favourites' | 'weekend-escapes';

const tagSeeds: { slug: TagSlug; name: Bi }[] = [
  { slug: 'couples', name: { en: 'Couples', ae: 'للأزواج' } },
  { slug: 'friends', name: { en: 'Friends', ae: 'مع الأصدقاء' } },
  { slug: 'family', name: { en: 'Family', ae: 'للعائلة' } },
  { slug: 'kids', name: { en: 'Kids', ae: 'للأطفال' } },
  { slug: 'top-experiences', name: { en: 'Top Experiences', ae: 'أبرز التجارب' } },
  { slug: 'family-favourites', name: { en: 'Family Favourites', ae: 'مفضّلات العائلة' } },
  { slug: 'weekend-escapes', name: { en: 'Weekend Escapes', ae: 'رحلات نهاية الأسبوع' } },
];

// ---------------------------------------------------------------------------------------------
// Packages

export type Step = 'date' | 'time' | 'sub' | 'transport' | 'meal';

export type SlotSeed = {
  time: string;
  /** tickets per date; null = unlimited */
  adult: number | null;
  child: number | null;
  disabled?: true;
  /** tickets already taken on given dates (taken = capacity makes the slot fully booked that day) */
  taken?: { date: string; adult: number; child: number }[];
};
export type SubPackageSeed = {
  name: Bi;
  adult: number;
  child: number | null;
  adultPerson?: number;
  childPerson?: number;
  disabled?: true;
};
export type MealSeed = { name: Bi; price: number; description?: Bi; disabled?: true };
export type TransportSeed = { name: Bi; oneWay: number; twoWay: number | null; disabled?: true };

export type PackageSeed = {
  /** only the option-list packages carry the specification's fixed ids (spec part 1 §9) */
  id?: number;
  slug: string;
  destination: string;
  name: Bi;
  scene?: Scene;
  /** AED; null where the specification allows an empty price */
  adult: number | null;
  child: number | null;
  original?: number;
  steps: Step[];
  tags: TagSlug[];
  rating?: number;
  offer?: Bi;
  about: Bi;
  amenities?: Amenities;
  terms?: Bi;
  info?: Bi;
  itinerary?: Bi;
  /** shown in the note box; a coupon code in it is applied when clicked */
  note?: string;
  arabicNote?: string;
  /** extra pictures in the gallery tab besides the card picture */
  gallery?: number;
  /** defaults to the destination's position; null hides the Location tab */
  location?: { lat: number; lan: number } | null;
  limits?: {
    adultDefault?: number;
    childDefault?: number;
    adultMin?: number;
    adultMax?: number;
    childMin?: number;
    childMax?: number;
    overallMin?: number;
    adultOverall?: { limit: number; booked: number };
    childOverall?: { limit: number; booked: number };
  };
  /**
   * the cancellation policy (decision 036): dated packages default to free cancellation up to 24 hours before,
   * the others to none
   */
  cancellation?: { policy: 'none' | 'free'; freeHours?: number; lateFeePercent?: number };
  /** date-picker packages default to today … one year ahead */
  startDate?: string | null;
  endDate?: string | null;
  eventDates?: string[];
  disabledDates?: string[];
  /** sunday=0 … saturday=6 */
  disabledWeeks?: number[];
  disableBookingPrior?: true;
  slots?: SlotSeed[];
  subs?: SubPackageSeed[];
  meals?: MealSeed[];
  transports?: TransportSeed[];
  availability?: { date: string; adult: number; child: number; adultTaken?: number; childTaken?: number }[];
  prices?: { date: string; adult: number | null; child: number | null; peak: boolean }[];
  visibility?: 'hidden' | 'switched-off';
  /** disabled=1: 'Sorry, bookings are disabled for this package' */
  bookingsDisabled?: true;
  redirectUrl?: string;
  /** sold only on another site: left out of this site's home sections */
  soldElsewhere?: true;
  optionList?: PackageOptionList;
};

/** Every package must carry the rows its enabled steps need, so the demo never shows an empty step. */
function checkSteps(p: PackageSeed): void {
  const needs: [Step, unknown[] | undefined][] = [
    ['time', p.slots],
    ['sub', p.subs],
    ['meal', p.meals],
    ['transport', p.transports],
  ];
  for (const [step, rows] of needs) {
    const has = (rows?.length ?? 0) > 0;
    if (p.steps.includes(step) !== has) throw new Error(`demo seed: package ${p.slug} step '${step}' and its rows disagree`);
  }
  if (p.optionList && p.id === undefined) throw new Error(`demo seed: option-list package ${p.slug} needs its spec id`);
}

export function allPackageSeeds(calendar: Calendar): PackageSeed[] {
  return [...experiencePackages(calendar), ...optionListPackages(calendar)];
}

const flag = (on: boolean | undefined) => (on ? 1 : 0);

function packageRow(p: PackageSeed, position: number, ctx: SeedContext): typeof packages.$inferInsert {
  checkSteps(p);
  const destination = destinationOf(p.destination);
  const scene = p.scene ?? destination.scene;
  const img = ctx.images.add('packages', p.slug, scene, p.name.en, 'card', cardVariants);
  const gallery = Array.from({ length: p.gallery ?? 0 }, (_, i) =>
    ctx.images.add('packages', `${p.slug}-${i + 2}`, scene, p.name.en),
  );
  const usesDates = p.steps.includes('date');
  const location = p.location === undefined ? { lat: destination.lat, lan: destination.lan } : p.location;
  const l = p.limits ?? {};
  return {
    ...(p.id !== undefined ? { id: p.id } : {}),
    destinationId: idOf(ctx.destinationIds, p.destination),
    packageName: p.name.en,
    arabicName: p.name.ae,
    urlSlug: p.slug,
    adultPriceFils: aedOrNull(p.adult),
    childPriceFils: aedOrNull(p.child),
    originalPriceFils: aedOrNull(p.original),
    rating: p.rating === undefined ? null : p.rating.toFixed(1),
    img,
    megaSliderImages: gallery.length > 0 ? [img, ...gallery] : [],
    offerTag: flag(p.offer !== undefined),
    offerTagText: p.offer?.en ?? '',
    arabicOfferTagText: p.offer?.ae ?? '',
    redirect: flag(p.redirectUrl !== undefined),
    redirectUrl: p.redirectUrl ?? '',
    hide: flag(p.visibility === 'hidden'),
    enable: flag(p.visibility !== 'switched-off'),
    disabled: flag(p.bookingsDisabled),
    checkout: p.soldElsewhere ? ['partner_portal'] : [ctx.siteName],
    position,
    description: p.about.en,
    arabicDescription: p.about.ae,
    amenities: p.amenities ?? {},
    lat: location?.lat ?? null,
    lan: location?.lan ?? null,
    termConditions: p.terms?.en ?? '',
    arabicTermConditions: p.terms?.ae ?? '',
    additionalInfo: p.info?.en ?? '',
    arabicAdditionalInfo: p.info?.ae ?? '',
    itinerary: p.itinerary?.en ?? '',
    arabicItinerary: p.itinerary?.ae ?? '',
    note: p.note ?? '',
    arabicNote: p.arabicNote ?? '',
    enableNote: flag(p.note !== undefined),
    startDate: p.startDate !== undefined ? p.startDate : usesDates ? ctx.calendar.today : null,
    endDate: p.endDate !== undefined ? p.endDate : usesDates ? ctx.calendar.plus(365) : null,
    enableDatePicker: flag(usesDates),
    enableTimePicker: flag(p.steps.includes('time')),
    enableMeal: flag(p.steps.includes('meal')),
    enableSubPackages: flag(p.steps.includes('sub')),
    enableTransport: flag(p.steps.includes('transport')),
    adultDefaultQty: l.adultDefault ?? 1,
    childDefaultQty: l.childDefault ?? 0,
    adultMinQty: l.adultMin ?? null,
    adultMaxQty: l.adultMax ?? null,
    childMinQty: l.childMin ?? null,
    childMaxQty: l.childMax ?? null,
    overallMinLimit: l.overallMin ?? null,
    adultOverallLimit: l.adultOverall?.limit ?? null,
    adultBookedTimes: l.adultOverall?.booked ?? 0,
    childOverallLimit: l.childOverall?.limit ?? null,
    childBookedTimes: l.childOverall?.booked ?? 0,
    eventDates: p.eventDates ?? [],
    disabledDates: p.disabledDates ?? [],
    disabledWeeks: p.disabledWeeks ?? [],
    disableBookingPrior: flag(p.disableBookingPrior),
    optionList: p.optionList ?? null,
    cancelPolicy: p.cancellation?.policy ?? (usesDates ? 'free' : 'none'),
    cancelFreeHours: p.cancellation?.freeHours ?? 24,
    cancelLateFeePercent: p.cancellation?.lateFeePercent ?? null,
    ...factColumns(p.slug),
  };
}

/** Destinations, tags, packages and every row the booking steps read (slots, add-ons, availability, prices). */
export async function seedCatalog(ctx: SeedContext): Promise<void> {
  const { tx } = ctx;
  const destinationRows = await tx
    .insert(destinations)
    .values(
      destinationSeeds.map((d, i) => ({
        name: d.name.en,
        arabicName: d.name.ae,
        urlSlug: d.slug,
        description: d.description.en,
        arabicDescription: d.description.ae,
        hoverText: d.hover.en,
        arabicHoverText: d.hover.ae,
        img: ctx.images.add('destinations', d.slug, d.scene, d.name.en, 'card', cardVariants),
        featuredImage: ctx.images.add('destinations', `${d.slug}-banner`, d.scene, d.name.en, 'banner'),
        hide: flag(d.visibility === 'hidden'),
        enable: flag(d.visibility !== 'switched-off'),
        lat: d.lat,
        lan: d.lan,
        position: i + 1,
      })),
    )
    .returning({ id: destinations.id, slug: destinations.urlSlug });
  for (const r of destinationRows) ctx.destinationIds.set(r.slug, r.id);

  const seeds = allPackageSeeds(ctx.calendar);
  const positions = new Map<string, number>();
  const rows = seeds.map((p) => {
    const position = (positions.get(p.destination) ?? 0) + 1;
    positions.set(p.destination, position);
    return packageRow(p, position, ctx);
  });
  const packageRows = await tx.insert(packages).values(rows).returning({ id: packages.id, slug: packages.urlSlug });
  for (const r of packageRows) ctx.packageIds.set(r.slug, r.id);
  const pid = (p: PackageSeed) => idOf(ctx.packageIds, p.slug);

  const tagRows = await tx
    .insert(tags)
    .values(tagSeeds.map((t) => ({ slug: t.slug, name: t.name.en, arabicName: t.name.ae })))
    .returning({ id: tags.id, slug: tags.slug });
  const tagIds = new Map(tagRows.map((t) => [t.slug, t.id]));
  await tx.insert(packageTags).values(seeds.flatMap((p) => p.tags.map((t) => ({ packageId: pid(p), tagId: idOf(tagIds, t) }))));

  const subs = seeds.flatMap((p) =>
    (p.subs ?? []).map((s) => ({
      packageId: pid(p),
      packageName: s.name.en,
      arabicName: s.name.ae,
      adultPriceFils: aed(s.adult),
      childPriceFils: aedOrNull(s.child),
      adultPerson: s.adultPerson ?? null,
      childPerson: s.childPerson ?? null,
      enable: flag(!s.disabled),
    })),
  );
  if (subs.length > 0) await tx.insert(subPackages).values(subs);

  const mealRows = seeds.flatMap((p) =>
    (p.meals ?? []).map((m) => ({
      packageId: pid(p),
      mealName: m.name.en,
      arabicName: m.name.ae,
      priceFils: aed(m.price),
      description: m.description?.en ?? '',
      arabicDescription: m.description?.ae ?? '',
      enable: flag(!m.disabled),
    })),
  );
  if (mealRows.length > 0) await tx.insert(meals).values(mealRows);

  const transportRows = seeds.flatMap((p) =>
    (p.transports ?? []).map((t) => ({
      packageId: pid(p),
      name: t.name.en,
      arabicName: t.name.ae,
      oneWayFils: aed(t.oneWay),
      twoWayFils: aedOrNull(t.twoWay),
      enable: flag(!t.disabled),
    })),
  );
  if (transportRows.length > 0) await tx.insert(transports).values(transportRows);

  const slotSeeds = seeds.flatMap((p) => (p.slots ?? []).map((s, i) => ({ p, s, position: i + 1 })));
  const slotRows = await tx
    .insert(timeSlots)
    .values(
      slotSeeds.map(({ p, s, position }) => ({
        packageId: pid(p),
        timeSlot: s.time,
        adultTickets: s.adult,
        childTickets: s.child,
        enable: flag(!s.disabled),
        position,
      })),
    )
    .returning({ id: timeSlots.id });
  const inventory = slotSeeds.flatMap(({ s }, i) =>
    (s.taken ?? []).map((t) => ({
      timeSlotId: (slotRows[i] as { id: number }).id,
      date: t.date,
      adultTaken: t.adult,
      childTaken: t.child,
    })),
  );
  if (inventory.length > 0) await tx.insert(slotInventory).values(inventory);

  const availability = seeds.flatMap((p) =>
    (p.availability ?? []).map((a) => ({
      packageId: pid(p),
      date: a.date,
      adultTickets: a.adult,
      childTickets: a.child,
      adultTaken: a.adultTaken ?? 0,
      childTaken: a.childTaken ?? 0,
    })),
  );
  if (availability.length > 0) await tx.insert(dateAvailability).values(availability);

  const prices = seeds.flatMap((p) =>
    (p.prices ?? []).map((d) => ({
      packageId: pid(p),
      date: d.date,
      adultPriceFils: aedOrNull(d.adult),
      childPriceFils: aedOrNull(d.child),
      peakPrice: flag(d.peak),
    })),
  );
  if (prices.length > 0) await tx.insert(pricesByDate).values(prices);
}
