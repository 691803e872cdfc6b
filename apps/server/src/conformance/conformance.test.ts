import { actions } from '@portal/contract/index';
import { specAnswers, specCallKey, specCalls, specEntities, type SpecCall } from '@portal/contract/spec-calls';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addresses,
  collections,
  productCollections,
  products,
  productTags,
  productVariants,
  scratchCampaigns,
  scratchPrizes,
  storePages,
  stores,
  storeTags,
  timeSlots,
  variationAttributes,
} from '../db/schema/index.ts';
import {
  addAddOns,
  createCoupon,
  createDestination,
  createPackage,
  createRaffleCampaign,
  createSession,
  createSlide,
  createUser,
  createVoucher,
  setHomeSettings,
  tagPackage,
} from '../test/factories.ts';
import { createTestApp, formBody, formHeaders, lastCodeSentTo, multipartBody } from '../test/harness.ts';
import { createPostcardTemplate } from '../test/postcard-factories.ts';

/**
 * The conformance suite (decision 018): every row of the specification's §7 tables, sent exactly as a client
 * written to the specification sends it (its payload fields, form-encoded or multipart, the bearer token
 * where the row says so), is accepted, and the answer carries the §3 fields the row uses, in their forms.
 */

const clock = new Date('2026-11-22T08:00:00Z');
// Dubai calendar dates ahead of the clock
const eventDay = '2026-12-05';
const eventDayUs = '12/05/2026';

let t: Awaited<ReturnType<typeof createTestApp>>;

type Fixture = {
  token: string;
  userId: number;
  email: string;
  mobile: string;
  destination: { id: number; slug: string };
  package: { id: number; slug: string; slotId: number; subId: number; mealId: number; transportId: number };
  tag: string;
  voucher: { id: number; slug: string };
  purchase?: { number: string; id: number };
  store: { slug: string; designer: string; tag: string; product: { id: number; slug: string; variantId: number } };
  addressId: number;
  addedAddressId?: number;
  storePurchase?: string;
  postcardTemplateId: number;
};
let f: Fixture;

let clientAddress = 0;
type Payload = Record<string, string | Buffer>;

/** A multipart body as the row's browser builds it: text fields, and each file (a JPEG or a PNG) under its field's name. */
function multipartPayload(action: string, fields: Payload) {
  return multipartBody([
    { name: 'action', value: action },
    ...Object.entries(fields).map(([name, value]) => {
      if (typeof value === 'string') return { name, value };
      const png = value[0] === 0x89;
      return { name, filename: `${name}.${png ? 'png' : 'jpg'}`, contentType: png ? 'image/png' : 'image/jpeg', data: value };
    }),
  ]);
}

/** Each call from its own client address, so the per-address limits of sign-in never interfere. */
function send(call: SpecCall, fields: Payload, token?: string, app = t.app) {
  clientAddress += 1;
  const remoteAddress = `10.9.${Math.floor(clientAddress / 250)}.${(clientAddress % 250) + 1}`;
  const headers = call.bearer && token ? { authorization: `Bearer ${token}` } : {};
  const action = call.action.replace('{product}', t.config.PRODUCT_NAME);
  const multipart = call.form === 'multipart' ? multipartPayload(action, fields) : null;
  return app.inject({
    method: 'POST',
    url: '/api',
    remoteAddress,
    headers: { ...(multipart ? { 'content-type': multipart.contentType } : formHeaders), ...headers },
    payload: multipart ? multipart.payload : formBody({ action, ...(fields as Record<string, string>) }),
  });
}

const purchaseItem = () => ({
  package_id: f.package.id,
  adult_qty: 2,
  child_qty: 1,
  adult_price: 150,
  child_price: 75,
  subpackages_id: f.package.subId,
  subpackages_adult_qty: 1,
  subpackages_child_qty: 0,
  time_slot_id: f.package.slotId,
  time_slot_data: '4:00 PM - 6:00 PM',
  date: eventDay,
  meals_id: f.package.mealId,
  meals_qty: 2,
  transport_id: f.package.transportId,
  transport_type: 'two_way',
  transport_name: 'City pickup',
  total: 1,
});

