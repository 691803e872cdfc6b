import { eventStartOf } from '@portal/domain/booking/cancellation';
import { adultCounter, childCounter, hasTickets, withinOverallLimits } from '@portal/domain/booking/index';
import { addDays, dubaiTimestamp, emirateTimeZone, instantOfDubaiTimestamp } from '@portal/domain/dates';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { destinations, packages, timeSlots } from '../../db/schema/index.ts';
import { reachablePackage, ticketPricesOn, type PackageRow } from '../booking/index.ts';
import { packageAvailability, type AvailabilityDay, type SlotDay } from '../catalog/index.ts';
import { coreOnly, mediaOf, plainText, shortText, sumPrices, unitPrice, type Extras, type Pricing } from './octo-capabilities.ts';
import { OctoError } from './octo-errors.ts';
import { sells, type Reseller } from './reseller-service.ts';

/**
 * Packages as OCTO products (docs/decisions/061): one product per package, one option `DEFAULT`, units
 * `adult` and `child`; a package with time slots starts at times (START_TIME), one booked by the day is
 * open all day (OPENING_HOURS). The numbers come from the booking calendar's own reading
 * (catalog `packageAvailability`) and the purchase rules of packages/domain.
 */

export const defaultOptionId = 'DEFAULT';
export const unitIds = { adult: 'adult', child: 'child' } as const;
export type UnitId = (typeof unitIds)[keyof typeof unitIds];
/** Asia/Dubai keeps one offset all year */
const offset = '+04:00';

type Counts = { adults: number; children: number };
type Tickets = { adultTickets: number | null; childTickets: number | null };

const productColumns = {
  id: packages.id,
  packageName: packages.packageName,
  urlSlug: packages.urlSlug,
  hide: packages.hide,
  enableDatePicker: packages.enableDatePicker,
  enableTimePicker: packages.enableTimePicker,
  adultMinQty: packages.adultMinQty,
  adultMaxQty: packages.adultMaxQty,
  childMinQty: packages.childMinQty,
  childMaxQty: packages.childMaxQty,
  overallMinLimit: packages.overallMinLimit,
  cancelPolicy: packages.cancelPolicy,
  cancelFreeHours: packages.cancelFreeHours,
  durationMinutes: packages.durationMinutes,
  // octo/pricing and octo/content (octo-capabilities.ts)
  adultPriceFils: packages.adultPriceFils,
  childPriceFils: packages.childPriceFils,
  arabicName: packages.arabicName,
  description: packages.description,
  arabicDescription: packages.arabicDescription,
  meetingPoint: packages.meetingPoint,
  arabicMeetingPoint: packages.arabicMeetingPoint,
  included: packages.included,
  arabicIncluded: packages.arabicIncluded,
  img: packages.img,
  megaSliderImages: packages.megaSliderImages,
  lat: packages.lat,
  lan: packages.lan,
};
type ProductRow = { [K in keyof typeof productColumns]: (typeof packages.$inferSelect)[K] };

/** What OCTO can sell: a package the portal books here (reachable, not switched off or sent elsewhere), priced by counts (not an option list). */
const sellable = and(reachablePackage, eq(packages.disabled, 0), eq(packages.redirect, 0), isNull(packages.optionList));

/** The wall time of a slot's start ('4:00 PM - 6:00 PM' → 16:00), read by the cancellation rules' own clock reader. */
function slotStart(label: string): string {
  return dubaiTimestamp(eventStartOf('2000-01-01', label)!).slice(11, 16);
}

/** The wall time a slot's label ends at ('4:00 PM - 6:00 PM' → 18:00), or null when it names one time only. */
function slotEnd(label: string): string | null {
  const second = label.split(/\s+[-–]\s+|\s*–\s*/)[1];
  return second ? dubaiTimestamp(eventStartOf('2000-01-01', second)!).slice(11, 16) : null;
}

const localDateTime = (date: string, time: string) => `${date}T${time}:00${offset}`;

const unitTitles = {
  en: { adult: 'Adult', child: 'Child' },
  ar: { adult: 'بالغ', child: 'طفل' },
} as const;

/** A unit's price on the package's own prices (a date's prices are the availability's). */
const listedUnitPrice = (id: UnitId, pkg: ProductRow, extras: Extras) =>
  unitPrice((id === unitIds.adult ? pkg.adultPriceFils : pkg.childPriceFils) ?? 0, extras.commissionPercent);

/**
 * octo/pricing on a product's option and units: `pricingFrom` when the product starts at times (each
 * availability may be priced by its date), `pricing` when it is open all day (docs/decisions/061).
 */
