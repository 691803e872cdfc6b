import type { APIRequestContext } from '@playwright/test';
import { newUser, registerThroughApi, textsOf, type Language } from './accounts-support.ts';
import { expect, test } from './fixtures.ts';
import { operatorToken, signIn } from './sessions.ts';
import { act, expectAccessible, expectNoSidewaysScroll, operatorOrderCard, orderMails } from './store-support.ts';

/** A demo product without variants and with plenty of stock (apps/server/src/db/seed/store.ts), so no other journey runs short. */
const productSlug = 'camel-milk-soap-set';

/** A buyer who saved an address, bought one soap set with the store form of createPurchase and paid on the sandbox page. */
async function paidStoreOrder(request: APIRequestContext, language: Language, street: string) {
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
  return { buyer, token, orderNumber: String(created.order_number) };
}

for (const language of ['en', 'ae'] as const) {
  const t = textsOf(language);
  const phone = language === 'ae';

  test.describe(`store fulfilment in ${language === 'en' ? 'English on a desktop' : 'Arabic on a 390 px phone'}`, () => {
    test.use({ viewport: phone ? { width: 390, height: 844 } : { width: 1280, height: 900 } });

    test('an operator marks a paid order processing, then shipped; the buyer sees Shipped and has the confirmation and both step e-mails', async ({
      page,
      request,
    }) => {
      // a whole purchase through the API, two operator steps and four axe runs on a busy machine
      test.setTimeout(120_000);
      const street = `Villa ${language === 'en' ? 7 : 9}, Al Qasimia Street`;
      const { buyer, token, orderNumber } = await paidStoreOrder(request, language, street);

      await signIn(page, await operatorToken(request, language), language);
      await page.goto('/backoffice/store-orders');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: t('backoffice.store_orders.title') })).toBeVisible();
      const card = operatorOrderCard(page, orderNumber);
      await expect(card).toContainText(street);
      await expect(card).toContainText(buyer.email);
      await expect(card.locator('.fulfilment-step')).toHaveText(t('backoffice.store_orders.steps.pending'));
      await expectAccessible(page);
      if (phone) await expectNoSidewaysScroll(page);

      // failing needs a reason: the dialog refuses an empty one, and Escape leaves the order as it was
      await card.getByRole('button', { name: t('backoffice.store_orders.move.failed') }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: t('backoffice.store_orders.fail_confirm') }).click();
      await expect(dialog.getByRole('alert')).toHaveText(t('backoffice.store_orders.fail_note_required'));
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      // with the keyboard: processing, then shipped
      await card.getByRole('button', { name: t('backoffice.store_orders.move.processing') }).focus();
      await page.keyboard.press('Enter');
      const toast = t('backoffice.store_orders.moved')
        .replace('{{number}}', orderNumber)
        .replace('{{step}}', t('backoffice.store_orders.steps.processing'));
      await expect(page.getByText(toast)).toBeVisible();
      await expect(card.locator('.fulfilment-step')).toHaveText(t('backoffice.store_orders.steps.processing'));
      // the same button, now the next step, keeps the focus
      await expect(card.getByRole('button', { name: t('backoffice.store_orders.move.shipped') })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(card.locator('.fulfilment-step')).toHaveText(t('backoffice.store_orders.steps.shipped'));
      await expect(card.getByRole('button', { name: t('backoffice.store_orders.move.delivered') })).toBeVisible();
      // the history names who took each step
      const history = card.locator('.fulfilment-order__history li');
      await expect(history).toHaveCount(3);
      // the operator accounts are made by `operator create`, which names them Operator
      await expect(history.first()).toContainText(t('backoffice.store_orders.by').replace('{{name}}', 'Operator'));
      await expect(history.last()).toContainText(t('backoffice.store_orders.at_payment'));

      // the Shipped filter lists it; Delivered does not
      await main.getByRole('radio', { name: t('backoffice.store_orders.steps.delivered') }).check();
      await expect(main.getByRole('heading', { name: orderNumber })).toHaveCount(0);
      await main.getByRole('radio', { name: t('backoffice.store_orders.steps.shipped') }).check();
      await expect(card.locator('.fulfilment-step')).toHaveText(t('backoffice.store_orders.steps.shipped'));
      await expectAccessible(page);

      // the buyer's order history reads the new step
      const listed = (await act(request, token, { action: 'listeComOrders' })) as {
        data: { order_number: string; processing_status: string; fullfillment_status: { status_name: string }[] }[];
      };
      const order = listed.data.find((o) => o.order_number === orderNumber);
      expect(order?.processing_status).toBe('Shipped');
      expect(order?.fullfillment_status[0]?.status_name).toBe('Shipped');

      // the confirmation, then one e-mail per step, in the buyer's language
      await expect
        .poll(() => orderMails(request, buyer.email, orderNumber, language))
        .toEqual([
          [language, 'confirmed'],
          [language, 'processing'],
          [language, 'shipped'],
        ]);
    });
  });
}
