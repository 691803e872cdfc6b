import { escapeRegExp, fixedPart, textsOf, useLanguage } from './accounts-support.ts';
import { expect, test } from './fixtures.ts';

/**
 * What a visitor browses before booking (spec part 1 §2), each journey once, about half of them in Arabic, on the
 * seeded demo content (apps/server/src/db/seed/): names below are the seed's, texts the locale files'.
 */
const seed = {
  alNoor: { en: 'Al Noor Island', ae: 'جزيرة النور' },
  entryTicket: { en: 'Al Noor Island Entry Ticket', ae: 'تذكرة دخول جزيرة النور' },
  lightTrail: { en: 'Evening Light Trail', ae: 'مسار الأضواء المسائي' },
  entryTicketInfo: { en: 'The island is open daily', ae: 'تفتح الجزيرة أبوابها يومياً' },
  dhowCruise: { en: 'Khor Fakkan Dhow Cruise', ae: 'رحلة المركب التقليدي في خورفكان' },
  dhowSearch: { en: 'dhow', ae: 'المركب' },
  topExperiences: { en: 'Top Experiences', ae: 'أبرز التجارب' },
  seeSharjah: {
    en: ['Al Noor Island', 'Mleiha Archaeological Centre', 'Sharjah Aquarium', 'Al Qasba'],
    ae: ['جزيرة النور', 'مركز مليحة للآثار', 'أكواريوم الشارقة', 'القصباء'],
  },
} as const;

/** The redirect package's partner site; the journeys answer it themselves, so no request leaves the machine. */
const partnerUrl = 'https://www.sharjahart.org/';

/** Counts the home banner's moves: the slideshow moves by calling scrollBy or scrollTo on its track. */
const countSlideMoves = `
  window.__slideMoves = 0;
  for (const name of ['scrollBy', 'scrollTo']) {
    const original = Element.prototype[name];
    Element.prototype[name] = function (...args) {
      if (this.classList.contains('carousel__track') && this.closest('.home-banner')) window.__slideMoves++;
      return original.apply(this, args);
    };
  }
`;

