import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pricesByDate } from '../../db/schema/index.ts';
import { createDestination, createPackage, createSlotPackage } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { createReseller } from './index.ts';
import { languageOf, unitPrice } from './octo-capabilities.ts';

// docs/decisions/061: octo/pricing and octo/content, each on only when the reseller asks for it.
// 12:00 in Dubai on Sunday 22 November 2026; the booked date lies ahead.
const clock = new Date('2026-11-22T08:00:00Z');
const day = '2026-12-20';
const slotStart = `${day}T16:00:00+04:00`;
let t: Awaited<ReturnType<typeof createTestApp>>;
let key: string;
let productId: string;
let destinationId: number;

type Pricing = { original: number; retail: number; net: number; currency: string; currencyPrecision: number; includedTaxes: [] };
type Body = Record<string, unknown> & {
  pricing?: Pricing;
  pricingFrom?: Pricing[] | Pricing;
  unitPricing?: (Pricing & { unitId: string })[];
  options: { title?: string; pricingFrom?: Pricing[]; units: { id: string; title?: string; pricingFrom?: Pricing[] }[] }[];
  unitItems: { unitId: string; pricing?: Pricing }[];
  availability: { pricing?: Pricing } | null;
  media?: { src: string; rel: string; type: string }[];
  features?: { type: string; shortDescription: string }[];
  locations?: { types: string[]; place: { latitude: number; longitude: number; postalAddress: { streetAddress: string } } }[];
};
type Reply = { status: number; body: Body; list: Body[]; headers: Record<string, unknown> };

async function octo(method: 'GET' | 'POST', url: string, headers: Record<string, string>, body?: unknown): Promise<Reply> {
  const res = await t.app.inject({
    method,
    url: `/octo${url}`,
    headers: { authorization: `Bearer ${key}`, ...headers },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  const json = res.json() as Body | Body[];
  return { status: res.statusCode, body: json as Body, list: Array.isArray(json) ? json : [], headers: res.headers };
}

const pricing = { 'octo-capabilities': 'octo/pricing' };
const content = { 'octo-capabilities': 'octo/content' };
const aed = { currency: 'AED', currencyPrecision: 2, includedTaxes: [] };

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, config: { PUBLIC_URL: 'https://portal.example/', HOLD_MINUTES: '30' } });
  destinationId = (await createDestination(t.db)).id;
  // adult 100.05 AED, child 50 AED; 20 December is priced 120.05 / 60.15 AED by its date row
  const { pkg } = await createSlotPackage(t.db, destinationId, 10, {
    adultPriceFils: 10_005,
    childPriceFils: 5_000,
    packageName: 'Desert Safari',
    arabicName: 'رحلة السفاري الصحراوية',
    description: '<p>An evening in the <b>dunes</b>.</p>',
    arabicDescription: '<p>أمسية في الكثبان.</p>',
    included: 'Dinner\nPickup',
    arabicIncluded: 'العشاء\nالتوصيل',
    meetingPoint: 'Sharjah Desert Park gate',
    arabicMeetingPoint: 'بوابة حديقة الصحراء',
    lat: 25.28,
    lan: 55.7,
    img: 'packages/safari cover.jpg',
    megaSliderImages: ['packages/dunes.png'],
    durationMinutes: 120,
  });
  await t.db
    .insert(pricesByDate)
    .values({ packageId: pkg.id, date: day, adultPriceFils: 12_005, childPriceFils: 6_015, peakPrice: 1 });
  productId = String(pkg.id);
  key = (await createReseller(t.db, { name: 'Ten percent', commissionPercent: 10 }, clock)).apiKey;
});
afterAll(() => t.close());

