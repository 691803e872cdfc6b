import { expect, test } from './fixtures.ts';

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
