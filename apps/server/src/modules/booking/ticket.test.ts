import { bookingStatuses } from '@portal/contract/cancellation';
import { BinaryBitmap, DecodeHintType, HybridBinarizer, QRCodeReader, RGBLuminanceSource } from '@zxing/library';
import { eq } from 'drizzle-orm';
import { decodePDFRawStream, PDFDocument, PDFName, PDFRawStream, type PDFString } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, messages, purchases } from '../../db/schema/index.ts';
import { sandboxProvider } from '../../providers/payments/sandbox.ts';
import { createDestination, createSession, createSlotPackage, createUser } from '../../test/factories.ts';
import { createTestApp, postAction } from '../../test/harness.ts';
import { smtpServer } from '../../test/smtp.ts';

// decision 037: the ticket as a PDF, in the traveller's calendar, and the confirmation e-mail in HTML
const sandbox = sandboxProvider({ publicUrl: 'http://127.0.0.1', secret: 'a-sandbox-secret-of-enough-length' });
const smtp = smtpServer();
let t: Awaited<ReturnType<typeof createTestApp>>;
let destinationId: number;

beforeAll(async () => {
  const smtpUrl = await smtp.start();
  t = await createTestApp({
    now: () => new Date('2026-12-10T08:00:00Z'),
    payments: sandbox,
    config: { PUBLIC_URL: 'http://127.0.0.1', EMAIL_PROVIDER: 'smtp', SMTP_URL: smtpUrl },
  });
  // the tests deliver the outbox themselves, when they look at the mail
  await t.app.messageSweeper.stop();
  destinationId = (await createDestination(t.db, { name: 'Al Noor Island', arabicName: 'جزيرة النور' })).id;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const longLived = { expiresAt: new Date('2027-06-01T00:00:00Z') };

async function traveller(language: 'en' | 'ae', email: string) {
  const user = await createUser(t.db, { language, firstName: 'Sara', email });
  return { user, token: await createSession(t.db, user.id, longLived) };
}

/** Two adults at 100 AED on 20 Dec 2026, 4–6 PM, created by `buyer` and, unless `pay` is false, paid on the sandbox page. */
async function booked(buyer: { token: string }, options: { pay?: boolean; arabicName?: string } = {}) {
  const { pkg, slot } = await createSlotPackage(t.db, destinationId, 10, {
    adultPriceFils: 10_000,
    packageName: 'Stargazing Night',
    arabicName: options.arabicName ?? 'ليلة مراقبة النجوم',
    cancelPolicy: 'free',
    cancelFreeHours: 24,
  });
  const items = JSON.stringify({ packages: [{ package_id: pkg.id, adult_qty: 2, date: '2026-12-20', time_slot_id: slot.id }] });
  const created = await postAction(t.app, { action: 'createPurchase', items }, buyer.token);
  const purchaseNumber = String(created.json().purchase_number);
  if (options.pay !== false) {
    const started = await postAction(t.app, { action: 'initiatePayment', purchase_number: purchaseNumber }, buyer.token);
    const paid = await t.app.inject({
      method: 'POST',
      url: new URL(String(started.json().payment_link)).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=succeeded',
    });
    expect(paid.statusCode).toBe(303);
  }
  const [row] = await t.db
    .select({ booking: bookings })
    .from(bookings)
    .innerJoin(purchases, eq(purchases.id, bookings.purchaseId))
    .where(eq(purchases.purchaseNumber, purchaseNumber));
  return { purchaseNumber, booking: row!.booking };
}

const getPdf = (orderNumber: string, token?: string, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/ticket-files/${orderNumber}/ticket.pdf${query}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

/**
 * The text of the QR code drawn on the page: its image read back from the PDF and decoded as the pure code it
 * is. (zxing's camera detector, which looks for a code in a photo, misjudges the size of about one perfect
 * code in thirty, whatever its scale; a camera simply reads the next frame.)
 */
function qrTextOf(pdf: PDFDocument): string {
  const image = pdf.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .find(
      (object): object is PDFRawStream =>
        object instanceof PDFRawStream &&
        object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image') &&
        object.dict.get(PDFName.of('ColorSpace')) === PDFName.of('DeviceRGB'),
    );
  if (!image) throw new Error('no image on the ticket');
  const size = (key: string) => Number(image.dict.get(PDFName.of(key))!.toString());
  const [width, height] = [size('Width'), size('Height')];
  const rgb = decodePDFRawStream(image).decode();
  const luminance = new Uint8ClampedArray(width * height);
  for (let i = 0; i < luminance.length; i++) {
    luminance[i] = (rgb[i * 3]! * 299 + rgb[i * 3 + 1]! * 587 + rgb[i * 3 + 2]! * 114) / 1000;
  }
  const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminance, width, height)));
  return new QRCodeReader().decode(bitmap, new Map([[DecodeHintType.PURE_BARCODE, true]])).getText();
}

