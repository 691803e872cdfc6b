import { asc, eq, inArray } from 'drizzle-orm';
import { createEvents, type EventAttributes } from 'ics';
import type { Database } from '../../db/client.ts';
import {
  bookingMeals,
  bookingSubPackages,
  bookings,
  destinations,
  meals,
  packages,
  purchases,
  subPackages,
  transports,
  users,
} from '../../db/schema/index.ts';
import type { MessageSender, OutgoingMessage } from '../../providers/messages/messages.ts';

export type Language = 'en' | 'ae';

/** The language a user's messages are written in: Arabic for 'ae', English for anything else. */
export const readerLanguage = (stored: string | null): Language => (stored === 'ae' ? 'ae' : 'en');

/** The first line of every e-mail to a buyer, by first name when there is one. */
export function greeting(language: Language, name: string): string {
  if (language === 'ae') return name ? `مرحبًا ${name}،` : 'مرحبًا،';
  return name ? `Hello ${name},` : 'Hello,';
}

/** What the e-mail and the calendar say about one booking. */
export type ConfirmedBooking = {
  orderNumber: string;
  packageName: string;
  destinationName: string;
  /** YYYY-MM-DD in Asia/Dubai, or null for a package without a date */
  date: string | null;
  timeSlot: string | null;
  adults: number;
  children: number;
  subPackages: { name: string; adults: number; children: number }[];
  meals: { name: string; qty: number }[];
  transport: { name: string; type: 'one_way' | 'two_way' | null } | null;
  totalFils: number;
  lat: number | null;
  lan: number | null;
};

export type Confirmation = {
  language: Language;
  firstName: string;
  purchaseNumber: string;
  couponCode: string | null;
  discountFils: number;
  totalFils: number;
  bookings: ConfirmedBooking[];
};

/** Dubai keeps UTC+4 all year (no daylight saving). */
const dubaiOffsetHours = 4;

/**
 * The start and, when the label gives one, the end of a time slot label ("4:00 PM", "4:00 PM - 6:00 PM",
 * "16:00–18:00") on a date, as instants; null when the label holds no time of day.
 */
export function slotTimes(date: string, label: string | null): { start: number; end: number | null } | null {
  if (!label) return null;
  const times = [...label.matchAll(/(\d{1,2})(?::(\d{2}))?\s*([AaPp][Mm])?/g)]
    .map((m) => {
      let hour = Number(m[1]);
      const minute = Number(m[2] ?? 0);
      const half = m[3]?.toUpperCase();
      if (!m[2] && !half) return null;
      if (half === 'PM' && hour < 12) hour += 12;
      if (half === 'AM' && hour === 12) hour = 0;
      return hour < 24 && minute < 60 ? { hour, minute } : null;
    })
    .filter((t) => t !== null);
  const [first, second] = times;
  if (!first) return null;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const at = (t: { hour: number; minute: number }) => Date.UTC(y, m - 1, d, t.hour - dubaiOffsetHours, t.minute);
  const start = at(first);
  const end = second ? at(second) : null;
  return { start, end: end !== null && end > start ? end : null };
}

/**
 * The calendar file (RFC 5545, written by the `ics` library): one event per booking that has a date,
 * at its slot's time when the label gives one (UTC), else as an all-day event on the date. Null when no
 * booking has a date.
 */
export function bookingCalendar(c: Confirmation, options: { publicUrl: string }): string | null {
  const host = new URL(options.publicUrl).hostname || 'portal';
  const events: EventAttributes[] = [];
  for (const b of c.bookings) {
    if (!b.date) continue;
    const [y, m, d] = b.date.split('-').map(Number) as [number, number, number];
    const times = slotTimes(b.date, b.timeSlot);
    const common = {
      uid: `${b.orderNumber}@${host}`,
      title: `${b.packageName} · ${b.destinationName}`,
      description: ticketLines(c.language, b).join('\n'),
      location: b.destinationName,
      url: new URL(`/booking-details/${b.orderNumber}`, options.publicUrl).toString(),
      status: 'CONFIRMED' as const,
      productId: 'portal/booking',
      ...(b.lat !== null && b.lan !== null ? { geo: { lat: b.lat, lon: b.lan } } : {}),
    };
    if (times) {
      // the slot names only its start: an hour marks it in the calendar
      events.push(
        times.end === null
          ? { ...common, start: times.start, startInputType: 'utc', startOutputType: 'utc', duration: { hours: 1 } }
          : {
              ...common,
              start: times.start,
              startInputType: 'utc',
              startOutputType: 'utc',
              end: times.end,
              endInputType: 'utc',
              endOutputType: 'utc',
            },
      );
    } else {
      const next = new Date(Date.UTC(y, m - 1, d + 1));
      events.push({ ...common, start: [y, m, d], end: [next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()] });
    }
  }
  if (events.length === 0) return null;
  const { error, value } = createEvents(events);
  if (error || !value) throw error ?? new Error('calendar could not be written');
  return value;
}

