import type { APIRequestContext, Locator } from '@playwright/test';
import { codeSentTo, escapeRegExp, fixedPart, newUser, registerThroughApi, textsOf, type Language } from './accounts-support.ts';
import { expect, test } from './fixtures.ts';
import { operatorToken, signIn } from './sessions.ts';
import { operatorOrderCard, orderMails, shippedMailBody } from './store-support.ts';
import { expectAccessible } from './axe.ts';

const store = '/stores/gsharshop';

/**
 * The journey's demo product (apps/server/src/db/seed/store.ts), bought by no other journey, which run side by side
 * on one database: S/Indigo has 3 units left, M/Indigo none.
 */
const product = { slug: 'sadu-cushion-cover', title: 'Sadu Cushion Cover' };
const stockOfPick = 3;

/** A cart line as the product page stores it (lib/cart.ts), for journeys that start at checkout. */
async function cartLineOf(request: APIRequestContext, slug: string, variant: Record<string, string>) {
  const response = await request.post('/api', { form: { action: 'getProduct', slug } });
  expect(response.ok()).toBe(true);
  type Product = {
    product_id: number;
    product_title: string;
    product_description: string;
    images: string[];
    variants: { id: number; price: number; qty: number; variant_options: Record<string, string> }[];
  };
  const product = ((await response.json()) as { data: Product }).data;
  const chosen = product.variants.find((v) => JSON.stringify(v.variant_options) === JSON.stringify(variant))!;
  return {
    product_id: product.product_id,
    qty: 1,
    product_slug: slug,
    title: product.product_title,
    variant_id: chosen.id,
    price: chosen.price,
    variant_options: chosen.variant_options,
    images: product.images,
    product_description: product.product_description,
  };
}

function option(main: Locator, attribute: string, value: string): Locator {
  return main.getByRole('group', { name: attribute }).getByRole('radio', { name: value, exact: true });
}

/**
 * The store's journeys run once, in English on a desktop. In Arabic on a 390 px phone: the product page and the
 * cart with a line (store-product.spec.ts); an operator's steps on a paid order, then the buyer's success overlay,
 * order details and history (store-fulfilment.spec.ts).
 */
const language: Language = 'en';
const t = textsOf(language);

