import { coupons, raffleCampaigns, scratchCampaigns, scratchPrizes, vouchers, type LocalizedText } from '../schema/index.ts';
import { formatDate } from '@portal/domain/date-format';
import { aed, bi, html, idOf, type Bi, type SeedContext } from './context.ts';
import { destinationOf } from './destinations-and-packages.ts';

// ---------------------------------------------------------------------------------------------
// Coupons (codes upper-case; percentages in whole percent, fixed amounts and limits in fils)

type CouponSeed = Omit<typeof coupons.$inferInsert, 'packageIds'> & { packages?: string[] };

function couponSeeds(ctx: SeedContext): CouponSeed[] {
  const { calendar: cal } = ctx;
  const running = { startsAt: cal.startOfDay(cal.plus(-30)), expiresAt: cal.endOfDay(cal.plus(365)) };
  return [
    {
      // spec part 1 §1: 10% off the first order, advertised on the home page
      code: 'WELCOME10',
      type: 'percentage',
      off: 10,
      maxDiscountFils: aed(100),
      firstOrderOnly: 1,
      usageLimitPerUser: 1,
      msg: '10% off your first order',
    },
    {
      // spec part 2 §2.5: the promotional page's code, 20 percent off
      code: 'SEESHARJAH',
      type: 'percentage',
      off: 20,
      maxDiscountFils: aed(100),
      ...running,
      msg: '20% off with See Sharjah (up to AED 100)',
    },
    {
      code: 'SAVE25',
      type: 'aed',
      off: aed(25),
      minCartFils: aed(150),
      ...running,
      msg: 'AED 25 off bookings of AED 150 or more',
    },
    {
      code: 'FAMILYFUN',
      type: 'buy_x_get_y',
      buy: 'adult',
      buyQty: 2,
      free: 'child',
      freeQty: 1,
      ...running,
      msg: 'Buy 2 adult tickets and get 1 child ticket free',
    },
    {
      code: 'MIN200',
      type: 'percentage',
      off: 15,
      minCartFils: aed(200),
      maxDiscountFils: aed(75),
      ...running,
      msg: '15% off bookings of AED 200 or more',
    },
    {
      // the skip flags leave add-ons, transport and meals out of the discounted amount
      code: 'SAFARI15',
      type: 'percentage',
      off: 15,
      skipAddOn: 1,
      skipTransport: 1,
      skipFood: 1,
      packages: ['sharjah-safari-bronze', 'sharjah-safari-silver', 'sharjah-safari-gold'],
      ...running,
      msg: '15% off Sharjah Safari tickets (add-ons, transport and meals excluded)',
    },
    {
      code: 'FIRST100',
      type: 'aed',
      off: aed(50),
      minCartFils: aed(250),
      usageLimitTotal: 100,
      ...running,
      msg: 'AED 50 off for the first 100 bookings of AED 250 or more',
    },
    {
      // a complimentary pass: the whole price off, so the booking is confirmed without a payment page
      code: 'GUESTPASS',
      type: 'percentage',
      off: 100,
      usageLimitPerUser: 1,
      packages: ['khor-fakkan-amphitheatre-concerts'],
      ...running,
      msg: 'Complimentary entry to the Khor Fakkan concerts for invited guests',
    },
    {
      code: 'SUMMERSPLASH',
      type: 'percentage',
      off: 25,
      startsAt: cal.startOfDay(cal.plus(-120)),
      expiresAt: cal.endOfDay(cal.plus(-10)),
      msg: '25% off summer water activities',
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Vouchers

type VoucherSeed = {
  slug: string;
  destination: string;
  name: Bi;
  vendor: Bi;
  amount: number;
  description: Bi;
  /** days from today; negative = already expired */
  validDays: number;
  topOffer?: true;
  bgColor: string;
};

const voucherTerms = bi(
  html(
    [],
    [
      'One voucher per person; show its QR code before you pay.',
      'Cannot be combined with other offers or exchanged for cash.',
      'Valid until the expiry date shown on the voucher.',
    ],
  ),
  html(
    [],
    [
      'قسيمة واحدة لكل شخص، وأظهِر رمز الاستجابة السريعة الخاص بها قبل الدفع.',
      'لا يمكن الجمع بينها وبين عروض أخرى، ولا استبدالها نقداً.',
      'صالحة حتى تاريخ الانتهاء المذكور عليها.',
    ],
  ),
);

const voucherSeeds: VoucherSeed[] = [
  {
    slug: 'butterfly-cafe-25',
    destination: 'al-noor-island',
    name: bi('AED 25 off at Butterfly Café', 'خصم 25 درهماً في مقهى الفراشة'),
    vendor: bi('Butterfly Café', 'مقهى الفراشة'),
    amount: 25,
    description: bi(
      'AED 25 off any order of AED 75 or more at the island café overlooking the lagoon.',
      'خصم 25 درهماً على أي طلب بقيمة 75 درهماً أو أكثر في مقهى الجزيرة المطلّ على البحيرة.',
    ),
    validDays: 90,
    topOffer: true,
    bgColor: '#FDF1E7',
  },
  {
    slug: 'mleiha-camp-dinner-50',
    destination: 'mleiha-archaeological-centre',
    name: bi('AED 50 off dinner at Mleiha Camp', 'خصم 50 درهماً على العشاء في مخيم مليحة'),
    vendor: bi('Mleiha Desert Camp', 'مخيم مليحة الصحراوي'),
    amount: 50,
    description: bi(
      'AED 50 off the barbecue dinner for two at the desert camp, under the stars.',
      'خصم 50 درهماً على عشاء المشاوي لشخصين في المخيم الصحراوي تحت النجوم.',
    ),
    validDays: 120,
    bgColor: '#F6E7D2',
  },
  {
    slug: 'aquarium-gift-shop-20',
    destination: 'sharjah-aquarium',
    name: bi('AED 20 at the Aquarium Gift Shop', 'قسيمة بقيمة 20 درهماً في متجر هدايا الأكواريوم'),
    vendor: bi('Aquarium Gift Shop', 'متجر هدايا الأكواريوم'),
    amount: 20,
    description: bi('AED 20 towards soft toys, books and ocean souvenirs.', '20 درهماً لشراء الدمى والكتب وتذكارات البحر.'),
    validDays: 60,
    bgColor: '#E3F2FA',
  },
  {
    slug: 'qasba-bites-15',
    destination: 'al-qasba',
    name: bi('AED 15 off at Qasba Bites', 'خصم 15 درهماً في لقمة القصباء'),
    vendor: bi('Qasba Bites', 'لقمة القصباء'),
    amount: 15,
    description: bi(
      'AED 15 off shawarma, manakish and fresh juices by the canal.',
      'خصم 15 درهماً على الشاورما والمناقيش والعصائر الطازجة على ضفاف القناة.',
    ),
    validDays: 45,
    topOffer: true,
    bgColor: '#FBE9EC',
  },
  {
    slug: 'majaz-bikes-30',
    destination: 'al-majaz-waterfront',
    name: bi('AED 30 off bike hire', 'خصم 30 درهماً على استئجار الدراجات'),
    vendor: bi('Majaz Bikes', 'دراجات المجاز'),
    amount: 30,
    description: bi(
      'AED 30 off two hours of bike hire on the lagoon paths, helmets included.',
      'خصم 30 درهماً على استئجار دراجة لساعتين على مسارات البحيرة، مع الخوذة.',
    ),
    validDays: 100,
    topOffer: true,
    bgColor: '#E8F5E9',
  },
  {
    slug: 'khor-fakkan-fish-grill-75',
    destination: 'khor-fakkan',
    name: bi('AED 75 off a seafood dinner', 'خصم 75 درهماً على عشاء المأكولات البحرية'),
    vendor: bi('Khor Fakkan Fish Grill', 'مشويات خورفكان البحرية'),
    amount: 75,
    description: bi(
      "AED 75 off a dinner for two of the day's catch, grilled on the Corniche.",
      'خصم 75 درهماً على عشاء لشخصين من صيد اليوم، مشوياً على الكورنيش.',
    ),
    validDays: 150,
    topOffer: true,
    bgColor: '#E0F7FA',
  },
  {
    slug: 'savannah-cafe-40',
    destination: 'sharjah-safari',
    name: bi('AED 40 at Savannah Café', 'قسيمة بقيمة 40 درهماً في مقهى السافانا'),
    vendor: bi('Savannah Café', 'مقهى السافانا'),
    amount: 40,
    description: bi(
      'AED 40 towards lunch or snacks inside Sharjah Safari.',
      '40 درهماً للغداء أو الوجبات الخفيفة داخل سفاري الشارقة.',
    ),
    validDays: 80,
    topOffer: true,
    bgColor: '#FFF8E1',
  },
  {
    slug: 'museum-shop-30',
    destination: 'sharjah-museum-of-islamic-civilization',
    name: bi('AED 30 at the Museum Shop', 'قسيمة بقيمة 30 درهماً في متجر المتحف'),
    vendor: bi('Museum Shop', 'متجر المتحف'),
    amount: 30,
    description: bi('AED 30 towards calligraphy sets, books and prints.', '30 درهماً لشراء أدوات الخط والكتب والمطبوعات الفنية.'),
    validDays: 200,
    bgColor: '#EDE7F6',
  },
  {
    slug: 'kalba-kayak-60',
    destination: 'kalba',
    name: bi('AED 60 off a mangrove kayak tour', 'خصم 60 درهماً على جولة الكاياك في غابات القرم'),
    vendor: bi('Kalba Kayak Adventures', 'مغامرات كلباء بالكاياك'),
    amount: 60,
    description: bi(
      'AED 60 off a guided kayak tour through the Kalba mangroves, where kingfishers nest.',
      'خصم 60 درهماً على جولة كاياك بصحبة مرشد بين غابات القرم في كلباء، حيث تعشّش طيور الرفراف.',
    ),
    validDays: 110,
    topOffer: true,
    bgColor: '#E8F5E9',
  },
  {
    // expired: the Top Offers grid leaves it out
    slug: 'qasba-bites-iftar-50',
    destination: 'al-qasba',
    name: bi('AED 50 off a Ramadan iftar', 'خصم 50 درهماً على إفطار رمضاني'),
    vendor: bi('Qasba Bites', 'لقمة القصباء'),
    amount: 50,
    description: bi(
      'AED 50 off the iftar buffet for two by the canal.',
      'خصم 50 درهماً على بوفيه الإفطار لشخصين على ضفاف القناة.',
    ),
    validDays: -20,
    topOffer: true,
    bgColor: '#FBE9EC',
  },
];

// ---------------------------------------------------------------------------------------------
// Spend-and-win raffles (spec part 1 §9: AED 50 per entry, prizes AED 15,000 / 10,000 / 5,000,
// 14 days to respond, one prize per participant)

const raffleRules = {
  filsPerEntry: aed(50),
  prizesFils: [aed(15_000), aed(10_000), aed(5_000)],
  respondDays: 14,
  onePrizePerParticipant: 1,
};

/** A campaign day in its texts, in the site's one form of a day (docs/decisions/059). */
const longDate = (date: string): LocalizedText => ({ en: formatDate(date), ae: formatDate(date) });

function raffleTexts(period: { startsOn: string; endsOn: string; drawOn: string }) {
  const from = longDate(period.startsOn);
  const to = longDate(period.endsOn);
  const draw = longDate(period.drawOn);
  const about: LocalizedText = {
    en: html([
      `Spend at the destinations of Sharjah between ${from.en} and ${to.en}, upload your invoices and get one raffle entry for every AED 50 you spent.`,
      'Three winners share the prizes: <strong>AED 15,000</strong>, <strong>AED 10,000</strong> and <strong>AED 5,000</strong>.',
    ]),
    ae: html([
      `تسوّق في وجهات الشارقة بين ${from.ae} و${to.ae}، ثم ارفع فواتيرك لتحصل على فرصة في السحب مقابل كل 50 درهماً أنفقتها.`,
      'يتقاسم ثلاثة فائزين الجوائز: <strong>15,000 درهم</strong> و<strong>10,000 درهم</strong> و<strong>5,000 درهم</strong>.',
    ]),
  };
  const terms: LocalizedText = {
    en: html(
      [],
      [
        'One entry for every AED 50 on an approved invoice.',
        'Invoices must be dated within the promotion period.',
        `The draw is announced on ${draw.en}; winners are notified within a week.`,
        'Winners must respond within 14 days or the prize is forfeited.',
        'One prize per participant.',
      ],
    ),
    ae: html(
      [],
      [
        'فرصة واحدة مقابل كل 50 درهماً في الفاتورة المعتمدة.',
        'يجب أن يقع تاريخ الفاتورة ضمن فترة العرض.',
        `يُعلَن السحب في ${draw.ae}، ونبلغ الفائزين خلال أسبوع.`,
        'على الفائز أن يردّ خلال 14 يوماً، وإلا سقط حقه في الجائزة.',
        'جائزة واحدة لكل مشارك.',
      ],
    ),
  };
  const faq = [
    {
      q: { en: 'How do I take part?', ae: 'كيف أشارك؟' },
      a: {
        en: 'Sign in, open Upload and send a clear photo of each invoice. Once an invoice is approved, its raffle numbers appear under My Raffles.',
        ae: 'سجّل دخولك وافتح صفحة رفع الفواتير، ثم أرسل صورة واضحة لكل فاتورة. بعد اعتماد الفاتورة تظهر أرقام السحب الخاصة بها في صفحة سحوباتي.',
      },
    },
    {
      q: { en: 'How many entries do I get?', ae: 'كم فرصة أحصل عليها؟' },
      a: {
        en: 'One for every full AED 50 on the invoice: an invoice of AED 180 gives three entries.',
        ae: 'فرصة واحدة مقابل كل 50 درهماً كاملة في الفاتورة، فالفاتورة بقيمة 180 درهماً تمنحك ثلاث فرص.',
      },
    },
    {
      q: { en: 'When is the draw?', ae: 'متى يكون السحب؟' },
      a: { en: `The winners are announced on ${draw.en}.`, ae: `يُعلَن الفائزون في ${draw.ae}.` },
    },
    {
      q: { en: 'Can I win more than once?', ae: 'هل يمكنني الفوز أكثر من مرة؟' },
      a: { en: 'No: each participant can win one prize.', ae: 'لا، فلكل مشارك جائزة واحدة فقط.' },
    },
  ];
  return { about, terms, faq };
}

// ---------------------------------------------------------------------------------------------
// Scratch & win: a limited pool of prizes, each with its own unique code

type PrizeSeed = { code: string; name: Bi; description: Bi; vendor: string; value: number };

const scratchPrizeSeeds: PrizeSeed[] = [
  {
    code: 'SW-NOOR-7Q2M',
    name: bi('Al Noor Island entry for two', 'دخول جزيرة النور لشخصين'),
    description: bi(
      'Two adult tickets to Al Noor Island and the Butterfly House.',
      'تذكرتان للبالغين لدخول جزيرة النور وبيت الفراشات.',
    ),
    vendor: 'Al Noor Island',
    value: 70,
  },
  {
    code: 'SW-AQUA-4K8T',
    name: bi('Aquarium family ticket', 'تذكرة عائلية للأكواريوم'),
    description: bi(
      'Entry for two adults and two children to Sharjah Aquarium.',
      'دخول شخصين بالغين وطفلين إلى أكواريوم الشارقة.',
    ),
    vendor: 'Sharjah Aquarium',
    value: 80,
  },
  {
    code: 'SW-CAFE-9X3D',
    name: bi('AED 50 at Butterfly Café', '50 درهماً في مقهى الفراشة'),
    description: bi(
      'Spend it on breakfast, lunch or coffee with a lagoon view.',
      'استخدمها للفطور أو الغداء أو القهوة مع إطلالة على البحيرة.',
    ),
    vendor: 'Butterfly Cafe',
    value: 50,
  },
  {
    code: 'SW-SAFR-2B6N',
    name: bi('Sharjah Safari Bronze ticket', 'تذكرة سفاري الشارقة البرونزية'),
    description: bi('One adult Bronze ticket to Sharjah Safari.', 'تذكرة برونزية واحدة لشخص بالغ إلى سفاري الشارقة.'),
    vendor: 'Sharjah Safari',
    value: 40,
  },
  {
    code: 'SW-DHOW-5H1R',
    name: bi('Khor Fakkan dhow cruise', 'رحلة المركب التقليدي في خورفكان'),
    description: bi('A seat for one adult on the Khor Fakkan dhow cruise.', 'مقعد لشخص بالغ في رحلة المركب التقليدي في خورفكان.'),
    vendor: 'Khor Fakkan Cruises',
    value: 120,
  },
  {
    code: 'SW-KRAK-8M4W',
    name: bi('Karak and luqaimat for two', 'شاي كرك ولقيمات لشخصين'),
    description: bi('Two karak teas and a plate of luqaimat at Qasba Bites.', 'كوبان من شاي الكرك وطبق لقيمات في لقمة القصباء.'),
    vendor: 'Qasba Bites',
    value: 30,
  },
  {
    code: 'SW-MUSE-3C7J',
    name: bi('AED 25 at the Museum Shop', '25 درهماً في متجر المتحف'),
    description: bi(
      'Towards books and calligraphy sets at the Museum of Islamic Civilization.',
      'لشراء الكتب وأدوات الخط في متجر متحف الشارقة للحضارة الإسلامية.',
    ),
    vendor: 'Museum Shop',
    value: 25,
  },
  {
    code: 'SW-STAR-6V9Q',
    name: bi('Mleiha stargazing night', 'ليلة رصد النجوم في مليحة'),
    description: bi('One adult place on a Mleiha stargazing night.', 'مكان لشخص بالغ في إحدى ليالي رصد النجوم في مليحة.'),
    vendor: 'Mleiha Stargazing',
    value: 150,
  },
  {
    code: 'SW-DATE-1F5L',
    name: bi('Box of Khalas dates', 'علبة تمر خلاص'),
    description: bi(
      'A 500 g gift box of Khalas dates from the artisans store.',
      'علبة هدايا من تمر الخلاص بوزن 500 غرام من متجر الحرفيين.',
    ),
    vendor: 'Sharjah Artisans',
    value: 60,
  },
  {
    code: 'SW-KLBA-7Z2P',
    name: bi('Mangrove kayak tour in Kalba', 'جولة كاياك في غابات القرم بكلباء'),
    description: bi(
      'A guided kayak tour for one through the Kalba mangroves.',
      'جولة كاياك لشخص واحد بصحبة مرشد بين غابات القرم في كلباء.',
    ),
    vendor: 'Kalba Kayak Adventures',
    value: 120,
  },
];

const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export async function seedPromotions(ctx: SeedContext): Promise<void> {
  const { tx, calendar: cal } = ctx;

  await tx.insert(coupons).values(
    couponSeeds(ctx).map(({ packages, ...c }) => ({
      enable: 1,
      ...c,
      packageIds: packages ? packages.map((slug) => idOf(ctx.packageIds, slug)) : null,
    })),
  );

  await tx.insert(vouchers).values(
    voucherSeeds.map((v, i) => {
      const destinationId = idOf(ctx.destinationIds, v.destination);
      return {
        name: v.name.en,
        arabicName: v.name.ae,
        vendorName: v.vendor.en,
        vendorArabicName: v.vendor.ae,
        amountFils: aed(v.amount),
        description: v.description.en,
        arabicDescription: v.description.ae,
        terms: voucherTerms.en,
        arabicTerms: voucherTerms.ae,
        expiryDate: cal.plus(v.validDays),
        img: ctx.images.add('vouchers', v.slug, destinationOf(v.destination).scene, v.vendor.en),
        urlSlug: v.slug,
        bgColor: v.bgColor,
        destinationId,
        ...nearDestination(v.destination, i),
        enable: 1,
        topOffer: v.topOffer ? 1 : 0,
        position: i + 1,
      };
    }),
  );

  const past = { startsOn: '2022-07-01', endsOn: '2022-08-31', drawOn: '2022-09-03' };
  const current = { startsOn: cal.plus(-30), endsOn: cal.plus(60), drawOn: cal.plus(63) };
  await tx.insert(raffleCampaigns).values([
    {
      // spec part 1 §1 and §9: the 2022 summer promotion, as configuration
      slug: 'spend-and-win-summer-2022',
      name: 'Spend & Win Summer 2022',
      arabicName: 'أنفق واربح صيف 2022',
      ...past,
      ...raffleRules,
      ...raffleTexts(past),
      enable: 1,
    },
    {
      // running now, so invoices can be uploaded in the demo
      slug: 'spend-and-win',
      name: 'Spend & Win',
      arabicName: 'أنفق واربح',
      ...current,
      ...raffleRules,
      ...raffleTexts(current),
      enable: 1,
    },
  ]);

  const [campaign] = await tx
    .insert(scratchCampaigns)
    .values({
      slug: 'scratch-and-win',
      name: 'Scratch & Win',
      arabicName: 'اخدش واربح',
      startsAt: cal.startOfDay(cal.plus(-7)),
      endsAt: cal.endOfDay(cal.plus(60)),
      enable: 1,
    })
    .returning({ id: scratchCampaigns.id });
  await tx.insert(scratchPrizes).values(
    scratchPrizeSeeds.map((p) => ({
      campaignId: (campaign as { id: number }).id,
      name: p.name.en,
      arabicName: p.name.ae,
      voucherCodes: p.code,
      description: p.description.en,
      arabicDescription: p.description.ae,
      logo: ctx.images.add('logos', slugify(p.vendor), 'logo', p.vendor, 'logo'),
      valueFils: aed(p.value),
    })),
  );
}

/** A voucher's vendor sits a couple of hundred metres from its destination. */
function nearDestination(slug: string, i: number): { lat: number; lan: number } {
  const base = destinationOf(slug);
  const angle = (i * 2.4) % (2 * Math.PI);
  return { lat: round(base.lat + Math.sin(angle) * 0.002), lan: round(base.lan + Math.cos(angle) * 0.002) };
}

const round = (v: number) => Math.round(v * 1e5) / 1e5;
