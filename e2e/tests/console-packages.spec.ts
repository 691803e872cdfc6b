import { textsOf, type Language } from './accounts-support.ts';
import { arabicDigits, dubaiDatePlus, uniqueSuffix } from './console-support.ts';
import { expect, test } from './fixtures.ts';
import { operatorToken, signIn } from './sessions.ts';
import { expectFitsAndAccessible, phone } from './console-journeys-support.ts';

/**
 * The packages console (decision 035): an admin creates a package with the date and time steps on, is
 * told live that visitors could not book it without a time slot, saves it (a new package starts with bookings
 * off) and puts it on sale without the time step (in English). The booking rules behind the verdict are the
 * server's and the domain's tests' (apps/server/src/modules/catalog/packages-console.test.ts,
 * packages/domain/src/booking/package-setup.test.ts); disabling a package reaches visitors in
 * console-journey.spec.ts. The form showing its problems, empty and refused on sale, is checked with axe on a
 * phone in both languages; the list and the form themselves are phone-routes.spec.ts's.
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

test.describe('the packages console in English', () => {
  test.use({ viewport: { width: 820, height: 1180 } });

  test('an admin creates a package with date and time steps, is told live why it could not be sold, and puts it on sale without the time step', async ({
    page,
    request,
    consoleErrors,
  }) => {
    test.slow();
    const language = 'en';
    const text = packageTexts(language);
    const problems = setupTexts[language];
    const unique = `${language}-${uniqueSuffix()}`;
    const name = `E2E Dune Dinner ${unique}`;
    const main = page.getByRole('main');
    const field = (key: string) => main.getByLabel(text.field(key), { exact: true });
    const toggle = (key: string) => main.getByRole('switch', { name: text.field(key), exact: true });
    const status = main.locator('.package-status');

    await signIn(page, await operatorToken(request, language), language);
    await page.goto('/backoffice/packages');
    await expect(page.getByRole('heading', { level: 1, name: text.listTitle })).toBeVisible();
    await main.getByRole('link', { name: text.newPackage }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.newTitle })).toBeVisible();

    await field('destination_id').selectOption({ index: 1 });
    await field('package_name').fill(name);
    await field('arabic_name').fill(`عشاء الكثبان ${unique}`);
    await field('adult_price').fill('150');

    // the booking rules' verdict follows what is typed
    await toggle('enable_date_picker').check();
    await expect(status).toContainText(problems.no_end);
    await field('end_date').fill(dubaiDatePlus(400));
    await expect(status).not.toContainText(problems.no_end);
    await toggle('enable_time_picker').check();
    await expect(status).toContainText(problems.no_slot);
    await expect(toggle('disabled')).toBeChecked();

    // a new package starts with bookings off, so it is saved; then it has tabs of its own
    await main.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.created(name))).toBeVisible();
    await expect(page).toHaveURL(/\/backoffice\/packages\/\d+$/);
    await expect(main.getByRole('link', { name: text.detailsTab })).toHaveAttribute('aria-current', 'page');
    expect(await field('url_slug').inputValue()).toMatch(/^e2e-dune-dinner-/);

    // without the time step it goes on sale
    await toggle('enable_time_picker').uncheck();
    await expect(status).not.toContainText(problems.no_slot);
    await toggle('disabled').uncheck();
    await main.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.saved(name))).toBeVisible();
    await expect(toggle('disabled')).not.toBeChecked();
    expect(consoleErrors).toEqual([]);
  });
});

for (const language of ['en', 'ae'] as const) {
  test(`on a phone in ${language === 'en' ? 'English' : 'Arabic'} the package form showing its problems, empty and refused on sale, fits and passes axe`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    test.slow();
    const text = packageTexts(language);
    const unique = `${language}-${uniqueSuffix()}`;
    const name = `E2E Refused Dinner ${unique}`;
    const main = page.getByRole('main');
    const field = (key: string) => main.getByLabel(text.field(key), { exact: true });
    const toggle = (key: string) => main.getByRole('switch', { name: text.field(key), exact: true });
    await page.setViewportSize(phone);
    await signIn(page, await operatorToken(request, language), language);
    await page.goto('/backoffice/packages/new');

    // an empty form names what is missing and takes the keyboard to the first
    await main.getByRole('button', { name: text.save }).click();
    await expect(main.getByText(text.required).first()).toBeVisible();
    await expect(field('destination_id')).toBeFocused();

    // on sale with a time step and no slot: refused as the server refuses it, naming the field; what was typed stays
    // (the price typed as an Arabic keyboard types it in Arabic)
    await field('destination_id').selectOption({ index: 1 });
    await field('package_name').fill(name);
    await field('arabic_name').fill(`عشاء مرفوض ${unique}`);
    await expect(field('arabic_name')).toHaveAttribute('dir', 'rtl');
    await field('adult_price').fill(language === 'ae' ? arabicDigits('150') : '150');
    await toggle('enable_date_picker').check();
    await field('end_date').fill(dubaiDatePlus(400));
    await toggle('enable_time_picker').check();
    await toggle('disabled').uncheck();
    await main.getByRole('button', { name: text.save }).click();
    await expect(main.getByText(text.unbookable)).toBeVisible();
    await expect(main.getByRole('alert').filter({ hasText: setupTexts[language].no_slot }).first()).toBeVisible();
    await expect(field('package_name')).toHaveValue(name);
    await expect(page).toHaveURL(/\/backoffice\/packages\/new$/);
    await expectFitsAndAccessible(page);
    expect(consoleErrors).toEqual([]);
  });
}
