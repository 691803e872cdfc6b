import type { Browser, Locator, Page } from '@playwright/test';
import { escapeRegExp, textsOf, type Language } from './accounts-support.ts';
import { arabicDigits, uniqueSuffix } from './console-support.ts';
import { expect, test } from './fixtures.ts';
import { postcardPhoto, secondBrowser } from './postcard-support.ts';
import { operatorToken, signIn } from './sessions.ts';

/**
 * The postcard templates console (decisions 035 and 034): an admin (the journeys' operators are made by
 * the command-line tool, which makes admins) adds a template with a picture uploaded through the image
 * picker, changes its price, which a visitor sees at once, and deletes it; a template orders refer to is
 * disabled instead. On a tablet, in Arabic (the price typed in Arabic-Indic digits). The rules behind each
 * step are the server's (apps/server/src/modules/postcards/postcard-catalogue-console.test.ts) and the form's
 * (apps/web/src/features/console/postcards/postcard-template-draft.test.ts); axe on the list and its fit on
 * a phone are phone-routes.spec.ts's; on the form showing its problems and the picker, in both languages, with
 * their fit on a phone, console-pages.spec.ts's.
 */

function consoleTexts(language: Language) {
  const t = textsOf(language);
  const named = (key: string, name: string) => t(key).replace('{{name}}', name);
  return {
    title: t('console-catalogue.templates.title'),
    newTemplate: t('console-catalogue.templates.new'),
    englishName: t('console-catalogue.form.name'),
    arabicName: t('console-catalogue.form.arabic_name'),
    price: t('console-catalogue.form.price'),
    enabled: t('console-catalogue.form.enable'),
    save: t('console-catalogue.form.save'),
    cancel: t('console-catalogue.form.cancel'),
    problem: (key: string) => t(`console-catalogue.problems.${key}`),
    chooseImage: t('console-catalogue.images.choose'),
    refusedImage: t('console-catalogue.refused.image'),
    changeImage: t('console-catalogue.images.change'),
    chosenAlt: t('console-catalogue.images.chosen_alt'),
    pickerTitle: t('console-catalogue.images.dialog_title'),
    search: t('console-catalogue.images.search'),
    uploaded: t('console-catalogue.images.uploaded'),
    created: (name: string) => named('console-catalogue.form.created', name),
    saved: (name: string) => named('console-catalogue.form.saved', name),
    edit: (name: string) => named('console-catalogue.templates.edit_named', name),
    remove: (name: string) => named('console-catalogue.templates.delete_named', name),
    deleteTitle: (name: string) => named('console-catalogue.delete.title', name),
    confirmDelete: t('console-catalogue.delete.confirm'),
    inUse: t('console-catalogue.delete.in_use'),
    disableInstead: t('console-catalogue.delete.disable'),
    disabled: (name: string) => named('console-catalogue.delete.disabled', name),
    deleted: (name: string) => named('console-catalogue.delete.deleted', name),
    no: t('console-catalogue.templates.no'),
    enabledFact: t('console-catalogue.templates.fields.enable'),
  };
}

/** A template's card on the console page, by the name the reader sees. */
const cardOf = (page: Page, name: string) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name }) });

/** The amount an element shows, read from its digits ("AED 12.5", "12.5 د.إ.‏"). */
async function priceOf(element: Locator): Promise<number> {
  return Number(/\d+(\.\d+)?/.exec(await element.innerText())?.[0]);
}

/**
 * The server's answers to `action` are refusals until page.unroute, as it would answer in a race the journey cannot stage
 * by itself (an order placed, a picture removed by another admin a moment before).
 */
async function refuseNext(
  page: Page,
  action: string,
  status: number,
  failure: { code: string; fields?: Record<string, string> },
) {
  await page.route('**/api', async (route) => {
    if (!route.request().postData()?.includes(`action=${action}`)) return route.fallback();
    await route.fulfill({
      status,
      contentType: 'application/json',
      body: JSON.stringify({ success: 0, msg: failure.code, ...failure }),
    });
  });
}

/** A visitor in a browser of their own on the postcards page, its templates listed. */
async function visitorPage(browser: Browser, language: Language): Promise<Page> {
  const visitor = await (await secondBrowser(browser)).newPage();
  await visitor.addInitScript((lang) => localStorage.setItem('user_language', lang), language);
  await visitor.goto('/hos-postcards');
  await expect(visitor.getByRole('article').first()).toBeVisible();
  return visitor;
}

