import type { Page } from '@playwright/test';
import { escapeRegExp, fixedPart, textsOf, useLanguage } from './accounts-support.ts';
import { atPhoneAndDesktop } from './console-support.ts';
import { expect, test } from './fixtures.ts';
import { expectAccessible } from './axe.ts';

/**
 * Search that finds things (decision 028): a misspelt English phrase and an Arabic word written with another alef
 * find their packages, suggestions can be chosen with the keyboard, and filters reach the address. Names are
 * the demo seed's (apps/server/src/db/seed/experiences.ts). The journeys run once, in English, and check the
 * pages they pass through (no sideways scroll on a phone or a desktop, axe); the same pages are checked in
 * Arabic on their own.
 */
const seed = {
  safari: { en: 'Mleiha Desert Safari', ae: 'سفاري صحراء مليحة' },
  aquarium: { en: 'Aquarium and Maritime Museum Ticket', ae: 'تذكرة الأكواريوم ومتحف الشارقة البحري' },
  stargazing: { en: 'Mleiha Stargazing Night', ae: 'ليلة رصد النجوم في مليحة' },
} as const;
/** "desert safari" with a letter dropped from each word */
const misspelt = 'desrt safri';
/** الأكواريوم typed with a bare alef */
const plainAlef = 'الاكواريوم';

/** Opens the header's search and types into its field. */
async function typeInHeader(page: Page, t: (key: string) => string, term: string) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: t('discovery.header_search.open') })
    .click();
  const box = page.getByRole('combobox', { name: t('discovery.header_search.label') });
  await box.fill(term);
  return box;
}

test.describe('search in English', () => {
  const language = 'en' as const;
  const t = textsOf(language);

  test.beforeEach(async ({ page }) => {
    await useLanguage(page, language);
  });

  test('a misspelt English phrase and an Arabic word with another alef find their packages', async ({ page, consoleErrors }) => {
    await page.goto('/');
    const box = await typeInHeader(page, t, misspelt);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/s/${escapeRegExp(encodeURIComponent(misspelt))}/-1$`));
    const main = page.getByRole('main');
    await expect(main.getByText(fixedPart(t('search.did_you_mean')), { exact: false }).first()).toBeVisible();
    await expect(main.getByRole('link', { name: 'desert safari', exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: seed.safari[language] }).first()).toBeVisible();
    await atPhoneAndDesktop(page, `search-typo-${language}`);
    await expectAccessible(page);

    // the suggestion's link searches the corrected words
    await main.getByRole('link', { name: 'desert safari', exact: true }).click();
    await expect(page).toHaveURL(/\/s\/desert%20safari\/-1$/);
    await expect(main.getByRole('link', { name: seed.safari[language] }).first()).toBeVisible();
    await expect(main.getByRole('link', { name: 'desert safari', exact: true })).toHaveCount(0);

    await page.goto(`/s/${encodeURIComponent(plainAlef)}/-1`);
    await expect(main.getByRole('link', { name: seed.aquarium[language] }).first()).toBeVisible();
    await atPhoneAndDesktop(page, `search-alef-${language}`);
    expect(consoleErrors).toEqual([]);
  });

  test('suggestions open as the visitor types and are chosen with the keyboard', async ({ page, consoleErrors }) => {
    await page.goto('/');
    const box = await typeInHeader(page, t, 'stargaz');
    const list = page.getByRole('listbox', { name: t('search.suggestions_label') });
    const option = list.getByRole('option', { name: new RegExp(escapeRegExp(seed.stargazing[language])) });
    await expect(option).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('status').filter({ hasText: fixedPart(t('search.suggestion_count')) })).toHaveCount(1);
    await atPhoneAndDesktop(page, `search-suggestions-${language}`);

    // Escape closes the list first, and the field keeps its text
    await box.press('Escape');
    await expect(list).toBeHidden();
    await expect(box).toHaveValue('stargaz');
    await box.press('ArrowDown');
    await expect(option).toBeVisible();
    await box.press('ArrowDown');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? 'missing');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/p\/mleiha-stargazing-night$/);
    expect(consoleErrors).toEqual([]);
  });

  test('the filters and the order reach the address and the answer', async ({ page, consoleErrors }) => {
    await page.goto(`/s/safari/-1`);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: seed.safari[language] }).first()).toBeVisible();
    await main.getByLabel(t('search.sort_label')).selectOption('price_asc');
    await main
      .getByRole('group', { name: t('search.price_legend') })
      .getByLabel(t('search.price_to'))
      .fill('300');
    await main.getByRole('button', { name: t('discovery.search.filter') }).click();
    await expect(page).toHaveURL(/\/s\/safari\/-1\?sort=price_asc&max_price=300$/);
    // Mleiha Desert Safari costs AED 465 for an adult: above the range
    await expect(main.getByRole('link', { name: seed.safari[language] })).toHaveCount(0);
    await expect(main.getByLabel(t('search.sort_label'))).toHaveValue('price_asc');
    await atPhoneAndDesktop(page, `search-filters-${language}`);
    await expectAccessible(page);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('search in Arabic', () => {
  const language = 'ae' as const;
  const t = textsOf(language);

  test.beforeEach(async ({ page }) => {
    await useLanguage(page, language);
  });

  test('the pages the English journeys check fit a phone and a desktop and have no serious axe violation in Arabic too', async ({
    page,
    consoleErrors,
  }) => {
    const main = page.getByRole('main');
    // the header's suggestions as the visitor types, on the home page
    await page.goto('/');
    await typeInHeader(page, t, 'stargaz');
    const list = page.getByRole('listbox', { name: t('search.suggestions_label') });
    await expect(list.getByRole('option', { name: new RegExp(escapeRegExp(seed.stargazing[language])) })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: fixedPart(t('search.suggestion_count')) })).toHaveCount(1);
    await atPhoneAndDesktop(page, `search-suggestions-${language}`);

    // a misspelt phrase: what the search understood, offered as a link, and its packages
    await page.goto(`/s/${encodeURIComponent(misspelt)}/-1`);
    await expect(main.getByText(fixedPart(t('search.did_you_mean')), { exact: false }).first()).toBeVisible();
    await expect(main.getByRole('link', { name: 'desert safari', exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: seed.safari[language] }).first()).toBeVisible();
    await atPhoneAndDesktop(page, `search-typo-${language}`);
    await expectAccessible(page);

    // a word written with another alef
    await page.goto(`/s/${encodeURIComponent(plainAlef)}/-1`);
    await expect(main.getByRole('link', { name: seed.aquarium[language] }).first()).toBeVisible();
    await atPhoneAndDesktop(page, `search-alef-${language}`);

    // filters and order read back from the address
    await page.goto('/s/safari/-1?sort=price_asc&max_price=300');
    await expect(main.getByText(fixedPart(t('discovery.search.count')))).toBeVisible();
    await expect(main.getByLabel(t('search.sort_label'))).toHaveValue('price_asc');
    await expect(main.getByRole('link', { name: seed.safari[language] })).toHaveCount(0);
    await atPhoneAndDesktop(page, `search-filters-${language}`);
    await expectAccessible(page);
    expect(consoleErrors).toEqual([]);
  });
});