const purchaseFields = () => ({
  items: JSON.stringify({ packages: [purchaseItem()], site: 'sharjah', redirect_to: 'https://example.com/done' }),
  site: 'sharjah',
  channel: 'web',
  redirect_to: 'https://example.com/done',
  referral: 'friend-42',
  traffic_referral: 'https://www.google.com/',
});

/** The payload each row sends: exactly the row's fields, with values a client would have at that point. */
const payloads: Record<string, () => Promise<Payload> | Payload> = {
  'slider — part 1': () => ({}),
  'destinations — part 1': () => ({}),
  'HomeData — part 1': () => ({}),
  '{product}_homepage_settings — part 1': () => ({}),
  'packages — part 1': () => ({ slug: f.destination.slug }),
  'packagesDetails — part 1': () => ({ slug: f.package.slug }),
  'packagesByTags — part 1': () => ({ tag: f.tag }),
  'search — part 1': () => ({ search_term: 'Desert', destination_id: String(f.destination.id) }),
  'dateAvailabilityCheck — part 1': () => ({ id: String(f.package.id), date: eventDayUs }),
  'packageSlots — part 1': () => ({ id: String(f.package.id), date: eventDayUs }),
  'getPackagePrice — part 1': () => ({ id: String(f.package.id), date: eventDay }),
  'validateCoupon — part 1': () => ({
    items: JSON.stringify({ packages: [purchaseItem()], coupon: 'CONFORM10' }),
    user_id: String(f.userId),
  }),
  'createPurchase — part 1': () => purchaseFields(),
  'initiatePayment — part 1': () => ({ purchase_number: f.purchase!.number, purchase_id: String(f.purchase!.id) }),
  'sendOtp (register) — part 1': () => ({
    name: 'Mariam Al Suwaidi',
    email: 'mariam.conformance@example.ae',
    mobile: '971 50 765 4321',
    referral: 'friend-42',
  }),
  'sendOtp (login) — part 1': () => ({ mobile: f.mobile }),
  'verifyLoginOTP (register) — part 1': async () => {
    const person = { name: 'Omar Al Hammadi', email: 'omar.conformance@example.ae', mobile: '+971507654322' };
    const sent = await send(
      specCalls.find((c) => c.action === 'sendOtp')!,
      person,
    );
    expect(sent.statusCode).toBe(200);
    return { ...person, otp: await lastCodeSentTo(t.db, person.email) };
  },
  'verifyLoginOTP (login) — part 1': async () => {
    const sent = await send(
      specCalls.find((c) => c.variant === 'login')!,
      { email: f.email },
    );
    expect(sent.statusCode).toBe(200);
    return { email: f.email, otp: await lastCodeSentTo(t.db, f.email) };
  },
  'getProfileDetails — part 1': () => ({}),
  'editProfile — part 1': () => ({ name: 'Fatima Al Mansoori', mobile: f.mobile.replace('+', '') }),
  'orderHistory — part 1': () => ({}),
  'getVourcherDetails — part 1': () => ({ slug: f.voucher.slug }),
  'getVoucherCode — part 1': () => ({ id: String(f.voucher.id) }),
  'oldUserVouchers — part 1': () => ({ voucher_id: String(f.voucher.id) }),
  'listVoucherByDesitnation — part 1': () => ({ destination_id: String(f.destination.id) }),
  'listVourchers — part 1': () => ({ lat: '25.3', lang: '55.4' }),
  'listInvocies — part 1': () => ({}),
  'getRaffleStats — part 1': () => ({}),
  'getRaffleTickets — part 1': () => ({}),
  'bookingDetails — part 2': async () => {
    const history = (
      await send(
        specCalls.find((c) => c.action === 'orderHistory')!,
        {},
        f.token,
      )
    ).json();
    return { order_number: history.data[0].order_number };
  },
  'destinations — part 2': () => ({}),
  '{product}_homepage_settings — part 2': () => ({}),
  'getScratchWin — part 2': () => ({}),
  'storeDesign — part 2': () => ({ url_slug: f.store.slug }),
  'storeData — part 2': () => ({}),
  'getProduct — part 2': () => ({ slug: f.store.product.slug }),
  'addFavouriteProduct — part 2': () => ({ product_id: String(f.store.product.id) }),
  'removeFavouriteProduct — part 2': () => ({ product_id: String(f.store.product.id) }),
  'listCollections — part 2': () => ({ destination_slug: f.store.slug }),
  'listProductsBySlug — part 2': () => ({ destination_slug: f.store.slug, category_slug: f.store.designer }),
  'pageDetails — part 2': () => ({ destination_slug: f.store.slug, page_slug: 'about' }),
  'getAddress — part 2': () => ({}),
  'addAddress — part 2': () => ({
    address: JSON.stringify({
      name: 'Hessa Al Ali',
      phone: '050 123 4567',
      address: 'Villa 12, Street 5, Al Khan',
      city: 'Sharjah',
      state: 'Sharjah',
      country: 'United Arab Emirates',
      landmark: 'Near the aquarium',
    }),
  }),
  'deleteAddress — part 2': () => ({ address_id: String(f.addedAddressId) }),
  'createPurchase (store) — part 2': () => ({
    // the cart line as the browser keeps it (spec part 2 §3); its price is ignored
    items: JSON.stringify({
      products: [
        {
          product_id: f.store.product.id,
          variant_id: f.store.product.variantId,
          qty: 2,
          product_slug: f.store.product.slug,
          title: 'Conformance cushion',
          price: 1,
          variant_options: { Size: 'M' },
          images: ['store/cushion.jpg'],
          product_description: 'Woven',
        },
      ],
      address_id: f.addressId,
    }),
  }),
  'initiatePayment (purchase number only) — part 2': () => ({ purchase_number: f.storePurchase! }),
  'listeComOrders — part 2': () => ({}),
  'postCards — part 2': () => ({}),
  // the specification's browser sends its own rendered faces too: accepted and not read
  'addPostCardOrder — part 2': async () => ({
    post_card_id: String(f.postcardTemplateId),
    message: 'Greetings from Sharjah! تحياتي من الشارقة',
    address: '12 Harbour Road, Cork',
    image: await photo(),
    front_side: await face(),
    back_side: await face(),
  }),
  'listPostCardOrders — part 2': () => ({}),
};

