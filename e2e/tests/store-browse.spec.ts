import type { Page } from '@playwright/test';
import { escapeRegExp, newUser, registerThroughApi, textsOf, useLanguage } from './accounts-support.ts';
import { expect, test } from './fixtures.ts';
import { expectNoSidewaysScroll } from './store-support.ts';
import { expectAccessible } from './axe.ts';

/**
 * What a visitor browses in the artisan store (spec part 2 §2.6, docs/decisions/032-artisan-store.md), in English and in Arabic, on
 * the seeded demo store (apps/server/src/db/seed/store.ts): names below are the seed's, texts the locale files'.
 */
const store = '/stores/gsharshop';
const seed = {
  storeName: { en: 'Sharjah Artisans', ae: 'حِرفيّو الشارقة' },
  fragrance: { en: 'Fragrance', ae: 'عطور وبخور' },
  // the three products with the fragrance tag, in the store order
  fragranceProducts: {
    en: ['Clay Incense Burner (Mabkhara)', 'Oud Attar Oil, 12 ml', 'Bakhoor Incense Blend'],
    ae: ['مبخرة من الفخار', 'دهن عود، 12 مل', 'خلطة بخور'],
  },
  // longer than 20 characters in both languages
  dates: { en: 'Khalas Dates Gift Box', ae: 'علبة هدايا من تمر الخلاص' },
  oud: { en: 'Oud Attar Oil, 12 ml', ae: 'دهن عود، 12 مل' },
  cushion: { en: 'Sadu Cushion Cover', ae: 'غطاء وسادة من السدو' },
  tote: { en: 'Sadu Tote Bag', ae: 'حقيبة يد من السدو' },
  scarf: { en: 'Talli-Trimmed Scarf', ae: 'وشاح مطرّز بالتلّي' },
  weavers: { en: 'Umm Saeed Weaving', ae: 'مشغل أم سعيد للسدو' },
  henna: { en: 'Noor Henna Studio', ae: 'استوديو نور للحنّاء' },
  scents: { en: 'Scents of Arabia', ae: 'عبق الجزيرة العربية' },
  aboutTitle: { en: 'About the Store', ae: 'عن المتجر' },
  aboutText: { en: 'Every piece is made by hand', ae: 'تُصنع كل قطعة يدوياً' },
} as const;

/** The product cards in the main area name exactly these products, in this order (the links' accessible names). */
async function expectCards(page: Page, titles: readonly string[]) {
  const links = page.getByRole('main').locator('.product-card__link');
  await expect(links).toHaveCount(titles.length);
  for (const [index, title] of titles.entries()) await expect(links.nth(index)).toHaveAccessibleName(title);
}

/**
 * The browsing journey runs once, in Arabic on a 390 px phone: right to left, the seed's Arabic names and the
 * narrowest width. The store pages' accessibility below runs in both languages.
 */
