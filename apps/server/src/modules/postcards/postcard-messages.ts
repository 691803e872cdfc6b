import type { PostcardFile } from '@portal/contract/postcards';
import { eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { postcardOrders, users } from '../../db/schema/index.ts';
import type { MessageSender, OutgoingMessage } from '../../providers/messages/messages.ts';
import { greeting, money, readerLanguage, type Language } from '../../lib/message-text.ts';
import type { Storage } from '../../lib/storage/index.ts';
import { readCardFile } from './card-files.ts';

/** The steps an operator takes in the print queue; received is written by the payment and has the confirmation. */
export type PrintStep = 'printed' | 'posted';

/** A postcard order as its buyer's e-mails tell it, in the buyer's language. */
export type BuyerPostcard = {
  language: Language;
  firstName: string;
  orderNumber: string;
  frameName: string;
  amountFils: number;
};

const words = {
  en: {
    subject: (n: string) => `Your postcard order is confirmed · ${n}`,
    intro: 'Thank you for your postcard order. We have received your payment; your card is attached, ready to print.',
    order: 'Order number',
    frame: 'Frame',
    paid: 'Amount paid',
    details: 'Your order:',
    next: 'We will e-mail you when your card is printed and when it is posted.',
    step: {
      printed: {
        subject: (n: string) => `Your postcard is printed · ${n}`,
        intro: 'Your postcard has been printed and will be posted soon.',
      },
      posted: {
        subject: (n: string) => `Your postcard is on its way · ${n}`,
        intro: 'Your postcard has been posted and is on its way to its receiver.',
      },
    },
    thanks: 'Thank you for sharing your moments with us.',
  },
  ae: {
    subject: (n: string) => `تم تأكيد طلب بطاقتك البريدية · ${n}`,
    intro: 'شكرًا لطلبك بطاقة بريدية. لقد استلمنا دفعتك، وأرفقنا لك البطاقة جاهزة للطباعة.',
    order: 'رقم الطلب',
    frame: 'الإطار',
    paid: 'المبلغ المدفوع',
    details: 'تفاصيل طلبك:',
    next: 'سنراسلك بالبريد الإلكتروني عند طباعة بطاقتك وعند إرسالها بالبريد.',
    step: {
      printed: {
        subject: (n: string) => `تمت طباعة بطاقتك البريدية · ${n}`,
        intro: 'طبعنا بطاقتك البريدية، وسنرسلها بالبريد قريبًا.',
      },
      posted: {
        subject: (n: string) => `بطاقتك البريدية في طريقها · ${n}`,
        intro: 'أرسلنا بطاقتك البريدية بالبريد، وهي الآن في طريقها إلى المستلم.',
      },
    },
    thanks: 'شكرًا لمشاركتنا لحظاتك.',
  },
} as const;

const orderPage = (orderNumber: string, publicUrl: string) =>
  new URL(`/hos-postcards/order-details/${encodeURIComponent(orderNumber)}`, publicUrl).toString();

/** What every postcard e-mail says of the order: its number, its frame and (once paid) the amount. */
function orderLines(c: BuyerPostcard): string[] {
  const w = words[c.language];
  return [`${w.order}: ${c.orderNumber}`, `${w.frame}: ${c.frameName}`, `${w.paid}: ${money(c.language, c.amountFils)}`];
}

/** The files attached to the confirmation: the print-ready PDF and the front's preview. */
const attachedFiles: { file: PostcardFile; name: (n: string) => string; contentType: string }[] = [
  { file: 'card.pdf', name: (n) => `postcard-${n}.pdf`, contentType: 'application/pdf' },
  { file: 'front.jpg', name: (n) => `postcard-${n}-front.jpg`, contentType: 'image/jpeg' },
];

/** An e-mail's text: greeting, what happened, the card's facts, the link to its page, and a closing line. */
function messageText(c: BuyerPostcard, intro: string, closing: string, publicUrl: string): string {
  const w = words[c.language];
  return [
    greeting(c.language, c.firstName),
    '',
    intro,
    '',
    ...orderLines(c),
    '',
    w.details,
    orderPage(c.orderNumber, publicUrl),
    '',
    closing,
  ].join('\n');
}

/**
 * The buyer's confirmation of a paid card (decision 033), in their language, with the card attached; one per
 * order: its key is the order number.
 */
export function postcardConfirmationMessage(
  c: BuyerPostcard,
  to: string,
  options: { publicUrl: string; attachments: NonNullable<OutgoingMessage['attachments']> },
): OutgoingMessage {
  const w = words[c.language];
  const text = messageText(c, w.intro, w.next, options.publicUrl);
  return {
    kind: 'postcard_confirmation',
    idempotencyKey: `postcard-confirmation:${c.orderNumber}`,
    channel: 'email',
    to,
    subject: w.subject(c.orderNumber),
    text,
    language: c.language,
    ...(options.attachments.length > 0 ? { attachments: options.attachments } : {}),
  };
}

/** The buyer's e-mail about one print-queue step, in their language; one per order and step (steps only go forward). */
export function postcardStepMessage(
  c: BuyerPostcard,
  step: PrintStep,
  to: string,
  options: { publicUrl: string },
): OutgoingMessage {
  const w = words[c.language];
  const text = messageText(c, w.step[step].intro, w.thanks, options.publicUrl);
  return {
    kind: 'postcard_step',
    idempotencyKey: `postcard-step:${c.orderNumber}:${step}`,
    channel: 'email',
    to,
    subject: w.step[step].subject(c.orderNumber),
    text,
    language: c.language,
  };
}

/** The postcard order `where` picks, told in its buyer's language, and the buyer's e-mail address. */
async function loadBuyerPostcard(db: Database, where: SQL): Promise<{ to: string | null; card: BuyerPostcard } | null> {
  const [row] = await db
    .select({ order: postcardOrders, buyer: users })
    .from(postcardOrders)
    .innerJoin(users, eq(users.id, postcardOrders.userId))
    .where(where);
  if (!row) return null;
  const language = readerLanguage(row.buyer.language);
  return {
    to: row.buyer.email,
    card: {
      language,
      firstName: row.buyer.firstName,
      orderNumber: row.order.orderNumber,
      frameName: language === 'ae' && row.order.arabicName ? row.order.arabicName : row.order.name,
      amountFils: row.order.amountFils,
    },
  };
}

/**
 * Writes the confirmation of the postcard purchase `purchaseId` inside the transaction that confirms it
 * (docs/decisions/022), attaching the card's files as they are in storage. A buyer without an e-mail address
 * gets none.
 */
export async function writePostcardConfirmation(
  tx: Database,
  deps: { messages: MessageSender; publicUrl: string; storage: Storage },
  purchaseId: number,
): Promise<void> {
  const loaded = await loadBuyerPostcard(tx, eq(postcardOrders.purchaseId, purchaseId));
  if (!loaded?.to) return;
  const { orderNumber } = loaded.card;
  const attachments = [];
  for (const a of attachedFiles) {
    // the files were written before the order was committed; a file lost since is left out rather than
    // failing the payment's confirmation (the order page and the print queue still show what is there)
    const content = await readCardFile(deps.storage, orderNumber, a.file);
    if (content) attachments.push({ filename: a.name(orderNumber), content, contentType: a.contentType });
  }
  await deps.messages.write(tx, postcardConfirmationMessage(loaded.card, loaded.to, { publicUrl: deps.publicUrl, attachments }));
}

/** Writes the buyer's e-mail about a step inside the transaction that records the step; none without an address. */
export async function writePostcardStepMessage(
  tx: Database,
  deps: { messages: MessageSender; publicUrl: string },
  change: { orderId: number; step: PrintStep },
): Promise<void> {
  const loaded = await loadBuyerPostcard(tx, eq(postcardOrders.id, change.orderId));
  if (!loaded?.to) return;
  await deps.messages.write(tx, postcardStepMessage(loaded.card, change.step, loaded.to, { publicUrl: deps.publicUrl }));
}