const weekday = '(sunday|monday|tuesday|wednesday|thursday|friday|saturday)';
const isImagePath = (v: unknown) => typeof v === 'string' && !v.startsWith('/') && !v.startsWith('files/');
const isFlag = (v: unknown) => v === 0 || v === 1;
const isAmount = (v: unknown) => v === null || (typeof v === 'number' && v >= 0);
const isRemaining = (v: unknown) => v === '' || (typeof v === 'number' && Number.isInteger(v) && v >= 0);
const isTimestamp = (v: unknown) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(v);
const isDate = (v: unknown) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);
const jsonListOf = (item: (v: unknown) => boolean) => (v: unknown) => {
  if (typeof v !== 'string') return false;
  const list: unknown = JSON.parse(v);
  return Array.isArray(list) && list.every(item);
};

/** The forms §3 gives the fields (a field not listed here is only checked to be present). */
const forms: Record<string, (v: unknown) => boolean> = {
  img: isImagePath,
  featured_image: isImagePath,
  package_img: isImagePath,
  image: isImagePath,
  mobile_image: isImagePath,
  spend_win_image: isImagePath,
  logo: isImagePath,
  image1: isImagePath,
  image2: isImagePath,
  image3: isImagePath,
  image4: isImagePath,
  image5: isImagePath,
  // spec part 1 §2 Gallery: "mega_slider_images, a JSON list of image paths"
  mega_slider_images: jsonListOf(isImagePath),
  // spec part 1 §3: "disabled_weeks (comma list of weekday names)"
  disabled_weeks: (v) => typeof v === 'string' && new RegExp(`^(${weekday}(,${weekday})*)?$`).test(v),
  // the amenity names that apply (spec part 1 §2 Amenities)
  amenities: (v) =>
    Array.isArray(v) &&
    v.every((a) => ['free_wiFi', 'free_parking', 'dining', 'washrooms', 'seating', 'bar_or_lounge', 'refreshments'].includes(a)),
  checkout: (v) => Array.isArray(v) && v.includes(t.config.SITE_NAME),
  // package cards carry tag names; a product its tags each with value (spec part 2 §3)
  tags: (v) => Array.isArray(v) && v.every((x) => typeof x === 'string' || (typeof x === 'object' && x !== null && 'value' in x)),
  images: (v) => Array.isArray(v) && v.every(isImagePath),
  slider_images: (v) => Array.isArray(v) && v.every(isImagePath),
  // spec part 2 §3 Collection: is_profile '1' means designer
  is_profile: (v) => v === '0' || v === '1',
  favorite: isFlag,
  vendors: (v) => v === null || Number.isInteger(v),
  qty: (v) => Number.isInteger(v) && (v as number) >= 0,
  variant_options: (v) => typeof v === 'object' && v !== null && Object.values(v).every((x) => typeof x === 'string'),
  adult_tickets: isRemaining,
  child_tickets: isRemaining,
  created_at: isTimestamp,
  expiry_date: isDate,
  date: (v) => v === null || isDate(v),
  hide: isFlag,
  enable: isFlag,
  offer_tag: isFlag,
  redirect: isFlag,
  disabled: isFlag,
  enable_note: isFlag,
  enable_date_picker: isFlag,
  enable_time_picker: isFlag,
  enable_meal: isFlag,
  enable_sub_packages: isFlag,
  enable_transport: isFlag,
  disable_booking_prior: isFlag,
  peak_price: isFlag,
  display_vouchers: isFlag,
  display_about_us: isFlag,
  display_top_experience: isFlag,
  price: isAmount,
  adult_price: isAmount,
  child_price: isAmount,
  original_price: isAmount,
  total: isAmount,
  amount: isAmount,
  order_sub_packages: Array.isArray,
  order_meals: Array.isArray,
  sub_packages: Array.isArray,
  meals: Array.isArray,
  transport: Array.isArray,
  voucherData: Array.isArray,
  payment_link: (v) => typeof v === 'string' && /^https?:\/\//.test(v),
  token: (v) => typeof v === 'string' && v.length >= 22,
  raffle_number: (v) => typeof v === 'string' && v.length > 0,
  // spec part 2 §3 Postcard template: '1' customisable, '0' ready-made; the picture as a data URL
  customisable: (v) => v === '0' || v === '1',
  image_base64: (v) => typeof v === 'string' && v.startsWith('data:image/jpeg;base64,'),
  // a postcard order's faces: files served to the buyer's token (decision 033)
  front_side: (v) => typeof v === 'string' && v.startsWith('/api/postcard-files/'),
  back_side: (v) => typeof v === 'string' && v.startsWith('/api/postcard-files/'),
};

