import type { APIRequestContext } from '@playwright/test';
import { newUser, registerThroughApi, textsOf, type Language } from './accounts-support.ts';
import { bookAndPay, packageIdOf } from './after-sale-support.ts';
import { atPhoneAndDesktop, dubaiDatePlus } from './console-support.ts';
import { expect, test } from './fixtures.ts';
import { operatorToken, signIn } from './sessions.ts';
import { expectAccessible } from './store-support.ts';

/**
 * Bookings for support staff (issue 16 Deliver 3): a traveller's paid booking is found by the traveller's
 * e-mail, opened, and its confirmation e-mail sent again; the cancel dialog asks for the refund and a reason;
 * the attendee list of its day shows it, printable and as CSV. English and Arabic, at a phone's and a
 * desktop's width.
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
    keep: t('console-bookings.cancel.keep'),
    attendeesTitle: t('console-bookings.attendees.title'),
    print: t('console-bookings.attendees.print'),
    download: t('console-bookings.attendees.download'),
  };
}

/** The confirmation e-mails the outbox holds for `to`. */
async function confirmationsTo(request: APIRequestContext, to: string, orderNumber: string) {
  const response = await request.get('/dev/outbox', { params: { to } });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { body: string }[] };
  return data.filter((m) => m.body.includes(orderNumber)).length;
}

for (const language of ['en', 'ae'] as const) {
  test(`support staff find a paid booking by e-mail, resend its confirmation and see it on the attendee list (${language})`, async ({
    page,
    request,
  }) => {
    test.slow();
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
    await expectAccessible(page);
    await atPhoneAndDesktop(page, `bookings-search-${language}`);

    await found.click();
    await expect(main.getByRole('heading', { level: 1 })).toContainText(orderNumber);
    await expectAccessible(page);
    await main.getByRole('button', { name: texts.resend }).click();
    await expect(page.getByText(texts.resent)).toBeVisible();
    await expect.poll(() => confirmationsTo(request, traveller.email, orderNumber)).toBe(2);
    const messages = main.getByRole('region', { name: texts.messages });
    await expect(messages.getByRole('listitem').filter({ hasText: texts.confirmationKind })).toHaveCount(2);
    await atPhoneAndDesktop(page, `booking-detail-${language}`);

    // the cancel dialog sends the amount, the reason and the order number (its answer is the cancellation machinery's)
    let sent: URLSearchParams | null = null;
    await page.route('**/api', async (route) => {
      const body = route.request().postData() ?? '';
      if (!body.includes('action=operatorCancelBooking')) return route.fallback();
      sent = new URLSearchParams(body);
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          success: 1,
          data: { order_number: orderNumber, status: 3, refund: { amount: 10, status: 'pending' } },
        }),
      });
    });
    await main.getByRole('button', { name: texts.cancel }).click();
    const dialog = page.getByRole('dialog');
    const amount = dialog.getByLabel(texts.amount);
    await expect(amount).not.toHaveValue('');
    await expect(amount).not.toHaveValue('0.00');
    await expectAccessible(page);
    await amount.fill('10');
    await dialog.getByLabel(texts.reason).fill('Closed for a storm');
    await dialog.getByLabel(texts.confirm).check();
    await dialog.getByRole('button', { name: texts.submitCancel }).click();
    await expect(dialog).toBeHidden();
    expect(Object.fromEntries(sent!)).toMatchObject({ order_number: orderNumber, refund: '10', reason: 'Closed for a storm' });
    await page.unroute('**/api');

    await page.goto(`/backoffice/attendees?package=${packageId}&date=${date}`);
    await expect(main.getByRole('heading', { level: 1, name: texts.attendeesTitle })).toBeVisible();
    await expect(main.getByRole('link', { name: orderNumber })).toBeVisible();
    await expect(main.getByRole('button', { name: texts.print })).toBeVisible();
    await expectAccessible(page);
    const download = page.waitForEvent('download');
    await main.getByRole('button', { name: texts.download }).click();
    expect((await download).suggestedFilename()).toBe(`attendees-${packageSlug}-${date}.csv`);
    await atPhoneAndDesktop(page, `attendees-${language}`);
  });
}