const documentLanguage = (pdf: PDFDocument) => (pdf.catalog.get(PDFName.of('Lang')) as PDFString).decodeText();

describe('the ticket PDF', () => {
  it('downloads as an attachment named after the order, one page with the QR code of the order number', async () => {
    const buyer = await traveller('en', 'pdf.en@example.com');
    const { booking } = await booked(buyer);
    const res = await getPdf(booking.orderNumber, buyer.token, '?language=en');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="ticket-${booking.orderNumber}.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe(`Ticket ${booking.orderNumber}`);
    expect(pdf.getSubject()).toBe('Stargazing Night');
    expect(pdf.getKeywords()).toBe(booking.orderNumber);
    expect(documentLanguage(pdf)).toBe('en');
    expect(qrTextOf(pdf)).toBe(booking.orderNumber);
  });

  it('is written in Arabic when asked, or when the browser prefers Arabic', async () => {
    const buyer = await traveller('en', 'pdf.ae@example.com');
    const { booking } = await booked(buyer);
    for (const res of [
      await getPdf(booking.orderNumber, buyer.token, '?language=ae'),
      await t.app.inject({
        method: 'GET',
        url: `/api/ticket-files/${booking.orderNumber}/ticket.pdf`,
        headers: { authorization: `Bearer ${buyer.token}`, 'accept-language': 'ar-AE,ar;q=0.9' },
      }),
    ]) {
      expect(res.statusCode).toBe(200);
      const pdf = await PDFDocument.load(res.rawPayload);
      expect(pdf.getTitle()).toBe(`تذكرة ${booking.orderNumber}`);
      expect(pdf.getSubject()).toBe('ليلة مراقبة النجوم');
      expect(documentLanguage(pdf)).toBe('ar');
      expect(qrTextOf(pdf)).toBe(booking.orderNumber);
    }
  });

  it('is for the signed-in owner only: no token is 401, another traveller is 404 as for an unknown order', async () => {
    const buyer = await traveller('en', 'pdf.owner@example.com');
    const other = await traveller('en', 'pdf.other@example.com');
    const { booking } = await booked(buyer);
    const anonymous = await getPdf(booking.orderNumber);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: 0, code: 'login_required', login_required: 1 });
    const stranger = await getPdf(booking.orderNumber, other.token);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ code: 'booking_not_found' });
    expect((await getPdf('BNOSUCHORDER1', buyer.token)).statusCode).toBe(404);
    expect((await getPdf(booking.orderNumber, buyer.token, '?language=fr')).statusCode).toBe(400);
  });

  it('exists only for a confirmed booking: unpaid or cancelled ones are refused', async () => {
    const buyer = await traveller('en', 'pdf.states@example.com');
    const pending = await booked(buyer, { pay: false });
    const unpaid = await getPdf(pending.booking.orderNumber, buyer.token);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toMatchObject({ code: 'ticket_unpaid' });
    const paid = await booked(buyer);
    await t.db.update(bookings).set({ status: bookingStatuses.cancelled }).where(eq(bookings.id, paid.booking.id));
    const cancelled = await getPdf(paid.booking.orderNumber, buyer.token);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json()).toMatchObject({ code: 'ticket_cancelled' });
  });
});