/**
 * The values at a path like `data[].order_meals[]`: `[]` is every element of a list, `{}` every value of an
 * object, which must not be empty.
 */
function valuesAt(answer: unknown, at: string): unknown[] {
  let values: unknown[] = [answer];
  for (const step of at.split('.').filter(Boolean)) {
    if (step.endsWith('{}')) {
      // every value of an object keyed by ids, which must not be empty
      values = values.map((v) => (v as Record<string, unknown>)[step.slice(0, -2)]);
      for (const v of values) expect(Object.keys(v as object).length, `${at} has entries to check`).toBeGreaterThan(0);
      values = values.flatMap((v) => Object.values(v as object));
      continue;
    }
    const list = step.endsWith('[]');
    const key = list ? step.slice(0, -2) : step;
    values = values.map((v) => (v as Record<string, unknown>)[key]);
    if (list) {
      for (const v of values) {
        expect(Array.isArray(v), `${at}: ${key} is a list`).toBe(true);
        expect((v as unknown[]).length, `${at}: ${key} has entries to check`).toBeGreaterThan(0);
      }
      values = values.flatMap((v) => v as unknown[]);
    }
  }
  return values;
}

function expectSpecFields(call: SpecCall, answer: Record<string, unknown>) {
  for (const { at, entity } of specAnswers[call.action] ?? []) {
    for (const value of valuesAt(answer, at)) {
      expect(value, `${at || 'the answer'} is an object`).toBeTypeOf('object');
      for (const field of specEntities[entity]) {
        expect(value, `${entity} at '${at}' has ${field}`).toHaveProperty(field);
        const form = forms[field];
        const v = (value as Record<string, unknown>)[field];
        if (form) expect(form(v), `${entity}.${field} has its form: ${JSON.stringify(v)}`).toBe(true);
      }
    }
  }
}

async function photo() {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: '#d4a373' } })
    .jpeg()
    .toBuffer();
}

