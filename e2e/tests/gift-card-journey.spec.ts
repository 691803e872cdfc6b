import type { APIRequestContext, Locator } from '@playwright/test';
import { fixedPart, newUser, registerThroughApi, textsOf, type Language } from './accounts-support.ts';
import { dubaiDatePlus, shoot } from './console-support.ts';
import { expect, test } from './fixtures.ts';
import { signInFirst } from './group-a-support.ts';
import { fact, postcardTexts, templateName, templateNamed } from './postcard-support.ts';
import { outboxHeaders } from './operators.ts';
import { act, expectNoSidewaysScroll } from './store-support.ts';

/**
 * Decision 068 end to end: a buyer sends a gift card with a message for tomorrow; its e-mail waits in the outbox
 * until it is due (made due at once, as at 09:00 Dubai on the day) and arrives with the PDF card; the recipient
 * signs in, pays part of a booking with the card and the rest on the sandbox page, sees the balance and history,
 * cancels the booking and sees the card's part come back. English at desktop width, Arabic on a 390 px phone.
 */

/** A seeded package booked by date and time slot (AED 55 an adult), free to cancel up to 24 hours before. */
const packageSlug = 'butterfly-house-guided-tour';

type Mail = {
  subject: string;
  body: string;
  status: string;
  sent_at: string | null;
  attachments: { content_type: string; base64: string }[];
};

async function giftCardMail(request: APIRequestContext, to: string): Promise<Mail | undefined> {
  const response = await request.get('/dev/outbox', { params: { to }, headers: outboxHeaders });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Mail[] }).data.find((m) => m.attachments.length > 0);
}

/** Clicks a day of the booking calendar, moving to the next month while it is not shown. */
async function pickDate(booking: Locator, date: string, t: (key: string) => string) {
  const day = booking.locator(`[data-date="${date}"]`);
  for (let i = 0; i < 6 && !(await day.isVisible()); i++) {
    await booking.getByRole('button', { name: t('booking.flow.date.next_month') }).click();
  }
  await day.click();
}

/** A whole amount as the page writes it (apps/web/src/lib/format.ts formatAed). */
function aed(amount: number, language: Language): string {
  const digits = String(Math.abs(amount));
  if (language === 'ae') return `\u200f${amount < 0 ? '\u200e-' : ''}${digits}\u00a0د.إ.\u200f`;
  return `${amount < 0 ? '-' : ''}AED\u00a0${digits}`;
}

