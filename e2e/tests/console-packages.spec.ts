import { textsOf, type Language } from './accounts-support.ts';
import { arabicDigits, atPhoneAndDesktop } from './console-support.ts';
import { expect, test } from './fixtures.ts';
import { secondBrowser } from './postcard-support.ts';
import { operatorToken, signIn } from './sessions.ts';
import { expectAccessible, expectNoSidewaysScroll } from './store-support.ts';

/**
 * The packages console (issue 15 Deliver 1): an admin creates a package with the date and time steps on, is
 * told live, and again on saving, that visitors could not book it without a time slot, saves it with bookings
 * off, puts it on sale without the time step, and switches its bookings off again, which a visitor sees at
 * once. On a tablet and a phone, in English and in Arabic.
 */

function packageTexts(language: Language) {
  const t = textsOf(language);
  const named = (key: string, name: string) => t(key).replace('{{name}}', name);
  return {
    listTitle: t('console-packages.list.title'),
    newPackage: t('console-packages.list.new'),
    newTitle: t('console-packages.edit.new_title'),
    field: (name: string) => t(`console-packages.fields.${name}`),
    save: t('console-packages.form.save'),
    required: t('console-packages.problems.required'),
    created: (name: string) => named('console-packages.edit.created', name),
    saved: (name: string) => named('console-packages.edit.saved', name),
    unbookable: t('errors.package_unbookable'),
    detailsTab: t('console.package_tabs.details'),
    bookingsDisabled: t('discovery.package.disabled'),
  };
}

/** The problem texts of packages/domain package-setup.ts, in the page's language. */
const setupTexts = {
  en: {
    no_end: 'Give an end date or event dates',
    no_slot: 'The time step is on, but the package has no enabled time slot',
  },
  ae: {
    no_end: 'أدخل تاريخ انتهاء أو تواريخ الفعالية',
    no_slot: 'خطوة الوقت مفعّلة، لكن لا توجد للباقة فترة زمنية مفعّلة',
  },
} as const;

for (const language of ['en', 'ae'] as const) {
  test.describe(`the packages console in ${language === 'en' ? 'English' : 'Arabic'}`, () => {
    // Chromium reports in the console the refusal (400) the journey provokes
    test.use({ viewport: { width: 820, height: 1180 }, allowConsoleErrors: [/status of 400/] });

    test('an admin creates a package with date and time steps, is told why it could not be sold, and switches its bookings off', async ({
      page,
      browser,
      request,
      consoleErrors,
    }) => {
      test.slow();
      const text = packageTexts(language);
      const problems = setupTexts[language];
      const unique = `${language}-${Date.now().toString(36)}`;
      const name = `E2E Dune Dinner ${unique}`;
      const arabicName = `عشاء الكثبان ${unique}`;
      const shownName = language === 'ae' ? arabicName : name;
      const main = page.getByRole('main');
      const field = (key: string) => main.getByLabel(text.field(key), { exact: true });
      const toggle = (key: string) => main.getByRole('switch', { name: text.field(key), exact: true });
      const status = main.locator('.package-status');

      await signIn(page, await operatorToken(request, language), language);
      await page.goto('/backoffice/packages');
      await expect(page.getByRole('heading', { level: 1, name: text.listTitle })).toBeVisible();
      await expect(main.locator('.package-row').first()).toBeVisible();
      await expectAccessible(page);
      await atPhoneAndDesktop(page, `list-${language}`);

      // an empty form names what is missing and takes the keyboard to the first
      await main.getByRole('link', { name: text.newPackage }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.newTitle })).toBeVisible();
      await main.getByRole('button', { name: text.save }).click();
      await expect(main.getByText(text.required).first()).toBeVisible();
      await expect(field('destination_id')).toBeFocused();
      await expectAccessible(page);

      await field('destination_id').selectOption({ index: 1 });
      await field('package_name').fill(name);
      await field('arabic_name').fill(arabicName);
      await expect(field('arabic_name')).toHaveAttribute('dir', 'rtl');
      await field('adult_price').fill(language === 'ae' ? arabicDigits('150') : '150');

      // the booking rules' verdict follows what is typed
      await toggle('enable_date_picker').check();
      await expect(status).toContainText(problems.no_end);
      await field('end_date').fill('2027-12-31');
      await expect(status).not.toContainText(problems.no_end);
      await toggle('enable_time_picker').check();
      await expect(status).toContainText(problems.no_slot);
      await expect(toggle('disabled')).toBeChecked();
      await atPhoneAndDesktop(page, `new-${language}`);

      // a new package starts with bookings off, so it is saved; then it has tabs of its own
      await main.getByRole('button', { name: text.save }).click();
      await expect(page.getByText(text.created(shownName))).toBeVisible();
      await expect(page).toHaveURL(/\/backoffice\/packages\/\d+$/);
      await expect(main.getByRole('link', { name: text.detailsTab })).toHaveAttribute('aria-current', 'page');
      const slug = await field('url_slug').inputValue();
      expect(slug).toMatch(/^e2e-dune-dinner-/);

      // on sale with a time step and no slot: refused as the server refuses it, naming the field; what was typed stays
      await toggle('disabled').uncheck();
      await main.getByRole('button', { name: text.save }).click();
      await expect(main.getByText(text.unbookable)).toBeVisible();
      await expect(main.getByRole('alert').filter({ hasText: problems.no_slot }).first()).toBeVisible();
      await expect(field('package_name')).toHaveValue(name);
      await expectAccessible(page);

      // without the time step it goes on sale
      await toggle('enable_time_picker').uncheck();
      await expect(status).not.toContainText(problems.no_slot);
      await main.getByRole('button', { name: text.save }).click();
      await expect(page.getByText(text.saved(shownName))).toBeVisible();

      // bookings off again: a visitor arriving now reads that bookings are disabled, with no restart
      await toggle('disabled').check();
      await main.getByRole('button', { name: text.save }).click();
      await expect(page.getByText(text.saved(shownName)).last()).toBeVisible();
      const visitor = await (await secondBrowser(browser)).newPage();
      await visitor.addInitScript((lang) => localStorage.setItem('user_language', lang), language);
      await visitor.goto(`/p/${slug}`);
      await expect(visitor.getByText(text.bookingsDisabled)).toBeVisible();
      await visitor.context().close();
      await atPhoneAndDesktop(page, `edit-${language}`);
      await expectNoSidewaysScroll(page);
      expect(consoleErrors).toEqual([]);
    });

    test('on a phone the list and the form fit the screen and pass axe', async ({ page, request, consoleErrors }) => {
      const text = packageTexts(language);
      const main = page.getByRole('main');
      await page.setViewportSize({ width: 390, height: 844 });
      await signIn(page, await operatorToken(request, language), language);
      await page.goto('/backoffice/packages');
      await expect(main.locator('.package-row').first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);
      await main.getByRole('link', { name: text.newPackage }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.newTitle })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);
      expect(consoleErrors).toEqual([]);
    });
  });
}