test.describe('the postcard templates console in Arabic', () => {
  // Chromium reports in the console the refusals (400, 409) the journey provokes
  test.use({ viewport: { width: 820, height: 1180 }, allowConsoleErrors: [/status of (400|409)/] });

  test('an admin adds a template with an uploaded picture, reprices it for visitors at once, and deletes it', async ({
    page,
    browser,
    request,
    consoleErrors,
  }) => {
    test.slow();
    const language = 'ae';
    const text = consoleTexts(language);
    const unique = `${language}-${uniqueSuffix()}`;
    const name = `E2E Souq Card ${unique}`;
    const arabicName = `بطاقة السوق ${unique}`;
    // an Arabic reader sees the template by its Arabic name
    const shownName = arabicName;
    const main = page.getByRole('main');

    await signIn(page, await operatorToken(request, language), language);
    await page.goto('/backoffice/postcard-templates');
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expect(main.getByRole('listitem').first()).toBeVisible();

    // an empty form names every missing field and takes the keyboard to the first
    await main.getByRole('button', { name: text.newTemplate }).click();
    await main.getByRole('button', { name: text.save }).click();
    for (const key of ['name_required', 'arabic_name_required', 'image_required', 'price_format']) {
      await expect(main.getByText(text.problem(key))).toBeVisible();
    }
    await expect(main.getByRole('textbox', { name: text.englishName })).toBeFocused();
    await expect(main.getByRole('textbox', { name: text.arabicName })).toHaveAttribute('dir', 'rtl');

    // what was typed stays while the picture is uploaded through the picker, which then holds it
    await main.getByRole('textbox', { name: text.englishName }).fill(name);
    await main.getByRole('textbox', { name: text.arabicName }).fill(arabicName);
    await main.getByRole('textbox', { name: text.price }).fill(arabicDigits('12.5'));
    await main.getByRole('button', { name: text.chooseImage }).click();
    const picker = page.getByRole('dialog', { name: text.pickerTitle });
    await expect(picker).toBeVisible();
    await picker.locator('input[type="file"]').setInputFiles({ ...postcardPhoto, name: `souq-${unique}.jpg` });
    await expect(page.getByText(text.uploaded)).toBeVisible();
    await expect(picker).toBeHidden();
    await expect(main.getByRole('img', { name: text.chosenAlt })).toBeVisible();
    await expect(main.getByRole('textbox', { name: text.englishName })).toHaveValue(name);

    // a field the server refuses (the picture deleted meanwhile) is named at that field, and nothing typed is lost
    await refuseNext(page, 'savePostcardTemplate', 400, { code: 'invalid_input', fields: { image: 'not an uploaded image' } });
    await main.getByRole('button', { name: text.save }).click();
    await expect(main.getByText(text.refusedImage)).toBeVisible();
    await expect(main.getByRole('button', { name: text.changeImage })).toBeFocused();
    await expect(main.getByRole('textbox', { name: text.arabicName })).toHaveValue(arabicName);
    await page.unroute('**/api');

    await main.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.created(shownName))).toBeVisible();
    await expect.poll(() => priceOf(cardOf(page, shownName).getByRole('definition').first())).toBe(12.5);

    // the picker finds the upload by its name and is worked by keyboard: Enter chooses the focused picture
    await main.getByRole('button', { name: text.edit(shownName) }).click();
    await main.getByRole('button', { name: text.changeImage }).click();
    await picker.getByRole('searchbox', { name: text.search }).fill(`souq-${unique}`);
    await picker.getByRole('searchbox', { name: text.search }).press('Enter');
    const pictures = picker.getByRole('list').getByRole('button');
    await expect(pictures).toHaveCount(1);
    await expect(pictures.first()).toHaveAttribute('aria-current', 'true');
    await pictures.first().focus();
    await page.keyboard.press('End');
    await expect(pictures.first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(picker).toBeHidden();

    // a new price, which a visitor loading the postcards page sees without any wait
    await main.getByRole('textbox', { name: text.price }).fill('9');
    await main.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.saved(shownName))).toBeVisible();
    await expect.poll(() => priceOf(cardOf(page, shownName).getByRole('definition').first())).toBe(9);
    const visitor = await visitorPage(browser, language);
    const visitorCard = visitor.getByRole('article').filter({ has: visitor.getByRole('link', { name: shownName }) });
    await expect.poll(() => priceOf(visitorCard.locator('.postcard-card__price'))).toBe(9);
    await visitor.context().close();

    // an order placed meanwhile (the server's in_use answer): the dialog explains, and disabling is offered there
    await refuseNext(page, 'deletePostcardTemplate', 409, { code: 'in_use' });
    await main.getByRole('button', { name: text.remove(shownName) }).click();
    const confirm = page.getByRole('dialog', { name: text.deleteTitle(shownName) });
    await confirm.getByRole('button', { name: text.confirmDelete }).click();
    await expect(confirm.getByText(text.inUse)).toBeVisible();
    await confirm.getByRole('button', { name: text.disableInstead }).click();
    await expect(page.getByText(text.disabled(shownName))).toBeVisible();
    await expect(cardOf(page, shownName)).toContainText(new RegExp(`${escapeRegExp(text.enabledFact)}\\s*${text.no}`));
    await page.unroute('**/api');

    // with no order after all, it is deleted
    await main.getByRole('button', { name: text.remove(shownName) }).click();
    await confirm.getByRole('button', { name: text.confirmDelete }).click();
    await expect(page.getByText(text.deleted(shownName))).toBeVisible();
    await expect(cardOf(page, shownName)).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});
