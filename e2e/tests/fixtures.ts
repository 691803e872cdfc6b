import { expect, test as base } from '@playwright/test';

/**
 * Every journey fails on an unexpected console error or an uncaught page error (CONVENTIONS.md "Tests").
 * A test that provokes an error on purpose lists it in `allowConsoleErrors`.
 */
export const test = base.extend<{ allowConsoleErrors: RegExp[]; consoleErrors: string[] }>({
  allowConsoleErrors: [[], { option: true }],
  consoleErrors: async ({ page, allowConsoleErrors }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (!allowConsoleErrors.some((re) => re.test(text))) errors.push(text);
    });
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    await use(errors);
    expect(errors, 'console errors during the journey').toEqual([]);
  },
});

export { expect };
