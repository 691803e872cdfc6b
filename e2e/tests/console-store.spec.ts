import type { APIRequestContext } from '@playwright/test';
import { textsOf, type Language } from './accounts-support.ts';
import { expect, test } from './fixtures.ts';
import { operatorToken, signIn } from './sessions.ts';
import { uniqueSuffix } from './console-support.ts';
import { expectAccessible } from './axe.ts';

/**
 * The store catalogue console (decision 035): an admin adds a product with sizes and a variant, adds
 * stock with a reason (a visitor's store answer shows it at once), is refused taking more than there is and
 * finds the product in the searchable list (in English); adds and deletes a tag and saves the store design
 * (in Arabic). On a tablet. The rules behind each step are the server's
 * (apps/server/src/modules/store/store-products-console.test.ts, store-design-console.test.ts); axe on these pages in both
 * languages and their fit on a phone are phone-routes.spec.ts's.
 */

function storeTexts(language: Language) {
  const t = textsOf(language);
  const filled = (key: string, values: Record<string, string | number>) =>
    Object.entries(values).reduce((text, [name, value]) => text.replace(`{{${name}}}`, String(value)), t(key));
  return { t, filled };
}

/** The product as visitors get it from the store's public list (GET, as the store pages ask for it). */
async function visitorProduct(request: APIRequestContext, slug: string) {
  const res = await request.get('/api?action=storeData');
  expect(res.ok()).toBe(true);
  const products = ((await res.json()) as { data: { products: { slug: string; qty: number; price: number }[] } }).data.products;
  return products.find((p) => p.slug === slug);
}

