import { formatDate } from '@portal/domain/date-format';
import fs from 'node:fs/promises';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import type { Booking } from '@portal/contract/bookings';
import type { TicketLanguage } from '@portal/contract/tickets';
import type { SupportContact } from '@portal/contract/site-content';
import { PDFDocument, PDFString, rgb, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import { aedToFils } from '../../lib/money.ts';
import { bundledFontsDir } from '../../lib/bundled-fonts.ts';
import { listSeparator, money } from '../../lib/message-text.ts';
import { supportLines } from '../content/index.ts';
import { drawLine, wrapText, type Direction, type TextFonts } from './ticket-text.ts';

const words = {
  en: {
    site: 'Sharjah Experiences',
    ticket: 'Ticket',
    show: 'Show this QR code at the entrance.',
    order: 'Booking number',
    date: 'Event date',
    time: 'Time slot',
    adults: 'Adults',
    children: 'Children',
    options: 'Options',
    subPackages: 'Add-ons',
    transport: 'Transport',
    oneWay: 'one way',
    twoWay: 'two way',
    meals: 'Meals',
    coupon: 'Coupon',
    discount: 'Discount',
    total: 'Total',
    meetingPoint: 'Meeting point',
    map: 'Map',
    policyTitle: 'Cancellation:',
    policyNone: 'this booking cannot be cancelled or refunded.',
    policyFree: (hours: number) => `free up to ${hours} hours before the event starts.`,
    policyNoLate: 'After that it cannot be cancelled.',
    policyLateFee: (percent: number) => `After that, cancelling costs ${percent}% of what you paid.`,
  },
  ae: {
    site: 'تجارب الشارقة',
    ticket: 'تذكرة',
    show: 'أبرز رمز QR هذا عند الدخول.',
    order: 'رقم الحجز',
    date: 'تاريخ الفعالية',
    time: 'الموعد',
    adults: 'البالغون',
    children: 'الأطفال',
    options: 'الخيارات',
    subPackages: 'الإضافات',
    transport: 'المواصلات',
    oneWay: 'ذهاب فقط',
    twoWay: 'ذهاب وعودة',
    meals: 'الوجبات',
    coupon: 'القسيمة',
    discount: 'الخصم',
    total: 'الإجمالي',
    meetingPoint: 'نقطة الالتقاء',
    map: 'الخريطة',
    policyTitle: 'الإلغاء:',
    policyNone: 'لا يمكن إلغاء هذا الحجز أو استرداد مبلغه.',
    policyFree: (hours: number) => `مجاني حتى ${hours} ساعة قبل بدء الفعالية.`,
    policyNoLate: 'بعد ذلك لا يمكن الإلغاء.',
    policyLateFee: (percent: number) => `بعد ذلك يكلّف الإلغاء ${percent}% مما دفعته.`,
  },
} as const;

/** The QR code the ticket page shows (booking components/qr-code.tsx): the order number, error correction M. */
export function ticketQrPng(orderNumber: string): Promise<Buffer> {
  return QRCode.toBuffer(orderNumber, {
    errorCorrectionLevel: 'M',
    margin: 2,
    width: 480,
    color: { dark: '#1d1b20', light: '#ffffff' },
  });
}

/**
 * A row of the ticket. `isolated` values keep their own direction inside Arabic (order numbers, times, codes,
 * amounts: what the ticket page wraps in <bdi>); the others follow the page.
 */
export type TicketRow = { label: string; value: string; isolated?: true };

/** The ticket's rows in the order the ticket page shows them. */
export function ticketRows(booking: Booking, language: TicketLanguage): TicketRow[] {
  const w = words[language];
  const aed = (amount: number) => money(language, aedToFils(amount));
  const list = (items: string[]) => items.join(listSeparator[language]);
  // the Arabic ticket names add-ons, transport and meals in Arabic where they have an Arabic name
  const named = (english: string, arabic: string | null | undefined) => (language === 'ae' && arabic ? arabic : english);
  const rows: TicketRow[] = [{ label: w.order, value: booking.order_number, isolated: true }];
  if (booking.date) rows.push({ label: w.date, value: formatDate(booking.date) });
  if (booking.time_slot) rows.push({ label: w.time, value: booking.time_slot, isolated: true });
  rows.push({ label: w.adults, value: String(booking.adult_qty) }, { label: w.children, value: String(booking.child_qty) });
  if (booking.options.length > 0) {
    rows.push({ label: w.options, value: list(booking.options.map((o) => `${o.label} · ${aed(o.price)}`)) });
  }
  if (booking.order_sub_packages.length > 0) {
    const subs = booking.order_sub_packages.map(
      (s) =>
        `${named(s.package_name, s.arabic_name)} (${w.adults} ${s.adult_qty}` +
        `${s.child_qty > 0 ? `${listSeparator[language]}${w.children} ${s.child_qty}` : ''})`,
    );
    rows.push({ label: w.subPackages, value: list(subs) });
  }
  if (booking.transport_name) {
    const type = booking.transport_type === 'two_way' ? w.twoWay : booking.transport_type === 'one_way' ? w.oneWay : null;
    const name = named(booking.transport_name, booking.arabic_transport_name);
    rows.push({ label: w.transport, value: type ? `${name} (${type})` : name });
  }
  if (booking.order_meals.length > 0) {
    rows.push({
      label: w.meals,
      value: list(booking.order_meals.map((m) => `${named(m.meal_name, m.arabic_meal_name)} × ${m.meal_qty}`)),
    });
  }
  if (booking.coupon) rows.push({ label: w.coupon, value: booking.coupon, isolated: true });
  if (booking.discount > 0) rows.push({ label: w.discount, value: `−${aed(booking.discount)}`, isolated: true });
  rows.push({ label: w.total, value: aed(booking.total), isolated: true });
  const meetingPoint = named(booking.meeting_point ?? '', booking.arabic_meeting_point);
  if (meetingPoint) rows.push({ label: w.meetingPoint, value: meetingPoint });
  return rows;
}

/** The cancellation policy in one sentence, as the ticket page's CancelPolicyNote says it; null without one. */
export function policyLine(booking: Booking, language: TicketLanguage): string | null {
  const policy = booking.cancellation;
  if (!policy) return null;
  const w = words[language];
  if (policy.policy === 'none') return `${w.policyTitle} ${w.policyNone}`;
  const late = policy.late_fee_percent === null ? w.policyNoLate : w.policyLateFee(policy.late_fee_percent);
  return `${w.policyTitle} ${w.policyFree(policy.free_hours)} ${late}`;
}

const a4 = { width: 595.28, height: 841.89 } as const;
const margin = 48;
const ink = rgb(0.114, 0.106, 0.125);
const muted = rgb(0.38, 0.38, 0.42);
const brand = rgb(0.6, 0.25, 0.16);
const rule = rgb(0.85, 0.83, 0.8);

/**
 * The faces: Roboto for Latin, digits and punctuation, Amiri for Arabic (the postcards' bundled files). Amiri, not
 * Noto Sans Arabic: Noto draws the letters' dots as separate marks placed by GPOS, which pdf-lib does not
 * apply (the dots would land beside their letters); Amiri's letters carry their dots.
 */
async function embedFonts(pdf: PDFDocument): Promise<TextFonts> {
  pdf.registerFontkit(fontkit);
  const read = (file: string) => fs.readFile(path.join(bundledFontsDir, file));
  const [latin, arabic] = await Promise.all([read('roboto-latin-400.ttf'), read('amiri-arabic-400.ttf')]);
  return {
    latin: await pdf.embedFont(latin, { subset: true }),
    arabic: await pdf.embedFont(arabic, { subset: true }),
  };
}

/** A clickable area over what was just drawn, opening `url` (a PDF link annotation with a URI action). */
function linkArea(pdf: PDFDocument, page: PDFPage, rect: [number, number, number, number], url: string) {
  const annotation = pdf.context.register(
    pdf.context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: rect,
      Border: [0, 0, 0],
      A: { Type: 'Action', S: 'URI', URI: PDFString.of(url) },
    }),
  );
  page.node.addAnnot(annotation);
}

