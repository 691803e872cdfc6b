import type { Browser, Page } from '@playwright/test';
import { textsOf, type Language } from './accounts-support.ts';
import { dubaiDatePlus, shoot, uniqueSuffix } from './console-support.ts';
import { expect, test } from './fixtures.ts';
import { postcardPhoto, secondBrowser } from './postcard-support.ts';
import { operatorToken, signIn } from './sessions.ts';
import { expectAccessible } from './axe.ts';

/**
 * Coupons and voucher offers in the console (decision 035): an admin creates a coupon, is told what
 * the booking rules refuse, reads its usage report and deletes it (in English); creates a voucher offer with an
 * uploaded picture, which a visitor opens at once, reprices it and deletes it (in Arabic). On a
 * tablet. The rules behind each step are the server's (apps/server/src/modules/coupons/coupons-console.test.ts,
 * vouchers/voucher-offers-console.test.ts); axe on these pages in both languages and their fit on a
 * phone are phone-routes.spec.ts's.
 */

function offerTexts(language: Language) {
  const t = textsOf(language);
  const filled = (key: string, values: Record<string, string | number>) =>
    Object.entries(values).reduce((text, [name, value]) => text.replace(`{{${name}}}`, String(value)), t(key));
  return {
    couponsTitle: t('console-offers.coupons.title'),
    newCoupon: t('console-offers.coupons.new'),
    searchCoupons: t('console-offers.coupons.search'),
    search: t('console.search.open'),
    code: t('console-offers.form.code'),
    percentage: t('console-offers.form.off_percentage'),
    usesInTotal: t('console-offers.form.usage_limit_total'),
    usesPerPerson: t('console-offers.form.usage_limit_per_user'),
    save: t('console-offers.form.save'),
    problem: (key: string) => t(`console-offers.problems.${key}`),
    couponCreated: (code: string) => filled('console-offers.form.created', { code }),
    couponSaved: (code: string) => filled('console-offers.form.saved', { code }),
    editCoupon: (code: string) => filled('console-offers.card.edit_named', { code }),
    active: t('console-offers.states.active'),
    usageTitle: t('console-offers.usage.title'),
    noUsage: t('console-offers.usage.none'),
    deleteCoupon: t('console-offers.delete.coupon'),
    couponDeleteTitle: (code: string) => filled('console-offers.delete.coupon_title', { code }),
    confirmDelete: t('console-offers.delete.confirm'),
    couponDeleted: (code: string) => filled('console-offers.delete.coupon_deleted', { code }),
    offersTitle: t('console-offers.offers.title'),
    newOffer: t('console-offers.offers.new'),
    name: t('console-offers.offer_form.name'),
    arabicName: t('console-offers.offer_form.arabic_name'),
    vendor: t('console-offers.offer_form.vendor_name'),
    arabicVendor: t('console-offers.offer_form.vendor_arabic_name'),
    amount: t('console-offers.offer_form.amount'),
    expiry: t('console-offers.offer_form.expiry_date'),
    slug: t('console-offers.offer_form.url_slug'),
    chooseImage: t('console-catalogue.images.choose'),
    pickerTitle: t('console-catalogue.images.dialog_title'),
    uploaded: t('console-catalogue.images.uploaded'),
    offerCreated: (name: string) => filled('console-offers.offer_form.created', { name }),
    offerSaved: (name: string) => filled('console-offers.offer_form.saved', { name }),
    codesTitle: t('console-offers.codes.title'),
    noCodes: t('console-offers.codes.none'),
    deleteOffer: t('console-offers.delete.offer'),
    offerDeleteTitle: (name: string) => filled('console-offers.delete.offer_title', { name }),
    offerDeleted: (name: string) => filled('console-offers.delete.offer_deleted', { name }),
  };
}

/** A visitor in a browser of their own on a voucher's page, as a shared link opens it. */
async function visitorVoucherPage(browser: Browser, language: Language, slug: string): Promise<Page> {
  const visitor = await (await secondBrowser(browser)).newPage();
  await visitor.addInitScript((lang) => localStorage.setItem('user_language', lang), language);
  await visitor.goto(`/v/${slug}`);
  return visitor;
}

