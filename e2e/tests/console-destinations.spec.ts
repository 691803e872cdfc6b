import type { Browser, Page } from '@playwright/test';
import { textsOf, type Language } from './accounts-support.ts';
import { expect, test } from './fixtures.ts';
import { postcardPhoto, secondBrowser } from './postcard-support.ts';
import { operatorToken, signIn } from './sessions.ts';
import { expectFitsAndAccessible, phone } from './console-journeys-support.ts';
import { uniqueSuffix } from './console-support.ts';

/**
 * The destinations and tags console (docs/decisions/035-console-catalogues.md), one smoke journey per area: an admin creates
 * a destination with both names, an uploaded picture and a map position taken from a pasted map link, which
 * a visitor opens at once, hides it and deletes it (in Arabic); tags are created, renamed and deleted (in
 * English). The rules behind each step (refusals, what visitors and the sitemap see, the audit) are the
 * server's tests' (apps/server/src/modules/catalog/destinations-console.test.ts). The states the console-wide sweeps
 * never open (a form showing its problems, the delete-or-disable dialog, the tag dialog) are checked with axe
 * on a phone in both languages. The lists and forms themselves are phone-routes.spec.ts's.
 */

function consoleTexts(language: Language) {
  const t = textsOf(language);
  const filled = (key: string, values: Record<string, string | number>) =>
    Object.entries(values).reduce((text, [name, value]) => text.replace(`{{${name}}}`, String(value)), t(key));
  const d = (key: string) => t(`console-destinations.${key}`);
  return {
    t: d,
    filled: (key: string, values: Record<string, string | number>) => filled(`console-destinations.${key}`, values),
    chooseImage: t('console-catalogue.images.choose'),
    pickerTitle: t('console-catalogue.images.dialog_title'),
    uploaded: t('console-catalogue.images.uploaded'),
  };
}

/**
 * openstreetmap.org is out of reach offline: its embed answers 204, so the preview frame stays empty instead
 * of showing the browser's error page (a page served in its place would run the journey's init script in a
 * third-party frame, which may not touch localStorage).
 */
async function stubMapEmbed(page: Page) {
  await page.route('https://www.openstreetmap.org/**', (route) => route.fulfill({ status: 204 }));
}

test.beforeEach(({ page }) => stubMapEmbed(page));

/** The rows of a console list, without the console navigation's links. */
const rowsOf = (page: Page) => page.getByRole('main').locator('.destination-rows, .tag-cards').getByRole('listitem');

async function visitorPage(browser: Browser, language: Language, path: string): Promise<Page> {
  const visitor = await (await secondBrowser(browser)).newPage();
  await visitor.addInitScript((lang) => localStorage.setItem('user_language', lang), language);
  await visitor.goto(path);
  return visitor;
}

