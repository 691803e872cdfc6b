import { formatLongDate } from '@portal/domain/date-format';
import { calendarDateIn, dubaiOffsetMs } from '@portal/domain/dates';
import type { Database } from '../../db/client.ts';
import type { giftCards } from '../../db/schema/index.ts';
import { greeting, money } from '../../lib/message-text.ts';
import type { MessageSender } from '../../providers/messages/messages.ts';
import { printedCode } from './codes.ts';
import { giftCardPdf } from './gift-card-pdf.ts';

type Card = typeof giftCards.$inferSelect;

const words = {
  en: {
    subject: 'You have received a gift card',
    intro: (amount: string, from: string) =>
      from ? `${from} has sent you a gift card of ${amount}.` : `You have received a gift card of ${amount}.`,
    message: 'Their message:',
    code: 'Your code',
    valid: (date: string) => `The card is valid until ${date}; what is left of its balance then expires.`,
    use: 'Enter the code at checkout to pay for tickets, store orders or postcards, wholly or in part. Check its balance at:',
    attached: 'Your card is attached as a PDF.',
  },
  ae: {
    subject: 'لقد وصلتك بطاقة هدية',
    intro: (amount: string, from: string) =>
      from ? `أرسل لك ${from} بطاقة هدية بقيمة ${amount}.` : `وصلتك بطاقة هدية بقيمة ${amount}.`,
    message: 'رسالته:',
    code: 'رمز البطاقة',
    valid: (date: string) => `البطاقة صالحة حتى ${date}، وبعدها ينتهي ما تبقى من رصيدها.`,
    use: 'أدخل الرمز عند الدفع لشراء التذاكر أو طلبات المتجر أو البطاقات البريدية كليًا أو جزئيًا. اعرف رصيدها من:',
    attached: 'بطاقتك مرفقة بصيغة PDF.',
  },
} as const;

/** The hour of the send-on date a card's e-mail goes out, Dubai time. */
const sendHourDubai = 9;

/** 09:00 Dubai on `sendOn` (YYYY-MM-DD); null when that is already past, and the e-mail goes now. */
export function scheduledSend(sendOn: string, now: Date): Date | null {
  const at = new Date(Date.parse(`${sendOn}T00:00:00Z`) + sendHourDubai * 3_600_000 - dubaiOffsetMs);
  return at > now ? at : null;
}

/**
 * Writes the recipient's e-mail of a card, in their language, with the card as a PDF, in the caller's
 * transaction: scheduled for 09:00 Dubai on its send-on date, once per card (its key).
 */
export async function writeGiftCardMessage(
  tx: Database,
  deps: { messages: MessageSender; publicUrl: string; now: Date },
  card: Card,
  code: string,
  from: string,
): Promise<void> {
  const language = card.recipientLanguage;
  const w = words[language];
  const amount = money(language, card.initialFils);
  const expiresOn = calendarDateIn(card.expiresAt);
  const text = [
    greeting(language, card.recipientName),
    '',
    w.intro(amount, from),
    ...(card.message ? ['', w.message, card.message] : []),
    '',
    `${w.code}: ${printedCode(code)}`,
    w.valid(formatLongDate(expiresOn, language)),
    '',
    w.use,
    new URL('/gift-cards', deps.publicUrl).toString(),
    '',
    w.attached,
  ].join('\n');
  const pdf = await giftCardPdf({
    code,
    amountFils: card.initialFils,
    expiresOn,
    recipientName: card.recipientName,
    message: card.message,
    language,
  });
  const sendAt = scheduledSend(card.sendOn, deps.now);
  await deps.messages.write(tx, {
    kind: 'gift_card',
    idempotencyKey: `gift-card:${card.id}`,
    channel: 'email',
    to: card.recipientEmail,
    subject: w.subject,
    text,
    language,
    attachments: [{ filename: `gift-card-${card.last4}.pdf`, content: pdf, contentType: 'application/pdf' }],
    ...(sendAt ? { sendAt } : {}),
  });
}
