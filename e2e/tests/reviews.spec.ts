import { randomInt } from 'node:crypto';
import type { APIRequestContext, Browser } from '@playwright/test';
import { codeSentTo, escapeRegExp, newestMessageId, textsOf, type Language } from './accounts-support.ts';
import { atPhoneAndDesktop, shoot } from './console-support.ts';
import { expect, test } from './fixtures.ts';
import { operatorToken } from './sessions.ts';
import { expectAccessible } from './axe.ts';
import { signInFirst } from './group-a-support.ts';

/**
 * Decision 039: "a past booking is reviewed and the review appears on the package page", and an operator
 * hides it. The seed (apps/server/src/db/seed/reviews.ts, README.md) gives four demo travellers one past,
 * unreviewed booking of the Mleiha desert safari each; the journey, in Arabic, is Noura's. The console's hide
 * dialog is read by axe in English too; the package page with its reviews is read by axe and measured at 390 px in
 * English by booking.spec.ts's page-level test of the same package, the reviews console at 390 px by
 * phone-routes.spec.ts.
 */

const packageSlug = 'mleiha-desert-safari';

const journey = { language: 'ae', email: 'noura.alkaabi@example.com', shownAs: 'نورة ك.' } as const;

/** A 48 × 32 JPEG, attached to the review (decision 066). */
const photo = {
  name: 'dunes.jpg',
  mimeType: 'image/jpeg',
  buffer: Buffer.from(
    '/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01' +
      'T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAgADADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAA' +
      'AAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAAX/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCyAnqoAAAA' +
      'AAAAAD//2Q==',
    'base64',
  ),
};