test.describe('store browsing in Arabic on a 390 px phone', () => {
  const language = 'ae';
  const t = textsOf(language);
  test.use({ viewport: { width: 390, height: 844 } });
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, language);
  });

  test("search's 'View Products' → a product from far down the list and Back → stores → store home and its film → products by tag → designer → collection → about", async ({
    page,
    consoleErrors,
  }) => {
    // eleven pages and a film dialog at a phone's width on a busy machine
    test.setTimeout(90_000);
    const main = page.getByRole('main');
    const storeNav = page.getByRole('navigation', { name: t('store.nav.label') });

    // the search page's 'View Products' leads to the store's products
    await page.goto('/s/dhow/-1');
    await page.getByRole('link', { name: t('discovery.store_hero.link') }).click();
    await expect(page).toHaveURL(new RegExp(`${store}/products$`));
    await expect(main.getByRole('heading', { level: 1, name: t('store.products.title') })).toBeVisible();

    // a product opened from far down the list starts at its top (below the sticky header); Back returns to the same place
    const last = main.locator('.product-card__link').last();
    await last.scrollIntoViewIfNeeded();
    const listScroll = Number(await page.evaluate('window.scrollY'));
    expect(listScroll).toBeGreaterThan(0);
    await last.click();
    await expect(page).toHaveURL(new RegExp(`${store}/product_detail/`));
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate('window.scrollY')).toBe(0);
    await page.goBack();
    await expect.poll(() => page.evaluate('window.scrollY')).toBe(listScroll);

    await page.goto('/stores');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(main.getByRole('heading', { level: 1, name: t('store.stores.title') })).toBeVisible();
    await expect(main.getByRole('heading', { level: 3, name: seed.cushion[language] })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await main.getByRole('link', { name: new RegExp(escapeRegExp(seed.storeName[language])) }).click();

    // the store home: name, at most 13 highlights of the 14 seeded, the film in a modal dialog
    await expect(page).toHaveURL(new RegExp(`${store}$`));
    await expect(main.getByRole('heading', { level: 1, name: seed.storeName[language] })).toBeVisible();
    await expect(main.locator('.store-highlights__item')).toHaveCount(13);
    await expect(main.getByRole('heading', { name: t('store.home.featured') })).toBeVisible();
    await expectNoSidewaysScroll(page);
    const filmButton = main.getByRole('button', { name: t('store.home.watch_film') });
    await filmButton.click();
    const film = page.getByRole('dialog');
    await expect(film).toBeVisible();
    await expect(film.getByRole('link', { name: new RegExp(escapeRegExp(t('store.video.watch'))) })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );
    // focus stays inside the dialog however far the keyboard goes
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      await expect(film.locator(':focus')).toHaveCount(1);
    }
    await page.keyboard.press('Escape');
    await expect(film).toBeHidden();
    await expect(filmButton).toBeFocused();

    // products, filtered by one tag: only the three fragrance products stay
    await storeNav.getByRole('link', { name: t('store.nav.products') }).click();
    await expect(page).toHaveURL(new RegExp(`${store}/products$`));
    await expect(main.getByRole('heading', { level: 1, name: t('store.products.title') })).toBeVisible();
    await expect(storeNav.getByRole('link', { name: t('store.nav.products') })).toHaveAttribute('aria-current', 'page');
    const filter = main.getByRole('group', { name: t('store.products.filter_label') });
    const fragrance = filter.getByRole('button', { name: seed.fragrance[language] });
    await expect(fragrance).toHaveAttribute('aria-pressed', 'false');
    expect(await filter.getByRole('button', { pressed: false }).count()).toBeLessThanOrEqual(9);
    // a title longer than 20 characters shows cut, and reads whole to screen readers and in its tooltip
    const dates = main.getByRole('link', { name: seed.dates[language] });
    await expect(dates).toHaveAttribute('title', seed.dates[language]);
    await expect(dates.locator('[aria-hidden="true"]')).toHaveText(`${seed.dates[language].slice(0, 20).trimEnd()}…`);
    // stock 1 to 10 shows the low-stock notice, the number capped at 9 (the oud oil has 7)
    await expect(main.locator('.product-card', { has: page.getByRole('link', { name: seed.oud[language] }) })).toContainText(
      t('store.card.low_stock').replace('{{n}}', '7'),
    );
    await fragrance.click();
    await expect(fragrance).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/tags=fragrance/);
    await expectCards(page, seed.fragranceProducts[language]);
    await expect(main.getByRole('link', { name: seed.cushion[language], exact: true })).toHaveCount(0);
    await expectNoSidewaysScroll(page);

    // a designer, sorted by price from low to high
    await storeNav.getByRole('link', { name: t('store.nav.designers') }).click();
    await expect(main.getByRole('heading', { level: 1, name: t('store.designers.title') })).toBeVisible();
    await main.getByRole('link', { name: seed.weavers[language] }).click();
    await expect(page).toHaveURL(new RegExp(`${store}/designers/umm-saeed-weaving$`));
    await expect(main.getByRole('heading', { level: 1, name: seed.weavers[language] })).toBeVisible();
    await expectCards(page, [seed.cushion[language], seed.tote[language], seed.scarf[language]]);
    await main.getByLabel(t('store.designer.sort_label')).selectOption({ label: t('store.designer.sort.price_asc') });
    await expectCards(page, [seed.tote[language], seed.cushion[language], seed.scarf[language]]);
    await expectNoSidewaysScroll(page);

    // a collection
    await storeNav.getByRole('link', { name: t('store.nav.collections') }).click();
    await main.getByRole('link', { name: seed.scents[language] }).click();
    await expect(page).toHaveURL(new RegExp(`${store}/collections/scents-of-arabia$`));
    await expect(main.getByRole('heading', { level: 1, name: seed.scents[language] })).toBeVisible();
    await expect(main.locator('.product-card')).toHaveCount(3);
    await expectNoSidewaysScroll(page);

    // the about page
    await storeNav.getByRole('link', { name: t('store.nav.about') }).click();
    await expect(page).toHaveURL(new RegExp(`${store}/pages/about$`));
    await expect(main.getByRole('heading', { level: 1, name: seed.aboutTitle[language] })).toBeVisible();
    await expect(main.getByText(seed.aboutText[language])).toBeVisible();
    await expectNoSidewaysScroll(page);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('empty and unknown', () => {
  // the unknown slugs' answers are 404s on purpose
  test.use({ allowConsoleErrors: [/status of 404/] });
  test("a designer with no products reads 'No products Found'; unknown slugs show a way back", async ({
    page,
    consoleErrors,
  }) => {
    const t = textsOf('en');
    const main = page.getByRole('main');
    await page.goto(`${store}/designers/noor-henna-studio`);
    await expect(main.getByRole('heading', { level: 1, name: seed.henna.en })).toBeVisible();
    await expect(main.getByText(t('store.states.no_products'), { exact: true })).toBeVisible();
    await expect(main.getByLabel(t('store.designer.sort_label'))).toHaveCount(0);

    await page.goto(`${store}/designers/no-such-designer`);
    await expect(main.getByRole('heading', { level: 1, name: t('store.designer.not_found_title') })).toBeVisible();
    await main.getByRole('link', { name: t('store.designer.all_designers') }).click();
    await expect(page).toHaveURL(new RegExp(`${store}/designers$`));

    await page.goto('/stores/no-such-store');
    await expect(main.getByRole('heading', { level: 1, name: t('store.not_found.store_title') })).toBeVisible();
    await page.goto(`${store}/pages/no-such-page`);
    await expect(main.getByRole('heading', { level: 1, name: t('store.page.not_found_title') })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('favourites', () => {
  test('a visitor sees no hearts; a signed-in user marks a favourite on its card, finds it kept after a reload and on its product page, and takes it back there', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const t = textsOf('en');
    // the card's heart and the product page's are named alike
    const heart = page.getByRole('button', { name: t('store.favourite.label').replace('{{title}}', seed.tote.en) });
    const productPage = `${store}/product_detail/sadu-tote-bag`;
    await page.goto(`${store}/products`);
    await expect(page.getByRole('link', { name: seed.tote.en })).toBeVisible();
    await expect(heart).toHaveCount(0);
    await page.goto(productPage);
    await expect(page.getByRole('heading', { level: 1, name: seed.tote.en })).toBeVisible();
    await expect(heart).toHaveCount(0);

    // signed in on the page already open, as signIn leaves the session
    const token = await registerThroughApi(request, newUser('store-favourites'), 'en');
    await page.context().addCookies([{ name: 'jwt', value: token, url: test.info().project.use.baseURL! }]);
    await page.evaluate(() => localStorage.setItem('loggedIn', 'success'));
    await page.goto(`${store}/products`);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expectAccessible(page);
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    // the server kept it: the heart is still pressed on a fresh page
    await expect(async () => {
      await page.reload();
      await expect(heart).toHaveAttribute('aria-pressed', 'true', { timeout: 2_000 });
    }).toPass();

    // the product page reads the same favourite, and takes it back for good
    await page.goto(productPage);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(async () => {
      await page.reload();
      await expect(heart).toHaveAttribute('aria-pressed', 'false', { timeout: 2_000 });
    }).toPass();
    expect(consoleErrors).toEqual([]);
  });
});

/**
 * Every store page of this slice (docs/decisions/032-artisan-store.md): no serious or critical axe violation, in both languages, one
 * test a language. The product page is read as a variant is picked, in store-journey.spec.ts (English) and
 * store-product.spec.ts (Arabic).
 */
const axePages = [
  { name: 'stores', path: '/stores' },
  { name: 'store home', path: store },
  { name: 'products', path: `${store}/products` },
  { name: 'tag', path: `${store}/tag/heritage` },
  { name: 'collections', path: `${store}/collections` },
  { name: 'collection', path: `${store}/collections/scents-of-arabia` },
  { name: 'designers', path: `${store}/designers` },
  { name: 'designer', path: `${store}/designers/umm-saeed-weaving` },
  { name: 'empty designer', path: `${store}/designers/noor-henna-studio` },
  { name: 'about', path: `${store}/pages/about` },
];

for (const language of ['en', 'ae'] as const) {
  test(`the store pages have no serious or critical axe violation (${language})`, async ({ page, consoleErrors }) => {
    // ten pages, each read by axe, on a busy machine
    test.setTimeout(180_000);
    await useLanguage(page, language);
    for (const { name, path } of axePages) {
      await test.step(`the ${name} page (${path})`, async () => {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('dir', language === 'ae' ? 'rtl' : 'ltr');
        await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
        await expectAccessible(page);
      });
    }
    expect(consoleErrors).toEqual([]);
  });
}
