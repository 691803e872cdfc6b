import { newUser, registerThroughApi, textsOf } from './accounts-support.ts';
import { bookAndPay, packageIdOf } from './after-sale-support.ts';
import { expectAccessible } from './axe.ts';
import { dubaiDatePlus, shoot } from './console-support.ts';
import { phone } from './console-journeys-support.ts';
import { expect, test } from './fixtures.ts';
import { operatorToken, signIn } from './sessions.ts';
import { expectNoSidewaysScroll } from './store-support.ts';

/**
 * An admin's morning in one go (decision 060): the console home, a figure followed into its list, a booking
 * found by its customer's e-mail with the shell's one search and opened, then a report with another range.
 * In English and in Arabic, on a desktop and on a 390 px phone, where the search opens as a full-width sheet.
 * The search's rules are the server's tests' (apps/server/src/modules/console/search.test.ts).
 */

const packageSlug = 'al-noor-island-entry';
const desktop = { width: 1280, height: 900 };

for (const { language, size } of [
  { language: 'en', size: desktop },
  { language: 'ae', size: phone },
  { language: 'en', size: phone },
  { language: 'ae', size: desktop },
] as const) {
  const where = size === phone ? '390 px phone' : 'desktop';
  test(`an admin follows a home figure, finds a booking by e-mail with the search and changes a report's range (${language}, ${where})`, async ({
    page,
    request,
  }) => {
    test.slow();
    const t = textsOf(language);
    await page.setViewportSize(size);
    const traveller = newUser(`admin-journey-${language}`);
    const token = await registerThroughApi(request, traveller, language);
    const { orderNumber } = await bookAndPay(request, token, {
      package_id: await packageIdOf(request, packageSlug),
      adult_qty: 2,
      child_qty: 0,
      date: dubaiDatePlus(2),
    });

    await signIn(page, await operatorToken(request, language), language);
    await page.goto('/backoffice');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: t('console-home.title') })).toBeVisible();
    await shoot(page, `admin-journey-home-${language}-${size.width}`);

    // the coming week's visits: a figure that leads to the bookings list behind it
    const figure = main.getByRole('link', { name: new RegExp(t('console-home.figures.visits_coming')) });
    await expect(figure).toContainText(/[1-9]/);
    await figure.click();
    await expect(main.getByRole('heading', { level: 1, name: t('console-bookings.title') })).toBeVisible();
    await expect(main.getByRole('link', { name: orderNumber })).toBeVisible();

    // the one search: `/` focuses it (on a phone it opens the sheet), the customer's e-mail finds the booking
    await page.keyboard.press('/');
    const field = page.getByRole('combobox', { name: t('console.finder.label') });
    await expect(field).toBeFocused();
    await field.fill(traveller.email);
    const results = page.getByRole('listbox', { name: t('console.finder.results') });
    const hit = results.getByRole('option').filter({ hasText: orderNumber });
    await expect(hit).toBeVisible();
    await expect(results.getByRole('group', { name: t('console.finder.groups.bookings') })).toBeVisible();
    await expect(results.getByRole('group', { name: t('console.finder.groups.customers') })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: t('console.finder.count').split('{{')[0]!.trim() })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await shoot(page, `admin-journey-search-${language}-${size.width}`);

    // arrows move through the results (the pointer may have chosen one on its way), Enter opens the booking
    for (let step = 0; step < 10 && (await hit.getAttribute('aria-selected')) !== 'true'; step += 1)
      await field.press('ArrowDown');
    await expect(field).toHaveAttribute('aria-activedescendant', (await hit.getAttribute('id'))!);
    await expect(hit).toHaveAttribute('aria-selected', 'true');
    await field.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/backoffice/bookings/${orderNumber}$`));
    await expect(main.getByRole('heading', { level: 1 })).toContainText(orderNumber);
    // the search closes behind it: on a phone the sheet is gone, on a desktop the field is empty again
    if (size === phone) await expect(field).toBeHidden();
    else await expect(field).toHaveValue('');

    // a report, over the last week
    await page.goto('/backoffice/reports');
    await main.getByRole('link', { name: t('console-reports.reports.sales.title') }).click();
    await expect(main.getByRole('heading', { level: 1, name: t('console-reports.reports.sales.title') })).toBeVisible();
    const from = dubaiDatePlus(-6);
    const today = dubaiDatePlus(0);
    await main.getByLabel(t('console-reports.range.from'), { exact: true }).fill(from);
    await main.getByLabel(t('console-reports.range.to'), { exact: true }).fill(today);
    await main.getByRole('button', { name: t('console-reports.range.submit') }).click();
    await expect(page).toHaveURL(new RegExp(`/backoffice/reports/sales\\?from=${from}&to=${today}`));
    await expect(main.getByRole('region', { name: t('console-reports.tables.periods') }).locator('tfoot')).toContainText(/[1-9]/);
    await expectNoSidewaysScroll(page);
    await shoot(page, `admin-journey-report-${language}-${size.width}`);
  });
}
