import {
  collections,
  productCollections,
  products,
  productTags,
  productVariants,
  storePages,
  stores,
  storeTags,
  variationAttributes,
} from '../schema/index.ts';
import { aed, bi, html, idOf, type Bi, type SeedContext } from './context.ts';
import type { Scene } from './images.ts';

/** The spec's one artisan store; its slug is fixed in the store routes (spec part 2 §2.1). */
export const storeSlug = 'gsharshop';

type TagSlug =
  'handmade' | 'gift-ideas' | 'home-decor' | 'heritage' | 'fragrance' | 'eco-friendly' | 'food' | 'wearable' | 'limited-edition';

// Several tags are on 3 or more products (the products page's filter shows those), some on fewer.
const tagSeeds: { slug: TagSlug; value: Bi }[] = [
  { slug: 'handmade', value: bi('Handmade', 'صُنع يدوياً') },
  { slug: 'gift-ideas', value: bi('Gift Ideas', 'أفكار للهدايا') },
  { slug: 'home-decor', value: bi('Home Decor', 'ديكور المنزل') },
  { slug: 'heritage', value: bi('Heritage', 'من التراث') },
  { slug: 'fragrance', value: bi('Fragrance', 'عطور وبخور') },
  { slug: 'eco-friendly', value: bi('Eco-Friendly', 'صديق للبيئة') },
  { slug: 'food', value: bi('Food', 'مأكولات') },
  { slug: 'wearable', value: bi('Wearable', 'أزياء وإكسسوارات') },
  { slug: 'limited-edition', value: bi('Limited Edition', 'إصدار محدود') },
];

type CollectionSlug =
  | 'sadu-collection'
  | 'scents-of-arabia'
  | 'date-palm-crafts'
  | 'gifts-under-100'
  | 'majlis-essentials'
  | 'umm-saeed-weaving'
  | 'mleiha-clay-studio'
  | 'hamriyah-palm-crafts'
  | 'noor-henna-studio';

type CollectionSeed = { slug: CollectionSlug; name: Bi; description: Bi; designer?: true };

const collectionSeeds: CollectionSeed[] = [
  {
    slug: 'sadu-collection',
    name: bi('The Sadu Collection', 'مجموعة السدو'),
    description: bi(
      'Bedouin weaving in wool and cotton, in the red, black and natural tones of the desert.',
      'نسيج البدو من الصوف والقطن، بألوان الصحراء: الأحمر والأسود والألوان الطبيعية.',
    ),
  },
  {
    slug: 'scents-of-arabia',
    name: bi('Scents of Arabia', 'عبق الجزيرة العربية'),
    description: bi('Oud, bakhoor and the burners to enjoy them.', 'العود والبخور والمباخر التي تفوح بها.'),
  },
  {
    slug: 'date-palm-crafts',
    name: bi('From the Date Palm', 'من خيرات النخلة'),
    description: bi('Dates, baskets and mats: everything the palm tree gives.', 'تمور وسلال وسرود: كل ما تجود به النخلة.'),
  },
  {
    slug: 'gifts-under-100',
    name: bi('Gifts under AED 100', 'هدايا بأقل من 100 درهم'),
    description: bi('Small handmade presents that travel well.', 'هدايا صغيرة مصنوعة يدوياً وسهلة الحمل في السفر.'),
  },
  {
    slug: 'majlis-essentials',
    name: bi('Majlis Essentials', 'مستلزمات المجلس'),
    description: bi('For welcoming guests the Emirati way.', 'لاستقبال الضيوف على الطريقة الإماراتية.'),
  },
  {
    slug: 'umm-saeed-weaving',
    designer: true,
    name: bi('Umm Saeed Weaving', 'مشغل أم سعيد للسدو'),
    description: bi(
      'A family workshop of Sadu weavers who learnt the craft from their grandmothers and still spin their own wool.',
      'مشغل عائلي لنسّاجات السدو اللواتي تعلّمن الحرفة من جدّاتهن وما زلن يغزلن الصوف بأيديهن.',
    ),
  },
  {
    slug: 'mleiha-clay-studio',
    designer: true,
    name: bi('Mleiha Clay Studio', 'مشغل مليحة للفخار'),
    description: bi(
      'Potters inspired by the vessels found in the Mleiha excavations, working with local red clay.',
      'خزّافون يستلهمون أعمالهم من الأواني التي عُثر عليها في حفريات مليحة، ويعملون بالطين الأحمر المحلي.',
    ),
  },
  {
    slug: 'hamriyah-palm-crafts',
    designer: true,
    name: bi('Al Hamriyah Palm Crafts', 'حِرف الخوص في الحمرية'),
    description: bi(
      'Braiders from the coastal town of Al Hamriyah who keep the safeefah palm-frond craft alive.',
      'حرفيّات من مدينة الحمرية الساحلية يحافظن على حرفة السفيفة وسفّ الخوص.',
    ),
  },
  {
    // a designer with no products yet: the designer page reads 'No products Found'
    slug: 'noor-henna-studio',
    designer: true,
    name: bi('Noor Henna Studio', 'استوديو نور للحنّاء'),
    description: bi(
      'Henna artists drawing traditional Emirati patterns; their first collection arrives soon.',
      'فنانات حنّاء يرسمن النقوش الإماراتية التقليدية، وتصل مجموعتهن الأولى قريباً.',
    ),
  },
];