test.describe('the store journey in English on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a visitor picks a variant, fills the cart to the stock limit, signs in, adds an address, pays, finds the order and follows it to Shipped', async ({
    browser,
    page,
    request,
    consoleErrors,
  }) => {
    // the whole journey, an operator's session beside it and eight axe runs on a busy machine
    test.setTimeout(180_000);
    await page.addInitScript((lang) => localStorage.setItem('user_language', lang), language);
    const main = page.locator('main');

    // an empty cart: its main button warns instead of leading on
    await page.goto(`${store}/cart`);
    await expect(main.getByText(t('cart.empty'))).toBeVisible();
    await main.getByRole('button', { name: t('cart.summary.register') }).click();
    await expect(main.getByRole('alert')).toHaveText(t('cart.summary.empty_warning'));
    await expect(page).toHaveURL(`${store}/cart`);

    // the product: an option that has no stock with the current choice is disabled
    await page.goto(`${store}/product_detail/${product.slug}`);
    await expect(main.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
    await option(main, 'Size', 'M').check();
    await expect(option(main, 'Colour', 'Indigo')).toBeDisabled();
    await option(main, 'Size', 'S').check();
    await option(main, 'Colour', 'Indigo').check();
    await expectAccessible(page);
    await main.getByRole('button', { name: t('product.add_to_cart') }).click();
    await expect(page.getByText(t('product.added'))).toBeVisible();
    await main.getByRole('link', { name: t('product.view_cart') }).click();

    // the cart: + up to the stock, then refused; signed out, the main button reads Register
    await expect(page).toHaveURL(`${store}/cart`);
    await expect(main.getByRole('heading', { level: 1, name: t('cart.title') })).toBeVisible();
    const line = main.getByRole('listitem').filter({ hasText: product.title });
    const quantity = line.getByRole('group', { name: new RegExp(escapeRegExp(t('cart.line.quantity'))) });
    const increase = quantity.getByRole('button', { name: new RegExp(`^${escapeRegExp(fixedPart(t('cart.line.increase')))}`) });
    await expect(quantity.locator('output')).toHaveText('1');
    for (let qty = 2; qty <= stockOfPick; qty += 1) {
      await increase.click();
      await expect(quantity.locator('output')).toHaveText(String(qty));
    }
    await expect(page.getByText(t('cart.toast.updated').replace('{{n}}', String(stockOfPick)))).toBeVisible();
    // the stock check has come back: + reads as unavailable, and pressing it says why
    await expect(increase).toHaveAttribute('aria-disabled', 'true');
    // aria-disabled keeps the button pressable (Playwright counts it as disabled, hence force)
    await increase.click({ force: true });
    const limited = page.getByText(t('errors.stock_limited'));
    await expect(limited).toBeVisible();
    await expect(quantity.locator('output')).toHaveText(String(stockOfPick));
    // axe with the error toast and the success toast before it on screen (held there while axe reads them)
    await expectAccessible(page);
    await expect(limited).toBeVisible();
    await expect(page.getByText(t('cart.toast.updated').replace('{{n}}', String(stockOfPick)))).toBeVisible();
    const summary = main.getByRole('region', { name: t('cart.summary.title') });
    await expect(summary).toContainText(`${t('cart.summary.shipping')}${t('cart.summary.shipping_included')}`);
    await expect(summary).toContainText(`${t('cart.summary.tax')}${t('cart.summary.tax_included')}`);
    // the store's cart note, its operators' text: the demo store keeps the default, true and in AED
    await expect(main.getByRole('list', { name: t('cart.claims.label') }).getByRole('listitem')).toHaveText([
      'Prices in AED include delivery and tax',
      'Delivery to any address in the UAE',
    ]);

    const register = main.getByRole('button', { name: t('cart.summary.register') });
    await register.click();
    // decision 073: registration is a sheet over the cart, which stays where it is behind it; once registered
    // with the e-mailed code, checkout follows after Continue's pause, the cart kept
    const sheet = page.getByRole('dialog', { name: t('accounts.sheet.register_title') });
    await expect(page).toHaveURL(`${store}/cart`);
    const buyer = newUser(`store-${language}`);
    await sheet.getByRole('textbox', { name: t('accounts.fields.first_name') }).fill(buyer.firstName);
    await sheet.getByRole('textbox', { name: t('accounts.fields.last_name') }).fill(buyer.lastName);
    await sheet.getByRole('textbox', { name: t('accounts.fields.email') }).fill(buyer.email);
    await sheet.getByRole('textbox', { name: t('accounts.fields.mobile') }).fill(buyer.mobile);
    await sheet.getByRole('button', { name: t('accounts.register.submit') }).click();
    await sheet.getByRole('textbox', { name: t('accounts.code.label') }).fill(await codeSentTo(request, buyer.email));
    await sheet.getByRole('button', { name: t('accounts.code.submit') }).click();
    await expect(sheet).toHaveCount(0);
    await expect(main.getByRole('button', { name: t('cart.summary.busy') })).toHaveAttribute('aria-busy', 'true');
    await expect(page).toHaveURL(`${store}/checkout-address`);

    // the address: Submit without one asks for it, and the request goes once an address is saved
    await expect(main.getByText(t('cart.checkout.no_addresses'))).toBeVisible();
    await main.getByRole('button', { name: t('cart.checkout.pay') }).click();
    const chooseAddress = main.locator('.checkout__alert');
    await expect(chooseAddress).toHaveText(t('cart.checkout.choose_address'));
    // each missing field has its alert, in order
    const save = main.getByRole('button', { name: t('cart.checkout.save_address') });
    const form = main.locator('form.address-form');
    await expect(form.getByRole('textbox', { name: t('cart.checkout.field.phone') })).toHaveValue('+971');
    await expect(form.getByRole('combobox', { name: t('cart.checkout.field.state') })).toHaveValue('Dhabi');
    await expect(form.getByRole('textbox', { name: t('cart.checkout.field.country') })).toHaveAttribute('readonly', '');
    await save.click();
    await expect(form.getByRole('alert')).toHaveText(t('cart.checkout.missing.name'));
    await form.getByRole('textbox', { name: t('cart.checkout.field.name') }).fill('Mariam Al Suwaidi');
    await save.click();
    await expect(form.getByRole('alert')).toHaveText(t('cart.checkout.missing.phone'));
    await form.getByRole('textbox', { name: t('cart.checkout.field.phone') }).fill('+971 50 123 4567');
    await save.click();
    await expect(form.getByRole('alert')).toHaveText(t('cart.checkout.missing.address'));
    await form.getByRole('textbox', { name: t('cart.checkout.field.address') }).fill('Villa 12, Al Khan Street');
    await form.getByRole('textbox', { name: t('cart.checkout.field.city') }).fill('Sharjah');
    await form.getByRole('combobox', { name: t('cart.checkout.field.state') }).selectOption('Sharjah');
    await save.click();
    const home = main.getByRole('radio', { name: /Villa 12, Al Khan Street/ });
    await expect(home).toBeChecked();
    await expect(chooseAddress).toHaveCount(0);

    // a second address, deleted after the confirmation
    await main.getByRole('button', { name: new RegExp(escapeRegExp(t('cart.checkout.add_address'))) }).click();
    await form.getByRole('textbox', { name: t('cart.checkout.field.name') }).fill('Office');
    await form.getByRole('textbox', { name: t('cart.checkout.field.phone') }).fill('+971 50 765 4321');
    await form.getByRole('textbox', { name: t('cart.checkout.field.address') }).fill('Tower 5, Al Majaz');
    await save.click();
    await expect(main.getByRole('radio', { name: /Tower 5, Al Majaz/ })).toBeChecked();
    await main.getByRole('button', { name: t('cart.checkout.delete_named').replace('{{name}}', 'Office') }).click();
    const dialog = page.getByRole('dialog', { name: t('cart.checkout.delete_title') });
    await expect(dialog.getByText(t('cart.checkout.delete_confirm'))).toBeVisible();
    await dialog.getByRole('button', { name: t('cart.checkout.delete_yes') }).click();
    await expect(main.getByRole('radio', { name: /Tower 5, Al Majaz/ })).toHaveCount(0);
    await expect(home).toBeChecked();
    await expectAccessible(page);

    // Submit → the sandbox payment page → Pay → back on the checkout page with the success overlay
    await main.getByRole('button', { name: t('cart.checkout.pay') }).click();
    await expect(page).toHaveURL(/\/pay\/sandbox\//);
    // the sandbox page names what is paid for: a store order, in both languages
    await expect(page.getByRole('term').first()).toHaveText('Store order · طلب من المتجر');
    await page.getByRole('button', { name: /^Pay/ }).click();
    await expect(page).toHaveURL(new RegExp(`${store}/checkout-address\\?order=[^&]+&success=1$`));
    const overlay = page.getByRole('dialog', { name: t('cart.outcome.success_title') });
    await expect(overlay).toBeVisible();
    await expect(overlay.getByRole('link', { name: t('cart.outcome.continue_shopping') })).toHaveAttribute(
      'href',
      `${store}/products`,
    );
    // the paid cart is emptied as the overlay opens (an effect of the page: it may land a frame later)
    await expect.poll(() => page.evaluate(() => localStorage.getItem('products'))).toBeNull();
    // beneath the overlay, nothing of the checkout: no empty cart, no second Submit
    await expect(main.getByText(t('cart.checkout.empty_cart'))).toHaveCount(0);
    await expect(main.locator('.checkout__pay')).toHaveCount(0);
    const track = overlay.getByRole('link', { name: t('cart.outcome.track') });
    await expect(track).toHaveAttribute('href', new RegExp(`^${store}/orders/[^/]+$`));
    await expectAccessible(page);
    await track.click();

    // the order's details: paid, its fulfilment pending, the item and the address
    await expect(main.getByRole('heading', { level: 1, name: t('cart.order.title') })).toBeVisible();
    const orderNumber = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    await expect(main.getByText(orderNumber)).toBeVisible();
    await expect(main.getByText(t('cart.order.status.success'))).toBeVisible();
    await expect(main.getByText(product.title)).toBeVisible();
    await expect(main.getByText(t('cart.order.qty').replace('{{count}}', String(stockOfPick)))).toBeVisible();
    await expect(main.getByText('Villa 12, Al Khan Street')).toBeVisible();

    // Order History: the paid order links to its details, with its fulfilment step and item count
    await main.getByRole('link', { name: t('cart.order.back') }).click();
    await expect(main.getByRole('heading', { level: 1, name: t('cart.orders.title') })).toBeVisible();
    await expect(main.getByRole('link', { name: t('cart.orders.back') })).toHaveAttribute('href', '/settings');
    const card = main.getByRole('link', { name: new RegExp(escapeRegExp(orderNumber)) });
    await expect(card).toHaveAttribute('href', `${store}/orders/${encodeURIComponent(orderNumber)}`);
    await expect(card.locator('.order-badge--success')).toHaveText(t('cart.order.steps.pending'));
    // the state once, in the badge
    await expect(card.getByText(t('cart.order.steps.pending'), { exact: true })).toHaveCount(1);
    await expectAccessible(page);
    await card.click();
    const fulfilment = main.locator('.store-order__facts > div').filter({ hasText: t('cart.order.fulfilment') });
    await expect(fulfilment).toHaveText(`${t('cart.order.fulfilment')}${t('cart.order.status.pending')}`);

    // an operator, in a browser of their own, marks THIS order processing, then shipped
    const desk = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 1280, height: 900 } });
    const operator = await desk.newPage();
    await signIn(operator, await operatorToken(request, language), language);
    await operator.goto('/backoffice/store-orders');
    const order = operatorOrderCard(operator, orderNumber);
    await expect(order).toContainText('Villa 12, Al Khan Street');
    await expect(order).toContainText(buyer.email);
    await expectAccessible(operator);
    // first, failing needs a reason: the dialog refuses an empty one, and Escape leaves the order as it was
    await order.getByRole('button', { name: t('backoffice.store_orders.move.failed') }).click();
    const failDialog = operator.getByRole('dialog');
    await failDialog.getByRole('button', { name: t('backoffice.store_orders.fail_confirm') }).click();
    await expect(failDialog.getByRole('alert')).toHaveText(t('backoffice.store_orders.fail_note_required'));
    await expectAccessible(operator);
    await operator.keyboard.press('Escape');
    await expect(failDialog).toBeHidden();
    await expect(order.locator('.fulfilment-step')).toHaveText(t('backoffice.store_orders.steps.pending'));
    await order.getByRole('button', { name: t('backoffice.store_orders.move.processing') }).click();
    await expect(order.locator('.fulfilment-step')).toHaveText(t('backoffice.store_orders.steps.processing'));
    // shipping with a carrier not in the list: its name typed, with the tracking number and its link
    await order.getByRole('button', { name: t('backoffice.store_orders.move.shipped') }).click();
    const shipDialog = operator.getByRole('dialog');
    await shipDialog
      .getByLabel(t('backoffice.store_orders.ship.carrier'), { exact: true })
      .selectOption(t('backoffice.store_orders.ship.carrier_other'));
    await shipDialog.getByLabel(t('backoffice.store_orders.ship.other_name')).fill('Khor Fakkan Couriers');
    await shipDialog.getByLabel(t('backoffice.store_orders.ship.tracking_number')).fill('KFC-20461');
    const trackingUrl = 'https://track.khorfakkan-couriers.example/parcels/KFC-20461';
    await shipDialog.getByLabel(t('backoffice.store_orders.ship.tracking_url')).fill(trackingUrl);
    await shipDialog.getByRole('button', { name: t('backoffice.store_orders.ship.confirm') }).click();
    await expect(shipDialog).toBeHidden();
    await expect(order.locator('.fulfilment-step')).toHaveText(t('backoffice.store_orders.steps.shipped'));
    await expect(order.locator('.fulfilment-order__carrier')).toHaveText('Khor Fakkan Couriers');
    await desk.close();

    // the buyer reloads the order's details: paid, on its way with its carrier and tracking link, in the buyer's language
    await page.reload();
    await expect(fulfilment).toContainText(t('cart.order.steps.shipped'));
    const shipment = main.locator('.store-order__facts > div').filter({ hasText: t('cart.order.shipment') });
    await expect(shipment).toContainText(`${t('cart.order.carrier')}: Khor Fakkan Couriers`);
    await expect(shipment.getByRole('link', { name: /KFC-20461/ })).toHaveAttribute('href', trackingUrl);
    // axe reads the order's details once, in their last state
    await expectAccessible(page);

    // the e-mails: the confirmation, then processing and shipped, each in the buyer's language
    await expect
      .poll(() => orderMails(request, buyer.email, orderNumber, language))
      .toEqual([
        [language, 'confirmed'],
        [language, 'processing'],
        [language, 'shipped'],
      ]);
    const shippedMail = await shippedMailBody(request, buyer.email, orderNumber, language);
    // the e-mail's words are the server's (fulfilment-messages.ts), in the buyer's English
    expect(shippedMail).toContain('Carrier: Khor Fakkan Couriers\nTracking number: KFC-20461\n');
    expect(shippedMail).toContain(`Follow your parcel: ${trackingUrl}`);
    expect(consoleErrors).toEqual([]);
  });

  test('a declined payment comes back to checkout with the cart kept, to try again', async ({ page, request, consoleErrors }) => {
    const main = page.locator('main');
    const line = await cartLineOf(request, 'talli-trimmed-scarf', { Colour: 'Black' });
    const token = await registerThroughApi(request, newUser(`store-decline-${language}`), language);
    const saved = await request.post('/api', {
      headers: { authorization: `Bearer ${token}` },
      form: {
        action: 'addAddress',
        address: JSON.stringify({ name: 'Hamad', phone: '0501112233', address: 'Flat 4, Al Qasba' }),
      },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    await page.addInitScript(
      ({ lang, cart }) => {
        localStorage.setItem('user_language', lang);
        if (!sessionStorage.getItem('cart-seeded')) {
          localStorage.setItem('products', cart);
          sessionStorage.setItem('cart-seeded', '1');
        }
      },
      { lang: language, cart: JSON.stringify([line]) },
    );
    await page.context().addCookies([{ name: 'jwt', value: token, url: test.info().project.use.baseURL! }]);
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('loggedIn', 'success'));

    await page.goto(`${store}/checkout-address`);
    await expect(main.getByRole('radio', { name: /Flat 4, Al Qasba/ })).toBeChecked();
    await main.getByRole('button', { name: t('cart.checkout.pay') }).click();
    await expect(page).toHaveURL(/\/pay\/sandbox\//);
    await page.getByRole('button', { name: /^Decline/ }).click();

    await expect(page).toHaveURL(new RegExp(`${store}/checkout-address\\?order=[^&]+&success=0$`));
    await expect(main.getByRole('heading', { name: t('cart.outcome.failed_title') })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(main.getByRole('region', { name: t('cart.checkout.summary') })).toContainText('× 1');
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('products'))) ?? '[]')).toHaveLength(1);
    await main.getByRole('button', { name: t('cart.outcome.try_again') }).click();
    await expect(page).toHaveURL(`${store}/checkout-address`);
    await expect(main.getByRole('heading', { name: t('cart.outcome.failed_title') })).toHaveCount(0);

    // in the cart, − at a quantity of 1 removes the line
    await main.getByRole('link', { name: t('cart.checkout.back_to_cart') }).click();
    await main.getByRole('button', { name: new RegExp(`^${escapeRegExp(fixedPart(t('cart.line.decrease')))}`) }).click();
    await expect(page.getByText(t('cart.toast.removed'))).toBeVisible();
    await expect(main.getByText(t('cart.empty'))).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('products'))).toBeNull();
    expect(consoleErrors).toEqual([]);
  });
});
