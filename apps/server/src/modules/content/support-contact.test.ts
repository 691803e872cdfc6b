import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, messages, purchases } from '../../db/schema/index.ts';
import { sandboxProvider } from '../../providers/payments/sandbox.ts';
import { auditEntriesOf, createConsoleTestApp, statusesOfOutsiders, type ConsoleTestApp } from '../../test/console-harness.ts';
import { createDestination, createSession, createSlotPackage, createUser } from '../../test/factories.ts';
import { postAction } from '../../test/harness.ts';
import { pdfText } from '../../test/pdf-text.ts';

// Decision 063: the operator's support contact on tickets, their PDF and the e-mails; the meeting point and
// its map link. On PGlite and (with TEST_DATABASE_URL) PostgreSQL.

const sandbox = sandboxProvider({ publicUrl: 'http://127.0.0.1', secret: 'a-sandbox-secret-of-enough-length' });
let t: ConsoleTestApp;
let destinationId: number;

beforeAll(async () => {
  t = await createConsoleTestApp({ now: () => new Date('2026-12-10T08:00:00Z'), payments: sandbox });
  // the messages stay in the outbox, where the tests read them
  await t.app.messageSweeper.stop();
  destinationId = (await createDestination(t.db, { name: 'Al Majaz', arabicName: 'المجاز', lat: 25.3, lan: 55.4 })).id;
});
afterAll(() => t.close());

const contact = {
  action: 'saveSupportContact',
  phone: '+971 6 555 0100',
  whatsapp: '+971501234567',
  email: 'Help@Example.com',
  hours: 'Daily 9 am to 9 pm',
  arabic_hours: 'يومياً من التاسعة صباحاً حتى التاسعة مساءً',
};
const saved = { phone: '+97165550100', whatsapp: '+971501234567', email: 'help@example.com' };

async function traveller(language: 'en' | 'ae', email: string) {
  const user = await createUser(t.db, { language, firstName: 'Sara', email });
  return { user, token: await createSession(t.db, user.id, { expiresAt: new Date('2027-06-01T00:00:00Z') }) };
}

/** One adult on 20 Dec 2026 of a package met at the marina, paid on the sandbox page. */
async function paidBooking(buyer: { token: string }, place: { lat?: number; lan?: number } = {}) {
  const { pkg, slot } = await createSlotPackage(t.db, destinationId, 10, {
    adultPriceFils: 10_000,
    packageName: 'Sunset Dhow Cruise',
    arabicName: 'رحلة المركب عند الغروب',
    meetingPoint: 'Al Majaz Marina, pier 3',
    arabicMeetingPoint: 'مرسى المجاز، الرصيف 3',
    cancelPolicy: 'free',
    cancelFreeHours: 24,
    ...place,
  });
  const items = JSON.stringify({ packages: [{ package_id: pkg.id, adult_qty: 1, date: '2026-12-20', time_slot_id: slot.id }] });
  const created = await postAction(t.app, { action: 'createPurchase', items }, buyer.token);
  const purchaseNumber = String(created.json().purchase_number);
  const started = await postAction(t.app, { action: 'initiatePayment', purchase_number: purchaseNumber }, buyer.token);
  const paid = await t.app.inject({
    method: 'POST',
    url: new URL(String(started.json().payment_link)).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'outcome=succeeded',
  });
  expect(paid.statusCode).toBe(303);
  const [row] = await t.db
    .select({ booking: bookings })
    .from(bookings)
    .innerJoin(purchases, eq(purchases.id, bookings.purchaseId))
    .where(eq(purchases.purchaseNumber, purchaseNumber));
  return row!.booking;
}

const mailsTo = (recipient: string, kind: (typeof messages.$inferSelect)['kind']) =>
  t.db
    .select()
    .from(messages)
    .where(and(eq(messages.recipient, recipient), eq(messages.kind, kind)));

