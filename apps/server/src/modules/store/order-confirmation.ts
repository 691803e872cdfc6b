import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { storeOrders } from '../../db/schema/index.ts';
import { greeting, money } from '../../lib/message-text.ts';
import type { MessageSender, OutgoingMessage } from '../../providers/messages/messages.ts';
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
 * Writes a store purchase's order e-mail in the transaction that confirms it (docs/decisions/022); a buyer
 * without an e-mail address gets none.
 */
export async function writeOrderConfirmation(
  tx: Database,
  deps: { messages: MessageSender; publicUrl: string },
  purchaseId: number,
): Promise<void> {
  const loaded = await loadBuyerOrder(tx, eq(storeOrders.purchaseId, purchaseId));
  if (!loaded?.to) return;
  await deps.messages.write(tx, orderConfirmationMessage(loaded.order, loaded.to, { publicUrl: deps.publicUrl }));
}