test.describe('the destinations console in Arabic', () => {
  // Chromium reports in the console the refusal (409) the journey provokes
  test.use({ viewport: { width: 820, height: 1180 }, allowConsoleErrors: [/status of 409/] });

  test('an admin creates a destination with a picture and a pasted map position, a visitor opens it, then it is hidden and deleted', async ({
    page,
    browser,
    request,
    consoleErrors,
  }) => {
    test.slow();
    const language = 'ae';
    const text = consoleTexts(language);
    const unique = `${language}-${uniqueSuffix()}`;
    const name = `Khor Fakkan Amphitheatre ${unique}`;
    const arabicName = `مدرج خورفكان ${unique}`;
    const slug = `khor-fakkan-amphitheatre-${unique}`;
    const main = page.getByRole('main');

    await signIn(page, await operatorToken(request, language), language);
    await page.goto('/backoffice/destinations');
    await expect(page.getByRole('heading', { level: 1, name: text.t('list.title') })).toBeVisible();
    // the list follows the address: the radio is checked once the address says so
    await main.getByRole('radio', { name: text.t('states.hidden') }).click();
    await expect(page).toHaveURL(/state=hidden/);
    await expect(main.getByRole('radio', { name: text.t('states.hidden') })).toBeChecked();
    await expect(rowsOf(page).first()).toContainText(text.t('states.hidden'));

    // a web address another destination has is refused at its field, and what was typed stays
    await main.getByRole('link', { name: text.t('list.new') }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.t('edit.new_title') })).toBeVisible();
    await main.getByRole('textbox', { name: text.t('form.name') }).fill(name);
    await main.getByRole('textbox', { name: text.t('form.arabic_name') }).fill(arabicName);
    await main.getByRole('textbox', { name: text.t('form.description') }).fill('A Roman-style amphitheatre on the bay.');
    await main.getByRole('textbox', { name: text.t('form.arabic_description') }).fill('مدرج على الطراز الروماني يطل على الخليج.');
    await main.getByRole('textbox', { name: text.t('form.url_slug') }).fill('al-noor-island');
    await main.getByRole('button', { name: text.t('form.create') }).click();
    await expect(main.getByText(text.t('refused.url_slug_taken'))).toBeVisible();
    await expect(main.getByRole('textbox', { name: text.t('form.url_slug') })).toBeFocused();
    await expect(main.getByRole('textbox', { name: text.t('form.arabic_name') })).toHaveValue(arabicName);
    await main.getByRole('textbox', { name: text.t('form.url_slug') }).fill('');

    // the card image is uploaded through the picker
    await main
      .getByRole('group', { name: text.t('form.img') })
      .getByRole('button', { name: text.chooseImage })
      .click();
    const picker = page.getByRole('dialog', { name: text.pickerTitle });
    await picker.locator('input[type="file"]').setInputFiles({ ...postcardPhoto, name: `amphitheatre-${unique}.jpg` });
    await expect(page.getByText(text.uploaded)).toBeVisible();
    await expect(picker).toBeHidden();

    // the map position: a pasted OpenStreetMap link fills both coordinates and the preview shows it
    await main.getByRole('textbox', { name: text.t('map.link') }).fill('https://www.openstreetmap.org/#map=17/25.34120/56.35320');
    await main.getByRole('button', { name: text.t('map.use_link') }).click();
    await expect(main.getByRole('textbox', { name: text.t('map.lat') })).toHaveValue('25.3412');
    await expect(main.getByRole('textbox', { name: text.t('map.lan') })).toHaveValue('56.3532');
    await expect(main.locator('iframe.destination-map__preview')).toHaveAttribute('src', /marker=25\.34120%2C56\.35320/);

    await main.getByRole('button', { name: text.t('form.create') }).click();
    await expect(page.getByText(text.filled('edit.created', { name: arabicName }))).toBeVisible();
    await expect(page).toHaveURL(/\/backoffice\/destinations\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: text.filled('edit.title', { name: arabicName }) })).toBeVisible();
    await expect(main.getByRole('textbox', { name: text.t('form.url_slug') })).toHaveValue(slug);

    // a visitor opens its page at once, in Arabic
    const visitor = await visitorPage(browser, language, `/d/${slug}`);
    await expect(visitor.getByRole('heading', { level: 1, name: arabicName })).toBeVisible();
    await visitor.context().close();

    // hidden with its switch (the label is what a pointer meets: the switch itself is drawn over by its track)
    await main.getByText(text.t('form.hide'), { exact: true }).click();
    await expect(main.getByRole('switch', { name: text.t('form.hide') })).toBeChecked();
    await main.getByRole('button', { name: text.t('form.save') }).click();
    await expect(page.getByText(text.filled('edit.saved', { name: arabicName }))).toBeVisible();

    // nothing refers to it: deleted through its dialog, back on the list
    await main.getByRole('button', { name: text.t('delete.open') }).click();
    const confirm = page.getByRole('dialog', { name: text.filled('delete.title', { name: arabicName }) });
    await expect(confirm.getByText(text.t('delete.text'))).toBeVisible();
    await confirm.getByRole('button', { name: text.t('delete.confirm') }).click();
    await expect(page.getByText(text.filled('delete.deleted', { name: arabicName }))).toBeVisible();
    await expect(page).toHaveURL(/\/backoffice\/destinations$/);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('the tags console in English', () => {
  test.use({ viewport: { width: 820, height: 1180 } });

  test('an admin creates, renames and deletes a tag through its dialogs; the tag the home page shows is marked', async ({
    page,
    request,
    consoleErrors,
  }) => {
    test.slow();
    const language = 'en';
    const text = consoleTexts(language);
    const unique = `${language}-${uniqueSuffix()}`;
    const main = page.getByRole('main');
    await signIn(page, await operatorToken(request, language), language);
    await page.goto('/backoffice/tags');
    await expect(page.getByRole('heading', { level: 1, name: text.t('tags.title') })).toBeVisible();
    const homeTag = rowsOf(page).filter({ hasText: text.filled('tags.home_section', { n: 1 }) });
    await expect(homeTag.getByText(text.t('tags.on_home'))).toBeVisible();

    await main.getByRole('button', { name: text.t('tags.new') }).click();
    const dialog = page.getByRole('dialog', { name: text.t('tags.new_title') });
    await dialog.getByRole('textbox', { name: text.t('tags.name') }).fill(`Sunset Cruises ${unique}`);
    await dialog.getByRole('textbox', { name: text.t('tags.arabic_name') }).fill(`رحلات الغروب ${unique}`);
    await expect(dialog.getByText(`/t/sunset-cruises-${unique}`)).toBeVisible();
    await dialog.getByRole('button', { name: text.t('tags.create') }).click();
    await expect(page.getByText(text.filled('tags.created', { name: `Sunset Cruises ${unique}` }))).toBeVisible();

    await main.getByRole('searchbox', { name: text.t('tags.search') }).fill(unique);
    await main.getByRole('searchbox', { name: text.t('tags.search') }).press('Enter');
    await expect(rowsOf(page)).toHaveCount(1);
    await main.getByRole('button', { name: text.filled('tags.rename_named', { name: `Sunset Cruises ${unique}` }) }).click();
    const rename = page.getByRole('dialog');
    await rename.getByRole('textbox', { name: text.t('tags.name') }).fill(`Sunset Sails ${unique}`);
    await rename.getByRole('textbox', { name: text.t('tags.arabic_name') }).fill(`أشرعة الغروب ${unique}`);
    await rename.getByRole('button', { name: text.t('tags.save') }).click();
    const renamed = `Sunset Sails ${unique}`;
    await expect(page.getByText(text.filled('tags.saved', { name: renamed }))).toBeVisible();

    await main.getByRole('button', { name: text.filled('tags.delete_named', { name: renamed }) }).click();
    const confirm = page.getByRole('dialog', { name: text.filled('tags.delete_title', { name: renamed }) });
    await expect(confirm.getByText(text.t('tags.delete_text_zero'))).toBeVisible();
    await confirm.getByRole('button', { name: text.t('tags.delete_confirm') }).click();
    await expect(main.getByText(text.t('tags.none'))).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});

for (const language of ['en', 'ae'] as const) {
  test(`on a phone in ${language === 'en' ? 'English' : 'Arabic'} the form showing its problems and its map preview, the delete-or-disable dialog and the tag dialog fit and pass axe`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    test.slow();
    const text = consoleTexts(language);
    const main = page.getByRole('main');
    await page.setViewportSize(phone);
    await signIn(page, await operatorToken(request, language), language);

    // a latitude alone and no names: each problem named, the keyboard taken to the first, the Arabic name typed
    // right to left; then a pasted map link fills both coordinates, and the form shows its preview beside the
    // problems still left
    await page.goto('/backoffice/destinations/new');
    await main.getByRole('textbox', { name: text.t('map.lat') }).fill('25.3397');
    await main.getByRole('button', { name: text.t('form.create') }).click();
    await expect(main.getByText(text.t('problems.name_required'))).toBeVisible();
    await expect(main.getByText(text.t('problems.arabic_name_required'))).toBeVisible();
    await expect(main.getByText(text.t('problems.lan_missing'))).toBeVisible();
    await expect(main.getByRole('textbox', { name: text.t('form.name') })).toBeFocused();
    await expect(main.getByRole('textbox', { name: text.t('form.arabic_name') })).toHaveAttribute('dir', 'rtl');
    await main.getByRole('textbox', { name: text.t('map.link') }).fill('https://www.openstreetmap.org/#map=17/25.34120/56.35320');
    await main.getByRole('button', { name: text.t('map.use_link') }).click();
    await expect(main.locator('iframe.destination-map__preview')).toHaveAttribute('src', /marker=25\.34120%2C56\.35320/);
    await main.getByRole('button', { name: text.t('form.create') }).click();
    await expect(main.getByText(text.t('problems.lan_missing'))).toHaveCount(0);
    await expect(main.getByText(text.t('problems.name_required'))).toBeVisible();
    await expectFitsAndAccessible(page);

    // a seeded destination with packages, found by its Arabic name: its dialog offers only to disable it; Escape closes it
    await page.goto('/backoffice/destinations?q=جزيرة النور');
    await expect(rowsOf(page)).toHaveCount(1);
    await rowsOf(page)
      .getByRole('link', {
        name: text.filled('list.edit_named', { name: language === 'ae' ? 'جزيرة النور' : 'Al Noor Island' }),
      })
      .click();
    await expect(main.getByRole('textbox', { name: text.t('form.name') })).toHaveValue('Al Noor Island');
    await main.getByRole('button', { name: text.t('delete.open') }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm.getByRole('button', { name: text.t('delete.disable') })).toBeVisible();
    await expect(confirm.getByRole('button', { name: text.t('delete.confirm'), exact: true })).toHaveCount(0);
    await expectFitsAndAccessible(page);
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();

    await page.goto('/backoffice/tags');
    await main.getByRole('button', { name: text.t('tags.new') }).click();
    await expect(page.getByRole('dialog', { name: text.t('tags.new_title') })).toBeVisible();
    await expectFitsAndAccessible(page);
    expect(consoleErrors).toEqual([]);
  });
}
