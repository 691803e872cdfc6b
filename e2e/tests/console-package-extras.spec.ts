import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { escapeRegExp, textsOf, type Language } from './accounts-support.ts';
import { arabicDigits, uniqueSuffix } from './console-support.ts';
import { expect, test } from './fixtures.ts';
import { operatorToken, signIn } from './sessions.ts';
import { expectFitsAndAccessible, phone } from './console-journeys-support.ts';

/**
 * A package's Extras tab in the console (docs/decisions/035-console-catalogues.md): an admin adds a sub-package through its dialog,
 * reprices it, disables it and deletes it, and switches an option list on and off again; the tab says when
 * the package's step is off (in Arabic, on a demo package no other journey books, left as it was found). What
 * visitors' package answer then says, the prices a booking pays and the refusals are the server's tests'
 * (apps/server/src/modules/catalog/package-extras-console.test.ts). The sub-package dialog showing its problems is
 * checked with axe on a phone in both languages; the tab itself is phone-routes.spec.ts's.
 */

/** A demo package per language, so the two journeys running side by side do not meet. */
const packageSlugs: Record<Language, string> = { en: 'al-rafisah-dam-kayak', ae: 'fossil-rock-sunrise-hike' };

function extrasTexts(language: Language) {
  const t = textsOf(language);
  const named = (key: string, name: string) => t(`console-package-extras.${key}`).replace('{{name}}', name);
  const sub = (key: string) => t(`console-package-extras.sub_package.${key}`);
  const options = (key: string) => t(`console-package-extras.option_list.${key}`);
  return {
    title: (name: string) => named('title_named', name),
    addSubPackage: sub('add'),
    newSubPackage: sub('new_title'),
    saveSubPackage: sub('save'),
    subStepOff: sub('step_off'),
    mealStepOff: t('console-package-extras.meal.step_off'),
    turnOn: t('console-package-extras.turn_on_in_details'),
    englishName: sub('fields.package_name'),
    arabicName: sub('fields.arabic_name'),
    adultPrice: sub('fields.adult_price'),
    required: t('console-package-extras.problems.required'),
    added: (name: string) => named('added', name),
    saved: (name: string) => named('saved', name),
    edit: (name: string) => named('edit_named', name),
    disable: (name: string) => named('disable_named', name),
    disabled: (name: string) => named('disabled', name),
    remove: (name: string) => named('delete_named', name),
    deleteTitle: (name: string) => named('delete_title', name),
    confirmDelete: t('console-package-extras.delete'),
    deleted: (name: string) => named('deleted', name),
    stateFact: t('console-package-extras.state'),
    hidden: t('console-package-extras.hidden'),
    optionListOn: options('enable'),
    optionLabel: options('label'),
    optionArabicLabel: options('arabic_label'),
    optionPrice: options('price'),
    optionId: options('id'),
    saveOptionList: options('save'),
    optionListSaved: options('saved'),
    optionListOff: options('switched_off'),
  };
}

type VisitorPackage = {
  id: number;
  package_name: string;
  arabic_name: string;
  sub_packages: { package_name: string; adult_price: number | null; enable: number }[];
  option_list: null | { options: { id: string; label: string; price: number }[] };
};

/** What a visitor's browser is answered now for the package (GET packagesDetails, the cacheable public read). */
async function visitorPackage(request: APIRequestContext, slug: string): Promise<VisitorPackage> {
  const response = await request.get(`/api?action=packagesDetails&slug=${slug}`);
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: VisitorPackage }).data;
}

/** An add-on's card on the page, by its English name (its heading in both languages). */
const cardOf = (page: Page, name: string) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name }) });

/** The amount an element shows, read from its digits ("AED 40.00", "40.00 د.إ.‏"). */
async function priceOf(element: Locator): Promise<number> {
  return Number(/\d+(\.\d+)?/.exec(await element.innerText())?.[0]);
}

