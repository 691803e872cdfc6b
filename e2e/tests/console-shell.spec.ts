import type { APIRequestContext, Page } from '@playwright/test';
import { codeSentTo, newestMessageId, newUser, registerThroughApi, textsOf, type Language } from './accounts-support.ts';
import { expectAccessible } from './axe.ts';
import { shoot } from './console-support.ts';
import { expect, test } from './fixtures.ts';
import { operatorToken, signIn } from './sessions.ts';
import { act, expectNoSidewaysScroll } from './store-support.ts';

/**
 * The console's own frame (features/console/shell): a slim top bar and the navigation at the side instead of the
 * site's header and footer, groups that fold and stay folded, the links of the person's role only, a drawer on a
 * phone, and the way in from My Account. The pages inside it are their areas' journeys.
 */

const desktop = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };

const navOf = (page: Page, t: (key: string) => string) => page.getByRole('navigation', { name: t('console.shell.nav_label') });

/** A moderator invited by the run's admin, signed in with the code sent to them. */
async function moderatorToken(request: APIRequestContext, language: Language): Promise<string> {
  const person = newUser(`shell-moderator-${language}`);
  await act(request, await operatorToken(request, language), {
    action: 'inviteOperator',
    email: person.email,
    staff_role: 'moderator',
    first_name: person.firstName,
    last_name: person.lastName,
  });
  const after = await newestMessageId(request, person.email);
  const sent = await request.post('/api', { form: { action: 'sendOtp', email: person.email, language } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const otp = await codeSentTo(request, person.email, after);
  const verified = await request.post('/api', { form: { action: 'verifyLoginOTP', email: person.email, otp, language } });
  expect(verified.ok(), await verified.text()).toBe(true);
  return ((await verified.json()) as { token: string }).token;
}

test.describe('the console shell on a desktop', () => {
  test.use({ viewport: desktop });

  test('an admin works in the console frame: no site footer, a group folded stays folded, a link followed moves the mark (en)', async ({
    page,
    request,
  }) => {
    const language = 'en';
    const t = textsOf(language);
    await signIn(page, await operatorToken(request, language), language);
    await page.goto('/backoffice/bookings');

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: t('console-bookings.title') })).toBeVisible();
    // the page's own heading is the first in its main content, the console's frame around it is not the site's
    await expect(main.getByRole('heading').first()).toHaveText(t('console-bookings.title'));
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: t('common.footer.email_label') })).toHaveCount(0);
    await expect(page.locator('.site-header')).toHaveCount(0);

    const bar = page.getByRole('banner');
    await expect(bar.getByRole('link', { name: new RegExp(t('console.shell.console')) })).toHaveAttribute('href', '/backoffice');
    await expect(bar.getByRole('link', { name: t('console.shell.view_site') })).toHaveAttribute('href', '/');
    await expect(bar.getByRole('link', { name: new RegExp(t('console.roles.admin')) })).toHaveAttribute('href', '/settings');
    await expect(bar.getByRole('button', { name: t('console.shell.menu') })).toBeHidden();

    const nav = navOf(page, t);
    await expect(nav.getByRole('link', { name: t('console.shell.today') })).toHaveAttribute('href', '/backoffice');
    await expect(nav.getByRole('link', { name: t('console.nav.bookings') })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(nav.getByRole('link', { name: t('console.nav.home') })).toHaveAttribute('href', '/backoffice/home');
    await expectAccessible(page);
    await shoot(page, 'console-shell-en-1280');

    // the catalogue folds, and stays folded on the next page load
    const catalogue = nav.getByRole('button', { name: t('console.nav.groups.catalogue') });
    await expect(catalogue).toHaveAttribute('aria-expanded', 'true');
    await catalogue.click();
    await expect(catalogue).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: t('console.nav.packages') })).toBeHidden();
    await page.reload();
    await expect(catalogue).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: t('console.nav.packages') })).toBeHidden();
    await expect(nav.getByRole('link', { name: t('console.nav.coupons') })).toBeVisible();

    // unfolded from the keyboard, then a link followed
    await catalogue.focus();
    await page.keyboard.press('Enter');
    await expect(catalogue).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: t('console.nav.tags') }).click();
    await expect(page).toHaveURL(/\/backoffice\/tags$/);
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(nav.getByRole('link', { name: t('console.nav.tags') })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: t('console.nav.bookings') })).not.toHaveAttribute('aria-current', 'page');

    // the skip link, the first stop of the keyboard, leads past the frame to the page
    await page.reload();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: t('common.skip_to_content') });
    await expect(skip).toBeFocused();
    await skip.press('Enter');
    await expect(main).toBeFocused();
  });

  test('a moderator is shown daily work only, and My Account leads operators to the console (ae)', async ({ page, request }) => {
    const language = 'ae';
    const t = textsOf(language);
    await signIn(page, await moderatorToken(request, language), language);
    await page.goto('/backoffice/check-in');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

    const nav = navOf(page, t);
    await expect(nav.getByRole('button')).toHaveCount(1);
    await expect(nav.getByRole('button', { name: t('console.nav.groups.daily') })).toBeVisible();
    await expect(nav.getByRole('link', { name: t('console.nav.check_in') })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: t('backoffice.invoices_title') })).toBeVisible();
    for (const adminPage of ['console.nav.operators', 'console.nav.packages', 'console.nav.coupons', 'console.nav.audit_log']) {
      await expect(nav.getByRole('link', { name: t(adminPage) })).toHaveCount(0);
    }
    await expect(page.getByRole('banner').getByRole('link', { name: new RegExp(t('console.roles.moderator')) })).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'console-shell-ae-1280-moderator');

    await page.goto('/settings');
    await expect(page.getByRole('main').getByRole('link', { name: t('accounts.settings.operator_console') })).toHaveAttribute(
      'href',
      '/backoffice',
    );
  });

  // the traveller's own profile says it is no operator's, so My Account asks no console question it would be refused
  test('a traveller is not offered the console on My Account (en)', async ({ page, request }) => {
    const language = 'en';
    const t = textsOf(language);
    const consoleAsked: string[] = [];
    page.on('request', (request) => {
      if (/action=operatorProfile/.test(request.postData() ?? '')) consoleAsked.push(request.url());
    });
    const profileAnswered = page.waitForResponse(
      (response) => response.url().endsWith('/api') && /action=getProfileDetails/.test(response.request().postData() ?? ''),
    );
    await signIn(page, await registerThroughApi(request, newUser('shell-traveller'), language), language);
    await page.goto('/settings');
    expect(((await (await profileAnswered).json()) as { data: { is_operator?: boolean } }).data.is_operator).toBe(false);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: t('accounts.settings.bookings') })).toBeVisible();
    await expect(main.getByRole('link', { name: t('accounts.settings.operator_console') })).toHaveCount(0);
    expect(consoleAsked).toEqual([]);
  });
});

