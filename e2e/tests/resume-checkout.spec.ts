import type { APIRequestContext, Page } from '@playwright/test';
import { newUser, registerThroughApi, textsOf, type Language } from './accounts-support.ts';
import { packageIdOf } from './after-sale-support.ts';
import { atPhoneAndDesktop, dubaiDatePlus } from './console-support.ts';
import { expect, test } from './fixtures.ts';
import { act } from './store-support.ts';
import { expectAccessible } from './axe.ts';
import { signInFirst } from './group-a-support.ts';

/**
 * Decision 039: a traveller abandons a checkout (leaves the sandbox payment page), resumes it from My
 * Bookings and pays (in English); another cancels theirs and uses WELCOME10 at once (in Arabic). Both
 * journeys read the awaiting-payment card and the cancel dialog with axe and measure them at 390 px, so each
 * is checked in both languages; each journey books its own date.
 */

/** A seeded package booked by date and time slot. */
const packageSlug = 'butterfly-house-guided-tour';

/** The first slot of `date` that still has tickets. */
async function slotOn(request: APIRequestContext, packageId: number, date: string): Promise<number> {
  const answer = await request.post('/api', { form: { action: 'packageSlots', id: packageId, date } });
  expect(answer.ok(), await answer.text()).toBe(true);
  const slots = ((await answer.json()) as { data: { id: number; adult_tickets: number | '' }[] }).data;
  const open = slots.find((s) => s.adult_tickets === '' || s.adult_tickets >= 2);
  expect(open, 'a slot with tickets').toBeDefined();
  return open!.id;
}

/** A checkout with WELCOME10 started as Book Now starts it, left on the sandbox payment page. */
async function abandonedCheckout(page: Page, request: APIRequestContext, token: string, days: number) {
  const packageId = await packageIdOf(request, packageSlug);
  const date = dubaiDatePlus(days);
  const item = { package_id: packageId, adult_qty: 2, date, time_slot_id: await slotOn(request, packageId, date) };
  const created = await act(request, token, {
    action: 'createPurchase',
    items: JSON.stringify({ packages: [item], coupon: 'WELCOME10' }),
  });
  expect(created).toMatchObject({ success: 1, payment_link: expect.stringContaining('/pay/') });
  await page.goto(String(created.payment_link));
  await expect(page.getByText(/TEST MODE/)).toBeVisible();
  // the traveller leaves without paying
  await page.goto('/order-history');
  return { link: String(created.payment_link), item };
}

/** The awaiting-payment card of My Bookings, checked for what it must say. */
async function awaitingCard(page: Page, t: (key: string) => string) {
  const section = page.getByRole('region', { name: t('pending-checkout.title') });
  await expect(section).toBeVisible();
  const card = section.getByRole('listitem');
  await expect(card).toHaveCount(1);
  await expect(card.getByText(t('pending-checkout.awaiting'))).toBeVisible();
  // the countdown, minutes and seconds with Latin digits in both languages
  await expect(card.locator('.pending-checkout__clock')).toHaveText(/^\d{1,2}:\d{2}$/);
  await expect(card.getByText('WELCOME10')).toBeVisible();
  await expect(card.getByRole('button', { name: t('pending-checkout.resume') })).toBeVisible();
  return { section, card };
}

/**
 * A new traveller signed in with an abandoned checkout (`abandonedCheckout`, its visit `days` ahead), its card on My Bookings and
 * the cancel dialog open; the card and the dialog each pass axe and fit a phone and a desktop.
 */
async function askToCancel(page: Page, request: APIRequestContext, language: Language, label: string, days: number) {
  const t = textsOf(language);
  const token = await registerThroughApi(request, newUser(`${label}-${language}`), language);
  await signInFirst(page, token, language);
  const checkout = await abandonedCheckout(page, request, token, days);
  const { section, card } = await awaitingCard(page, t);
  await expectAccessible(page);
  await atPhoneAndDesktop(page, `awaiting-payment-${language}`);
  await card.getByRole('button', { name: t('pending-checkout.cancel') }).click();
  const dialog = page.getByRole('dialog', { name: t('pending-checkout.cancel_title') });
  await expect(dialog.getByText(t('pending-checkout.cancel_text'))).toBeVisible();
  await expectAccessible(page);
  await atPhoneAndDesktop(page, `cancel-checkout-dialog-${language}`);
  return { token, checkout, section, card, dialog };
}

test('a traveller resumes an abandoned checkout from My Bookings and pays (en)', async ({ page, request }) => {
  test.slow();
  const t = textsOf('en');
  // Cancel asks first; the traveller thinks again and keeps the checkout
  const { checkout, section, card, dialog } = await askToCancel(page, request, 'en', 'resume', 52);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(card).toHaveCount(1);

  await card.getByRole('button', { name: t('pending-checkout.resume') }).click();
  // the same payment of the same purchase, not a new checkout
  await expect(page).toHaveURL(checkout.link);
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page).toHaveURL(/\/order-payment-complete\?order=[^&]+&success=1$/);
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: t('booking.payment.outcome.confirmed') }),
  ).toBeVisible();

  await page.goto('/order-history');
  await expect(page.getByRole('main').getByText(t('booking.status.confirmed')).first()).toBeVisible();
  await expect(section).toHaveCount(0);
});

test('a traveller cancels an abandoned checkout and uses WELCOME10 at once (ae)', async ({ page, request }) => {
  test.slow();
  const language = 'ae';
  const t = textsOf(language);
  const { token, checkout, section, dialog } = await askToCancel(page, request, language, 'cancel-checkout', 53);
  await dialog.getByRole('button', { name: t('pending-checkout.confirm_cancel') }).click();
  await expect(page.getByText(t('pending-checkout.cancelled'))).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(section).toHaveCount(0);
  await expect(page.getByRole('main').getByText(t('booking.status.cancelled')).first()).toBeVisible();

  // the abandoned payment page can no longer be paid, and the first-order coupon is free again
  await page.goto(checkout.link);
  await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
  const validated = await act(request, token, {
    action: 'validateCoupon',
    items: JSON.stringify({
      packages: [checkout.item],
      coupon: 'WELCOME10',
    }),
  });
  expect(validated).toMatchObject({ data: { status: 1 } });
});