type Pen = { page: PDFPage; fonts: TextFonts; direction: 'ltr' | 'rtl'; y: number };

/** Writes `text` wrapped into the box from `x` of `width`, moving the pen down. */
function paragraph(
  pen: Pen,
  text: string,
  box: { x: number; width: number; size: number; color?: typeof ink; gap?: number; textDirection?: Direction },
) {
  const textDirection = box.textDirection ?? pen.direction;
  for (const line of wrapText(text, textDirection, pen.fonts, box.size, box.width)) {
    pen.y -= box.size * 1.5;
    drawLine(pen.page, line, pen.fonts, { ...box, y: pen.y, color: box.color ?? ink, direction: pen.direction, textDirection });
  }
  pen.y -= box.gap ?? 0;
}

const qrSize = 168;

/**
 * The ticket of a confirmed booking as an A4 PDF in `language`: the site's name, the package, its QR code
 * (the order number, as on screen), the rows of the ticket page and the cancellation policy. Arabic pages
 * run right to left: labels on the right, the QR code on the left (never mirrored itself). The order number
 * is the document's title and keyword, so software that files tickets can read it without the text layer.
 */
export async function ticketPdf(
  booking: Booking,
  language: TicketLanguage,
  support: SupportContact | null = null,
): Promise<Buffer> {
  const w = words[language];
  const direction = language === 'ae' ? 'rtl' : 'ltr';
  const pdf = await PDFDocument.create();
  const packageName = (language === 'ae' && booking.package_arabic_name) || booking.package_name;
  const destination = (language === 'ae' && booking.dest_arabic_name) || booking.destination_name;
  pdf.setTitle(`${w.ticket} ${booking.order_number}`);
  pdf.setSubject(packageName);
  pdf.setKeywords([booking.order_number]);
  pdf.setLanguage(language === 'ae' ? 'ar' : 'en');
  pdf.setCreator(w.site);
  pdf.setProducer(w.site);
  const fonts = await embedFonts(pdf);
  const page = pdf.addPage([a4.width, a4.height]);
  const pen: Pen = { page, fonts, direction, y: a4.height - margin };
  const full = { x: margin, width: a4.width - 2 * margin };

  paragraph(pen, `${w.site} · ${w.ticket}`, { ...full, size: 12, color: brand, gap: 10 });
  page.drawLine({ start: { x: margin, y: pen.y }, end: { x: a4.width - margin, y: pen.y }, thickness: 1, color: rule });
  pen.y -= 12;

  // the QR code sits at the end side of the header block, the words beside it
  const top = pen.y;
  const qrX = direction === 'rtl' ? margin : a4.width - margin - qrSize;
  const qr = await pdf.embedPng(await ticketQrPng(booking.order_number));
  page.drawImage(qr, { x: qrX, y: top - qrSize, width: qrSize, height: qrSize });
  const beside = { x: direction === 'rtl' ? margin + qrSize + 24 : margin, width: full.width - qrSize - 24 };
  paragraph(pen, packageName, { ...beside, size: 20, gap: 4 });
  if (destination) paragraph(pen, destination, { ...beside, size: 12, color: muted, gap: 8 });
  paragraph(pen, w.show, { ...beside, size: 11, color: muted });
  pen.y = Math.min(pen.y, top - qrSize) - 16;

  const labelWidth = 130;
  const valueBox = { x: direction === 'rtl' ? margin : margin + labelWidth, width: full.width - labelWidth };
  const labelBox = { x: direction === 'rtl' ? a4.width - margin - labelWidth : margin, width: labelWidth - 12 };
  for (const { label, value, isolated } of ticketRows(booking, language)) {
    const rowTop = pen.y;
    paragraph(pen, value, { ...valueBox, size: 12, ...(isolated ? { textDirection: 'auto' as const } : {}) });
    const valueBottom = pen.y;
    pen.y = rowTop;
    paragraph(pen, label, { ...labelBox, size: 10, color: muted });
    pen.y = Math.min(pen.y, valueBottom) - 8;
  }
  const policy = policyLine(booking, language);
  if (policy) {
    page.drawLine({ start: { x: margin, y: pen.y }, end: { x: a4.width - margin, y: pen.y }, thickness: 1, color: rule });
    paragraph(pen, policy, { ...full, size: 10, color: muted });
  }
  if (booking.map_url) {
    pen.y -= 8;
    paragraph(pen, w.map, { ...full, size: 10, color: muted });
    const top = pen.y;
    paragraph(pen, booking.map_url, { ...full, size: 9, color: brand, textDirection: 'ltr' });
    linkArea(pdf, page, [margin, pen.y - 3, a4.width - margin, top], booking.map_url);
  }
  if (support) {
    // decision 063: how to reach the operator, each number and address isolated so it reads left to right
    const { title, rows, hours } = supportLines(support, language);
    pen.y -= 8;
    page.drawLine({ start: { x: margin, y: pen.y }, end: { x: a4.width - margin, y: pen.y }, thickness: 1, color: rule });
    paragraph(pen, title, { ...full, size: 11, color: brand, gap: 2 });
    for (const [label, value] of rows) {
      const rowTop = pen.y;
      paragraph(pen, value, { ...valueBox, size: 11, textDirection: 'ltr' });
      pen.y = rowTop;
      paragraph(pen, label, { ...labelBox, size: 10, color: muted });
    }
    if (hours) paragraph(pen, hours, { ...full, size: 10, color: muted });
  }
  return Buffer.from(await pdf.save());
}