/** Signs an existing account in with a one-time code sent to its e-mail (spec part 1 §7 login); answers its token. */
async function signInByEmail(request: APIRequestContext, email: string, language: Language): Promise<string> {
  const after = await newestMessageId(request, email);
  const sent = await request.post('/api', { form: { action: 'sendOtp', email, language } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const otp = await codeSentTo(request, email, after);
  const verified = await request.post('/api', { form: { action: 'verifyLoginOTP', email, otp, language } });
  expect(verified.ok(), await verified.text()).toBe(true);
  return ((await verified.json()) as { token: string }).token;
}

/** The package page as a new visitor sees it: a browser of its own, so no answer cached by the traveller's is reused. */
async function reviewsSeenByVisitor(browser: Browser, language: Language) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript((lang) => localStorage.setItem('user_language', lang), language);
  await page.goto(`/p/${packageSlug}`);
  const section = page.getByRole('region', { name: textsOf(language)('reviews.title') });
  await expect(section.getByRole('listitem').first()).toBeVisible();
  const text = await section.innerText();
  await context.close();
  return text;
}

test('a traveller reviews a past booking from My Bookings, it shows on the package page, and an operator hides it (ae)', async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  const { language } = journey;
  const t = textsOf(language);
  const en = textsOf('en');
  const token = await signInByEmail(request, journey.email, language);
  const words = `رحلة ممتعة والمرشد رائع، نوصي بها ${randomInt(1e6)}`;

  await signInFirst(page, token, language);
  await page.goto('/order-history');
  await page.getByRole('button', { name: t('reviews.write') }).click();
  const dialog = page.getByRole('dialog', { name: t('reviews.form.title') });
  await expect(dialog).toBeVisible();
  // sending without stars or words names both
  await dialog.getByRole('button', { name: t('reviews.form.send') }).click();
  await expect(dialog.getByText(t('reviews.form.invalid.stars'))).toBeVisible();
  // four is plural "few" in Arabic (English "other": apps/web/src/lib/translator.test.ts)
  const fourStars = t('reviews.form.star_choice_few').replace('{{count}}', '4');
  await dialog.locator('label').filter({ hasText: fourStars }).click();
  await dialog.getByLabel(t('reviews.form.body')).fill(words);
  // a photo, chosen through the file input behind the "add photos" label, is previewed
  await dialog.getByLabel(t('reviews.form.photos.add')).setInputFiles(photo);
  await expect(dialog.getByRole('img', { name: t('reviews.form.photos.preview_alt').replace('{{n}}', '1') })).toBeVisible();
  await shoot(page, `reviews-dialog-${language}`);
  await dialog.getByRole('button', { name: t('reviews.form.send') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(t('reviews.yours'))).toBeVisible();
  await expect(page.getByRole('button', { name: t('reviews.write') })).toHaveCount(0);

  await page.goto(`/p/${packageSlug}`);
  const section = page.getByRole('region', { name: t('reviews.title') });
  const mine = section.getByRole('listitem').filter({ hasText: words });
  await expect(mine).toBeVisible();
  await expect(mine.getByText(t('reviews.verified'))).toBeVisible();
  await expect(mine.getByText(journey.shownAs, { exact: true })).toBeVisible();
  // its photo is shown through the resizer, with alt text
  const thumbnail = mine.getByRole('img', {
    name: t('reviews.photo_alt').replace('{{n}}', '1').replace('{{name}}', journey.shownAs),
  });
  await expect(thumbnail).toBeVisible();
  const photoUrl = await thumbnail.getAttribute('src');
  const served = await request.get(photoUrl!);
  expect(served.status(), photoUrl!).toBe(200);
  expect(served.headers()['content-type']).toMatch(/^image\//);
  await thumbnail.scrollIntoViewIfNeeded();
  await expect
    .poll(() => thumbnail.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
    .toBeGreaterThan(0);
  // the language filter: an Arabic review is listed under العربية, not under English
  const filter = section.getByRole('group', { name: t('reviews.filter.label') });
  await filter.getByRole('button', { name: 'English' }).click();
  await expect(mine).toHaveCount(0);
  await filter.getByRole('button', { name: 'العربية' }).click();
  await expect(mine).toBeVisible();
  await expect(filter.getByRole('button', { name: 'العربية' })).toHaveAttribute('aria-pressed', 'true');
  await section.scrollIntoViewIfNeeded();
  await expectAccessible(page);
  await atPhoneAndDesktop(page, `reviews-package-${language}`);

  // an operator hides it with a reason: the package page no longer shows it. The hide dialog is first opened
  // in English and closed unused, for axe
  await signInFirst(page, await operatorToken(request, language), language);
  const reviewsConsole = `/backoffice/reviews?q=${encodeURIComponent(words)}`;
  const card = page.getByRole('listitem').filter({ hasText: words });
  await page.goto(`${reviewsConsole}&lang=en`);
  await card.getByRole('button', { name: en('reviews.console.hide') }).click();
  const englishAsk = page.getByRole('dialog', { name: en('reviews.console.hide_title') });
  await englishAsk.getByLabel(en('reviews.console.reason')).fill('Contains an advert');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(englishAsk).toBeHidden();

  await page.goto(`${reviewsConsole}&lang=ae`);
  await expect(card.getByRole('list', { name: t('reviews.console.photos') }).getByRole('img')).toHaveCount(1);
  await card.getByRole('button', { name: t('reviews.console.hide') }).click();
  const ask = page.getByRole('dialog', { name: t('reviews.console.hide_title') });
  await ask.getByLabel(t('reviews.console.reason')).fill('يتضمن إعلانًا');
  await expectAccessible(page);
  await ask.getByRole('button', { name: t('reviews.console.hide') }).click();
  await expect(card.getByText(t('reviews.console.hidden'), { exact: true })).toBeVisible();
  await atPhoneAndDesktop(page, `reviews-console-${language}`);
  expect(await reviewsSeenByVisitor(browser, language)).not.toMatch(new RegExp(escapeRegExp(words)));
  // hiding deleted the photo
  expect((await request.get(photoUrl!)).status()).toBe(404);
});
