import { escapeRegExp, newUser, registerThroughApi, textsOf, type Language } from './accounts-support.ts';
import { bookAndPay, packageIdOf } from './after-sale-support.ts';
import { atPhoneAndDesktop, dubaiDatePlus } from './console-support.ts';
import { browserFilming, consoleErrorsOf, qrVideo } from './fake-camera.ts';
import { expect, test } from './fixtures.ts';
import { operatorToken, signIn } from './sessions.ts';
import { expectAccessible } from './store-support.ts';

/**
 * Check-in at the gate (issue 16 Deliver 5 and its Check): a traveller's ticket for today is paid; the gate's
 * phone (a separate Chromium whose fake camera films the ticket's QR code) scans it, sees it valid and checks
 * it in; scanned again, and typed, it is refused saying when and by whom it was checked in. English and Arabic.
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

/** How long a scan may take to read the fake camera's QR code, camera start and decoder load included. */
const scanWait = 30_000;

for (const language of ['en', 'ae'] as const) {
  test(`the gate scans a ticket for today, checks it in, and refuses it the second time (${language})`, async ({
    request,
    playwright,
  }) => {
    test.slow();
    const texts = gateTexts(language);
    const traveller = await registerThroughApi(request, newUser(`check-in-${language}`), language);
    const packageId = await packageIdOf(request, packageSlug);
    const { orderNumber } = await bookAndPay(request, traveller, {
      package_id: packageId,
      adult_qty: 2,
      child_qty: 1,
      date: dubaiDatePlus(0),
    });
    const details = await request.get('/api', { params: { action: 'packagesDetails', slug: packageSlug } });
    const pkg = ((await details.json()) as { data: { package_name: string; arabic_name: string } }).data;

    const gate = await browserFilming(playwright.chromium, qrVideo(orderNumber, test.info().outputPath('ticket.y4m')));
    try {
      const context = await gate.newContext({ baseURL: test.info().project.use.baseURL!, viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const errors = consoleErrorsOf(page);
      await signIn(page, await operatorToken(request, language), language);
      await page.goto('/backoffice/check-in');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
      await expectAccessible(page);

      // the first scan: valid, for today (the camera starts and the decoder loads first: on a busy machine that
      // takes longer than the usual wait)
      await main.getByRole('button', { name: texts.scan }).click();
      const verdict = main.getByRole('status').filter({ hasText: texts.ok });
      await expect(verdict).toBeVisible({ timeout: scanWait });
      await expect(main.getByLabel(texts.code)).toHaveValue(orderNumber);
      await expect(
        main.getByRole('heading', { level: 2, name: language === 'ae' ? pkg.arabic_name : pkg.package_name }),
      ).toBeVisible();
      await expect(main.getByText(orderNumber, { exact: true })).toBeVisible();
      await expectAccessible(page);
      await atPhoneAndDesktop(page, `check-in-ok-${language}`);

      await main.getByRole('button', { name: texts.checkIn }).click();
      const checkedIn = main.getByRole('status').filter({ hasText: texts.checkedInNow });
      await expect(checkedIn).toContainText(texts.checkedInAt);
      await expect(main.getByRole('button', { name: texts.checkIn })).toHaveCount(0);

      // the second scan, after a reload: refused, saying when and by whom
      await page.reload();
      await main.getByRole('button', { name: texts.scan }).click();
      const refused = main.getByRole('status').filter({ hasText: texts.already });
      await expect(refused).toContainText(texts.checkedInAt, { timeout: scanWait });
      await expect(main.getByRole('button', { name: texts.checkIn })).toHaveCount(0);
      await expectAccessible(page);
      await atPhoneAndDesktop(page, `check-in-refused-${language}`);

      // typed by hand, in lower case, the same answer
      await main.getByLabel(texts.code).fill(orderNumber.toLowerCase());
      await main.getByRole('button', { name: texts.find }).click();
      await expect(main.getByRole('status').filter({ hasText: texts.already })).toContainText(texts.checkedInAt);

      expect(errors).toEqual([]);
    } finally {
      await gate.close();
    }
  });
}