type VariantSeed = { options: Record<string, string>; price: number; qty: number; disabled?: true; image?: string };

type ProductSeed = {
  slug: string;
  title: Bi;
  description: Bi;
  price: number;
  scene: Scene;
  /** stock of a product without variants; 1–10 shows 'Hurry up! Only {n} Left', 0 is out of stock */
  qty?: number;
  photos?: number;
  vendor: string;
  tags: TagSlug[];
  collections: CollectionSlug[];
  highlight: Bi;
  /** each value in English (as the variants' options name it) and its Arabic label */
  attributes?: { name: Bi; values: Bi[] }[];
  variants?: VariantSeed[];
};

const size = { name: bi('Size', 'المقاس') };
const colour = { name: bi('Colour', 'اللون') };

const productSeeds: ProductSeed[] = [
  {
    // Size × Colour with two combinations missing (S/Natural, L/Indigo), one out of stock and one disabled
    slug: 'sadu-cushion-cover',
    title: bi('Sadu Cushion Cover', 'غطاء وسادة من السدو'),
    description: bi(
      "Hand-woven on a ground loom in the Al Sadu tradition, with the camel's-rib pattern in wool dyed with henna, saffron and indigo. Cushion insert not included.",
      'نُسج يدوياً على النول الأرضي على طريقة السدو، بنقشة «ضلع الجمل» وخيوط صوف مصبوغة بالحنّاء والزعفران والنيلة. لا يشمل الحشوة.',
    ),
    price: 180,
    scene: 'textile',
    photos: 2,
    vendor: 'mleiha-archaeological-centre',
    tags: ['handmade', 'home-decor', 'heritage', 'gift-ideas'],
    collections: ['sadu-collection', 'majlis-essentials', 'umm-saeed-weaving'],
    highlight: bi('Sadu weaving', 'نسيج السدو'),
    attributes: [
      { ...size, values: [bi('S', 'صغير'), bi('M', 'متوسط'), bi('L', 'كبير')] },
      { ...colour, values: [bi('Red', 'أحمر'), bi('Indigo', 'نيلي'), bi('Natural', 'طبيعي')] },
    ],
    variants: [
      { options: { Size: 'S', Colour: 'Red' }, price: 160, qty: 5, image: 'red' },
      { options: { Size: 'S', Colour: 'Indigo' }, price: 160, qty: 3, image: 'indigo' },
      { options: { Size: 'M', Colour: 'Red' }, price: 180, qty: 8, image: 'red' },
      { options: { Size: 'M', Colour: 'Indigo' }, price: 180, qty: 0, image: 'indigo' },
      { options: { Size: 'M', Colour: 'Natural' }, price: 180, qty: 6, image: 'natural' },
      { options: { Size: 'L', Colour: 'Red' }, price: 210, qty: 2, image: 'red' },
      { options: { Size: 'L', Colour: 'Natural' }, price: 210, qty: 4, image: 'natural', disabled: true },
    ],
  },
  {
    slug: 'sadu-tote-bag',
    title: bi('Sadu Tote Bag', 'حقيبة يد من السدو'),
    description: bi(
      'A roomy cotton tote with a hand-woven Sadu panel and leather handles, made for the souq and the office alike.',
      'حقيبة قطنية واسعة بلوحة منسوجة يدوياً من السدو ومقابض من الجلد، تناسب السوق والمكتب معاً.',
    ),
    price: 145,
    scene: 'textile',
    vendor: 'mleiha-archaeological-centre',
    tags: ['handmade', 'wearable', 'heritage', 'gift-ideas'],
    collections: ['sadu-collection', 'umm-saeed-weaving'],
    highlight: bi('Everyday Sadu', 'السدو في حياتك اليومية'),
    attributes: [{ ...colour, values: [bi('Red', 'أحمر'), bi('Black', 'أسود')] }],
    variants: [
      { options: { Colour: 'Red' }, price: 145, qty: 7, image: 'red' },
      { options: { Colour: 'Black' }, price: 145, qty: 12, image: 'black' },
    ],
  },
  {
    slug: 'clay-water-jar',
    title: bi('Clay Water Jar (Jahlah)', 'جحلة ماء من الفخار'),
    description: bi(
      'Thrown on the wheel from local red clay and fired in a wood kiln. The porous clay keeps water cool, as the jahlah did in every Emirati home.',
      'شُكّلت على عجلة الفخّار من الطين الأحمر المحلي وحُرقت في فرن الحطب. يحفظ الطين المسامّي الماء بارداً، كما كانت الجحلة تفعل في كل بيت إماراتي.',
    ),
    price: 120,
    qty: 4,
    scene: 'pottery',
    photos: 2,
    vendor: 'mleiha-archaeological-centre',
    tags: ['handmade', 'home-decor', 'heritage'],
    collections: ['mleiha-clay-studio'],
    highlight: bi('Clay pottery', 'الفخار'),
  },
  {
    slug: 'clay-incense-burner',
    title: bi('Clay Incense Burner (Mabkhara)', 'مبخرة من الفخار'),
    description: bi(
      'A small mabkhara in painted clay with a brass rim, for bakhoor on a hot coal.',
      'مبخرة صغيرة من الفخار الملوّن بحافّة نحاسية، لإحراق البخور على الجمر.',
    ),
    price: 65,
    qty: 12,
    scene: 'incense',
    vendor: 'mleiha-archaeological-centre',
    tags: ['handmade', 'fragrance', 'home-decor', 'gift-ideas'],
    collections: ['scents-of-arabia', 'gifts-under-100', 'majlis-essentials', 'mleiha-clay-studio'],
    highlight: bi('The mabkhara', 'المبخرة'),
  },
  {
    slug: 'khalas-dates-gift-box',
    title: bi('Khalas Dates Gift Box', 'علبة هدايا من تمر الخلاص'),
    description: bi(
      'Soft, caramel-sweet Khalas dates from the farms of Al Dhaid, packed by hand in a palm-leaf box.',
      'تمر خلاص طريّ بطعم الكراميل من مزارع الذيد، معبّأ يدوياً في علبة من سعف النخيل.',
    ),
    price: 60,
    scene: 'dates',
    vendor: 'sharjah-safari',
    tags: ['food', 'gift-ideas'],
    collections: ['date-palm-crafts', 'gifts-under-100'],
    highlight: bi('Khalas dates', 'تمر الخلاص'),
    attributes: [{ name: bi('Weight', 'الوزن'), values: [bi('500 g', '500 غ'), bi('1 kg', '1 كغ')] }],
    variants: [
      { options: { Weight: '500 g' }, price: 60, qty: 25 },
      { options: { Weight: '1 kg' }, price: 110, qty: 9 },
    ],
  },
  {
    slug: 'stuffed-dates-assortment',
    title: bi('Stuffed Dates Assortment', 'تشكيلة تمور محشوّة'),
    description: bi(
      'Twenty-four dates filled with almonds, pistachio and orange peel, some dipped in dark chocolate.',
      'أربع وعشرون حبة تمر محشوّة باللوز والفستق وقشر البرتقال، وبعضها مغطّى بالشوكولاتة الداكنة.',
    ),
    price: 85,
    qty: 0,
    scene: 'dates',
    vendor: 'sharjah-safari',
    tags: ['food', 'gift-ideas'],
    collections: ['gifts-under-100'],
    highlight: bi('Stuffed dates', 'التمور المحشوّة'),
  },
  {
    slug: 'oud-attar-oil',
    title: bi('Oud Attar Oil, 12 ml', 'دهن عود، 12 مل'),
    description: bi(
      'A concentrated, alcohol-free oil of aged agarwood, warm and smoky. A single drop lasts the day.',
      'دهن مركّز خالٍ من الكحول من خشب العود المعتّق، دافئ بلمسة دخانية، وتكفي قطرة واحدة منه ليومك كله.',
    ),
    price: 240,
    qty: 7,
    scene: 'perfume',
    photos: 2,
    vendor: 'al-qasba',
    tags: ['fragrance', 'gift-ideas'],
    collections: ['scents-of-arabia'],
    highlight: bi('Oud and attar', 'العود والعطور'),
  },
  {
    slug: 'bakhoor-blend',
    title: bi('Bakhoor Incense Blend', 'خلطة بخور'),
    description: bi(
      'Wood chips soaked in oud oil, musk and rose, then dried in the sun: the scent of Emirati homes on a Friday.',
      'رقائق خشب مشرّبة بدهن العود والمسك والورد ومجفّفة تحت الشمس: رائحة البيوت الإماراتية يوم الجمعة.',
    ),
    price: 55,
    scene: 'incense',
    vendor: 'al-qasba',
    tags: ['fragrance', 'gift-ideas', 'home-decor'],
    collections: ['scents-of-arabia', 'gifts-under-100'],
    highlight: bi('Bakhoor', 'البخور'),
    attributes: [{ name: bi('Scent', 'الرائحة'), values: [bi('Rose', 'ورد'), bi('Sandalwood', 'صندل'), bi('Amber', 'عنبر')] }],
    variants: [
      { options: { Scent: 'Rose' }, price: 55, qty: 15 },
      { options: { Scent: 'Sandalwood' }, price: 55, qty: 4 },
      { options: { Scent: 'Amber' }, price: 60, qty: 10 },
    ],
  },
  {
    slug: 'henna-cone-kit',
    title: bi('Natural Henna Cone Kit', 'طقم أقماع الحنّاء الطبيعية'),
    description: bi(
      'Six cones of fresh henna mixed with lemon and eucalyptus oil, with a booklet of traditional Emirati patterns.',
      'ستة أقماع من الحنّاء الطازجة الممزوجة بالليمون وزيت الأوكالبتوس، مع كتيّب لنقوش إماراتية تقليدية.',
    ),
    price: 35,
    qty: 25,
    scene: 'henna',
    vendor: 'al-qasba',
    tags: ['handmade', 'gift-ideas'],
    collections: ['gifts-under-100'],
    highlight: bi('Henna', 'الحنّاء'),
  },
  {
    slug: 'palm-frond-basket',
    title: bi('Palm-Frond Basket', 'سلّة من خوص النخيل'),
    description: bi(
      'Braided by hand from dried palm fronds in the safeefah technique, with bands of naturally dyed colour.',
      'مضفورة يدوياً من خوص النخيل المجفّف بطريقة السفيفة، مع أشرطة ملوّنة بأصباغ طبيعية.',
    ),
    price: 90,
    scene: 'basket',
    photos: 2,
    vendor: 'khor-fakkan',
    tags: ['handmade', 'eco-friendly', 'home-decor', 'heritage'],
    collections: ['date-palm-crafts', 'hamriyah-palm-crafts'],
    highlight: bi('Palm-frond baskets', 'سلال الخوص'),
    attributes: [{ ...size, values: [bi('Small', 'صغير'), bi('Large', 'كبير')] }],
    variants: [
      { options: { Size: 'Small' }, price: 90, qty: 6 },
      { options: { Size: 'Large' }, price: 150, qty: 3 },
    ],
  },
  {
    slug: 'palm-frond-food-mat',
    title: bi('Palm-Frond Food Mat (Sarood)', 'سرود من خوص النخيل'),
    description: bi(
      'The round mat Emirati families spread on the floor for shared meals, braided from palm leaves.',
      'السرود الدائري الذي تفرشه العائلات الإماراتية على الأرض لتجتمع حول الطعام، مضفور من خوص النخيل.',
    ),
    price: 75,
    qty: 3,
    scene: 'basket',
    vendor: 'khor-fakkan',
    tags: ['handmade', 'eco-friendly', 'heritage'],
    collections: ['date-palm-crafts', 'gifts-under-100', 'hamriyah-palm-crafts'],
    highlight: bi('The sarood', 'السرود'),
  },
  {
    slug: 'talli-trimmed-scarf',
    title: bi('Talli-Trimmed Scarf', 'وشاح مطرّز بالتلّي'),
    description: bi(
      'A light cotton scarf edged with talli, the braid of silver and coloured threads Emirati women wove on a cushion-shaped loom.',
      'وشاح قطني خفيف مزيّن بالتلّي، وهو الشريط المنسوج من خيوط فضية وملوّنة كانت النساء الإماراتيات يصنعنه على الكاجوجة.',
    ),
    price: 195,
    scene: 'textile',
    vendor: 'al-qasba',
    tags: ['handmade', 'wearable', 'heritage', 'limited-edition'],
    collections: ['umm-saeed-weaving'],
    highlight: bi('Talli braiding', 'تطريز التلّي'),
    attributes: [{ ...colour, values: [bi('Black', 'أسود'), bi('Burgundy', 'عنابي'), bi('Emerald', 'زمردي')] }],
    variants: [
      { options: { Colour: 'Black' }, price: 195, qty: 9 },
      { options: { Colour: 'Burgundy' }, price: 195, qty: 2 },
      { options: { Colour: 'Emerald' }, price: 195, qty: 5, disabled: true },
    ],
  },
  {
    slug: 'camel-milk-soap-set',
    title: bi('Camel Milk Soap Set', 'طقم صابون حليب الإبل'),
    description: bi(
      'Three cold-process bars made with fresh camel milk, olive oil and a touch of frankincense.',
      'ثلاث قطع صابون مصنوعة على البارد من حليب الإبل الطازج وزيت الزيتون ولمسة من اللبان.',
    ),
    price: 45,
    qty: 40,
    scene: 'soap',
    vendor: 'kalba',
    tags: ['gift-ideas', 'eco-friendly'],
    collections: ['gifts-under-100'],
    highlight: bi('Camel milk soap', 'صابون حليب الإبل'),
  },
  {
    slug: 'brass-dallah',
    title: bi('Brass Dallah Coffee Pot', 'دلّة قهوة نحاسية'),
    description: bi(
      'Hammered by hand in brass, with the beaked spout of the Gulf dallah, for serving Arabic coffee with cardamom.',
      'دلّة من النحاس مطروقة يدوياً بمنقارها الخليجي المعروف، لتقديم القهوة العربية بالهيل.',
    ),
    price: 320,
    qty: 2,
    scene: 'brass',
    photos: 2,
    vendor: 'al-qasba',
    tags: ['home-decor', 'heritage', 'limited-edition'],
    collections: ['majlis-essentials'],
    highlight: bi('The dallah', 'الدلّة'),
  },
];

