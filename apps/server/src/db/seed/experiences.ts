import type { Amenities } from '../schema/index.ts';
import { bi, html, type Bi, type Calendar } from './context.ts';
import type { MealSeed, PackageSeed, SlotSeed, TransportSeed } from './destinations-and-packages.ts';

/**
 * The bookable experiences of the demo. Between them and the option-list packages, every
 * combination of the five booking steps (date, time, sub-packages, transport, meals) appears once
 * at least, so each step can be seen on and off in every company.
 */

export const amenities = {
  park: { free_wiFi: 0, free_parking: 1, dining: 1, washrooms: 1, seating: 1, bar_or_lounge: 0, refreshments: 1 },
  museum: { free_wiFi: 1, free_parking: 1, dining: 0, washrooms: 1, seating: 1, bar_or_lounge: 0, refreshments: 1 },
  camp: { free_wiFi: 0, free_parking: 1, dining: 1, washrooms: 1, seating: 1, bar_or_lounge: 0, refreshments: 1 },
  boat: { free_wiFi: 0, free_parking: 1, dining: 0, washrooms: 1, seating: 1, bar_or_lounge: 0, refreshments: 1 },
  cruise: { free_wiFi: 1, free_parking: 1, dining: 1, washrooms: 1, seating: 1, bar_or_lounge: 1, refreshments: 1 },
  beach: { free_wiFi: 0, free_parking: 1, dining: 0, washrooms: 1, seating: 1, bar_or_lounge: 0, refreshments: 1 },
} satisfies Record<string, Amenities>;

const list = (en: string[], ae: string[]): Bi => bi(html([], en), html([], ae));

export const terms = {
  dated: list(
    [
      'Your ticket is valid on the date you booked.',
      'Children are aged 3 to 12; children under 3 enter free.',
      'Confirmed bookings are not refundable; you can change the date up to 24 hours before your visit.',
    ],
    [
      'التذكرة صالحة في التاريخ المحجوز فقط.',
      'تذكرة الطفل للأعمار من 3 إلى 12 سنة، ويدخل مجاناً من هم دون الثالثة.',
      'لا تُستردّ قيمة الحجز بعد تأكيده، ويمكنك تغيير الموعد قبل الزيارة بـ24 ساعة على الأقل.',
    ],
  ),
  open: list(
    [
      'Open ticket: use it on any day within 30 days of booking.',
      'Show the QR code of your booking at the entrance.',
      'Children are aged 3 to 12; children under 3 enter free.',
    ],
    [
      'تذكرة مفتوحة: استخدمها في أي يوم خلال 30 يوماً من تاريخ الحجز.',
      'أظهِر رمز الاستجابة السريعة الخاص بحجزك عند المدخل.',
      'تذكرة الطفل للأعمار من 3 إلى 12 سنة، ويدخل مجاناً من هم دون الثالثة.',
    ],
  ),
  outdoor: list(
    [
      'The activity may be moved or cancelled in bad weather; you will be offered another date or a full refund.',
      'Wear comfortable shoes and bring water, a hat and sunscreen.',
      "Follow the guides' safety briefing at all times.",
    ],
    [
      'قد يُؤجَّل النشاط أو يُلغى إذا ساءت الأحوال الجوية، وعندها نعرض عليك موعداً آخر أو استرداد المبلغ كاملاً.',
      'ارتدِ حذاءً مريحاً واحمل معك الماء وقبّعة وواقياً من الشمس.',
      'التزم بتعليمات السلامة التي يقدّمها المرشدون طوال النشاط.',
    ],
  ),
  water: list(
    [
      'Life jackets are provided and must be worn at all times.',
      'Children under 12 must be accompanied by an adult.',
      'Boats leave on time; late arrivals cannot be refunded.',
    ],
    [
      'نوفّر سترات النجاة، ويجب ارتداؤها طوال الرحلة.',
      'يجب أن يرافق الأطفالَ دون الثانية عشرة شخصٌ بالغ.',
      'تنطلق القوارب في موعدها، ولا يُستردّ المبلغ عند التأخّر.',
    ],
  ),
};

export const pickup = {
  sharjah: { name: bi('Sharjah City pickup', 'التوصيل من مدينة الشارقة'), oneWay: 50, twoWay: 80 },
  dubai: { name: bi('Dubai hotel pickup', 'التوصيل من فنادق دبي'), oneWay: 90, twoWay: 150 },
  ajman: { name: bi('Ajman pickup', 'التوصيل من عجمان'), oneWay: 60, twoWay: 100 },
  eastCoast: { name: bi('Coach from Sharjah City', 'حافلة من مدينة الشارقة'), oneWay: 60, twoWay: 100 },
  // one way only: the shuttle meets the intercity bus at Al Dhaid
  dhaid: { name: bi('Al Dhaid bus station shuttle', 'حافلة من محطة الذيد'), oneWay: 20, twoWay: null },
} satisfies Record<string, TransportSeed>;

export const meal = {
  arabicDinner: {
    name: bi('Arabic Dinner Buffet', 'بوفيه عشاء عربي'),
    price: 95,
    description: bi('Mixed grills, mezze, salads, rice and Arabic sweets', 'مشاوٍ مشكّلة ومقبّلات وسلطات وأرز وحلويات عربية'),
  },
  kidsBox: {
    name: bi('Kids Meal Box', 'وجبة الأطفال'),
    price: 30,
    description: bi('A sandwich, fruit, juice and a small treat', 'شطيرة وفاكهة وعصير وحلوى صغيرة'),
  },
  seafoodLunch: {
    name: bi('Seafood Lunch', 'غداء مأكولات بحرية'),
    price: 85,
    description: bi('Grilled hammour, prawns, rice and salad', 'هامور مشوي وروبيان وأرز وسلطة'),
  },
  karak: {
    name: bi('Karak Tea and Luqaimat', 'شاي كرك ولقيمات'),
    price: 15,
    description: bi('Spiced milk tea with sweet dumplings in date syrup', 'شاي بالحليب والهيل مع لقيمات بدبس التمر'),
  },
  coffeeDates: { name: bi('Arabic Coffee and Dates', 'قهوة عربية وتمر'), price: 20 },
  picnic: {
    name: bi('Picnic Hamper for Two', 'سلّة نزهة لشخصين'),
    price: 120,
    description: bi('Sandwiches, mezze, fruit, dessert and cold drinks', 'شطائر ومقبّلات وفاكهة وحلوى ومشروبات باردة'),
  },
  bbq: {
    name: bi('Barbecue Dinner', 'عشاء مشاوٍ'),
    price: 110,
    description: bi('Lamb and chicken grills, bread from the fire and salads', 'مشاوي لحم ودجاج وخبز على الجمر وسلطات'),
  },
  lunchBox: { name: bi('Picnic Lunch Box', 'علبة غداء للنزهة'), price: 55 },
  safariLunch: {
    name: bi('Safari Lunch', 'غداء السفاري'),
    price: 60,
    description: bi('A hot lunch at the Savannah restaurant', 'غداء ساخن في مطعم السافانا'),
  },
} satisfies Record<string, MealSeed>;

export const slot = (time: string, adult: number | null, child: number | null, extra: Partial<SlotSeed> = {}): SlotSeed => ({
  time,
  adult,
  child,
  ...extra,
});

