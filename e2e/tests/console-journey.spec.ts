import type { Browser, Locator, Page } from '@playwright/test';
import { newUser, registerThroughApi, textsOf, type Language } from './accounts-support.ts';
import { arabicDigits, dubaiDatePlus } from './console-support.ts';
import { expect, test } from './fixtures.ts';
import { postcardPhoto, secondBrowser } from './postcard-support.ts';
import { operatorToken, signIn } from './sessions.ts';

/**
 * Issue 15's journey across the console, in English and in Arabic: an admin creates a destination and, in
 * it, a package with a date step, a time slot of 5 tickets, a sub-package, a peak price on one day and a
 * picture uploaded from the console. A visitor finds it on the destination page and books two tickets at
 * the peak price. The admin's attempt to lower the slot below what is sold is refused with the numbers;
 * the admin disables the package, and the visitor reads that bookings are disabled, with no restart. The
 * audit log lists each change.
 */

function journeyTexts(language: Language) {
  const t = textsOf(language);
  const named = (key: string, name: string) => t(key).replace('{{name}}', name);
  return {
    t,
    named,
    chooseImage: t('console-catalogue.images.choose'),
    pickerTitle: t('console-catalogue.images.dialog_title'),
    uploaded: t('console-catalogue.images.uploaded'),
    destination: (key: string) => t(`console-destinations.form.${key}`),
    packageField: (key: string) => t(`console-packages.fields.${key}`),
    extras: (key: string) => t(`console-package-extras.${key}`),
    availability: (key: string) => t(`console-availability.${key}`),
    tab: (key: string) => t(`console.package_tabs.${key}`),
    refusal: (n: number, date: string) =>
      t('errors.capacity_below_taken').replaceAll('{{n}}', String(n)).replace('{{date}}', date),
  };
}

/** Uploads the postcard test photo through the image picker of the group labelled `label`. */
async function uploadPicture(page: Page, scope: Locator, label: string, language: Language, name: string) {
  const text = journeyTexts(language);
  await scope.getByRole('group', { name: label, exact: true }).getByRole('button', { name: text.chooseImage }).click();
  const picker = page.getByRole('dialog', { name: text.pickerTitle });
  await picker.locator('input[type="file"]').setInputFiles({ ...postcardPhoto, name });
  await expect(page.getByText(text.uploaded).last()).toBeVisible();
  await expect(picker).toBeHidden();
}

/** A visitor's page in `language`, signed in with `token`, in a browser of its own. */
async function visitorPage(browser: Browser, token: string, language: Language) {
  const visitor = await (await secondBrowser(browser)).newPage();
  await signIn(visitor, token, language);
  return visitor;
}