describe('capability header', () => {
  it('echoes the supported capabilities asked for and ignores an unknown one', async () => {
    const reply = await octo('GET', `/products/${productId}`, { 'octo-capabilities': 'octo/unknown, octo/pricing,octo/content' });
    expect(reply.headers['octo-capabilities']).toBe('octo/pricing, octo/content');
    const unknown = await octo('GET', `/products/${productId}`, { 'octo-capabilities': 'octo/pickups, octo/offers' });
    expect(unknown.status).toBe(200);
    expect(unknown.headers['octo-capabilities']).toBe('');
    expect(unknown.body).not.toHaveProperty('defaultCurrency');
    expect(unknown.body).not.toHaveProperty('title');
    const listed = await octo('GET', '/capabilities', {});
    expect((listed.list as unknown as { id: string }[]).map((c) => c.id)).toEqual([
      'octo/pricing',
      'octo/content',
      'octo/webhooks',
    ]);
  });

  it('answers the core without capabilities: no prices, no content, no Content-Language', async () => {
    const reply = await octo('GET', `/products/${productId}`, {});
    expect(reply.headers['octo-capabilities']).toBe('');
    expect(reply.headers['content-language']).toBeUndefined();
    expect(reply.body).not.toHaveProperty('pricingPer');
    expect(reply.body).not.toHaveProperty('media');
    expect(reply.body.options[0]).not.toHaveProperty('pricingFrom');
    expect(reply.body.options[0]!.units[0]).not.toHaveProperty('pricingFrom');
    expect(reply.body.options[0]!.units[0]).not.toHaveProperty('title');
    const [availability] = (
      await octo(
        'POST',
        '/availability',
        {},
        { productId, optionId: 'DEFAULT', localDate: day, units: [{ id: 'adult', quantity: 1 }] },
      )
    ).list;
    expect(availability).not.toHaveProperty('pricing');
    expect(availability).not.toHaveProperty('unitPricing');
  });
});

describe('octo/pricing', () => {
  it('rounds the commission half up to whole fils per unit', () => {
    expect(unitPrice(10_005, 10)).toMatchObject({ retail: 10_005, net: 9_004 }); // 1000.5 fils commission → 1001
    expect(unitPrice(6_015, 10)).toMatchObject({ retail: 6_015, net: 5_413 }); // 601.5 → 602
    expect(unitPrice(0, 10)).toMatchObject({ retail: 0, net: 0 });
  });

  it('prices products from the package: a START_TIME product has pricingFrom, net retail less 10 %', async () => {
    const reply = await octo('GET', `/products/${productId}`, pricing);
    expect(reply.body).toMatchObject({ defaultCurrency: 'AED', availableCurrencies: ['AED'], pricingPer: 'UNIT' });
    const [option] = reply.body.options;
    expect(option!.pricingFrom).toEqual([{ original: 10_005, retail: 10_005, net: 9_004, ...aed }]);
    expect(option!.units.map((u) => [u.id, u.pricingFrom?.[0]?.retail, u.pricingFrom?.[0]?.net])).toEqual([
      ['adult', 10_005, 9_004],
      ['child', 5_000, 4_500],
    ]);
  });

  it('prices an OPENING_HOURS product with pricing, not pricingFrom', async () => {
    const allDay = await createPackage(t.db, {
      destinationId,
      enableDatePicker: 1,
      startDate: '2026-11-01',
      endDate: '2027-06-30',
      adultPriceFils: 20_000,
      childPriceFils: 0,
    });
    const [option] = (await octo('GET', `/products/${allDay.id}`, pricing)).body.options as unknown as {
      pricing: Pricing[];
      units: { pricing: Pricing[] }[];
    }[];
    expect(option).not.toHaveProperty('pricingFrom');
    expect(option!.pricing).toEqual([{ original: 20_000, retail: 20_000, net: 18_000, ...aed }]);
    expect(option!.units.map((u) => u.pricing[0]!.net)).toEqual([18_000, 0]);
  });

  it("prices each availability at its date's prices: unitPricing per unit, pricing the asked units' total", async () => {
    const reply = await octo('POST', '/availability', pricing, {
      productId,
      optionId: 'DEFAULT',
      localDate: day,
      units: [
        { id: 'adult', quantity: 2 },
        { id: 'child', quantity: 1 },
      ],
    });
    const [availability] = reply.list;
    expect(availability!.unitPricing).toEqual([
      { unitId: 'adult', original: 12_005, retail: 12_005, net: 10_804, ...aed },
      { unitId: 'child', original: 6_015, retail: 6_015, net: 5_413, ...aed },
    ]);
    expect(availability!.pricing).toEqual({ original: 30_025, retail: 30_025, net: 27_021, ...aed });
    const calendar = await octo('POST', '/availability/calendar', pricing, {
      productId,
      optionId: 'DEFAULT',
      localDateStart: day,
      localDateEnd: '2026-12-21',
      units: [{ id: 'adult', quantity: 1 }],
    });
    expect(calendar.list.map((d) => [d.localDate, (d.pricingFrom as Pricing).retail])).toEqual([
      [day, 12_005],
      ['2026-12-21', 10_005],
    ]);
  });

  it('prices a booking as the availability of the same units, on booking and unit items, whatever the client sends', async () => {
    const units = [
      { id: 'adult', quantity: 2 },
      { id: 'child', quantity: 1 },
    ];
    const [availability] = (
      await octo('POST', '/availability', pricing, { productId, optionId: 'DEFAULT', localDate: day, units })
    ).list;
    const reserved = await octo('POST', '/bookings', pricing, {
      productId,
      optionId: 'DEFAULT',
      availabilityId: slotStart,
      unitItems: [{ unitId: 'adult' }, { unitId: 'child' }, { unitId: 'adult' }],
      pricing: { retail: 1, net: 1, currency: 'AED' },
    });
    expect(reserved.status).toBe(200);
    expect(reserved.body.pricing).toEqual(availability!.pricing);
    expect(reserved.body.availability!.pricing).toEqual(availability!.pricing);
    expect(reserved.body.unitItems.map((u) => [u.unitId, u.pricing!.retail, u.pricing!.net])).toEqual([
      ['adult', 12_005, 10_804],
      ['child', 6_015, 5_413],
      ['adult', 12_005, 10_804],
    ]);
    const again = await octo('GET', `/bookings/${reserved.body.uuid as string}`, pricing);
    expect(again.body.pricing).toEqual(availability!.pricing);
    const read = await octo('GET', `/bookings/${reserved.body.uuid as string}`, {});
    expect(read.body).not.toHaveProperty('pricing');
    expect(read.body.unitItems[0]).not.toHaveProperty('pricing');
  });
});

