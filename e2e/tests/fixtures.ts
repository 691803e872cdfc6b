import { expect, test as base, type Page } from '@playwright/test';

/**
 * The app starts after the server-written first screen has painted (apps/web/public/boot.js), which can be after
 * the load event a navigation waits for, and then shows the parts below the first screen one task after another
 * (apps/web/src/lib/startup.ts). A page of the app is ready once `<html data-app="started" data-parts="shown">`:
 * before that, a check of the layout (axe's target sizes, the width) can read a list half drawn. A page the
 * server writes alone (the sandbox payment page, the dev outbox) has no boot script and is ready at once.
 */
async function appStarted(page: Page): Promise<void> {
  // either the app has started, or the page is not the app's (never was, or the app sent the browser elsewhere)
  const ready = page.locator('html[data-app="started"][data-parts="shown"], html:not(:has(script[src="/boot.js"]))');
  await expect(ready).toHaveCount(1, { timeout: 30_000 });
}

/** Keeps the last twenty clicks' targets and points in the page (the browser's code, as text: e2e has no DOM types). */
const recordClicks = `
  const clicks = [];
  Object.defineProperty(window, '__e2eClicks', { value: clicks });
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target.outerHTML.slice(0, 160) : String(event.target);
    clicks.push(target + ' at ' + event.clientX + ',' + event.clientY);
    if (clicks.length > 20) clicks.shift();
  }, true);
`;

/**
 * Every journey fails on an unexpected console error or an uncaught page error (docs/conventions.md "Tests").
 * A test that provokes an error on purpose lists it in `allowConsoleErrors`.
 */
export const test = base.extend<{ allowConsoleErrors: RegExp[]; consoleErrors: string[] }>({
  // every navigation a journey makes with goto or reload waits for the app as well as for the load event
  page: async ({ page }, use, testInfo) => {
    // what each click landed on, so a click that opened nothing can be told from one that missed
    await page.addInitScript({ content: recordClicks });
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await appStarted(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await appStarted(page);
      return response;
    };
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus && !page.isClosed()) {
      const clicks = await page.evaluate<string[]>('window.__e2eClicks ?? []').catch((): string[] => []);
      await testInfo.attach('last clicks', { body: clicks.join('\n'), contentType: 'text/plain' });
    }
  },
  allowConsoleErrors: [[], { option: true }],
  consoleErrors: async ({ page, allowConsoleErrors }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (!allowConsoleErrors.some((re) => re.test(text))) errors.push(text);
    });
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    // the browser's "Failed to load resource" names no address: the refused answers are kept to say which call it was
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() < 400) return;
      const action = /(?:^|&)action=([^&]+)/.exec(response.request().postData() ?? new URL(response.url()).search.slice(1));
      refused.push(
        `${response.status()} ${response.request().method()} ${response.url()}${action ? ` (${action[1]})` : ''} on ${page.url()}`,
      );
    });
    await use(errors);
    const message = `console errors during the journey${refused.length > 0 ? `; answers refused: ${refused.join('; ')}` : ''}`;
    expect(errors, message).toEqual([]);
  },
});

export { expect };