const pricedAs = (pkg: ProductRow, prices: Pricing[]) =>
  pkg.enableTimePicker === 1 ? { pricingFrom: prices } : { pricing: prices };

function unit(id: UnitId, pkg: ProductRow, extras: Extras = coreOnly) {
  const adult = id === unitIds.adult;
  const counter = adult ? adultCounter : childCounter;
  const min = adult ? pkg.adultMinQty : pkg.childMinQty;
  const max = adult ? pkg.adultMaxQty : pkg.childMaxQty;
  return {
    id,
    internalName: adult ? 'Adult' : 'Child',
    reference: null,
    type: adult ? 'ADULT' : 'CHILD',
    restrictions: {
      // the portal sets no ages: these are the usual split of an adult and a child ticket
      minAge: adult ? 18 : 0,
      maxAge: adult ? 99 : 17,
      idRequired: false,
      // quantityFailure's bounds: the package's own within the counter's
      minQuantity: Math.max(counter.min, min ?? 0),
      maxQuantity: Math.min(counter.max, max || counter.max),
      paxCount: 1,
      accompaniedBy: [],
    },
    requiredContactFields: [],
    ...(extras.pricing ? pricedAs(pkg, [listedUnitPrice(id, pkg, extras)]) : {}),
    ...(extras.content
      ? {
          title: unitTitles[extras.language][id],
          features: [],
        }
      : {}),
  };
}

export type OctoUnit = ReturnType<typeof unit>;

/** The units of a product, for a booking's unit items. */
export const unitOf = (id: string, pkg: ProductRow, extras: Extras = coreOnly) =>
  id === unitIds.adult || id === unitIds.child ? unit(id, pkg, extras) : null;

/** octo/content of a package in the call's language (an empty Arabic field falls back to the English one). */
function contentOf(pkg: ProductRow, extras: Extras) {
  const ar = extras.language === 'ar';
  const pick = (en: string, arabic: string) => (ar && arabic.trim() ? arabic : en);
  const title = pick(pkg.packageName, pkg.arabicName);
  const description = plainText(pick(pkg.description, pkg.arabicDescription));
  const meetingPoint = pick(pkg.meetingPoint, pkg.arabicMeetingPoint).trim();
  const inclusions = pick(pkg.included, pkg.arabicIncluded)
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const located = pkg.lat !== null && pkg.lan !== null;
  return {
    title,
    shortDescription: shortText(description),
    description: description || null,
    // the catalogue keeps what a price includes, one per line; it has no exclusions
    features: inclusions.map((line) => ({ shortDescription: line, type: 'INCLUSION' })),
    faqs: [],
    media: mediaOf(extras, pkg.img, pkg.megaSliderImages, title),
    locations: located
      ? [
          {
            title: meetingPoint || title,
            shortDescription: meetingPoint || null,
            types: ['START'],
            minutesTo: null,
            minutesAt: null,
            place: {
              latitude: pkg.lat,
              longitude: pkg.lan,
              postalAddress: {
                streetAddress: meetingPoint || null,
                addressLocality: null,
                addressRegion: null,
                postalCode: null,
                addressCountry: 'AE',
                postOfficeBoxNumber: null,
              },
              identifiers: {
                googlePlaceId: null,
                applePlaceId: null,
                tripadvisorLocationId: null,
                yelpPlaceId: null,
                facebookPlaceId: null,
                foursquarePlaceId: null,
                baiduPlaceId: null,
                amapPlaceId: null,
              },
              sameAs: [],
            },
          },
        ]
      : [],
    categoryLabels: [],
    ...(pkg.durationMinutes ? { durationMinutesFrom: pkg.durationMinutes, durationMinutesTo: pkg.durationMinutes } : {}),
    commentary: [],
  };
}

