import type { APIRequestContext } from '@playwright/test';
import { escapeRegExp, newUser, registerThroughApi, textsOf, type Language } from './accounts-support.ts';
import { bookAndPay, packageIdOf } from './after-sale-support.ts';
import { dubaiDatePlus } from './console-support.ts';
import { browserFilming, consoleErrorsOf, qrVideo } from './fake-camera.ts';
import { expect, test } from './fixtures.ts';
import { operatorToken, signIn } from './sessions.ts';
import { expectFitsAndAccessible, phone } from './console-journeys-support.ts';

/**
 * Check-in at the gate (decision 036): a traveller's ticket for today is paid; the gate's
 * phone (a separate Chromium whose fake camera films the ticket's QR code) scans it, sees it valid and checks
 * it in; typed again by hand, it is refused saying when and by whom it was checked in (in Arabic). The rules
 * (the verdicts, one check-in however often it is asked, the order number read whatever its case) are the
 * server's tests' (apps/server/src/modules/booking/check-in-console.test.ts). Besides phone-routes.spec.ts's look at the page as it
 * opens, it is checked with axe and for fit on a phone here, with a ticket typed in and its verdicts, in both
 * languages.
 */

/** A seeded package booked by date only, open from the seed's day on (apps/server/src/db/seed/experiences.ts). */
const packageSlug = 'al-noor-island-entry';

function gateTexts(language: Language) {
  const t = textsOf(language);
  /** "Checked in at {{time}} by {{name}}" with any time and name */
  const checkedInAt = new RegExp(
    escapeRegExp(t('console-check-in.checked_in_at')).replace('\\{\\{time\\}\\}', '.+').replace('\\{\\{name\\}\\}', '.+'),
  );
  return {
    title: t('console-check-in.title'),
    scan: t('console-check-in.scan'),
    code: t('console-check-in.code'),
    find: t('console-check-in.find'),
    checkIn: t('console-check-in.check_in'),
    ok: t('console-check-in.verdict.ok'),
    checkedInNow: t('console-check-in.verdict.checked_in_now'),
    already: t('console-check-in.verdict.already_checked_in'),
    checkedInAt,
  };
}

/** A ticket for today, paid, of the seeded package; answers its order number and the package's names. */
async function ticketForToday(request: APIRequestContext, label: string, language: Language) {
  const traveller = await registerThroughApi(request, newUser(label), language);
  const packageId = await packageIdOf(request, packageSlug);
  const { orderNumber } = await bookAndPay(request, traveller, {
    package_id: packageId,
    adult_qty: 2,
    child_qty: 1,
    date: dubaiDatePlus(0),
  });
  const details = await request.get('/api', { params: { action: 'packagesDetails', slug: packageSlug } });
  const pkg = ((await details.json()) as { data: { package_name: string; arabic_name: string } }).data;
  return { orderNumber, packageName: language === 'ae' ? pkg.arabic_name : pkg.package_name };
}

/** How long a scan may take to read the fake camera's QR code, camera start and decoder load included. */
const scanWait = 30_000;

test('the gate scans a ticket for today and checks it in; typed again by hand it is refused (ae)', async ({
  request,
  playwright,
}) => {
  test.slow();
  const language = 'ae';
  const texts = gateTexts(language);
  const { orderNumber, packageName } = await ticketForToday(request, `check-in-${language}`, language);

  const gate = await browserFilming(playwright.chromium, qrVideo(orderNumber, test.info().outputPath('ticket.y4m')));
  try {
    const context = await gate.newContext({ baseURL: test.info().project.use.baseURL!, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors = consoleErrorsOf(page);
    await signIn(page, await operatorToken(request, language), language);
    await page.goto('/backoffice/check-in');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();

    // the scan: valid, for today (the camera starts and the decoder loads first: on a busy machine that
    // takes longer than the usual wait)
    await main.getByRole('button', { name: texts.scan }).click();
    const verdict = main.getByRole('status').filter({ hasText: texts.ok });
    await expect(verdict).toBeVisible({ timeout: scanWait });
    await expect(main.getByLabel(texts.code)).toHaveValue(orderNumber);
    await expect(main.getByRole('heading', { level: 2, name: packageName })).toBeVisible();
    await expect(main.getByText(orderNumber, { exact: true })).toBeVisible();

    await main.getByRole('button', { name: texts.checkIn }).click();
    const checkedIn = main.getByRole('status').filter({ hasText: texts.checkedInNow });
    await expect(checkedIn).toContainText(texts.checkedInAt);
    await expect(main.getByRole('button', { name: texts.checkIn })).toHaveCount(0);

    // typed by hand on the gate's phone, in lower case: refused, saying when and by whom
    await main.getByLabel(texts.code).fill(orderNumber.toLowerCase());
    await main.getByRole('button', { name: texts.find }).click();
    await expect(main.getByRole('status').filter({ hasText: texts.already })).toContainText(texts.checkedInAt);
    await expect(main.getByRole('button', { name: texts.checkIn })).toHaveCount(0);

    expect(errors).toEqual([]);
  } finally {
    await gate.close();
  }
});

for (const language of ['en', 'ae'] as const) {
  test(`on a phone in ${language === 'en' ? 'English' : 'Arabic'} the check-in page with a valid ticket typed in, then refusing a second check-in, fits and passes axe`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    test.slow();
    const texts = gateTexts(language);
    const { orderNumber, packageName } = await ticketForToday(request, `check-in-pages-${language}`, language);
    const main = page.getByRole('main');
    await page.setViewportSize(phone);
    await signIn(page, await operatorToken(request, language), language);
    await page.goto('/backoffice/check-in');
    await expect(main.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();

    // typed from the keyboard: valid, and checked in
    await main.getByLabel(texts.code).fill(orderNumber);
    await main.getByLabel(texts.code).press('Enter');
    await expect(main.getByRole('status').filter({ hasText: texts.ok })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: packageName })).toBeVisible();
    await expectFitsAndAccessible(page);
    await main.getByRole('button', { name: texts.checkIn }).click();
    await expect(main.getByRole('status').filter({ hasText: texts.checkedInNow })).toContainText(texts.checkedInAt);

    // looked up again: refused, saying when and by whom
    await main.getByRole('button', { name: texts.find }).click();
    await expect(main.getByRole('status').filter({ hasText: texts.already })).toContainText(texts.checkedInAt);
    // the refusal's own colours and words
    await expectFitsAndAccessible(page);
    expect(consoleErrors).toEqual([]);
  });
}
