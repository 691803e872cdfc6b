import { textsOf } from './accounts-support.ts';
import { expect, test } from './fixtures.ts';

test.describe('the portal shell', () => {
  test('a visitor sees the seeded destinations on the home page in English', async ({ page, consoleErrors }) => {
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

  test('a deep link opens its page directly', async ({ page, consoleErrors }) => {
    const response = await page.goto('/view-all-destination');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Al Noor Island' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Al Noor Island|See Packages/ }).first()).toHaveAttribute(
      'href',
      /\/d\/al-noor-island$/,
    );
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

  test('a malformed action call is answered with a 400 and the failing fields', async ({ request }) => {
    const unknown = await request.post('/api', { form: { action: 'noSuchAction' } });
    expect(unknown.status()).toBe(400);
    expect(await unknown.json()).toMatchObject({ success: 0, code: 'unknown_action' });

    const badField = await request.post('/api', { form: { action: 'packages', slug: '<script>' } });
    expect(badField.status()).toBe(400);
    expect((await badField.json()).fields).toHaveProperty('slug');

    const badJson = await request.post('/api', { headers: { 'content-type': 'application/json' }, data: '{"action":' });
    expect(badJson.status()).toBe(400);

    // a multipart body cut off before its closing boundary
    const cutMultipart = await request.post('/api', {
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      data: '--xyz\r\nContent-Disposition: form-data; name="action"\r\n\r\ndestinations',
    });
    expect(cutMultipart.status()).toBe(400);
    expect(await cutMultipart.json()).toMatchObject({ success: 0, code: 'malformed_body' });
  });

  test('the mobile side menu opens, is usable with the keyboard and closes with Escape', async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
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

for (const language of ['en', 'ae'] as const) {
  const t = textsOf(language);

  test.describe(`the shell in ${language === 'en' ? 'English' : 'Arabic'}`, () => {
    test.beforeEach(async ({ page, context }) => {
      await page.addInitScript((lang) => {
        if (!localStorage.getItem('user_language')) localStorage.setItem('user_language', lang);
      }, language);
      // the DINING site is outside this machine's reach: a stand-in page answers for it
      await context.route('https://visitsharjah.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Dining</title><h1>Dining</h1>' }),
      );
    });

    test('the header darkens after 70 px of scrolling, DINING opens in a new tab, and a signed-out visitor is offered Register and Sign in', async ({
      page,
      consoleErrors,
    }) => {
      await page.goto('/');
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
}
