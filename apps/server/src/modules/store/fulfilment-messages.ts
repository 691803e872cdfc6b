import type { FulfilmentStep, Shipment } from '@portal/contract/store';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { storeOrders } from '../../db/schema/index.ts';
import type { MessageSender, OutgoingMessage } from '../../providers/messages/messages.ts';
import { greeting, listSeparator } from '../../lib/message-text.ts';
import { addressLine, itemName, loadBuyerOrder, type BuyerOrder } from './buyer-order.ts';

/** The steps an operator takes; pending is written at payment and has the order confirmation instead. */
type OperatorStep = Exclude<FulfilmentStep, 'pending'>;

/** What the buyer's e-mail about one fulfilment step says: the order, the step, the operator's note and how it travels. */
export type FulfilmentNotice = BuyerOrder & { step: OperatorStep; note: string; shipment?: Shipment | null | undefined };

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
    note: { processing: 'Note', shipped: 'Shipping details', delivered: 'Note', failed: 'Reason' },
    order: 'Order number',
    items: 'Items',
    address: 'Delivery address',
    carrier: 'Carrier',
    tracking: 'Tracking number',
    follow: 'Follow your parcel',
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
    note: { processing: 'ملاحظة', shipped: 'تفاصيل الشحن', delivered: 'ملاحظة', failed: 'السبب' },
    order: 'رقم الطلب',
    items: 'المنتجات',
    address: 'عنوان التوصيل',
    carrier: 'شركة الشحن',
    tracking: 'رقم التتبّع',
    follow: 'تتبّع شحنتك',
    details: 'تفاصيل طلبك:',
    thanks: 'شكرًا لتسوّقك معنا.',
  },
} as const;

/** The buyer's e-mail about one step of their order, in their language; one per order and step. */
export function fulfilmentMessage(n: FulfilmentNotice, to: string, options: { publicUrl: string }): OutgoingMessage {
  const w = words[n.language];
  const separator = listSeparator[n.language];
  const items = n.items.map((i) => `${itemName(n.language, i)} × ${i.qty}`).join(separator);
  const address = [addressLine(n.language, n.address), n.address.phone].filter(Boolean).join(separator);
  const text = [
    greeting(n.language, n.firstName),
    '',
    w.intro[n.step](n.storeName),
    '',
    `${w.order}: ${n.orderNumber}`,
    `${w.items}: ${items}`,
    `${w.address}: ${address}`,
    ...(n.shipment
      ? [
          `${w.carrier}: ${n.shipment.carrier}`,
          `${w.tracking}: ${n.shipment.tracking_number}`,
          ...(n.shipment.tracking_url ? [`${w.follow}: ${n.shipment.tracking_url}`] : []),
        ]
      : []),
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

/**
 * Writes the buyer's e-mail about a step inside the transaction that records the step (docs/decisions/022),
 * so the e-mail exists exactly when the step does; the caller wakes delivery after the commit. A buyer
 * without an e-mail address gets none, as with the booking confirmation.
 */
export async function writeFulfilmentMessage(
  tx: Database,
  deps: { messages: MessageSender; publicUrl: string },
  change: { orderId: number; step: OperatorStep; note: string; shipment: Shipment | null },
): Promise<void> {
  const loaded = await loadBuyerOrder(tx, eq(storeOrders.id, change.orderId));
  if (!loaded?.to) return;
  const notice = { ...loaded.order, step: change.step, note: change.note, shipment: change.shipment };
  await deps.messages.write(tx, fulfilmentMessage(notice, loaded.to, { publicUrl: deps.publicUrl }));
}