function product(pkg: ProductRow, slots: string[], extras: Extras = coreOnly) {
  const startTime = pkg.enableTimePicker === 1;
  // 'none' cannot be cancelled at all: the cutoff is 0 and each booking says cancellable false
  const cutoffHours = pkg.cancelPolicy === 'free' ? pkg.cancelFreeHours : 0;
  const content = extras.content ? contentOf(pkg, extras) : null;
  return {
    id: String(pkg.id),
    internalName: pkg.packageName,
    reference: pkg.urlSlug,
    locale: extras.content ? extras.language : 'en',
    timeZone: emirateTimeZone,
    allowFreesale: false,
    instantConfirmation: true,
    instantDelivery: true,
    availabilityRequired: pkg.enableDatePicker === 1,
    availabilityType: startTime ? 'START_TIME' : 'OPENING_HOURS',
    deliveryFormats: ['QRCODE'],
    deliveryMethods: ['TICKET', 'VOUCHER'],
    redemptionMethod: 'DIGITAL',
    options: [
      {
        id: defaultOptionId,
        default: true,
        internalName: defaultOptionId,
        reference: null,
        availabilityLocalStartTimes: startTime ? [...new Set(slots.map(slotStart))].sort() : ['00:00'],
        cancellationCutoff: `${cutoffHours} hours`,
        cancellationCutoffAmount: cutoffHours,
        cancellationCutoffUnit: 'hour',
        requiredContactFields: [],
        restrictions: { minUnits: Math.max(1, pkg.overallMinLimit ?? 0), maxUnits: null },
        units: [unit(unitIds.adult, pkg, extras), unit(unitIds.child, pkg, extras)],
        // the option's price from: an adult's ticket, the unit every booking may have
        ...(extras.pricing ? pricedAs(pkg, [listedUnitPrice(unitIds.adult, pkg, extras)]) : {}),
        // the one option is the product itself: its title and descriptions
        ...(content
          ? { title: content.title, shortDescription: content.shortDescription, description: content.description }
          : {}),
      },
    ],
    ...(extras.pricing ? { defaultCurrency: 'AED', availableCurrencies: ['AED'], pricingPer: 'UNIT' } : {}),
    ...content,
  };
}

export type OctoProduct = ReturnType<typeof product>;

/** The enabled, named slots of the packages, in the time step's order. */
async function slotLabels(db: Database, packageIds: number[]): Promise<Map<number, string[]>> {
  const rows =
    packageIds.length === 0
      ? []
      : await db
          .select({ packageId: timeSlots.packageId, label: timeSlots.timeSlot })
          .from(timeSlots)
          .where(and(inArray(timeSlots.packageId, packageIds), eq(timeSlots.enable, 1)))
          .orderBy(asc(timeSlots.position), asc(timeSlots.id));
  const labels = new Map<number, string[]>();
  for (const r of rows) if (r.label.trim()) labels.set(r.packageId, [...(labels.get(r.packageId) ?? []), r.label]);
  return labels;
}

/** The products the reseller may sell: its packages, or every listed one (a hidden package only when named for it). */
export async function listProducts(db: Database, reseller: Reseller, extras: Extras = coreOnly): Promise<OctoProduct[]> {
  const rows = await db
    .select(productColumns)
    .from(packages)
    .innerJoin(destinations, eq(destinations.id, packages.destinationId))
    .where(and(sellable, reseller.packageIds === null ? eq(packages.hide, 0) : inArray(packages.id, reseller.packageIds)))
    .orderBy(asc(packages.position), asc(packages.id));
  const labels = await slotLabels(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => product(r, labels.get(r.id) ?? [], extras));
}

/** The package a product id names, when the reseller may sell it; INVALID_PRODUCT_ID otherwise. */
export async function productRow(db: Database, reseller: Reseller, productId: string): Promise<ProductRow> {
  const id = /^[1-9]\d{0,9}$/.test(productId) ? Number(productId) : null;
  const [row] =
    id === null || id > 2_147_483_647 || !sells(reseller, id)
      ? []
      : await db
          .select(productColumns)
          .from(packages)
          .innerJoin(destinations, eq(destinations.id, packages.destinationId))
          .where(and(sellable, eq(packages.id, id)));
  if (!row) throw new OctoError('INVALID_PRODUCT_ID', { productId });
  return row;
}

export async function getProduct(
  db: Database,
  reseller: Reseller,
  productId: string,
  extras: Extras = coreOnly,
): Promise<OctoProduct> {
  const row = await productRow(db, reseller, productId);
  return product(row, (await slotLabels(db, [row.id])).get(row.id) ?? [], extras);
}

/** The option a request names: only DEFAULT exists. */
export function checkOption(optionId: string) {
  if (optionId !== defaultOptionId) throw new OctoError('INVALID_OPTION_ID', { optionId });
}

/** Adults and children from OCTO's units; an unknown unit id is INVALID_UNIT_ID. */
export function countsOf(units: readonly { id: string; quantity: number }[]): Counts {
  const counts = { adults: 0, children: 0 };
  for (const u of units) {
    if (u.id === unitIds.adult) counts.adults += u.quantity;
    else if (u.id === unitIds.child) counts.children += u.quantity;
    else throw new OctoError('INVALID_UNIT_ID', { unitId: u.id });
  }
  return counts;
}

