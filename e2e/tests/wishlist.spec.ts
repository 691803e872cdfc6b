import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { newUser, registerThroughApi, textsOf, useLanguage, type Language } from './accounts-support.ts';
import { bookAndPay, packageIdOf } from './after-sale-support.ts';
import { seriousViolations } from './axe.ts';
import { dubaiDatePlus, shoot } from './console-support.ts';
import { signInFirst } from './group-a-support.ts';
import { expect, test } from './fixtures.ts';
import { signInOnLoginPage } from './postcard-support.ts';
import { expectNoSidewaysScroll } from './store-support.ts';

/**
 * The wishlist and the recently viewed packages (decision 063), on the seeded demo content: a visitor hearts a
 * package before signing in, finds it in My Account's wishlist once signed in, and still finds it there after
 * the browser's storage is cleared (the list is the account's, as on another device).
 */
const dhow = { slug: 'khor-fakkan-dhow-cruise', en: 'Khor Fakkan Dhow Cruise', ae: 'رحلة المركب التقليدي في خورفكان' };
const cycling = { slug: 'hajar-mountains-cycling' };

/** A screenshot of one part of the page (sections below the first screen are drawn only near the viewport). */
async function shootPart(part: Locator, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await part.scrollIntoViewIfNeeded();
  await part.screenshot({ path: `${dir}/${name}.png` });
}

async function heartSignedOut(page: Page, language: Language) {
  const t = textsOf(language);
  await page.goto(`/p/${dhow.slug}`);
  const heart = page.getByRole('main').getByRole('button', { name: t('discovery.wishlist.save') });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('wishlist'))).toMatch(/^\[\d+\]$/);
}

/** The package just left is first among the recently viewed on the next package page and on the home page. */
async function recentlyViewedShows(page: Page, language: Language, name: string) {
  const t = textsOf(language);
  await page.goto(`/p/${cycling.slug}`);
  const recent = page.getByRole('region', { name: t('discovery.recently_viewed.heading') });
  await expect(recent.getByRole('link', { name })).toHaveAttribute('href', `/p/${dhow.slug}`);
  await page.goto('/');
  const onHome = page.getByRole('region', { name: t('discovery.recently_viewed.heading') });
  await expect(onHome.getByRole('link').first()).toHaveAttribute('href', `/p/${cycling.slug}`);
  await expect(onHome.getByRole('link', { name })).toBeVisible();
  await shootPart(onHome, `wishlist-${language}-home-recently-viewed`);
}

async function wishlistHas(page: Page, language: Language, name: string) {
  const t = textsOf(language);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: t('accounts.wishlist.title') })).toBeVisible();
  await expect(main.getByRole('link', { name })).toHaveAttribute('href', `/p/${dhow.slug}`);
}

for (const { language, width } of [
  { language: 'en' as const, width: 1280 },
  { language: 'ae' as const, width: 390 },
]) {
  test.describe(`the wishlist in ${language === 'en' ? 'English at desktop width' : 'Arabic on a phone'}`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test('a package hearted signed out is in My Account after signing in, and stays there when the browser forgets it', async ({
      page,
      request,
    }) => {
      const t = textsOf(language);
      const name = dhow[language];
      const user = newUser(`wishlist-${language}`);
      await registerThroughApi(request, user, language);
      await useLanguage(page, language);

      await heartSignedOut(page, language);
      await shoot(page, `wishlist-${language}-package-page`);
      await recentlyViewedShows(page, language, name);
      await expectNoSidewaysScroll(page);

      // My Account's wishlist asks to sign in, then shows what was hearted before
      await page.goto('/wishlist');
      await signInOnLoginPage(page, request, user, language);
      await expect(page).toHaveURL(/\/wishlist$/);
      await wishlistHas(page, language, name);
      await expect.poll(() => page.evaluate(() => localStorage.getItem('wishlist'))).toBeNull();

      // another device: nothing in the browser's storage but the session cookie
      await page.evaluate((lang) => {
        localStorage.clear();
        localStorage.setItem('user_language', lang);
      }, language);
      await page.goto('/settings');
      await page
        .getByRole('main')
        .getByRole('link', { name: t('accounts.settings.wishlist') })
        .click();
      await expect(page).toHaveURL(/\/wishlist$/);
      await wishlistHas(page, language, name);
      await expectNoSidewaysScroll(page);
      expect(await seriousViolations(page, 'main')).toEqual([]);
      await shoot(page, `wishlist-${language}-account`);

      // the card's own heart takes it off the list; the empty list says how to fill it
      const cardHeart = page.getByRole('main').getByRole('button', { name: new RegExp(name) });
      await expect(cardHeart).toHaveAttribute('aria-pressed', 'true');
      await cardHeart.click();
      await expect(page.getByRole('main').getByText(t('accounts.wishlist.empty'))).toBeVisible();
      await shoot(page, `wishlist-${language}-empty`);
    });
  });
}

test.describe('the ticket in Arabic on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("shows the operator's support contact with its links, and the meeting point with a map link", async ({
    page,
    request,
  }) => {
    const t = textsOf('ae');
    const token = await registerThroughApi(request, newUser('ticket-support'), 'ae');
    const slug = 'butterfly-house-guided-tour';
    const packageId = await packageIdOf(request, slug);
    const date = dubaiDatePlus(45);
    const slots = await request.post('/api', { form: { action: 'packageSlots', id: packageId, date } });
    const [slot] = ((await slots.json()) as { data: { id: number }[] }).data;
    const { orderNumber } = await bookAndPay(request, token, {
      package_id: packageId,
      adult_qty: 1,
      date,
      time_slot_id: slot!.id,
    });

    await signInFirst(page, token, 'ae');
    await page.goto(`/booking-details/${orderNumber}`);
    const support = page.getByRole('region', { name: t('booking.details.support_heading') });
    await expect(support.getByRole('link', { name: '+97165550100' })).toHaveAttribute('href', 'tel:+97165550100');
    await expect(support.getByRole('link', { name: '+971501234567' })).toHaveAttribute('href', 'https://wa.me/971501234567');
    await expect(support.getByRole('link', { name: 'support@example.com' })).toHaveAttribute(
      'href',
      'mailto:support@example.com',
    );
    const meeting = page.getByRole('region', { name: t('booking.details.meeting_point') });
    await expect(meeting.getByRole('link', { name: t('booking.details.open_map') })).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
    );
    await expectNoSidewaysScroll(page);
    expect(await seriousViolations(page, 'main')).toEqual([]);
    await shootPart(page.locator('article.ticket'), 'ticket-ae-support');
  });
});