/** A face as the specification's browser renders it (a PNG). */
async function face() {
  return sharp({ create: { width: 60, height: 40, channels: 3, background: '#fbf7ef' } })
    .png()
    .toBuffer();
}

/** A store with one designer, one tag, an about page and a product sold in two sizes (spec part 2 §3). */
async function createStoreFixture(destinationId: number): Promise<Fixture['store']> {
  const [store] = await t.db
    .insert(stores)
    .values({
      slug: 'conformshop',
      storeName: 'Conformance Crafts',
      arabicStoreName: 'حرف المطابقة',
      links: [{ label: 'About', arabic_label: 'عن المتجر', url: '/stores/conformshop/pages/about' }],
      highlights: [{ title: 'Weaving', arabic_title: 'النسيج', image: 'store/cushion.jpg' }],
      sliderImages: ['store/slider-1.jpg'],
      destinationId,
    })
    .returning();
  const storeId = store!.id;
  const [designer] = await t.db
    .insert(collections)
    .values({
      storeId,
      slug: 'conform-weavers',
      collectionName: 'Conform Weavers',
      arabicCollectionName: 'نساجو المطابقة',
      logo: 'logos/weavers.png',
      isProfile: 1,
    })
    .returning();
  const [tag] = await t.db
    .insert(storeTags)
    .values({ storeId, slug: 'handmade', value: 'Handmade', arabicValue: 'صنع يدوي' })
    .returning();
  const [product] = await t.db
    .insert(products)
    .values({
      storeId,
      slug: 'conform-cushion',
      productTitle: 'Conformance cushion',
      arabicTitle: 'وسادة المطابقة',
      productDescription: 'Woven by hand',
      arabicDescription: 'منسوجة يدوياً',
      priceFils: 18_000,
      images: ['store/cushion.jpg'],
      vendorDestinationId: destinationId,
      enable: 1,
      position: 1,
    })
    .returning();
  const productId = product!.id;
  await t.db.insert(productTags).values({ productId, tagId: tag!.id });
  await t.db.insert(productCollections).values({ productId, collectionId: designer!.id });
  await t.db
    .insert(variationAttributes)
    .values({ productId, name: 'Size', arabicName: 'المقاس', values: ['S', 'M'], arabicValues: ['صغير', 'متوسط'] });
  const [, medium] = await t.db
    .insert(productVariants)
    .values([
      { productId, priceFils: 16_000, qty: 5, variantOptions: { Size: 'S' }, images: ['store/cushion.jpg'], enable: 1 },
      { productId, priceFils: 18_000, qty: 8, variantOptions: { Size: 'M' }, images: ['store/cushion.jpg'], enable: 1 },
    ])
    .returning();
  await t.db.insert(storePages).values({
    storeId,
    slug: 'about',
    title: 'About',
    arabicTitle: 'عن المتجر',
    body: '<p>Made by hand.</p>',
    arabicBody: '<p>صنع يدوياً.</p>',
  });
  return {
    slug: 'conformshop',
    designer: 'conform-weavers',
    tag: 'handmade',
    product: { id: productId, slug: 'conform-cushion', variantId: medium!.id },
  };
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, config: { PUBLIC_URL: 'http://127.0.0.1' } });
  const d = await createDestination(t.db, { lat: 25.34, lan: 55.42 });
  const p = await createPackage(t.db, {
    destinationId: d.id,
    packageName: 'Desert evening',
    enableDatePicker: 1,
    enableTimePicker: 1,
    enableSubPackages: 1,
    enableMeal: 1,
    enableTransport: 1,
    startDate: '2026-11-01',
    endDate: '2027-03-31',
    disabledWeeks: [5],
    amenities: { free_wiFi: 1, dining: 1, bar_or_lounge: 0 },
    megaSliderImages: ['packages/desert-1.jpg', 'packages/desert-2.jpg'],
  });
  const addOns = await addAddOns(t.db, p.id);
  const [slot] = await t.db
    .insert(timeSlots)
    .values({ packageId: p.id, timeSlot: '4:00 PM - 6:00 PM', adultTickets: 30, enable: 1 })
    .returning();
  await tagPackage(t.db, p.id, 'family');
  const v = await createVoucher(t.db, { destinationId: d.id, topOffer: 1, expiryDate: '2027-06-30' });
  await createSlide(t.db);
  await setHomeSettings(t.db, {
    gallary_images: Object.fromEntries(
      [1, 2, 3, 4, 5].flatMap((n) => [
        [`image${n}`, `gallery/g${n}.jpg`],
        [`image${n}_link`, `https://example.com/${n}`],
      ]),
    ),
    spend_win_image: 'home/spend-win.jpg',
    ...Object.fromEntries(
      [1, 2, 3].flatMap((n) => [
        [`tag${n}`, n === 1 ? 'family' : ''],
        [`tag${n}_heading`, `Heading ${n}`],
        [`tag${n}_arabic_heading`, `عنوان ${n}`],
        [`tag${n}_description`, `About ${n}`],
        [`tag${n}_arabic_description`, `عن ${n}`],
      ]),
    ),
    display_vouchers: 1,
    display_about_us: 1,
    display_top_experience: 1,
  });
  await createCoupon(t.db, { code: 'CONFORM10' });
  const store = await createStoreFixture(d.id);
  const [campaign] = await t.db
    .insert(scratchCampaigns)
    .values({
      slug: 'conformance',
      name: 'Conformance',
      arabicName: 'المطابقة',
      startsAt: new Date(clock.getTime() - 86_400_000),
      endsAt: new Date(clock.getTime() + 30 * 86_400_000),
      enable: 1,
    })
    .returning();
  await t.db.insert(scratchPrizes).values({
    campaignId: campaign!.id,
    name: 'Museum pass',
    arabicName: 'تذكرة المتحف',
    voucherCodes: 'SW-CONFORM-1',
    description: 'One free entry',
    arabicDescription: 'دخول مجاني',
    logo: 'logos/museum.png',
  });

  const user = await createUser(t.db);
  const token = await createSession(t.db, user.id, { expiresAt: new Date(clock.getTime() + 30 * 86_400_000) });
  f = {
    token,
    userId: user.id,
    email: user.email!,
    mobile: user.mobile!,
    destination: { id: d.id, slug: d.urlSlug },
    package: {
      id: p.id,
      slug: p.urlSlug,
      slotId: slot!.id,
      subId: addOns.sub.id,
      mealId: addOns.meal.id,
      transportId: addOns.transport.id,
    },
    tag: 'family',
    voucher: { id: v.id, slug: v.urlSlug },
    store,
    postcardTemplateId: (await createPostcardTemplate(t)).id,
    addressId: (
      await t.db
        .insert(addresses)
        .values({
          userId: user.id,
          name: 'Fatima',
          phone: '+971501112233',
          address: 'Flat 4, Al Majaz',
          city: 'Sharjah',
          state: 'Sharjah',
        })
        .returning()
    )[0]!.id,
  };

  // an approved invoice with raffle tickets, uploaded and reviewed through the API, so the lists have entries
  const raffle = await createRaffleCampaign(t.db, { startsOn: '2026-11-01', endsOn: '2026-12-31', drawOn: '2027-01-03' });
  expect(raffle.id).toBeGreaterThan(0);
  const { payload, contentType } = multipartBody([
    { name: 'action', value: 'uploadInvoice' },
    { name: 'filepond', filename: 'invoice.jpg', contentType: 'image/jpeg', data: await photo() },
  ]);
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api',
    headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
    payload,
  });
  expect(uploaded.statusCode).toBe(200);
  const operator = await createUser(t.db, { role: 'operator' });
  const operatorToken = await createSession(t.db, operator.id, { expiresAt: new Date(clock.getTime() + 86_400_000) });
  const reviewed = await t.app.inject({
    method: 'POST',
    url: '/api',
    headers: { ...formHeaders, authorization: `Bearer ${operatorToken}` },
    payload: formBody({
      action: 'reviewInvoice',
      invoice_id: uploaded.json().data[0].id,
      decision: 'approve',
      vendor_name: 'Souk Al Arsah',
      destination_id: d.id,
      amount: '260',
    }),
  });
  expect(reviewed.statusCode).toBe(200);
});
afterAll(() => t.close());