/** One availability as OCTO shows it, with the date and slot it stands for. */
export type OctoAvailability = {
  id: string;
  localDateTimeStart: string;
  localDateTimeEnd: string;
  utcCutoffAt: string;
  allDay: boolean;
  available: boolean;
  status: 'AVAILABLE' | 'FREESALE' | 'SOLD_OUT' | 'LIMITED' | 'CLOSED';
  vacancies: number | null;
  capacity: number | null;
  maxUnits: number | null;
  openingHours: { from: string; to: string }[];
  /** octo/pricing: the asked units' total and each unit's price on the availability's date */
  pricing?: Pricing;
  unitPricing?: (Pricing & { unitId: string })[];
};
type Located = { availability: OctoAvailability; date: string; timeSlotId: number | null };

/** Tickets of the limited kinds added up (adults and children); null when neither kind is limited. */
function total(t: Tickets): number | null {
  if (t.adultTickets === null && t.childTickets === null) return null;
  return (t.adultTickets ?? 0) + (t.childTickets ?? 0);
}

/**
 * Vacancies and capacity of the tightest limited layer (the date's tickets, the slot's, the package's
 * overall limits): the one with the fewest tickets left. Null and null when nothing limits it (FREESALE).
 */
function tightest(layers: { left: Tickets; capacity: Tickets }[]): { vacancies: number | null; capacity: number | null } {
  let best: { vacancies: number | null; capacity: number | null } = { vacancies: null, capacity: null };
  for (const layer of layers) {
    const left = total(layer.left);
    if (left === null) continue;
    if (best.vacancies === null || left < best.vacancies) best = { vacancies: left, capacity: total(layer.capacity) };
  }
  return best;
}

function overallLayer(pkg: PackageRow) {
  const left = (limit: number | null, booked: number) => (limit === null ? null : Math.max(0, limit - booked));
  return {
    left: {
      adultTickets: left(pkg.adultOverallLimit, pkg.adultBookedTimes),
      childTickets: left(pkg.childOverallLimit, pkg.childBookedTimes),
    },
    capacity: { adultTickets: pkg.adultOverallLimit, childTickets: pkg.childOverallLimit },
  };
}

/** OCTO's status from whether the counts fit and the tightest layer's numbers (LIMITED: under half left). */
function statusOf(fits: boolean, numbers: { vacancies: number | null; capacity: number | null }): OctoAvailability['status'] {
  if (!fits || numbers.vacancies === 0) return 'SOLD_OUT';
  if (numbers.vacancies === null) return 'FREESALE';
  if (numbers.capacity !== null && numbers.vacancies * 2 < numbers.capacity) return 'LIMITED';
  return 'AVAILABLE';
}

/**
 * The last instant a day can be booked, by minBookableDate's rule: through the day itself, or with
 * disable_booking_prior until 01:00 Dubai time of the day before.
 */
function cutoffOf(pkg: PackageRow, date: string): string {
  const at = pkg.disableBookingPrior === 1 ? `${addDays(date, -1)} 01:00:00` : `${addDays(date, 1)} 00:00:00`;
  return instantOfDubaiTimestamp(at).toISOString().replace('.000Z', 'Z');
}

function dayAvailabilities(pkg: PackageRow, duration: number | null, day: AvailabilityDay, counts: Counts): Located[] {
  const closed = day.status === 'closed';
  const overall = overallLayer(pkg);
  const dateLayer = day.dateTickets ? [day.dateTickets] : [];
  const dayFits = !closed && (!day.dateTickets || hasTickets(day.dateTickets.left, counts)) && withinOverallLimits(pkg, counts);
  const base = { utcCutoffAt: cutoffOf(pkg, day.date), maxUnits: null, openingHours: [] };
  const shown = (fits: boolean, numbers: ReturnType<typeof tightest>) => {
    const status = closed ? 'CLOSED' : statusOf(fits, numbers);
    const available = status !== 'CLOSED' && status !== 'SOLD_OUT';
    return { status, available, vacancies: closed ? 0 : numbers.vacancies, capacity: numbers.capacity } as const;
  };
  if (pkg.enableTimePicker !== 1) {
    const start = localDateTime(day.date, '00:00');
    return [
      {
        date: day.date,
        timeSlotId: null,
        availability: {
          id: start,
          localDateTimeStart: start,
          localDateTimeEnd: localDateTime(addDays(day.date, 1), '00:00'),
          allDay: true,
          ...base,
          ...shown(dayFits, tightest([...dateLayer, overall])),
        },
      },
    ];
  }
  const seen = new Set<string>();
  return day.slots.map((slot: SlotDay) => {
    const start = slotStart(slot.timeSlot);
    const startId = localDateTime(day.date, start);
    // two slots starting at the same time keep apart by their slot id
    const id = seen.has(startId) ? `${startId}~${slot.id}` : startId;
    seen.add(startId);
    const end =
      slotEnd(slot.timeSlot) ??
      dubaiTimestamp(new Date(instantOfDubaiTimestamp(`${day.date} ${start}:00`).getTime() + (duration ?? 60) * 60_000)).slice(
        11,
        16,
      );
    return {
      date: day.date,
      timeSlotId: slot.id,
      availability: {
        id,
        localDateTimeStart: startId,
        localDateTimeEnd: localDateTime(end > start ? day.date : addDays(day.date, 1), end),
        allDay: false,
        ...base,
        ...shown(dayFits && slot.open, tightest([...dateLayer, { left: slot.left, capacity: slot.capacity }, overall])),
      },
    };
  });
}

