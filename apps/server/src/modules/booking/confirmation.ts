import { formatDate } from '@portal/domain/date-format';
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
import { greeting, listSeparator, money, readerLanguage, type Language } from '../../lib/message-text.ts';
import { confirmationHtml, type ConfirmationContent } from './confirmation-html.ts';
import type { ConfirmationMessages } from './purchase-kind.ts';

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
  /** how long the visit lasts, as the package says (null: not said) */
  durationMinutes: number | null;
};

export type Confirmation = {
  language: Language;
  firstName: string;
  purchaseNumber: string;
  couponCode: string | null;
  subtotalFils: number;
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
 * When a timed visit ends: the slot's own end, else its start plus the package's duration, else an hour that
 * marks the start in the calendar.
 */
function visitEnd(times: { start: number; end: number | null }, durationMinutes: number | null): number {
  return times.end ?? times.start + (durationMinutes ?? 60) * 60_000;
}

/** A booking's event as calendars name it. */
const eventTitle = (b: ConfirmedBooking) => `${b.packageName} · ${b.destinationName}`;

/** The booking's page on the site, which the e-mail and the calendar event link to. */
const bookingLink = (b: ConfirmedBooking, publicUrl: string) =>
  new URL(`/booking-details/${b.orderNumber}`, publicUrl).toString();

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
      title: eventTitle(b),
      description: ticketLines(c.language, b).join('\n'),
      location: b.destinationName,
      url: bookingLink(b, options.publicUrl),
      status: 'CONFIRMED' as const,
      productId: 'portal/booking',
      ...(b.lat !== null && b.lan !== null ? { geo: { lat: b.lat, lon: b.lan } } : {}),
    };
    if (times) {
      events.push({
        ...common,
        start: times.start,
        startInputType: 'utc',
        startOutputType: 'utc',
        end: visitEnd(times, b.durationMinutes),
        endInputType: 'utc',
        endOutputType: 'utc',
      });
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

/** An instant as Google Calendar's `dates` write it: 20261220T120000Z. */
const googleInstant = (ms: number) => new Date(ms).toISOString().replace(/[-:]|\.\d{3}/g, '');

/**
 * The same event as bookingCalendar writes for booking `b`, as a Google Calendar "add event" link: the slot's
 * times in UTC (an hour when the label names only its start), else the whole day. Null without a date.
 */
export function googleCalendarUrl(c: Confirmation, b: ConfirmedBooking, options: { publicUrl: string }): string | null {
  if (!b.date) return null;
  const times = slotTimes(b.date, b.timeSlot);
  let dates: string;
  if (times) {
    dates = `${googleInstant(times.start)}/${googleInstant(visitEnd(times, b.durationMinutes))}`;
  } else {
    const [y, m, d] = b.date.split('-').map(Number) as [number, number, number];
    dates = `${b.date.replace(/-/g, '')}/${new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10).replace(/-/g, '')}`;
  }
  const url = new URL('https://calendar.google.com/calendar/render');
  url.searchParams.set('action', 'TEMPLATE');
  url.searchParams.set('text', eventTitle(b));
  url.searchParams.set('dates', dates);
  url.searchParams.set('details', [...ticketLines(c.language, b), bookingLink(b, options.publicUrl)].join('\n'));
  if (b.destinationName) url.searchParams.set('location', b.destinationName);
  return url.toString();
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
    subtotal: 'Subtotal',
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
    subtotal: 'المجموع الفرعي',
    discount: (code: string) => `الخصم (${code})`,
    paid: 'المبلغ المدفوع',
    calendar: 'أرفقنا لك ملف تقويم لإضافة زيارتك إلى تقويمك.',
    thanks: 'شكرًا لحجزك معنا.',
  },
} as const;

