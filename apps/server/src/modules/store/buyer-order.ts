import type { Emirate } from '@portal/contract/store';
import { eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { storeOrders, stores, users } from '../../db/schema/index.ts';
import { listSeparator, readerLanguage, type Language } from '../../lib/message-text.ts';
import { loadOrderItems } from './order-view.ts';

/** A store order as its buyer's e-mails tell it (the confirmation and each fulfilment step), in the buyer's language. */
export type BuyerOrder = {
  language: Language;
  firstName: string;
  orderNumber: string;
  storeName: string;
  storeSlug: string;
  /** options as [label, value] in the buyer's language */
  items: { title: string; options: [string, string][]; qty: number; priceFils: number }[];
  address: Record<string, string>;
  totalFils: number;
};

/** The store order `where` picks, told in its buyer's language, and the buyer's e-mail address. */
export async function loadBuyerOrder(db: Database, where: SQL): Promise<{ to: string | null; order: BuyerOrder } | null> {
  const [row] = await db
    .select({ order: storeOrders, buyer: users, store: stores })
    .from(storeOrders)
    .innerJoin(users, eq(users.id, storeOrders.userId))
    .innerJoin(stores, eq(stores.id, storeOrders.storeId))
    .where(where);
  if (!row) return null;
  const language = readerLanguage(row.buyer.language);
  const inLanguage = (en: string, ae: string) => (language === 'ae' && ae ? ae : en);
  const items = await loadOrderItems(db, [row.order.id]);
  return {
    to: row.buyer.email,
    order: {
      language,
      firstName: row.buyer.firstName,
      orderNumber: row.order.orderNumber,
      storeName: inLanguage(row.store.storeName, row.store.arabicStoreName),
      storeSlug: row.store.slug,
      items: items.map(({ row: item, view }) => ({
        title: inLanguage(view.title, view.arabic_title),
        options: Object.entries((language === 'ae' ? view.arabic_variant_options : null) ?? view.variant_options ?? {}),
        qty: item.qty,
        priceFils: item.priceFils,
      })),
      address: row.order.shippingAddress,
      totalFils: row.order.totalFils,
    },
  };
}

/** An item as an e-mail names it: its title, and its options in brackets. */
export function itemName(language: Language, item: BuyerOrder['items'][number]): string {
  const options = item.options.map(([name, value]) => `${name}: ${value}`).join(listSeparator[language]);
  return options ? `${item.title} (${options})` : item.title;
}

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

const country = { en: 'United Arab Emirates', ae: 'الإمارات العربية المتحدة' } as const;

/** The address an order ships to, as one line in the buyer's language (the state and country translated). */
export function addressLine(language: Language, a: Record<string, string>): string {
  const state = language === 'ae' ? (arabicEmirates[a.state as Emirate] ?? a.state) : a.state === 'Dhabi' ? 'Abu Dhabi' : a.state;
  return [a.name, a.address, a.landmark, a.city, state, country[language]]
    .filter((part): part is string => Boolean(part))
    .join(listSeparator[language]);
}