test.describe('discovery in English', () => {
  const language = 'en' as const;
  const t = textsOf(language);

  test.beforeEach(async ({ page }) => {
    await useLanguage(page, language);
  });

  test('the promo strip opens the ad popup, which Escape closes; then home → destination → audience tab → package tabs → gallery lightbox', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    const strip = page.getByRole('button', { name: /WELCOME10/ });
    await strip.click();
    const popup = page.getByRole('dialog', { name: t('home.promo.popup_title') });
    await expect(popup).toBeVisible();
    await expect(popup.getByText('WELCOME10')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(strip).toBeFocused();

    const destinations = page.getByRole('region', { name: t('destinations.heading') });
    await destinations
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: seed.alNoor[language], exact: true }) })
      .getByRole('link', { name: t('destinations.see_packages') })
      .click();

    await expect(page).toHaveURL(/\/d\/al-noor-island$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: seed.alNoor[language] })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(escapeRegExp(seed.alNoor[language])));
    const tabs = main.getByRole('tablist', { name: t('discovery.destination.tabs_label') });
    const panel = main.getByRole('tabpanel');
    await expect(tabs.getByRole('tab', { name: t('discovery.destination.tabs.all') })).toHaveAttribute('aria-selected', 'true');
    await expect(panel.getByRole('link', { name: seed.entryTicket[language] })).toBeVisible();
    await expect(panel.getByRole('link', { name: seed.lightTrail[language] })).toBeVisible();

    // Friends: only the light trail carries that tag
    await tabs.getByRole('tab', { name: t('discovery.destination.tabs.friends') }).click();
    await expect(tabs.getByRole('tab', { name: t('discovery.destination.tabs.friends') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(panel.getByRole('link', { name: seed.lightTrail[language] })).toBeVisible();
    await expect(panel.getByRole('link', { name: seed.entryTicket[language] })).toHaveCount(0);
    // Kids: the entry ticket, not the light trail
    await tabs.getByRole('tab', { name: t('discovery.destination.tabs.kids') }).click();
    await expect(panel.getByRole('link', { name: seed.lightTrail[language] })).toHaveCount(0);
    await panel.getByRole('link', { name: seed.entryTicket[language] }).click();

    await expect(page).toHaveURL(/\/p\/al-noor-island-entry$/);
    await expect(main.getByRole('heading', { level: 1, name: seed.entryTicket[language] })).toBeVisible();
    const infoTabs = main.getByRole('tablist', { name: t('discovery.package.tabs_label') });
    await expect(infoTabs.getByRole('tab', { name: t('discovery.package.tabs.about') })).toHaveAttribute('aria-selected', 'true');
    await infoTabs.getByRole('tab', { name: t('discovery.package.tabs.additional_info') }).click();
    await expect(main.getByRole('tabpanel')).toContainText(seed.entryTicketInfo[language]);

    await infoTabs.getByRole('tab', { name: t('discovery.package.tabs.gallery') }).click();
    const firstPhoto = main
      .getByRole('tabpanel')
      .getByRole('button', { name: fixedPart(t('discovery.package.open_photo')) })
      .first();
    await firstPhoto.click();
    const lightbox = page.getByRole('dialog', { name: fixedPart(t('discovery.package.photos')) });
    await expect(lightbox).toBeVisible();
    await expect(lightbox.getByRole('img')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();
    await expect(firstPhoto).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });

  test("a package with bookings switched off says so, and a redirect package sends the browser to the organiser's site", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/p/hajar-mountains-cycling');
    await expect(page.getByRole('main').getByText(t('discovery.package.disabled'))).toBeVisible();

    await page.route(`${partnerUrl}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Partner</title><h1>Partner site</h1>' }),
    );
    await page.goto('/p/sharjah-art-foundation-exhibitions');
    await expect(page).toHaveURL(partnerUrl);
    await expect(page.getByRole('heading', { name: 'Partner site' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test("the home banner's pause control stops the slideshow (WCAG 2.2.2)", async ({ page, consoleErrors }) => {
    // the slideshow moves by calling scrollBy/scrollTo on its track; count those calls
    await page.addInitScript({ content: countSlideMoves });
    await page.clock.install();
    await page.goto('/');
    const moves = () => page.evaluate<number>('window.__slideMoves');
    const banner = page.getByRole('region', { name: t('home.banner.label') });
    const pause = banner.getByRole('button', { name: t('home.banner.pause') });
    await expect(pause).toBeVisible();

    // playing: every 10 seconds the banner moves on
    await page.clock.runFor(10_000);
    await expect.poll(moves).toBe(1);

    await pause.click();
    const play = banner.getByRole('button', { name: t('home.banner.play') });
    await expect(play).toBeVisible();
    // pointer and focus leave the banner (they pause it too), so only the control holds it still
    await page.mouse.move(0, 0);
    await play.blur();
    await page.clock.runFor(60_000);
    expect(await moves()).toBe(1);

    await play.click();
    await page.mouse.move(0, 0);
    await pause.blur();
    await page.clock.runFor(10_000);
    await expect.poll(moves).toBe(2);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('discovery in Arabic', () => {
  const language = 'ae' as const;
  const t = textsOf(language);

  test.beforeEach(async ({ page }) => {
    await useLanguage(page, language);
  });

  test("a home tag section's SEE ALL opens the tag page, and the header search box finds a package by its Arabic name", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('main').locator('a[href="/t/top-experiences"]').click();
    await expect(page).toHaveURL(/\/t\/top-experiences$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: seed.topExperiences[language] })).toBeVisible();
    await expect(main.getByRole('link', { name: seed.dhowCruise[language] })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(escapeRegExp(seed.topExperiences[language])));

    const header = page.getByRole('banner');
    await header.getByRole('button', { name: t('discovery.header_search.open') }).click();
    const box = page.getByRole('combobox', { name: t('discovery.header_search.label') });
    await box.fill(seed.dhowSearch[language]);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/s/${escapeRegExp(encodeURIComponent(seed.dhowSearch[language]))}/-1$`));
    await expect(main.getByRole('heading', { level: 1 })).toContainText(seed.dhowSearch[language]);
    await expect(main.getByRole('link', { name: seed.dhowCruise[language] })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('the /seesharjah banner copies SEESHARJAH and says so', async ({ page, context, baseURL, consoleErrors }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
    await page.goto('/seesharjah');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: t('destinations.see_sharjah.title') })).toBeVisible();
    for (const name of seed.seeSharjah[language]) {
      await expect(main.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    }
    // the banner's text is the operators' (sitePromotions); its name ends with the code
    await main.getByRole('button', { name: /SEESHARJAH/ }).click();
    await expect(page.getByText(t('discovery.coupon.copied'))).toBeVisible();
    expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe('SEESHARJAH');
    expect(consoleErrors).toEqual([]);
  });

  test.describe('unknown addresses', () => {
    // the server answers unknown slugs with 404 (the page and its read), which Chromium logs
    test.use({ allowConsoleErrors: [/status of 404/] });

    test("an unknown destination or package shows a not-found state, and an unknown tag's page says No Packages Found (the tag list answers an empty list)", async ({
      page,
      consoleErrors,
    }) => {
      const main = page.getByRole('main');
      // the document is still 404 for crawlers: the address names no tag
      const tag = await page.goto('/t/no-such-tag');
      expect(tag?.status()).toBe(404);
      await expect(main.getByRole('heading', { level: 1, name: t('pages.tag.title') })).toBeVisible();
      await expect(main.getByText(t('common.states.no_packages'))).toBeVisible();

      for (const [path, key] of [
        ['/p/no-such-package', 'package'],
        ['/d/no-such-destination', 'destination'],
      ] as const) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(main.getByRole('heading', { level: 1, name: t(`discovery.${key}.not_found_title`) })).toBeVisible();
        await expect(main.getByText(t(`discovery.${key}.not_found_text`))).toBeVisible();
      }
      await main.getByRole('link', { name: t('discovery.destination.all_destinations') }).click();
      await expect(page).toHaveURL(/\/view-all-destination$/);
      expect(consoleErrors).toEqual([]);
    });
  });
});
