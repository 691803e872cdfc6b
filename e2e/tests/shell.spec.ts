import type { BrowserContext } from '@playwright/test';
import { textsOf, useLanguage } from './accounts-support.ts';
import { atPhoneAndDesktop } from './console-support.ts';
import { expect, test } from './fixtures.ts';

/**
 * The site's frame: the language switch, the header, the footer, the mobile menu and the addresses outside the
 * pages. The language switch turns the page both ways; each other behaviour runs once, in one language (the
 * frame's direction and its fit on a phone are checked page by page in both languages by accessibility.spec.ts
 * and phone-routes.spec.ts).
 */

/** The DINING site is outside this machine's reach: a stand-in page answers for it. */
async function standInForDining(context: BrowserContext) {
  await context.route('https://visitsharjah.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Dining</title><h1>Dining</h1>' }),
  );
}

test.describe('the portal shell', () => {
  test('a first visit is in English with the seeded destinations; the header darkens after 70 px of scrolling, DINING opens in a new tab, and a signed-out visitor is offered Register and Sign in (en)', async ({
    page,
    context,
    consoleErrors,
  }) => {
    const t = textsOf('en');
    await standInForDining(context);
    // no language chosen: the site speaks English
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    const destinations = page.getByRole('region', { name: 'Our Destinations' });
    await expect(destinations.getByRole('heading', { name: 'Al Noor Island' })).toBeVisible();
    await expect(destinations.getByRole('heading', { name: 'Sharjah Aquarium' })).toBeAttached();
    await expect(
      destinations
        .getByRole('link', { name: /See All/i })
        .or(page.getByRole('link', { name: /See All/i }))
        .first(),
    ).toHaveAttribute('href', '/view-all-destination');

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: t('common.nav.register'), exact: true })).toBeVisible();
    await expect(header.getByRole('link', { name: t('common.nav.sign_in'), exact: true })).toBeVisible();
    await expect(header.getByRole('link', { name: t('common.nav.my_account') })).toHaveCount(0);

    const siteHeader = page.locator('header.site-header');
    await page.evaluate('window.scrollTo(0, 60)');
    await expect.poll(() => page.evaluate('window.scrollY')).toBe(60);
    await expect(siteHeader).not.toHaveClass(/site-header--scrolled/);
    await page.evaluate('window.scrollTo(0, 200)');
    await expect(siteHeader).toHaveClass(/site-header--scrolled/);
    await expect(siteHeader).toHaveCSS('background-color', 'rgba(0, 0, 0, 0.8)');
    await page.evaluate('window.scrollTo(0, 0)');
    await expect(siteHeader).not.toHaveClass(/site-header--scrolled/);

    const dining = header
      .getByRole('navigation', { name: t('common.nav.label') })
      .getByRole('link', { name: new RegExp(t('common.nav.dining')) });
    await expect(dining).toHaveAttribute('rel', /noopener/);
    const popup = page.waitForEvent('popup');
    await dining.click();
    const tab = await popup;
    await expect(tab).toHaveURL(/^https:\/\/visitsharjah\.com\/dining/);
    await expect(page).toHaveURL(/\/$/);
    expect(consoleErrors).toEqual([]);
  });

  test('switching to Arabic turns the page right-to-left and shows the Arabic names, and the choice is kept', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    const destinations = page.getByRole('region', { name: 'وجهاتنا' });
    await expect(destinations.getByRole('heading', { name: 'جزيرة النور' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('user_language'))).toBe('ae');
    // the server writes the next page's first screen in the chosen language too, so the app does not turn it over
    const written = await (await page.request.get('/d/al-noor-island')).text();
    expect(written).toContain('<html lang="ar" dir="rtl">');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(
      page.getByRole('region', { name: 'Our Destinations' }).getByRole('heading', { name: 'Al Noor Island' }),
    ).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test.describe('outside the route table', () => {
    // Chromium logs the document's own intended 404 as a console error
    test.use({ allowConsoleErrors: [/status of 404/] });

    test('a path outside the route table shows the not-found page with status 404', async ({ page, consoleErrors }) => {
      const response = await page.goto('/this-page-does-not-exist');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
      await page.getByRole('button', { name: 'العربية' }).click();
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page not found');
      expect(consoleErrors).toEqual([]);
    });
  });

  test('a deep link opens its page directly, and the mobile side menu opens, is usable with the keyboard and closes with Escape', async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const response = await page.goto('/view-all-destination');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Al Noor Island' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Al Noor Island|See Packages/ }).first()).toHaveAttribute(
      'href',
      /\/d\/al-noor-island$/,
    );

    const menuButton = page.getByRole('button', { name: /menu/i });
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const nav = page.getByRole('dialog');
    await expect(nav.getByRole('link', { name: 'DESTINATIONS' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('the shell in Arabic', () => {
  const t = textsOf('ae');

  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'ae');
  });

  test('the destinations page shows skeletons while the list loads and says so when there is none', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/aboutus');
    // the list is held until the skeletons have been seen, then answered empty
    let answerList: () => void = () => undefined;
    const listHeld = new Promise<void>((resolve) => (answerList = resolve));
    await page.route(
      (url) => url.pathname === '/api' && url.searchParams.get('action') === 'destinations',
      async (route) => {
        await listHeld;
        await route.fulfill({ contentType: 'application/json', body: JSON.stringify({ success: 1, msg: 'OK', data: [] }) });
      },
    );
    await page
      .getByRole('banner')
      .getByRole('navigation', { name: t('common.nav.label') })
      .getByRole('link', { name: t('common.nav.destinations') })
      .click();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: t('destinations.all_title') })).toBeVisible();
    await expect(main.getByRole('status').filter({ hasText: t('destinations.loading') })).toBeAttached();
    await expect(main.locator('.card-grid li').first()).toBeVisible();
    answerList();
    await expect(main.getByText(t('common.states.no_packages'))).toBeVisible();
    await expect(main.getByRole('status').filter({ hasText: t('destinations.loading') })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('the footer thanks a subscriber with a valid address, refuses an invalid one, and shows its links and copyright', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const email = footer.getByRole('textbox', { name: t('common.footer.email_label') });
    const subscribe = footer.getByRole('button', { name: t('common.footer.subscribe') });

    await email.fill('not-an-address');
    await subscribe.click();
    await expect(footer.getByRole('alert')).toHaveText(t('common.footer.email_invalid'));
    await expect(email).toHaveAttribute('aria-invalid', 'true');

    await email.fill('reader@example.com');
    await email.press('Enter');
    await expect(page.getByText(t('common.footer.subscribe_thanks'))).toBeVisible();
    await expect(email).toHaveValue('');
    await expect(footer.getByRole('alert')).toHaveCount(0);

    const links = footer.getByRole('navigation', { name: t('common.footer.links_label') });
    await expect(links.getByRole('link', { name: t('common.footer.terms') })).toHaveAttribute('href', '/terms');
    await expect(links.getByRole('link', { name: t('common.footer.privacy') })).toHaveAttribute('href', '/privacy');
    await expect(footer.getByText(String(new Date().getFullYear()))).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('the way into the postcard service', () => {
  for (const language of ['en', 'ae'] as const) {
    test(`the home page and the footer lead to it, and its menu's ABOUT and CONTACT are its own pages (${language})`, async ({
      page,
      consoleErrors,
    }) => {
      const t = textsOf(language);
      await useLanguage(page, language);
      await page.goto('/');
      const footerLinks = page.getByRole('contentinfo').getByRole('navigation', { name: t('common.footer.links_label') });
      await expect(footerLinks.getByRole('link', { name: t('common.footer.postcards') })).toHaveAttribute(
        'href',
        '/hos-postcards',
      );
      await expect(footerLinks.getByRole('link', { name: t('common.footer.about') })).toHaveAttribute('href', '/aboutus');
      const section = page.getByRole('region', { name: t('home.postcards.heading') });
      await section.scrollIntoViewIfNeeded();
      if (process.env.SHOTS_DIR) await section.screenshot({ path: `${process.env.SHOTS_DIR}/home-postcards-${language}.png` });
      await section.getByRole('link', { name: t('home.postcards.link') }).click();
      await expect(page).toHaveURL(/\/hos-postcards$/);

      // inside the service: POSTCARDS in place of DESTINATIONS, and its own About and Contact
      const menu = page.getByRole('banner').getByRole('navigation', { name: t('common.nav.label') });
      await expect(menu.getByRole('link', { name: t('common.nav.destinations') })).toHaveCount(0);
      await expect(menu.getByRole('link', { name: t('common.nav.postcards') })).toHaveAttribute('aria-current', 'page');
      await expect(menu.getByRole('link', { name: t('common.nav.contact') })).toHaveAttribute('href', '/hos-postcards-contact');
      await menu.getByRole('link', { name: t('common.nav.about') }).click();
      await expect(page).toHaveURL(/\/hos-postcards-about$/);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(t('postcard-orders.about.title'));
      await expect(footerLinks.getByRole('link', { name: t('common.footer.contact') })).toHaveAttribute(
        'href',
        '/hos-postcards-contact',
      );
      await atPhoneAndDesktop(page, `postcards-about-${language}`);
      expect(consoleErrors).toEqual([]);
    });
  }
});