const words = {
  en: {
    subject: (n: string) => `Your booking is confirmed · ${n}`,
    intro: 'Your booking is confirmed. Show the QR code of your ticket at the entrance:',
    order: 'Booking number',
    date: 'Date',
    time: 'Time',
    adults: 'Adults',
    children: 'Children',
    subPackages: 'Add-ons',
    meals: 'Meals',
    transport: 'Transport',
    oneWay: 'one way',
    twoWay: 'two way',
    total: 'Total',
    discount: (code: string) => `Discount (${code})`,
    paid: 'Total paid',
    calendar: 'The attached calendar file adds your visit to your calendar.',
    thanks: 'Thank you for booking with us.',
  },
  ae: {
    subject: (n: string) => `تم تأكيد حجزك · ${n}`,
    intro: 'تم تأكيد حجزك. يُرجى إبراز رمز QR الموجود على تذكرتك عند الدخول:',
    order: 'رقم الحجز',
    date: 'التاريخ',
    time: 'الوقت',
    adults: 'البالغون',
    children: 'الأطفال',
    subPackages: 'الإضافات',
    meals: 'الوجبات',
    transport: 'النقل',
    oneWay: 'ذهاب فقط',
    twoWay: 'ذهاب وعودة',
    total: 'الإجمالي',
    discount: (code: string) => `الخصم (${code})`,
    paid: 'المبلغ المدفوع',
    calendar: 'أرفقنا لك ملف تقويم لإضافة زيارتك إلى تقويمك.',
    thanks: 'شكرًا لحجزك معنا.',
  },
} as const;

// docs/decisions/005: Arabic shows Latin digits
const locale = (language: Language) => (language === 'ae' ? 'ar-AE-u-nu-latn' : 'en-AE');

/** An amount in AED in the reader's language, Latin digits (docs/decisions/005). */
export const money = (language: Language, fils: number) =>
  new Intl.NumberFormat(locale(language), { style: 'currency', currency: 'AED', minimumFractionDigits: 2 }).format(fils / 100);

