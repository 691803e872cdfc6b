import { expect, test } from './fixtures.ts';
import { dubaiDatePlus } from './console-support.ts';

/**
 * The server writes the first screen of the home, destination and package pages, and the app replaces it
 * with the same screen (docs/decisions/031-first-paint.md). If the app's first render lacked something the
 * server wrote (data it had not waited for), the page below it would jump: a layout shift, which costs
 * the visitor their place and Lighthouse its CLS. On a phone the size of Lighthouse's, in both languages.
 */

const pages = [
  { name: 'home', path: '/' },
  { name: 'destination', path: '/d/al-noor-island' },
  { name: 'package', path: '/p/butterfly-house-guided-tour' },
];

type Shift = { value: number; sources: string[] };

for (const language of ['en', 'ae'] as const) {
  for (const { name, path } of pages) {
    test(`the app takes over the ${name} page's first screen without moving it (${language})`, async ({
      page,
      consoleErrors,
    }) => {
      await page.setViewportSize({ width: 412, height: 823 });
      await page.addInitScript(`
        window.__shifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            if (entry.hadRecentInput) continue;
            window.__shifts.push({
              value: entry.value,
              sources: entry.sources.map((source) => {
                const node = source.node;
                const label = node ? (node.className || node.nodeName) : '(removed)';
                return label + ' ' + Math.round(source.previousRect.y) + '→' + Math.round(source.currentRect.y);
              }),
            });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      `);
      // the fixtures' goto waits until the app has started, i.e. after its first commit
      await page.goto(language === 'ae' ? `${path}?lang=ae` : path);
      await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
      await expect(page.locator('html')).toHaveAttribute('lang', language === 'ae' ? 'ar' : 'en');
      // two frames after the commit: a second render that fills in late data would have been laid out by then
      await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
      const shifts = (await page.evaluate('window.__shifts')) as Shift[];
      expect(shifts, JSON.stringify(shifts)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }
}

/**
 * boot.js starts the app once the first screen's own picture (fetchpriority="high") is loaded and decoded, so
 * its paint never waits behind the app's scripts; a picture that fails, or never comes, does not keep the app
 * from starting.
 */
test.describe("the app starts after the first screen's picture", () => {
  const banner = '**/files/sliders/**';
  const isEntry = (url: string) => /\/assets\/index-[\w-]+\.js$/.test(url);

  test('its scripts are asked for only once the picture has arrived', async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    // the picture is held back until the first screen has painted twice without it
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(banner, async (route) => {
      await held;
      await route.continue();
    });
    const asked: string[] = [];
    page.on('request', (request) => {
      if (isEntry(request.url())) asked.push(request.url());
    });
    // the page's clock is the test's: boot.js gives a slow picture one second, and on a busy machine a real second
    // passes before the test looks; 900 ms of the page's time go by, frames included, and the picture is still out
    const start = new Date(`${dubaiDatePlus(0)}T08:00:00Z`);
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 1_000));
    const going = page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('img[fetchpriority="high"]', { state: 'attached' });
    await page.clock.runFor(900);
    expect(asked).toEqual([]);
    release();
    await page.clock.resume();
    await going;
    await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
    expect(asked).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
  });

  test('a picture that fails does not hold the app back', async ({ page }) => {
    await page.route(banner, (route) => route.abort());
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
  });

  test('a picture that never comes does not hold the app back', async ({ page }) => {
    // never answered: the load event never fires, so the page is not waited for beyond its HTML
    await page.route(banner, () => {});
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
  });
});
