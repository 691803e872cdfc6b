import type { Page } from '@playwright/test';
import { axe, seriousOf } from './axe.ts';
import { expect, test } from './fixtures.ts';

/**
 * axe-core on the browsing pages in both languages: no serious or critical
 * violation. target-size (WCAG 2.2 2.5.8, 24 × 24 CSS pixels) is off in axe by default and is
 * switched on here.
 */
const pages = [
  { name: 'home', path: '/' },
  { name: 'destination', path: '/d/al-noor-island' },
  { name: 'package', path: '/p/al-noor-island-entry' },
  { name: 'search', path: '/s/dhow/-1' },
  { name: 'about', path: '/aboutus' },
  { name: 'contact', path: '/contactus' },
  { name: 'terms', path: '/terms' },
  { name: 'privacy', path: '/privacy' },
  { name: 'gallery', path: '/gallery' },
  { name: 'all destinations', path: '/view-all-destination' },
  { name: 'See Sharjah', path: '/seesharjah' },
];

/** Waits until the page has its heading and nothing is loading any more (no skeletons or loading notes). */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
  await expect(page.locator('.skeleton, .page-loading, .home-banner--loading, [aria-busy="true"]')).toHaveCount(0);
}

/** The browsing pages again on a phone, where targets are smallest and the carousels show their controls. */
const phonePages = pages.slice(0, 4);

for (const language of ['en', 'ae'] as const) {
  for (const phone of [false, true]) {
    test.describe(`accessibility in ${language === 'en' ? 'English' : 'Arabic'}${phone ? ', on a phone' : ''}`, () => {
      if (phone) test.use({ viewport: { width: 390, height: 844 } });
      test.beforeEach(async ({ page }) => {
        await page.addInitScript((lang) => localStorage.setItem('user_language', lang), language);
      });

      for (const { name, path } of phone ? phonePages : pages) {
        test(`the ${name} page (${path}) has no serious or critical axe violation`, async ({ page, consoleErrors }) => {
          await page.goto(path);
          await expect(page.locator('html')).toHaveAttribute('dir', language === 'ae' ? 'rtl' : 'ltr');
          await settled(page);
          const results = await axe(page).analyze();
          // the rule really ran (it has targets on every page)
          expect([...results.passes, ...results.violations, ...results.incomplete].map((rule) => rule.id)).toContain(
            'target-size',
          );
          const found = seriousOf(results);
          expect(found, JSON.stringify(found, null, 2)).toEqual([]);
          expect(consoleErrors).toEqual([]);
        });
      }
    });
  }
}