describe('ticketCalendar', () => {
  it("gives the confirmation e-mail's calendar event for this booking and the same event as a Google link", async () => {
    const buyer = await traveller('en', 'calendar@example.com');
    const { booking } = await booked(buyer);
    const res = await postAction(
      t.app,
      { action: 'ticketCalendar', order_number: booking.orderNumber, language: 'en' },
      buyer.token,
    );
    expect(res.statusCode).toBe(200);
    const { ics, google_calendar_url: google } = res.json().data as { ics: string; google_calendar_url: string };
    expect(ics.startsWith('BEGIN:VCALENDAR')).toBe(true);
    // 4 PM to 6 PM in Dubai is 12:00 to 14:00 UTC
    expect(ics).toContain('DTSTART:20261220T120000Z');
    expect(ics).toContain('DTEND:20261220T140000Z');
    expect(ics).toContain(`UID:${booking.orderNumber}@127.0.0.1`);
    const link = new URL(google);
    expect(link.origin + link.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(link.searchParams.get('action')).toBe('TEMPLATE');
    expect(link.searchParams.get('dates')).toBe('20261220T120000Z/20261220T140000Z');
    expect(link.searchParams.get('text')).toBe('Stargazing Night · Al Noor Island');
    expect(link.searchParams.get('details')).toContain(`Booking number: ${booking.orderNumber}`);
  });

  it("is in Arabic when asked, and nobody else's", async () => {
    const buyer = await traveller('en', 'calendar.ae@example.com');
    const other = await traveller('en', 'calendar.other@example.com');
    const { booking } = await booked(buyer);
    const arabic = await postAction(
      t.app,
      { action: 'ticketCalendar', order_number: booking.orderNumber, language: 'ae' },
      buyer.token,
    );
    expect(new URL(arabic.json().data.google_calendar_url).searchParams.get('text')).toBe('ليلة مراقبة النجوم · جزيرة النور');
    const stranger = await postAction(t.app, { action: 'ticketCalendar', order_number: booking.orderNumber }, other.token);
    expect(stranger.statusCode).toBe(404);
    expect((await postAction(t.app, { action: 'ticketCalendar', order_number: booking.orderNumber })).statusCode).toBe(401);
  });
});

/** The MIME part of `data` whose Content-Type starts with `type`, decoded from quoted-printable or base64. */
function mimePart(data: string, type: string): string {
  const start = data.indexOf(`Content-Type: ${type}`);
  expect(start).toBeGreaterThan(-1);
  const [head = '', ...rest] = data.slice(start).split('\r\n\r\n');
  const body = rest.join('\r\n\r\n').split(/\r\n--/)[0]!;
  if (/base64/i.test(head)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  const softBreaksGone = body.replace(/=\r\n/g, '');
  return Buffer.from(
    softBreaksGone.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

describe('the confirmation e-mail', () => {
  it('goes by SMTP as multipart/alternative: the text and the HTML, subtotal, discount and total in that order', async () => {
    const buyer = await traveller('ae', 'html.mail@example.com');
    const { purchaseNumber } = await booked(buyer, { arabicName: 'جولة <b>ليلية</b> & "المزيد"' });
    const [stored] = await t.db.select().from(messages).where(eq(messages.recipient, 'html.mail@example.com'));
    expect(stored?.subject).toContain(purchaseNumber);
    expect(stored?.body).toContain('جولة <b>ليلية</b>');
    expect(stored?.html).toContain('<html lang="ar" dir="rtl">');
    await t.app.messageSweeper.sweepOnce();
    const mail = smtp.state.accepted.find((m) => m.to.includes('html.mail@example.com'));
    expect(mail?.data).toMatch(/Content-Type: multipart\/mixed/);
    expect(mail?.data).toMatch(/Content-Type: multipart\/alternative/);
    const text = mimePart(mail!.data, 'text/plain');
    const html = mimePart(mail!.data, 'text/html');
    expect(text).toContain('المجموع الفرعي');
    expect(html).toContain('dir="rtl"');
    expect(html).toContain('lang="ar"');
    // the package's name is the user's data in the e-mail: escaped, never markup
    expect(html).not.toContain('<b>ليلية</b>');
    expect(html).toContain('جولة &lt;b&gt;ليلية&lt;/b&gt; &amp; &quot;المزيد&quot;');
    for (const part of [text, html]) {
      const subtotal = part.indexOf('المجموع الفرعي');
      const paid = part.indexOf('المبلغ المدفوع');
      expect(subtotal).toBeGreaterThan(-1);
      expect(paid).toBeGreaterThan(subtotal);
    }
    expect(html).not.toMatch(/<img|<link|<style|src=/);
  });
});
