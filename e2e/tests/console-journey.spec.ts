import type { Browser } from '@playwright/test';
import { newUser, registerThroughApi, textsOf, type Language } from './accounts-support.ts';
import { actionAnswered, arabicDigits, dubaiDatePlus, uniqueSuffix } from './console-support.ts';
import { expect, test } from './fixtures.ts';
import { secondBrowser } from './postcard-support.ts';
import { operatorToken, signIn } from './sessions.ts';

/**
 * The journey across the console (docs/decisions/034-console-foundation.md), in Arabic: an admin creates a destination and, in it, a package
 * with a date step, a time slot of 5 tickets, a sub-package and a peak price on one day. A visitor finds it
 * on the destination page and books two tickets at the peak price through the booking flow; the admin
 * disables the package, and the visitor reads that bookings are disabled, with no restart; the package's
 * audit log lists its changes. Each area's own journey and the server's tests check the steps' rules
 * (console-*.spec.ts, apps/server/src/modules/<area>/*-console.test.ts): pictures are uploaded in
 * console-destinations.spec.ts, and lowering a slot below what is sold is refused in
 * console-availability.spec.ts.
 */

function journeyTexts(language: Language) {
  const t = textsOf(language);
  const named = (key: string, name: string) => t(key).replace('{{name}}', name);
  return {
    t,
    named,
    destination: (key: string) => t(`console-destinations.form.${key}`),
    packageField: (key: string) => t(`console-packages.fields.${key}`),
    extras: (key: string) => t(`console-package-extras.${key}`),
    availability: (key: string) => t(`console-availability.${key}`),
    tab: (key: string) => t(`console.package_tabs.${key}`),
  };
}

/** A visitor's page in `language`, signed in with `token`, in a browser of its own. */
async function visitorPage(browser: Browser, token: string, language: Language) {
  const visitor = await (await secondBrowser(browser)).newPage();
  await signIn(visitor, token, language);
  return visitor;
}

