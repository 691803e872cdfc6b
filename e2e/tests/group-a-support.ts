import type { APIRequestContext, Page } from '@playwright/test';
import type { Language } from './accounts-support.ts';
import { dubaiDatePlus } from './console-support.ts';
import { expect, test } from './fixtures.ts';

/**
 * Signs the user of `token` in before the first page opens, in `language`: the session cookie, the language
 * (localStorage, and the cookie the server writes the first screen by) and `loggedIn`, as sign-in leaves them.
 * sessions.ts's signIn loads the home page to write them, a whole start of the app that no check looks at.
 */
export async function signInFirst(page: Page, token: string, language: Language) {
  const url = test.info().project.use.baseURL!;
  await page.context().addCookies([
    { name: 'jwt', value: token, url },
    { name: 'user_language', value: language, url },
  ]);
  await page.addInitScript((lang) => {
    localStorage.setItem('user_language', lang);
    // once per tab: a sign-out later in the journey stays signed out
    if (!sessionStorage.getItem('e2e-signed-in')) {
      localStorage.setItem('loggedIn', 'success');
      sessionStorage.setItem('e2e-signed-in', '1');
    }
  }, language);
}

/**
 * Opens the page on screen again in `language`, as the server's language alternates link it (`?lang=`), and
 * waits for the app to show it: the page-level checks (axe, 390 px) of a journey that runs in one language,
 * made in the other language on the same page. Best last in a journey: after signInFirst, the next page load goes
 * back to the journey's language (its init script writes it on every load).
 */
export async function reopenIn(page: Page, language: Language) {
  const url = new URL(page.url());
  url.searchParams.set('lang', language);
  await page.goto(url.toString());
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'ae' ? 'ar' : 'en');
}

export type CalendarDay = { date: string; status: string; adult_price: number; peak: number };

/** The first open peak-price day of the package in this month or the next, as the server answers it. */
export async function openPeakDay(request: APIRequestContext, packageId: number): Promise<CalendarDay> {
  for (const days of [0, 31]) {
    const month = dubaiDatePlus(days).slice(0, 7);
    const answer = await request.get('/api', { params: { action: 'packageCalendar', package_id: packageId, month } });
    expect(answer.ok(), await answer.text()).toBe(true);
    const peak = ((await answer.json()) as { data: CalendarDay[] }).data.find((d) => d.peak === 1 && d.status === 'open');
    if (peak) return peak;
  }
  throw new Error('no open peak day in the seed');
}