/**
 * The availabilities of a product from `from` to `to` for the counts. A package without a date picker is
 * valid any day: each day shows its overall limits only.
 */
export async function availabilities(
  db: Database,
  pkg: ProductRow,
  range: { from: string; to: string },
  counts: Counts,
  now: Date,
): Promise<Located[]> {
  const { pkg: rules, days } = await packageAvailability(db, { packageId: pkg.id, ...range, ...counts }, now);
  return days.flatMap((day) => {
    const open = rules.enableDatePicker !== 1 ? { ...day, status: 'open' as const, dateTickets: null } : day;
    return dayAvailabilities(rules, pkg.durationMinutes, open, counts);
  });
}

/** The calendar's day: the best of its availabilities (the most vacancies), or CLOSED / SOLD_OUT. */
export function calendarDay(date: string, located: Located[]) {
  const ofDay = located.filter((l) => l.date === date).map((l) => l.availability);
  const open = ofDay.filter((a) => a.available);
  const pick = (list: OctoAvailability[]) =>
    list.reduce<OctoAvailability | null>((best, a) => {
      if (!best) return a;
      if (best.vacancies === null) return best;
      return a.vacancies === null || a.vacancies > best.vacancies ? a : best;
    }, null);
  const best = pick(open) ?? pick(ofDay);
  const closed = ofDay.length === 0 || ofDay.every((a) => a.status === 'CLOSED');
  return {
    localDate: date,
    available: open.length > 0,
    status: closed ? 'CLOSED' : open.length > 0 ? best!.status : 'SOLD_OUT',
    vacancies: closed ? 0 : (best?.vacancies ?? null),
    capacity: best?.capacity ?? null,
    openingHours: [],
    // octo/pricing: the day's prices from (every availability of a day has its date's prices)
    ...(best?.pricing ? { unitPricingFrom: best.unitPricing, pricingFrom: best.pricing } : {}),
  };
}

/** The date and slot an availability id stands for, read from that day's availabilities; INVALID_AVAILABILITY_ID when none. */
export async function locate(db: Database, pkg: ProductRow, availabilityId: string, counts: Counts, now: Date): Promise<Located> {
  const date = availabilityId.slice(0, 10);
  const found = /^\d{4}-\d{2}-\d{2}T/.test(availabilityId)
    ? (await availabilities(db, pkg, { from: date, to: date }, counts, now)).find((l) => l.availability.id === availabilityId)
    : undefined;
  if (!found || found.availability.status === 'CLOSED') throw new OctoError('INVALID_AVAILABILITY_ID', { availabilityId });
  return found;
}

export type { ProductRow };

/**
 * octo/pricing on availabilities: each unit at its date's price (booking's `ticketPricesOn`, the web
 * checkout's rule), and `pricing` the total of the asked units (one adult when none are asked).
 */
export async function priceAvailabilities(
  db: Database,
  pkg: ProductRow,
  located: Located[],
  counts: Counts,
  extras: Extras,
): Promise<Located[]> {
  if (!extras.pricing) return located;
  const prices = await ticketPricesOn(
    db,
    pkg,
    located.map((l) => l.date),
  );
  return located.map((l) => {
    const day = prices.get(l.date)!;
    const adult = unitPrice(day.adultPriceFils, extras.commissionPercent);
    const child = unitPrice(day.childPriceFils, extras.commissionPercent);
    const asked = counts.adults + counts.children === 0 ? { adults: 1, children: 0 } : counts;
    const pricing = sumPrices([...Array<Pricing>(asked.adults).fill(adult), ...Array<Pricing>(asked.children).fill(child)]);
    const unitPricing = [
      { ...adult, unitId: unitIds.adult },
      { ...child, unitId: unitIds.child },
    ];
    return { ...l, availability: { ...l.availability, unitPricing, pricing } };
  });
}