const pages = [
  {
    slug: 'about',
    title: bi('About the Store', 'عن المتجر'),
    body: bi(
      html([
        'Sharjah Artisans brings together weavers, potters, braiders and perfumers from across the emirate, from the Mleiha desert to the east coast.',
        'Every piece is made by hand in small numbers, and the makers receive the larger share of every sale.',
      ]),
      html([
        'يجمع متجر حِرفيّي الشارقة النسّاجات والخزّافين وحرفيّات الخوص وصنّاع العطور من أنحاء الإمارة، من صحراء مليحة إلى الساحل الشرقي.',
        'تُصنع كل قطعة يدوياً وبكميات قليلة، ويذهب النصيب الأكبر من ثمنها إلى صانعيها.',
      ]),
    ),
  },
  {
    slug: 'contact',
    title: bi('Contact Us', 'تواصل معنا'),
    body: bi(
      html(
        ['Questions about an order, a gift or a custom piece? Write to us and we answer within one working day.'],
        ['Orders ship from Sharjah within three working days', 'Delivery across the UAE', 'Returns within 30 days of delivery'],
      ),
      html(
        ['لديك سؤال عن طلب أو هدية أو قطعة حسب الطلب؟ راسلنا وسنردّ عليك خلال يوم عمل واحد.'],
        ['نشحن الطلبات من الشارقة خلال ثلاثة أيام عمل', 'التوصيل إلى جميع أنحاء الإمارات', 'الإرجاع خلال 30 يوماً من التسليم'],
      ),
    ),
  },
];

