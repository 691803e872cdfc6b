import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { codeSentTo, newestMessageId, newUser, registerThroughApi, textsOf, type Language } from './accounts-support.ts';
import { expectAccessible } from './axe.ts';
import { shoot } from './console-support.ts';
import { expect, test } from './fixtures.ts';
import { outboxHeaders } from './operators.ts';
import { expectNoSidewaysScroll } from './store-support.ts';
import { verifyDetached, walletAuthority, walletPassTypeId } from './wallet-signing.ts';

// Decision 073: a visitor builds the whole booking signed out, signs in or registers in a sheet at Book Now
// without leaving the page, and the purchase goes on; the purchase has one reference everywhere.

/** The demo package with every booking step on (tickets, date, time, sub-packages, transport, meals). */
const fullPackage = 'mleiha-desert-safari';

type Named = { package_name?: string; meal_name?: string; name?: string; arabic_name: string };
type Details = { sub_packages: Named[]; meals: Named[]; transport: Named[] };

const nameOf = (row: Named, language: Language) =>
  language === 'ae' ? row.arabic_name : (row.package_name ?? row.meal_name ?? row.name ?? '');

/** Every reference the portal makes (a letter and 16 of its 32 characters) in a text. */
const referencesIn = (text: string) => [...new Set(text.match(/\b[PBO][A-HJ-NP-Z2-9]{16}\b/g) ?? [])];

async function packageDetails(request: APIRequestContext): Promise<Details> {
  const response = await request.get('/api', { params: { action: 'packagesDetails', slug: fullPackage } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Details }).data;
}

/** A calendar date in Asia/Dubai `days` after today, as YYYY-MM-DD. */
function dubaiDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The 'More: …' button of a counter. */
const more = (scope: Locator, t: (key: string) => string, name: string) =>
  scope.getByRole('button', { name: t('booking.flow.increase').replace('{{name}}', name), exact: true });

/** Signed out, every step of the package: 2 adults, a date, 09:00, an add-on, two-way transport, a meal; the summary opens. */
async function buildBooking(page: Page, request: APIRequestContext, language: Language): Promise<Locator> {
  const t = textsOf(language);
  const pkg = await packageDetails(request);
  await page.addInitScript((lang) => localStorage.setItem('user_language', lang), language);
  await page.goto(`/p/${fullPackage}`);
  const booking = page.getByRole('main').getByRole('region', { name: t('booking.flow.title') });
  const next = booking.getByRole('button', { name: t('booking.flow.next'), exact: true });
  await more(booking, t, t('booking.flow.adults')).click();
  await next.click();
  const day = booking.locator(`[data-date="${dubaiDate(5)}"]`);
  for (let i = 0; i < 12 && !(await day.isVisible()); i++) {
    await booking.getByRole('button', { name: t('booking.flow.date.next_month') }).click();
  }
  await day.click();
  await next.click();
  await booking.getByRole('radio', { name: '09:00' }).check();
  await next.click();
  await more(booking, t, t('booking.flow.sub_adults').replace('{{name}}', nameOf(pkg.sub_packages[0]!, language))).click();
  await next.click();
  await booking
    .getByRole('radio', {
      name: new RegExp(`${nameOf(pkg.transport[0]!, language)}\\s*${t('booking.flow.transport.two_way')}`),
    })
    .check();
  await next.click();
  await more(booking, t, nameOf(pkg.meals[0]!, language)).click();
  await next.click();
  const summary = page.getByRole('dialog');
  await expect(summary.getByText(nameOf(pkg.meals[0]!, language))).toBeVisible();
  await expect(summary.getByText(nameOf(pkg.transport[0]!, language))).toBeVisible();
  return summary;
}

/** Pays on the sandbox page; answers the one reference it names. */
async function payOnSandbox(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/pay\/sandbox\/sbx_[0-9a-f]{32}$/);
  const references = referencesIn(await page.locator('body').innerText());
  expect(references).toHaveLength(1);
  expect(references[0]).toMatch(/^B/);
  await page.getByRole('button', { name: /^Pay/ }).click();
  return references[0]!;
}

/** The completion page, My Bookings and the confirmation e-mail each name `reference` and no other. */
async function expectOneReference(page: Page, request: APIRequestContext, to: string, language: Language, reference: string) {
  const t = textsOf(language);
  const main = page.getByRole('main');
  await expect(page).toHaveURL(/\/order-payment-complete\?order=[^&]+&success=1$/);
  await expect(main.getByRole('heading', { name: t('booking.payment.outcome.confirmed') })).toBeVisible();
  expect(referencesIn(await main.innerText())).toEqual([reference]);
  await shoot(page, `sign-in-at-book-now-complete-${language}`);

  await page.goto('/order-history');
  await expect(main.getByText(reference)).toBeVisible();
  expect(referencesIn(await main.innerText())).toEqual([reference]);
  await shoot(page, `sign-in-at-book-now-history-${language}`);

  let mail: { subject: string; body: string } | undefined;
  await expect
    .poll(async () => {
      const response = await request.get('/dev/outbox', { params: { to }, headers: outboxHeaders });
      const { data } = (await response.json()) as { data: { subject: string; body: string }[] };
      mail = data.find((m) => m.subject.includes(reference));
      return mail !== undefined;
    })
    .toBe(true);
  expect(referencesIn(mail!.subject)).toEqual([reference]);
  expect(referencesIn(mail!.body)).toEqual([reference]);
}

test.beforeEach(({ consoleErrors }) => {
  expect(consoleErrors).toEqual([]);
});