const calendarDate = (language: Language, date: string) =>
  new Intl.DateTimeFormat(locale(language), { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

export const listSeparator = { en: ', ', ae: '، ' } as const;

function ticketLines(language: Language, b: ConfirmedBooking): string[] {
  const w = words[language];
  const lines = [`${b.packageName} · ${b.destinationName}`, `${w.order}: ${b.orderNumber}`];
  if (b.date) lines.push(`${w.date}: ${calendarDate(language, b.date)}`);
  if (b.timeSlot) lines.push(`${w.time}: ${b.timeSlot}`);
  lines.push(`${w.adults}: ${b.adults}`, `${w.children}: ${b.children}`);
  if (b.subPackages.length > 0) {
    const list = b.subPackages.map(
      (s) => `${s.name} (${w.adults} ${s.adults}${listSeparator[language]}${w.children} ${s.children})`,
    );
    lines.push(`${w.subPackages}: ${list.join(listSeparator[language])}`);
  }
  if (b.meals.length > 0) lines.push(`${w.meals}: ${b.meals.map((m) => `${m.name} × ${m.qty}`).join(listSeparator[language])}`);
  if (b.transport) {
    const type = b.transport.type === 'two_way' ? w.twoWay : b.transport.type === 'one_way' ? w.oneWay : null;
    lines.push(`${w.transport}: ${b.transport.name}${type ? ` (${type})` : ''}`);
  }
  lines.push(`${w.total}: ${money(language, b.totalFils)}`);
  return lines;
}

/** The confirmation e-mail in the user's language, with the calendar attached when a booking has a date. */
export function confirmationMessage(c: Confirmation, to: string, options: { publicUrl: string }): OutgoingMessage {
  const w = words[c.language];
  const blocks = c.bookings.map((b) =>
    [...ticketLines(c.language, b), new URL(`/booking-details/${b.orderNumber}`, options.publicUrl).toString()].join('\n'),
  );
  const totals = [
    ...(c.couponCode && c.discountFils > 0 ? [`${w.discount(c.couponCode)}: -${money(c.language, c.discountFils)}`] : []),
    `${w.paid}: ${money(c.language, c.totalFils)}`,
  ];
  const calendar = bookingCalendar(c, options);
  const text = [
    greeting(c.language, c.firstName),
    '',
    w.intro,
    '',
    blocks.join('\n\n'),
    '',
    totals.join('\n'),
    '',
    ...(calendar ? [w.calendar] : []),
    w.thanks,
  ].join('\n');
  return {
    kind: 'booking_confirmation',
    idempotencyKey: `booking-confirmation:${c.purchaseNumber}`,
    channel: 'email',
    to,
    subject: w.subject(c.purchaseNumber),
    text,
    language: c.language,
    ...(calendar
      ? {
          attachments: [
            {
              filename: `booking-${c.purchaseNumber}.ics`,
              content: calendar,
              contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
            },
          ],
        }
      : {}),
  };
}

/** Loads a confirmed purchase with its bookings, in the language of its owner. */
export async function loadConfirmation(
  db: Database,
  purchaseId: number,
): Promise<{ to: string | null; confirmation: Confirmation } | null> {
  const [row] = await db
    .select({ purchase: purchases, email: users.email, firstName: users.firstName, language: users.language })
    .from(purchases)
    .innerJoin(users, eq(users.id, purchases.userId))
    .where(eq(purchases.id, purchaseId));
  if (!row) return null;
  const language = readerLanguage(row.language);
  const items = await db
    .select({ booking: bookings, pkg: packages, destination: destinations, transport: transports })
    .from(bookings)
    .innerJoin(packages, eq(packages.id, bookings.packageId))
    .leftJoin(destinations, eq(destinations.id, bookings.destinationId))
    .leftJoin(transports, eq(transports.id, bookings.transportId))
    .where(eq(bookings.purchaseId, purchaseId))
    .orderBy(asc(bookings.id));
  const ids = items.map((i) => i.booking.id);
  const [subs, mealRows] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select({ row: bookingSubPackages, arabicName: subPackages.arabicName })
            .from(bookingSubPackages)
            .leftJoin(subPackages, eq(subPackages.id, bookingSubPackages.subPackageId))
            .where(inArray(bookingSubPackages.bookingId, ids)),
          db
            .select({ row: bookingMeals, arabicName: meals.arabicName })
            .from(bookingMeals)
            .leftJoin(meals, eq(meals.id, bookingMeals.mealId))
            .where(inArray(bookingMeals.bookingId, ids)),
        ]);
  const inLanguage = (en: string, ae: string | null | undefined) => (language === 'ae' && ae ? ae : en);
  return {
    to: row.email,
    confirmation: {
      language,
      firstName: row.firstName,
      purchaseNumber: row.purchase.purchaseNumber,
      couponCode: row.purchase.couponCode,
      discountFils: row.purchase.discountFils,
      totalFils: row.purchase.totalFils,
      bookings: items.map(({ booking: b, pkg, destination, transport }) => ({
        orderNumber: b.orderNumber,
        packageName: inLanguage(pkg.packageName, pkg.arabicName),
        destinationName: destination ? inLanguage(destination.name, destination.arabicName) : '',
        date: b.date,
        timeSlot: b.timeSlotData,
        adults: b.adultQty,
        children: b.childQty,
        subPackages: subs
          .filter((s) => s.row.bookingId === b.id)
          .map((s) => ({ name: inLanguage(s.row.packageName, s.arabicName), adults: s.row.adultQty, children: s.row.childQty })),
        meals: mealRows
          .filter((m) => m.row.bookingId === b.id)
          .map((m) => ({ name: inLanguage(m.row.mealName, m.arabicName), qty: m.row.mealQty })),
        transport: b.transportName ? { name: inLanguage(b.transportName, transport?.arabicName), type: b.transportType } : null,
        totalFils: b.totalFils,
        lat: pkg.lat,
        lan: pkg.lan,
      })),
    },
  };
}

/**
 * What confirming a purchase does beyond the purchase itself (docs/decisions/022): `write` runs inside the
 * confirming transaction and writes the confirmation e-mail to the outbox, so the e-mail exists exactly when
 * the confirmation does; `committed` runs after the commit and wakes its delivery.
 */
export type ConfirmationMessages = {
  write(tx: Database, purchaseId: number): Promise<void>;
  committed(): void;
};

/**
 * The confirmation e-mail of a purchase, written by the transaction that confirmed it (a payment's success,
 * or initiatePayment for a total of 0), once per purchase: its key is the purchase number. A user without
 * an e-mail address gets none.
 */
export function bookingConfirmationMessages(deps: { messages: MessageSender; publicUrl: string }): ConfirmationMessages {
  return {
    async write(tx, purchaseId) {
      const loaded = await loadConfirmation(tx, purchaseId);
      if (!loaded?.to) return;
      await deps.messages.write(tx, confirmationMessage(loaded.confirmation, loaded.to, { publicUrl: deps.publicUrl }));
    },
    committed: deps.messages.wake,
  };
}