export async function seedStore(ctx: SeedContext): Promise<void> {
  const { tx, images } = ctx;
  const productImages = (p: ProductSeed) =>
    Array.from({ length: p.photos ?? 1 }, (_, i) =>
      images.add('store', i === 0 ? p.slug : `${p.slug}-${i + 1}`, p.scene, p.title.en, 'square'),
    );

  const [store] = await tx
    .insert(stores)
    .values({
      slug: storeSlug,
      storeName: 'Sharjah Artisans',
      arabicStoreName: 'حِرفيّو الشارقة',
      about:
        "Handmade in Sharjah: Sadu weaving, clay pottery, palm-frond baskets, dates, oud and henna from the emirate's artisans. Every purchase supports the makers directly.",
      arabicAbout:
        'صُنع يدوياً في الشارقة: نسيج السدو والفخار وسلال الخوص والتمور والعود والحنّاء من إبداع حِرفيّي الإمارة. كل عملية شراء تدعم صانعيها مباشرة.',
      // UNESCO's archive entry for the Al Sadu nomination film
      videoUrl: 'https://www.unesco.org/archives/multimedia/document-2217',
      links: [
        { label: 'About the makers', arabic_label: 'عن الحرفيين', url: `/stores/${storeSlug}/pages/about` },
        { label: 'Designers', arabic_label: 'المصمّمون', url: `/stores/${storeSlug}/designers` },
        { label: 'Contact', arabic_label: 'تواصل معنا', url: `/stores/${storeSlug}/pages/contact` },
      ],
      // one highlight per product: 14, one more than the 13 the store page shows (spec part 2 §9)
      highlights: productSeeds.map((p) => ({
        title: p.highlight.en,
        arabic_title: p.highlight.ae,
        image: productImages(p)[0] as string,
      })),
      sliderImages: [
        images.add('store', 'slider-1', 'heritage', 'Handmade in Sharjah', 'banner'),
        images.add('store', 'slider-2', 'textile', 'The Sadu Collection', 'banner'),
        images.add('store', 'slider-3', 'basket', 'Gifts from the Date Palm', 'banner'),
      ],
    })
    .returning({ id: stores.id });
  const storeId = (store as { id: number }).id;

  const tagRows = await tx
    .insert(storeTags)
    .values(tagSeeds.map((t) => ({ storeId, slug: t.slug, value: t.value.en, arabicValue: t.value.ae })))
    .returning({ id: storeTags.id, slug: storeTags.slug });
  const tagIds = new Map(tagRows.map((t) => [t.slug, t.id]));

  const collectionRows = await tx
    .insert(collections)
    .values(
      collectionSeeds.map((c) => ({
        storeId,
        slug: c.slug,
        collectionName: c.name.en,
        arabicCollectionName: c.name.ae,
        logo: c.designer ? images.add('logos', c.slug, 'logo', c.name.en, 'logo') : '',
        isProfile: c.designer ? 1 : 0,
        description: c.description.en,
        arabicDescription: c.description.ae,
      })),
    )
    .returning({ id: collections.id, slug: collections.slug });
  const collectionIds = new Map(collectionRows.map((c) => [c.slug, c.id]));

  const productRows = await tx
    .insert(products)
    .values(
      productSeeds.map((p, i) => ({
        storeId,
        slug: p.slug,
        productTitle: p.title.en,
        arabicTitle: p.title.ae,
        productDescription: p.description.en,
        arabicDescription: p.description.ae,
        priceFils: aed(p.price),
        // for a product with variants, the sum of its enabled variants' stock (each variant carries its own)
        qty: p.variants ? p.variants.filter((v) => !v.disabled).reduce((sum, v) => sum + v.qty, 0) : (p.qty ?? 0),
        images: productImages(p),
        vendorDestinationId: idOf(ctx.destinationIds, p.vendor),
        enable: 1,
        position: i + 1,
      })),
    )
    .returning({ id: products.id, slug: products.slug });
  const productIds = new Map(productRows.map((p) => [p.slug, p.id]));
  const productId = (p: ProductSeed) => idOf(productIds, p.slug);

  await tx
    .insert(productTags)
    .values(productSeeds.flatMap((p) => p.tags.map((t) => ({ productId: productId(p), tagId: idOf(tagIds, t) }))));
  await tx
    .insert(productCollections)
    .values(
      productSeeds.flatMap((p) => p.collections.map((c) => ({ productId: productId(p), collectionId: idOf(collectionIds, c) }))),
    );

  const withVariants = productSeeds.filter((p) => p.variants);
  await tx.insert(variationAttributes).values(
    withVariants.flatMap((p) =>
      (p.attributes ?? []).map((a, i) => ({
        productId: productId(p),
        name: a.name.en,
        arabicName: a.name.ae,
        values: a.values.map((v) => v.en),
        arabicValues: a.values.map((v) => v.ae),
        position: i + 1,
      })),
    ),
  );
  await tx.insert(productVariants).values(
    withVariants.flatMap((p) =>
      (p.variants ?? []).map((v) => ({
        productId: productId(p),
        priceFils: aed(v.price),
        qty: v.qty,
        variantOptions: v.options,
        images: v.image
          ? [
              images.add(
                'store',
                `${p.slug}-${v.image}`,
                p.scene,
                `${p.title.en}, ${v.image.charAt(0).toUpperCase()}${v.image.slice(1)}`,
                'square',
              ),
            ]
          : [],
        enable: v.disabled ? 0 : 1,
      })),
    ),
  );

  await tx.insert(storePages).values(
    pages.map((pg) => ({
      storeId,
      slug: pg.slug,
      title: pg.title.en,
      arabicTitle: pg.title.ae,
      body: pg.body.en,
      arabicBody: pg.body.ae,
    })),
  );
}
