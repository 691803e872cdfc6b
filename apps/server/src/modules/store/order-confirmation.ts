import { eq } from 'drizzle-orm';
import { purchases, storeOrders } from '../../db/schema/index.ts';
import { purchaseEvents } from '../../lib/observe.ts';
import type { MessageSender, OutgoingMessage } from '../../providers/messages/messages.ts';
import { bookingConfirmationMessages, greeting, money, type ConfirmationMessages } from '../booking/index.ts';
import { writePostcardConfirmation } from '../postcards/index.ts';
import { addressLine, itemName, loadBuyerOrder, type BuyerOrder } from './buyer-order.ts';

const words = {
  en: {
    subject: (n: string) => `Your order is confirmed · ${n}`,
    intro: (store: string) => `Thank you for your order from ${store}. We have received your payment.`,
    order: 'Order number',
    items: 'Items',
    address: 'Delivery address',
    phone: 'Phone',
    total: 'Total paid',
    shipping: 'Shipping and tax are included.',
    details: 'Follow your order:',
    next: 'We will e-mail you as your order is prepared, shipped and delivered.',
  },
  ae: {
    subject: (n: string) => `تم تأكيد طلبك · ${n}`,
    intro: (store: string) => `شكرًا لطلبك من ${store}. لقد استلمنا دفعتك.`,
    order: 'رقم الطلب',
    items: 'المنتجات',
    address: 'عنوان التوصيل',
    phone: 'الهاتف',
    total: 'المبلغ المدفوع',
    shipping: 'الشحن والضريبة مشمولان في السعر.',
    details: 'تابع طلبك:',
    next: 'سنراسلك بالبريد الإلكتروني عند تجهيز طلبك وشحنه وتوصيله.',
  },
} as const;

/**
 * The buyer's order e-mail (decision 032: items, delivery address and total, in the buyer's language), once
 * per order: its key is the order number.
 */
export function orderConfirmationMessage(c: BuyerOrder, to: string, options: { publicUrl: string }): OutgoingMessage {
  const w = words[c.language];
  const items = c.items.map((i) => `- ${itemName(c.language, i)} × ${i.qty}: ${money(c.language, i.priceFils * i.qty)}`);
  const text = [
    greeting(c.language, c.firstName),
    '',
    w.intro(c.storeName),
    '',
    `${w.order}: ${c.orderNumber}`,
    '',
    `${w.items}:`,
    ...items,
    '',
    `${w.address}: ${addressLine(c.language, c.address)}`,
    ...(c.address.phone ? [`${w.phone}: ${c.address.phone}`] : []),
    '',
    `${w.total}: ${money(c.language, c.totalFils)}`,
    w.shipping,
    '',
    w.details,
    new URL(`/stores/${c.storeSlug}/orders/${c.orderNumber}`, options.publicUrl).toString(),
    '',
    w.next,
  ].join('\n');
  return {
    kind: 'store_order_confirmation',
    idempotencyKey: `store-order-confirmation:${c.orderNumber}`,
    channel: 'email',
    to,
    subject: w.subject(c.orderNumber),
    text,
    language: c.language,
  };
}

/**
 * The confirmation e-mail of any purchase, by its kind: a booking's tickets (booking/confirmation.ts), a
 * store order, or a postcard with its card attached (read from `dataDir`). Written by the transaction that
 * confirms the purchase (docs/decisions/022), so a replayed payment event, which confirms nothing, writes
 * none; a buyer without an e-mail address gets none.
 */
export function purchaseConfirmationMessages(deps: {
  messages: MessageSender;
  publicUrl: string;
  dataDir: string;
}): ConfirmationMessages {
  const bookingMessages = bookingConfirmationMessages(deps);
  return {
    async write(tx, purchaseId) {
      const [purchase] = await tx.select({ kind: purchases.kind }).from(purchases).where(eq(purchases.id, purchaseId));
      if (purchase?.kind === 'postcard') return writePostcardConfirmation(tx, deps, purchaseId);
      if (purchase?.kind !== 'store') return bookingMessages.write(tx, purchaseId);
      const loaded = await loadBuyerOrder(tx, eq(storeOrders.purchaseId, purchaseId));
      if (!loaded?.to) return;
      await deps.messages.write(tx, orderConfirmationMessage(loaded.order, loaded.to, { publicUrl: deps.publicUrl }));
    },
    // after the commit of every confirmation, paid or free: the one place /metrics counts them (decision 062)
    committed() {
      deps.messages.wake();
      purchaseEvents.note({ outcome: 'confirmed', count: 1 });
    },
  };
}
