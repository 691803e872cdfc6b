import { describe, expect, it } from 'vitest';
import { bookingCalendar, confirmationMessage, googleCalendarUrl, slotTimes, type Confirmation } from './confirmation.ts';

const booking = {
  orderNumber: 'BABCDEFGHJKLMNPQR',
  packageName: 'Entry Ticket',
  destinationName: 'Al Noor Island',
  date: '2026-12-20',
  timeSlot: null,
  adults: 2,
  children: 1,
  subPackages: [{ name: 'Stargazing add-on', adults: 2, children: 1 }],
  meals: [{ name: 'Arabic dinner', qty: 3 }],
  transport: { name: 'City pickup', type: 'two_way' as const },
  totalFils: 45_000,
  lat: 25.3463,
  lan: 55.3885,
  durationMinutes: null,
};
const confirmation: Confirmation = {
  language: 'en',
  firstName: 'Sara',
  purchaseNumber: 'PABCDEFGHJKLMNPQR',
  couponCode: 'WELCOME10',
  subtotalFils: 45_000,
  discountFils: 4_500,
  totalFils: 40_500,
  bookings: [booking],
};

describe('slot times', () => {
  it('reads 12-hour and 24-hour labels as Dubai times (UTC+4), with the end when the label has one', () => {
    expect(slotTimes('2026-12-20', '4:00 PM - 6:00 PM')).toEqual({
      start: Date.UTC(2026, 11, 20, 12, 0),
      end: Date.UTC(2026, 11, 20, 14, 0),
    });
    expect(slotTimes('2026-12-20', '12:30 AM')).toEqual({ start: Date.UTC(2026, 11, 19, 20, 30), end: null });
    expect(slotTimes('2026-12-20', '09:15–10:45')).toEqual({
      start: Date.UTC(2026, 11, 20, 5, 15),
      end: Date.UTC(2026, 11, 20, 6, 45),
    });
    expect(slotTimes('2026-12-20', 'Morning session')).toBeNull();
    expect(slotTimes('2026-12-20', 'Gate 3')).toBeNull();
  });
});

describe('the booking calendar', () => {
  it('is an RFC 5545 calendar with an all-day event when the booking has no time of day', () => {
    const ics = bookingCalendar(confirmation, { publicUrl: 'https://portal.example' })!;
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics).toContain('DTSTART;VALUE=DATE:20261220');
    expect(ics).toContain('DTEND;VALUE=DATE:20261221');
    expect(ics).toContain('UID:BABCDEFGHJKLMNPQR@portal.example');
    expect(ics).toContain('URL:https://portal.example/booking-details/BABCDEFGHJKLMNPQR');
    expect(ics).toContain('STATUS:CONFIRMED');
    expect(ics.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
    // RFC 5545 §3.1: lines end with CRLF; long ones are folded onto lines starting with white space
    // (the library folds at 75 characters, so a line with an Arabic or '·' character may reach 76+ octets)
    expect(ics.split('\r\n').some((line) => line.startsWith('\t'))).toBe(true);
    for (const line of ics.split('\r\n')) expect(line.length).toBeLessThanOrEqual(75);
  });

  it("lasts the package's duration from a slot that names only its start, an hour when the package says none", () => {
    const options = { publicUrl: 'https://portal.example' };
    const safari = { ...booking, timeSlot: '09:00', durationMinutes: 360 };
    const six = { ...confirmation, bookings: [safari] };
    expect(bookingCalendar(six, options)).toContain('DTSTART:20261220T050000Z');
    expect(bookingCalendar(six, options)).toContain('DTEND:20261220T110000Z');
    expect(new URL(googleCalendarUrl(six, safari, options)!).searchParams.get('dates')).toBe('20261220T050000Z/20261220T110000Z');

    const unsaid = { ...safari, durationMinutes: null };
    expect(bookingCalendar({ ...confirmation, bookings: [unsaid] }, options)).toContain('DTEND:20261220T060000Z');
    // a slot with its own end keeps it, whatever the package's duration
    const ranged = { ...safari, timeSlot: '4:00 PM - 6:00 PM' };
    expect(bookingCalendar({ ...confirmation, bookings: [ranged] }, options)).toContain('DTEND:20261220T140000Z');
  });

  it('is left out when no booking has a date', () => {
    expect(
      bookingCalendar({ ...confirmation, bookings: [{ ...booking, date: null }] }, { publicUrl: 'https://portal.example' }),
    ).toBeNull();
    const message = confirmationMessage({ ...confirmation, bookings: [{ ...booking, date: null }] }, 'sara@example.com', {
      publicUrl: 'https://portal.example',
    });
    expect(message.attachments).toBeUndefined();
  });
});