for (const language of ['en', 'ae'] as const) {
  test.describe(`the console's journey in ${language === 'en' ? 'English' : 'Arabic'}`, () => {
    // Chromium reports in the console the refusal (409) the journey provokes
    test.use({ viewport: { width: 1024, height: 1180 }, allowConsoleErrors: [/status of 409/] });

    test('an admin sets up a destination and a package that a visitor books at the peak price; lowering the slot is refused; disabling reaches the visitor at once; the audit log has it all', async ({
      page,
      browser,
      request,
    }) => {
      // two browsers across a dozen console and booking screens on a shared machine, which the suite
      // keeps busy with the other worker: it once took longer than five minutes
      test.setTimeout(480_000);
      const text = journeyTexts(language);
      const { t } = text;
      const typed = (digits: string) => (language === 'ae' ? arabicDigits(digits) : digits);
      const unique = `${language}${Date.now().toString(36)}`;
      const destinationName = `Journey Wadi ${unique}`;
      const destinationArabic = `وادي الرحلة ${unique}`;
      const packageName = `Journey Kayak ${unique}`;
      const packageArabic = `تجديف الرحلة ${unique}`;
      const shown = (english: string, arabic: string) => (language === 'ae' ? arabic : english);
      const time = '10:00 - 12:00';
      const day = dubaiDatePlus(10);
      const main = page.getByRole('main');

      await signIn(page, await operatorToken(request, language), language);

      // a destination, with its card image uploaded from the console
      await page.goto('/backoffice/destinations/new');
      await main.getByRole('textbox', { name: text.destination('name'), exact: true }).fill(destinationName);
      await main.getByRole('textbox', { name: text.destination('arabic_name'), exact: true }).fill(destinationArabic);
      await uploadPicture(page, main, text.destination('img'), language, `wadi-${unique}.jpg`);
      await main.getByRole('button', { name: text.destination('create') }).click();
      await expect(
        page.getByText(text.named('console-destinations.edit.created', shown(destinationName, destinationArabic))),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/backoffice\/destinations\/\d+$/);
      const destinationId = Number(new URL(page.url()).pathname.split('/').at(-1));
      const destinationSlug = await main.getByRole('textbox', { name: text.destination('url_slug'), exact: true }).inputValue();

      // a package in it: date and time steps, sub-packages step, AED 150, its picture; saved with bookings off
      await page.goto('/backoffice/packages/new');
      const field = (key: string) => main.getByLabel(text.packageField(key), { exact: true });
      const toggle = (key: string) => main.getByRole('switch', { name: text.packageField(key), exact: true });
      await field('destination_id').selectOption({ label: shown(destinationName, destinationArabic) });
      await field('package_name').fill(packageName);
      await field('arabic_name').fill(packageArabic);
      await field('adult_price').fill(typed('150'));
      await toggle('enable_date_picker').check({ force: true });
      await field('end_date').fill(dubaiDatePlus(60));
      await toggle('enable_time_picker').check({ force: true });
      await toggle('enable_sub_packages').check({ force: true });
      await uploadPicture(page, main, text.packageField('img'), language, `kayak-${unique}.jpg`);
      await main.getByRole('button', { name: t('console-packages.form.save') }).click();
      await expect(page.getByText(text.named('console-packages.edit.created', shown(packageName, packageArabic)))).toBeVisible();
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
        .fill(typed('40'));
      await subPackage.getByRole('button', { name: text.extras('sub_package.save') }).click();
      await expect(page.getByText(text.extras('added').replace('{{name}}', shown('Family box', 'صندوق العائلة')))).toBeVisible();

      // a time slot of 5 adult tickets, and a peak price of AED 200 on one day
      await main.getByRole('link', { name: text.tab('availability') }).click();
      await main.getByRole('button', { name: text.availability('slots.add') }).click();
      await main.getByRole('textbox', { name: text.availability('slots.time'), exact: true }).fill(time);
      await main.getByRole('textbox', { name: text.availability('slots.adult_tickets'), exact: true }).fill(typed('5'));
      await main.getByRole('button', { name: text.availability('slots.save') }).click();
      await expect(main.getByRole('heading', { level: 3, name: time })).toBeVisible();
      const dayButton = main.locator(`.availability-grid [data-date="${day}"]`);
      if (day.slice(0, 7) !== dubaiDatePlus(0).slice(0, 7) && !(await dayButton.isVisible()))
        await main.getByRole('button', { name: text.availability('calendar.next_month') }).click();
      // the month's own answer has arrived (until then the calendar shows the previous month's, and redraws)
      await page.waitForLoadState('networkidle');
      await dayButton.click();
      await expect(dayButton).toHaveAttribute('aria-pressed', 'true');
      await main.getByRole('textbox', { name: text.availability('prices.adult_price') }).fill(typed('200'));
      await main.getByRole('switch', { name: text.availability('prices.peak') }).check({ force: true });
      await main.getByRole('button', { name: text.availability('prices.save') }).click();
      await expect(dayButton).toHaveAccessibleName(new RegExp(text.availability('prices.peak')));

      // on sale
      await main.getByRole('link', { name: text.tab('details') }).click();
      await toggle('disabled').uncheck({ force: true });
      await main.getByRole('button', { name: t('console-packages.form.save') }).click();
      await expect(
        page.getByText(text.named('console-packages.edit.saved', shown(packageName, packageArabic))).last(),
      ).toBeVisible();

      // a visitor finds it on the destination page and books 2 adults on the peak day: AED 400
      const visitorToken = await registerThroughApi(request, newUser(`journey-${language}`), language);
      const visitor = await visitorPage(browser, visitorToken, language);
      await visitor.goto(`/d/${destinationSlug}`);
      await visitor
        .getByRole('main')
        .getByRole('link', { name: new RegExp(shown(packageName, packageArabic)) })
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
      await expect(booking.getByText(shown('Family box', 'صندوق العائلة')).first()).toBeVisible();
      // a signed-in visitor's last step is Submit: the summary
      await booking.getByRole('button', { name: t('booking.flow.submit'), exact: true }).click();
      const summary = visitor.getByRole('dialog');
      await expect(summary).toContainText('400');
      await summary.getByRole('button', { name: t('booking.summary.book_now') }).click();
      await expect(visitor).toHaveURL(/\/pay\/sandbox\/sbx_[0-9a-f]{32}$/);
      await visitor.getByRole('button', { name: /^Pay/ }).click();
      await expect(visitor).toHaveURL(/\/order-payment-complete\?order=[^&]+&success=1$/);

      // lowering the slot to 1 is refused with the numbers; what was typed stays
      await page.reload();
      await main.getByRole('link', { name: text.tab('availability') }).click();
      await main.getByRole('button', { name: text.availability('slots.edit_named').replace('{{time}}', time) }).click();
      const tickets = main.getByRole('textbox', { name: text.availability('slots.adult_tickets'), exact: true });
      await tickets.fill(typed('1'));
      await main.getByRole('button', { name: text.availability('slots.save') }).click();
      await expect(main.getByText(text.refusal(2, `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`))).toBeVisible();
      await expect(tickets).toHaveValue(typed('1'));

      // disabled: the visitor reads it on the next visit, with no restart
      await main.getByRole('link', { name: text.tab('details') }).click();
      await toggle('disabled').check({ force: true });
      await main.getByRole('button', { name: t('console-packages.form.save') }).click();
      await expect(
        page.getByText(text.named('console-packages.edit.saved', shown(packageName, packageArabic))).last(),
      ).toBeVisible();
      await visitor.goto(`/p/${packageSlug}`);
      await expect(visitor.getByText(t('discovery.package.disabled'))).toBeVisible();

      // the audit log has each record's history: the destination made, the package made, put on sale and
      // disabled, its peak price (other journeys change other records meanwhile, so each is read by its record)
      const historyOf = async (entity: string, id: number | string, action: string, count: number) => {
        await page.goto(`/backoffice/audit-log?entity=${entity}&entity_id=${id}`);
        await expect(main.locator('.audit-entry').filter({ hasText: action })).toHaveCount(count);
      };
      await historyOf('package', packageId, 'savePackage', 3);
      await historyOf('destination', destinationId, 'saveDestination', 1);
      await historyOf('date_prices', packageId, 'saveDatePrices', 1);
      await visitor.context().close();
    });
  });
}
