import { addDays, calendarDateIn } from '@portal/domain/dates';
import { describe, expect, it } from 'vitest';
import { cancellationMessage, type CancelledBooking } from './cancellation-message.ts';

/** The visit's day: a week after the suite's today. */
const visitDay = addDays(calendarDateIn(new Date()), 7);

const booking: CancelledBooking = {
  language: 'en',
  firstName: 'Sara',
  orderNumber: 'BK-1001',
  packageName: 'Heritage walk',
  date: visitDay,
  timeSlot: '10:00',
  refundFils: 20_000,
};
const options = { publicUrl: 'https://portal.example' };

describe('cancellationMessage', () => {
  it('tells an English traveller the booking is cancelled, what it was and what comes back', () => {
    const mail = cancellationMessage(booking, 'sara@example.com', options);
    expect(mail).toMatchObject({
      kind: 'booking_cancellation',
      idempotencyKey: 'booking-cancellation:BK-1001',
      channel: 'email',
      to: 'sara@example.com',
      language: 'en',
      subject: 'Your booking is cancelled · BK-1001',
    });
    expect(mail.text).toContain('Hello Sara,');
    expect(mail.text).toContain('Your booking is cancelled and its tickets are no longer valid:');
    expect(mail.text).toContain('Booking number: BK-1001');
    expect(mail.text).toContain(`Date: ${visitDay.slice(8, 10)}/${visitDay.slice(5, 7)}/${visitDay.slice(0, 4)}`);
    expect(mail.text).toContain('Time: 10:00');
    expect(mail.text).toContain('https://portal.example/booking-details/BK-1001');
    expect(mail.text).toMatch(/We are refunding .*200\.00.* to the card you paid with\./);
    expect(mail.text).not.toContain('No refund is due');
  });

  it('says when nothing comes back, and leaves out the date and time a booking has none of', () => {
    const mail = cancellationMessage({ ...booking, refundFils: 0, date: null, timeSlot: null }, 'sara@example.com', options);
    expect(mail.text).toContain('No refund is due for this cancellation.');
    expect(mail.text).not.toContain('We are refunding');
    expect(mail.text).not.toContain('Date:');
    expect(mail.text).not.toContain('Time:');
  });

  it('writes to an Arabic-speaking traveller in Arabic', () => {
    const mail = cancellationMessage({ ...booking, language: 'ae', packageName: 'جولة التراث' }, 'sara@example.com', options);
    expect(mail.language).toBe('ae');
    expect(mail.subject).toBe('تم إلغاء حجزك · BK-1001');
    expect(mail.text).toContain('رقم الحجز: BK-1001');
    expect(mail.text).toContain(`التاريخ: ${visitDay.slice(8, 10)}/${visitDay.slice(5, 7)}/${visitDay.slice(0, 4)}`);
    expect(mail.text).not.toMatch(/[A-Za-z]{4,} [A-Za-z]{4,}/);
  });
});