const SAT = 6;
const SUN = 0;
const MON = 1;
const TUE = 2;
const THU = 4;
const FRI = 5;

export function experiencePackages(cal: Calendar): PackageSeed[] {
  const weekends = cal.upcoming([SAT, SUN], 8);
  const stargazingNights = cal.upcoming([THU, FRI], 12);
  const fountainSaturday = cal.next(SAT);
  return [
    // ---- Al Noor Island
    {
      slug: 'al-noor-island-entry',
      destination: 'al-noor-island',
      name: bi('Al Noor Island Entry Ticket', 'تذكرة دخول جزيرة النور'),
      adult: 35,
      child: 15,
      steps: ['date'],
      tags: ['couples', 'family', 'kids', 'top-experiences', 'family-favourites', 'weekend-escapes'],
      rating: 4.8,
      gallery: 2,
      about: bi(
        html(
          [
            'Cross the footbridge from the Buhaira Corniche to an island of gardens, sculpture and lagoon views. Your ticket includes the <strong>Butterfly House</strong>, home to hundreds of tropical butterflies.',
          ],
          [
            'The Butterfly House and its tropical garden',
            'Open-air art by international artists',
            "Children's play area and shaded walkways",
          ],
        ),
        html(
          [
            'اعبر الجسر من كورنيش البحيرة إلى جزيرة من الحدائق والمنحوتات والإطلالات الخلّابة على البحيرة. تشمل التذكرة دخول <strong>بيت الفراشات</strong> الذي يضم مئات الفراشات الاستوائية.',
          ],
          [
            'بيت الفراشات وحديقته الاستوائية',
            'أعمال فنية في الهواء الطلق لفنانين من حول العالم',
            'منطقة ألعاب للأطفال وممرات مظلّلة',
          ],
        ),
      ),
      amenities: amenities.park,
      terms: terms.dated,
      info: bi(
        html(['The island is open daily from 9:00 to 23:00; the Butterfly House closes at 18:00.']),
        html(['تفتح الجزيرة أبوابها يومياً من 9:00 صباحاً حتى 11:00 مساءً، ويُغلق بيت الفراشات عند 6:00 مساءً.']),
      ),
      disabledDates: [cal.plus(12)],
      // weekend peak prices (spec part 1 §7 getPackagePrice: 'Peak Pricing applied')
      prices: weekends.map((date) => ({ date, adult: 45, child: 20, peak: true })),
    },
    {
      slug: 'butterfly-house-guided-tour',
      destination: 'al-noor-island',
      name: bi('Butterfly House Guided Tour', 'جولة بصحبة مرشد في بيت الفراشات'),
      adult: 55,
      child: 35,
      steps: ['date', 'time', 'sub'],
      tags: ['couples', 'family', 'kids', 'family-favourites'],
      rating: 4.7,
      offer: bi('New', 'جديد'),
      gallery: 2,
      about: bi(
        html(
          [
            "Spend forty-five minutes among the butterflies with one of the island's guides: how they feed, how the chrysalis room works and where to spot the rarest species.",
          ],
          ['Small groups of 15 at most', 'A look inside the chrysalis room', 'Island entry included'],
        ),
        html(
          [
            'رافق أحد مرشدي الجزيرة في جولة مدتها خمس وأربعون دقيقة بين الفراشات: كيف تتغذّى، وكيف تعمل غرفة الشرانق، وأين تجد أندر الأنواع.',
          ],
          ['مجموعات صغيرة لا تتجاوز 15 شخصاً', 'زيارة غرفة الشرانق', 'تشمل دخول الجزيرة'],
        ),
      ),
      amenities: amenities.park,
      terms: terms.dated,
      slots: [slot('10:00', 15, 10), slot('12:00', 15, 10), slot('16:00', null, null)],
      subs: [
        { name: bi('Macro photography kit rental', 'استئجار عدّة التصوير المقرّب'), adult: 40, child: null },
        { name: bi('Butterfly release moment', 'لحظة إطلاق فراشة'), adult: 20, child: 15 },
      ],
    },
    {
      slug: 'al-noor-lagoon-picnic',
      destination: 'al-noor-island',
      name: bi('Lagoon Picnic on Al Noor Island', 'نزهة على ضفاف البحيرة في جزيرة النور'),
      adult: 30,
      child: 15,
      steps: ['sub', 'meal'],
      tags: ['couples', 'family', 'weekend-escapes'],
      rating: 4.6,
      about: bi(
        html(
          [
            'Spread out on the lawns facing Khalid Lagoon, island entry included. Add a shaded cabana or a ready-made hamper and let the afternoon slip by.',
          ],
          ['Island entry included', 'Cabanas for up to four guests', 'Hampers prepared by the island café'],
        ),
        html(
          [
            'استمتع بنزهة على المسطّحات الخضراء المطلّة على بحيرة خالد، مع دخول الجزيرة. أضِف كابانا مظلّلة أو سلّة نزهة جاهزة، ودع العصر يمضي على مهل.',
          ],
          ['تشمل دخول الجزيرة', 'كابانات تتسع حتى أربعة أشخاص', 'سلال نزهة يحضّرها مقهى الجزيرة'],
        ),
      ),
      amenities: amenities.park,
      terms: terms.open,
      subs: [
        { name: bi('Shaded cabana (up to 4 guests)', 'كابانا مظلّلة (حتى 4 أشخاص)'), adult: 150, child: null, adultPerson: 4 },
        { name: bi('Picnic blanket and cushions', 'بساط نزهة ووسائد'), adult: 35, child: null },
      ],
      meals: [meal.picnic, meal.kidsBox],
    },
    {
      // no terms, amenities or itinerary: those tabs stay hidden
      slug: 'al-noor-evening-light-trail',
      destination: 'al-noor-island',
      name: bi('Evening Light Trail', 'مسار الأضواء المسائي'),
      scene: 'night',
      adult: 40,
      child: 20,
      steps: ['time', 'sub'],
      tags: ['couples', 'friends', 'weekend-escapes'],
      about: bi(
        html([
          "After sunset the island's sculptures and trees light up. Follow the trail at your own pace and finish at the lagoon-side stage.",
        ]),
        html(['بعد الغروب تتلألأ منحوتات الجزيرة وأشجارها بالأضواء. اتبع المسار على مهلك حتى تصل إلى المسرح المطلّ على البحيرة.']),
      ),
      slots: [slot('19:00', 60, 40), slot('20:30', null, null)],
      subs: [{ name: bi('Light-painting photo session', 'جلسة تصوير بالرسم الضوئي'), adult: 50, child: 30 }],
    },

    // ---- Mleiha
    {
      // every booking step on; the prices are the spec's demo page (part 1 §9: adult 465 AED, child 235 AED)
      slug: 'mleiha-desert-safari',
      destination: 'mleiha-archaeological-centre',
      name: bi('Mleiha Desert Safari', 'سفاري صحراء مليحة'),
      adult: 465,
      child: 235,
      original: 520,
      steps: ['date', 'time', 'sub', 'transport', 'meal'],
      tags: ['couples', 'friends', 'family', 'top-experiences', 'weekend-escapes'],
      rating: 4.9,
      offer: bi('Best Seller', 'الأكثر مبيعاً'),
      gallery: 3,
      about: bi(
        html(
          [
            'A full day in the desert where the archaeologists work: a 4x4 drive across the Mleiha plain, camel rides at the camp and sunset from the dunes below Fossil Rock.',
          ],
          [
            'Dune drive in a 4x4 with an experienced driver',
            'Camel ride, henna and Arabic coffee at the camp',
            'Entry to the Mleiha Archaeological Centre',
          ],
        ),
        html(
          [
            'يوم كامل في الصحراء التي يعمل فيها علماء الآثار: قيادة بسيارات الدفع الرباعي عبر سهل مليحة، وركوب الجمال في المخيم، ومشاهدة الغروب من الكثبان عند سفح جبل فسيل.',
          ],
          [
            'جولة على الكثبان بسيارة دفع رباعي مع سائق متمرّس',
            'ركوب الجمال ونقش الحنّاء والقهوة العربية في المخيم',
            'دخول مركز مليحة للآثار',
          ],
        ),
      ),
      amenities: amenities.camp,
      terms: terms.outdoor,
      info: bi(
        html([
          'Pickup is one hour before the time you choose. The morning departure is back by 13:00; the afternoon departure includes sunset and returns after dinner.',
        ]),
        html([
          'يكون موعد الاصطحاب قبل الموعد الذي تختاره بساعة. تعود الرحلة الصباحية بحلول الساعة 1:00 ظهراً، أما رحلة العصر فتشمل مشاهدة الغروب وتعود بعد العشاء.',
        ]),
      ),
      itinerary: list(
        [
          '<strong>Arrival</strong> at the Mleiha Archaeological Centre and a short tour of the galleries',
          '<strong>Dune drive</strong> across the Mleiha plain to the foot of Fossil Rock',
          '<strong>Camp</strong>: camel ride, sandboarding, henna and Arabic coffee',
          '<strong>Sunset</strong> from the dunes, then dinner (afternoon departure)',
        ],
        [
          '<strong>الوصول</strong> إلى مركز مليحة للآثار وجولة قصيرة في قاعاته',
          '<strong>القيادة على الكثبان</strong> عبر سهل مليحة حتى سفح جبل فسيل',
          '<strong>المخيم</strong>: ركوب الجمال والتزلّج على الرمال ونقش الحنّاء والقهوة العربية',
          '<strong>الغروب</strong> من أعلى الكثبان ثم العشاء (لرحلة العصر)',
        ],
      ),
      limits: { adultMin: 1, adultMax: 10, childMax: 6 },
      disableBookingPrior: true,
      slots: [slot('09:00', 20, 10), slot('16:00', 30, 15)],
      subs: [
        { name: bi('Stargazing add-on', 'إضافة رصد النجوم'), adult: 120, child: 60 },
        { name: bi('Sandboarding session', 'جلسة تزلّج على الرمال'), adult: 50, child: 35 },
      ],
      meals: [meal.arabicDinner, meal.kidsBox],
      transports: [
        pickup.sharjah,
        pickup.dubai,
        { name: bi('Abu Dhabi pickup', 'التوصيل من أبوظبي'), oneWay: 160, twoWay: 280, disabled: true },
      ],
      availability: Array.from({ length: 14 }, (_, i) => {
        const date = cal.plus(i + 2);
        // plus(4) is fully booked (taken = tickets); plus(6) has only a few places left
        const taken = i + 2 === 4 ? { adultTaken: 40, childTaken: 20 } : i + 2 === 6 ? { adultTaken: 36, childTaken: 18 } : {};
        return { date, adult: 40, child: 20, ...taken };
      }),
      prices: [cal.next(SAT), cal.next(SAT, 1)].map((date) => ({ date, adult: 525, child: 265, peak: true })),
    },
    {
      slug: 'fossil-rock-sunrise-hike',
      destination: 'mleiha-archaeological-centre',
      name: bi('Fossil Rock Sunrise Hike', 'رحلة شروق الشمس إلى جبل فسيل'),
      adult: 150,
      child: 95,
      steps: ['date', 'time', 'transport'],
      cancellation: { policy: 'free', freeHours: 48, lateFeePercent: 50 },
      tags: ['couples', 'friends', 'weekend-escapes'],
      rating: 4.8,
      about: bi(
        html(
          [
            'Set off in the dark and reach the ridge of Fossil Rock as the sun rises over the Mleiha plain. On the way the guide shows you fossil shells and corals from the time this desert was a sea floor.',
          ],
          ['About 3 km with 250 m of climbing', 'Head torches and walking poles provided', 'Breakfast box at the top'],
        ),
        html(
          [
            'ننطلق قبل الفجر لنبلغ قمة جبل فسيل مع شروق الشمس على سهل مليحة. وفي الطريق يريك المرشد أصدافاً ومرجاناً متحجّراً من زمنٍ كانت فيه هذه الصحراء قاعاً للبحر.',
          ],
          ['نحو 3 كيلومترات بارتفاع 250 متراً', 'نوفّر المصابيح الأمامية وعصي المشي', 'علبة فطور على القمة'],
        ),
      ),
      terms: terms.outdoor,
      info: bi(
        html(['Children must be 8 or older. The hike is moderate; tell us about any health condition when you book.']),
        html(['يجب ألا يقل عمر الأطفال عن 8 سنوات. المسار متوسط الصعوبة، لذا أخبرنا عن أي حالة صحية عند الحجز.']),
      ),
      limits: { adultMin: 1, adultMax: 8, childMin: 0, childMax: 4, overallMin: 2 },
      disabledWeeks: [MON, TUE],
      slots: [slot('05:30', 12, 6), slot('06:30', 12, 6)],
      transports: [pickup.sharjah],
    },
    {
      slug: 'mleiha-stargazing-night',
      destination: 'mleiha-archaeological-centre',
      name: bi('Mleiha Stargazing Night', 'ليلة رصد النجوم في مليحة'),
      scene: 'night',
      adult: 150,
      child: 75,
      steps: ['date', 'sub'],
      tags: ['couples', 'friends', 'family', 'top-experiences'],
      rating: 4.9,
      offer: bi('Limited Nights', 'ليالٍ محدودة'),
      gallery: 2,
      about: bi(
        html(
          [
            'Far from the city lights, the Mleiha sky fills with stars. An astronomer shows you the constellations the Bedouin steered by, then the telescopes come out for the Moon and the planets.',
          ],
          ['Constellation talk on the dunes', 'Telescope viewing with an astronomer', 'Arabic coffee, tea and dates'],
        ),
        html(
          [
            'بعيداً عن أضواء المدينة تمتلئ سماء مليحة بالنجوم. يعرّفك فلكيّ بالنجوم التي اهتدى بها البدو في أسفارهم، ثم نرصد القمر والكواكب عبر التلسكوبات.',
          ],
          ['حديث عن النجوم على الكثبان', 'رصد بالتلسكوب بصحبة فلكيّ', 'قهوة عربية وشاي وتمر'],
        ),
      ),
      amenities: amenities.camp,
      terms: terms.outdoor,
      eventDates: stargazingNights,
      endDate: stargazingNights.at(-1) ?? null,
      subs: [
        { name: bi('Telescope upgrade', 'ترقية إلى تلسكوب متقدّم'), adult: 60, child: 40 },
        { name: bi('Astrophotography session', 'جلسة تصوير فلكي'), adult: 90, child: null },
      ],
    },
    {
      slug: 'mleiha-archaeological-centre-entry',
      destination: 'mleiha-archaeological-centre',
      name: bi('Mleiha Archaeological Centre Entry', 'تذكرة دخول مركز مليحة للآثار'),
      scene: 'heritage',
      adult: 15,
      child: 5,
      steps: [],
      tags: ['couples', 'family', 'kids'],
      rating: 4.6,
      about: bi(
        html(
          [
            'The centre tells the story of people in the Mleiha desert from the Stone Age to the kingdom that flourished here before Islam, with finds from the excavations around it.',
          ],
          ['Galleries of stone tools, pottery and coins', 'Views over the Umm an-Nar tomb', 'Café with desert views'],
        ),
        html(
          [
            'يروي المركز قصة الإنسان في صحراء مليحة منذ العصر الحجري حتى المملكة التي ازدهرت هنا قبل الإسلام، من خلال لُقى الحفريات المحيطة به.',
          ],
          ['قاعات للأدوات الحجرية والفخار والعملات', 'إطلالة على مدفن أم النار', 'مقهى مطلّ على الصحراء'],
        ),
      ),
      amenities: amenities.museum,
      terms: terms.open,
    },
    {
      // the season is over: its end date lies in the past ('Event is Completely Booked')
      slug: 'mleiha-winter-camp',
      destination: 'mleiha-archaeological-centre',
      name: bi('Mleiha Winter Camp', 'مخيم مليحة الشتوي'),
      adult: 380,
      child: 190,
      steps: ['date', 'sub', 'meal'],
      tags: ['friends', 'family'],
      about: bi(
        html([
          'Two days and a night under canvas in the Mleiha desert: hiking, archery, stories around the fire and breakfast at sunrise. This season has ended.',
        ]),
        html([
          'يومان وليلة في خيام صحراء مليحة: مشي ورماية بالقوس وحكايات حول النار وفطور مع شروق الشمس. انتهى موسم هذا المخيم.',
        ]),
      ),
      terms: terms.outdoor,
      startDate: cal.plus(-120),
      endDate: cal.plus(-30),
      subs: [{ name: bi('Private tent upgrade', 'ترقية إلى خيمة خاصة'), adult: 150, child: null }],
      meals: [meal.bbq],
    },
    {
      slug: 'mleiha-sunset-horse-ride',
      destination: 'mleiha-archaeological-centre',
      name: bi('Sunset Horse Ride in Mleiha', 'ركوب الخيل عند الغروب في مليحة'),
      adult: 275,
      child: 180,
      steps: ['time', 'sub', 'transport', 'meal'],
      tags: ['couples', 'friends'],
      rating: 4.7,
      about: bi(
        html(
          [
            'Ride an Arabian horse from the Mleiha stables through the dunes as the sand turns gold. Beginners are welcome: the instructors give every rider a calm horse.',
          ],
          ['One hour in the saddle', 'Riding helmet provided', 'Suitable from 10 years'],
        ),
        html(
          [
            'اركب خيلاً عربية أصيلة من إسطبلات مليحة بين الكثبان حين تكتسي الرمال باللون الذهبي. المبتدئون مرحَّب بهم، فالمدرّبون يختارون لكل فارس حصاناً هادئاً.',
          ],
          ['ساعة كاملة على ظهر الخيل', 'نوفّر خوذة الركوب', 'مناسبة من عمر 10 سنوات'],
        ),
      ),
      terms: terms.outdoor,
      limits: { childMax: 2 },
      slots: [slot('16:30', 8, 4), slot('17:15', 8, 4)],
      subs: [{ name: bi('Photographer (30 minutes)', 'مصوّر محترف (30 دقيقة)'), adult: 150, child: null }],
      transports: [pickup.sharjah],
      meals: [meal.coffeeDates],
    },

    // ---- Sharjah Aquarium
    {
      slug: 'sharjah-aquarium-admission',
      destination: 'sharjah-aquarium',
      name: bi('Aquarium and Maritime Museum Ticket', 'تذكرة الأكواريوم ومتحف الشارقة البحري'),
      adult: 25,
      child: 15,
      steps: ['date'],
      tags: ['family', 'kids', 'family-favourites'],
      rating: 4.6,
      gallery: 2,
      about: bi(
        html(
          [
            "Two floors of tanks recreate the habitats of the UAE's coasts, from the mangroves of Kalba to the coral reefs of Shark Island. The same ticket opens the Sharjah Maritime Museum next door, with its pearl-diving dhows.",
          ],
          [
            'Underwater tunnel with reef sharks and rays',
            'Touch screens and daily feeding talks',
            'Entry to the Sharjah Maritime Museum included',
          ],
        ),
        html(
          [
            'يضم الأكواريوم طابقين من الأحواض تحاكي بيئات سواحل الإمارات، من غابات القرم في كلباء إلى الشعاب المرجانية عند جزيرة القرش. وتتيح لك التذكرة نفسها دخول متحف الشارقة البحري المجاور بمراكبه التي استُخدمت في الغوص على اللؤلؤ.',
          ],
          ['نفق مائي تسبح فيه أسماك القرش والراي', 'شاشات تفاعلية وجلسات إطعام يومية', 'يشمل دخول متحف الشارقة البحري'],
        ),
      ),
      amenities: amenities.museum,
      terms: terms.dated,
      disabledWeeks: [SUN],
      disabledDates: [cal.plus(5), cal.plus(6)],
    },
    {
      slug: 'aquarium-behind-the-scenes',
      destination: 'sharjah-aquarium',
      name: bi('Behind the Scenes at the Aquarium', 'جولة خلف الكواليس في الأكواريوم'),
      adult: 95,
      child: 60,
      steps: ['date', 'sub'],
      tags: ['family', 'kids', 'family-favourites'],
      rating: 4.8,
      about: bi(
        html(
          [
            "See what visitors never see: the life-support systems, the quarantine tanks and the kitchen where the aquarists prepare every animal's food.",
          ],
          ['Led by an aquarist', 'Groups of 10 at most', 'Children from 6 years'],
        ),
        html(
          [
            'شاهد ما لا يراه الزوّار عادةً: أنظمة دعم الحياة وأحواض الحجر الصحي والمطبخ الذي يُعِدّ فيه اختصاصيو الأحياء المائية طعام كل كائن.',
          ],
          ['بإشراف اختصاصي أحياء مائية', 'مجموعات لا تتجاوز 10 أشخاص', 'للأطفال من عمر 6 سنوات'],
        ),
      ),
      amenities: amenities.museum,
      terms: terms.dated,
      subs: [
        { name: bi('Feed the rays', 'إطعام أسماك الراي'), adult: 45, child: 45 },
        { name: bi('Souvenir photo', 'صورة تذكارية'), adult: 20, child: 20 },
      ],
    },
    {
      slug: 'aquarium-birthday-party',
      destination: 'sharjah-aquarium',
      name: bi('Birthday Party at the Aquarium', 'حفلة عيد ميلاد في الأكواريوم'),
      adult: 40,
      child: 65,
      steps: ['date', 'time', 'sub', 'meal'],
      tags: ['family', 'kids'],
      about: bi(
        html(
          [
            'Celebrate under the sea: a party host, an ocean quiz and a visit to the touch pool for the birthday child and friends.',
          ],
          ['Two hours with a party host', 'Touch pool and aquarium visit', 'Invitations and goody bags'],
        ),
        html(
          ['احتفل بعيد الميلاد تحت الماء: منشّط للحفلة ومسابقة عن المحيط وزيارة لأحواض اللمس لصاحب المناسبة وأصدقائه.'],
          ['ساعتان مع منشّط الحفلة', 'زيارة أحواض اللمس والأكواريوم', 'بطاقات دعوة وهدايا للضيوف'],
        ),
      ),
      amenities: amenities.museum,
      terms: terms.dated,
      limits: { childDefault: 5, childMin: 5, childMax: 20, adultMax: 10 },
      slots: [slot('10:00', 10, 20), slot('14:00', 10, 20), slot('17:00', 10, 20)],
      subs: [
        { name: bi('Private party room (2 hours)', 'قاعة حفلات خاصة (ساعتان)'), adult: 350, child: null },
        { name: bi('Meet the diver', 'لقاء مع الغوّاص'), adult: 150, child: null },
      ],
      meals: [meal.kidsBox, { name: bi('Birthday cake (serves 20)', 'كعكة عيد ميلاد (تكفي 20 شخصاً)'), price: 180 }],
    },
    {
      // a child price only: accompanying adults go free
      slug: 'little-divers-touch-pool',
      destination: 'sharjah-aquarium',
      name: bi('Little Divers Touch-Pool Session', 'جلسة أحواض اللمس للغوّاصين الصغار'),
      adult: null,
      child: 40,
      steps: ['date', 'time'],
      tags: ['kids'],
      about: bi(
        html([
          'A 40-minute session at the touch pool for children aged 4 to 10, with starfish, sea cucumbers and hermit crabs, led by an aquarium educator. Accompanying adults go free.',
        ]),
        html([
          'جلسة مدتها 40 دقيقة عند أحواض اللمس للأطفال من 4 إلى 10 سنوات، حيث نجوم البحر وخيار البحر والسرطان الناسك، يقودها مرشد تعليمي من الأكواريوم. يدخل البالغون المرافقون مجاناً.',
        ]),
      ),
      terms: terms.dated,
      limits: { adultMax: 2, childMin: 1, childMax: 4 },
      slots: [slot('09:30', null, 12), slot('11:00', null, 12), slot('15:30', null, 12)],
    },

    // ---- Al Qasba
    {
      slug: 'al-qasba-abra-ride',
      destination: 'al-qasba',
      name: bi('Al Qasba Abra Ride', 'رحلة العبرة في القصباء'),
      scene: 'lagoon',
      adult: 15,
      child: 10,
      steps: ['time', 'meal'],
      tags: ['couples', 'family', 'kids', 'weekend-escapes'],
      rating: 4.5,
      about: bi(
        html(
          ['Glide along the canal in a traditional abra, past the cafés and fountains of Al Qasba to the edge of Khalid Lagoon.'],
          ['A 20-minute ride', 'Departures every hour in the evening'],
        ),
        html(
          ['تهادَ على مياه القناة في عبرة تقليدية، مروراً بمقاهي القصباء ونوافيرها حتى أطراف بحيرة خالد.'],
          ['رحلة مدتها 20 دقيقة', 'رحلات كل ساعة في المساء'],
        ),
      ),
      amenities: amenities.boat,
      terms: terms.open,
      slots: ['16:00', '17:00', '18:00', '19:00', '20:00', '21:00', '22:00'].map((t) => slot(t, null, null)),
      meals: [meal.karak],
    },
    {
      // both prices empty, the card reads 'See More': the prices are on the ride bundles
      slug: 'qasba-family-fun-pass',
      destination: 'al-qasba',
      name: bi('Al Qasba Family Fun Pass', 'بطاقة المرح العائلية في القصباء'),
      adult: null,
      child: null,
      steps: ['sub'],
      tags: ['family', 'kids', 'family-favourites'],
      about: bi(
        html(['One pass for the rides and games along the canal. Choose a bundle of rides, or a wristband for the whole day.']),
        html(['بطاقة واحدة للألعاب على امتداد القناة. اختر باقة من الألعاب، أو سواراً يتيح لك اللعب طوال اليوم.']),
      ),
      terms: terms.open,
      subs: [
        { name: bi('5-ride bundle', 'باقة 5 ألعاب'), adult: 50, child: 40 },
        { name: bi('10-ride bundle', 'باقة 10 ألعاب'), adult: 90, child: 70 },
        { name: bi('Unlimited day wristband', 'سوار لعب غير محدود ليوم واحد'), adult: 120, child: 95 },
        { name: bi('Night rides pass', 'بطاقة ألعاب المساء'), adult: 60, child: 45, disabled: true },
      ],
    },
    {
      slug: 'qasba-canal-dinner-cruise',
      destination: 'al-qasba',
      name: bi('Canal Dinner Cruise', 'عشاء على متن قارب في القناة'),
      adult: 180,
      child: 90,
      original: 225,
      steps: ['time', 'sub', 'meal'],
      tags: ['couples', 'friends', 'top-experiences'],
      rating: 4.7,
      offer: bi('20% Off', 'خصم 20%'),
      gallery: 2,
      about: bi(
        html(
          [
            'A two-hour cruise from Al Qasba into Khalid Lagoon with a set Arabic dinner on board and the lights of the Corniche all around.',
          ],
          ['Set menu of mezze, grills and dessert', 'Upper-deck lounge', 'Live oud on weekend evenings'],
        ),
        html(
          ['رحلة مدتها ساعتان من القصباء إلى بحيرة خالد مع عشاء عربي على متن القارب، وأضواء الكورنيش تحيط بك من كل جانب.'],
          ['قائمة ثابتة من المقبّلات والمشاوي والحلويات', 'استراحة على السطح العلوي', 'عزف حيّ على العود في أمسيات نهاية الأسبوع'],
        ),
      ),
      amenities: amenities.cruise,
      terms: terms.water,
      slots: [slot('19:00', 24, 12), slot('21:00', 24, 12)],
      subs: [{ name: bi('Window table for two', 'طاولة بجانب النافذة لشخصين'), adult: 60, child: null }],
      meals: [{ name: bi('Mixed grill upgrade', 'ترقية إلى المشاوي المشكّلة'), price: 45 }, meal.kidsBox],
    },

    // ---- Al Majaz Waterfront
    {
      slug: 'majaz-fountain-show-seating',
      destination: 'al-majaz-waterfront',
      name: bi('Al Majaz Fountain Show: Lakeside Seats', 'مقاعد مطلّة على عرض نافورة المجاز'),
      adult: 30,
      child: 15,
      steps: ['date', 'time'],
      tags: ['couples', 'family', 'family-favourites', 'weekend-escapes'],
      rating: 4.6,
      about: bi(
        html(
          [
            'Reserved seats on the lakeside terrace for the musical fountain show, with jets that leap high above Khalid Lagoon to music and light.',
          ],
          ['Reserved terrace seats', 'Shows every evening', 'A soft drink included'],
        ),
        html(
          [
            'مقاعد محجوزة على الشرفة المطلّة على البحيرة لمشاهدة عرض النافورة الموسيقية، حيث تتراقص المياه عالياً فوق بحيرة خالد على أنغام الموسيقى والأضواء.',
          ],
          ['مقاعد محجوزة على الشرفة', 'عروض كل مساء', 'يشمل مشروباً غازياً'],
        ),
      ),
      amenities: amenities.park,
      terms: terms.dated,
      slots: [
        slot('20:00', null, null),
        // fully booked next Saturday: taken = tickets
        slot('21:00', 40, 20, { taken: [{ date: fountainSaturday, adult: 40, child: 20 }] }),
        slot('22:00', 40, 20, { disabled: true }),
      ],
    },
    {
      // the note box carries a coupon code the page applies when clicked (spec part 1 §2)
      slug: 'majaz-sunset-cruise',
      destination: 'al-majaz-waterfront',
      name: bi('Sunset Boat Cruise on Khalid Lagoon', 'رحلة بالقارب عند الغروب في بحيرة خالد'),
      scene: 'lagoon',
      adult: 75,
      child: 45,
      steps: ['time', 'transport'],
      tags: ['couples', 'friends', 'top-experiences', 'weekend-escapes'],
      rating: 4.7,
      offer: bi('Sunset Special', 'عرض الغروب'),
      note: 'Use code SEESHARJAH for 20% off',
      arabicNote: 'استخدم الرمز SEESHARJAH لتحصل على خصم 20٪',
      about: bi(
        html([
          'Forty-five minutes on the lagoon at golden hour, from Al Majaz past Al Noor Island and the mosques of the Corniche.',
        ]),
        html(['خمس وأربعون دقيقة على البحيرة في ساعة الغروب الذهبية، من المجاز مروراً بجزيرة النور ومساجد الكورنيش.']),
      ),
      amenities: amenities.boat,
      terms: terms.water,
      slots: [slot('17:00', 30, 15), slot('17:45', 30, 15), slot('18:30', 30, 15)],
      transports: [pickup.sharjah],
    },
    {
      slug: 'majaz-family-bike-tour',
      destination: 'al-majaz-waterfront',
      name: bi('Waterfront Family Bike Tour', 'جولة عائلية بالدراجات على الواجهة المائية'),
      adult: 60,
      child: 40,
      steps: ['date', 'sub', 'transport'],
      tags: ['friends', 'family', 'kids'],
      about: bi(
        html(
          [
            'A relaxed guided ride along the lagoon paths from Al Majaz to Al Noor Island and back, with stops for photos and ice cream.',
          ],
          ['Bikes and helmets in every size', 'About 8 km on flat paths'],
        ),
        html(
          [
            'جولة هادئة بالدراجات بصحبة مرشد على مسارات البحيرة من المجاز إلى جزيرة النور والعودة، مع توقّفات لالتقاط الصور وتناول المثلّجات.',
          ],
          ['دراجات وخوذ بكل المقاسات', 'نحو 8 كيلومترات على مسارات مستوية'],
        ),
      ),
      terms: terms.outdoor,
      subs: [
        { name: bi('Child seat', 'مقعد أطفال للدراجة'), adult: 15, child: null },
        { name: bi('Tandem bike upgrade', 'ترقية إلى دراجة ثنائية'), adult: 30, child: null },
      ],
      transports: [pickup.ajman],
    },
    {
      slug: 'majaz-food-walk',
      destination: 'al-majaz-waterfront',
      name: bi('Majaz Waterfront Food Walk', 'جولة تذوّق الطعام في واجهة المجاز'),
      adult: 140,
      child: 70,
      steps: ['time', 'transport', 'meal'],
      tags: ['couples', 'friends'],
      rating: 4.8,
      about: bi(
        html(
          [
            'Taste your way around the lagoon with a local food guide: Emirati chebab, Levantine grills, Indian street food and a karak to finish.',
          ],
          ['Five tasting stops', 'About three hours on foot'],
        ),
        html(
          [
            'تذوّق أطباق البحيرة برفقة مرشد يعرف مطاعمها جيداً: خبز الجباب الإماراتي والمشاوي الشامية وأطعمة الشارع الهندية، وكوب كرك في الختام.',
          ],
          ['خمس محطات للتذوّق', 'نحو ثلاث ساعات سيراً على الأقدام'],
        ),
      ),
      terms: terms.open,
      slots: [slot('18:00', 16, 8)],
      transports: [pickup.dubai],
      meals: [{ name: bi('Extra dessert stop: kunafa', 'محطة حلوى إضافية: كنافة'), price: 25 }],
    },

    // ---- Khor Fakkan
    {
      slug: 'khor-fakkan-dhow-cruise',
      destination: 'khor-fakkan',
      name: bi('Khor Fakkan Dhow Cruise', 'رحلة المركب التقليدي في خورفكان'),
      scene: 'sea',
      adult: 120,
      child: 60,
      steps: ['date', 'transport', 'meal'],
      tags: ['couples', 'friends', 'family', 'top-experiences', 'weekend-escapes'],
      rating: 4.8,
      gallery: 3,
      about: bi(
        html(
          [
            'Sail around Khor Fakkan bay on a wooden dhow, with the Hajar Mountains behind the beach and a swim stop in a quiet cove.',
          ],
          ['Two hours on the water', 'Swim stop (weather permitting)', 'Soft drinks and fruit on board'],
        ),
        html(
          ['أبحر في خليج خورفكان على متن مركب خشبي تقليدي، وجبال الحجر تطلّ من خلف الشاطئ، مع توقّف للسباحة في خليج صغير هادئ.'],
          ['ساعتان في البحر', 'توقّف للسباحة (بحسب الأحوال الجوية)', 'مشروبات غازية وفواكه على متن المركب'],
        ),
      ),
      amenities: amenities.boat,
      terms: terms.water,
      transports: [pickup.eastCoast, pickup.dubai],
      meals: [meal.seafoodLunch, meal.kidsBox],
      prices: [
        ...weekends.map((date) => ({ date, adult: 140, child: 70, peak: true })),
        // a quiet weekday at a lower price, without the peak flag
        { date: cal.next(TUE), adult: 99, child: 50, peak: false },
      ],
    },
    {
      slug: 'khor-fakkan-snorkelling',
      destination: 'khor-fakkan',
      name: bi('Snorkelling at Shark Island', 'الغوص السطحي عند جزيرة القرش'),
      scene: 'sea',
      adult: 200,
      child: 150,
      steps: ['time', 'sub', 'transport'],
      tags: ['couples', 'friends'],
      rating: 4.7,
      location: { lat: 25.357, lan: 56.372 },
      about: bi(
        html(
          [
            'A short boat ride takes you to the reef around Shark Island, where turtles and parrotfish swim in clear water and, with luck, a harmless blacktip reef shark glides past.',
          ],
          ['Mask, snorkel and fins provided', 'Two snorkelling stops', 'For confident swimmers from 8 years'],
        ),
        html(
          [
            'رحلة قصيرة بالقارب تأخذك إلى الشعاب المرجانية حول جزيرة القرش، حيث تسبح السلاحف وأسماك الببغاء في المياه الصافية، وقد يمرّ بك قرش الشعاب المسالم إن حالفك الحظ.',
          ],
          ['نوفّر القناع وأنبوب التنفّس والزعانف', 'محطتان للغوص السطحي', 'للسبّاحين الواثقين من عمر 8 سنوات'],
        ),
      ),
      terms: terms.water,
      limits: { childMax: 4 },
      slots: [slot('08:00', 10, 5), slot('11:00', 10, 5), slot('14:00', 10, 5)],
      subs: [
        { name: bi('GoPro rental', 'استئجار كاميرا GoPro'), adult: 75, child: null },
        { name: bi('Underwater photo pack', 'باقة صور تحت الماء'), adult: 60, child: 60 },
      ],
      transports: [pickup.eastCoast, pickup.dubai],
    },
    {
      // sold on a partner site only: the home sections of this site leave it out
      slug: 'east-coast-heritage-day-trip',
      destination: 'khor-fakkan',
      name: bi('East Coast Heritage Day Trip', 'رحلة يوم إلى تراث الساحل الشرقي'),
      scene: 'heritage',
      adult: 220,
      child: 110,
      steps: ['sub', 'transport', 'meal'],
      tags: ['friends', 'family', 'weekend-escapes'],
      soldElsewhere: true,
      rating: 4.6,
      about: bi(
        html([
          'A day on the east coast by the mountain road: Al Rafisah Dam, the Khor Fakkan waterfall, the old fort quarter and lunch by the sea.',
        ]),
        html(['يوم على الساحل الشرقي عبر الطريق الجبلي: سدّ الرفيصة وشلال خورفكان وحيّ القلعة القديم، وغداء على شاطئ البحر.']),
      ),
      itinerary: list(
        [
          '<strong>07:30</strong> Departure from Sharjah City',
          '<strong>09:30</strong> Al Rafisah Dam and its lakeside walk',
          '<strong>11:30</strong> Khor Fakkan waterfall and the Corniche',
          '<strong>13:00</strong> Seafood lunch',
          '<strong>15:00</strong> The view from Al Suhub rest area, then the drive back',
        ],
        [
          '<strong>7:30</strong> الانطلاق من مدينة الشارقة',
          '<strong>9:30</strong> سدّ الرفيصة والممشى المحاذي لبحيرته',
          '<strong>11:30</strong> شلال خورفكان والكورنيش',
          '<strong>13:00</strong> غداء من المأكولات البحرية',
          '<strong>15:00</strong> الإطلالة من استراحة السحب، ثم العودة',
        ],
      ),
      terms: terms.open,
      subs: [
        {
          name: bi('Private car upgrade (up to 4 guests)', 'ترقية إلى سيارة خاصة (حتى 4 أشخاص)'),
          adult: 300,
          child: null,
          adultPerson: 4,
        },
      ],
      transports: [pickup.sharjah, pickup.dubai],
      meals: [meal.seafoodLunch],
    },
    {
      slug: 'khor-fakkan-beach-day',
      destination: 'khor-fakkan',
      name: bi('Khor Fakkan Beach Day', 'يوم على شاطئ خورفكان'),
      scene: 'sea',
      adult: 45,
      child: 25,
      steps: ['sub', 'transport'],
      tags: ['friends', 'family', 'kids'],
      about: bi(
        html(["Claim your spot on Khor Fakkan's family beach, with showers, lifeguards and the mountains as a backdrop."]),
        html(['احجز مكانك على شاطئ خورفكان العائلي، حيث المرشّات والمنقذون، والجبال خلفية للمشهد.']),
      ),
      amenities: amenities.beach,
      terms: terms.open,
      subs: [
        { name: bi('Sun lounger and umbrella', 'كرسي استرخاء ومظلّة'), adult: 40, child: null },
        { name: bi('Beach cabana (up to 4 guests)', 'كابانا على الشاطئ (حتى 4 أشخاص)'), adult: 160, child: null, adultPerson: 4 },
      ],
      transports: [pickup.eastCoast],
    },
    {
      slug: 'al-rafisah-dam-kayak',
      destination: 'khor-fakkan',
      name: bi('Kayak and Picnic at Al Rafisah Dam', 'تجديف ونزهة في سدّ الرفيصة'),
      adult: 130,
      child: 80,
      steps: ['date', 'sub', 'transport', 'meal'],
      tags: ['couples', 'friends', 'family'],
      rating: 4.7,
      location: { lat: 25.32, lan: 56.29 },
      about: bi(
        html(
          [
            'Paddle across the green water of Al Rafisah Dam, ringed by the Hajar Mountains, then relax by the lake with a picnic lunch.',
          ],
          ['One hour of kayaking with an instructor', 'Life jackets provided'],
        ),
        html(
          ['جدّف فوق مياه سدّ الرفيصة الخضراء التي تحيط بها جبال الحجر، ثم استرخِ على ضفّة البحيرة مع غداء النزهة.'],
          ['ساعة من التجديف مع مدرّب', 'نوفّر سترات النجاة'],
        ),
      ),
      terms: terms.water,
      subs: [
        { name: bi('Double kayak upgrade', 'ترقية إلى كاياك لشخصين'), adult: 40, child: null },
        { name: bi('Pedal boat (30 minutes)', 'قارب بدّال (30 دقيقة)'), adult: 60, child: 30 },
      ],
      transports: [pickup.eastCoast],
      meals: [meal.lunchBox],
    },
    {
      // disabled=1: 'Sorry, bookings are disabled for this package'
      slug: 'hajar-mountains-cycling',
      destination: 'khor-fakkan',
      name: bi('Hajar Mountains Cycling Tour', 'جولة بالدراجات في جبال الحجر'),
      adult: 180,
      child: null,
      steps: ['date', 'transport'],
      tags: ['friends'],
      bookingsDisabled: true,
      about: bi(
        html([
          'A guided road-bike climb on the mountain road from Khor Fakkan towards Al Suhub rest area. Bookings reopen when the cooler season starts.',
        ]),
        html([
          'صعود بالدراجات الهوائية بصحبة مرشد على الطريق الجبلي من خورفكان نحو استراحة السحب. يُعاد فتح الحجز مع بداية الموسم المعتدل.',
        ]),
      ),
      terms: terms.outdoor,
      transports: [pickup.eastCoast],
    },

    // ---- Sharjah Safari
    {
      slug: 'sharjah-safari-bronze',
      destination: 'sharjah-safari',
      name: bi('Sharjah Safari Bronze Ticket', 'تذكرة سفاري الشارقة البرونزية'),
      adult: 40,
      child: 15,
      steps: ['date', 'transport'],
      tags: ['family', 'kids', 'family-favourites'],
      rating: 4.5,
      about: bi(
        html(
          ['A self-guided visit of the walk-through areas, then a park bus ride through the savannah.'],
          ['About two and a half hours', 'Park bus included'],
        ),
        html(
          ['زيارة ذاتية للمناطق المخصّصة للمشي، ثم جولة بحافلة الحديقة عبر السافانا.'],
          ['نحو ساعتين ونصف', 'تشمل حافلة الحديقة'],
        ),
      ),
      amenities: amenities.park,
      terms: terms.dated,
      disabledWeeks: [MON],
      transports: [pickup.dhaid, pickup.sharjah],
    },
    {
      slug: 'sharjah-safari-silver',
      destination: 'sharjah-safari',
      name: bi('Sharjah Safari Silver Tour', 'جولة سفاري الشارقة الفضية'),
      adult: 120,
      child: 50,
      steps: ['date', 'time', 'transport', 'meal'],
      tags: ['family', 'kids', 'top-experiences', 'family-favourites'],
      rating: 4.7,
      gallery: 2,
      about: bi(
        html(
          [
            "A guided ride in the park's safari vehicles through every habitat, from the Sahel to the open savannah, with stops to watch the animals.",
          ],
          ['Guided ride in a safari vehicle', 'About three and a half hours', 'Lunch at the Savannah restaurant on request'],
        ),
        html(
          [
            'جولة بصحبة مرشد على متن مركبات السفاري عبر بيئات الحديقة كلها، من الساحل الأفريقي إلى السافانا المفتوحة، مع توقّفات لمشاهدة الحيوانات.',
          ],
          ['جولة بمركبة سفاري مع مرشد', 'نحو ثلاث ساعات ونصف', 'غداء في مطعم السافانا عند الطلب'],
        ),
      ),
      amenities: amenities.park,
      terms: terms.dated,
      disabledWeeks: [MON],
      slots: [slot('09:00', 25, 15), slot('11:00', 25, 15), slot('14:00', 25, 15)],
      transports: [pickup.sharjah],
      meals: [meal.safariLunch, meal.kidsBox],
    },
    {
      // overall limits almost reached: more than 3 adults or 1 child gives 'Sorry, Selected Quantity is not Available'
      slug: 'sharjah-safari-gold',
      destination: 'sharjah-safari',
      name: bi('Sharjah Safari Gold Tour', 'جولة سفاري الشارقة الذهبية'),
      adult: 275,
      child: 120,
      steps: ['date', 'time', 'sub', 'transport'],
      tags: ['couples', 'family', 'top-experiences', 'family-favourites'],
      rating: 4.9,
      offer: bi('Almost Sold Out', 'أوشكت على النفاد'),
      gallery: 2,
      about: bi(
        html([
          "The park's smallest groups, in a private vehicle with a specialist guide who stops wherever you like for as long as you like. This season's Gold tours are nearly all taken.",
        ]),
        html([
          'أصغر المجموعات في الحديقة، على متن مركبة خاصة مع مرشد متخصص يتوقّف أينما شئت وللمدة التي تريدها. أوشكت جولات هذا الموسم الذهبية على النفاد.',
        ]),
      ),
      amenities: amenities.park,
      terms: terms.dated,
      disabledWeeks: [MON],
      limits: { adultOverall: { limit: 120, booked: 117 }, childOverall: { limit: 60, booked: 59 } },
      slots: [slot('09:30', 12, 6), slot('13:30', 12, 6)],
      subs: [
        { name: bi('Giraffe feeding', 'إطعام الزرافات'), adult: 35, child: 35 },
        { name: bi('Private guide for your group', 'مرشد خاص لمجموعتك'), adult: 200, child: null },
      ],
      transports: [pickup.sharjah, pickup.dubai],
    },

    // ---- Sharjah Museum of Islamic Civilization
    {
      slug: 'islamic-museum-admission',
      destination: 'sharjah-museum-of-islamic-civilization',
      name: bi('Museum Admission', 'تذكرة دخول المتحف'),
      adult: 10,
      child: 5,
      steps: [],
      tags: ['couples', 'family', 'kids'],
      rating: 4.7,
      gallery: 2,
      about: bi(
        html(
          [
            "Explore the galleries of Islamic faith, of science and technology, and of arts and crafts, and stand beneath the golden dome's mosaic of the zodiac.",
          ],
          ['Galleries of science, astronomy and navigation', 'Calligraphy, ceramics and metalwork', 'Temporary exhibitions'],
        ),
        html(
          [
            'تجوّل في قاعات العقيدة الإسلامية والعلوم والتقنيات والفنون والحِرف، وقِف تحت القبّة الذهبية التي تزيّنها فسيفساء الأبراج.',
          ],
          ['قاعات العلوم والفلك والملاحة', 'الخط العربي والخزف والمشغولات المعدنية', 'معارض مؤقتة'],
        ),
      ),
      amenities: amenities.museum,
      terms: terms.open,
    },
    {
      slug: 'islamic-museum-guided-tour',
      destination: 'sharjah-museum-of-islamic-civilization',
      name: bi('Guided Gallery Tour', 'جولة في قاعات المتحف بصحبة مرشد'),
      adult: 35,
      child: 20,
      steps: ['time'],
      tags: ['couples', 'friends'],
      about: bi(
        html([
          "An hour with one of the museum's guides, who brings out the stories behind the astrolabes, the Kiswah of the Holy Kaaba and the finest manuscripts. Tours run for four people or more.",
        ]),
        html([
          'ساعة مع أحد مرشدي المتحف يروي لك الحكايات وراء الأسطرلابات وكسوة الكعبة المشرّفة وأنفس المخطوطات. تُنظَّم الجولة لأربعة أشخاص أو أكثر.',
        ]),
      ),
      amenities: amenities.museum,
      terms: terms.open,
      limits: { overallMin: 4 },
      slots: [slot('10:00', 20, 10), slot('12:00', 20, 10), slot('17:00', null, null)],
    },
    {
      slug: 'ramadan-nights-at-the-museum',
      destination: 'sharjah-museum-of-islamic-civilization',
      name: bi('Ramadan Nights at the Museum', 'ليالي رمضان في المتحف'),
      adult: 45,
      child: 25,
      steps: ['date', 'sub'],
      tags: ['family'],
      visibility: 'hidden',
      about: bi(
        html(['Late openings in the holy month with storytelling, calligraphy corners and a suhoor tasting in the courtyard.']),
        html(['سهرات رمضانية في المتحف مع الحكواتي وأركان الخط العربي وتذوّق السحور في الفناء.']),
      ),
      subs: [{ name: bi('Suhoor tasting', 'تذوّق السحور'), adult: 40, child: 25 }],
    },
    {
      slug: 'curators-evening-talk',
      destination: 'sharjah-museum-of-islamic-civilization',
      name: bi("Curator's Evening Talk", 'أمسية حوارية مع أمين المتحف'),
      adult: 25,
      child: null,
      steps: ['date', 'time'],
      tags: ['couples'],
      visibility: 'switched-off',
      about: bi(
        html(['A talk and a tour with the curator of the temporary exhibition.']),
        html(['حديث وجولة مع أمين المعرض المؤقت.']),
      ),
      slots: [slot('19:00', 40, 0)],
    },
    {
      // redirect=1: the card links to the partner's own site
      slug: 'sharjah-art-foundation-exhibitions',
      destination: 'sharjah-museum-of-islamic-civilization',
      name: bi('Sharjah Art Foundation Exhibitions', 'معارض مؤسسة الشارقة للفنون'),
      scene: 'city',
      adult: null,
      child: null,
      steps: [],
      tags: ['couples', 'friends'],
      redirectUrl: 'https://www.sharjahart.org/',
      location: null,
      about: bi(
        html([
          "Contemporary art in restored heritage buildings and the Al Mureijah Art Spaces, a short walk from the museum. Tickets and opening times are on the foundation's own site.",
        ]),
        html([
          'فن معاصر في مبانٍ تراثية مرمّمة وفي ساحات المريجة الفنية، على بُعد خطوات من المتحف. تجد التذاكر ومواعيد الزيارة على موقع المؤسسة.',
        ]),
      ),
    },
  ];
}