test.describe("the console's journey in Arabic", () => {
  test.use({ viewport: { width: 1024, height: 1180 } });

  test('an admin sets up a destination and a package that a visitor books at the peak price; disabling reaches the visitor at once; the audit log has it', async ({
    page,
    browser,
    request,
    consoleErrors,
  }) => {
    // two browsers across a dozen console and booking screens on a shared machine
    test.setTimeout(240_000);
    const language = 'ae';
    const text = journeyTexts(language);
    const { t } = text;
    const unique = `${language}${uniqueSuffix()}`;
    const destinationName = `Journey Wadi ${unique}`;
    const destinationArabic = `وادي الرحلة ${unique}`;
    const packageName = `Journey Kayak ${unique}`;
    const packageArabic = `تجديف الرحلة ${unique}`;
    const time = '10:00 - 12:00';
    const day = dubaiDatePlus(10);
    const main = page.getByRole('main');

    await signIn(page, await operatorToken(request, language), language);

    // a destination (its Arabic name is what the Arabic console names it by)
    await page.goto('/backoffice/destinations/new');
    await main.getByRole('textbox', { name: text.destination('name'), exact: true }).fill(destinationName);
    await main.getByRole('textbox', { name: text.destination('arabic_name'), exact: true }).fill(destinationArabic);
    await main.getByRole('button', { name: text.destination('create') }).click();
    await expect(page.getByText(text.named('console-destinations.edit.created', destinationArabic))).toBeVisible();
    await expect(page).toHaveURL(/\/backoffice\/destinations\/\d+$/);
    const destinationSlug = await main.getByRole('textbox', { name: text.destination('url_slug'), exact: true }).inputValue();

    // a package in it: date and time steps, sub-packages step, AED 150 typed in Arabic digits; saved with bookings off
    await page.goto('/backoffice/packages/new');
    const field = (key: string) => main.getByLabel(text.packageField(key), { exact: true });
    const toggle = (key: string) => main.getByRole('switch', { name: text.packageField(key), exact: true });
    await field('destination_id').selectOption({ label: destinationArabic });
    await field('package_name').fill(packageName);
    await field('arabic_name').fill(packageArabic);
    await field('adult_price').fill(arabicDigits('150'));
    await toggle('enable_date_picker').check({ force: true });
    await field('end_date').fill(dubaiDatePlus(60));
    await toggle('enable_time_picker').check({ force: true });
    await toggle('enable_sub_packages').check({ force: true });
    await main.getByRole('button', { name: t('console-packages.form.save') }).click();
    await expect(page.getByText(text.named('console-packages.edit.created', packageArabic))).toBeVisible();
    await expect(page).toHaveURL(/\/backoffice\/packages\/\d+$/);
    const packageId = Number(new URL(page.url()).pathname.split('/').at(-1));
    const packageSlug = await field('url_slug').inputValue();

    // its sub-package
    await main.getByRole('link', { name: text.tab('extras') }).click();
    await main.getByRole('button', { name: text.extras('sub_package.add') }).click();
    const subPackage = page.getByRole('dialog');
    await subPackage
      .getByRole('textbox', { name: text.extras('sub_package.fields.package_name'), exact: true })
      .fill('Family box');
    await subPackage
      .getByRole('textbox', { name: text.extras('sub_package.fields.arabic_name'), exact: true })
      .fill('صندوق العائلة');
    await subPackage
      .getByRole('textbox', { name: text.extras('sub_package.fields.adult_price'), exact: true })
      .fill(arabicDigits('40'));
    await subPackage.getByRole('button', { name: text.extras('sub_package.save') }).click();
    await expect(page.getByText(text.extras('added').replace('{{name}}', 'صندوق العائلة'))).toBeVisible();

    // a time slot of 5 adult tickets, and a peak price of AED 200 on one day
    await main.getByRole('link', { name: text.tab('availability') }).click();
    await main.getByRole('button', { name: text.availability('slots.add') }).click();
    await main.getByRole('textbox', { name: text.availability('slots.time'), exact: true }).fill(time);
    await main.getByRole('textbox', { name: text.availability('slots.adult_tickets'), exact: true }).fill(arabicDigits('5'));
    await main.getByRole('button', { name: text.availability('slots.save') }).click();
    await expect(main.getByRole('heading', { level: 3, name: time })).toBeVisible();
    const dayButton = main.locator(`.availability-grid [data-date="${day}"]`);
    if (day.slice(0, 7) !== dubaiDatePlus(0).slice(0, 7) && !(await dayButton.isVisible()))
      await main.getByRole('button', { name: text.availability('calendar.next_month') }).click();
    // the month's own answer has arrived: the grid is busy from the click until then
    await expect(main.locator('.availability-grid')).toHaveAttribute('aria-busy', 'false');
    await dayButton.click();
    await expect(dayButton).toHaveAttribute('aria-pressed', 'true');
    await main.getByRole('textbox', { name: text.availability('prices.adult_price') }).fill(arabicDigits('200'));
    await main.getByRole('switch', { name: text.availability('prices.peak') }).check({ force: true });
    await main.getByRole('button', { name: text.availability('prices.save') }).click();
    await expect(dayButton).toHaveAccessibleName(new RegExp(text.availability('prices.peak')));

    // on sale
    await main.getByRole('link', { name: text.tab('details') }).click();
    await toggle('disabled').uncheck({ force: true });
    const onSale = actionAnswered(page, 'savePackage');
    await main.getByRole('button', { name: t('console-packages.form.save') }).click();
    expect((await onSale).ok()).toBe(true);
    await expect(page.getByText(text.named('console-packages.edit.saved', packageArabic)).last()).toBeVisible();

    // a visitor finds it on the destination page and books 2 adults on the peak day, with the sub-package
    // offered: AED 400, paid on the sandbox's page
    const visitorToken = await registerThroughApi(request, newUser(`journey-${language}`), language);
    const visitor = await visitorPage(browser, visitorToken, language);
    await visitor.goto(`/d/${destinationSlug}`);
    await visitor
      .getByRole('main')
      .getByRole('link', { name: new RegExp(packageArabic) })
      .first()
      .click();
    await expect(visitor).toHaveURL(new RegExp(`/p/${packageSlug}$`));
    const booking = visitor.getByRole('main').getByRole('region', { name: t('booking.flow.title') });
    const next = booking.getByRole('button', { name: t('booking.flow.next'), exact: true });
    await booking
      .getByRole('button', { name: t('booking.flow.increase').replace('{{name}}', t('booking.flow.adults')), exact: true })
      .click();
    await next.click();
    const dayOffered = booking.locator(`[data-date="${day}"]`);
    for (let i = 0; i < 3 && !(await dayOffered.isVisible()); i++) {
      await booking.getByRole('button', { name: t('booking.flow.date.next_month') }).click();
    }
    await dayOffered.click();
    await expect(visitor.getByText(t('booking.flow.peak'))).toBeVisible();
    await next.click();
    await booking.getByRole('radio', { name: time }).check();
    await next.click();
    await expect(booking.getByText('صندوق العائلة').first()).toBeVisible();
    // a signed-in visitor's last step is Submit: the summary
    await booking.getByRole('button', { name: t('booking.flow.submit'), exact: true }).click();
    const summary = visitor.getByRole('dialog');
    await expect(summary).toContainText('400');
    await summary.getByRole('button', { name: t('booking.summary.book_now') }).click();
    await expect(visitor).toHaveURL(/\/pay\/sandbox\/sbx_[0-9a-f]{32}$/);
    await visitor.getByRole('button', { name: /^Pay/ }).click();
    await expect(visitor).toHaveURL(/\/order-payment-complete\?order=[^&]+&success=1$/);

    // disabled: the visitor reads it on the next visit, with no restart
    await toggle('disabled').check({ force: true });
    const offSale = actionAnswered(page, 'savePackage');
    await main.getByRole('button', { name: t('console-packages.form.save') }).click();
    expect((await offSale).ok()).toBe(true);
    await expect(page.getByText(text.named('console-packages.edit.saved', packageArabic)).last()).toBeVisible();
    await visitor.goto(`/p/${packageSlug}`);
    await expect(visitor.getByText(t('discovery.package.disabled'))).toBeVisible();
    await visitor.context().close();

    // the package's audit log: made, put on sale and disabled (other journeys change other records meanwhile,
    // so it is read by its record)
    await page.goto(`/backoffice/audit-log?entity=package&entity_id=${packageId}`);
    await expect(main.locator('.audit-entry[data-action="savePackage"]')).toHaveCount(3);
    expect(consoleErrors).toEqual([]);
  });
});
