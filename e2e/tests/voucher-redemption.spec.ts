import type { APIRequestContext, Page } from '@playwright/test';
import { escapeRegExp, fixedPart, newUser, registerThroughApi, textsOf, type Language } from './accounts-support.ts';
import { expect, test } from './fixtures.ts';
import { operatorToken, signIn } from './sessions.ts';
import { expectAccessible } from './axe.ts';

type ApiVoucher = { id: number; name: string; arabic_name: string; vendor_name: string; vendor_arabic_name: string };

async function voucherBySlug(request: APIRequestContext, slug: string): Promise<ApiVoucher> {
  const response = await request.get('/api', { params: { action: 'getVourcherDetails', slug } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: ApiVoucher }).data;
}

/** The console errors of a page the fixture does not watch (the second counter's), but for those allowed. */
function consoleErrorsOf(page: Page, allowed: RegExp[] = []): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !allowed.some((re) => re.test(message.text()))) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

const nameOf = (language: Language, v: ApiVoucher) => (language === 'ae' ? v.arabic_name : v.name);

/** The code a user holds for a voucher (issued on their first ask, as the voucher page asks for it). */
async function codeOf(request: APIRequestContext, token: string, voucher: ApiVoucher): Promise<string> {
  const issued = await request.post('/api', {
    form: { action: 'getVoucherCode', id: String(voucher.id) },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(issued.ok(), await issued.text()).toBe(true);
  return ((await issued.json()) as { data: { code: string } }).data.code;
}

/**
 * The counter's journey runs once, in Arabic, and checks the counter with a code looked up with axe; the same
 * page is checked in English on its own.
 */
test.describe('voucher redemption in Arabic', () => {
  const language = 'ae' as const;
  const t = textsOf(language);
  // a second redemption (409) and an unknown code (404) are refused on purpose
  test.use({ allowConsoleErrors: [/status of (404|409)/] });

  test('the operator looks a user’s code up and redeems it once; the user’s voucher page then shows it redeemed', async ({
    page,
    browser,
    request,
    consoleErrors,
  }) => {
    // three pages (the user's and two counters') and an axe run, on a shared machine
    test.slow();
    // the user gets a code on the voucher page
    const user = newUser(`redeem-${language}`);
    const userToken = await registerThroughApi(request, user, language);
    const voucher = await voucherBySlug(request, 'butterfly-cafe-25');
    const userContext = await browser.newContext({ baseURL: test.info().project.use.baseURL! });
    const userPage = await userContext.newPage();
    const userErrors = consoleErrorsOf(userPage);
    await signIn(userPage, userToken, language);
    await userPage.goto('/v/butterfly-cafe-25');
    const userMain = userPage.getByRole('main');
    await expect(userMain.getByRole('img', { name: fixedPart(t('vouchers.qr_label')) })).toBeVisible();
    const code = (await userMain.locator('.voucher-qr__code').textContent())!.trim();
    expect(code).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/);

    // the operator opens the counter from the back office's navigation; the code field has the focus
    await signIn(page, await operatorToken(request, language), language);
    await page.goto('/backoffice/invoices');
    await page
      .getByRole('navigation', { name: t('console.shell.nav_label') })
      .getByRole('link', { name: t('backoffice.vouchers.title') })
      .click();
    await expect(page).toHaveURL(/\/backoffice\/vouchers$/);
    const office = page.getByRole('main');
    await expect(office.getByRole('heading', { level: 1, name: t('backoffice.vouchers.title') })).toBeVisible();
    const field = office.getByLabel(t('backoffice.vouchers.code'));
    await expect(field).toBeFocused();

    // a scanner types what it reads and presses Enter; case and dashes do not matter
    await page.keyboard.type(code.toLowerCase().replaceAll('-', ' '));
    await page.keyboard.press('Enter');
    const found = office.getByRole('region', { name: nameOf(language, voucher) });
    await expect(found).toBeVisible();
    await expect(office.getByRole('status')).toContainText(nameOf(language, voucher));
    await expect(found.getByText(`${user.email.slice(0, 1)}•••@example.com`)).toBeVisible();
    await expect(found.getByText(code, { exact: true })).toBeVisible();
    await expect(found.getByText(t('backoffice.vouchers.not_redeemed'))).toBeVisible();
    await expectAccessible(page);

    // a second counter has the same code on screen
    const secondCounter = await page.context().newPage();
    const secondErrors = consoleErrorsOf(secondCounter, [/status of 409/]);
    await secondCounter.goto('/backoffice/vouchers');
    const second = secondCounter.getByRole('main');
    await second.getByLabel(t('backoffice.vouchers.code')).fill(code);
    await second.getByRole('button', { name: t('backoffice.vouchers.look_up') }).click();
    await expect(second.getByRole('button', { name: t('backoffice.vouchers.redeem') })).toBeVisible();

    // the first counter redeems it: confirmed, and the field is ready for the next scan
    await found.getByRole('button', { name: t('backoffice.vouchers.redeem') }).click();
    await expect(office.getByRole('status')).toContainText(fixedPart(t('backoffice.vouchers.redeemed')));
    await expect(found.getByText(fixedPart(t('backoffice.vouchers.redeemed_on')))).toBeVisible();
    await expect(found.getByRole('button', { name: t('backoffice.vouchers.redeem') })).toHaveCount(0);
    await expect(field).toBeFocused();
    await expect(field).toHaveValue('');

    // the second redemption is refused with the message and the time of the first
    await second.getByRole('button', { name: t('backoffice.vouchers.redeem') }).click();
    await expect(second.getByRole('alert')).toContainText(fixedPart(t('backoffice.vouchers.already_redeemed')));
    await expect(second.getByRole('button', { name: t('backoffice.vouchers.redeem') })).toHaveCount(0);
    // looking it up again says the same, with no Redeem button
    await field.fill(code);
    await field.press('Enter');
    await expect(office.getByRole('alert')).toContainText(fixedPart(t('backoffice.vouchers.already_redeemed')));
    await expect(found.getByRole('button', { name: t('backoffice.vouchers.redeem') })).toHaveCount(0);
    // an unknown code is told apart
    await field.fill('ZZZZ-ZZZZ-ZZZZ');
    await field.press('Enter');
    await expect(office.getByRole('alert')).toHaveText(t('errors.voucher_code_not_found'));

    // the user's voucher page shows it redeemed instead of a usable QR code
    await userPage.reload();
    await expect(userMain.getByText(new RegExp(`^${escapeRegExp(fixedPart(t('vouchers.redeemed_on')))}`))).toBeVisible();
    await expect(userMain.getByRole('img', { name: fixedPart(t('vouchers.qr_label')) })).toHaveCount(0);
    await expect(userMain.locator('.voucher-qr__code')).toHaveText(code);

    expect(userErrors).toEqual([]);
    expect(secondErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await userContext.close();
  });
});

test.describe('voucher redemption in English', () => {
  const language = 'en' as const;
  const t = textsOf(language);

  test('the counter with a user’s code looked up has no serious axe violation', async ({ page, request, consoleErrors }) => {
    const user = newUser(`redeem-axe-${language}`);
    const voucher = await voucherBySlug(request, 'butterfly-cafe-25');
    const code = await codeOf(request, await registerThroughApi(request, user, language), voucher);

    await signIn(page, await operatorToken(request, language), language);
    await page.goto('/backoffice/vouchers');
    const office = page.getByRole('main');
    await office.getByLabel(t('backoffice.vouchers.code')).fill(code);
    await office.getByRole('button', { name: t('backoffice.vouchers.look_up') }).click();
    const found = office.getByRole('region', { name: nameOf(language, voucher) });
    await expect(found.getByText(code, { exact: true })).toBeVisible();
    await expect(found.getByText(t('backoffice.vouchers.not_redeemed'))).toBeVisible();
    await expectAccessible(page);
    expect(consoleErrors).toEqual([]);
  });
});
