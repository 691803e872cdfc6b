import type { APIRequestContext } from '@playwright/test';
import { textsOf, useLanguage, type Language } from './accounts-support.ts';
import { expect, test } from './fixtures.ts';
import { expectNoSidewaysScroll } from './store-support.ts';
import { expectAccessible } from './axe.ts';

/**
 * The product detail page (spec part 2 §2.6, §4, §5, §8) on the demo's Sadu Cushion Cover: Size × Colour
 * with S/Natural missing, M/Indigo sold out and L/Natural disabled (apps/server/src/db/seed/store.ts).
 */
const productPath = '/stores/gsharshop/product_detail/sadu-cushion-cover';

type Attribute = { name: string; arabic_name: string; values: string[]; arabic_values: string[] };
type ProductAnswer = { product_title: string; arabic_title: string; variation_attributes: Attribute[] };

async function saduCushion(request: APIRequestContext): Promise<ProductAnswer> {
  const response = await request.post('/api', { form: { action: 'getProduct', slug: 'sadu-cushion-cover' } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: ProductAnswer }).data;
}

/** The page's words for the product in `language`: its title, and each attribute with its values' labels. */
function labelsOf(product: ProductAnswer, language: Language) {
  const ae = language === 'ae';
  const attribute = (name: string) => {
    const found = product.variation_attributes.find((a) => a.name === name)!;
    const value = (v: string) => (ae && found.arabic_values[found.values.indexOf(v)]) || v;
    return { legend: ae ? found.arabic_name : found.name, value };
  };
  return { title: ae ? product.arabic_title : product.product_title, size: attribute('Size'), colour: attribute('Colour') };
}

/**
 * Picking a variant runs once, in Arabic on a 390 px phone: the options read in Arabic, the page mirrors and fits
 * the width. In English, store-journey.spec.ts's journey picks a variant on this page, axe included.
 */
test.describe('the product page in Arabic on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a visitor picks a variant of the Sadu Cushion Cover by its Arabic labels and adds it to the cart twice; the page mirrors, and it and the cart fit the phone and pass axe', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const language = 'ae';
    const t = textsOf(language);
    const labels = labelsOf(await saduCushion(request), language);
    await useLanguage(page, language);
    await page.goto(productPath);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: labels.title })).toBeVisible();
    const sizes = page.getByRole('group', { name: labels.size.legend });
    const colours = page.getByRole('group', { name: labels.colour.legend });
    const addButton = page.getByRole('button', { name: t('product.add_to_cart') });
    await expect(sizes).toBeVisible();
    await expect(addButton).toBeVisible();
    await expectNoSidewaysScroll(page);

    // S comes in Red and Indigo only: Natural is disabled
    await sizes.getByRole('radio', { name: labels.size.value('S') }).check();
    await expect(colours.getByRole('radio', { name: labels.colour.value('Natural') })).toBeDisabled();
    await expect(colours.getByRole('radio', { name: labels.colour.value('Red') })).toBeEnabled();
    await expectAccessible(page);

    // spec part 2 §5: without a full choice (no colour yet), 'Please Select a Variant'
    await addButton.click();
    await expect(page.getByText(t('errors.variant_required'))).toBeVisible();

    await sizes.getByRole('radio', { name: labels.size.value('M') }).check();
    await colours.getByRole('radio', { name: labels.colour.value('Red') }).check();
    await addButton.click();
    await expect(page.getByText(t('product.added'))).toBeVisible();
    await addButton.click();
    await expect(page.getByText(t('product.updated').replace('{{count}}', '2'))).toBeVisible();

    // one product line in the header's cart badge, and the line holds 2 units
    await expect(page.getByRole('link', { name: t('common.nav.cart').replace('{{count}}', '1') })).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('products') ?? '[]') as { qty: number }[]);
    expect(stored.map((line) => line.qty)).toEqual([2]);

    // the cart with its line, in Arabic on the phone
    await page
      .getByRole('main')
      .getByRole('link', { name: t('product.view_cart') })
      .click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: t('cart.title') })).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: labels.title })).toBeVisible();
    // the store's cart note in Arabic (the demo store keeps the default)
    await expect(
      page
        .getByRole('main')
        .getByRole('list', { name: t('cart.claims.label') })
        .getByRole('listitem'),
    ).toHaveText(['الأسعار بالدرهم الإماراتي تشمل التوصيل والضريبة', 'نوصل إلى أي عنوان في دولة الإمارات']);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('an unknown product', () => {
  // the browser logs the 404 answer of getProduct
  test.use({ allowConsoleErrors: [/status of 404/] });

  test('an unknown product slug shows the not-found state', async ({ page }) => {
    const t = textsOf('en');
    await page.goto('/stores/gsharshop/product_detail/no-such-product');
    await expect(page.getByRole('heading', { level: 1, name: t('product.not_found_title') })).toBeVisible();
    await expect(page.getByRole('link', { name: t('product.all_products') })).toBeVisible();
  });
});