describe('octo/content', () => {
  it('answers English content with absolute media URLs, inclusions and the meeting point', async () => {
    const reply = await octo('GET', `/products/${productId}`, { ...content, 'accept-language': 'en-GB,en;q=0.8' });
    expect(reply.headers['content-language']).toBe('en');
    expect(reply.body).toMatchObject({
      title: 'Desert Safari',
      shortDescription: 'An evening in the dunes.',
      durationMinutesFrom: 120,
      locale: 'en',
    });
    expect(reply.body.features).toEqual([
      { type: 'INCLUSION', shortDescription: 'Dinner' },
      { type: 'INCLUSION', shortDescription: 'Pickup' },
    ]);
    expect(reply.body.media!.map((m) => [m.rel, m.type, m.src])).toEqual([
      ['COVER', 'image/jpeg', 'https://portal.example/files/packages/safari%20cover.jpg'],
      ['GALLERY', 'image/png', 'https://portal.example/files/packages/dunes.png'],
    ]);
    expect(reply.body.locations).toMatchObject([
      {
        types: ['START'],
        place: { latitude: 25.28, longitude: 55.7, postalAddress: { streetAddress: 'Sharjah Desert Park gate' } },
      },
    ]);
    expect(reply.body.options[0]!.title).toBe('Desert Safari');
    expect(reply.body.options[0]!.units.map((u) => u.title)).toEqual(['Adult', 'Child']);
    expect(reply.body).not.toHaveProperty('pricingPer');
  });

  it('answers Arabic content to Accept-Language: ar', async () => {
    const reply = await octo('GET', '/products', { ...content, 'accept-language': 'ar' });
    expect(reply.headers['content-language']).toBe('ar');
    const [product] = reply.list;
    expect(product).toMatchObject({ title: 'رحلة السفاري الصحراوية', description: 'أمسية في الكثبان.', locale: 'ar' });
    expect(product!.features!.map((f) => f.shortDescription)).toEqual(['العشاء', 'التوصيل']);
    expect(product!.options[0]!.units.map((u) => u.title)).toEqual(['بالغ', 'طفل']);
  });

  it('reads the first language by quality: ar-AE is Arabic, anything else English', () => {
    expect(languageOf('ar-AE,en;q=0.5')).toBe('ar');
    expect(languageOf('en;q=0.4, ar;q=0.9')).toBe('ar');
    expect(languageOf('fr-FR')).toBe('en');
    expect(languageOf('arabic')).toBe('en');
    expect(languageOf(undefined)).toBe('en');
  });
});