describe('the conformance suite covers the specification', () => {
  it('has a payload for every built row and no payload for a row it does not list', () => {
    const built = specCalls.filter((c) => c.pendingIssue === undefined).map(specCallKey);
    expect(Object.keys(payloads).toSorted()).toEqual(built.filter((key) => !key.startsWith('uploadInvoice')).toSorted());
  });

  it('answers unknown_action for exactly the rows of the store and postcards, which their issues build', async () => {
    const bound = new Set<string>(actions.map((a) => a.name));
    for (const call of specCalls.filter((c) => c.pendingIssue !== undefined && c.action !== 'createPurchase')) {
      expect(bound.has(call.action), `${call.action} is built: give its row a payload and drop pendingIssue`).toBe(false);
      const res = await send(call, {});
      expect(res.json().code).toBe('unknown_action');
    }
  });
});

describe('every row of the specification’s §7 tables, as a client written to it sends it', () => {
  for (const call of specCalls.filter((c) => c.pendingIssue === undefined && c.action !== 'uploadInvoice')) {
    const key = specCallKey(call);
    it(`${key}: ${call.payload} → ${call.answer}`, async () => {
      const fields = await payloads[key]!();
      // exactly the row's payload fields, the optional ones included
      expect(Object.keys(fields).toSorted()).toEqual(call.fields.map((x) => x.replace('?', '')).toSorted());
      const res = await send(call, fields, f.token);
      const answer = res.json();
      expect(answer.success, `${key} is accepted: ${JSON.stringify(answer)}`).toBe(1);
      expect(res.statusCode).toBe(200);
      // decision 055: a success carries `message` beside `msg`, as a failure does, for clients that read either
      expect(answer.message, `${key} answers message as msg`).toBe(answer.msg);
      expectSpecFields(call, answer);

      if (call.action === 'createPurchase' && call.part === 1) f.purchase = { number: answer.purchase_number, id: answer.id };
      if (call.action === 'createPurchase' && call.part === 2) f.storePurchase = answer.purchase_number;
      if (call.action === 'addAddress') f.addedAddressId = answer.data.id;
      if (call.action === 'initiatePayment') {
        // the buyer pays on the sandbox page, as the payment link leads them
        const ref = new URL(answer.payment_link).pathname;
        const paid = await t.app.inject({
          method: 'POST',
          url: ref,
          headers: formHeaders,
          payload: formBody({ outcome: 'succeeded' }),
        });
        expect(paid.statusCode).toBe(303);
      }
      if (call.action === 'verifyLoginOTP') expect(answer.status).toBe('success');
    });
  }

  it('uploadInvoice — part 1: multipart, file field filepond; token and action in the query string', async () => {
    const { payload, contentType } = multipartBody([
      { name: 'filepond', filename: 'receipt.jpg', contentType: 'image/jpeg', data: await photo() },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api?action=uploadInvoice&token=${encodeURIComponent(f.token)}`,
      headers: { 'content-type': contentType },
      payload,
    });
    expect(res.json()).toMatchObject({ success: 1 });
    expectSpecFields({ ...specCalls.find((c) => c.action === 'uploadInvoice')!, action: 'listInvocies' }, res.json());
  });

  it('the ticket of the paid booking names its add-ons with their quantities', async () => {
    const history = (
      await send(
        specCalls.find((c) => c.action === 'orderHistory')!,
        {},
        f.token,
      )
    ).json();
    const paid = history.data.find((b: { status: number }) => b.status === 1);
    expect(paid).toBeDefined();
    const details = (
      await send(
        specCalls.find((c) => c.action === 'bookingDetails')!,
        { order_number: paid.order_number },
        f.token,
      )
    ).json();
    expect(details.data).toMatchObject({
      order_sub_packages: [{ package_name: 'Stargazing add-on', adult_qty: 1, child_qty: 0 }],
      order_meals: [{ meal_name: 'Arabic dinner', meal_qty: 2 }],
      transport_name: 'City pickup',
      date: eventDay,
      adult_qty: 2,
      child_qty: 1,
    });
  });

  it('reads both date forms as the same day on every action that takes a date', async () => {
    const slots = specCalls.find((c) => c.action === 'packageSlots')!;
    const availability = specCalls.find((c) => c.action === 'dateAvailabilityCheck')!;
    const price = specCalls.find((c) => c.action === 'getPackagePrice')!;
    for (const call of [slots, availability, price]) {
      const us = (await send(call, { id: String(f.package.id), date: eventDayUs }, f.token)).json();
      const iso = (await send(call, { id: String(f.package.id), date: eventDay }, f.token)).json();
      expect(us.success, `${call.action} takes MM/DD/YYYY`).toBe(1);
      expect(iso, `${call.action} answers the same for YYYY-MM-DD`).toEqual(us);
    }
  });
});

/**
 * Decision 055: with REFUSALS_AS_200=on the routine refusals (400, 404, 409) of every row answer 200 with the
 * same body, while 401 and the other statuses keep theirs; off (the default, the app above) they keep theirs.
 */
describe('every row refused, with REFUSALS_AS_200 off and on', () => {
  let on: Awaited<ReturnType<typeof createTestApp>>;
  let onToken: string;
  beforeAll(async () => {
    on = await createTestApp({ now: () => clock, config: { PUBLIC_URL: 'http://127.0.0.1', REFUSALS_AS_200: 'on' } });
    const user = await createUser(on.db);
    onToken = await createSession(on.db, user.id, { expiresAt: new Date(clock.getTime() + 86_400_000) });
  });
  afterAll(() => on.close());

  const routine = new Set([400, 404, 409, 422]);
  const rows = specCalls.filter((c) => c.pendingIssue === undefined && c.form !== 'multipart');

  it('answers a routine refusal 200 with the same body, and keeps 401 and the rest', async () => {
    const seen = new Set<number>();
    for (const call of rows) {
      // an empty payload (the row's required fields missing), then no token on a bearer row
      const attempts: [Payload, boolean][] = [[{}, true], ...(call.bearer ? [[{}, false] as [Payload, boolean]] : [])];
      for (const [fields, signedIn] of attempts) {
        const off = await send(call, fields, signedIn ? f.token : undefined);
        const onAnswer = await send(call, fields, signedIn ? onToken : undefined, on.app);
        if (off.json().success === 1) {
          expect(onAnswer.statusCode, call.action).toBe(200);
          continue;
        }
        seen.add(off.statusCode);
        expect(off.statusCode, `${call.action} off keeps its status`).not.toBe(200);
        expect(onAnswer.json(), `${call.action} answers the same body`).toEqual(off.json());
        expect(onAnswer.statusCode, `${call.action} on (${off.statusCode})`).toBe(
          routine.has(off.statusCode) ? 200 : off.statusCode,
        );
      }
    }
    // the walk met refusals of both kinds
    expect(seen.has(400) && seen.has(401)).toBe(true);
  });

  it('answers not found 200 when on, 404 when off; files keep their 404', async () => {
    const details = specCalls.find((c) => c.action === 'packagesDetails')!;
    const off = await send(details, { slug: 'no-such-package' });
    const onAnswer = await send(details, { slug: 'no-such-package' }, undefined, on.app);
    expect([off.statusCode, onAnswer.statusCode]).toEqual([404, 200]);
    expect(onAnswer.json()).toMatchObject({ success: 0, code: off.json().code });
    expect((await on.app.inject({ method: 'GET', url: '/files/no-such-picture.jpg' })).statusCode).toBe(404);
  });
});

/** The price and amount fields of an answer, at any depth, with their paths. */
function priceFields(value: unknown, path = ''): [string, unknown][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => priceFields(v, `${path}[${i}]`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, v]) => {
    const at = path ? `${path}.${key}` : key;
    const isPrice = /(^|_)(price|one_way|two_way|amount|total|discount|fee)$/.test(key);
    return isPrice && (typeof v !== 'object' || v === null) ? [[at, v] as [string, unknown]] : priceFields(v, at);
  });
}

describe('prices in one JSON type (decision 055)', () => {
  it('gives every price and amount of the package details as a JSON number (or null when there is none)', async () => {
    const details = (
      await send(
        specCalls.find((c) => c.action === 'packagesDetails')!,
        { slug: f.package.slug },
      )
    ).json();
    const prices = priceFields(details.data);
    const paths = prices.map(([at]) => at.replace(/\[\d+\]/g, '[]'));
    for (const expected of [
      'price',
      'adult_price',
      'sub_packages[].adult_price',
      'meals[].price',
      'transport[].one_way',
      'transport[].two_way',
    ])
      expect(paths, `the answer has ${expected}`).toContain(expected);
    for (const [at, v] of prices)
      expect(v === null || typeof v === 'number', `${at} is a number: ${JSON.stringify(v)}`).toBe(true);
  });
});
