import type { Emirate } from '@portal/contract/store';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products, purchases, storeOrderItems, storeOrders, stores, users, variationAttributes } from '../../db/schema/index.ts';
import type { MessageSender, OutgoingMessage } from '../../providers/messages/messages.ts';
import { bookingConfirmationMessages, money, type ConfirmationMessages } from '../booking/confirmation.ts';

type Language = 'en' | 'ae';

/** What the buyer's order e-mail says (issue 13: items, delivery address and total, in the buyer's language). */
export type OrderConfirmation = {
  language: Language;
  firstName: string;
  orderNumber: string;
  storeName: string;
  storeSlug: string;
  items: { title: string; options: [string, string][]; qty: number; priceFils: number }[];
  address: Record<string, string>;
  totalFils: number;
};

const words = {
  en: {
    subject: (n: string) => `Your order is confirmed · ${n}`,
    hello: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    intro: (store: string) => `Thank you for your order from ${store}. We have received your payment.`,
    order: 'Order number',
    items: 'Items',
    address: 'Delivery address',
    phone: 'Phone',
    total: 'Total paid',
    shipping: 'Shipping and tax are included.',
    details: 'Follow your order:',
    next: 'We will e-mail you as your order is prepared, shipped and delivered.',
    country: 'United Arab Emirates',
  },
  ae: {
    subject: (n: string) => `تم تأكيد طلبك · ${n}`,
    hello: (name: string) => (name ? `مرحبًا ${name}،` : 'مرحبًا،'),
    intro: (store: string) => `شكرًا لطلبك من ${store}. لقد استلمنا دفعتك.`,
    order: 'رقم الطلب',
    items: 'المنتجات',
    address: 'عنوان التوصيل',
    phone: 'الهاتف',
    total: 'المبلغ المدفوع',
    shipping: 'الشحن والضريبة مشمولان في السعر.',
    details: 'تابع طلبك:',
    next: 'سنراسلك بالبريد الإلكتروني عند تجهيز طلبك وشحنه وتوصيله.',
    country: 'الإمارات العربية المتحدة',
  },
} as const;

/** The seven emirates as an Arabic reader names them (spec part 2 §5 spells them in English). */
const arabicEmirates: Record<Emirate, string> = {
  Dhabi: 'أبوظبي',
  Dubai: 'دبي',
  Sharjah: 'الشارقة',
  Ajman: 'عجمان',
  'Umm Al-Quwain': 'أم القيوين',
  Fujairah: 'الفجيرة',
  'Ras Al Khaimah': 'رأس الخيمة',
};

const listSeparator = { en: ', ', ae: '، ' } as const;

/** The address the order ships to, as one line in the buyer's language (the state and country translated). */
function addressLine(language: Language, a: Record<string, string>): string {
  const state = language === 'ae' ? (arabicEmirates[a.state as Emirate] ?? a.state) : a.state === 'Dhabi' ? 'Abu Dhabi' : a.state;
  return [a.name, a.address, a.landmark, a.city, state, words[language].country]
    .filter((part): part is string => Boolean(part))
    .join(listSeparator[language]);
}

/** The buyer's order e-mail, once per order: its key is the order number. */
export function orderConfirmationMessage(c: OrderConfirmation, to: string, options: { publicUrl: string }): OutgoingMessage {
  const w = words[c.language];
  const items = c.items.map((i) => {
    const options = i.options.map(([name, value]) => `${name}: ${value}`).join(listSeparator[c.language]);
    return `- ${i.title}${options ? ` (${options})` : ''} × ${i.qty}: ${money(c.language, i.priceFils * i.qty)}`;
  });
  const text = [
    w.hello(c.firstName),
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
 * A variant's options in the buyer's language: Arabic attribute names and values from the product's
 * variation attributes, the stored English where a label has no Arabic.
 */
function localOptions(
  language: Language,
  options: Record<string, string> | null,
  attributes: (typeof variationAttributes.$inferSelect)[],
): [string, string][] {
  return Object.entries(options ?? {}).map(([name, value]) => {
    const attribute = language === 'ae' ? attributes.find((a) => a.name === name) : undefined;
    if (!attribute) return [name, value];
    const arabicValue = attribute.arabicValues[attribute.values.indexOf(value)];
    return [attribute.arabicName || name, arabicValue || value];
  });
}

/** Loads a store purchase's order as its e-mail tells it, in the language of its buyer. */
async function loadOrderConfirmation(
  db: Database,
  purchaseId: number,
): Promise<{ to: string | null; confirmation: OrderConfirmation } | null> {
  const [row] = await db
    .select({ order: storeOrders, buyer: users, store: stores })
    .from(storeOrders)
    .innerJoin(users, eq(users.id, storeOrders.userId))
    .innerJoin(stores, eq(stores.id, storeOrders.storeId))
    .where(eq(storeOrders.purchaseId, purchaseId));
  if (!row) return null;
  const language: Language = row.buyer.language === 'ae' ? 'ae' : 'en';
  const items = await db
    .select({ item: storeOrderItems, arabicTitle: products.arabicTitle })
    .from(storeOrderItems)
    .innerJoin(products, eq(products.id, storeOrderItems.productId))
    .where(eq(storeOrderItems.orderId, row.order.id))
    .orderBy(asc(storeOrderItems.id));
  const attributes =
    language === 'ae' && items.length > 0
      ? await db
          .select()
          .from(variationAttributes)
          .where(
            inArray(
              variationAttributes.productId,
              items.map((i) => i.item.productId),
            ),
          )
      : [];
  const inLanguage = (en: string, ae: string) => (language === 'ae' && ae ? ae : en);
  return {
    to: row.buyer.email,
    confirmation: {
      language,
      firstName: row.buyer.firstName,
      orderNumber: row.order.orderNumber,
      storeName: inLanguage(row.store.storeName, row.store.arabicStoreName),
      storeSlug: row.store.slug,
      items: items.map(({ item, arabicTitle }) => ({
        title: inLanguage(item.title, arabicTitle),
        options: localOptions(
          language,
          item.variantOptions,
          attributes.filter((a) => a.productId === item.productId),
        ),
        qty: item.qty,
        priceFils: item.priceFils,
      })),
      address: row.order.shippingAddress,
      totalFils: row.order.totalFils,
    },
  };
}

/**
 * The confirmation e-mail of any purchase, by its kind: a booking's tickets (booking/confirmation.ts) or a
 * store order. Written by the transaction that confirms the purchase (docs/decisions/022), so a replayed
 * payment event, which confirms nothing, writes none; a buyer without an e-mail address gets none.
 */
export function purchaseConfirmationMessages(deps: { messages: MessageSender; publicUrl: string }): ConfirmationMessages {
  const bookingMessages = bookingConfirmationMessages(deps);
  return {
    async write(tx, purchaseId) {
      const [purchase] = await tx.select({ kind: purchases.kind }).from(purchases).where(eq(purchases.id, purchaseId));
      if (purchase?.kind !== 'store') return bookingMessages.write(tx, purchaseId);
      const loaded = await loadOrderConfirmation(tx, purchaseId);
      if (!loaded?.to) return;
      await deps.messages.write(tx, orderConfirmationMessage(loaded.confirmation, loaded.to, { publicUrl: deps.publicUrl }));
    },
    committed: deps.messages.wake,
  };
}
