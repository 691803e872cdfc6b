import { escapeRegExp, textsOf, type Language } from './accounts-support.ts';
import { expect, test } from './fixtures.ts';
import { operatorToken, signIn } from './sessions.ts';
import { expectNoSidewaysScroll, operatorOrderCard, orderMails, paidStoreOrder, shippedMailBody } from './store-support.ts';
import { expectAccessible } from './axe.ts';

/**
 * Fulfilment runs once, in Arabic on a 390 px phone; the store journey (store-journey.spec.ts) has an operator move
 * an order in English on a desktop.
 */
const language: Language = 'ae';
const t = textsOf(language);

test.describe('store fulfilment in Arabic on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("an operator marks a paid order processing, then shipped with Aramex and its tracking number; back from paying, the buyer sees Shipped, the carrier and the tracking link on the order's page and Shipped in the history, and has the confirmation and both step e-mails", async ({
    page,
    request,
  }) => {
    // a whole purchase through the API, two operator steps, the buyer's four pages and six axe runs on a busy machine
    test.setTimeout(150_000);
    const street = 'Villa 9, Al Qasimia Street';
    const { buyer, token, orderNumber, purchaseNumber } = await paidStoreOrder(request, language, street);

    await signIn(page, await operatorToken(request, language), language);
    await page.goto('/backoffice/store-orders');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: t('backoffice.store_orders.title') })).toBeVisible();
    const card = operatorOrderCard(page, orderNumber);
    await expect(card).toContainText(street);
    await expect(card).toContainText(buyer.email);
    await expect(card.locator('.fulfilment-step')).toHaveText(t('backoffice.store_orders.steps.pending'));
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);

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
    // the same button, now the next step, keeps the focus; shipping asks for the carrier and the tracking number
    await expect(card.getByRole('button', { name: t('backoffice.store_orders.move.shipped') })).toBeFocused();
    await page.keyboard.press('Enter');
    const shipDialog = page.getByRole('dialog');
    const carrier = shipDialog.getByLabel(t('backoffice.store_orders.ship.carrier'), { exact: true });
    await expect(carrier).toBeFocused();
    await shipDialog.getByRole('button', { name: t('backoffice.store_orders.ship.confirm') }).click();
    await expect(shipDialog.getByRole('alert')).toHaveText([
      t('backoffice.store_orders.ship.problems.carrier'),
      t('backoffice.store_orders.ship.problems.tracking_number'),
    ]);
    await expect(carrier).toBeFocused();
    await carrier.selectOption('Aramex');
    await shipDialog.getByLabel(t('backoffice.store_orders.ship.tracking_number')).fill('ar 5566 7788');
    const trackingUrl = 'https://www.aramex.com/track/results?ShipmentNumber=AR55667788';
    // left empty, the link is the carrier's own page for the number
    await expect(shipDialog).toContainText(trackingUrl);
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
    await shipDialog.getByLabel(t('backoffice.store_orders.ship.tracking_number')).press('Enter');
    await expect(shipDialog).toBeHidden();
    await expect(card.locator('.fulfilment-step')).toHaveText(t('backoffice.store_orders.steps.shipped'));
    // the focus comes back to the card's button, which now delivers
    await expect(card.getByRole('button', { name: t('backoffice.store_orders.move.delivered') })).toBeFocused();
    await expect(card.locator('.fulfilment-order__carrier')).toHaveText('Aramex');
    await expect(card.locator('.fulfilment-order__tracking a')).toHaveAttribute('href', trackingUrl);
    await expect(card.locator('.fulfilment-order__tracking')).toContainText('AR55667788');
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

    // the buyer's own pages in Arabic on the phone, in the buyer's session in place of the operator's: the checkout
    // page with the saved address; back from paying, its success overlay; the order's details and the history read Shipped
    await page.context().addCookies([{ name: 'jwt', value: token, url: test.info().project.use.baseURL! }]);
    await page.goto('/stores/gsharshop/checkout-address');
    await expect(main.getByRole('radio', { name: new RegExp(escapeRegExp(street)) })).toBeChecked();
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
    // the overlay is modal: axe reads it alone
    await page.goto(`/stores/gsharshop/checkout-address?order=${purchaseNumber}&success=1`);
    const overlay = page.getByRole('dialog', { name: t('cart.outcome.success_title') });
    await expect(overlay).toBeVisible();
    // beneath it, nothing of the checkout: not the empty cart, not Submit
    await expect(main.getByText(t('cart.checkout.empty_cart'))).toHaveCount(0);
    await expect(main.locator('.checkout__pay')).toHaveCount(0);
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
    await overlay.getByRole('link', { name: t('cart.outcome.track') }).click();
    const fulfilment = main.locator('.store-order__facts > div').filter({ hasText: t('cart.order.fulfilment') });
    await expect(fulfilment).toContainText(t('cart.order.steps.shipped'));
    const shipment = main.locator('.store-order__facts > div').filter({ hasText: t('cart.order.shipment') });
    await expect(shipment).toContainText(`${t('cart.order.carrier')}: Aramex`);
    await expect(shipment).toContainText(`${t('cart.order.tracking')}: AR55667788`);
    await expect(shipment.getByRole('link', { name: /AR55667788/ })).toHaveAttribute('href', trackingUrl);
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
    await page.goto('/stores/gsharshop/orders');
    const listedCard = main.getByRole('link', { name: new RegExp(escapeRegExp(orderNumber)) });
    await expect(listedCard.locator('.order-badge--success')).toHaveText(t('cart.order.steps.shipped'));
    await expect(listedCard.getByText(t('cart.order.steps.shipped'), { exact: true })).toHaveCount(1);
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);

    // the confirmation, then one e-mail per step, in the buyer's language
    await expect
      .poll(() => orderMails(request, buyer.email, orderNumber, language))
      .toEqual([
        [language, 'confirmed'],
        [language, 'processing'],
        [language, 'shipped'],
      ]);
    const shippedMail = await shippedMailBody(request, buyer.email, orderNumber, language);
    expect(shippedMail).toContain('شركة الشحن: Aramex\nرقم التتبّع: AR55667788\n');
    expect(shippedMail).toContain(`تتبّع شحنتك: ${trackingUrl}`);
  });
});
