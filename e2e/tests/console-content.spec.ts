import type { Browser, Page } from '@playwright/test';
import { textsOf, type Language } from './accounts-support.ts';
import { expect, test } from './fixtures.ts';
import { postcardPhoto, secondBrowser } from './postcard-support.ts';
import { operatorToken, signIn } from './sessions.ts';
import { uniqueSuffix } from './console-support.ts';

/**
 * Home and content in the console (decision 035): an admin rewrites the About text and the code the
 * home strip advertises (in Arabic), and adds a banner slide moved to the front by keyboard and hides the
 * home page's About section (in English); a visitor sees each change at once, without a rebuild or restart.
 * Everything changed is put back, for the journeys that follow. On a tablet. The rules behind each step are
 * the server's (apps/server/src/modules/content/content-console.test.ts); axe on these pages in both
 * languages and their fit on a phone are phone-routes.spec.ts's.
 */

function contentTexts(language: Language) {
  const t = textsOf(language);
  const named = (key: string, values: Record<string, string>) =>
    Object.entries(values).reduce((text, [name, value]) => text.replace(`{{${name}}}`, value), t(key));
  const about = t('console-content.pages.about');
  return {
    contentTitle: t('console-content.title'),
    homeTitle: t('console-content.home.title'),
    settingsHeading: t('console-content.home.settings_heading'),
    displayAbout: t('console-content.home.display_about_us'),
    settingsSaved: t('console-content.home.saved'),
    homeAbout: t('home.about.heading'),
    homeActivities: t('home.activities.heading'),
    aboutText: named('console-content.pages.text', { name: about }),
    aboutArabicText: named('console-content.pages.arabic_text', { name: about }),
    pageSaved: named('console-content.pages.saved', { name: about }),
    promoHome: t('console-content.promotions.home'),
    code: t('console-content.promotions.code'),
    promotionSaved: t('console-content.promotions.saved'),
    couponMissing: (code: string) => named('console-content.promotions.coupon_missing', { code }),
    save: t('console-content.form.save'),
    newSlide: t('console-content.slides.new'),
    newSlideTitle: t('console-content.slides.new_title'),
    slideTitle: t('console-content.slides.title'),
    slideArabicTitle: t('console-content.slides.arabic_title'),
    desktopPicture: t('console-content.slides.image'),
    phonePicture: t('console-content.slides.mobile_image'),
    link: t('console-content.slides.link'),
    slideCreated: t('console-content.slides.created'),
    slidesHeading: t('console-content.slides.heading'),
    moveUp: (name: string) => named('console-content.slides.move_up_named', { name }),
    moveDown: (name: string) => named('console-content.slides.move_down_named', { name }),
    remove: (name: string) => named('console-content.slides.delete_named', { name }),
    deleteTitle: t('console-content.slides.delete_title'),
    confirmDelete: t('console-content.slides.delete_confirm'),
    deleted: t('console-content.slides.deleted'),
    chooseImage: t('console-catalogue.images.choose'),
    pickerTitle: t('console-catalogue.images.dialog_title'),
    uploaded: t('console-catalogue.images.uploaded'),
  };
}

// both journeys change what the home page shows (the home strip's code; the banner and the About switch), and
// each reads the home page as a visitor: they run one after the other in one worker, not side by side
test.describe.configure({ mode: 'default' });

/** A visitor in a browser of their own, reading the site in `language`. */
async function visitorAt(browser: Browser, language: Language, url: string): Promise<Page> {
  const visitor = await (await secondBrowser(browser)).newPage();
  await visitor.addInitScript((lang) => localStorage.setItem('user_language', lang), language);
  await visitor.goto(url);
  return visitor;
}