/** A booking's details as label and value, in the order the e-mail and the calendar list them. */
function ticketRows(language: Language, b: ConfirmedBooking): [string, string][] {
  const w = words[language];
  const rows: [string, string][] = [[w.order, b.orderNumber]];
  if (b.date) rows.push([w.date, formatDate(b.date)]);
  if (b.timeSlot) rows.push([w.time, b.timeSlot]);
  rows.push([w.adults, String(b.adults)], [w.children, String(b.children)]);
  if (b.subPackages.length > 0) {
    const list = b.subPackages.map(
      (s) => `${s.name} (${w.adults} ${s.adults}${listSeparator[language]}${w.children} ${s.children})`,
    );
    rows.push([w.subPackages, list.join(listSeparator[language])]);
  }
  if (b.meals.length > 0) rows.push([w.meals, b.meals.map((m) => `${m.name} × ${m.qty}`).join(listSeparator[language])]);
  if (b.transport) {
    const type = b.transport.type === 'two_way' ? w.twoWay : b.transport.type === 'one_way' ? w.oneWay : null;
    rows.push([w.transport, `${b.transport.name}${type ? ` (${type})` : ''}`]);
  }
  rows.push([w.total, money(language, b.totalFils)]);
  return rows;
}

function ticketLines(language: Language, b: ConfirmedBooking): string[] {
  return [eventTitle(b), ...ticketRows(language, b).map(([label, value]) => `${label}: ${value}`)];
}

export function confirmationContent(c: Confirmation, options: { publicUrl: string; withCalendar: boolean }): ConfirmationContent {
  const w = words[c.language];
  const discounted = c.couponCode !== null && c.discountFils > 0;
  return {
    language: c.language,
    greeting: greeting(c.language, c.firstName),
    intro: w.intro,
    tickets: c.bookings.map((b) => ({
      title: eventTitle(b),
      rows: ticketRows(c.language, b),
      url: bookingLink(b, options.publicUrl),
    })),
    totals: [
      [w.subtotal, money(c.language, c.subtotalFils)],
      ...(discounted ? [[w.discount(c.couponCode ?? ''), `-${money(c.language, c.discountFils)}`] as [string, string]] : []),
      [w.paid, money(c.language, c.totalFils)],
    ],
    closing: [...(options.withCalendar ? [w.calendar] : []), w.thanks],
  };
}

function confirmationText(content: ConfirmationContent): string {
  const blocks = content.tickets.map((t) => [t.title, ...t.rows.map(([l, v]) => `${l}: ${v}`), t.url].join('\n'));
  return [
    content.greeting,
    '',
    content.intro,
    '',
    blocks.join('\n\n'),
    '',
    content.totals.map(([l, v]) => `${l}: ${v}`).join('\n'),
    '',
    ...content.closing,
  ].join('\n');
}

/**
 * The confirmation e-mail in the user's language, as plain text and as HTML (confirmation-html.ts), with the
 * calendar attached when a booking has a date.
 */
export function confirmationMessage(c: Confirmation, to: string, options: { publicUrl: string }): OutgoingMessage {
  const calendar = bookingCalendar(c, options);
  const content = confirmationContent(c, { publicUrl: options.publicUrl, withCalendar: calendar !== null });
  return {
    kind: 'booking_confirmation',
    idempotencyKey: `booking-confirmation:${c.purchaseNumber}`,
    channel: 'email',
    to,
    subject: words[c.language].subject(c.purchaseNumber),
    text: confirmationText(content),
    html: confirmationHtml(content),
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
/** Loads a confirmed purchase with its bookings, in the language of its owner unless `language` is given. */
export async function loadConfirmation(
  db: Database,
  purchaseId: number,
  options: { language?: Language } = {},
): Promise<{ to: string | null; confirmation: Confirmation } | null> {
  const [row] = await db
    .select({ purchase: purchases, email: users.email, firstName: users.firstName, language: users.language })
    .from(purchases)
    .innerJoin(users, eq(users.id, purchases.userId))
    .where(eq(purchases.id, purchaseId));
  if (!row) return null;
  const language = options.language ?? readerLanguage(row.language);
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
      subtotalFils: row.purchase.subtotalFils,
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
        durationMinutes: pkg.durationMinutes,
      })),
    },
  };
}

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