describe('the support contact in the console', () => {
  it('is refused to visitors, travellers and moderators', async () => {
    expect(await statusesOfOutsiders(t, [contact, { action: 'consoleSupportContact' }])).toEqual([
      [401, 403, 403],
      [401, 403, 403],
    ]);
  });

  it('refuses a number not in E.164 and an invalid e-mail with 400 naming the fields, and saves nothing', async () => {
    const res = await t.call({ ...contact, phone: '06 555 0100', whatsapp: '+0501234567', email: 'help@' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['email', 'phone', 'whatsapp']);
    expect((await t.call({ action: 'consoleSupportContact' })).json().data).toBeNull();
  });

  it('is saved in E.164, audited, and visitors read it at once', async () => {
    const res = await t.call(contact);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject(saved);
    const [entry] = await auditEntriesOf(t, 'support_contact', 'support_contact');
    expect(entry).toMatchObject({ operatorId: t.adminId, action: 'saveSupportContact', before: null });
    expect(entry!.after).toMatchObject(saved);
    const visitors = await t.app.inject({ method: 'GET', url: '/api?action=supportContact' });
    expect(visitors.json().data).toMatchObject({ ...saved, arabic_hours: contact.arabic_hours });
  });
});

describe('the support contact travellers see', () => {
  it('is in the confirmation e-mail with tel:, wa.me and mailto: links, and in its text part', async () => {
    const buyer = await traveller('en', 'support.mail@example.com');
    await paidBooking(buyer);
    const [mail] = await mailsTo('support.mail@example.com', 'booking_confirmation');
    expect(mail!.html).toContain('href="tel:+97165550100"');
    expect(mail!.html).toContain('href="https://wa.me/971501234567"');
    expect(mail!.html).toContain('href="mailto:help@example.com"');
    expect(mail!.html!.indexOf('wa.me')).toBeLessThan(mail!.html!.indexOf('</body>'));
    expect(mail!.body).toContain('Phone: +97165550100');
    expect(mail!.body).toContain('WhatsApp: +971501234567');
    expect(mail!.body).toContain('Daily 9 am to 9 pm');
  });

  it('is in the cancellation e-mail, in Arabic for an Arabic traveller, and not in a sign-in code', async () => {
    const buyer = await traveller('ae', 'support.cancel@example.com');
    const booking = await paidBooking(buyer);
    const cancelled = await postAction(
      t.app,
      { action: 'cancelBooking', order_number: booking.orderNumber, refund: '100' },
      buyer.token,
    );
    expect(cancelled.statusCode).toBe(200);
    const [mail] = await mailsTo('support.cancel@example.com', 'booking_cancellation');
    expect(mail!.body).toContain('واتساب: +971501234567');
    expect(mail!.body).toContain(contact.arabic_hours);
    expect((await postAction(t.app, { action: 'sendOtp', email: 'support.cancel@example.com' })).statusCode).toBe(200);
    const [code] = await mailsTo('support.cancel@example.com', 'code');
    expect(code!.body).not.toContain('+97165550100');
  });

  it('is on the ticket PDF with the meeting point and its map link, in both languages', async () => {
    const buyer = await traveller('en', 'support.pdf@example.com');
    const booking = await paidBooking(buyer, { lat: 25.3331, lan: 55.3856 });
    const pdfOf = async (language: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/ticket-files/${booking.orderNumber}/ticket.pdf?language=${language}`,
        headers: { authorization: `Bearer ${buyer.token}` },
      });
      expect(res.statusCode).toBe(200);
      return pdfText(await PDFDocument.load(res.rawPayload));
    };
    const english = await pdfOf('en');
    expect(english).toContain('Need help?');
    expect(english).toContain('+97165550100');
    expect(english).toContain('+971501234567');
    expect(english).toContain('help@example.com');
    expect(english).toContain('Al Majaz Marina, pier 3');
    expect(english).toContain('https://www.google.com/maps/search/?api=1&query=25.3331,55.3856');
    const arabic = await pdfOf('ae');
    expect(arabic).toContain('+97165550100');
    expect(arabic).toContain('help@example.com');
  });

  it("gives the ticket page the meeting point and a map link of the package's place, else its destination's", async () => {
    const buyer = await traveller('en', 'support.page@example.com');
    const booking = await paidBooking(buyer);
    const res = await postAction(t.app, { action: 'bookingDetails', order_number: booking.orderNumber }, buyer.token);
    expect(res.json().data).toMatchObject({
      meeting_point: 'Al Majaz Marina, pier 3',
      arabic_meeting_point: 'مرسى المجاز، الرصيف 3',
      map_url: 'https://www.google.com/maps/search/?api=1&query=25.3,55.4',
    });
  });
});