test.describe('coupons and voucher offers', () => {
  test.use({ viewport: { width: 820, height: 1180 } });

  test('an admin creates a coupon, is told what the rules refuse, reads its usage report and deletes it (en)', async ({
    page,
    request,
    consoleErrors,
  }) => {
    test.slow();
    const language = 'en';
    const text = offerTexts(language);
    const main = page.getByRole('main');
    const code = `E2E${language.toUpperCase()}${uniqueSuffix().toUpperCase()}`;

    await signIn(page, await operatorToken(request, language), language);
    await page.goto('/backoffice/coupons');
    await expect(page.getByRole('heading', { level: 1, name: text.couponsTitle })).toBeVisible();
    // the seeded coupons are listed
    await expect(main.getByRole('heading', { level: 3, name: 'WELCOME10' })).toBeVisible();

    // an empty form names the code and the percentage, and takes the keyboard to the first
    await main.getByRole('link', { name: text.newCoupon }).click();
    await main.getByRole('button', { name: text.save }).click();
    await expect(main.getByText(text.problem('code_required'))).toBeVisible();
    await expect(main.getByText(text.problem('percentage_range'))).toBeVisible();
    await expect(main.getByRole('textbox', { name: text.code })).toBeFocused();

    // the booking rules: a person may not use it more often than it may be used in all
    await main.getByRole('textbox', { name: text.code }).fill(code.toLowerCase());
    await main.getByRole('textbox', { name: text.percentage }).fill('15');
    await main.getByRole('textbox', { name: text.usesInTotal }).fill('2');
    await main.getByRole('textbox', { name: text.usesPerPerson }).fill('3');
    await main.getByRole('button', { name: text.save }).click();
    await expect(main.getByText(text.problem('per_user_above_total'))).toBeVisible();
    await expect(main.getByRole('textbox', { name: text.usesPerPerson })).toBeFocused();

    await main.getByRole('textbox', { name: text.usesPerPerson }).fill('1');
    await main.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.couponCreated(code))).toBeVisible();
    await expect(page).toHaveURL(/\/backoffice\/coupons\/\d+$/);
    await expect(main.getByRole('textbox', { name: text.code })).toHaveValue(code);
    await expect(main.getByRole('heading', { name: text.usageTitle })).toBeVisible();
    await expect(main.getByText(text.noUsage)).toBeVisible();
    await shoot(page, `coupon-edit-${language}-820`);

    // the list finds it by a part of its code, in any case
    await page.goto('/backoffice/coupons');
    await main.getByRole('searchbox', { name: text.searchCoupons }).fill(code.slice(0, 8).toLowerCase());
    await main.getByRole('button', { name: text.search }).click();
    const card = main.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: code }) });
    await expect(card).toBeVisible();
    await expect(card.getByText(text.active)).toBeVisible();

    // nobody used it, so it is deleted
    await card.getByRole('link', { name: text.editCoupon(code) }).click();
    await main.getByRole('button', { name: text.deleteCoupon }).click();
    const confirm = page.getByRole('dialog', { name: text.couponDeleteTitle(code) });
    await expect(confirm).toBeVisible();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: text.confirmDelete }).click();
    await expect(page.getByText(text.couponDeleted(code))).toBeVisible();
    await expect(page).toHaveURL(/\/backoffice\/coupons$/);
    expect(consoleErrors).toEqual([]);
  });

  test('an admin creates a voucher offer with an uploaded picture that visitors see at once, reprices it and deletes it (ae)', async ({
    page,
    browser,
    request,
    consoleErrors,
  }) => {
    test.slow();
    const language = 'ae';
    const text = offerTexts(language);
    const main = page.getByRole('main');
    const unique = `${language}-${uniqueSuffix()}`;
    const name = `E2E Souk Coffee ${unique}`;
    const arabicName = `قهوة السوق ${unique}`;
    // an Arabic reader, in the console and on the voucher's page, sees the offer by its Arabic name
    const shownName = arabicName;
    const slug = `e2e-souk-coffee-${unique}`;

    await signIn(page, await operatorToken(request, language), language);
    await page.goto('/backoffice/voucher-offers');
    await expect(page.getByRole('heading', { level: 1, name: text.offersTitle })).toBeVisible();
    await expect(main.getByRole('listitem').first()).toBeVisible();
    await shoot(page, `voucher-offers-${language}-820`);

    await main.getByRole('link', { name: text.newOffer }).click();
    await main.getByRole('textbox', { name: text.name, exact: true }).fill(name);
    await main.getByRole('textbox', { name: text.arabicName }).fill(arabicName);
    await main.getByRole('textbox', { name: text.vendor, exact: true }).fill('Souk Café');
    await main.getByRole('textbox', { name: text.arabicVendor }).fill('مقهى السوق');
    await main.getByRole('textbox', { name: text.amount }).fill('30');
    await main.getByLabel(text.expiry).fill(dubaiDatePlus(3650));
    await expect(main.getByRole('textbox', { name: text.slug })).toHaveValue(slug);
    await main.getByRole('button', { name: text.chooseImage }).click();
    const picker = page.getByRole('dialog', { name: text.pickerTitle });
    await picker.locator('input[type="file"]').setInputFiles({ ...postcardPhoto, name: `coffee-${unique}.jpg` });
    await expect(page.getByText(text.uploaded)).toBeVisible();
    await expect(picker).toBeHidden();
    await main.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.offerCreated(shownName))).toBeVisible();
    await expect(page).toHaveURL(/\/backoffice\/voucher-offers\/\d+$/);
    await expect(main.getByRole('heading', { name: text.codesTitle })).toBeVisible();
    await expect(main.getByText(text.noCodes)).toBeVisible();
    await shoot(page, `voucher-offer-edit-${language}-820`);

    const visitor = await visitorVoucherPage(browser, language, slug);
    await expect(visitor.getByRole('heading', { level: 1, name: shownName })).toBeVisible();
    await expect(visitor.locator('.voucher-detail__amount')).toContainText('30');

    await visitor.context().close();

    // a new amount is saved (that visitors' cached answer has it at once is the server's to check)
    await main.getByRole('textbox', { name: text.amount }).fill('45');
    await main.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.offerSaved(shownName))).toBeVisible();

    await main.getByRole('button', { name: text.deleteOffer }).click();
    const confirm = page.getByRole('dialog', { name: text.offerDeleteTitle(shownName) });
    await confirm.getByRole('button', { name: text.confirmDelete }).click();
    await expect(page.getByText(text.offerDeleted(shownName))).toBeVisible();
    await expect(page).toHaveURL(/\/backoffice\/voucher-offers$/);
    expect(consoleErrors).toEqual([]);
  });
});
