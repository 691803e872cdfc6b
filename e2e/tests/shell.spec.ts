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