test.describe("a package's extras in the console, in Arabic", () => {
  test.use({ viewport: { width: 820, height: 1180 } });

  test('an admin adds a Family box sub-package, reprices, disables and deletes it, and switches the option list on and off', async ({
    page,
    request,
    consoleErrors,
  }) => {
    test.slow();
    const language = 'ae';
    const text = extrasTexts(language);
    const pkg = await visitorPackage(request, packageSlugs[language]);
    const unique = `${language}-${uniqueSuffix()}`;
    const name = `Family box ${unique}`;
    const arabicName = `صندوق العائلة ${unique}`;
    const main = page.getByRole('main');

    await signIn(page, await operatorToken(request, language), language);
    await page.goto(`/backoffice/packages/${pkg.id}/extras`);
    await expect(page.getByRole('heading', { level: 1, name: text.title(pkg.arabic_name) })).toBeVisible();
    // the demo package books by date, time and transport only: the tab says visitors see no sub-package or meal
    await expect(main.getByText(text.subStepOff)).toBeVisible();
    await expect(main.getByText(text.mealStepOff)).toBeVisible();
    await expect(main.getByRole('link', { name: text.turnOn }).first()).toHaveAttribute('href', `/backoffice/packages/${pkg.id}`);

    // prices typed as an Arabic keyboard types them
    await main.getByRole('button', { name: text.addSubPackage }).click();
    const dialog = page.getByRole('dialog', { name: text.newSubPackage });
    await dialog.getByRole('textbox', { name: text.englishName }).fill(name);
    await dialog.getByRole('textbox', { name: text.arabicName }).fill(arabicName);
    await dialog.getByRole('textbox', { name: text.adultPrice }).fill(arabicDigits('40'));
    await dialog.getByRole('button', { name: text.saveSubPackage }).click();
    await expect(page.getByText(text.added(arabicName))).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect.poll(() => priceOf(cardOf(page, name).getByRole('definition').first())).toBe(40);

    await main.getByRole('button', { name: text.edit(arabicName) }).click();
    const editor = page.getByRole('dialog');
    await expect(editor.getByRole('textbox', { name: text.englishName })).toHaveValue(name);
    await editor.getByRole('textbox', { name: text.adultPrice }).fill(arabicDigits('45.50'));
    await editor.getByRole('button', { name: text.saveSubPackage }).click();
    await expect(page.getByText(text.saved(arabicName))).toBeVisible();
    await expect.poll(() => priceOf(cardOf(page, name).getByRole('definition').first())).toBe(45.5);

    // disabled, then deleted through its dialog (no booking names it)
    await main.getByRole('button', { name: text.disable(arabicName) }).click();
    await expect(page.getByText(text.disabled(arabicName))).toBeVisible();
    await expect(cardOf(page, name)).toContainText(new RegExp(`${escapeRegExp(text.stateFact)}\\s*${text.hidden}`));
    await main.getByRole('button', { name: text.remove(arabicName) }).click();
    await page
      .getByRole('dialog', { name: text.deleteTitle(arabicName) })
      .getByRole('button', { name: text.confirmDelete })
      .click();
    await expect(page.getByText(text.deleted(arabicName))).toBeVisible();
    await expect(cardOf(page, name)).toHaveCount(0);

    // the option list: saved empty, the keyboard goes to the label; then one option, whose id the server makes
    // from its label and the form shows; then off again
    await main.getByRole('switch', { name: text.optionListOn }).check();
    await main.getByRole('button', { name: text.saveOptionList }).click();
    await expect(main.getByRole('textbox', { name: text.optionLabel })).toBeFocused();
    await main.getByRole('textbox', { name: text.optionLabel }).fill(`Sunrise pass ${unique}`);
    await main.getByRole('textbox', { name: text.optionArabicLabel }).fill(`تذكرة الشروق ${unique}`);
    await main.getByRole('textbox', { name: text.optionPrice }).fill(arabicDigits('120'));
    await main.getByRole('button', { name: text.saveOptionList }).click();
    await expect(page.getByText(text.optionListSaved)).toBeVisible();
    await expect(main.getByRole('textbox', { name: text.optionId })).toHaveValue(`sunrise-pass-${unique}`);
    await main.getByRole('switch', { name: text.optionListOn }).uncheck();
    await main.getByRole('button', { name: text.saveOptionList }).click();
    await expect(page.getByText(text.optionListOff)).toBeVisible();
    expect((await visitorPackage(request, packageSlugs[language])).option_list).toBeNull();
    expect(consoleErrors).toEqual([]);
  });
});

for (const language of ['en', 'ae'] as const) {
  test(`on a phone in ${language === 'en' ? 'English' : 'Arabic'} the sub-package dialog showing its problems fits and passes axe`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    test.slow();
    const text = extrasTexts(language);
    const pkg = await visitorPackage(request, packageSlugs[language]);
    await page.setViewportSize(phone);
    await signIn(page, await operatorToken(request, language), language);
    await page.goto(`/backoffice/packages/${pkg.id}/extras`);
    // on a package whose sub-package step is on, the tab says nothing of a step that is off
    if (language === 'en') await expect(page.getByRole('main').getByText(text.subStepOff)).toHaveCount(0);

    // an empty form names the missing names and takes the keyboard to the first
    await page.getByRole('button', { name: text.addSubPackage }).click();
    const dialog = page.getByRole('dialog', { name: text.newSubPackage });
    await dialog.getByRole('button', { name: text.saveSubPackage }).click();
    await expect(dialog.getByText(text.required)).toHaveCount(2);
    await expect(dialog.getByRole('textbox', { name: text.englishName })).toBeFocused();
    await expect(dialog.getByRole('textbox', { name: text.arabicName })).toHaveAttribute('dir', 'rtl');
    await expectFitsAndAccessible(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });
}
