import { formatDate } from '@portal/domain/date-format';
import type { OutgoingMessage } from '../../providers/messages/messages.ts';
import { greeting, money, type Language } from '../../lib/message-text.ts';

/** What the cancellation e-mail says about one booking. */
export type CancelledBooking = {
  language: Language;
  firstName: string;
  orderNumber: string;
  packageName: string;
  date: string | null;
  timeSlot: string | null;
  /** what is given back; 0 when nothing is */
  refundFils: number;
};

const words = {
  en: {
    subject: (n: string) => `Your booking is cancelled · ${n}`,
    intro: 'Your booking is cancelled and its tickets are no longer valid:',
    order: 'Booking number',
    date: 'Date',
    time: 'Time',
    refund: (amount: string) =>
      `We are refunding ${amount} to the card you paid with. Depending on your bank it reaches you within 5 to 10 working days.`,
    noRefund: 'No refund is due for this cancellation.',
    thanks: 'We hope to welcome you another time.',
  },
  ae: {
    subject: (n: string) => `تم إلغاء حجزك · ${n}`,
    intro: 'تم إلغاء حجزك ولم تعد تذاكره صالحة:',
    order: 'رقم الحجز',
    date: 'التاريخ',
    time: 'الوقت',
    refund: (amount: string) =>
      `سنعيد مبلغ ${amount} إلى البطاقة التي دفعت بها. يصلك المبلغ خلال 5 إلى 10 أيام عمل بحسب البنك الذي تتعامل معه.`,
    noRefund: 'لا يستحق أي مبلغ مسترد عن هذا الإلغاء.',
    thanks: 'نتطلع إلى استقبالك في وقت آخر.',
  },
} as const;

/**
 * The e-mail that tells a traveller their booking is cancelled and what comes back, in their language;
 * once per booking (its key is the order number), whoever cancelled it.
 */
export function cancellationMessage(b: CancelledBooking, to: string, options: { publicUrl: string }): OutgoingMessage {
  const w = words[b.language];
  const lines = [`${b.packageName}`, `${w.order}: ${b.orderNumber}`];
  if (b.date) lines.push(`${w.date}: ${formatDate(b.date)}`);
  if (b.timeSlot) lines.push(`${w.time}: ${b.timeSlot}`);
  const text = [
    greeting(b.language, b.firstName),
    '',
    w.intro,
    '',
    ...lines,
    new URL(`/booking-details/${b.orderNumber}`, options.publicUrl).toString(),
    '',
    b.refundFils > 0 ? w.refund(money(b.language, b.refundFils)) : w.noRefund,
    w.thanks,
  ].join('\n');
  return {
    kind: 'booking_cancellation',
    idempotencyKey: `booking-cancellation:${b.orderNumber}`,
    channel: 'email',
    to,
    subject: w.subject(b.orderNumber),
    text,
    language: b.language,
  };
}
