import type { APIRequestContext } from '@playwright/test';
import { newUser, registerThroughApi, textsOf, type Language } from './accounts-support.ts';
import { bookAndPay, packageIdOf } from './after-sale-support.ts';
import { dubaiDatePlus } from './console-support.ts';
import { expect, test } from './fixtures.ts';
import { operatorToken, signIn } from './sessions.ts';
import { expectFitsAndAccessible, phone } from './console-journeys-support.ts';
import { outboxHeaders } from './operators.ts';

/**
 * Bookings for support staff (decision 036): a traveller's paid booking is found by the traveller's
 * e-mail, opened, and its confirmation e-mail sent again; the attendee list of its day shows it, printable
 * and as CSV; then half of it is refunded with a reason (in Arabic). The rules behind each step are the
 * server's tests' (apps/server/src/modules/booking/bookings-console.test.ts, booking/cancellation.test.ts). Besides
 * phone-routes.spec.ts's look at each page as it opens, the search's results, a booking's page, its refund dialog
 * and the attendee list are checked with axe and for fit on a phone here, in both languages.
 */

/** A seeded package booked by date only (apps/server/src/db/seed/experiences.ts). */
const packageSlug = 'al-noor-island-entry';

function bookingTexts(language: Language) {
  const t = textsOf(language);
  return {
    title: t('console-bookings.title'),
    email: t('console-bookings.search.email'),
    search: t('console-bookings.search.submit'),
    resend: t('console-bookings.booking.resend'),
    resent: t('console-bookings.booking.resent').split('{{')[0]!.trim(),
    messages: t('console-bookings.booking.messages'),
    confirmationKind: t('console-bookings.message_kind.booking_confirmation'),
    cancel: t('console-bookings.booking.cancel'),
    amount: t('console-bookings.cancel.amount'),
    reason: t('console-bookings.cancel.reason'),
    confirm: t('console-bookings.cancel.confirm_label'),
    submitCancel: t('console-bookings.cancel.submit'),
    done: t('console-bookings.cancel.done').split('{{')[0]!.trim(),
    refunds: t('console-bookings.booking.refunds'),
    refunded: t('console-bookings.status.4'),
    attendeesTitle: t('console-bookings.attendees.title'),
    print: t('console-bookings.attendees.print'),
    download: t('console-bookings.attendees.download'),
  };
}

/** The confirmation e-mails the outbox holds for `to`. */
async function confirmationsTo(request: APIRequestContext, to: string, orderNumber: string) {
  const response = await request.get('/dev/outbox', { params: { to }, headers: outboxHeaders });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { body: string }[] };
  return data.filter((m) => m.body.includes(orderNumber)).length;
}

