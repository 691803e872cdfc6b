import type { FulfilmentStep } from '@portal/contract/store';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products, storeOrderItems, storeOrders, stores, users } from '../../db/schema/index.ts';
import type { MessageSender, OutgoingMessage } from '../../providers/messages/messages.ts';

type Language = 'en' | 'ae';
/** The steps an operator takes; pending is written at payment and has the order confirmation instead. */
type OperatorStep = Exclude<FulfilmentStep, 'pending'>;

/** What the buyer's e-mail about one fulfilment step says. */
export type FulfilmentNotice = {
  language: Language;
  firstName: string;
  orderNumber: string;
  storeName: string;
  storeSlug: string;
  step: OperatorStep;
  note: string;
  items: { title: string; qty: number }[];
  address: string;
};

const words = {
  en: {
    subject: {
      processing: (n: string) => `We are preparing your order · ${n}`,
      shipped: (n: string) => `Your order is on its way · ${n}`,
      delivered: (n: string) => `Your order was delivered · ${n}`,
      failed: (n: string) => `We could not complete your order · ${n}`,
    },
    intro: {
      processing: (store: string) => `${store} is preparing your order.`,
      shipped: (store: string) => `${store} has shipped your order.`,
      delivered: (store: string) => `Your order from ${store} was delivered. We hope you enjoy it.`,
      failed: (store: string) =>
        `${store} could not complete your order. We are sorry; our team will contact you about a refund.`,
    },
    hello: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    note: { processing: 'Note', shipped: 'Shipping details', delivered: 'Note', failed: 'Reason' },
    order: 'Order number',
    items: 'Items',
    address: 'Delivery address',
    details: 'Your order:',
    thanks: 'Thank you for shopping with us.',
  },
  ae: {
    subject: {
      processing: (n: string) => `نجهّز طلبك الآن · ${n}`,
      shipped: (n: string) => `طلبك في الطريق إليك · ${n}`,
      delivered: (n: string) => `تم توصيل طلبك · ${n}`,
      failed: (n: string) => `تعذّر علينا إتمام طلبك · ${n}`,
    },
    intro: {
      processing: (store: string) => `يعمل ${store} على تجهيز طلبك.`,
      shipped: (store: string) => `شحن ${store} طلبك وهو في الطريق إليك.`,
      delivered: (store: string) => `تم توصيل طلبك من ${store}. نتمنى أن ينال إعجابك.`,
      failed: (store: string) => `لم يتمكن ${store} من إتمام طلبك. نعتذر عن ذلك، وسيتواصل معك فريقنا بشأن استرداد المبلغ.`,
    },
    hello: (name: string) => (name ? `مرحبًا ${name}،` : 'مرحبًا،'),
    note: { processing: 'ملاحظة', shipped: 'تفاصيل الشحن', delivered: 'ملاحظة', failed: 'السبب' },
    order: 'رقم الطلب',
    items: 'المنتجات',
    address: 'عنوان التوصيل',
    details: 'تفاصيل طلبك:',
    thanks: 'شكرًا لتسوّقك معنا.',
  },
} as const;

const listSeparator = { en: ', ', ae: '، ' } as const;

/** The buyer's e-mail about one step of their order, in their language; one per order and step. */
export function fulfilmentMessage(n: FulfilmentNotice, to: string, options: { publicUrl: string }): OutgoingMessage {
  const w = words[n.language];
  const items = n.items.map((i) => `${i.title} × ${i.qty}`).join(listSeparator[n.language]);
  const text = [
    w.hello(n.firstName),
    '',
    w.intro[n.step](n.storeName),
    '',
    `${w.order}: ${n.orderNumber}`,
    `${w.items}: ${items}`,
    `${w.address}: ${n.address}`,
    ...(n.note ? [`${w.note[n.step]}: ${n.note}`] : []),
    '',
    w.details,
    new URL(`/stores/${n.storeSlug}/orders/${n.orderNumber}`, options.publicUrl).toString(),
    '',
    w.thanks,
  ].join('\n');
  return {
    kind: 'store_fulfilment',
    // an order takes each step at most once (steps only go forward), so the step names the cause
    idempotencyKey: `store-fulfilment:${n.orderNumber}:${n.step}`,
    channel: 'email',
    to,
    subject: w.subject[n.step](n.orderNumber),
    text,
    language: n.language,
  };
}

/** Loads what the e-mail says about an order, in the language of its buyer, and where it goes. */
async function loadNotice(
  db: Database,
  orderId: number,
  step: OperatorStep,
  note: string,
): Promise<{ to: string | null; notice: FulfilmentNotice } | null> {
  const [row] = await db
    .select({ order: storeOrders, buyer: users, store: stores })
    .from(storeOrders)
    .innerJoin(users, eq(users.id, storeOrders.userId))
    .innerJoin(stores, eq(stores.id, storeOrders.storeId))
    .where(eq(storeOrders.id, orderId));
  if (!row) return null;
  const language: Language = row.buyer.language === 'ae' ? 'ae' : 'en';
  const inLanguage = (en: string, ae: string) => (language === 'ae' && ae ? ae : en);
  const items = await db
    .select({ title: storeOrderItems.title, arabicTitle: products.arabicTitle, qty: storeOrderItems.qty })
    .from(storeOrderItems)
    .innerJoin(products, eq(products.id, storeOrderItems.productId))
    .where(eq(storeOrderItems.orderId, orderId))
    .orderBy(asc(storeOrderItems.id));
  const a = row.order.shippingAddress;
  return {
    to: row.buyer.email,
    notice: {
      language,
      firstName: row.buyer.firstName,
      orderNumber: row.order.orderNumber,
      storeName: inLanguage(row.store.storeName, row.store.arabicStoreName),
      storeSlug: row.store.slug,
      step,
      note,
      items: items.map((i) => ({ title: inLanguage(i.title, i.arabicTitle), qty: i.qty })),
      address: [a.name, a.address, a.landmark, a.city, a.state, a.country, a.phone].filter(Boolean).join(listSeparator[language]),
    },
  };
}

/**
 * Writes the buyer's e-mail about a step inside the transaction that records the step (docs/decisions/022),
 * so the e-mail exists exactly when the step does; the caller wakes delivery after the commit. A buyer
 * without an e-mail address gets none, as with the booking confirmation.
 */
export async function writeFulfilmentMessage(
  tx: Database,
  deps: { messages: MessageSender; publicUrl: string },
  change: { orderId: number; step: OperatorStep; note: string },
): Promise<void> {
  const loaded = await loadNotice(tx, change.orderId, change.step, change.note);
  if (!loaded?.to) return;
  await deps.messages.write(tx, fulfilmentMessage(loaded.notice, loaded.to, { publicUrl: deps.publicUrl }));
}