test.describe('the store catalogue console', () => {
  // Chromium reports in the console the refusal (409) the journey provokes
  test.use({ viewport: { width: 820, height: 1180 }, allowConsoleErrors: [/status of 409/] });

  test('an admin adds a product with a variant, records stock that visitors see at once, and finds it in the list (en)', async ({
    page,
    request,
    consoleErrors,
  }) => {
    test.slow();
    const language = 'en';
    const { t, filled } = storeTexts(language);
    const unique = `${language}-${uniqueSuffix()}`;
    const title = `E2E Sadu Cushion ${unique}`;
    const arabicTitle = `وسادة السدو ${unique}`;
    const slug = `e2e-sadu-cushion-${unique}`;
    const shownTitle = title;
    const main = page.getByRole('main');

    await signIn(page, await operatorToken(request, language), language);
    await page.goto('/backoffice/products/new');
    await expect(page.getByRole('heading', { level: 1, name: t('console-store.product.new_title') })).toBeVisible();

    // an empty form names the missing fields and takes the keyboard to the first
    await main.getByRole('button', { name: t('console-store.product.save') }).click();
    await expect(main.getByRole('textbox', { name: t('console-store.product.title_en') })).toBeFocused();

    await main.getByRole('textbox', { name: t('console-store.product.title_en') }).fill(title);
    await main.getByRole('textbox', { name: t('console-store.product.title_ar') }).fill(arabicTitle);
    await expect(main.getByRole('textbox', { name: t('console-store.form.slug') })).toHaveValue(slug);
    await main.getByRole('textbox', { name: t('console-store.product.price') }).fill('75');
    await main.getByRole('button', { name: t('console-store.attributes.add') }).click();
    await main.getByRole('textbox', { name: filled('console-store.attributes.name_en', { n: 1 }) }).fill('Size');
    await main.getByRole('textbox', { name: filled('console-store.attributes.name_ar', { n: 1 }) }).fill('المقاس');
    await main.getByRole('textbox', { name: filled('console-store.attributes.values_en', { n: 1 }) }).fill('S, M');
    await main.getByRole('textbox', { name: filled('console-store.attributes.values_ar', { n: 1 }) }).fill('صغير، وسط');
    await main.getByRole('button', { name: t('console-store.variants.add') }).click();
    await main.getByRole('combobox', { name: filled('console-store.variants.option', { name: 'Size', n: 1 }) }).selectOption('M');
    await main.getByRole('textbox', { name: filled('console-store.variants.price', { n: 1 }) }).fill('80');
    await main.getByRole('button', { name: t('console-store.product.save') }).click();
    await expect(page.getByText(filled('console-store.form.created', { name: shownTitle }))).toBeVisible();
    await expect(page).toHaveURL(/\/backoffice\/products\/\d+$/);
    await expect(
      page.getByRole('heading', { level: 1, name: filled('console-store.product.edit_title', { name: shownTitle }) }),
    ).toBeVisible();

    // stock is changed by recording units and a reason; the visitor's (cached) store answer follows at once
    expect((await visitorProduct(request, slug))?.qty).toBe(0);
    const change = main.getByRole('textbox', { name: t('console-store.stock.change') });
    await change.fill('5');
    await main.getByRole('combobox', { name: t('console-store.stock.reason') }).selectOption('received');
    await main.getByRole('button', { name: t('console-store.stock.record') }).click();
    await expect(main.getByText(filled('console-store.stock.now', { n: 5 }))).toBeVisible();
    await expect(main.getByRole('listitem').filter({ hasText: t('console-store.stock.reasons.received') })).toBeVisible();
    await expect.poll(async () => (await visitorProduct(request, slug))?.qty).toBe(5);

    // taking more than there is is refused with the number left, and nothing changes
    await change.fill('-9');
    await main.getByRole('combobox', { name: t('console-store.stock.reason') }).selectOption('damaged');
    await main.getByRole('button', { name: t('console-store.stock.record') }).click();
    await expect(main.getByText(filled('console-store.refused.stock_below_zero', { n: 5 }))).toBeVisible();
    await expect(change).toBeFocused();
    await expect(change).toHaveValue('-9');
    await expectAccessible(page);

    // the list finds it by its title in either language
    await page.goto(`/backoffice/products?q=${encodeURIComponent(arabicTitle)}`);
    const card = main.getByRole('listitem').filter({ hasText: arabicTitle });
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('link', { name: shownTitle })).toBeVisible();

    expect(consoleErrors).toEqual([]);
  });

  test('an admin adds and deletes a store tag and saves the store design (ae)', async ({ page, request, consoleErrors }) => {
    test.slow();
    const language = 'ae';
    const { t, filled } = storeTexts(language);
    const unique = `${language}-${uniqueSuffix()}`;
    const main = page.getByRole('main');
    await signIn(page, await operatorToken(request, language), language);

    // a tag is added, then deleted
    await page.goto('/backoffice/collections');
    await main.getByRole('button', { name: t('console-store.tags.new') }).click();
    await main.getByRole('textbox', { name: t('console-store.tags.name_en') }).fill(`Gifts ${unique}`);
    await main.getByRole('textbox', { name: t('console-store.tags.name_ar') }).fill(`هدايا ${unique}`);
    await main.getByRole('button', { name: t('console-store.tags.save') }).click();
    // an Arabic reader sees the tag by its Arabic name
    const tagName = `هدايا ${unique}`;
    await expect(page.getByText(filled('console-store.form.created', { name: tagName }))).toBeVisible();
    await main.getByRole('button', { name: filled('console-store.tags.delete_named', { name: tagName }) }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('console-store.delete.confirm') })
      .click();
    await expect(page.getByText(filled('console-store.delete.deleted', { name: tagName }))).toBeVisible();

    // the store design saves as it is
    await page.goto('/backoffice/store-design');
    const storeName = main.getByRole('textbox', {
      name: t('console-store.design.name_ar'),
    });
    await expect(storeName).not.toHaveValue('');
    const shownStoreName = await storeName.inputValue();
    // the note under the cart is there to edit, the demo store's the default in both languages
    await expect(main.getByRole('textbox', { name: t('console-store.design.cart_note_ar') })).toHaveValue(
      'الأسعار بالدرهم الإماراتي تشمل التوصيل والضريبة\nنوصل إلى أي عنوان في دولة الإمارات',
    );
    await main.getByRole('button', { name: t('console-store.design.save') }).click();
    await expect(page.getByText(filled('console-store.form.saved', { name: shownStoreName }))).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