test('en, desktop: a visitor builds a six-step booking, registers in the sheet at Book Now, pays and sees one reference', async ({
  page,
  request,
}) => {
  test.slow();
  const language = 'en';
  const t = textsOf(language);
  const visitor = newUser(`sheet-${language}`);
  await page.setViewportSize({ width: 1366, height: 800 });
  const summary = await buildBooking(page, request, language);

  // Book Now opens the sheet over the page: the address and the summary stay
  await summary.getByRole('button', { name: t('booking.summary.login_to_book') }).click();
  const signIn = page.getByRole('dialog', { name: t('accounts.sheet.login_title') });
  await expect(signIn).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/p/${fullPackage}$`));
  // Escape dismisses it, and the summary is still there with Book Now
  await page.keyboard.press('Escape');
  await expect(signIn).toHaveCount(0);
  await expect(summary.getByRole('button', { name: t('booking.summary.login_to_book') })).toBeFocused();
  await summary.getByRole('button', { name: t('booking.summary.login_to_book') }).click();

  // a new visitor registers in the sheet with the code from the e-mail
  await signIn.getByRole('button', { name: t('accounts.login.register') }).click();
  const register = page.getByRole('dialog', { name: t('accounts.sheet.register_title') });
  await register.getByRole('textbox', { name: t('accounts.fields.first_name') }).fill(visitor.firstName);
  await register.getByRole('textbox', { name: t('accounts.fields.last_name') }).fill(visitor.lastName);
  await register.getByRole('textbox', { name: t('accounts.fields.email') }).fill(visitor.email);
  await register.getByRole('textbox', { name: t('accounts.fields.mobile') }).fill(visitor.mobile);
  await register.getByRole('button', { name: t('accounts.register.submit') }).click();
  const code = await codeSentTo(request, visitor.email);
  await register.getByRole('textbox', { name: t('accounts.code.label') }).fill(code);
  await expectAccessible(page);
  await shoot(page, `sign-in-at-book-now-sheet-${language}`);
  await register.getByRole('button', { name: t('accounts.code.submit') }).click();

  // signed in, the purchase goes on to the payment page with the selection built before
  const reference = await payOnSandbox(page);
  await expectOneReference(page, request, visitor.email, language, reference);

  // the ticket offers its Apple Wallet pass beside the PDF: signed by the run's certificate, its QR code the reference
  await page.goto(`/booking-details/${reference}`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: t('tickets.apple_wallet') }).click();
  const pass = await download;
  expect(pass.suggestedFilename()).toBe(`ticket-${reference}.pkpass`);
  const files = unzipSync(await fs.readFile((await pass.path())!));
  const manifest = JSON.parse(strFromU8(files['manifest.json']!)) as Record<string, string>;
  expect(Object.keys(manifest).sort()).toEqual(
    Object.keys(files)
      .filter((n) => n !== 'manifest.json' && n !== 'signature')
      .sort(),
  );
  for (const [name, hash] of Object.entries(manifest)) expect(hash).toBe(createHash('sha1').update(files[name]!).digest('hex'));
  expect(verifyDetached(files.signature!, files['manifest.json']!, walletAuthority())).toBe(true);
  expect(JSON.parse(strFromU8(files['pass.json']!))).toMatchObject({
    passTypeIdentifier: walletPassTypeId,
    serialNumber: reference,
    barcodes: [{ format: 'PKBarcodeFormatQR', message: reference }],
  });
  await shoot(page, `sign-in-at-book-now-ticket-${language}`);
});

test('ae, 390 px: a traveller with an account signs in from the sheet by mobile and pays', async ({ page, request }) => {
  test.slow();
  const language = 'ae';
  const t = textsOf(language);
  const traveller = newUser(`sheet-${language}`);
  await registerThroughApi(request, traveller, language);
  await page.setViewportSize({ width: 390, height: 844 });
  const summary = await buildBooking(page, request, language);
  // the package page's sign-up prompt opens the same sheet, over the summary (dismissed here)
  await page.keyboard.press('Escape');
  await page
    .getByRole('main')
    .getByRole('button', { name: t('discovery.package.sign_up'), exact: true })
    .click();
  const prompt = page.getByRole('dialog', { name: t('accounts.sheet.register_title') });
  await expect(prompt.getByRole('textbox', { name: t('accounts.fields.first_name') })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(prompt).toHaveCount(0);
  await page
    .getByRole('main')
    .getByRole('region', { name: t('booking.flow.title') })
    .getByRole('button', { name: t('booking.flow.next'), exact: true })
    .click();

  await summary.getByRole('button', { name: t('booking.summary.login_to_book') }).click();
  const signIn = page.getByRole('dialog', { name: t('accounts.sheet.login_title') });
  await expect(signIn.getByText(t('accounts.sheet.kept'))).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoSidewaysScroll(page);
  // by mobile: the e-mail got its registration code a moment ago and may still be in its resend cooldown
  await signIn.getByRole('radio', { name: t('accounts.login.by_mobile') }).check();
  await signIn.getByRole('textbox', { name: t('accounts.fields.mobile') }).fill(traveller.mobile);
  const seen = await newestMessageId(request, traveller.mobile);
  await signIn.getByRole('button', { name: t('accounts.login.submit') }).click();
  const code = await codeSentTo(request, traveller.mobile, seen);
  await signIn.getByRole('textbox', { name: t('accounts.code.label') }).fill(code);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await shoot(page, `sign-in-at-book-now-sheet-${language}-390`);
  await signIn.getByRole('button', { name: t('accounts.code.submit') }).click();

  const reference = await payOnSandbox(page);
  await expectOneReference(page, request, traveller.email, language, reference);
  await expectNoSidewaysScroll(page);
});