test('support staff find a paid booking by e-mail, resend its confirmation, see it on the attendee list and refund half (ae)', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.slow();
  const language = 'ae';
  const texts = bookingTexts(language);
  const traveller = newUser(`bookings-${language}`);
  const token = await registerThroughApi(request, traveller, language);
  const packageId = await packageIdOf(request, packageSlug);
  const date = dubaiDatePlus(3);
  const { orderNumber } = await bookAndPay(request, token, { package_id: packageId, adult_qty: 2, child_qty: 1, date });
  await expect.poll(() => confirmationsTo(request, traveller.email, orderNumber)).toBe(1);

  await signIn(page, await operatorToken(request, language), language);
  await page.goto('/backoffice/bookings');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
  await main.getByLabel(texts.email).fill(traveller.email);
  await main.getByRole('button', { name: texts.search }).click();
  const found = main.getByRole('link', { name: orderNumber });
  await expect(found).toBeVisible();
  await expect(main.getByRole('row')).toHaveCount(2);

  await found.click();
  await expect(main.getByRole('heading', { level: 1 })).toContainText(orderNumber);
  await main.getByRole('button', { name: texts.resend }).click();
  await expect(page.getByText(texts.resent)).toBeVisible();
  const messages = main.getByRole('region', { name: texts.messages });
  await expect(messages.getByRole('listitem').filter({ hasText: texts.confirmationKind })).toHaveCount(2);

  // the attendee list of its day shows it, printable and as CSV
  await page.goto(`/backoffice/attendees?package=${packageId}&date=${date}`);
  await expect(main.getByRole('heading', { level: 1, name: texts.attendeesTitle })).toBeVisible();
  await expect(main.getByRole('link', { name: orderNumber })).toBeVisible();
  await expect(main.getByRole('button', { name: texts.print })).toBeVisible();
  const download = page.waitForEvent('download');
  await main.getByRole('button', { name: texts.download }).click();
  expect((await download).suggestedFilename()).toBe(`attendees-${packageSlug}-${date}.csv`);

  // support staff refund half of it, whatever its policy (docs/decisions/036-after-the-sale.md)
  await page.goto(`/backoffice/bookings/${orderNumber}`);
  await main.getByRole('button', { name: texts.cancel }).click();
  const dialog = page.getByRole('dialog');
  const amount = dialog.getByLabel(texts.amount);
  await expect(amount).not.toHaveValue('');
  const paid = Number(await amount.inputValue());
  expect(paid).toBeGreaterThan(0);
  const half = (Math.round(paid * 50) / 100).toFixed(2);
  await amount.fill(half);
  await dialog.getByLabel(texts.reason).fill('Closed for a storm');
  await dialog.getByLabel(texts.confirm).check();
  await dialog.getByRole('button', { name: texts.submitCancel }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(texts.done)).toBeVisible();
  const refunds = main.getByRole('region', { name: texts.refunds });
  await expect(refunds.getByRole('listitem')).toHaveCount(1);
  await expect(refunds).toContainText(String(Number(half)));
  await expect(main.getByText(texts.refunded).first()).toBeVisible();
  // the traveller's ticket says what came back
  const ticket = await request.post('/api', {
    form: { action: 'bookingDetails', order_number: orderNumber },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(((await ticket.json()) as { data: unknown }).data).toMatchObject({
    status: 4,
    refund: { amount: Number(half), status: 'succeeded' },
  });
  expect(consoleErrors).toEqual([]);
});

for (const [language, days] of [
  ['en', 4],
  ['ae', 5],
] as const) {
  test(`on a phone in ${language === 'en' ? 'English' : 'Arabic'} the search's results, a booking's page, its refund dialog and the attendee list fit and pass axe`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    test.slow();
    const texts = bookingTexts(language);
    const traveller = newUser(`bookings-pages-${language}`);
    const token = await registerThroughApi(request, traveller, language);
    const packageId = await packageIdOf(request, packageSlug);
    const date = dubaiDatePlus(days);
    const { orderNumber } = await bookAndPay(request, token, { package_id: packageId, adult_qty: 1, date });
    const main = page.getByRole('main');
    await page.setViewportSize(phone);
    await signIn(page, await operatorToken(request, language), language);

    await page.goto('/backoffice/bookings');
    await main.getByLabel(texts.email).fill(traveller.email);
    await main.getByRole('button', { name: texts.search }).click();
    await expect(main.getByRole('link', { name: orderNumber })).toBeVisible();
    await expectFitsAndAccessible(page);

    await main.getByRole('link', { name: orderNumber }).click();
    await expect(main.getByRole('heading', { level: 1 })).toContainText(orderNumber);
    await expectFitsAndAccessible(page);
    await main.getByRole('button', { name: texts.cancel }).click();
    await expect(page.getByRole('dialog').getByLabel(texts.amount)).not.toHaveValue('');
    await expectFitsAndAccessible(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.goto(`/backoffice/attendees?package=${packageId}&date=${date}`);
    await expect(main.getByRole('link', { name: orderNumber })).toBeVisible();
    await expectFitsAndAccessible(page);
    expect(consoleErrors).toEqual([]);
  });
}
