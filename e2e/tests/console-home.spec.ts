import { newUser, registerThroughApi, textsOf } from './accounts-support.ts';
import { bookAndPay, packageIdOf } from './after-sale-support.ts';
import { expectAccessible } from './axe.ts';
import { dubaiDatePlus } from './console-support.ts';
import { expectFitsAndAccessible, phone } from './console-journeys-support.ts';
import { expect, test } from './fixtures.ts';
import { operatorToken, signIn } from './sessions.ts';

/**
 * The console home, /backoffice: an admin reads the day's figures after a traveller's paid booking and
 * follows a figure into the list behind it; the page fits a phone in Arabic. The figures' rules are the
 * server's tests' (apps/server/src/modules/console/home.test.ts): other journeys book at the same time, so
 * this one looks for its own booking rather than for exact counts.
 */

/** A seeded package booked by date only (apps/server/src/db/seed/experiences.ts). */
const packageSlug = 'al-noor-island-entry';

test("an admin reads today's figures after a booking and follows the coming week's into the bookings list (en)", async ({
  page,
  request,
}) => {
  test.slow();
  const language = 'en';
  const t = textsOf(language);
  const traveller = newUser('console-home-en');
  const token = await registerThroughApi(request, traveller, language);
  const packageId = await packageIdOf(request, packageSlug);
  const date = dubaiDatePlus(2);
  const { orderNumber } = await bookAndPay(request, token, { package_id: packageId, adult_qty: 2, child_qty: 1, date });

  await signIn(page, await operatorToken(request, language), language);
  await page.goto('/backoffice');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: t('console-home.title') })).toBeVisible();

  // the booking's package and date are a row of the visits table, opening that day's attendee list
  const visits = main.getByRole('table', { name: t('console-home.visits.caption') });
  await expect(visits.locator(`a[href^="/backoffice/attendees?package=${packageId}&date=${date}"]`)).toBeVisible();

  // its payment is money taken today, worded against yesterday
  const money = main.getByRole('region', { name: t('console-home.groups.money') });
  const todayCard = money.getByRole('listitem').filter({ has: page.getByRole('heading', { name: t('console-home.money.day') }) });
  await expect(todayCard).toContainText(/AED\s[1-9]/);
  await expect(todayCard).toContainText(t('console-home.money.before.day'));

  await expectAccessible(page);

  await main.getByRole('link', { name: new RegExp(t('console-home.figures.visits_coming')) }).click();
  await expect(page).toHaveURL(new RegExp(`/backoffice/bookings\\?from=${dubaiDatePlus(1)}&to=${dubaiDatePlus(7)}&status=1$`));
  await expect(main.getByRole('heading', { level: 1, name: t('console-bookings.title') })).toBeVisible();
  await expect(main.getByRole('link', { name: orderNumber })).toBeVisible();
});

test('the console home fits a 390 px phone in Arabic, mirrored, and passes axe (ae)', async ({ page, request }) => {
  const language = 'ae';
  const t = textsOf(language);
  await page.setViewportSize(phone);
  await signIn(page, await operatorToken(request, language), language);
  await page.goto('/backoffice');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: t('console-home.title') })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: t('console-home.groups.work') })).toBeVisible();
  await expect(main.getByRole('link', { name: new RegExp(t('console-home.figures.failed_messages')) })).toHaveAttribute(
    'href',
    '/backoffice/messages?show=failed',
  );
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectFitsAndAccessible(page);
});