describe('the confirmation e-mail', () => {
  it('lists the ticket details, the discount and the amount paid, with the calendar attached', () => {
    const message = confirmationMessage(confirmation, 'sara@example.com', { publicUrl: 'https://portal.example' });
    expect(message).toMatchObject({
      channel: 'email',
      to: 'sara@example.com',
      language: 'en',
      subject: 'Your booking is confirmed · PABCDEFGHJKLMNPQR',
    });
    for (const text of [
      'Hello Sara,',
      'Entry Ticket · Al Noor Island',
      'Booking number: BABCDEFGHJKLMNPQR',
      'Date: 20/12/2026',
      'Adults: 2',
      'Children: 1',
      'Add-ons: Stargazing add-on (Adults 2, Children 1)',
      'Meals: Arabic dinner × 3',
      'Transport: City pickup (two way)',
      'Discount (WELCOME10): -AED',
      'https://portal.example/booking-details/BABCDEFGHJKLMNPQR',
    ]) {
      expect(message.text).toContain(text);
    }
    expect(message.text).toMatch(/Total paid: AED\s405\.00/);
    expect(message.attachments?.[0]).toMatchObject({
      filename: 'booking-PABCDEFGHJKLMNPQR.ics',
      contentType: expect.stringContaining('text/calendar'),
    });
  });
});

describe('the confirmation e-mail in HTML', () => {
  it('says subtotal, discount and total in that order, in both parts, with inline styles and no remote content', () => {
    const message = confirmationMessage(confirmation, 'sara@example.com', { publicUrl: 'https://portal.example' });
    for (const part of [message.text, message.html!]) {
      const subtotal = part.indexOf('Subtotal');
      const discount = part.indexOf('Discount (WELCOME10)');
      const paid = part.indexOf('Total paid');
      expect(subtotal).toBeGreaterThan(-1);
      expect(discount).toBeGreaterThan(subtotal);
      expect(paid).toBeGreaterThan(discount);
    }
    expect(message.text).toMatch(/Subtotal: AED\s450\.00/);
    expect(message.html).toContain('<html lang="en" dir="ltr">');
    expect(message.html).toContain('href="https://portal.example/booking-details/BABCDEFGHJKLMNPQR"');
    expect(message.html).not.toMatch(/<style|<link|<img|<script|class=/);
  });

  it('is right to left in Arabic and escapes the names it shows', () => {
    const message = confirmationMessage(
      {
        ...confirmation,
        language: 'ae',
        firstName: '<i>Sara</i>',
        bookings: [{ ...booking, packageName: 'رحلة <script>alert(1)</script>' }],
      },
      'sara@example.com',
      { publicUrl: 'https://portal.example' },
    );
    expect(message.html).toContain('<html lang="ar" dir="rtl">');
    expect(message.html).toContain('text-align:right');
    expect(message.html).toContain('المجموع الفرعي');
    expect(message.text).toContain('التاريخ: 20/12/2026');
    expect(message.html).not.toContain('<script>');
    expect(message.html).toContain('رحلة &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(message.html).toContain('&lt;i&gt;Sara&lt;/i&gt;');
  });
});