test.describe('home and content in the console', () => {
  test.use({ viewport: { width: 820, height: 1180 } });

  test('an admin rewrites the About text and the advertised code; a visitor sees both at once (ae)', async ({
    page,
    browser,
    request,
    consoleErrors,
  }) => {
    test.slow();
    const language = 'ae';
    const text = contentTexts(language);
    const unique = `${language}-${uniqueSuffix()}`;
    const main = page.getByRole('main');

    await signIn(page, await operatorToken(request, language), language);
    await page.goto('/backoffice/content');
    await expect(page.getByRole('heading', { level: 1, name: text.contentTitle })).toBeVisible();
    const english = main.getByRole('textbox', { name: text.aboutText });
    const arabic = main.getByRole('textbox', { name: text.aboutArabicText });
    await expect(english).not.toHaveValue('');
    await expect(arabic).toHaveAttribute('dir', 'rtl');

    const [englishBefore, arabicBefore] = [await english.inputValue(), await arabic.inputValue()];
    await english.fill(`Welcome, ${unique}\n\nA second paragraph.`);
    await arabic.fill(`أهلاً بك، ${unique}\n\nفقرة ثانية.`);
    const aboutForm = main.locator('form').filter({ has: page.getByRole('textbox', { name: text.aboutText }) });
    await aboutForm.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.pageSaved)).toBeVisible();
    const reader = await visitorAt(browser, language, '/aboutus');
    await expect(reader.getByRole('main').getByText(`أهلاً بك، ${unique}`)).toBeVisible();
    await reader.context().close();

    // a code no coupon has is saved with a warning; visitors' strip shows it at once
    const promoForm = main.getByRole('region', { name: text.promoHome });
    const code = promoForm.getByRole('textbox', { name: text.code });
    await expect(code).toHaveValue('WELCOME10');
    const newCode = `TRY${uniqueSuffix().toUpperCase()}`;
    await code.fill(newCode.toLowerCase());
    await promoForm.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.promotionSaved)).toBeVisible();
    await expect(promoForm.getByText(text.couponMissing(newCode))).toBeVisible();
    await expect(code).toHaveValue(newCode);
    const home = await visitorAt(browser, language, '/');
    await expect(home.getByRole('button', { name: new RegExp(newCode) })).toBeVisible();
    await home.context().close();

    // put back for the journeys that follow
    await code.fill('WELCOME10');
    await promoForm.getByRole('button', { name: text.save }).click();
    await expect(promoForm.getByText(text.couponMissing(newCode))).toBeHidden();
    await english.fill(englishBefore);
    await arabic.fill(arabicBefore);
    await aboutForm.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.pageSaved).first()).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('an admin adds a slide with uploaded pictures and moves it to the front by keyboard; the banner follows at once (en)', async ({
    page,
    browser,
    request,
    consoleErrors,
  }) => {
    test.slow();
    const language = 'en';
    const text = contentTexts(language);
    const unique = `${language}-${uniqueSuffix()}`;
    const title = `E2E slide ${unique}`;
    const arabicTitle = `شريحة ${unique}`;
    // the English console names the slide by its English title
    const shownTitle = title;
    const main = page.getByRole('main');

    await signIn(page, await operatorToken(request, language), language);
    await page.goto('/backoffice/home');
    await expect(page.getByRole('heading', { level: 1, name: text.homeTitle })).toBeVisible();
    await expect(main.getByRole('listitem').first()).toBeVisible();

    await main.getByRole('button', { name: text.newSlide }).click();
    const form = main.getByRole('region', { name: text.newSlideTitle });
    await form.getByRole('textbox', { name: text.slideTitle }).fill(title);
    await form.getByRole('textbox', { name: text.slideArabicTitle }).fill(arabicTitle);
    await form.getByRole('textbox', { name: text.link }).fill('/aboutus');
    const picker = page.getByRole('dialog', { name: text.pickerTitle });
    for (const [label, file] of [
      [text.desktopPicture, `slide-${unique}.jpg`],
      [text.phonePicture, `slide-phone-${unique}.jpg`],
    ] as const) {
      await form.getByRole('group', { name: label }).getByRole('button', { name: text.chooseImage }).click();
      await picker.locator('input[type="file"]').setInputFiles({ ...postcardPhoto, name: file });
      await expect(picker).toBeHidden();
    }
    await form.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.slideCreated)).toBeVisible();

    // Move up keeps the keyboard on the moved slide, one place a press, until it is first
    const slides = main.getByRole('list', { name: text.slidesHeading }).getByRole('listitem');
    const count = await slides.count();
    await expect(slides.nth(count - 1)).toContainText(title);
    const moveUp = main.getByRole('button', { name: text.moveUp(shownTitle) });
    await moveUp.focus();
    for (let place = count - 2; place >= 0; place -= 1) {
      await page.keyboard.press('Enter');
      await expect(slides.nth(place)).toContainText(title);
    }
    await expect(moveUp).toBeDisabled();
    await expect(main.getByRole('button', { name: text.moveDown(shownTitle) })).toBeFocused();
    // a visitor reading in Arabic finds it first on the banner, by its Arabic title
    const home = await visitorAt(browser, 'ae', '/');
    await expect(home.locator('.home-banner__title').first()).toHaveText(arabicTitle);
    await home.context().close();

    // deleted again, asked first
    await main.getByRole('button', { name: text.remove(shownTitle) }).click();
    const confirm = page.getByRole('dialog', { name: text.deleteTitle });
    await confirm.getByRole('button', { name: text.confirmDelete }).click();
    await expect(page.getByText(text.deleted)).toBeVisible();
    await expect(main.getByText(title)).toHaveCount(0);

    // a display flag of the home settings: the About section leaves the home page at once, and comes back
    const settings = main.getByRole('region', { name: text.settingsHeading });
    const aboutSwitch = settings.getByRole('switch', { name: text.displayAbout });
    await expect(aboutSwitch).toBeChecked();
    // the switch is worked by keyboard: Space turns it off and on
    await aboutSwitch.focus();
    await page.keyboard.press('Space');
    await expect(aboutSwitch).not.toBeChecked();
    await settings.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.settingsSaved)).toBeVisible();
    const visitor = await visitorAt(browser, language, '/');
    // the same settings answer shows the Popular Activities gallery: once it is there, the About section would be too
    await expect(visitor.getByRole('heading', { name: text.homeActivities })).toBeVisible();
    await expect(visitor.getByRole('heading', { name: text.homeAbout })).toHaveCount(0);
    await visitor.context().close();
    await aboutSwitch.focus();
    await page.keyboard.press('Space');
    await expect(aboutSwitch).toBeChecked();
    await settings.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.settingsSaved).first()).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
