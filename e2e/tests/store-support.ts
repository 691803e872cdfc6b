import type { APIRequestContext, Page } from '@playwright/test';
import { newUser, registerThroughApi, type Language } from './accounts-support.ts';
import { expect } from './fixtures.ts';
import { outboxHeaders } from './operators.ts';

/**
 * Helpers shared by the store's journeys (store-*.spec.ts): the phone-width check, the buyer's actions through the API and the buyer's e-mails about an order.
 */

/** The page does not scroll sideways (a 390 px phone shows all of it). */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** An action with a bearer token, answering its JSON. */
export async function act(request: APIRequestContext, token: string, form: Record<string, string>) {
  const response = await request.post('/api', { form, headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

/**
 * The subjects of the buyer's e-mails about an order, before " · <order number>": the confirmation
 * (apps/server/src/modules/store/order-confirmation.ts) and each fulfilment step (fulfilment-messages.ts).
 */
const orderMailSubjects = {
  en: {
    confirmed: 'Your order is confirmed',
    processing: 'We are preparing your order',
    shipped: 'Your order is on its way',
    delivered: 'Your order was delivered',
    failed: 'We could not complete your order',
  },
  ae: {
    confirmed: 'تم تأكيد طلبك',
    processing: 'نجهّز طلبك الآن',
    shipped: 'طلبك في الطريق إليك',
    delivered: 'تم توصيل طلبك',
    failed: 'تعذّر علينا إتمام طلبك',
  },
} as const;

/** What the buyer was e-mailed about one order, oldest first, each as [the e-mail's language, its kind], from the outbox. */
export async function orderMails(request: APIRequestContext, to: string, orderNumber: string, language: Language) {
  const response = await request.get('/dev/outbox', { params: { to }, headers: outboxHeaders });
  expect(response.ok(), 'GET /dev/outbox').toBe(true);
  const { data } = (await response.json()) as { data: { subject: string; language: string }[] };
  return data.reverse().flatMap((m) => {
    const kind = Object.entries(orderMailSubjects[language]).find(
      ([, subject]) => m.subject === `${subject} · ${orderNumber}`,
    )?.[0];
    return kind ? [[m.language, kind]] : [];
  });
}

/** The body of the buyer's e-mail saying the order is on its way, once the outbox has it. */
export async function shippedMailBody(request: APIRequestContext, to: string, orderNumber: string, language: Language) {
  const subject = `${orderMailSubjects[language].shipped} · ${orderNumber}`;
  let body = '';
  await expect
    .poll(async () => {
      const response = await request.get('/dev/outbox', { params: { to }, headers: outboxHeaders });
      const { data } = (await response.json()) as { data: { subject: string; body: string }[] };
      body = data.find((m) => m.subject === subject)?.body ?? '';
      return body;
    })
    .not.toBe('');
  return body;
}

/** An order's card on the operators' store orders page (/backoffice/store-orders). */
export function operatorOrderCard(page: Page, orderNumber: string) {
  return page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: orderNumber }) });
}

/** A demo product without variants and with plenty of stock (apps/server/src/db/seed/store.ts), so no other journey runs short. */
const productSlug = 'camel-milk-soap-set';

/** A buyer who saved an address, bought one soap set with the store form of createPurchase and paid on the sandbox page. */
export async function paidStoreOrder(request: APIRequestContext, language: Language, street: string) {
  const buyer = newUser(`ship-${language}`);
  const token = await registerThroughApi(request, buyer, language);
  const product = await request.post('/api', { form: { action: 'getProduct', slug: productSlug } });
  const productId = ((await product.json()) as { data: { product_id: number } }).data.product_id;
  const address = { name: 'Hessa Al Marri', phone: '050 123 4567', address: street, city: 'Sharjah', state: 'Sharjah' };
  const saved = (await act(request, token, { action: 'addAddress', address: JSON.stringify(address) })) as {
    data: { id: number };
  };
  const items = JSON.stringify({ products: [{ product_id: productId, qty: 1 }], address_id: saved.data.id });
  const created = await act(request, token, { action: 'createPurchase', items });
  const started = await act(request, token, { action: 'initiatePayment', purchase_number: String(created.purchase_number) });
  const paid = await request.post(new URL(String(started.payment_link)).pathname, {
    form: { outcome: 'succeeded' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  return { buyer, token, orderNumber: String(created.order_number), purchaseNumber: String(created.purchase_number) };
}
