import { bookingStatuses } from '@portal/contract/cancellation';
import { addDays, calendarDateIn } from '@portal/domain/dates';
import { and, asc, between, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings, packages, reviews, users } from '../../db/schema/index.ts';
import type { MessageSender, OutgoingMessage } from '../../providers/messages/messages.ts';
import { greeting, readerLanguage, type Language } from '../../lib/message-text.ts';

/** A booking whose event was longer ago than this gets no invitation: the memory has faded. */
export const invitationWindowDays = 14;

/** Bookings invited per run; the next run takes the rest. */
const batchSize = 200;

const words = {
  en: {
    subject: (name: string) => `How was ${name}?`,
    ask: (name: string) => `We hope you enjoyed ${name}. Would you tell other travellers how it was?`,
    how: 'Give it one to five stars and a few words; it takes a minute:',
    thanks: 'Thank you for travelling with us.',
  },
  ae: {
    subject: (name: string) => `كيف كانت تجربتك في ${name}؟`,
    ask: (name: string) => `نتمنى أن تكون قد استمتعت بـ ${name}. هل تخبر المسافرين الآخرين عن تجربتك؟`,
    how: 'امنحها من نجمة إلى خمس نجوم واكتب بضع كلمات، لن يستغرق ذلك أكثر من دقيقة:',
    thanks: 'شكرًا لسفرك معنا.',
  },
} as const;

type Invitee = {
  orderNumber: string;
  language: Language;
  firstName: string;
  email: string;
  packageName: string;
};

/** The day-after e-mail asking the traveller to review the booking; once per booking (its key is the order number). */
export function reviewInvitationMessage(invitee: Invitee, publicUrl: string): OutgoingMessage {
  const w = words[invitee.language];
  const link = new URL('/order-history', publicUrl);
  link.searchParams.set('review', invitee.orderNumber);
  return {
    kind: 'review_invitation',
    idempotencyKey: `review-invitation:${invitee.orderNumber}`,
    channel: 'email',
    to: invitee.email,
    subject: w.subject(invitee.packageName),
    text: [
      greeting(invitee.language, invitee.firstName),
      '',
      w.ask(invitee.packageName),
      w.how,
      link.toString(),
      '',
      w.thanks,
    ].join('\n'),
    language: invitee.language,
  };
}

/**
 * The review-invitation job (decision 039): every confirmed, not yet invited booking of a package its
 * traveller has not reviewed, whose event date was yesterday or up to `invitationWindowDays` before
 * (Asia/Dubai), gets one e-mail in its traveller's language. Each booking is claimed by a conditional update of `review_invited_at` in the
 * transaction that writes its message, so two runs never invite twice. A traveller without an e-mail
 * address (signed up by mobile) is marked invited with nothing sent. Answers how many e-mails were written.
 */
export async function inviteReviewers(deps: { db: Database; messages: MessageSender; publicUrl: string; now: Date }) {
  const today = calendarDateIn(deps.now);
  const due = await deps.db
    .select({
      id: bookings.id,
      orderNumber: bookings.orderNumber,
      language: users.language,
      firstName: users.firstName,
      email: users.email,
      packageName: packages.packageName,
      arabicName: packages.arabicName,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .innerJoin(packages, eq(packages.id, bookings.packageId))
    .where(
      and(
        eq(bookings.status, bookingStatuses.confirmed),
        isNull(bookings.reviewInvitedAt),
        // decision 056: a traveller reviews a package once, so another visit of a reviewed one asks nothing
        sql`not exists (select 1 from ${reviews} where ${reviews.userId} = ${bookings.userId} and ${reviews.packageId} = ${bookings.packageId})`,
        between(bookings.date, addDays(today, -invitationWindowDays), addDays(today, -1)),
      ),
    )
    // the oldest event first, in bookings_review_due_idx order: the job reads only the bookings still to invite
    .orderBy(asc(bookings.date), asc(bookings.id))
    .limit(batchSize);
  let written = 0;
  for (const booking of due) {
    const sent = await deps.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(bookings)
        .set({ reviewInvitedAt: deps.now })
        .where(and(eq(bookings.id, booking.id), isNull(bookings.reviewInvitedAt)))
        .returning({ id: bookings.id });
      if (!claimed || !booking.email) return false;
      const language = readerLanguage(booking.language);
      const invitee = {
        orderNumber: booking.orderNumber,
        language,
        firstName: booking.firstName,
        email: booking.email,
        packageName: language === 'ae' ? booking.arabicName : booking.packageName,
      };
      await deps.messages.write(tx, reviewInvitationMessage(invitee, deps.publicUrl));
      return true;
    });
    if (sent) written += 1;
  }
  if (written > 0) deps.messages.wake();
  return written;
}