for (const { language, width, days } of [
  { language: 'en' as const, width: 1280, days: 70 },
  { language: 'ae' as const, width: 390, days: 71 },
]) {
  test(`a gift card sent for tomorrow pays part of a booking and comes back when it is cancelled (${language}, ${width} px)`, async ({
    page,
    request,
  }) => {
    test.slow();
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const t = textsOf(language);
    const buyer = await registerThroughApi(request, newUser(`gc-buyer-${language}`), language);
    // the recipient's account exists before the card's e-mail, so their sign-in code is the only other message
    const recipient = newUser(`gc-holder-${language}`);
    const holder = await registerThroughApi(request, recipient, language);
    const main = page.getByRole('main');

    // the buyer: AED 100 for the recipient, in their language, with a message, to be sent tomorrow
    await signInFirst(page, buyer, language);
    await page.goto('/gift-cards');
    await main.getByRole('button', { name: t('accounts.gift_cards.aed').replace('{{amount}}', '100.00') }).click();
    await main.getByRole('textbox', { name: t('accounts.gift_cards.recipient_name') }).fill('Noor');
    await main.getByRole('textbox', { name: t('accounts.gift_cards.recipient_email') }).fill(recipient.email);
    await main.getByRole('combobox', { name: t('accounts.gift_cards.recipient_language') }).selectOption(language);
    const message = language === 'ae' ? 'عيد سعيد يا نور' : 'Happy Eid, Noor';
    await main.getByRole('textbox', { name: t('accounts.gift_cards.message') }).fill(message);
    await main.getByLabel(t('accounts.gift_cards.send_on')).fill(dubaiDatePlus(1));
    await main.getByRole('button', { name: t('accounts.gift_cards.buy') }).click();
    await expect(page).toHaveURL(/\/pay\/sandbox\//);
    await page.getByRole('button', { name: /^Pay/ }).click();
    await expect(page).toHaveURL(/order-payment-complete/);

    // the e-mail is written with the payment and waits for its day; made due, the sweeper delivers it with the PDF
    await expect.poll(async () => (await giftCardMail(request, recipient.email))?.status).toBe('pending');
    expect((await giftCardMail(request, recipient.email))!.sent_at).toBeNull();
    const due = await request.post('/dev/outbox/due', { params: { to: recipient.email }, headers: outboxHeaders });
    expect(await due.json()).toEqual({ data: { due: 1 } });
    await expect.poll(async () => (await giftCardMail(request, recipient.email))?.status).toBe('sent');
    const mail = (await giftCardMail(request, recipient.email))!;
    expect(mail.body).toContain(message);
    const code = /([A-Z2-9]{4}-){3}[A-Z2-9]{4}/.exec(mail.body)?.[0];
    expect(code, 'the code in the e-mail').toBeDefined();
    expect(mail.attachments[0]!.content_type).toBe('application/pdf');
    expect(Buffer.from(mail.attachments[0]!.base64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');

    // the recipient books two adults (AED 110): the card pays AED 100, the sandbox the other 10
    await page.context().clearCookies();
    await signInFirst(page, holder, language);
    await page.goto(`/p/${packageSlug}`);
    const booking = main.getByRole('region', { name: t('booking.flow.title') });
    await booking
      .getByRole('button', { name: t('booking.flow.increase').replace('{{name}}', t('booking.flow.adults')), exact: true })
      .click();
    await booking.getByRole('button', { name: t('booking.flow.next'), exact: true }).click();
    await pickDate(booking, dubaiDatePlus(days), t);
    await booking.getByRole('button', { name: t('booking.flow.next'), exact: true }).click();
    await booking.getByRole('radio').first().check();
    await booking.getByRole('button', { name: t('booking.flow.next'), exact: true }).click();
    await booking.getByRole('button', { name: t('booking.flow.submit'), exact: true }).click();
    const summary = page.getByRole('dialog');
    // closed until asked for; a wrong code is refused on the field, in the page's language
    const toggle = summary.getByText(t('accounts.gift_cards.field.toggle'));
    await toggle.click();
    const field = summary.getByRole('textbox', { name: t('accounts.gift_cards.code') });
    await field.fill('AAAA-BBBB-CCCC-DDDD');
    await summary.getByRole('button', { name: t('accounts.gift_cards.field.apply') }).click();
    await expect(summary.getByRole('alert')).toHaveText(t('errors.gift_card_invalid'));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await field.fill(code!.toLowerCase());
    await field.press('Enter');
    const split = summary.locator('.gift-card-field__split');
    await expect(split.getByRole('definition').first()).toHaveText(`−${aed(100, language)}`);
    await expect(split.getByRole('definition').last()).toHaveText(aed(10, language));
    await expectNoSidewaysScroll(page);
    await shoot(page, `gift-card-summary-${language}`);
    await summary.getByRole('button', { name: t('booking.summary.book_now') }).click();
    await expect(page).toHaveURL(/\/pay\/sandbox\//);
    await expect(page.getByText('AED 10.00')).toBeVisible();
    await page.getByRole('button', { name: /^Pay/ }).click();
    await expect(main.getByRole('heading', { name: t('booking.payment.outcome.confirmed') })).toBeVisible();

    // My Account leads to the card: nothing left, and the payment in its history
    await page.goto('/settings');
    await main.getByRole('link', { name: t('accounts.settings.gift_cards') }).click();
    await expect(page).toHaveURL(/\/gift-cards$/);
    const card = main
      .getByRole('listitem')
      .filter({ hasText: `•••• ${code!.slice(-4)}` })
      .first();
    await expect(card.getByText(t('accounts.gift_cards.balance_of').replace('{{amount}}', aed(0, language)))).toBeVisible();
    const history = card.getByRole('list', { name: t('accounts.gift_cards.history') });
    await expect(history.getByRole('listitem').filter({ hasText: t('accounts.gift_cards.movement.take') })).toContainText(
      aed(-100, language),
    );
    await expectNoSidewaysScroll(page);

    // cancelled in time, the card's part goes back to the card and the rest to the sandbox
    await page.goto('/order-history');
    const ticket = main
      .getByRole('listitem')
      .filter({ hasText: t('booking.status.confirmed') })
      .first();
    await ticket.getByRole('button', { name: t('booking.cancellation.cancel') }).click();
    const dialog = page.getByRole('dialog', { name: t('booking.cancellation.dialog_title') });
    await dialog.getByRole('button', { name: fixedPart(t('booking.cancellation.confirm')) }).click();
    await expect(page.getByText(t('booking.cancellation.done'))).toBeVisible();
    await page.goto('/gift-cards');
    await expect(card.getByText(t('accounts.gift_cards.balance_of').replace('{{amount}}', aed(100, language)))).toBeVisible();
    await expect(history.getByRole('listitem').filter({ hasText: t('accounts.gift_cards.movement.refund') })).toContainText(
      aed(100, language),
    );
    await expectNoSidewaysScroll(page);
    await shoot(page, `gift-card-history-${language}`);
  });
}

/** A paid AED `amount` card the user of `token` bought for `email`, today; answers its code from the e-mail. */
async function paidCard(request: APIRequestContext, token: string, email: string, amount: number): Promise<string> {
  const card = { amount, recipient_email: email, send_on: dubaiDatePlus(0) };
  const created = await act(request, token, { action: 'createPurchase', items: JSON.stringify({ gift_card: card }) });
  const started = await act(request, token, { action: 'initiatePayment', purchase_number: String(created.purchase_number) });
  const paid = await request.post(new URL(String(started.payment_link)).pathname, {
    form: { outcome: 'succeeded' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  let code: string | undefined;
  await expect
    .poll(async () => (code = /([A-Z2-9]{4}-){3}[A-Z2-9]{4}/.exec((await giftCardMail(request, email))?.body ?? '')?.[0]))
    .toBeDefined();
  return code!;
}

test('a gift card that pays a whole store order goes straight to the order confirmed, without a payment page (en)', async ({
  page,
  request,
}) => {
  const t = textsOf('en');
  const user = newUser('gc-store-en');
  const token = await registerThroughApi(request, user, 'en');
  const code = await paidCard(request, token, user.email, 500);
  const product = await request.post('/api', { form: { action: 'getProduct', slug: 'talli-trimmed-scarf' } });
  type Product = {
    product_id: number;
    product_title: string;
    images: string[];
    variants: { id: number; price: number; variant_options: Record<string, string> }[];
  };
  const { data } = (await product.json()) as { data: Product };
  const variant = data.variants[0]!;
  const line = {
    product_id: data.product_id,
    qty: 1,
    product_slug: 'talli-trimmed-scarf',
    title: data.product_title,
    variant_id: variant.id,
    price: variant.price,
    variant_options: variant.variant_options,
    images: data.images,
  };
  expect(variant.price).toBeLessThan(500);
  await act(request, token, {
    action: 'addAddress',
    address: JSON.stringify({ name: 'Hamad', phone: '0501112233', address: 'Flat 9, Al Qasba' }),
  });
  await page.addInitScript(
    (cart) => {
      if (!sessionStorage.getItem('cart-seeded')) {
        localStorage.setItem('products', cart);
        sessionStorage.setItem('cart-seeded', '1');
      }
    },
    JSON.stringify([line]),
  );
  await signInFirst(page, token, 'en');
  await page.goto('/stores/gsharshop/checkout-address');
  const main = page.getByRole('main');
  await expect(main.getByRole('radio', { name: /Flat 9, Al Qasba/ })).toBeChecked();
  await main.getByText(t('accounts.gift_cards.field.toggle')).click();
  await main.getByRole('textbox', { name: t('accounts.gift_cards.code') }).fill(code);
  await main.getByRole('button', { name: t('accounts.gift_cards.field.apply') }).click();
  const split = main.locator('.gift-card-field__split');
  await expect(split.getByRole('definition').last()).toHaveText(aed(0, 'en'));
  await main.getByRole('button', { name: t('cart.checkout.pay') }).click();
  await expect(page).toHaveURL(/\/stores\/gsharshop\/checkout-address\?order=[^&]+&success=1$/);
  await expect(page.getByRole('dialog', { name: t('cart.outcome.success_title') })).toBeVisible();
});

test('a gift card pays a whole postcard by keyboard on a phone: no payment page, the order is received (ae, 390 px)', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const t = textsOf('ae');
  const text = postcardTexts('ae');
  const user = newUser('gc-postcard-ae');
  const token = await registerThroughApi(request, user, 'ae');
  const code = await paidCard(request, token, user.email, 50);
  const template = await templateNamed(request, 'Souq Al Arsah');
  expect(template.price).toBeLessThan(50);
  await signInFirst(page, token, 'ae');
  await page.goto('/hos-postcards');
  const main = page.getByRole('main');
  await main
    .getByRole('region', { name: text.readyMade })
    .getByRole('link', { name: templateName(template, 'ae'), exact: true })
    .click();
  await expect(page).toHaveURL('/hos-postcards/message');
  await main.getByRole('textbox', { name: text.messageField }).fill('تحية من الشارقة');
  await main.getByRole('textbox', { name: text.addressField }).fill('Mr Omar Haddad, 14 Rue Lafayette, Paris');
  // the field opens from the keyboard, and Enter in it applies the code instead of sending the order
  await main.getByText(t('accounts.gift_cards.field.toggle')).focus();
  await page.keyboard.press('Enter');
  const field = main.getByRole('textbox', { name: t('accounts.gift_cards.code') });
  await field.fill(code);
  await field.press('Enter');
  await expect(page).toHaveURL('/hos-postcards/message');
  const split = main.locator('.gift-card-field__split');
  await expect(split.getByRole('definition').first()).toHaveText(`−${aed(template.price, 'ae')}`);
  await expect(split.getByRole('definition').last()).toHaveText(aed(0, 'ae'));
  await expectNoSidewaysScroll(page);
  await main.getByRole('button', { name: text.submit(template.price) }).click();
  await expect(page).toHaveURL(/\/hos-postcards\/order-details\/[^/?]+\?success=1$/);
  await expect(fact(main, text.status)).toHaveText(text.step('received'));
});
