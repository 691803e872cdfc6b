import type { APIRequestContext } from '@playwright/test';
import { newUser, registerThroughApi, textsOf, useLanguage, type Language } from './accounts-support.ts';
import { expect, test } from './fixtures.ts';
import { signIn } from './sessions.ts';
import { expectAccessible, expectNoSidewaysScroll } from './store-support.ts';

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

for (const language of ['en', 'ae'] as const) {
  test(`a visitor picks a variant of the Sadu Cushion Cover and adds it to the cart twice (${language})`, async ({
    page,
    request,
  }) => {
    const t = textsOf(language);
    const labels = labelsOf(await saduCushion(request), language);
    await useLanguage(page, language);
    await page.goto(productPath);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ae' ? 'rtl' : 'ltr');
    await expect(page.getByRole('heading', { level: 1, name: labels.title })).toBeVisible();
    const sizes = page.getByRole('group', { name: labels.size.legend });
    const colours = page.getByRole('group', { name: labels.colour.legend });
    const addButton = page.getByRole('button', { name: t('product.add_to_cart') });

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
  });
}

test.describe('the product page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('in Arabic it mirrors, labels the options in Arabic and does not scroll sideways', async ({ page, request }) => {
    const t = textsOf('ae');
    const labels = labelsOf(await saduCushion(request), 'ae');
    await useLanguage(page, 'ae');
    await page.goto(productPath);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: labels.title })).toBeVisible();
    await expect(page.getByRole('group', { name: labels.size.legend })).toBeVisible();
    await expect(page.getByRole('button', { name: t('product.add_to_cart') })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
  });
});

test('the favourite heart shows only when signed in, and the choice is kept by the server', async ({ page, request }) => {
  const t = textsOf('en');
  const { title } = labelsOf(await saduCushion(request), 'en');
  const heart = page.getByRole('button', { name: t('store.favourite.label').replace('{{title}}', title) });
  await page.goto(productPath);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(heart).toHaveCount(0);

  await signIn(page, await registerThroughApi(request, newUser('heart'), 'en'), 'en');
  await page.goto(productPath);
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
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