test.describe('the console shell on a 390 px phone in Arabic', () => {
  test.use({ viewport: phone });

  test('the menu button opens the navigation in a drawer along the right edge; the check-in field is on the first screen', async ({
    page,
    request,
  }) => {
    const language = 'ae';
    const t = textsOf(language);
    await signIn(page, await operatorToken(request, language), language);
    await page.goto('/backoffice/check-in');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: t('console-check-in.title') })).toBeVisible();
    const field = main.getByRole('textbox', { name: t('console-check-in.code') });
    await expect(field).toBeInViewport({ ratio: 1 });
    await expect(main.getByRole('button', { name: t('console-check-in.scan') })).toBeInViewport({ ratio: 1 });
    await expect(navOf(page, t)).toBeHidden();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await shoot(page, 'console-shell-ae-390');

    const menu = page.getByRole('banner').getByRole('button', { name: t('console.shell.menu') });
    await menu.click();
    const drawer = page.getByRole('dialog', { name: t('console.shell.menu') });
    await expect(drawer).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const nav = drawer.getByRole('navigation', { name: t('console.shell.nav_label') });
    await expect(nav.getByRole('link', { name: t('console.nav.check_in') })).toHaveAttribute('aria-current', 'page');
    await expect(drawer.getByRole('link', { name: t('console.shell.view_site') })).toHaveAttribute('href', '/');

    // mirrored: the drawer sits along the right edge, and the current page's mark is on its links' right
    const box = (await drawer.boundingBox())!;
    expect(Math.round(box.x + box.width)).toBe(phone.width);
    expect(box.x).toBeGreaterThan(0);
    const current = nav.getByRole('link', { name: t('console.nav.check_in') });
    await expect(current).toHaveCSS('border-right-width', '3px');
    await expect(current).toHaveCSS('border-left-width', '0px');
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await shoot(page, 'console-shell-ae-390-drawer');

    // Tab stays inside the open drawer; Escape closes it and gives the focus back to the menu button
    for (let i = 0; i < 40; i += 1) await page.keyboard.press('Tab');
    await expect(drawer.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    // a link followed in the drawer closes it and opens its page
    await menu.click();
    await drawer.getByRole('link', { name: t('backoffice.invoices_title') }).click();
    await expect(page).toHaveURL(/\/backoffice\/invoices$/);
    await expect(drawer).toBeHidden();
    await expect(main.getByRole('heading', { level: 1, name: t('backoffice.invoices_title') })).toBeVisible();
  });

  test('the phone frame in English passes axe with its drawer open (en)', async ({ page, request }) => {
    const language = 'en';
    const t = textsOf(language);
    await signIn(page, await operatorToken(request, language), language);
    await page.goto('/backoffice/invoices');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await page.getByRole('button', { name: t('console.shell.menu') }).click();
    const drawer = page.getByRole('dialog', { name: t('console.shell.menu') });
    await expect(drawer).toBeVisible();
    const box = (await drawer.boundingBox())!;
    expect(box.x).toBeLessThanOrEqual(0.5);
    await expectAccessible(page);
    await shoot(page, 'console-shell-en-390-drawer');
  });
});
